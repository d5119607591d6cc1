/* ppmacro.c — C99 6.10.3 macro replacement: #define and #undef, argument
 * collection, substitution with # and ##, and rescanning.
 *
 * Rescanning works the way clang's does, with a stack of contexts rather
 * than hide sets.  Entering a macro pushes a context holding its replacement
 * (for an object-like macro without ## that is the body itself, read in
 * place) and disables the macro; leaving the context, when its last token
 * has been read, enables it again.  An identifier read while its macro is
 * disabled is painted (TF_NOEXP) and never expands afterwards, wherever it
 * travels (6.10.3.4p2).  Arguments not next to # or ## are macro-expanded
 * on their own first (6.10.3.1), by pushing them as a context that gives an
 * end-of-argument marker after its last token, and expanding straight into
 * the substitution until the marker comes back.
 *
 * Locations: a token out of a macro body keeps the offset of its spelling in
 * the #define and gets the index of an Expansion record naming the macro and
 * the use; a token out of an argument keeps its own location.  Token arrays
 * of expansions come from a small pool, recycled when a context is left, so
 * memory stays bounded by the deepest expansion rather than their number. */
#include <stdlib.h>
#include <string.h>

#include "ppint.h"

enum {
	MAX_ARG_DEPTH = 256           /* nested argument pre-expansion */
};

/* Tokens one expansion or argument may have: an eighth of the whole run's
 * expansion limit, and no more than the output may have (2M at the
 * defaults), so exponential growth inside one macro stops before its
 * buffers fill memory; the options raise it. */
static uint32_t
max_expansion(const PP *pp)
{
	uint64_t l = pp->c->opt.limits.expansion / 8;

	if (l > pp->c->opt.limits.tokens)
		l = pp->c->opt.limits.tokens;

	return l < 1024 ? 1024 : l > (1u << 28) ? 1u << 28 : (uint32_t)l;
}

static __attribute__((noinline)) void
too_many(PP *pp, Loc at, uint64_t limit)
{
	if (!pp->stop) {
		zc_error(pp->c, at, "macro expansion produces more than %llu tokens", (unsigned long long)limit);
		zc_note(pp->c, (Loc){0}, "the limit can be raised with -fmacro-expansion-limit=N (or zocc_input.limits)");
	}
	pp->stop = true;
}

/* ---- token pool ---------------------------------------------------------- */

/* the free list of arrays of cap tokens: k with 8 << k the least >= cap */
static inline unsigned
pool_class(uint32_t cap)
{
	return cap <= 8 ? 0 : 29u - (unsigned)__builtin_clz(cap - 1);
}

static Tok *
pp_pool_get(PP *pp, uint32_t *cap)
{
	unsigned k = pool_class(*cap);
	Tok *v;

	*cap = 8u << k;
	if (k < ZC_COUNTOF(pp->freelist) && (v = pp->freelist[k]) != NULL) {
		pp->freelist[k] = *(Tok **)(void *)v;
		return v;
	}
	return ar_alloc(&pp->c->ar, (size_t)*cap * sizeof(Tok));
}

static void
pp_pool_put(PP *pp, Tok *v, uint32_t cap)
{
	unsigned k = pool_class(cap);

	if (!v || k >= ZC_COUNTOF(pp->freelist))
		return;
	*(Tok **)(void *)v = pp->freelist[k];
	pp->freelist[k] = v;
}

typedef struct TBuf {
	Tok *v;
	uint32_t n, cap;
	uint32_t limit; /* at most this many tokens; 0: max_expansion() */
} TBuf;

/* Runaway expansion (exponential growth) stops the preprocessor rather
 * than the machine: false when b may not grow to want tokens. */
static bool
tb_grow(PP *pp, TBuf *b, uint32_t want, Loc at)
{
	uint32_t cap = want > b->cap * 2 ? want : b->cap * 2;
	Tok *v;

	if (cap < 64)
		cap = 64; /* pooled: a roomy start costs nothing and saves regrowing */

	if (want > (b->limit ? b->limit : max_expansion(pp))) {
		too_many(pp, at, max_expansion(pp));
		return false;
	}
	v = pp_pool_get(pp, &cap);

	if (b->n)
		memcpy(v, b->v, b->n * sizeof *v);
	pp_pool_put(pp, b->v, b->cap);
	b->v = v;
	b->cap = cap;
	return true;
}

/* Room for want tokens in one step, when token-by-token pushing would
 * surely get there too (it doubles to the same power of two); false when
 * the runaway limit is near and the caller is to push one by one. */
static inline bool
tb_room(PP *pp, TBuf *b, uint32_t want, Loc at)
{
	if (want <= b->cap)
		return true;
	if (want > (b->limit ? b->limit : max_expansion(pp)))
		return false;
	return tb_grow(pp, b, want, at);
}

static inline void
tb_push(PP *pp, TBuf *b, const Tok *t)
{
	if (b->n == b->cap && !tb_grow(pp, b, b->n + 1, t->loc))
		return;
	b->v[b->n++] = *t;
}

static void
tb_pushn(PP *pp, TBuf *b, const Tok *t, uint32_t n)
{
	if (n == 0)
		return;
	if (b->n + n > b->cap && !tb_grow(pp, b, b->n + n, t[0].loc))
		return;
	memcpy(b->v + b->n, t, n * sizeof *t);
	b->n += n;
}

static void
tb_free(PP *pp, TBuf *b)
{
	pp_pool_put(pp, b->v, b->cap);
	b->v = NULL;
	b->n = b->cap = 0;
}

/* ---- contexts ------------------------------------------------------------ */

static __attribute__((noinline)) void
grow_ctx(PP *pp)
{
	VEC_GROW(&pp->c->ar, &pp->ctx, pp->ctx.n + 1);
}

static inline PPCtx *
push_ctx(PP *pp, Tok *toks, uint32_t n, Macro *m, uint32_t stamp, uint8_t firstflags, uint32_t cap)
{
	PPCtx *x;

	if (pp->ctx.n == pp->ctx.cap)
		grow_ctx(pp);
	x = &pp->ctx.v[pp->ctx.n++];
	x->toks = toks;
	x->n = n;
	x->i = 0;
	x->m = m;
	x->stamp = stamp;
	x->firstflags = firstflags;
	x->eoa = false;
	x->cap = cap;
	if (m)
		m->disabled = true;
	return x;
}

