/* overload.c — overloadable functions of the program (clang's
 * __attribute__((overloadable)) for C, which OpenCL C code uses to give one
 * name several signatures): the rules for declaring an overload set, the
 * choice among its functions at a call, and the names they have in the
 * module.
 *
 * Declaring: a name may have several functions if they are marked
 * overloadable; at most one function of the set may lack the attribute, and
 * a redeclaration keeps the marking of the declaration it repeats.
 * Calling: each argument's conversion is ranked as in C++'s overload
 * resolution (over.ics.rank), with C's conversions: exact match, then a
 * qualification or address-space adjustment of a pointer, then a promotion,
 * then a conversion; a scalar splatted to a vector and a pointer tested as
 * a bool rank below the other conversions, and a conversion C allows only
 * with a warning (incompatible pointers, dropped qualifiers) lowest.  The
 * function at least as good for every argument and better for one wins.
 * Naming: a marked function has its Itanium C++ ABI name (5.1 Mangling),
 * with clang's OpenCL forms for address spaces (U3AS1 ...), vectors
 * (Dv4_f) and the opaque types (14ocl_image2d_ro), so that modules zocc
 * exports link with those clang makes. */
#include <string.h>

#include "check.h"

/* ---- declaring ---- */

bool
sema_is_overloadable(Attr *a)
{
	for (; a; a = a->next)
		if (strcmp(a->name, "overloadable") == 0)
			return true;
	return false;
}

static bool
same_params(Type *a, Type *b)
{
	size_t i;

	if (a->nparams != b->nparams || a->variadic != b->variadic)
		return false;
	for (i = 0; i < a->nparams; i++)
		if (!ty_same(a->params[i], b->params[i]))
			return false;
	return true;
}

/* A function declaration d of type ft, overloadable if ovl, meets the set
 * whose first function is head.  Returns the function d declares again
 * (after reporting what does not agree with it), or NULL when d adds a
 * new function to the set. */
Symbol *
sema_overload_redecl(S *s, Symbol *head, Decl *d, Type *ft, bool ovl)
{
	Ctx *c = s->c;
	Symbol *m, *unmarked = NULL, *last = head;
	bool anymarked = false;

	for (m = head; m; m = m->overload) {
		if (same_params(m->type, ft)) {
			if (!ty_same(m->type->base, ft->base)) {
				zc_error(c, d->loc, "conflicting types for '%s'", d->name);
				zc_note(c, m->loc, "previous declaration is here");
			} else if (m->overloadable && !ovl) {
				zc_error(c, d->loc, "redeclaration of '%s' must have the 'overloadable' attribute", d->name);
				zc_note(c, m->loc, "previous overload of function is here");
			} else if (!m->overloadable && ovl) {
				zc_error(c, d->loc, "redeclaration of '%s' must not have the 'overloadable' attribute", d->name);
				zc_note(c, m->loc, "previous unmarked overload of function is here");
			}
			return m;
		}
		if (m->overloadable)
			anymarked = true;
		else
			unmarked = m;
		last = m;
	}
	if (!ovl && !anymarked) {
		/* plain C: one function per name */
		zc_error(c, d->loc, "conflicting types for '%s'", d->name);
		zc_note(c, last->loc, "previous declaration is here");
		return head;
	}
	if (!ovl && unmarked) {
		zc_error(c, d->loc, "at most one overload for a given name may lack the 'overloadable' attribute");
		zc_note(c, unmarked->loc, "previous unmarked overload of function is here");
	}
	return NULL;
}

/* ---- calling ---- */

enum {
	R_EXACT = 0,   /* identity */
	R_QUAL = 16,   /* pointer to a more qualified pointee, or to generic (plus
	                * the qualifiers added: fewer is better, over.ics.rank 3.2.5) */
	R_PROMO = 32,  /* 6.3.1.1 promotion (to int), float to double */
	R_CONV = 48,   /* any other standard conversion, null to pointer */
	R_WORSE = 64,  /* scalar to vector splat; pointer to bool */
	R_C_ONLY = SEMA_RANK_C, /* allowed by C with a warning: incompatible pointers */
	R_NONE = 999   /* no conversion */
};

static int
arith_rank(Type *a, Type *p)
{
	if (p->kind == T_INT && p->bits == 32 && p->is_signed &&
	    (a->kind == T_BOOL || (a->kind == T_INT && a->bits < 32)))
		return R_PROMO;
	if (p->kind == T_FLOAT && p->bits == 64 && a->kind == T_FLOAT && a->bits == 32)
		return R_PROMO;
	return R_CONV;
}

