/* fuzz.h — what the libFuzzer harnesses of tests/fuzz share.
 *
 * Each harness is one LLVMFuzzerTestOneInput.  Built with clang-15
 * -fsanitize=fuzzer (tests/fuzz/run) it is a fuzzer; linked with replay.c
 * (build.ninja, any compiler) it replays the files it is given, which is
 * how `ninja test` runs the committed corpus and regression inputs.  A
 * finding is a crash, a sanitizer report or a broken contract, which the
 * harness turns into abort() after printing what broke. */
#ifndef FUZZ_H
#define FUZZ_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "zocc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* What an input came to ("module", "error", ...): replay.c counts them and
 * prints the counts, so that tests/fuzz/suite.py can check that a corpus
 * reaches each of the harness's checks (a corpus whose every input ended
 * in an error would check no module).  Under libFuzzer there is no
 * fuzz_tally, and nothing is counted. */
void fuzz_tally(const char *what) __attribute__((weak));

static inline void
fuzz_note(const char *what)
{
	if (fuzz_tally)
		fuzz_tally(what);
}

/* Report a broken contract and stop: libFuzzer saves the input. */
#define FUZZ_FAIL(...) do { \
	fprintf(stderr, "fuzz: contract broken: "); \
	fprintf(stderr, __VA_ARGS__); \
	fputc('\n', stderr); \
	abort(); \
} while (0)

/* An input may begin with a line "//! OPTIONS": the options the rest is
 * compiled with (the dictionary offers common ones).  Returns the options
 * (malloc'ed, NUL-terminated, "" when there is no such line) and moves
 * *data / *size past the line. */
static inline char *
fuzz_options_line(const uint8_t **data, size_t *size)
{
	const uint8_t *d = *data, *nl;
	char *o;

	if (*size < 3 || memcmp(d, "//!", 3) != 0)
		return calloc(1, 1);
	nl = memchr(d, '\n', *size);
	if (!nl)
		nl = d + *size;
	o = malloc((size_t)(nl - d) - 2);
	memcpy(o, d + 3, (size_t)(nl - d) - 3);
	o[nl - d - 3] = 0;
	{
		int has_nl = nl < d + *size; /* before *size changes */

		*size -= (size_t)(nl - d) + (size_t)has_nl;
		*data = nl + has_nl;
	}
	return o;
}

/* The options a harness passes: its own (first, e.g. "-E") and then the
 * fuzzed ones.  Its own go first: a fuzzed line can end in a backslash or
 * open a quote, which would swallow options after it ("-x\ -E" is the one
 * argument "-x -E"), and then the harness would check a contract it did not
 * ask for.  Fuzzed options can still override the harness's, as on any
 * command line; each harness's contract holds either way. */
static inline char *
fuzz_join(const char *first, const char *opts)
{
	char *o = malloc(strlen(first) + strlen(opts) + 2);

	sprintf(o, "%s %s", first, opts);
	return o;
}

static inline int
fuzz_sep(char ch) /* what separates options in a string, as api/options.c has it */
{
	return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r';
}

/* The device named by a -device option in o (for zocc_verify), or NULL:
 * the last word -device or -device=X, as zocc takes it ("-W-device[" is a
 * warning option, not a device). */
static inline const char *
fuzz_device(const char *o, char *buf, size_t cap)
{
	const char *p = NULL, *q;
	size_t n = 0;

	for (q = strstr(o, "-device"); q; q = strstr(q + 1, "-device"))
		if ((q == o || fuzz_sep(q[-1])) && (!q[7] || fuzz_sep(q[7]) || q[7] == '='))
			p = q;
	if (!p)
		return NULL;
	p += 7;
	if (*p == '=')
		p++;
	while (fuzz_sep(*p))
		p++;
	while (p[n] && !fuzz_sep(p[n]) && n + 1 < cap)
		n++;
	memcpy(buf, p, n);
	buf[n] = 0;
	return buf;
}