void
pp_pop_ctx(PP *pp)
{
	PPCtx *x = &VEC_LAST(&pp->ctx);

	if (x->m)
		x->m->disabled = false;
	if (x->cap)
		pp_pool_put(pp, x->toks, x->cap);
	pp->ctx.n--;
}

/* The next token from the innermost context, or from the current file when
 * no context is left; identifiers are not yet painted. */
static inline void
next_raw(PP *pp, Tok *t)
{
	while (pp->ctx.n > pp->ctxbase) {
		PPCtx *x = &pp->ctx.v[pp->ctx.n - 1];

		if (x->i < x->n) {
			*t = x->toks[x->i];
			if (x->stamp) {
				t->loc.exp = x->stamp;
				if (x->i == 0)
					t->flags = (uint8_t)((t->flags & ~(TF_SPACE | TF_BOL)) | x->firstflags);
			}
			x->i++;
			return;
		}
		if (x->eoa) {
			/* the end of an argument being pre-expanded, given once */
			x->eoa = false;
			memset(t, 0, sizeof *t);
			t->kind = T_EOA;
			t->loc = x->n ? x->toks[x->n - 1].loc : (Loc){0};
			return;
		}
		pp_pop_ctx(pp);
	}
	pp_lex_file(pp, t);
}

/* The next token without macro expansion. */
void
pp_get_raw(PP *pp, Tok *t)
{
	next_raw(pp, t);
	if (t->kind == T_IDENT && !(t->flags & TF_NOEXP)) {
		Macro *m = TOK_IDENT(t)->macro;

		if (m && m->disabled)
			t->flags |= TF_NOEXP;
	}
}

/* Push t back: the next pp_get_raw returns it. */
void
pp_unget(PP *pp, const Tok *t)
{
	uint32_t cap = 1;
	Tok *v = pp_pool_get(pp, &cap);

	v[0] = *t;
	push_ctx(pp, v, 1, NULL, 0, 0, cap);
}

/* ---- definitions --------------------------------------------------------- */

Macro *
pp_new_macro(PP *pp, Ident *name, int kind)
{
	Macro *m = ar_alloc(&pp->c->ar, sizeof *m);

	m->name = name;
	m->kind = (uint8_t)kind;
	return m;
}

static bool
is_punct(const Tok *t, unsigned p)
{
	return t->kind == T_PUNCT && t->aux == p;
}

/* 6.10.3p2: two definitions are the same when parameters and replacement
 * lists are identical, white-space separations included */
static bool
same_definition(const Macro *a, const Macro *b)
{
	uint32_t i;

	if (a->kind != b->kind || a->nparams != b->nparams || a->variadic != b->variadic ||
	    a->nbody != b->nbody)
		return false;
	for (i = 0; i < a->nparams; i++)
		if (a->params[i] != b->params[i])
			return false;
	for (i = 0; i < a->nbody; i++) {
		const Tok *x = &a->body[i], *y = &b->body[i];

		if (x->kind != y->kind || x->len != y->len || memcmp(x->s, y->s, x->len) != 0 ||
		    (i && ((x->flags ^ y->flags) & (TF_SPACE | TF_BOL))))
			return false;
	}
	return true;
}

/* Read a #define from f (in directive mode, after the directive name) into
 * a new macro; NULL after an error (the macro is then not defined).  *last
 * is the last token read: T_EOD unless the line is to be skipped. */
#define NO_VAOPT UINT32_MAX

