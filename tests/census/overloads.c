/* overloads.c — prints every builtin overload zocc accepts for the options
 * given (zocc's own: -cl-std=, -device, -cl-ext=), one per line as
 * "name|result|params|feature", after a line "#features ..." naming the
 * target's extensions and features; tests/census reads the list.  It links the
 * library's internals: the list comes from the resolver itself
 * (sema_builtin_overloads in sema/call.c). */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

#include "../../api/api.h"
#include "../../sema/sema.h"

static void
print(void *ud, const char *line)
{
	fprintf(ud, "%s\n", line);
}

int
main(int argc, char **argv)
{
	jmp_buf jb;
	Ctx *c = malloc(sizeof *c);
	size_t i;

	if (!c)
		return 3;
	ctx_init(c, &jb);
	if (setjmp(jb)) {
		fprintf(stderr, "overloads: internal error\n");
		return 3;
	}
	if (!api_parse_options(c, NULL, (const char *const *)argv + 1, argc - 1))
		goto fail;
	zc_target_resolve(c);
	if (c->nerrors)
		goto fail;
	/* first the extensions and features the target has, then the list */
	printf("#features");
	for (i = 0; i < ZC_NFEATURES; i++)
		if (ZC_FS_HAS(c->target.features, i))
			printf(" %s", zc_feature_names[i]);
	printf("\n");
	sema_builtin_overloads(c, print, stdout);
	ctx_free(c);
	free(c);
	return 0;
fail:
	for (i = 0; i < c->diags.n; i++)
		fprintf(stderr, "overloads: %s\n", c->diags.v[i].msg);
	return 2;
}
