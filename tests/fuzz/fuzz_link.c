/* fuzz_link.c — zocc_link on arbitrary modules.  The first byte picks the
 * options (bit 0: -create-library; the rest, modulo 6, the device: none,
 * ze, skl, tgllp, dg2-g10, pvc); the rest is cut into modules where the
 * SPIR-V magic number's bytes begin a word-aligned piece (so an input made
 * of whole modules one after the other is those modules), at most four;
 * a last partial word is dropped, and each module lives in a buffer of
 * exactly its words (AddressSanitizer sees a read past them).
 *
 * The contract: a documented status (never an internal error or a bad
 * input, which these arguments are not) with an error diagnostic for
 * ZOCC_ERROR and none for ZOCC_OK; a linked module passes zocc_verify for
 * the device, and, when every module given passed SPIRV-Tools' validator,
 * spvValidate too (in the environment of its version and capabilities, as
 * fuzz_compile.c validates). */
#include <spirv-tools/libspirv.h>

#include "fuzz.h"

#define MAXMODS 4

static const uint8_t magic[4] = {0x03, 0x02, 0x23, 0x07};

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

/* spvValidate in the module's environment: nonzero if valid. */
static int
valid(const uint32_t *w, size_t n, char **why)
{
	uint32_t version = n > 1 ? w[1] : 0;
	spv_target_env env = version <= 0x10200 && !beyond_opencl22(w, n) ? SPV_ENV_OPENCL_2_2 :
	                     version <= 0x10000 ? SPV_ENV_UNIVERSAL_1_0 :
	                     version <= 0x10100 ? SPV_ENV_UNIVERSAL_1_1 :
	                     version <= 0x10200 ? SPV_ENV_UNIVERSAL_1_2 :
	                     version <= 0x10300 ? SPV_ENV_UNIVERSAL_1_3 :
	                     version <= 0x10400 ? SPV_ENV_UNIVERSAL_1_4 :
	                     version <= 0x10500 ? SPV_ENV_UNIVERSAL_1_5 : SPV_ENV_UNIVERSAL_1_6;
	spv_context ctx = spvContextCreate(env);
	spv_const_binary_t bin = {w, n};
	spv_diagnostic diag = NULL;
	int ok = spvValidate(ctx, &bin, &diag) == SPV_SUCCESS;

	if (!ok && why && diag && diag->error)
		*why = strdup(diag->error);
	spvDiagnosticDestroy(diag);
	spvContextDestroy(ctx);
	return ok;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const devices[] = {NULL, "ze", "skl", "tgllp", "dg2-g10", "pvc"};
	size_t starts[MAXMODS + 1], n = 0, i, k;
	zocc_module mods[MAXMODS];
	uint32_t *words[MAXMODS] = {0};
	zocc_link_input in = {0};
	zocc_result *r = NULL;
	zocc_status st;
	char opts[64];
	const char *dev;
	int inputs_valid = 1;

	if (size < 1)
		return 0;
	dev = devices[(data[0] >> 1) % 6];
	snprintf(opts, sizeof opts, "%s%s%s", data[0] & 1 ? "-create-library " : "", dev ? "-device " : "",
	         dev ? dev : "");
	data++, size--;
	/* the modules: from the start, and from each later word that holds
	 * the magic number */
	starts[n++] = 0;
	for (i = 4; i + 4 <= size && n < MAXMODS; i += 4)
		if (memcmp(data + i, magic, 4) == 0)
			starts[n++] = i;
	starts[n] = size;
	for (k = 0; k < n; k++) {
		size_t nw = (starts[k + 1] - starts[k]) / 4;

		words[k] = malloc(nw * 4 + 1);
		memcpy(words[k], data + starts[k], nw * 4);
		mods[k].name = k == 0 ? "a.spv" : k == 1 ? "b.spv" : k == 2 ? "c.spv" : "d.spv";
		mods[k].words = words[k];
		mods[k].nwords = nw;
		inputs_valid &= nw >= 5 && valid(words[k], nw, NULL);
	}
	in.modules = mods;
	in.nmodules = n;
	in.options = opts;
	st = zocc_link(&in, &r);
	fuzz_check_status(st, r, NULL, 0);
	if (st == ZOCC_BAD_INPUT)
		FUZZ_FAIL("ZOCC_BAD_INPUT for valid arguments:\n%s", zocc_result_log(r));
	if (st == ZOCC_OK) {
		size_t nw;
		const uint32_t *w = zocc_result_spirv(r, &nw);
		zocc_result *v = NULL;
		char *why = NULL;

		if (!w || nw < 5)
			FUZZ_FAIL("ZOCC_OK without a module");
		if (zocc_verify(w, nw, dev, &v) != ZOCC_OK)
			FUZZ_FAIL("zocc_verify (%s) rejects the linked module:\n%s", dev ? dev : "any", zocc_result_log(v));
		zocc_result_free(v);
		if (inputs_valid && !valid(w, nw, &why))
			FUZZ_FAIL("spvValidate rejects the module linked from %zu valid modules: %s", n, why ? why : "?");
		free(why);
		fuzz_note(inputs_valid ? "linked-valid" : "linked");
	} else {
		fuzz_note("error");
	}
	zocc_result_free(r);
	for (k = 0; k < n; k++)
		free(words[k]);
	return 0;
}
