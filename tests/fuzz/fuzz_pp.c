/* fuzz_pp.c — the preprocessor alone: zocc_compile with -E (plus an
 * optional "//! OPTIONS" line, see fuzz.h) on arbitrary text, with
 * in-memory headers to include.  Preprocessed text must come back with
 * success, none with an error; the text is NUL-terminated at its length.
 * (The text is not preprocessed again: -E output need not preprocess to
 * itself, since a macro can expand to '#' and a directive's name at the
 * start of a line, which is text after -E and a directive when read again,
 * as with any C preprocessor.) */
#include "fuzz.h"

static const zocc_header headers[] = {
	{"a.h", "#pragma once\n#define A(x) ((x) + 1)\n#define CAT(a, b) a ## b\n#define STR(x) #x\n", 0},
	{"b.h", "#ifndef B_H\n#define B_H\n#include \"a.h\"\n#define B(...) A(__VA_ARGS__) __LINE__\n#endif\n", 0},
	{"self.h", "#include \"self.h\"\n", 0},
};

static zocc_status
pp(const char *src, size_t len, const char *opts, zocc_result **r)
{
	zocc_input in = {0};
	char *o = fuzz_join("-E", opts);
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

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *opts = fuzz_options_line(&data, &size);
	char *src = malloc(size + 1);
	zocc_result *r = NULL;
	zocc_status st;

	memcpy(src, data, size);
	src[size] = 0;
	st = pp(src, size, opts, &r);
	fuzz_check_status(st, r, src, size);
	if (st == ZOCC_OK) {
		size_t len;
		const char *t = zocc_result_text(r, &len);

		if (!t)
			FUZZ_FAIL("-E success without text");
		if (t[len] != 0 || strlen(t) > len)
			FUZZ_FAIL("-E text not NUL-terminated at its length %zu", len);
		fuzz_note("text");
	} else {
		fuzz_note(st == ZOCC_ERROR ? "error" : "bad-input");
	}
	zocc_result_free(r);
	free(src);
	free(opts);
	return 0;
}