/* The character a trigraph ??c stands for (zocc always replaces them, as
 * clang does for OpenCL C), or 0. */
static inline int
fuzz_trigraph(int c)
{
	static const char from[] = "=/'()!<>-", to[] = "#\\^[]|{}~";
	const char *p = c ? strchr(from, c) : NULL;

	return p ? to[p - from] : 0;
}

/* The next character of a text at *i that counts for fuzz_in: line splices
 * (a backslash, or ??/, and a newline) and white space left out, as
 * #error and #warning messages lose the splices of their line; with tri,
 * trigraphs read as what they stand for.  -1 at n. */
static inline int
fuzz_next(const char *t, size_t n, size_t *i, int tri)
{
	for (;;) {
		size_t k = *i;
		int c;

		if (k >= n)
			return -1;
		c = (unsigned char)t[k];
		k++;
		if (tri && c == '?' && k + 1 < n && t[k] == '?' && fuzz_trigraph(t[k + 1])) {
			c = fuzz_trigraph(t[k + 1]);
			k += 2;
		}
		if (c == '\\') { /* a splice may have blanks before its newline, as in clang */
			size_t e = k;

			while (e < n && (t[e] == ' ' || t[e] == '\t' || t[e] == '\v' || t[e] == '\f'))
				e++;
			if (e < n && t[e] == '\n')
				c = ' ', k = e + 1;
			else if (e + 1 < n && t[e] == '\r' && t[e + 1] == '\n')
				c = ' ', k = e + 2;
		}
		if (!(c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f')) {
			*i = k;
			return c;
		}
		*i = k;
	}
}

/* Whether s occurs in the len bytes at src (a #error's message, said by
 * zocc: splices, trigraphs and white space as fuzz_next reads them),
 * leaving out a warning's trailing " [-Wname]", which zocc adds. */
static inline int
fuzz_in(const char *src, size_t len, const char *s)
{
	size_t n = strlen(s), i, j, k;
	const char *tag = NULL, *t;
	int c;

	for (t = strstr(s, " [-W"); t; t = strstr(t + 1, " [-W"))
		tag = t;
	if (tag && n && s[n - 1] == ']')
		n = (size_t)(tag - s);

	for (i = 0; src && i < len; i++) {
		j = i;
		k = 0;
		while ((c = fuzz_next(s, n, &k, 0)) >= 0 && c == fuzz_next(src, len, &j, 1))
			;
		if (c < 0)
			return 1;
	}
	return 0;
}

/* The status and diagnostics zocc_compile promises: a known status, an
 * error status with an error diagnostic, never an internal error.  A
 * diagnostic that begins "internal error" is one unless its text is in the
 * source (src, len): '#error internal error ...' says it too. */
static inline void
fuzz_check_status(zocc_status st, const zocc_result *r, const char *src, size_t len)
{
	size_t i, nerr = 0;

	if (!r)
		FUZZ_FAIL("no result object (status %d)", st);
	if (st == ZOCC_INTERNAL)
		FUZZ_FAIL("internal error:\n%s", zocc_result_log(r));
	if (st != ZOCC_OK && st != ZOCC_ERROR && st != ZOCC_BAD_INPUT)
		FUZZ_FAIL("unknown status %d", st);
	for (i = 0; i < zocc_result_ndiags(r); i++) {
		const zocc_diag *d = zocc_result_diag(r, i);

		if (!d || !d->message)
			FUZZ_FAIL("diagnostic %zu has no message", i); /* "" is one: an empty #error */
		if (strncmp(d->message, "internal error", 14) == 0 &&
		    !fuzz_in(src, len, d->message))
			FUZZ_FAIL("%s", d->message);
		nerr += d->severity >= ZOCC_ERROR_SEVERITY;
	}
	if (st != ZOCC_OK && !nerr)
		FUZZ_FAIL("status %d without an error diagnostic", st);
	if (st == ZOCC_OK && nerr)
		FUZZ_FAIL("success with %zu error diagnostics:\n%s", nerr, zocc_result_log(r));
}

#endif
