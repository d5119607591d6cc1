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
	zc_target_resolve(c);
	if (c->nerrors) {
		status = ZOCC_BAD_INPUT;
		goto done;
	}
	pp = ar_alloc(&c->ar, sizeof *pp);
	pp_run(c, in->source_name ? in->source_name : "<source>", in->source,
	       in->source_len ? in->source_len : strlen(in->source), in->headers, in->nheaders, pp);
	if (!c->opt.preprocess_only) {
		Unit *u = ast_build(c, pp);
		Program *p = sema_check(c, u, pp);

		if (!c->nerrors) {
			size_t n = 0;

			words = irg_program(c, p, &n);
			nwords = n;
		}
		/* the finished words get the same Level Zero check as zocc --verify:
		 * a violation here is zocc's bug, not the program's */
		if (words && !c->nerrors) {
			size_t before = c->diags.n, i;

			if (!spv_verify(c, words, nwords, &c->target)) {
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
