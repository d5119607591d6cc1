/* fuzz_compile.c — zocc_compile on arbitrary source text (with an optional
 * "//! OPTIONS" first line, see fuzz.h).  Every module that comes back must
 * pass SPIRV-Tools' validator and zocc_verify for the device compiled for
 * (fuzzval.h): an invalid module is a finding, as is a crash, a sanitizer
 * report, an internal error or a broken status.
 * ZOCC_FUZZ_OPTIONS in the environment adds options to every input (to
 * fuzz the parser past the limits: "-fnesting-limit=1000000 ..."). */
#include "fuzzval.h"

/* in-memory headers the fuzzer can #include */
static const zocc_header headers[] = {
	{"a.h", "#pragma once\n#define A(x) ((x) + 1)\ntypedef float4 vec;\n", 0},
	{"b.h", "#ifndef B_H\n#define B_H\n#include \"a.h\"\nint b(int x) { return A(x); }\n#endif\n", 0},
};

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *opts = fuzz_options_line(&data, &size), dev[64];
	const char *more = getenv("ZOCC_FUZZ_OPTIONS"); /* e.g. limits raised, to fuzz past them */

	if (more) {
		char *o = fuzz_join(more, opts);

		free(opts);
		opts = o;
	}
	char *src = malloc(size + 1);
	zocc_input in = {0};
	zocc_result *r = NULL;
	zocc_status st;

	memcpy(src, data, size);
	src[size] = 0;
	in.source = src;
	in.source_len = size;
	in.source_name = "fuzz.cl";
	in.options = opts;
	in.headers = headers;
	in.nheaders = sizeof headers / sizeof *headers;
	st = zocc_compile(&in, &r);
	fuzz_check_status(st, r, src, size);
	/* -E hands back text, -fsyntax-only nothing */
	if (st == ZOCC_OK && !strstr(opts, "-E") && !strstr(opts, "-fsyntax-only")) {
		size_t n;
		const uint32_t *w = zocc_result_spirv(r, &n);

		if (!w || n < 5)
			FUZZ_FAIL("success without a module");
		fuzz_validate(w, n, fuzz_device(opts, dev, sizeof dev));
		fuzz_note("module");
	} else {
		fuzz_note(st == ZOCC_OK ? "text" : st == ZOCC_ERROR ? "error" : "bad-input");
	}
	zocc_result_free(r);
	free(src);
	free(opts);
	return 0;
}