/* How well argument e converts to a parameter of type p. */
static int
arg_rank(S *s, Expr *e, Type *p)
{
	Type *a = e->type;

	if (ty_same(a, p))
		return R_EXACT;
	if (p->kind == T_POINTER) {
		if (sema_null_const(e))
			return R_CONV;
		if (a->kind != T_POINTER)
			return R_NONE;
		if (a->as != p->as && !(p->as == AS_GENERIC && a->as != AS_CONSTANT && s->generic_as))
			return R_NONE;
		if (ty_same(a->base, p->base)) {
			unsigned added = p->pquals & ~a->pquals;

			if ((a->pquals & ~p->pquals) & (Q_CONST | Q_VOLATILE))
				return R_C_ONLY;
			return R_QUAL + !!(added & Q_CONST) + !!(added & Q_VOLATILE) + (a->as != p->as);
		}
		if (a->base->kind == T_VOID || p->base->kind == T_VOID)
			return R_CONV;
		return R_C_ONLY;
	}
	if (p->kind == T_BOOL && a->kind == T_POINTER)
		return R_WORSE;
	if (ty_is_arith(a) && ty_is_arith(p))
		return arith_rank(a, p);
	if (p->kind == T_VECTOR && ty_is_arith(a))
		return R_WORSE;
	if (p->kind == T_SAMPLER && ty_is_int(a) && e->isconst)
		return R_CONV;
	return R_NONE;
}

typedef struct Cand {
	Symbol *fn;
	int rank[64];
} Cand;

/* Whether candidate a is better than b for a call of n arguments, given
 * each one's rank per argument (lower is better): no worse for any
 * argument and better for one (C++ [over.match.best], which clang applies
 * to overloadable functions, OpenCL C's builtins included), after clang's
 * rule for C: a candidate needing C's incompatible pointer conversion for
 * an argument the other takes without one is not the better. */
bool
sema_better_ranks(const int *a, const int *b, size_t n)
{
	size_t i;
	bool strict = false;

	for (i = 0; i < n; i++) {
		if ((a[i] >= SEMA_RANK_C) != (b[i] >= SEMA_RANK_C)) {
			if (a[i] >= SEMA_RANK_C)
				return false;
			strict = true;
		}
	}
	if (strict)
		return true;
	for (i = 0; i < n; i++) {
		if (a[i] > b[i])
			return false;
		if (a[i] < b[i])
			strict = true;
	}
	return strict;
}

/* The per-argument ranks of candidate k of an array whose first ranks are
 * at rank0, its elements stride bytes apart. */
static const int *
ranks_of(const int *rank0, size_t stride, size_t k)
{
	return (const int *)((const char *)rank0 + k * stride);
}

size_t
sema_best_ranks(const int *rank0, size_t stride, size_t n, size_t nargs, size_t *rival)
{
	size_t i, best = 0;

	for (i = 1; i < n; i++)
		if (sema_better_ranks(ranks_of(rank0, stride, i), ranks_of(rank0, stride, best), nargs))
			best = i;
	for (i = 0; i < n; i++)
		if (i != best && !sema_better_ranks(ranks_of(rank0, stride, best), ranks_of(rank0, stride, i), nargs))
			break;
	*rival = i;
	return best;
}

static const char *
ordinal(Ctx *c, size_t i)
{
	static const char *const sfx[] = {"th", "st", "nd", "rd"};
	size_t n = i + 1, k = (n % 100 >= 11 && n % 100 <= 13) || n % 10 > 3 ? 0 : n % 10;

	return ar_printf(&c->ar, "%zu%s", n, sfx[k]);
}

/* Why fn cannot take the call's arguments (a note at fn). */
static void
not_viable(S *s, Expr *e, Symbol *fn, const Cand *cd)
{
	Ctx *c = s->c;
	Type *ft = fn->type;
	size_t i;

	if (e->nargs != ft->nparams) {
		TypeExpr *tx = fn->decl ? fn->decl->type : NULL;
		const char *pname = tx && tx->kind == TX_FUNC && tx->nparams == 1 ? tx->params[0].name : NULL;

		if (ft->nparams == 1 && pname)
			zc_note(c, fn->loc, "candidate function not viable: requires single argument '%s', but %zu arguments were provided",
			        pname, e->nargs);
		else
			zc_note(c, fn->loc, "candidate function not viable: requires %zu argument%s, but %zu %s provided",
			        ft->nparams, ft->nparams == 1 ? "" : "s", e->nargs, e->nargs == 1 ? "was" : "were");
		return;
	}
	for (i = 0; i < e->nargs; i++) {
		if (cd->rank[i] == R_NONE) {
			zc_note(c, fn->loc, "candidate function not viable: no known conversion from '%s' to '%s' for %s argument",
			        ty_str(c, e->args[i]->type), ty_str(c, ft->params[i]), ordinal(c, i));
			return;
		}
	}
}