static Macro *
parse_define(PP *pp, PPFile *f, Tok *last)
{
	Ctx *c = pp->c;
	Ident *id, *pbuf[64], **params = pbuf;
	size_t np = 0, pcap = ZC_COUNTOF(pbuf);
	TokVec body = {0};
	Macro *m;
	uint32_t i, vaopt = NO_VAOPT, vadepth = 0;
	uint8_t vaflags = 0;

	pp_lex(pp, f, last);
	if (last->kind == T_EOD) {
		zc_error(c, last->loc, "macro name missing");
		return NULL;
	}
	if (last->kind != T_IDENT) {
		zc_error(c, last->loc, "macro name must be an identifier");
		return NULL;
	}
	id = TOK_IDENT(last);
	if (id == pp->id_defined) {
		zc_error(c, last->loc, "'defined' cannot be used as a macro name");
		return NULL;
	}
	m = pp_new_macro(pp, id, MK_OBJECT);
	m->def = last->loc;
	pp_lex(pp, f, last);
	if (is_punct(last, '(') && !(last->flags & TF_SPACE)) {
		/* 6.10.3p10 function-like: identifier-list, ..., or name... (GNU) */
		m->kind = MK_FUNC;
		for (;;) {
			pp_lex(pp, f, last);
			if (np == 0 && is_punct(last, ')'))
				break;
			if (is_punct(last, P_ELLIPSIS)) {
				m->variadic = true;
				id = pp->id_va_args;
			} else if (last->kind == T_IDENT) {
				id = TOK_IDENT(last);
				if (id == pp->id_va_args) {
					zc_warning(c, last->loc, "__VA_ARGS__ can only appear in the expansion of a C99 variadic macro [-Wpedantic]");
				}
				for (i = 0; i < np; i++)
					if (params[i] == id) {
						zc_error(c, last->loc, "duplicate macro parameter name '%s'", id->name);
						return NULL;
					}
			} else {
				zc_error(c, last->loc, last->kind == T_EOD ? "missing ')' in macro parameter list"
				                       : is_punct(last, ')') ? "expected identifier in macro parameter list"
				                                             : "invalid token in macro parameter list");
				return NULL;
			}
			if (np == pcap) {
				Ident **nv = ar_alloc(&c->ar, pcap * 2 * sizeof *nv);

				memcpy(nv, params, np * sizeof *nv);
				params = nv;
				pcap *= 2;
			}
			params[np++] = id;
			pp_lex(pp, f, last);
			if (!m->variadic && is_punct(last, P_ELLIPSIS)) {
				m->variadic = true; /* GNU named variadic parameter: name... */
				pp_lex(pp, f, last);
			}
			if (is_punct(last, ')'))
				break;
			if (m->variadic || !is_punct(last, ',')) {
				zc_error(c, last->loc, m->variadic ? "missing ')' in macro parameter list"
				                                   : "expected comma in macro parameter list");
				return NULL;
			}
		}
		if (np > 65535) {
			zc_error(c, m->def, "too many macro parameters");
			return NULL;
		}
		m->nparams = (uint16_t)np;
		m->params = ar_alloc(&c->ar, (np ? np : 1) * sizeof *m->params);
		memcpy(m->params, params, np * sizeof *params);
		pp_lex(pp, f, last);
	} else if (last->kind != T_EOD && !(last->flags & TF_SPACE)) {
		zc_warning(c, last->loc, "ISO C99 requires whitespace after the macro name [-Wc99-extensions]");
	}
	/* the replacement list */
	for (; last->kind != T_EOD; pp_lex(pp, f, last)) {
		if (vaopt != NO_VAOPT && is_punct(last, '(')) {
			vadepth++;
		} else if (vaopt != NO_VAOPT && is_punct(last, ')') && vadepth-- == 0) {
			if (body.n - vaopt > 65535) {
				zc_error(c, last->loc, "__VA_OPT__ holds more than 65535 tokens");
				return NULL;
			}
			body.v[vaopt].aux = (uint16_t)(body.n - vaopt);
			vaopt = NO_VAOPT;
			last->kind = T_VAOPT_END;
		} else if (last->kind == T_IDENT && TOK_IDENT(last) == pp->id_va_opt) {
			/* C2x 6.10.4.1 (clang takes it in every mode): its tokens
			 * when the variable arguments have some, else none */
			Loc at = last->loc;
			uint8_t flags = last->flags & (TF_SPACE | TF_BOL);

			if (!m->variadic) /* then always empty, as in clang */
				zc_warning(c, at, "__VA_OPT__ can only appear in the expansion of a variadic macro [-Wvariadic-macros]");
			if (vaopt != NO_VAOPT) {
				zc_error(c, at, "__VA_OPT__ cannot be nested within its own replacement tokens");
				return NULL;
			}
			if (body.n && is_punct(&body.v[body.n - 1], P_HASHHASH)) {
				zc_error(c, at, "'##' before __VA_OPT__ is not supported");
				return NULL;
			}
			if (body.n && is_punct(&body.v[body.n - 1], '#')) {
				zc_error(c, at, "'#' before __VA_OPT__ is not supported");
				return NULL;
			}
			pp_lex(pp, f, last);
			if (!is_punct(last, '(')) {
				zc_error(c, at, "missing '(' following __VA_OPT__");
				return NULL;
			}
			last->kind = T_VAOPT;
			last->loc = at;
			vaflags = flags;
			vaopt = (uint32_t)body.n;
			vadepth = 0;
			VEC_PUSH(&c->ar, &body, *last);
			continue;
		}
		if (last->kind == T_IDENT) {
			id = TOK_IDENT(last);
			for (i = 0; i < m->nparams; i++)
				if (m->params[i] == id)
					break;
			if (i < m->nparams) {
				last->kind = T_PARAM;
				last->aux = (uint16_t)i;
			} else if (id == pp->id_va_args) {
				zc_warning(c, last->loc, "__VA_ARGS__ can only appear in the expansion of a C99 variadic macro [-Wpedantic]");
			}
		} else if (is_punct(last, P_HASHHASH)) {
			m->paste = true;
			if (body.n && body.v[body.n - 1].kind == T_VAOPT_END) {
				zc_error(c, last->loc, "'##' after __VA_OPT__ is not supported");
				return NULL;
			}
			if (body.n == 0) {
				zc_error(c, last->loc, "'##' cannot appear at start of macro expansion");
				return NULL;
			}
		} else if (is_punct(last, '#') && m->kind == MK_FUNC) {
			m->paste = true;
		}
		if (body.n && m->kind == MK_FUNC && is_punct(&body.v[body.n - 1], '#') &&
		    last->kind != T_PARAM) {
			/* 6.10.3.2p1 */
			zc_error(c, last->loc, "'#' is not followed by a macro parameter");
			return NULL;
		}
		if (body.n == 0)
			last->flags &= (uint8_t)~(TF_SPACE | TF_BOL);
		if (vaopt != NO_VAOPT && body.n == vaopt + 1) /* __VA_OPT__'s spacing goes to its first token */
			last->flags = (uint8_t)((last->flags & ~(TF_SPACE | TF_BOL)) | vaflags);
		VEC_PUSH(&c->ar, &body, *last);
	}
	if (vaopt != NO_VAOPT) {
		zc_error(c, body.v[vaopt].loc, "unterminated __VA_OPT__");
		return NULL;
	}
	if (body.n && m->kind == MK_FUNC && is_punct(&body.v[body.n - 1], '#')) {
		zc_error(c, last->loc, "'#' is not followed by a macro parameter");
		return NULL;
	}
	if (body.n && is_punct(&body.v[body.n - 1], P_HASHHASH)) {
		zc_error(c, body.v[body.n - 1].loc, "'##' cannot appear at end of macro expansion");
		return NULL;
	}
	m->body = body.v;
	m->nbody = (uint32_t)body.n;
	if (body.n && (m->kind == MK_FUNC || m->paste)) {
		/* the runs of body tokens substitute copies as they are (no #,
		 * ##, parameter): their lengths, counted back from each run's end */
		m->plain = ar_alloc(&c->ar, body.n);
		for (i = (uint32_t)body.n; i-- > 0;) {
			const Tok *b = &body.v[i];

			if (!(b->kind == T_PARAM || b->kind == T_VAOPT || b->kind == T_VAOPT_END ||
			      (is_punct(b, '#') && m->kind == MK_FUNC && i + 1 < body.n &&
			       body.v[i + 1].kind == T_PARAM) ||
			      (is_punct(b, P_HASHHASH) && i + 1 < body.n)))
				m->plain[i] = (uint8_t)(i + 1 < body.n && m->plain[i + 1] < 255 ? m->plain[i + 1] + 1 : 1);
		}
	}
	return m;
}

