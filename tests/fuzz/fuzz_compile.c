/* fuzz_compile.c — zocc_compile on arbitrary source text (with an optional
 * "//! OPTIONS" first line, see fuzz.h).  Every module that comes back must
 * pass SPIRV-Tools' validator (spvValidate, in the environment of its SPIR-V
 * version and capabilities, as spirv-val --target-env opencl2.2 / spv1.N in
 * tests/lib/oracles.py) and zocc_verify for the device compiled for: an
 * invalid module is a finding, as is a crash, a sanitizer report, an
 * internal error or a broken status.
 * ZOCC_FUZZ_OPTIONS in the environment adds options to every input (to
 * fuzz the parser past the limits: "-fnesting-limit=1000000 ..."). */
#include <spirv-tools/libspirv.h>

#include "fuzz.h"

/* in-memory headers the fuzzer can #include */
static const zocc_header headers[] = {
	{"a.h", "#pragma once\n#define A(x) ((x) + 1)\ntypedef float4 vec;\n", 0},
	{"b.h", "#ifndef B_H\n#define B_H\n#include \"a.h\"\nint b(int x) { return A(x); }\n#endif\n", 0},
};

/* Whether the module declares a capability spirv-val's OpenCL 2.2
 * environment does not list and Level Zero offers (Float16, Int64Atomics):
 * such a module is validated as plain SPIR-V 1.N, as tests/lib/oracles.py's
 * val_env does. */
static int
beyond_opencl22(const uint32_t *w, size_t n)
{
	size_t i = 5;

	while (i < n && w[i] >> 16) {
		if ((w[i] & 0xffff) == 17 && w[i] >> 16 == 2 && i + 1 < n && /* OpCapability */
		    (w[i + 1] == 9 || w[i + 1] == 12))                      /* Float16, Int64Atomics */
			return 1;
		i += w[i] >> 16;
	}
	return 0;
}

static void
validate(const uint32_t *w, size_t n, const char *device)
{
	uint32_t version = n > 1 ? w[1] : 0;
	spv_target_env env = version <= 0x10200 && !beyond_opencl22(w, n) ? SPV_ENV_OPENCL_2_2 :
	                     version <= 0x10200 ? (version == 0x10000 ? SPV_ENV_UNIVERSAL_1_0 :
	                                           version == 0x10100 ? SPV_ENV_UNIVERSAL_1_1 : SPV_ENV_UNIVERSAL_1_2) :
	                     version == 0x10300 ? SPV_ENV_UNIVERSAL_1_3 :
	                     version == 0x10400 ? SPV_ENV_UNIVERSAL_1_4 :
	                     version == 0x10500 ? SPV_ENV_UNIVERSAL_1_5 : SPV_ENV_UNIVERSAL_1_6;
	spv_context ctx = spvContextCreate(env);
	spv_const_binary_t bin = {w, n};
	spv_diagnostic diag = NULL;
	zocc_result *r;
	zocc_status st;

	if (spvValidate(ctx, &bin, &diag) != SPV_SUCCESS)
		FUZZ_FAIL("spvValidate rejects the module: %s", diag && diag->error ? diag->error : "?");
	spvDiagnosticDestroy(diag);
	spvContextDestroy(ctx);
	st = zocc_verify(w, n, device, &r);
	if (st != ZOCC_OK)
		FUZZ_FAIL("zocc_verify (%s) rejects the module:\n%s", device ? device : "ze", zocc_result_log(r));
	zocc_result_free(r);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *opts = fuzz_options_line(&data, &size), dev[64];
	const char *more = getenv("ZOCC_FUZZ_OPTIONS"); /* e.g. limits raised, to fuzz past them */

	if (more) {
		char *o = malloc(strlen(opts) + strlen(more) + 2);

		sprintf(o, "%s %s", opts, more);
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
	if (st == ZOCC_OK && !strstr(opts, "-E")) {
		size_t n;
		const uint32_t *w = zocc_result_spirv(r, &n);

		if (!w || n < 5)
			FUZZ_FAIL("success without a module");
		validate(w, n, fuzz_device(opts, dev, sizeof dev));
		fuzz_note("module");
	} else {
		fuzz_note(st == ZOCC_OK ? "text" : st == ZOCC_ERROR ? "error" : "bad-input");
	}
	zocc_result_free(r);
	free(src);
	free(opts);
	return 0;
}
