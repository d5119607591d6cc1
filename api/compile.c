/* compile.c — zocc_compile: one compilation from source text to a SPIR-V
 * module, through every stage of the pipeline, in a context of its own.
 * Internal errors unwind here (zc_fatal) and come back as ZOCC_INTERNAL;
 * running out of memory comes back the same way. */
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
api_target(Ctx *c, const zocc_target *t)
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

zocc_status
zocc_compile(const zocc_input *in, zocc_result **out)
{
	jmp_buf jb;
	Ctx *volatile c = NULL;
	volatile zocc_status status = ZOCC_OK;
	PPOutput *volatile pp = NULL;
	uint32_t *volatile words = NULL;
	volatile size_t nwords = 0;
	zocc_result *r;
	int jr;

	if (out)
		*out = NULL;
	c = malloc(sizeof *c);
	if (!c)
		return ZOCC_INTERNAL;
	ctx_init(c, &jb);
	jr = setjmp(jb);
	if (jr) {
		if (jr == 2) {
			/* the arena could not grow: report without allocating more */
			ctx_free(c);
			free(c);
			return ZOCC_INTERNAL; /* out of memory: no result object either */
		}
		status = ZOCC_INTERNAL;
		goto done;
	}
	if (!in || !in->source) {
		zc_error(c, (Loc){0}, "no input: zocc_compile needs source text");
		status = ZOCC_BAD_INPUT;
		goto done;
	}
	if (!api_parse_options(c, in->options, in->argv, in->argc)) {
		status = ZOCC_BAD_INPUT;
		goto done;
	}
	if (in->target)
		api_target(c, in->target);
	zc_target_resolve(c);
	if (in->target && (in->target->given & ZOCC_TARGET_SUBGROUP_SIZES)) {
		uint32_t i;

		c->target.subgroup_sizes = 0;
		for (i = 0; i < in->target->nsubgroup_sizes; i++) {
			uint32_t n = in->target->subgroup_sizes[i];

			if (n == 8 || n == 16 || n == 32)
				c->target.subgroup_sizes |= n / 8;
		}
	}
	if (c->nerrors) {
		status = ZOCC_BAD_INPUT;
		goto done;
	}
	if (c->opt.time_report)
		zc_times_start(c);
	pp = ar_alloc(&c->ar, sizeof *pp);
	pp_run(c, in->source_name ? in->source_name : "<source>", in->source,
	       in->source_len ? in->source_len : strlen(in->source), in->headers, in->nheaders, pp);
	zc_phase(c, ZC_PH_PREPROCESS);
	/* after preprocessing errors, a huge output is a runaway macro's debris,
	 * not a program: parsing it would only bury the error */
	if (!c->opt.preprocess_only && !(c->nerrors && pp->len > (1u << 20))) {
		Unit *u = ast_build(c, pp);
		Program *p = sema_check(c, u, pp);

		zc_phase(c, ZC_PH_SEMA);
		if (!c->nerrors) {
			size_t n = 0;

			words = irg_program(c, p, &n);
			nwords = n;
		}
		/* the finished words get the same Level Zero check as zocc --verify:
		 * a violation here is zocc's bug, not the program's */
		if (words && !c->nerrors) {
			size_t before = c->diags.n, i;

			bool ok = spv_verify(c, words, nwords, &c->target);

			zc_phase(c, ZC_PH_VALIDATE);
			if (!ok) {
				for (i = before; i < c->diags.n; i++)
					if (c->diags.v[i].severity >= DIAG_ERROR)
						c->diags.v[i].msg = ar_printf(&c->ar, "internal error: the module zocc made breaks a Level Zero rule: %s",
						                              c->diags.v[i].msg);
				status = ZOCC_INTERNAL;
				words = NULL;
				goto done;
			}
		}
	}
	status = c->nerrors ? ZOCC_ERROR : ZOCC_OK;
done:
	r = api_result(c);
	if (r) {
		if (status == ZOCC_OK && words) {
			r->words = ar_alloc(&r->ar, nwords * 4);
			memcpy(r->words, words, nwords * 4);
			r->nwords = nwords;
		}
		if (status == ZOCC_OK && pp && c->opt.preprocess_only && pp->etext) {
			r->text = ar_strndup(&r->ar, pp->etext, pp->elen);
			r->textlen = pp->elen;
		}
		if (pp) {
			size_t i;

			r->ndeps = pp->deps.n;
			r->deps = ar_alloc(&r->ar, (pp->deps.n + 1) * sizeof *r->deps);
			r->dep_system = ar_alloc(&r->ar, pp->deps.n + 1);
			for (i = 0; i < pp->deps.n; i++) {
				r->deps[i] = ar_strdup(&r->ar, pp->deps.v[i].path);
				r->dep_system[i] = pp->deps.v[i].system;
			}
		}
	} else if (status == ZOCC_OK) {
		status = ZOCC_INTERNAL;
	}
	ctx_free(c);
	free(c);
	if (out)
		*out = r;
	else
		zocc_result_free(r);
	return status;
}
