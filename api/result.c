/* result.c — how every entry point runs (api_run: a context of its own,
 * the handler internal errors and running out of memory unwind to), and the
 * zocc_result handle: everything a caller reads after a compilation, copied
 * out of the compilation's arena into a small one of its own so the (much
 * larger) compilation arena can be freed at once. */
#include <stdlib.h>
#include <string.h>

#include "api.h"

zocc_result *
api_result(Ctx *c)
{
	zocc_result *volatile r = calloc(1, sizeof *r);
	jmp_buf oom, *const outer = c->ar.oom;
	Buf log;
	size_t i;

	if (!r)
		return NULL;
	/* both arenas unwind here while r is being made: the log is rendered
	 * in the compilation's */
	ar_init(&r->ar, &oom);
	c->ar.oom = &oom;
	if (setjmp(oom)) {
		/* out of memory copying the results out: none then */
		c->ar.oom = outer;
		ar_free(&r->ar);
		free(r);
		return NULL;
	}
	zc_sort_diags(c);
	r->ndiags = c->diags.n;
	r->diags = ar_alloc(&r->ar, (c->diags.n + 1) * sizeof *r->diags);
	for (i = 0; i < c->diags.n; i++) {
		Diag *d = &c->diags.v[i];
		PLoc p = src_ploc(c, d->loc);
		zocc_diag *o = &r->diags[i];

		o->severity = (zocc_severity)d->severity;
		o->file = p.file ? ar_strdup(&r->ar, p.file) : NULL;
		o->line = p.line;
		o->column = p.col;
		o->message = ar_strdup(&r->ar, d->msg);
	}
	buf_init(&log, &c->ar);
	if (c->log_head)
		buf_puts(&log, c->log_head);
	zc_render_diags(c, &log);
	zc_times_report(c, &log);
	r->log = ar_strndup(&r->ar, log.s, log.n);
	c->ar.oom = outer;
	r->ar.oom = NULL; /* the caller adds to it under its own handler (ar_alloc never runs without one) */
	return r;
}

zocc_status
api_run(zocc_status (*run)(Ctx *c, void *p), void (*copy)(Ctx *c, void *p, zocc_status st, zocc_result *r),
        void *p, zocc_result **out)
{
	jmp_buf jb;
	Ctx *c = malloc(sizeof *c);
	volatile zocc_status st;
	zocc_result *volatile r;
	int jr;

	if (out)
		*out = NULL;
	if (!c)
		return ZOCC_INTERNAL;
	ctx_init(c, &jb);
	jr = setjmp(jb);
	if (jr == 2) {
		/* the arena could not grow: report without allocating more (a
		 * result object needs memory too) */
		ctx_free(c);
		free(c);
		return ZOCC_INTERNAL;
	}
	st = jr ? ZOCC_INTERNAL : run(c, p); /* jr 1: zc_fatal */
	r = api_result(c);
	if (r && copy) {
		jmp_buf roomjb;

		r->ar.oom = &roomjb;
		if (setjmp(roomjb)) {
			/* out of memory copying the results out: no result */
			zocc_result_free(r);
			r = NULL;
		} else {
			copy(c, p, st, r);
			r->ar.oom = NULL;
		}
	}
	if (!r)
		st = ZOCC_INTERNAL;
	ctx_free(c);
	free(c);
	if (out)
		*out = r;
	else
		zocc_result_free(r);
	return st;
}

const uint32_t *
zocc_result_spirv(const zocc_result *r, size_t *nwords)
{
	if (nwords)
		*nwords = r && r->words ? r->nwords : 0;
	return r ? r->words : NULL;
}

const char *
zocc_result_text(const zocc_result *r, size_t *len)
{
	if (len)
		*len = r && r->text ? r->textlen : 0;
	return r ? r->text : NULL;
}

size_t
zocc_result_ndiags(const zocc_result *r)
{
	return r ? r->ndiags : 0;
}

const zocc_diag *
zocc_result_diag(const zocc_result *r, size_t i)
{
	return r && i < r->ndiags ? &r->diags[i] : NULL;
}

const char *
zocc_result_log(const zocc_result *r)
{
	return r && r->log ? r->log : "";
}

size_t
zocc_result_ndeps(const zocc_result *r)
{
	return r ? r->ndeps : 0;
}

const char *
zocc_result_dep(const zocc_result *r, size_t i)
{
	return r && i < r->ndeps ? r->deps[i] : NULL;
}

int
zocc_result_dep_is_system(const zocc_result *r, size_t i)
{
	return r && i < r->ndeps ? r->dep_system[i] : 0;
}

void
zocc_result_free(zocc_result *r)
{
	if (!r)
		return;
	ar_free(&r->ar);
	free(r);
}

const char *
zocc_version(void)
{
	return ZOCC_VERSION_STRING;
}