/* A predefined macro's body is lexed the first time it is needed. */
void
pp_lazy_body(PP *pp, Macro *m)
{
	PPFile f;
	Macro *d;
	Tok t;
	bool dir = pp->directive;

	if (!m->lazy)
		return;
	memset(&f, 0, sizeof f);
	f.id = m->def.file;
	f.raw = f.text = pp->c->src.files.v[m->def.file]->text;
	f.p = m->lazytext;
	f.end = m->lazytext + m->lazylen;
	pp->directive = true;
	d = parse_define(pp, &f, &t);
	pp->directive = dir;
	m->lazy = false;
	if (!d)
		return;
	m->kind = d->kind;
	m->body = d->body;
	m->nbody = d->nbody;
	m->nparams = d->nparams;
	m->params = d->params;
	m->variadic = d->variadic;
	m->paste = d->paste;
	m->plain = d->plain;
	m->def = d->def;
}

void
pp_define(PP *pp, Tok *dir)
{
	Tok last;
	Macro *m = parse_define(pp, pp->cur, &last), *old;

	(void)dir;
	if (!m) {
		if (last.kind != T_EOD)
			pp_skip_line(pp);
		return;
	}
	old = m->name->macro;
	if (old) {
		if (old->kind >= MK_LINE) {
			zc_warning(pp->c, m->def, "redefining builtin macro [-Wbuiltin-macro-redefined]");
		} else {
			pp_lazy_body(pp, old);
			if (!same_definition(old, m)) {
				if (zc_warning(pp->c, m->def, "'%s' macro redefined [-Wmacro-redefined]", m->name->name) !=
				    (size_t)-1)
					zc_note(pp->c, old->def, "previous definition is here");
			}
		}
	}
	m->name->macro = m;
}

void
pp_undef(PP *pp)
{
	Tok t;
	Ident *id;

	pp_lex(pp, pp->cur, &t);
	if (t.kind == T_EOD) {
		zc_error(pp->c, t.loc, "macro name missing");
		return;
	}
	if (t.kind != T_IDENT) {
		zc_error(pp->c, t.loc, "macro name must be an identifier");
		pp_skip_line(pp);
		return;
	}
	id = TOK_IDENT(&t);
	if (id == pp->id_defined) {
		zc_error(pp->c, t.loc, "'defined' cannot be used as a macro name");
		pp_skip_line(pp);
		return;
	}
	if (id->macro && id->macro->kind >= MK_LINE)
		zc_warning(pp->c, t.loc, "undefining builtin macro [-Wbuiltin-macro-redefined]");
	id->macro = NULL;
	pp_lex(pp, pp->cur, &t);
	if (t.kind != T_EOD) {
		zc_warning(pp->c, t.loc, "extra tokens at end of #undef directive [-Wextra-tokens]");
		pp_skip_line(pp);
	}
}

/* ---- expansion ----------------------------------------------------------- */

/* Resize a block handed to the arena with ar_own (*slot keeps it). */
void *
pp_grow(PP *pp, void **slot, size_t bytes)
{
	void *p = realloc(*slot, bytes);

	if (!p)
		zc_fatal(pp->c, "out of memory");
	*slot = p;
	return p;
}

/* Grow an array that began in the arena into a block of its own (its
 * first growth moves it): realloc remaps a large block instead of
 * copying it, and nothing is zeroed or left behind. */
static void *
grow_owned(PP *pp, void ***slot, void *v, size_t used, size_t bytes)
{
	void *nv;

	if (*slot)
		return pp_grow(pp, *slot, bytes);
	*slot = ar_own(&pp->c->ar, NULL);
	nv = pp_grow(pp, *slot, bytes);
	if (used)
		memcpy(nv, v, used);
	return nv;
}

static __attribute__((noinline)) void
grow_exps(PP *pp)
{
	SrcMgr *sm = &pp->c->src;
	size_t nc = sm->exps.cap < 1024 ? 1024 : sm->exps.cap * 2;

	sm->exps.v = grow_owned(pp, &pp->xslot, sm->exps.v, sm->exps.n * sizeof *sm->exps.v,
	                        nc * sizeof *sm->exps.v);
	sm->exps.cap = nc;
	if (pp->etext) {
		pp->outer.v = grow_owned(pp, &pp->outerslot, pp->outer.v,
		                         pp->outer.n * sizeof *pp->outer.v, nc * sizeof *pp->outer.v);
		pp->outer.cap = nc;
	}
}

static uint32_t
new_expansion(PP *pp, Macro *m, Loc use)
{
	SrcMgr *sm = &pp->c->src;
	Expansion *e;

	if (sm->exps.n == sm->exps.cap || (pp->etext && pp->outer.n == pp->outer.cap))
		grow_exps(pp);
	e = &sm->exps.v[sm->exps.n];
	e->macro = m->name->name;
	e->use = use;
	e->def = m->def;
	if (pp->etext) {
		/* the -E text puts every token of it on the line of this */
		pp->outer.v[pp->outer.n++] = use.exp ? pp->outer.v[use.exp] : use;
	}
	return (uint32_t)sm->exps.n++;
}

/* Spell tokens out as the source would (one space where there was white
 * space); used by # and by #include <...> built from tokens. */
char *
pp_spell(PP *pp, const Tok *toks, size_t n, size_t *len)
{
	Buf b;
	size_t i;

	buf_init(&b, &pp->c->ar);
	for (i = 0; i < n; i++) {
		if (i && (toks[i].flags & (TF_SPACE | TF_BOL)))
			buf_putc(&b, ' ');
		buf_putn(&b, toks[i].s, toks[i].len);
	}
	*len = b.n;
	return b.s;
}

