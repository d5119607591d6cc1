/* fuzz_debug.c — the debug information writer's input: arbitrary source
 * text (with an optional "//! OPTIONS" first line, see fuzz.h) compiled by
 * zocc_compile with -g and with -gline-tables-only, after the input's own
 * options, and once more without debug information.  Every module must pass
 * SPIRV-Tools' validator and zocc_verify (fuzzval.h); the three compilations
 * must end alike (-g changes no diagnostic), and the functions of a module
 * with debug information must be those of the module without, instruction
 * for instruction, once OpLine, OpNoLine and the OpenCL.DebugInfo.100
 * instructions are left out (-g changes no code; tests/lib/spvcode.py
 * compares the whole modules).  A crash, a sanitizer report, an internal
 * error or a broken status is a finding too. */
#include "fuzzval.h"

/* in-memory headers the input can #include, for files of their own */
static const zocc_header headers[] = {
	{"a.h", "#pragma once\n#define A(x) ((x) + 1)\ntypedef float4 vec;\nstruct s { int a; vec v; };\n", 0},
	{"b.h", "#ifndef B_H\n#define B_H\n#include \"a.h\"\nint b(int x) { return A(x); }\n#line 50 \"gen.cl\"\n"
	        "static float c(struct s *p) { return p->v.x + p->a; }\n#endif\n", 0},
};

static zocc_status
compile(const char *src, size_t size, const char *opts, const char *extra, zocc_result **r)
{
	char *o = fuzz_join(extra, opts);
	zocc_input in = {0};
	zocc_status st;

	in.source = src;
	in.source_len = size;
	in.source_name = "fuzz.cl";
	in.options = o;
	in.headers = headers;
	in.nheaders = sizeof headers / sizeof *headers;
	st = zocc_compile(&in, r);
	fuzz_check_status(st, *r, src, size);
	free(o);
	return st;
}

/* The opcodes of the instructions of the functions (from the first
 * OpFunction), without what debug information adds; *n of them. */
static uint16_t *
function_code(const uint32_t *w, size_t nw, size_t *n)
{
	static const char set[] = "OpenCL.DebugInfo.100";
	uint16_t *out = malloc(nw * sizeof *out + 1);
	uint32_t dset = 0;
	size_t i;
	int in_functions = 0;

	*n = 0;
	for (i = 5; i < nw && w[i] >> 16 && i + (w[i] >> 16) <= nw; i += w[i] >> 16) {
		uint32_t len = w[i] >> 16, op = w[i] & 0xffff;

		if (op == 11 && len >= 3 && (len - 2) * 4 >= sizeof set && memcmp(&w[i + 2], set, sizeof set) == 0)
			dset = w[i + 1];
		in_functions |= op == 54; /* OpFunction */
		if (!in_functions || op == 8 || op == 317 || (op == 12 && len >= 4 && dset && w[i + 3] == dset))
			continue; /* OpLine, OpNoLine, a debug instruction */
		out[(*n)++] = (uint16_t)op;
	}
	return out;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const modes[] = {"-g", "-gline-tables-only"};
	char *opts = fuzz_options_line(&data, &size), dev[64];
	char *src = malloc(size + 1);
	zocc_result *r0 = NULL;
	zocc_status st0;
	size_t n0 = 0, k;
	uint16_t *code0 = NULL;

	memcpy(src, data, size);
	src[size] = 0;
	st0 = compile(src, size, opts, "-g0", &r0);
	if (st0 == ZOCC_OK && !strstr(opts, "-E") && !strstr(opts, "-fsyntax-only")) {
		size_t n;
		const uint32_t *w = zocc_result_spirv(r0, &n);

		if (!w || n < 5)
			FUZZ_FAIL("success without a module");
		code0 = function_code(w, n, &n0);
	}
	for (k = 0; k < sizeof modes / sizeof *modes; k++) {
		zocc_result *r = NULL;
		zocc_status st = compile(src, size, opts, modes[k], &r);

		/* -device ze refuses -g, whatever the program */
		if (st == ZOCC_BAD_INPUT && st0 != ZOCC_BAD_INPUT && strstr(zocc_result_log(r), "OpenCL.DebugInfo.100")) {
			fuzz_note("refused");
			zocc_result_free(r);
			continue;
		}
		if (st != st0)
			FUZZ_FAIL("%s: status %d, without debug information %d:\n%s", modes[k], st, st0, zocc_result_log(r));
		if (st == ZOCC_OK && code0) {
			size_t n, n1 = 0;
			const uint32_t *w = zocc_result_spirv(r, &n);
			uint16_t *code;

			if (!w || n < 5)
				FUZZ_FAIL("success without a module");
			fuzz_validate(w, n, fuzz_device(opts, dev, sizeof dev));
			code = function_code(w, n, &n1);
			if (n1 != n0 || memcmp(code, code0, n0 * sizeof *code))
				FUZZ_FAIL("%s changed the code: %zu instructions in the functions, %zu without it", modes[k], n1, n0);
			free(code);
			fuzz_note("module");
		} else {
			fuzz_note(st == ZOCC_OK ? "text" : st == ZOCC_ERROR ? "error" : "bad-input");
		}
		zocc_result_free(r);
	}
	free(code0);
	zocc_result_free(r0);
	free(src);
	free(opts);
	return 0;
}
