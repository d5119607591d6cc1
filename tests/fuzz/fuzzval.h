/* fuzzval.h — a module a harness got from zocc_compile, checked: SPIRV-Tools'
 * validator (spvValidate, in the environment of its SPIR-V version and
 * capabilities, as spirv-val --target-env opencl2.2 / spv1.N in
 * tests/lib/oracles.py) and zocc_verify for the device compiled for.  The
 * harnesses that compile (fuzz_compile.c, fuzz_debug.c) share it; they
 * link SPIRV-Tools. */
#ifndef FUZZVAL_H
#define FUZZVAL_H

#include <spirv-tools/libspirv.h>

#include "fuzz.h"

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

/* A module with debug information (-g) as spirv-val 2023.1 can check it:
 * that validator wants the base type of a DebugTypePointer,
 * DebugTypeQualifier, DebugTypedef and DebugTypeVector to be a
 * DebugTypeBasic and a vector to have at most 4 components, which the
 * OpenCL.DebugInfo.100 specification does not ask (tests/lib/oracles.py's
 * debug_val_copy says more).  The copy (malloc'ed, *nout words) points
 * those operands at a DebugTypeBasic of its own, made after the module's
 * first one and placed before the first debug instruction but
 * DebugInfoNone, and caps the counts at 4; NULL when the module has no
 * debug information or no DebugTypeBasic (nothing then to rewrite). */
static uint32_t *
debug_val_copy(const uint32_t *w, size_t n, size_t *nout)
{
	static const char set[] = "OpenCL.DebugInfo.100";
	uint32_t dset = 0, name = 0, size = 0, sub, *out;
	size_t i, k = 5;
	int placed = 0;

	for (i = 5; i < n && w[i] >> 16 && i + (w[i] >> 16) <= n; i += w[i] >> 16) {
		uint32_t len = w[i] >> 16, op = w[i] & 0xffff;

		if (op == 11 && len >= 3 && (len - 2) * 4 >= sizeof set && memcmp(&w[i + 2], set, sizeof set) == 0)
			dset = w[i + 1];
		if (op == 12 && len >= 8 && dset && w[i + 3] == dset && w[i + 4] == 2 && !name) {
			name = w[i + 5];
			size = w[i + 6];
		}
	}
	if (!dset || !name || n < 5)
		return NULL;
	out = malloc((n + 8) * sizeof *out);
	memcpy(out, w, 5 * sizeof *out);
	sub = out[3]++;
	for (i = 5; i < n && w[i] >> 16 && i + (w[i] >> 16) <= n; i += w[i] >> 16) {
		uint32_t len = w[i] >> 16, op = w[i] & 0xffff, *ins = out + k;

		if (op == 12 && len >= 5 && w[i + 3] == dset && w[i + 4] != 0 && !placed) {
			uint32_t basic[8] = {8u << 16 | 12, w[i + 1], sub, dset, 2, name, size, 6};

			memcpy(out + k, basic, sizeof basic);
			k += 8;
			ins = out + k;
			placed = 1;
		}
		memcpy(ins, &w[i], len * sizeof *out);
		if (op == 12 && len >= 6 && w[i + 3] == dset) {
			uint32_t inst = w[i + 4];

			if (inst == 3 || inst == 4 || inst == 6) /* Pointer, Qualifier, Vector */
				ins[5] = sub;
			else if (inst == 7 && len >= 7)           /* Typedef */
				ins[6] = sub;
			if (inst == 6 && len >= 7 && ins[6] > 4)
				ins[6] = 4;
		}
		k += len;
	}
	*nout = k;
	return out;
}

/* Whether every OpString's literal is UTF-8 (SPIR-V 2.2.1), which
 * spvValidate does not check: -g writes file names and the source's text
 * in them. */
static int
strings_utf8(const uint32_t *w, size_t n)
{
	size_t i;

	for (i = 5; i < n && w[i] >> 16 && i + (w[i] >> 16) <= n; i += w[i] >> 16) {
		const unsigned char *s = (const unsigned char *)&w[i + 2];
		size_t len = (w[i] & 0xffff) == 7 && w[i] >> 16 > 2 ? strnlen((const char *)s, ((w[i] >> 16) - 2) * 4) : 0;
		size_t k = 0, c, j;

		while (k < len) {
			c = s[k] < 0x80 ? 1 : (s[k] & 0xe0) == 0xc0 && s[k] >= 0xc2 ? 2 : (s[k] & 0xf0) == 0xe0 ? 3 :
			    (s[k] & 0xf8) == 0xf0 && s[k] <= 0xf4 ? 4 : 0;
			if (!c || k + c > len)
				return 0;
			for (j = 1; j < c; j++)
				if ((s[k + j] & 0xc0) != 0x80)
					return 0;
			if ((s[k] == 0xe0 && s[k + 1] < 0xa0) || (s[k] == 0xed && s[k + 1] >= 0xa0) ||
			    (s[k] == 0xf0 && s[k + 1] < 0x90) || (s[k] == 0xf4 && s[k + 1] >= 0x90))
				return 0;
			k += c;
		}
	}
	return 1;
}

static void
fuzz_validate(const uint32_t *w, size_t n, const char *device)
{
	uint32_t version = n > 1 ? w[1] : 0;
	spv_target_env env = version <= 0x10200 && !beyond_opencl22(w, n) ? SPV_ENV_OPENCL_2_2 :
	                     version <= 0x10200 ? (version == 0x10000 ? SPV_ENV_UNIVERSAL_1_0 :
	                                           version == 0x10100 ? SPV_ENV_UNIVERSAL_1_1 : SPV_ENV_UNIVERSAL_1_2) :
	                     version == 0x10300 ? SPV_ENV_UNIVERSAL_1_3 :
	                     version == 0x10400 ? SPV_ENV_UNIVERSAL_1_4 :
	                     version == 0x10500 ? SPV_ENV_UNIVERSAL_1_5 : SPV_ENV_UNIVERSAL_1_6;
	spv_context ctx = spvContextCreate(env);
	size_t nv = 0;
	uint32_t *v = debug_val_copy(w, n, &nv);
	spv_const_binary_t bin = {v ? v : w, v ? nv : n};
	spv_diagnostic diag = NULL;
	zocc_result *r;
	zocc_status st;

	if (!strings_utf8(w, n))
		FUZZ_FAIL("an OpString is not UTF-8");
	if (spvValidate(ctx, &bin, &diag) != SPV_SUCCESS)
		FUZZ_FAIL("spvValidate rejects the module: %s", diag && diag->error ? diag->error : "?");
	free(v);
	spvDiagnosticDestroy(diag);
	spvContextDestroy(ctx);
	st = zocc_verify(w, n, device, &r);
	if (st != ZOCC_OK)
		FUZZ_FAIL("zocc_verify (%s) rejects the module:\n%s", device ? device : "any device", zocc_result_log(r));
	zocc_result_free(r);
}

#endif