/* 6.10.3.2 The # operator */
static Tok
stringize(PP *pp, const Tok *v, uint32_t n, const Tok *hash, uint32_t exp)
{
	Tok r = *hash;
	size_t len = 2, i, k;
	char *s, *w;

	for (i = 0; i < n; i++)
		len += 1 + 2 * (size_t)v[i].len;
	s = w = ar_alloc(&pp->c->ar, len + 1);
	*w++ = '"';
	for (i = 0; i < n; i++) {
		const Tok *t = &v[i];

		if (i && (t->flags & (TF_SPACE | TF_BOL)))
			*w++ = ' ';
		if (t->kind == T_STRING || t->kind == T_CHAR) {
			for (k = 0; k < t->len; k++) {
				if (t->s[k] == '"' || t->s[k] == '\\')
					*w++ = '\\';
				*w++ = t->s[k];
			}
		} else {
			memcpy(w, t->s, t->len);
			w += t->len;
		}
	}
	*w++ = '"';
	*w = 0;
	r.kind = T_STRING;
	r.s = s;
	r.len = (uint32_t)(w - s);
	r.aux = 0;
	r.loc.exp = exp;
	return r;
}

/* 6.10.3.3 The ## operator: paste r onto *l; false (with an error) when the
 * result is not one pp-token, leaving *l alone. */
static bool
paste(PP *pp, Tok *l, const Tok *r, Loc at)
{
	size_t n = (size_t)l->len + r->len;
	char *s = ar_alloc(&pp->c->ar, n + 1);
	Tok t;

	memcpy(s, l->s, l->len);
	memcpy(s + l->len, r->s, r->len);
	s[n] = 0;
	if (pp_scan_one(pp, s, n, &t) != n) {
		zc_error(pp->c, at, "pasting formed '%s', an invalid preprocessing token", s);
		return false;
	}
	l->kind = t.kind;
	l->s = t.s;
	l->len = t.len;
	l->aux = t.aux;
	l->loc = at;
	l->flags &= (uint8_t)~TF_NOEXP;
	return true;
}

/* The tokens of the top context up to the first that pp_expand_next
 * would not return as it is: a name to expand, an end marker, and for the
 * main loop (!arg) _Pragma, for an argument any macro's name.  A name of a
 * disabled macro would only be painted, which matters to rescanning: the
 * main loop writes it out as it is, an argument leaves it to
 * pp_expand_next.  The tokens are consumed; their count, 0 when the next
 * token is to be read with pp_expand_next. */
static inline uint32_t
take_run(PP *pp, PPRun *r, bool arg)
{
	PPCtx *x;
	uint32_t i;

	if (pp->ctx.n <= pp->ctxbase || pp->stop)
		return 0;
	x = &pp->ctx.v[pp->ctx.n - 1];
	for (i = x->i; i < x->n; i++) {
		const Tok *t = &x->toks[i];

		if (t->kind < T_IDENT)
			break; /* T_EOF, T_EOD, T_EOA */
		if (t->kind == T_IDENT && !(t->flags & TF_NOEXP)) {
			Ident *id = TOK_IDENT(t);

			if (arg ? id->macro != NULL
			        : (id->macro && !id->macro->disabled) || id == pp->id_pragma_op)
				break;
		}
	}
	r->v = x->toks + x->i;
	r->n = i - x->i;
	r->stamp = x->stamp;
	r->firstflags = x->firstflags;
	r->first = x->i == 0;
	x->i = i;
	return r->n;
}

/* 6.10.3.1: fully macro-replace one argument, as if it were the rest of
 * the file; the result is appended to out. */
static void
expand_arg(PP *pp, const Tok *v, uint32_t n, TBuf *out)
{
	uint32_t i, n0;
	size_t base;
	Tok t;

	for (i = 0; i < n; i++)
		if (v[i].kind == T_IDENT && !(v[i].flags & TF_NOEXP) && TOK_IDENT(&v[i])->macro)
			break;
	if (i < n && pp->depth >= MAX_ARG_DEPTH) {
		/* runaway nesting: stop the preprocessor, do not recurse further */
		if (!pp->stop)
			zc_error(pp->c, v[i].loc, "macro arguments nested more than %d deep", MAX_ARG_DEPTH);
		pp->stop = true;
	}
	if (i == n || pp->stop) {
		tb_pushn(pp, out, v, n);
		return;
	}
	/* read in place, then a T_EOA marks the end; the replacement may
	 * have max_expansion() tokens of its own (substitute checks the sum) */
	base = pp->ctx.n;
	n0 = out->n;
	out->limit = out->n + max_expansion(pp);
	push_ctx(pp, (Tok *)(uintptr_t)v, n, NULL, 0, 0, 0)->eoa = true;
	pp->depth++;
	for (;;) {
		PPRun r;

		if (pp->ctx.n > base && take_run(pp, &r, true)) {
			uint32_t k0 = out->n, k;

			if (!tb_room(pp, out, out->n + r.n, r.v[0].loc)) {
				/* near the limit: one by one, to stop at the same token */
				for (k = 0; k < r.n; k++) {
					t = r.v[k];
					if (r.stamp) {
						t.loc.exp = r.stamp;
						if (k == 0 && r.first)
							t.flags = (uint8_t)((t.flags & ~(TF_SPACE | TF_BOL)) | r.firstflags);
					}
					tb_push(pp, out, &t);
				}
				continue;
			}
			memcpy(out->v + k0, r.v, r.n * sizeof *r.v);
			out->n += r.n;
			if (r.stamp) {
				for (k = k0; k < out->n; k++)
					out->v[k].loc.exp = r.stamp;
				if (r.first)
					out->v[k0].flags = (uint8_t)((out->v[k0].flags & ~(TF_SPACE | TF_BOL)) |
					                             r.firstflags);
			}
			continue;
		}
		pp_expand_next(pp, &t);
		if (t.kind == T_EOA || t.kind == T_EOF || pp->ctx.n <= base)
			break;
		tb_push(pp, out, &t);
	}
	pp->depth--;
	out->limit = 0;
	while (pp->ctx.n > base)
		pp_pop_ctx(pp);
	/* the copy counts towards the expansion limit as the substitution
	 * does: each level of F(F(F(x))) holds one, so memory grows as
	 * nesting times length and must be bounded with the work */
	pp->ntoks += out->n - n0;
}

