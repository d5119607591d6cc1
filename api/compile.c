/* compile.c — zocc_compile: one compilation from source text to a SPIR-V
 * module, through every stage of the pipeline, in a context of its own
 * (api_run: internal errors and running out of memory come back as
 * ZOCC_INTERNAL). */
#include <stdlib.h>
#include <string.h>

#include "api.h"
#include "../frontend/frontend.h"
#include "../sema/sema.h"
#include "../irgen/irgen.h"
#include "../spirv/verify.h"

static void
ext(Ctx *c, bool on, const char *name)
{
	VEC_PUSH(&c->ar, &c->opt.exts, ar_printf(&c->ar, "%c%s", on ? '+' : '-', name));
}

/* What Level Zero reports about a device, turned into the options the
 * profile machinery already understands (-device, -cl-ext entries after
 * the caller's own, --spirv-max-version).  Without a device name it starts
 * from the default profile (any device): what the caller does not report
 * stays accepted, and the device that loads the module decides. */
static void
target_options(Ctx *c, const zocc_target *t)
{
	if (t->device)
		c->opt.device = t->device;
	if (t->given & ZOCC_TARGET_SPIRV_VERSION) {
		/* ZE_MAKE_VERSION(major, minor) is major << 16 | minor */
		uint32_t major = t->spirv_version >> 16, minor = t->spirv_version & 0xffff;

		c->opt.spirv_max = major << 16 | (minor > 6 ? 6 : minor) << 8;
	}
	if (t->given & ZOCC_TARGET_MODULE_FLAGS) {
		ext(c, t->module_flags & 1, "cl_khr_fp16");
		ext(c, t->module_flags & 2, "cl_khr_fp64");
		ext(c, t->module_flags & 4, "cl_khr_int64_base_atomics");
		ext(c, t->module_flags & 4, "cl_khr_int64_extended_atomics");
	}
	if (t->given & ZOCC_TARGET_IMAGES)
		ext(c, t->images != 0, "__opencl_c_images");
	if (t->given & ZOCC_TARGET_FP_ATOMICS) {
		/* ze_device_fp_atomic_ext_flags_t: GLOBAL_{LOAD_STORE,ADD,MIN_MAX} in
		 * bits 0-2, LOCAL_* in bits 16-18 */
		const uint32_t flags[3] = {t->fp16_atomics, t->fp32_atomics, t->fp64_atomics};
		static const unsigned widths[3] = {16, 32, 64};
		static const struct { uint32_t ze; unsigned zc; } bits[] = {
			{1u << 0, ZC_FPA_GLOBAL_LOAD_STORE}, {1u << 1, ZC_FPA_GLOBAL_ADD},
			{1u << 2, ZC_FPA_GLOBAL_MIN_MAX}, {1u << 16, ZC_FPA_LOCAL_LOAD_STORE},
			{1u << 17, ZC_FPA_LOCAL_ADD}, {1u << 18, ZC_FPA_LOCAL_MIN_MAX},
		};
		size_t w, b;

		/* the extension first: its features need it */
		ext(c, (flags[0] | flags[1] | flags[2]) != 0, "cl_ext_float_atomics");
		for (w = 0; w < 3; w++) {
			for (b = 0; b < ZC_COUNTOF(bits); b++) {
				int f = zc_fpa_feature(widths[w], bits[b].zc);

				if (f >= 0)
					ext(c, (flags[w] & bits[b].ze) != 0, zc_feature_names[f]);
			}
		}
	}
}

void
api_target(Ctx *c, const zocc_target *t)
{
	if (t)
		target_options(c, t);
	zc_target_resolve(c);
	if (t && (t->given & ZOCC_TARGET_SUBGROUP_SIZES)) {
		uint32_t i;

		c->target.subgroup_sizes = 0;
		for (i = 0; i < t->nsubgroup_sizes; i++) {
			uint32_t n = t->subgroup_sizes[i];

			if (n == 8 || n == 16 || n == 32)
				c->target.subgroup_sizes |= n / 8;
		}
	}
}

/* The stack the stages after the preprocessor need: a base for the
 * frames that do not nest (and tree-sitter's), and a budget per level of
 * the parse tree's depth bound (frontend/ppshape.c).  Measured: the AST
 * builder, sema and irgen take up to 1.3 KB per level of an expression at
 * -O2 (subscripts and pointer chains, the deepest), 0.5 KB per statement
 * level; unoptimized and sanitized builds several times that. */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define STACK_SCALE 6
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define STACK_SCALE 6
#endif
#endif
#ifndef STACK_SCALE
#ifdef __OPTIMIZE__
#define STACK_SCALE 1
#else
#define STACK_SCALE 3
#endif
#endif
enum {
	STACK_BASE = (256 << 10) * STACK_SCALE,
	STACK_PER_LEVEL = 2048 * STACK_SCALE,
	/* a level of a type, which the walks over types recurse through (irgen's
	 * type_of 160 bytes a level at -O2, its constants' fill 208) */
	STACK_PER_TYPE_LEVEL = 1024 * STACK_SCALE,
	/* the preprocessor recurses too, boundedly: 256 nested macro
	 * arguments, 512 parentheses in #if, 200 nested #includes */
	STACK_PP = (1 << 20) * STACK_SCALE
};

