/* verify.c — zocc_verify: check a SPIR-V binary, ours or anyone's, against
 * the Level Zero SPIR-V environment for a device profile, and hand back the
 * violations as a zocc_result's diagnostics.
 *
 * The words are the caller's and untrusted: spv_verify reports malformed
 * input instead of reading past it.  An internal error (zc_fatal, or the
 * arena out of memory) comes back as ZOCC_INTERNAL (api_run). */
#include "api.h"
#include "../spirv/verify.h"

/* What zocc_verify checks. */
typedef struct VerifyJob {
	const uint32_t *words; /* the caller's, untrusted */
	size_t nwords;
	const char *device;    /* the profile to check against, NULL: the default */
} VerifyJob;

static zocc_status
run(Ctx *c, void *p)
{
	const VerifyJob *j = p;

	c->opt.device = j->device;
	zc_target_resolve(c); /* an unknown device is an error naming the known ones */
	if (c->nerrors)
		return ZOCC_BAD_INPUT;
	if (!j->words && j->nwords) {
		zc_error(c, (Loc){0}, "no words to verify (NULL with %zu words)", j->nwords);
		return ZOCC_BAD_INPUT;
	}
	return spv_verify(c, j->words, j->nwords, &c->target) ? ZOCC_OK : ZOCC_ERROR;
}

zocc_status
zocc_verify(const uint32_t *words, size_t nwords, const char *device, zocc_result **out)
{
	VerifyJob job = {words, nwords, device};

	return api_run(run, NULL, &job, out);
}