typedef struct Args {
	TBuf toks;          /* every argument's tokens, one after another */
	uint32_t *start;    /* argument i is toks[start[i] .. start[i+1]) */
	uint32_t *end;      /* in place: argument i is toks[start[i] .. end[i]), toks.v not ours */
	uint32_t n;         /* number of arguments */
	bool va_omitted;    /* the variadic argument was left out entirely */
	uint32_t *xat;      /* where in the output argument i was first fully replaced, */
	uint32_t *xlen;     /* and its length there (NOT_YET: not yet) */
} Args;

enum { NOT_YET = UINT32_MAX };

/* 6.10.3p10-12: the arguments of a function-like macro invocation, after
 * the '(' has been read.  1 when all is well; with a diagnostic, 0 when the
 * number of arguments is wrong and -1 when the invocation is unterminated. */
static int
collect_args(PP *pp, Macro *m, const Tok *name, Args *a, uint32_t *sbuf, size_t sbufn)
{
	Ctx *c = pp->c;
	uint32_t depth = 0, ncommas = 0, np = m->nparams;
	size_t scap = sbufn;
	Loc extra = {0};
	bool want_first = np == 0; /* the next token starts the first argument too many */
	Tok t;

	a->start = sbuf;
	a->start[0] = 0;
	for (;;) {
		pp_get_raw(pp, &t);
		if (t.kind == T_EOF || t.kind == T_EOD || t.kind == T_EOA) {
			if (!pp->stop) { /* after a fatal error the end is no news */
				zc_error(c, name->loc, "unterminated function-like macro invocation");
				zc_note(c, m->def, "macro '%s' defined here", m->name->name);
			}
			pp_unget(pp, &t);
			return -1;
		}
		if (t.kind == T_PUNCT) {
			if (t.aux == '(') {
				depth++;
			} else if (t.aux == ')') {
				if (depth == 0)
					break;
				depth--;
			} else if (t.aux == ',' && depth == 0 && !(m->variadic && ncommas + 1 >= np)) {
				ncommas++;
				if (ncommas + 2 >= scap) {
					uint32_t *ns = ar_alloc(&c->ar, scap * 2 * sizeof *ns);

					memcpy(ns, a->start, scap * sizeof *ns);
					a->start = ns;
					scap *= 2;
				}
				a->start[ncommas] = a->toks.n;
				if (ncommas == np) {
					extra = t.loc;
					want_first = true;
				}
				continue;
			}
		}
		if (want_first) {
			extra = t.loc;
			want_first = false;
		}
		tb_push(pp, &a->toks, &t);
	}
	a->n = ncommas + 1;
	if (ncommas == 0 && a->toks.n == 0 && np == 0)
		a->n = 0;
	a->start[a->n] = a->toks.n;
	if (a->n < np) {
		if (m->variadic && a->n == np - 1) {
			a->va_omitted = true;
			a->n = np;
			a->start[a->n] = a->toks.n;
		} else {
			zc_error(c, t.loc, "too few arguments provided to function-like macro invocation");
			zc_note(c, m->def, "macro '%s' defined here", m->name->name);
			return 0;
		}
	} else if (a->n > np) {
		zc_error(c, extra.file ? extra : t.loc,
		         "too many arguments provided to function-like macro invocation");
		zc_note(c, m->def, "macro '%s' defined here", m->name->name);
		return 0;
	}
	return 1;
}

/* The arguments mostly lie in the top context already (an invocation in
 * a replacement being rescanned): then they are used where they are,
 * without being read and copied one by one.  False, with nothing read,
 * when they do not, when a name among them would have to be painted, or
 * when their number is wrong (collect_args then reads them and reports). */
static bool
args_in_place(PP *pp, Macro *m, Args *a, uint32_t *sbuf, size_t sbufn)
{
	PPCtx *x;
	const Tok *v;
	uint32_t j, base, depth = 0, ncommas = 0, ntoks = 0, np = m->nparams, nargs;

	if (pp->ctx.n <= pp->ctxbase)
		return false;
	x = &pp->ctx.v[pp->ctx.n - 1];
	if (x->stamp || x->i >= x->n)
		return false;
	if ((size_t)np * 2 + 2 > sbufn)
		return false;
	a->start = sbuf;
	a->end = sbuf + np + 1;
	base = x->i;
	v = x->toks + base;
	a->start[0] = 0;
	for (j = 0;; j++) {
		const Tok *t;

		if (base + j >= x->n)
			return false;
		t = &v[j];
		if (t->kind == T_IDENT) {
			Macro *tm = TOK_IDENT(t)->macro;

			if (tm && tm->disabled && !(t->flags & TF_NOEXP))
				return false;
		} else if (t->kind == T_PUNCT) {
			if (t->aux == '(') {
				depth++;
			} else if (t->aux == ')') {
				if (depth == 0)
					break;
				depth--;
			} else if (t->aux == ',' && depth == 0 && !(m->variadic && ncommas + 1 >= np)) {
				if (ncommas + 1 >= np)
					return false; /* too many */
				a->end[ncommas] = j;
				a->start[++ncommas] = j + 1;
				continue;
			}
		} else if (t->kind == T_EOF || t->kind == T_EOD || t->kind == T_EOA) {
			return false;
		}
		ntoks++;
	}
	nargs = ncommas + 1;
	if (ncommas == 0 && ntoks == 0 && np == 0)
		nargs = 0;
	a->end[ncommas] = j;
	if (nargs < np) {
		if (!(m->variadic && nargs == np - 1))
			return false;
		a->va_omitted = true;
		a->start[np - 1] = a->end[np - 1] = j;
		nargs = np;
	} else if (nargs > np) {
		return false;
	}
	a->n = nargs;
	a->toks.v = (Tok *)(uintptr_t)v;
	a->toks.n = j;
	x->i = base + j + 1; /* past the ')' */
	return true;
}

static void
arg_raw(const Args *a, uint32_t i, const Tok **v, uint32_t *n)
{
	/* an invocation without a token in its arguments (ONE()) has no array:
	 * NULL + 0 is undefined behaviour (C11 6.5.6p8), so no sum is formed */
	*v = a->toks.v ? a->toks.v + a->start[i] : NULL;
	*n = (a->end ? a->end[i] : a->start[i + 1]) - a->start[i];
}