/* Inconsistent input is the caller's error (ZOCC_BAD_INPUT), found before
 * anything runs: what a pointer and a count say must agree. */
static bool
check_input(Ctx *c, const zocc_input *in)
{
	size_t i;

	if (!in || !in->source) {
		zc_error(c, (Loc){0}, "no input: zocc_compile needs source text");
		return false;
	}
	if (!api_check_argv(c, in->argv, in->argc, "zocc_input"))
		return false;
	if (in->nheaders && !in->headers) {
		zc_error(c, (Loc){0}, "zocc_input.headers is NULL but nheaders is %zu", in->nheaders);
		return false;
	}
	for (i = 0; i < in->nheaders; i++) {
		if (!in->headers[i].name || !in->headers[i].text) {
			zc_error(c, (Loc){0}, "zocc_input.headers[%zu] has no %s", i,
			         in->headers[i].name ? "text" : "name");
			return false;
		}
	}
	return !in->target || api_check_target(c, in->target);
}

/* argc options at argv, every one there (the entry points' argv and argc
 * in input struct what). */
bool
api_check_argv(Ctx *c, const char *const *argv, int argc, const char *what)
{
	int i;

	if (argc < 0 || (argc > 0 && !argv)) {
		zc_error(c, (Loc){0}, "%s.argv is NULL but argc is %d", what, argc);
		return false;
	}
	for (i = 0; i < argc; i++) {
		if (!argv[i]) {
			zc_error(c, (Loc){0}, "%s.argv[%d] is NULL (argc is %d)", what, i, argc);
			return false;
		}
	}
	return true;
}

/* A zocc_target whose fields agree with one another. */
bool
api_check_target(Ctx *c, const zocc_target *t)
{
	if (t->given & ~(unsigned)(ZOCC_TARGET_SPIRV_VERSION | ZOCC_TARGET_MODULE_FLAGS |
	                           ZOCC_TARGET_FP_ATOMICS | ZOCC_TARGET_IMAGES |
	                           ZOCC_TARGET_SUBGROUP_SIZES)) {
		zc_error(c, (Loc){0}, "zocc_target.given has unknown bits (0x%x)", t->given);
		return false;
	}
	if (t->nsubgroup_sizes && !t->subgroup_sizes) {
		zc_error(c, (Loc){0}, "zocc_target.subgroup_sizes is NULL but nsubgroup_sizes is %u",
		         t->nsubgroup_sizes);
		return false;
	}
	if ((t->given & ZOCC_TARGET_SPIRV_VERSION) && t->spirv_version >> 16 != 1) {
		zc_error(c, (Loc){0}, "zocc_target.spirv_version 0x%x is not a SPIR-V 1.x version (ZE_MAKE_VERSION(1, minor))",
		         t->spirv_version);
		return false;
	}
	return true;
}

/* What the stages of one compilation share (they may run on a thread of
 * their own, see zc_run_with_stack). */
typedef struct Job {
	const zocc_input *in;
	PPOutput *pp;
	uint32_t *words;
	size_t nwords;
	bool internal; /* the module broke a Level Zero rule: zocc's bug */
} Job;

/* Parse, check and lower: the stages that recurse over the tree. */
static void
back(Ctx *c, void *p)
{
	Job *j = p;
	Unit *u;
	Program *prog;

	zc_times_thread(c);
	{
		Sema *s = sema_begin(c, j->pp);
		AstSink sink = {s, sema_item};

		/* a library keeps every function; a program with kernels, only
		 * what they can reach (irgen) */
		u = ast_build(c, j->pp, &sink, c->opt.create_library);
		prog = sema_end(s, u);
	}
	zc_phase(c, ZC_PH_SEMA);
	if (!c->nerrors) {
		size_t n = 0;

		j->words = irg_program(c, prog, &n);
		j->nwords = n;
	}
	if (j->words && !c->nerrors && (uint64_t)j->nwords * 4 > c->opt.limits.module) {
		zc_error(c, (Loc){0}, "the SPIR-V module is %llu bytes, more than %llu",
		         (unsigned long long)j->nwords * 4, (unsigned long long)c->opt.limits.module);
		zc_note(c, (Loc){0}, "the limit can be raised with -fmodule-size-limit=N (or zocc_input.limits)");
		j->words = NULL;
	}
	/* the finished words get the same Level Zero check as zocc --verify:
	 * a violation here is zocc's bug, not the program's */
	if (j->words && !c->nerrors) {
		size_t before = c->diags.n, i;
		bool ok = spv_verify(c, j->words, j->nwords, &c->target);

		zc_phase(c, ZC_PH_VALIDATE);
		if (!ok) {
			for (i = before; i < c->diags.n; i++)
				if (c->diags.v[i].severity >= DIAG_ERROR)
					c->diags.v[i].msg = ar_printf(&c->ar, "internal error: the module zocc made breaks a Level Zero rule: %s",
					                              c->diags.v[i].msg);
			j->internal = true;
			j->words = NULL;
		}
	}
}