/* The function of the set headed by head that call e names, or NULL after
 * an error.  e's arguments are checked already. */
Symbol *
sema_overload_resolve(S *s, Expr *e, Symbol *head)
{
	Ctx *c = s->c;
	VEC(Cand) cands = {0};
	Symbol *m;
	size_t i, best;
	const char *name = head->name;

	if (e->nargs > ZC_COUNTOF(cands.v[0].rank)) {
		zc_error(c, e->loc, "too many arguments in a call to overloaded function '%s'", name);
		return NULL;
	}
	for (m = head; m; m = m->overload) {
		Cand cd = {m, {0}};
		bool ok = m->type->nparams == e->nargs;

		for (i = 0; ok && i < e->nargs; i++)
			ok = (cd.rank[i] = arg_rank(s, e->args[i], m->type->params[i])) != R_NONE;
		if (ok)
			VEC_PUSH(&c->ar, &cands, cd);
	}
	if (!cands.n) {
		zc_error(c, e->loc, "no matching function for call to '%s'", name);
		for (m = head; m; m = m->overload) {
			Cand cd = {m, {0}};

			for (i = 0; i < e->nargs && i < m->type->nparams; i++)
				cd.rank[i] = arg_rank(s, e->args[i], m->type->params[i]);
			not_viable(s, e, m, &cd);
		}
		return NULL;
	}
	best = sema_best_ranks(cands.v[0].rank, sizeof cands.v[0], cands.n, e->nargs, &i);
	if (i < cands.n) {
		zc_error(c, e->loc, "call to '%s' is ambiguous", name);
		for (i = 0; i < cands.n; i++) {
			size_t j;

			/* the candidates no other one beats */
			for (j = 0; j < cands.n; j++)
				if (sema_better_ranks(cands.v[j].rank, cands.v[i].rank, e->nargs))
					break;
			if (j == cands.n)
				zc_note(c, cands.v[i].fn->loc, "candidate function");
		}
		return NULL;
	}
	return cands.v[best].fn;
}

/* ---- naming (Itanium C++ ABI 5.1, with clang's OpenCL types) ---- */

typedef struct Mangler {
	Ctx *c;
	Buf out;
	VEC(const char *) subs;   /* substitution candidates, as unsubstituted text */
	bool keying;              /* making a key: no substitutions, private spelled out */
} Mangler;

static const char *
builtin_code(Type *t)
{
	static const char *const ints[2][4] = {{"h", "t", "j", "m"}, {"c", "s", "i", "l"}};

	switch (t->kind) {
	case T_VOID: return "v";
	case T_BOOL: return "b";
	case T_INT:
		if (t->bits == 8 && t->is_signed && !t->is_char)
			return "a"; /* signed char */
		return ints[t->is_signed][t->bits == 8 ? 0 : t->bits == 16 ? 1 : t->bits == 32 ? 2 : 3];
	case T_FLOAT:
		return t->bits == 16 ? "Dh" : t->bits == 32 ? "f" : "d";
	default:
		return NULL;
	}
}

/* clang's numbers for the OpenCL address spaces; private prints none */
static int
as_number(enum AddrSpace as)
{
	switch (as) {
	case AS_GLOBAL: return 1;
	case AS_CONSTANT: return 2;
	case AS_LOCAL: return 3;
	case AS_GENERIC: return 4;
	default: return 0;
	}
}

static const char *
opaque_name(Ctx *c, Type *t)
{
	static const char *const images[] = {
		"image1d", "image1d_array", "image1d_buffer", "image2d", "image2d_array",
		"image2d_depth", "image2d_array_depth", "image3d", "image2d_msaa",
		"image2d_array_msaa", "image2d_msaa_depth", "image2d_array_msaa_depth",
	};

	switch (t->kind) {
	case T_IMAGE:
		return ar_printf(&c->ar, "ocl_%s_%s", images[t->image],
		                 t->access == ACC_WRITE_ONLY ? "wo" : t->access == ACC_READ_WRITE ? "rw" : "ro");
	case T_SAMPLER: return "ocl_sampler";
	case T_EVENT: return "ocl_event";
	case T_CLK_EVENT: return "ocl_clkevent";
	case T_QUEUE: return "ocl_queue";
	case T_RESERVE_ID: return "ocl_reserveid";
	case T_NDRANGE: return "ndrange_t";
	case T_STRUCT:
	case T_UNION:
		return t->tag ? t->tag : t->tdname ? t->tdname : "";
	default:
		return NULL;
	}
}