/* 6.10.3.1 Argument substitution, then 6.10.3.3 ## */
static void
substitute(PP *pp, Macro *m, uint32_t exp, Args *a, TBuf *out)
{
	const Tok *body = m->body, *v;
	uint32_t nb = m->nbody, i, k, n;
	bool placemarkers = false;

	for (i = 0; i < nb; i++) {
		const Tok *b = &body[i];

		if (m->plain[i]) {
			/* most: a run of the body's own tokens (as at the end of the loop) */
			uint32_t e = i + m->plain[i], at = out->n;

			if (!tb_room(pp, out, out->n + (e - i), b->loc)) {
				Tok one = *b; /* near the runaway limit: one by one */

				one.loc.exp = exp;
				tb_push(pp, out, &one); /* (which may refuse: then out is as it was) */
				continue;
			}
			for (; i < e; i++, at++) {
				out->v[at] = body[i];
				out->v[at].loc.exp = exp;
			}
			out->n = at;
			i--;
			continue;
		}
		if (b->kind == T_VAOPT) {
			/* nothing at all when the variable arguments are empty */
			n = 0;
			if (m->variadic)
				arg_raw(a, m->nparams - 1, &v, &n);
			if (n == 0)
				i += b->aux;
			continue;
		}
		if (b->kind == T_VAOPT_END)
			continue;
		if (b->kind == T_PUNCT && b->aux == '#' && m->kind == MK_FUNC && i + 1 < nb &&
		    body[i + 1].kind == T_PARAM) {
			Tok s;

			arg_raw(a, body[i + 1].aux, &v, &n);
			s = stringize(pp, v, n, b, exp);
			tb_push(pp, out, &s);
			i++;
			continue;
		}
		if (b->kind == T_PUNCT && b->aux == P_HASHHASH && i + 1 < nb && out->n) {
			const Tok *r = &body[i + 1];
			Tok one, *l;
			Loc at = b->loc;

			at.exp = exp;
			i++;
			if (r->kind == T_PARAM) {
				arg_raw(a, r->aux, &v, &n);
				/* GNU: in ', ## __VA_ARGS__' an omitted variadic argument
				 * takes the comma with it, and a present one is not pasted */
				if (m->variadic && r->aux == m->nparams - 1 && is_punct(&body[i - 2], ',') &&
				    is_punct(&out->v[out->n - 1], ',')) {
					if (a->va_omitted)
						out->n--;
					else
						tb_pushn(pp, out, v, n);
					continue;
				}
			} else if (is_punct(r, '#') && m->kind == MK_FUNC && i + 1 < nb &&
			           body[i + 1].kind == T_PARAM) {
				arg_raw(a, body[i + 1].aux, &v, &n);
				one = stringize(pp, v, n, r, exp);
				v = &one;
				n = 1;
				i++;
			} else {
				one = *r;
				one.loc.exp = exp;
				v = &one;
				n = 1;
			}
			if (n == 0)
				continue; /* x ## placemarker is x */
			l = &out->v[out->n - 1];
			if (l->kind == T_PLACEMARKER) {
				uint8_t fl = l->flags;

				*l = v[0];
				l->flags = (uint8_t)((l->flags & ~(TF_SPACE | TF_BOL)) | (fl & (TF_SPACE | TF_BOL)));
			} else if (!paste(pp, l, &v[0], at)) {
				tb_push(pp, out, &v[0]);
			}
			tb_pushn(pp, out, v + 1, n - 1);
			continue;
		}
		if (b->kind == T_PARAM) {
			uint32_t first = out->n;

			if (i + 1 < nb && is_punct(&body[i + 1], P_HASHHASH)) {
				arg_raw(a, b->aux, &v, &n);
				if (n == 0) {
					Tok pm = *b;

					pm.kind = T_PLACEMARKER;
					pm.len = 0;
					pm.loc.exp = exp;
					tb_push(pp, out, &pm);
					placemarkers = true;
					continue;
				}
				tb_pushn(pp, out, v, n);
			} else {
				/* replaced once, straight into out; a second use
				 * copies the first (its first token's spacing is
				 * set below either way) */
				k = b->aux;
				n = a->xlen[k];
				if (n != NOT_YET && a->xat[k] + n <= out->n) {
					if (out->n + n > out->cap &&
					    !tb_grow(pp, out, out->n + n, out->v[a->xat[k]].loc))
						continue;
					memcpy(out->v + out->n, out->v + a->xat[k], n * sizeof *out->v);
					out->n += n;
				} else {
					arg_raw(a, k, &v, &n);
					a->xat[k] = out->n;
					expand_arg(pp, v, n, out);
					a->xlen[k] = out->n - a->xat[k];
					if (out->n > max_expansion(pp)) {
						/* the whole replacement does not fit: none of it goes in */
						too_many(pp, out->v[a->xat[k]].loc, max_expansion(pp));
						out->n = a->xat[k];
						a->xlen[k] = NOT_YET;
						continue;
					}
				}
			}
			if (out->n > first)
				out->v[first].flags = (uint8_t)((out->v[first].flags & ~(TF_SPACE | TF_BOL)) |
				                                (b->flags & (TF_SPACE | TF_BOL)));
			continue;
		}
		{
			Tok one = *b;

			one.loc.exp = exp;
			tb_push(pp, out, &one);
		}
	}
	/* placemarkers that survived are removed (6.10.3.3p3) */
	if (!placemarkers)
		return;
	for (i = k = 0; i < out->n; i++)
		if (out->v[i].kind != T_PLACEMARKER)
			out->v[k++] = out->v[i];
	out->n = k;
}

/* the presumed line of the expansion point, clang's way: a token spelled in
 * a file (directly or as an argument) is where it stands; one out of a
 * macro body is at the end of the outermost invocation */
