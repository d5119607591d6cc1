/* link.c — zocc_link: separately compiled modules joined into one
 * (spirv/link.c), then checked as every module zocc hands out is: each
 * input against the Level Zero environment for the device (so that a
 * feature the device lacks is reported in the module that uses it), and
 * the result again (a call cycle across modules shows only there).
 *
 * The modules are the caller's and untrusted: the linker refuses, with the
 * module's name and the word, whatever it cannot read.  Internal errors
 * unwind here and come back as ZOCC_INTERNAL. */
#include <stdlib.h>
#include <string.h>

#include "api.h"
#include "../spirv/link.h"
#include "../spirv/verify.h"

static bool
check_input(Ctx *c, const zocc_link_input *in)
{
	size_t i;

	if (!in) {
		zc_error(c, (Loc){0}, "no input: zocc_link needs modules");
		return false;
	}
	if (in->nmodules && !in->modules) {
		zc_error(c, (Loc){0}, "zocc_link_input.modules is NULL but nmodules is %zu", in->nmodules);
		return false;
	}
	if (!in->nmodules) {
		zc_error(c, (Loc){0}, "no modules to link (zocc_link_input.nmodules is 0)");
		return false;
	}
	for (i = 0; i < in->nmodules; i++) {
		if (!in->modules[i].words && in->modules[i].nwords) {
			zc_error(c, (Loc){0}, "zocc_link_input.modules[%zu].words is NULL but nwords is %zu", i,
			         in->modules[i].nwords);
			return false;
		}
	}
	if (in->argc < 0 || (in->argc > 0 && !in->argv)) {
		zc_error(c, (Loc){0}, "zocc_link_input.argv is NULL but argc is %d", in->argc);
		return false;
	}
	for (i = 0; i < (size_t)in->argc; i++) {
		if (!in->argv[i]) {
			zc_error(c, (Loc){0}, "zocc_link_input.argv[%zu] is NULL (argc is %d)", i, in->argc);
			return false;
		}
	}
	return !in->target || api_check_target(c, in->target);
}

/* Errors reported from diagnostic 'from' on: "NAME: " before each. */
static void
prefix(Ctx *c, size_t from, const char *name)
{
	size_t i;

	for (i = from; i < c->diags.n; i++)
		c->diags.v[i].msg = ar_printf(&c->ar, "%s: %s", name, c->diags.v[i].msg);
}

static uint32_t *
link(Ctx *c, const zocc_link_input *in, size_t *nwords, bool *internal)
{
	SpvLinkInput *mods = ar_alloc(&c->ar, in->nmodules * sizeof *mods);
	uint32_t *words;
	size_t i, before;
	bool ok = true;

	/* options for compiling have no use here */
	{
		static const struct { size_t off; const char *name; } unused[] = {
			{offsetof(Options, incdirs), "-I"},
			{offsetof(Options, quotedirs), "-iquote"}, {offsetof(Options, sysdirs), "-isystem"},
			{offsetof(Options, includes), "-include"},
		};

		if (c->opt.defines.n)
			zc_warning(c, (Loc){0}, "'-D' is unused when linking [-Wunused-command-line-argument]");
		for (i = 0; i < ZC_COUNTOF(unused); i++)
			if (((const StrVec *)((const char *)&c->opt + unused[i].off))->n)
				zc_warning(c, (Loc){0}, "'%s' is unused when linking [-Wunused-command-line-argument]",
				           unused[i].name);
		if (c->opt.syntax_only)
			zc_warning(c, (Loc){0}, "'-fsyntax-only' is unused when linking [-Wunused-command-line-argument]");
	}
	for (i = 0; i < in->nmodules; i++) {
		mods[i].name = in->modules[i].name ? in->modules[i].name : ar_printf(&c->ar, "<module %zu>", i + 1);
		mods[i].words = in->modules[i].words;
		mods[i].nwords = in->modules[i].nwords;
	}
	words = spv_link(c, mods, in->nmodules, c->opt.create_library, nwords);
	if (!words || c->nerrors)
		return NULL;
	/* each module against the device, so that what it lacks is reported
	 * in the module that uses it */
	for (i = 0; i < in->nmodules; i++) {
		before = c->diags.n;
		if (!spv_verify(c, mods[i].words, mods[i].nwords, &c->target)) {
			prefix(c, before, mods[i].name);
			ok = false;
		}
	}
	if (!ok)
		return NULL;
	if ((uint64_t)*nwords * 4 > c->opt.limits.module) {
		zc_error(c, (Loc){0}, "the linked module is %llu bytes, more than %llu",
		         (unsigned long long)*nwords * 4, (unsigned long long)c->opt.limits.module);
		zc_note(c, (Loc){0}, "the limit can be raised with -fmodule-size-limit=N");
		return NULL;
	}
	/* the result: a call cycle through several modules shows only here;
	 * anything else would be the linker's bug */
	before = c->diags.n;
	if (!spv_verify(c, words, *nwords, &c->target)) {
		bool cycle = false;

		for (i = before; i < c->diags.n; i++)
			cycle |= strstr(c->diags.v[i].msg, "[recursion]") != NULL;
		prefix(c, before, cycle ? "the linked module" : "internal error: the linked module breaks a Level Zero rule");
		*internal = !cycle;
		return NULL;
	}
	return words;
}

zocc_status
zocc_link(const zocc_link_input *in, zocc_result **out)
{
	jmp_buf jb;
	Ctx *c;
	volatile zocc_status st = ZOCC_OK;
	uint32_t *volatile words = NULL;
	size_t *nwords = calloc(1, sizeof *nwords); /* set under setjmp: not a local */
	bool *internal = calloc(1, sizeof *internal);
	zocc_result *volatile r;
	int jr;

	if (out)
		*out = NULL;
	c = nwords && internal ? malloc(sizeof *c) : NULL;
	if (!c) {
		free(nwords);
		free(internal);
		return ZOCC_INTERNAL;
	}
	ctx_init(c, &jb);
	jr = setjmp(jb);
	if (jr) {
		if (jr == 2) {
			/* out of memory: no result object either */
			ctx_free(c);
			free(c);
			free(nwords);
			free(internal);
			return ZOCC_INTERNAL;
		}
		st = ZOCC_INTERNAL;
		words = NULL;
		goto done;
	}
	if (!check_input(c, in) || !api_parse_options(c, in->options, in->argv, in->argc)) {
		st = ZOCC_BAD_INPUT;
		goto done;
	}
	api_target(c, in->target);
	api_verbose(c, false);
	if (c->nerrors) {
		st = ZOCC_BAD_INPUT;
		goto done;
	}
	words = link(c, in, nwords, internal);
	st = *internal ? ZOCC_INTERNAL : c->nerrors || !words ? ZOCC_ERROR : ZOCC_OK;
done:
	r = api_result(c);
	if (r && st == ZOCC_OK) {
		jmp_buf roomjb;

		r->ar.oom = &roomjb;
		if (setjmp(roomjb)) {
			zocc_result_free(r);
			r = NULL;
		} else {
			r->words = ar_alloc(&r->ar, *nwords * 4);
			memcpy(r->words, words, *nwords * 4);
			r->nwords = *nwords;
			r->ar.oom = NULL;
		}
	}
	if (!r)
		st = ZOCC_INTERNAL;
	ctx_free(c);
	free(c);
	free(nwords);
	free(internal);
	if (out)
		*out = r;
	else
		zocc_result_free(r);
	return st;
}
