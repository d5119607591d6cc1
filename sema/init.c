/* init.c — initializers (C99 6.7.8): a braced list becomes an EX_INITLIST
 * with one converted initializer per element or member, in order. */
#include <string.h>

#include "check.h"

static Expr *
bad(Expr *e)
{
	e->type = NULL;
	return e;
}

static Expr *init_list(S *s, Expr *il, Type *t, bool constant);

static Expr *
init_one(S *s, Expr *x, Type *t, bool constant)
{
	if (x->kind == EX_INITLIST)
		return init_list(s, x, t, constant);
	if (t->kind == T_ARRAY && x->kind == EX_STRING && ty_elem(t->base)->kind == T_INT &&
	    t->base->bits == 8) {
		x = sema_expr(s, x);
		if (t->n && x->strlen > t->n)
			zc_warning(s->c, x->loc, "initializer-string for char array is too long");
		return x;
	}
	x = sema_rvalue(s, x);
	if (!x->type)
		return x;
	if ((t->kind == T_STRUCT || t->kind == T_UNION) && ty_same(t, x->type))
		return x;
	if (t->kind == T_ARRAY || t->kind == T_STRUCT || t->kind == T_UNION) {
		zc_error(s->c, x->loc, "initializing '%s' with an expression of incompatible type '%s'",
		         ty_str(s->c, t), ty_str(s->c, x->type));
		return bad(x);
	}
	/* whether a __constant initializer is constant is checked by irgen,
	 * which has to build it as a SPIR-V constant anyway */
	(void)constant;
	return sema_convert(s, x, t, "initializing");
}

/* A braced initializer for t: the result is an EX_INITLIST whose args hold
 * one converted initializer per element or member, in order, NULL where
 * omitted (zero). */
static Expr *
init_list(S *s, Expr *il, Type *t, bool constant)
{
	Ctx *c = s->c;
	size_t i, n = 0, pos = 0;
	Expr **out;

	if (t->kind == T_ARRAY)
		n = t->n ? t->n : 0;
	else if (t->kind == T_STRUCT)
		n = t->nmembers;
	else if (t->kind == T_UNION)
		n = t->nmembers ? 1 : 0;
	else if (t->kind == T_VECTOR)
		n = t->n;
	else
		n = 1;
	if (t->kind == T_ARRAY && !t->n) {
		/* size from the initializer: count with designators */
		size_t maxi = 0;

		pos = 0;
		for (i = 0; i < il->nargs; i++) {
			Expr *d = il->designators ? il->designators[i] : NULL;

			if (d && d->kind == EX_INDEX) {
				int64_t v;

				d->b = sema_rvalue(s, d->b);
				if (sema_intconst(s, d->b, &v) && v >= 0)
					pos = (size_t)v;
			}
			pos++;
			if (pos > maxi)
				maxi = pos;
		}
		n = maxi ? maxi : 0;
		if (!n) {
			zc_error(c, il->loc, "zero size arrays are not allowed");
			n = 1;
		}
		t = ty_array(c, t->base, (uint32_t)n);
	}
	out = ar_alloc(&c->ar, (n + 1) * sizeof *out);
	pos = 0;
	for (i = 0; i < il->nargs; i++) {
		Expr *d = il->designators ? il->designators[i] : NULL;
		Expr *x = il->args[i];
		Type *et;

		if (!x)
			continue;
		if (d) {
			if (d->a)
				zc_error(c, d->loc, "nested designators are not supported");
			if (d->kind == EX_INDEX) {
				int64_t v;

				if (t->kind != T_ARRAY && t->kind != T_VECTOR) {
					zc_error(c, d->loc, "array designator cannot initialize non-array type '%s'", ty_str(c, t));
					continue;
				}
				if (!d->b->type)
					d->b = sema_rvalue(s, d->b);
				if (!sema_intconst(s, d->b, &v) || v < 0 || (size_t)v >= n) {
					zc_error(c, d->loc, "array designator index is out of bounds or not constant");
					continue;
				}
				pos = (size_t)v;
			} else {
				size_t m;

				if (t->kind != T_STRUCT && t->kind != T_UNION) {
					zc_error(c, d->loc, "field designator cannot initialize a non-struct, non-union type '%s'", ty_str(c, t));
					continue;
				}
				for (m = 0; m < t->nmembers; m++)
					if (t->members[m].name && strcmp(t->members[m].name, d->name) == 0)
						break;
				if (m == t->nmembers) {
					zc_error(c, d->loc, "field designator '%s' does not refer to any field in type '%s'",
					         d->name, ty_str(c, t));
					continue;
				}
				pos = m;
			}
		}
		if (pos >= n) {
			zc_warning(c, x->loc, "excess elements in %s initializer",
			           t->kind == T_ARRAY ? "array" : t->kind == T_VECTOR ? "vector" : t->kind == T_STRUCT ? "struct" : "scalar");
			break;
		}
		et = t->kind == T_ARRAY || t->kind == T_VECTOR ? t->base :
		     (t->kind == T_STRUCT || t->kind == T_UNION) ? t->members[pos].type : t;
		if (t->kind == T_VECTOR && x->kind != EX_INITLIST) {
			/* a vector element of a vector initializer fills several components */
			Expr *v = sema_rvalue(s, x);

			if (v->type && v->type->kind == T_VECTOR && ty_same(v->type->base, t->base)) {
				unsigned k;

				for (k = 0; k < v->type->n && pos < n; k++) {
					Expr *sw = ar_alloc(&c->ar, sizeof *sw);

					sw->kind = EX_MEMBER;
					sw->loc = v->loc;
					sw->a = v;
					sw->name = "";
					sw->swz[0] = (int)k;
					sw->nswz = 1;
					sw->type = t->base;
					out[pos++] = sw;
				}
				continue;
			}
			out[pos++] = sema_convert(s, v, et, "initializing");
			continue;
		}
		out[pos] = init_one(s, x, et, constant);
		pos++;
	}
	if (t->kind != T_ARRAY && t->kind != T_STRUCT && t->kind != T_UNION && t->kind != T_VECTOR) {
		/* braces around a scalar: { x } */
		if (!out[0]) {
			zc_error(c, il->loc, "scalar initializer cannot be empty");
			return bad(il);
		}
		return out[0];
	}
	il->args = out;
	il->nargs = n;
	il->type = t;
	return il;
}

Expr *
sema_init(S *s, Expr *init, Type *t, unsigned q, Loc l, bool constant)
{
	(void)q;
	(void)l;
	if (init->kind == EX_INITLIST)
		return init_list(s, init, t, constant);
	if (t->kind == T_ARRAY && !(init->kind == EX_STRING)) {
		init = sema_rvalue(s, init);
		if (init->type)
			zc_error(s->c, init->loc, "array initializer must be an initializer list");
		return bad(init);
	}
	return init_one(s, init, t, constant);
}
