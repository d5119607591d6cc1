/* oom_test.c — the library's entry points when memory runs out, at every
 * allocation they make.  malloc, calloc and realloc are wrapped at link
 * time (-Wl,--wrap=...: the library's own calls go through the wrappers,
 * tree-sitter's and libc's do not), and each entry point is called again
 * and again with its Nth allocation failing, N = 1, 2, ... until a call
 * makes fewer than N.  A call whose allocation failed must come back as
 * ZOCC_INTERNAL, with no result object or one that says what went wrong
 * (an error diagnostic), and leak nothing (the sanitizer build checks);
 * the last call, which no failure reached, must give the usual answer.
 * Prints "ok NAME" or "FAIL NAME: why" (tests/api/suite.py). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "zocc.h"

void *__real_malloc(size_t n);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t n);

static long countdown; /* allocations left before the one that fails; <= 0: none fails */
static int failed;     /* the armed allocation failed */

/* Whether this allocation is the one to fail. */
static int
fail_now(void)
{
	if (countdown <= 0 || --countdown > 0)
		return 0;
	failed = 1;
	return 1;
}

void *
__wrap_malloc(size_t n)
{
	return fail_now() ? NULL : __real_malloc(n);
}

void *
__wrap_calloc(size_t n, size_t size)
{
	return fail_now() ? NULL : __real_calloc(n, size);
}

void *
__wrap_realloc(void *p, size_t n)
{
	return fail_now() ? NULL : __real_realloc(p, n);
}

typedef zocc_status (*Call)(const void *arg, zocc_result **out);

static int
has_error(const zocc_result *r)
{
	size_t i;

	for (i = 0; i < zocc_result_ndiags(r); i++)
		if (zocc_result_diag(r, i)->severity >= ZOCC_ERROR_SEVERITY)
			return 1;
	return 0;
}

static const char *only; /* argv[1]: the one trial to run (for a look at one under a debugger) */

/* Every allocation of call(arg) failing in turn; want: its status when
 * none fails. */
static void
trial(const char *name, Call call, const void *arg, zocc_status want)
{
	char why[300] = "";
	long n;

	if (only && strcmp(only, name) != 0)
		return;
	for (n = 1; n < 1000000 && !why[0]; n++) {
		zocc_result *r = NULL;
		zocc_status st;

		countdown = n;
		failed = 0;
		st = call(arg, &r);
		countdown = 0;
		if (!failed) {
			if (st != want)
				snprintf(why, sizeof why, "no allocation failed but the status is %d, not %d", st, want);
			else if (!r)
				snprintf(why, sizeof why, "no allocation failed but there is no result");
			zocc_result_free(r);
			break;
		}
		if (st != ZOCC_INTERNAL)
			snprintf(why, sizeof why, "allocation %ld failed but the status is %d, not ZOCC_INTERNAL", n, st);
		else if (r && !has_error(r))
			snprintf(why, sizeof why, "allocation %ld failed: a result without an error diagnostic", n);
		zocc_result_free(r);
	}
	if (why[0])
		printf("FAIL %s: %s\n", name, why);
	else
		printf("ok %s\n", name);
}

static const char source[] =
	"float twice(float x) { return 2 * x; }\n"
	"kernel void k(global float *a, local int *t) {\n"
	"  size_t i = get_global_id(0);\n"
	"  t[get_local_id(0)] = (int)i;\n"
	"  barrier(CLK_LOCAL_MEM_FENCE);\n"
	"  a[i] = twice(a[i]) + t[0];\n"
	"}\n";

typedef struct Source {
	const char *text;
	const char *options;
} Source;

static zocc_status
compile(const void *arg, zocc_result **out)
{
	const Source *src = arg;
	zocc_input in = {0};

	in.source = src->text;
	in.options = src->options;
	return zocc_compile(&in, out);
}

typedef struct Words {
	const uint32_t *w;
	size_t n;
} Words;

static zocc_status
verify(const void *arg, zocc_result **out)
{
	const Words *m = arg;

	return zocc_verify(m->w, m->n, "tgllp", out);
}

static zocc_status
link(const void *arg, zocc_result **out)
{
	const zocc_module *mods = arg;
	zocc_link_input in = {0};

	in.modules = mods;
	in.nmodules = 2;
	return zocc_link(&in, out);
}

/* A module of source (options as given), copied out; NULL on failure. */
static uint32_t *
module(const char *src, const char *options, size_t *n)
{
	zocc_input in = {0};
	zocc_result *r;
	uint32_t *w = NULL;

	in.source = src;
	in.options = options;
	if (zocc_compile(&in, &r) == ZOCC_OK) {
		const uint32_t *rw = zocc_result_spirv(r, n);

		w = malloc(*n * 4);
		memcpy(w, rw, *n * 4);
	}
	zocc_result_free(r);
	return w;
}

int
main(int argc, char **argv)
{
	Words m;
	zocc_module mods[2] = {{"main.spv"}, {"lib.spv"}};
	uint32_t *a, *b;

	only = argc > 1 ? argv[1] : NULL;
	trial("oom-compile", compile, &(Source){source, "-cl-std=CL2.0"}, ZOCC_OK);
	trial("oom-compile-g", compile, &(Source){source, "-cl-std=CL2.0 -g"}, ZOCC_OK);
	trial("oom-compile-error", compile, &(Source){"kernel void k(global int *p) { p[0] = undeclared; }\n"},
	      ZOCC_ERROR);
	m.w = module(source, NULL, &m.n);
	if (!m.w) {
		printf("FAIL oom-verify: the module to verify does not compile\n");
	} else {
		trial("oom-verify", verify, &m, ZOCC_OK);
		free((void *)m.w);
	}
	a = module("int f(int);\nkernel void k(global int *o) { o[0] = f(2); }\n", NULL, &mods[0].nwords);
	b = module("int f(int x) { return x + 1; }\n", NULL, &mods[1].nwords);
	if (!a || !b) {
		printf("FAIL oom-link: the modules to link do not compile\n");
	} else {
		mods[0].words = a;
		mods[1].words = b;
		trial("oom-link", link, mods, ZOCC_OK);
	}
	free(a);
	free(b);
	return 0;
}
