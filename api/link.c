/* link.c — zocc_link: separately compiled modules joined into one
 * (spirv/link.c), then checked as every module zocc hands out is: each
 * input against the Level Zero environment for the device (so that a
 * feature the device lacks is reported in the module that uses it), and
 * the result again (a call cycle across modules shows only there).
 *
 * The modules are the caller's and untrusted: the linker refuses, with the
 * module's name and the word, whatever it cannot read.  Internal errors
 * come back as ZOCC_INTERNAL (api_run). */
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
	return api_check_argv(c, in->argv, in->argc, "zocc_link_input") &&
	       (!in->target || api_check_target(c, in->target));
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

/* What zocc_link keeps across api_run. */
typedef struct LinkJob {
	const zocc_link_input *in; /* the caller's */
	uint32_t *words;  /* the linked module, NULL after an error */
	size_t nwords;
	bool internal;    /* the result broke a Level Zero rule: zocc's bug */
} LinkJob;

static zocc_status
run(Ctx *c, void *p)
{
	LinkJob *j = p;

	if (!check_input(c, j->in) || !api_parse_options(c, j->in->options, j->in->argv, j->in->argc))
		return ZOCC_BAD_INPUT;
	api_target(c, j->in->target);
	api_verbose(c, false);
	if (c->nerrors)
		return ZOCC_BAD_INPUT;
	j->words = link(c, j->in, &j->nwords, &j->internal);
	return j->internal ? ZOCC_INTERNAL : c->nerrors || !j->words ? ZOCC_ERROR : ZOCC_OK;
}

static void
copy(Ctx *c, void *p, zocc_status st, zocc_result *r)
{
	LinkJob *j = p;

	if (st != ZOCC_OK)
		return;
	r->words = ar_alloc(&r->ar, j->nwords * 4);
	memcpy(r->words, j->words, j->nwords * 4);
	r->nwords = j->nwords;
}

zocc_status
zocc_link(const zocc_link_input *in, zocc_result **out)
{
	LinkJob job = {in};

	return api_run(run, copy, &job, out);
}