static void mangle(Mangler *m, Buf *b, Type *t, unsigned q, enum AddrSpace as, bool qualified);

/* The text of t with qualifiers q and address space as, unsubstituted:
 * the key of the substitution table. */
static const char *
key(Mangler *m, Type *t, unsigned q, enum AddrSpace as, bool qualified)
{
	Mangler k = {m->c, {0}, {0}, true};

	buf_init(&k.out, &m->c->ar);
	mangle(&k, &k.out, t, q, as, qualified);
	return k.out.s;
}

/* Emit t, or S<seq-id>_ if it was emitted before; record it afterwards. */
static bool
substitute(Mangler *m, Buf *b, const char *k)
{
	size_t i;

	for (i = 0; i < m->subs.n; i++) {
		if (strcmp(m->subs.v[i], k) == 0) {
			char digits[16];
			size_t n = 0, v = i;

			buf_putc(b, 'S');
			if (v > 0) {
				/* <seq-id>: the index minus one in base 36, upper case */
				v--;
				do {
					digits[n++] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[v % 36];
					v /= 36;
				} while (v);
				while (n)
					buf_putc(b, digits[--n]);
			}
			buf_putc(b, '_');
			return true;
		}
	}
	return false;
}

static void
record(Mangler *m, const char *k)
{
	VEC_PUSH(&m->c->ar, &m->subs, k);
}

/* qualified: t is a pointee (its qualifiers and address space, even when
 * both are empty as for __private, make a substitution candidate of their
 * own, as clang counts them) */
static void
mangle(Mangler *m, Buf *b, Type *t, unsigned q, enum AddrSpace as, bool qualified)
{
	const char *code = builtin_code(t), *k, *name;

	if (code && !qualified && !(q & Q_ATOMIC)) {
		buf_puts(b, code);
		return;
	}
	k = m->keying ? NULL : key(m, t, q, as, qualified);
	if (k && substitute(m, b, k))
		return;
	if (qualified) {
		int n = as_number(as);

		if (n || m->keying)
			buf_printf(b, "U3AS%d", n); /* a key tells private from unqualified */
		if (q & Q_RESTRICT)
			buf_putc(b, 'r');
		if (q & Q_VOLATILE)
			buf_putc(b, 'V');
		if (q & Q_CONST)
			buf_putc(b, 'K');
		mangle(m, b, t, q & Q_ATOMIC, AS_NONE, false);
	} else if (q & Q_ATOMIC) {
		buf_puts(b, "U7_Atomic");
		mangle(m, b, t, 0, AS_NONE, false);
	} else if (t->kind == T_POINTER) {
		buf_putc(b, 'P');
		mangle(m, b, t->base, t->pquals, t->as, true);
	} else if (t->kind == T_VECTOR) {
		buf_printf(b, "Dv%u_", t->n);
		if (t->base->kind == T_INT && t->base->bits == 8 && t->base->is_signed)
			buf_putc(b, 'c'); /* char2 ... char16: vectors of plain char */
		else
			mangle(m, b, t->base, 0, AS_NONE, false);
	} else if (t->kind == T_ARRAY) {
		buf_printf(b, "A%u_", t->n);
		mangle(m, b, t->base, 0, AS_NONE, false);
	} else if ((name = opaque_name(m->c, t))) {
		buf_printf(b, "%zu%s", strlen(name), name);
	} else {
		buf_puts(b, "v"); /* nothing else reaches a parameter */
	}
	if (k)
		record(m, k);
}

/* _Z <source-name> <bare-function-type> */
const char *
sema_mangle(Ctx *c, const char *name, Type *ft)
{
	Mangler m = {c, {0}, {0}, false};
	size_t i;

	buf_init(&m.out, &c->ar);
	buf_printf(&m.out, "_Z%zu%s", strlen(name), name);
	if (!ft->nparams)
		buf_putc(&m.out, 'v');
	for (i = 0; i < ft->nparams; i++)
		mangle(&m, &m.out, ft->params[i], 0, AS_NONE, false);
	return m.out.s;
}