/* Preprocess, measure, and go on with the stack the program's depth needs. */
static void
front(Ctx *c, void *p)
{
	Job *j = p;
	const zocc_input *in = j->in;
	PPShape shape;

	zc_times_thread(c);
	j->pp = ar_alloc(&c->ar, sizeof *j->pp);
	pp_run(c, in->source_name ? in->source_name : "<source>", in->source,
	       in->source_len ? in->source_len : strlen(in->source), in->headers, in->nheaders, j->pp);
	zc_phase(c, ZC_PH_PREPROCESS);
	if (c->opt.preprocess_only)
		return;
	/* a program cut short (a missing #include, a limit) is not parsed:
	 * the syntax errors at the cut would only bury the reason, as would a
	 * huge output after preprocessing errors (a runaway macro's debris) */
	if (j->pp->stopped || (c->nerrors && j->pp->len > (1u << 20)))
		return;
	if (!pp_shape(c, j->pp, &shape))
		return;
	/* types may be derived as deep as the nesting limit, or the program's
	 * own depth where that is more (a declarator of 10,000 '*'); sema
	 * holds them to it (sema_check_depth) */
	c->type_depth_max = shape.depth > c->opt.limits.nesting ? (uint32_t)shape.depth : c->opt.limits.nesting;
	zc_run_with_stack(c, STACK_BASE + (size_t)shape.depth * STACK_PER_LEVEL +
	                     (size_t)c->type_depth_max * STACK_PER_TYPE_LEVEL, back, j);
}

/* The module, the -E text and the files read, into the result. */
static void
copy_out(Ctx *c, void *p, zocc_status status, zocc_result *r)
{
	Job *job = p;
	size_t i;

	if (status == ZOCC_OK && job->words && !c->opt.syntax_only) {
		r->words = ar_alloc(&r->ar, job->nwords * 4);
		memcpy(r->words, job->words, job->nwords * 4);
		r->nwords = job->nwords;
	}
	if (status == ZOCC_OK && job->pp && c->opt.preprocess_only && job->pp->etext) {
		r->text = ar_strndup(&r->ar, job->pp->etext, job->pp->elen);
		r->textlen = job->pp->elen;
	}
	if (job->pp) {
		r->ndeps = job->pp->deps.n;
		r->deps = ar_alloc(&r->ar, (job->pp->deps.n + 1) * sizeof *r->deps);
		r->dep_system = ar_alloc(&r->ar, job->pp->deps.n + 1);
		for (i = 0; i < job->pp->deps.n; i++) {
			r->deps[i] = ar_strdup(&r->ar, job->pp->deps.v[i].path);
			r->dep_system[i] = job->pp->deps.v[i].system;
		}
	}
}

/* The pipeline, under api_run's handler. */
static zocc_status
compile(Ctx *c, void *p)
{
	Job *job = p;
	const zocc_input *in = job->in;

	if (!check_input(c, in))
		return ZOCC_BAD_INPUT;
	/* the caller's limits, then the options' over them */
	{
		const zocc_limits *l = &in->limits;
		Limits *o = &c->opt.limits;

		o->expansion = l->macro_expansion ? l->macro_expansion : o->expansion;
		o->tokens = l->tokens ? l->tokens : o->tokens;
		o->nesting = l->nesting ? l->nesting : o->nesting;
		o->depth = l->depth ? l->depth : o->depth;
		o->statements = l->statements ? l->statements : o->statements;
		o->module = l->module_bytes ? l->module_bytes : o->module;
	}
	if (!api_parse_options(c, in->options, in->argv, in->argc))
		return ZOCC_BAD_INPUT;
	api_target(c, in->target);
	api_verbose(c, true);
	/* -device ze keeps the letter of the environment, which lists no
	 * instruction set but OpenCL.std (doc/design.md, "The devices decide;
	 * -device ze keeps the letter") */
	if (c->opt.debug && !c->target.debug_info)
		zc_error(c, (Loc){0}, "debug information (-g) needs the OpenCL.DebugInfo.100 instruction set, which the Level Zero environment ('-device %s') does not list",
		         c->target.name);
	if (c->nerrors)
		return ZOCC_BAD_INPUT;
	if (c->opt.time_report)
		zc_times_start(c);
	zc_run_with_stack(c, STACK_PP, front, job);
	return job->internal ? ZOCC_INTERNAL : c->nerrors ? ZOCC_ERROR : ZOCC_OK;
}

zocc_status
zocc_compile(const zocc_input *in, zocc_result **out)
{
	Job job = {in};

	return api_run(compile, copy_out, &job, out);
}
