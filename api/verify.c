/* verify.c — TEMPORARY: zocc_verify until the Level Zero validator lands. */
#include <stdlib.h>

#include "api.h"

zocc_status
zocc_verify(const uint32_t *words, size_t nwords, const char *device, zocc_result **out)
{
	jmp_buf jb;
	Ctx c;

	(void)words;
	(void)nwords;
	(void)device;
	ctx_init(&c, &jb);
	if (setjmp(jb) == 0)
		zc_error(&c, (Loc){0}, "the Level Zero validator is not built yet");
	if (out)
		*out = api_result(&c);
	ctx_free(&c);
	return ZOCC_INTERNAL;
}