static Tok
builtin(PP *pp, Macro *m, const Tok *name)
{
	Tok r = *name;
	Loc where = name->loc.exp ? pp_here(pp->cur) : name->loc;
	uint32_t line;
	const char *s;
	Buf b;

	r.flags &= (uint8_t)~TF_NOEXP;
	r.aux = 0;
	r.kind = T_NUMBER;
	switch (m->kind) {
	case MK_LINE:
		pp_presumed(pp, where, &line);
		s = ar_printf(&pp->c->ar, "%u", line);
		break;
	case MK_FILE:
	case MK_BASE_FILE:
		s = m->kind == MK_FILE ? pp_presumed(pp, where, &line) : pp->mainname;
		buf_init(&b, &pp->c->ar);
		buf_putc(&b, '"');
		for (; *s; s++) {
			if (*s == '"' || *s == '\\')
				buf_putc(&b, '\\');
			buf_putc(&b, *s);
		}
		buf_putc(&b, '"');
		s = b.s;
		r.kind = T_STRING;
		break;
	case MK_COUNTER:
		s = ar_printf(&pp->c->ar, "%u", pp->counter++);
		break;
	case MK_DATE:
		/* fixed, so that output never depends on the clock (the value
		 * SOURCE_DATE_EPOCH=0 gives) */
		s = "\"Jan  1 1970\"";
		r.kind = T_STRING;
		break;
	case MK_TIME:
		s = "\"00:00:00\"";
		r.kind = T_STRING;
		break;
	default: /* MK_INCLUDE_LEVEL */
		s = ar_printf(&pp->c->ar, "%u", (unsigned)(pp->files.n ? pp->files.n - 1 : 0));
		break;
	}
	r.s = s;
	r.len = (uint32_t)strlen(s);
	return r;
}

/* Expand the macro named by *t.  Returns 0 when *t is to be used as it is
 * (a function-like macro name without '(', or with a wrong invocation), 1
 * when a context was pushed, 2 when *t was replaced by the value of a
 * built-in macro. */
static int
expand(PP *pp, Macro *m, Tok *t)
{
	Tok nx;
	Args a;
	TBuf out = {0};
	uint32_t sbuf[32], exp, k;
	uint32_t xbuf[16];

	if (m->kind >= MK_HAS_INCLUDE)
		return 0; /* ppexpr.c reads them in #if; elsewhere they stay names */
	if (m->kind >= MK_LINE) {
		*t = builtin(pp, m, t);
		return 2;
	}
	if (m->lazy)
		pp_lazy_body(pp, m);
	if (m->kind == MK_OBJECT && !m->paste) {
		exp = new_expansion(pp, m, t->loc);
		if (m->nbody)
			push_ctx(pp, m->body, m->nbody, m, exp, t->flags & (TF_SPACE | TF_BOL), 0);
		return 1;
	}
	memset(&a, 0, sizeof a);
	if (m->kind == MK_FUNC) {
		pp_get_raw(pp, &nx);
		if (!is_punct(&nx, '(')) {
			pp_unget(pp, &nx);
			return 0;
		}
		int ok = 1;

		if (!args_in_place(pp, m, &a, sbuf, ZC_COUNTOF(sbuf))) {
			a.end = NULL;
			ok = collect_args(pp, m, t, &a, sbuf, ZC_COUNTOF(sbuf));
		}
		if (ok != 1) {
			/* as clang: after a wrong count the name stays and the
			 * arguments go; an unterminated invocation goes entirely */
			tb_free(pp, &a.toks);
			t->flags |= TF_NOEXP;
			return ok == 0 ? 0 : 1;
		}
	}
	exp = new_expansion(pp, m, t->loc);
	a.xat = m->nparams * 2 <= ZC_COUNTOF(xbuf) ? xbuf
	        : ar_alloc(&pp->c->ar, m->nparams * 2 * sizeof *a.xat);
	a.xlen = a.xat + m->nparams;
	for (k = 0; k < m->nparams; k++)
		a.xlen[k] = NOT_YET;
	/* room for the body and the arguments once, in one step (growing
	 * token by token would pass through the same sizes, see tb_room) --
	 * up to a point: the arguments are pre-expanded into out, and in
	 * F(F(F(...long...))) every level would hold an array as long as the
	 * whole before the inner ones give theirs back to the pool */
	if (m->nbody + a.toks.n < 4096)
		tb_room(pp, &out, m->nbody + a.toks.n, t->loc);
	substitute(pp, m, exp, &a, &out);
	if (!a.end)
		tb_free(pp, &a.toks);
	pp->ntoks += out.n;
	if (pp->ntoks > pp->c->opt.limits.expansion) {
		/* the whole run's, over every expansion: tokens substituted are the
		 * preprocessor's work, bounded whatever becomes of them */
		too_many(pp, t->loc, pp->c->opt.limits.expansion);
		tb_free(pp, &out);
		return 1;
	}
	if (out.n) {
		out.v[0].flags = (uint8_t)((out.v[0].flags & ~(TF_SPACE | TF_BOL)) |
		                           (t->flags & (TF_SPACE | TF_BOL)));
		push_ctx(pp, out.v, out.n, m, 0, 0, out.cap);
	} else {
		tb_free(pp, &out);
	}
	return 1;
}

/* A macro name has been read: paint it if its macro is disabled, else
 * expand it.  True when a context was pushed (read on). */
static __attribute__((noinline)) bool
expand_name(PP *pp, Macro *m, Tok *t)
{
	if (m->disabled) {
		t->flags |= TF_NOEXP;
		return false;
	}
	if (pp->stop)
		return false;
	return expand(pp, m, t) == 1;
}

static __attribute__((noinline)) void
next_raw_slow(PP *pp, Tok *t)
{
	next_raw(pp, t);
}

/* The next token after macro replacement.  Most come from the top
 * context with nothing to do: that path stays short. */
void
pp_expand_next(PP *pp, Tok *t)
{
	for (;;) {
		Macro *m;
		PPCtx *x = pp->ctx.n > pp->ctxbase ? &pp->ctx.v[pp->ctx.n - 1] : NULL;

		if (x && x->i < x->n && !x->stamp)
			*t = x->toks[x->i++];
		else
			next_raw_slow(pp, t);
		if (t->kind != T_IDENT || (t->flags & TF_NOEXP))
			return;
		m = TOK_IDENT(t)->macro;
		if (!m || !expand_name(pp, m, t))
			return;
	}
}

uint32_t
pp_take_run(PP *pp, PPRun *r)
{
	return take_run(pp, r, false);
}
