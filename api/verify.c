/* verify.c — zocc_verify: check a SPIR-V binary, ours or anyone's, against
 * the Level Zero SPIR-V environment for a device profile, and hand back the
 * violations as a zocc_result's diagnostics.
 *
 * The words are the caller's and untrusted: spv_verify reports malformed
 * input instead of reading past it.  An internal error (zc_fatal, or the
 * arena out of memory) unwinds here and comes back as ZOCC_INTERNAL. */
#include <stdlib.h>

#include "api.h"
#include "../spirv/verify.h"

zocc_status
zocc_verify(const uint32_t *words, size_t nwords, const char *device, zocc_result **out)
{
	jmp_buf fatal;
	Ctx *c = malloc(sizeof *c);
	volatile zocc_status st = ZOCC_OK;
	zocc_result *r;

	if (out)
		*out = NULL;
	if (!c)
		return ZOCC_INTERNAL;
	ctx_init(c, &fatal);
	if (setjmp(fatal) == 0) {
		c->opt.device = device;
		zc_target_resolve(c); /* an unknown device is an error naming the known ones */
		if (c->nerrors)
			st = ZOCC_BAD_INPUT;
		else if (!words && nwords)
			zc_error(c, (Loc){0}, "no words to verify (NULL with %zu words)", nwords), st = ZOCC_BAD_INPUT;
		else if (!spv_verify(c, words, nwords, &c->target))
			st = ZOCC_ERROR;
	} else {
		st = ZOCC_INTERNAL;
	}
	r = api_result(c);
	ctx_free(c);
	free(c);
	if (!r)
		return ZOCC_INTERNAL;
	if (out)
		*out = r;
	else
		zocc_result_free(r);
	return st;
}
