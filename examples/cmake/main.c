/* main.c — prints what the kernels embedded by zocc_add_kernels(... EMBED)
 * are: each module's size, its entry points (read from the SPIR-V), and
 * whether zocc_verify finds it within the Level Zero environment.  A Level
 * Zero program would hand the same words to zeModuleCreate
 * (ZE_MODULE_FORMAT_IL_SPIRV, inputSize = NAME_spv_size). */
#include <stdio.h>
#include <string.h>

#include <zocc.h>

#include "blend_spv.h"
#include "scale_spv.h"
#include "vadd_spv.h"

/* OpEntryPoint (opcode 15): execution model, function id, then the name */
static void
print_entry_points(const uint32_t *w, size_t n)
{
	size_t i = 5; /* after the header */

	while (i < n) {
		uint32_t len = w[i] >> 16, op = w[i] & 0xffff;

		if (len == 0 || i + len > n)
			break;
		if (op == 15 && len > 3)
			printf("  entry point: %.*s\n", (int)((len - 3) * 4), (const char *)&w[i + 3]);
		i += len;
	}
}

static int
show(const char *name, const uint32_t *w, size_t nwords, size_t size)
{
	zocc_result *r = NULL;
	zocc_status st = zocc_verify(w, nwords, NULL, &r);

	printf("%s: %zu bytes, %zu words, SPIR-V %u.%u, %s\n", name, size, nwords,
	       (unsigned)(w[1] >> 16 & 0xff), (unsigned)(w[1] >> 8 & 0xff),
	       st == ZOCC_OK ? "valid for Level Zero" : "INVALID");
	if (st != ZOCC_OK)
		fputs(zocc_result_log(r), stdout);
	print_entry_points(w, nwords);
	zocc_result_free(r);
	return st == ZOCC_OK ? 0 : 1;
}

int
main(void)
{
	int bad = 0;

	printf("zocc %s\n", zocc_version());
	bad += show("vadd.spv", vadd_spv, vadd_spv_words, vadd_spv_size);
	bad += show("scale.spv", scale_spv, scale_spv_words, scale_spv_size);
	bad += show("blend.spv", blend_spv, blend_spv_words, blend_spv_size);
	return bad != 0;
}
