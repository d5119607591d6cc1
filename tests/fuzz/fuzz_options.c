/* fuzz_options.c — the options of zocc_compile: arbitrary text as the
 * options string (and, split at NUL bytes, as argv), and a zocc_target
 * filled from the input's first bytes, on a small fixed kernel.  The
 * status must be one zocc_compile documents, with an error diagnostic
 * unless it is success, and a module must pass zocc_verify; a success
 * without a module is -fsyntax-only's (or -E's, with its text). */
#include "fuzz.h"

static const char kernel[] =
	"kernel void k(global float *o, global const float *a, int n) {\n"
	"\tint i = get_global_id(0);\n"
	"\tif (i < n) o[i] = a[i] * 2.0f + N;\n"
	"}\n";

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	zocc_input in = {0};
	zocc_target t = {0};
	uint32_t sizes[4];
	char *text, *argvbuf, dev[64];
	const char *argv[64];
	int argc = 0;
	size_t i, skip = 0;
	zocc_result *r = NULL;
	zocc_status st;

	/* a first byte 'T' and 24 more: a zocc_target */
	if (size >= 25 && data[0] == 'T') {
		static const char *const devs[] = {NULL, "skl", "tgllp", "dg2-g10", "pvc", "ze", "nope"};

		t.device = devs[data[1] % 7];
		t.given = data[2];
		t.spirv_version = (uint32_t)data[3] << 16 | data[4];
		t.module_flags = data[5];
		t.fp16_atomics = (uint32_t)data[6] | (uint32_t)data[7] << 16;
		t.fp32_atomics = (uint32_t)data[8] | (uint32_t)data[9] << 16;
		t.fp64_atomics = (uint32_t)data[10] | (uint32_t)data[11] << 16;
		t.images = data[12] & 1;
		for (i = 0; i < 4; i++)
			sizes[i] = (uint32_t)data[13 + i] << (data[17] & 7);
		t.subgroup_sizes = data[19] & 1 ? NULL : sizes; /* NULL with a count: ZOCC_BAD_INPUT */
		t.nsubgroup_sizes = data[18] % 5;
		in.target = &t;
		skip = 25;
	}
	text = malloc(size - skip + 1);
	memcpy(text, data + skip, size - skip);
	text[size - skip] = 0;
	/* the part after the first NUL, split at NULs: argv */
	argvbuf = text + strlen(text);
	if (argvbuf < text + (size - skip)) {
		char *p = argvbuf + 1;

		while (p <= text + (size - skip) && argc < 64) {
			argv[argc++] = p;
			p += strlen(p) + 1;
		}
		in.argv = argv;
		in.argc = argc;
	}
	in.source = kernel;
	in.options = text;
	st = zocc_compile(&in, &r);
	fuzz_check_status(st, r, kernel, sizeof kernel - 1);
	if (st == ZOCC_OK) {
		size_t n;
		const uint32_t *w = zocc_result_spirv(r, &n);
		const char *d = fuzz_device(text, dev, sizeof dev);
		zocc_result *v;

		int syntax_only = strstr(text, "-fsyntax-only") != NULL;

		for (i = 0; i < (size_t)argc; i++)
			syntax_only |= strstr(argv[i], "-fsyntax-only") != NULL;
		/* -fsyntax-only checks and hands back nothing */
		if (!w && !zocc_result_text(r, NULL) && !syntax_only)
			FUZZ_FAIL("success without a module or text");
		if (!w && !zocc_result_text(r, NULL))
			fuzz_note("checked");
		/* a device's module passes that device's check, unless -cl-ext or
		 * a zocc_target gave it more than the profile has */
		if (w && !in.target && !strstr(text, "-cl-ext") && argc == 0) {
			if (zocc_verify(w, n, d, &v) != ZOCC_OK)
				FUZZ_FAIL("zocc_verify (%s) rejects the module:\n%s", d ? d : "ze", zocc_result_log(v));
			zocc_result_free(v);
			fuzz_note("verified");
		} else if (w || zocc_result_text(r, NULL)) {
			fuzz_note(w ? "module" : "text");
		}
	} else {
		fuzz_note(st == ZOCC_ERROR ? "error" : "bad-input");
	}
	zocc_result_free(r);
	free(text);
	return 0;
}
