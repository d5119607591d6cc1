/* fuzz_dm.c — -E -dM on arbitrary text (plus an optional "//! OPTIONS"
 * line, see fuzz.h), with the in-memory headers fuzz_pp.c has.  On
 * success the text must be NUL-terminated at its length and be nothing
 * but '#define NAME...' lines, names in strictly increasing byte order
 * (each once).  And it must define itself: preprocessed again with -dM
 * (warnings off: a redefined predefined macro warns again), it succeeds
 * and every line comes back unchanged; the second list may be longer,
 * since what the program #undef'd is predefined again.  Two things clang
 * -dM prints too are left out of that: a NUL byte in a string or
 * character literal of a body stays in the text (clang keeps it:
 * "null character(s) preserved"), and a body ending in a backslash (a
 * stray one before the end of the file) splices the next line onto its
 * own when the text is read again (which may then be no program at all):
 * such a text is not read again. */
#include "fuzz.h"

static const zocc_header headers[] = {
	{"a.h", "#pragma once\n#define A(x) ((x) + 1)\n#define CAT(a, b) a ## b\n#define STR(x) #x\n", 0},
	{"b.h", "#ifndef B_H\n#define B_H\n#include \"a.h\"\n#define B(...) A(__VA_ARGS__) __LINE__\n#endif\n", 0},
	{"self.h", "#include \"self.h\"\n", 0},
};

static zocc_status
dm(const char *src, size_t len, const char *opts, const char *more, zocc_result **r)
{
	zocc_input in = {0};
	char *o = fuzz_join(more, opts);
	zocc_status st;

	in.source = src;
	in.source_len = len;
	in.source_name = "fuzz.cl";
	in.options = o;
	in.headers = headers;
	in.nheaders = sizeof headers / sizeof *headers;
	st = zocc_compile(&in, r);
	free(o);
	return st;
}

/* the length of the name of the #define line at s (0 if it is not one) */
static size_t
name_len(const char *s, const char *end)
{
	size_t n = 0;

	if ((size_t)(end - s) < 9 || memcmp(s, "#define ", 8) != 0)
		return 0;
	s += 8;
	while (s + n < end && s[n] != ' ' && s[n] != '(' && s[n] != '\n')
		n++;
	return n;
}

/* Check the form of a -dM text; return its number of lines. */
static size_t
check_form(const char *t, size_t len)
{
	const char *p = t, *end = t + len, *prev = NULL;
	size_t prevn = 0, lines = 0;

	if (t[len] != 0)
		FUZZ_FAIL("-dM text not NUL-terminated at its length %zu", len);
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = name_len(p, end);

		if (!nl)
			FUZZ_FAIL("-dM text does not end with a newline");
		if (!n)
			FUZZ_FAIL("-dM line %zu is not a #define: %.*s", lines + 1, (int)(nl - p), p);
		if (prev) {
			int d = memcmp(prev + 8, p + 8, prevn < n ? prevn : n);

			if (d > 0 || (d == 0 && prevn >= n))
				FUZZ_FAIL("-dM names out of order: %.*s before %.*s", (int)prevn, prev + 8, (int)n, p + 8);
		}
		prev = p;
		prevn = n;
		lines++;
		p = nl + 1;
	}
	return lines;
}

/* Whether a line of the -dM text ends in a backslash (a body ending in a
 * stray one): read again, it splices the next line onto its own. */
static int
spliced(const char *t, size_t len)
{
	size_t i;

	for (i = 1; i < len; i++)
		if (t[i] == '\n' && t[i - 1] == '\\')
			return 1;
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *opts = fuzz_options_line(&data, &size);
	char *src = malloc(size + 1);
	zocc_result *r = NULL, *again = NULL;
	zocc_status st;

	memcpy(src, data, size);
	src[size] = 0;
	st = dm(src, size, opts, "-E -dM", &r);
	fuzz_check_status(st, r, src, size);
	if (st == ZOCC_OK) {
		size_t len, len2, lines;
		const char *t = zocc_result_text(r, &len), *t2, *p, *q;

		if (!t)
			FUZZ_FAIL("-dM success without text");
		lines = check_form(t, len);
		if (lines < 100)
			FUZZ_FAIL("-dM printed %zu macros: the predefined ones are missing", lines);
		if (spliced(t, len)) {
			fuzz_note("spliced");
			goto done;
		}
		st = dm(t, len, opts, "-E -dM -w", &again);
		if (st != ZOCC_OK)
			FUZZ_FAIL("-dM's text does not preprocess again (status %d): %s", (int)st,
			          zocc_result_log(again));
		t2 = zocc_result_text(again, &len2);
		if (!t2)
			FUZZ_FAIL("-dM success without text");
		check_form(t2, len2);
		/* each line of the first is a line of the second: both are
		 * sorted, so one walk over the second finds them */
		q = t2;
		for (p = t; p < t + len;) {
			const char *nl = memchr(p, '\n', (size_t)(t + len - p));
			size_t n = (size_t)(nl - p) + 1, pn = name_len(p, nl + 1);

			for (;;) {
				const char *nl2 = q < t2 + len2 ? memchr(q, '\n', (size_t)(t2 + len2 - q)) : NULL;
				size_t qn = nl2 ? name_len(q, nl2 + 1) : 0;
				int d = nl2 ? memcmp(q + 8, p + 8, qn < pn ? qn : pn) : 1;

				if (d == 0 && qn != pn)
					d = qn < pn ? -1 : 1;
				if (d > 0 || (d == 0 && ((size_t)(nl2 - q) + 1 != n || memcmp(p, q, n) != 0)))
					FUZZ_FAIL("-dM line not defined again by itself: %.*s", (int)n - 1, p);
				q = nl2 + 1;
				if (d == 0)
					break;
			}
			p = nl + 1;
		}
		fuzz_note("macros");
	} else {
		fuzz_note(st == ZOCC_ERROR ? "error" : "bad-input");
	}
done:
	zocc_result_free(again);
	zocc_result_free(r);
	free(src);
	free(opts);
	return 0;
}
