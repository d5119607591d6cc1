/* const.c — constant expressions (C99 6.6) and the conversions sema folds.
 *
 * Two kinds of folding live here.  As sema checks an expression it marks
 * integer constant expressions (Expr.isconst, value in cval, wrapped to the
 * type): array sizes, case labels and enumerators need them at once.
 * sema_eval computes, on demand, the value of any arithmetic constant
 * expression of a checked tree -- floating operations, casts between all
 * scalar types, ?:, vector literals -- the way clang folds program-scope
 * initializers: each operation in the precision of its type (a float
 * operation rounds to float, not to double), conversions rounding to the
 * nearest, float-to-integer truncating and saturating as LLVM's APFloat
 * does.
 *
 * sema_fold_cast and sema_fold_binary also rewrite a conversion or a
 * comparison whose wider floating type is not needed (OpenCL C 6.1.1: a
 * double literal in float code): the conversion of a constant becomes a
 * literal of the target type, and an operation on floats widened to double
 * is done in float where the result cannot differ, so that `float x =
 * 0.5;`, `x * 0.5` stored to a float, or `x < 0.1` need no Float64. */
#include <math.h>
#include <string.h>

#include "check.h"

int64_t
sema_wrap(Type *t, int64_t v)
{
	if (t->kind == T_BOOL)
		return v != 0;
	if (t->kind != T_INT || t->bits == 64)
		return v;
	if (t->is_signed) {
		uint64_t m = 1ull << (t->bits - 1);
		uint64_t u = (uint64_t)v & ((1ull << t->bits) - 1);

		return (int64_t)((u ^ m) - m);
	}
	return (int64_t)((uint64_t)v & ((1ull << t->bits) - 1));
}

bool
sema_intconst(S *s, Expr *e, int64_t *v)
{
	(void)s;
	if (e && e->isconst && e->type && (e->type->kind == T_INT || e->type->kind == T_BOOL)) {
		*v = e->cval;
		return true;
	}
	return false;
}

/* Where clang folds what is no integer constant expression (case labels,
 * enumerators, array designators: '(int)(0.5f * 8)') as GNU C does, with
 * a warning that only -pedantic or -Wgnu-folding-constant turn on; else
 * the error. */
bool
sema_fold_intconst(S *s, Expr *e, int64_t *v)
{
	CVal cv;

	if (sema_intconst(s, e, v))
		return true;
	if (e->type && ty_is_int(e->type) && sema_eval(e, &cv) && !cv.null && !cv.sym && !cv.str &&
	    cv.n == 1 && cv.type && ty_is_int(cv.type)) {
		zc_warning(s->c, e->loc, "expression is not an integer constant expression; folding it to a constant is a GNU extension [-Wgnu-folding-constant]");
		*v = sema_wrap(e->type, cv.v[0].i);
		return true;
	}
	zc_error(s->c, e->loc, "expression is not an integer constant expression");
	return false;
}

void
sema_setconst(Expr *e, int64_t v)
{
	e->isconst = true;
	e->cval = sema_wrap(e->type, v);
}

/* ---- one operation on integers or on floating values ---- */

/* a op b in the integer type t (its width and signedness); false for a
 * division by zero, which is no constant */
static bool
int_op(int op, int64_t a, int64_t b, Type *t, int64_t *r)
{
	bool u = t->kind == T_INT && !t->is_signed;
	unsigned bits = t->kind == T_INT ? t->bits : 32;
	uint64_t ua = (uint64_t)a, ub = (uint64_t)b;

	if (u && bits < 64) {
		ua &= (1ull << bits) - 1;
		ub &= (1ull << bits) - 1;
	}
	switch (op) {
	case '+': *r = (int64_t)(ua + ub); break;
	case '-': *r = (int64_t)(ua - ub); break;
	case '*': *r = (int64_t)(ua * ub); break;
	case '/':
	case '%':
		if (b == 0)
			return false;
		if (u)
			*r = (int64_t)(op == '/' ? ua / ub : ua % ub);
		else if (b == -1)
			*r = op == '/' ? (int64_t)(0 - ua) : 0; /* avoid INT64_MIN / -1 */
		else
			*r = op == '/' ? a / b : a % b;
		break;
	/* OpenCL C 6.3.j: only the low log2(bits) bits of the count count */
	case OP_SHL: *r = (int64_t)(ua << (ub & (bits - 1))); break;
	case OP_SHR: *r = u ? (int64_t)(ua >> (ub & (bits - 1))) : a >> (ub & (bits - 1)); break;
	case '&': *r = a & b; break;
	case '|': *r = a | b; break;
	case '^': *r = a ^ b; break;
	case '<': *r = u ? ua < ub : a < b; break;
	case '>': *r = u ? ua > ub : a > b; break;
	case OP_LE: *r = u ? ua <= ub : a <= b; break;
	case OP_GE: *r = u ? ua >= ub : a >= b; break;
	case OP_EQ: *r = ua == ub; break;
	case OP_NE: *r = ua != ub; break;
	case OP_LAND: *r = a && b; break;
	case OP_LOR: *r = a || b; break;
	default: return false;
	}
	*r = sema_wrap(t, *r);
	return true;
}

/* v rounded to the nearest binary16 value, ties to even (IEEE 754-2008
 * 4.3.1), from the double directly: rounding through float first could
 * round twice.  Half keeps 11 significant bits down to 2^-14 and steps of
 * 2^-24 below; from 65520 up it overflows to infinity. */
static double
round_half(double v)
{
	double a = fabs(v);
	int e, q;

	if (!isfinite(v) || v == 0)
		return v;
	if (a >= 65520.0)
		return copysign(INFINITY, v);
	frexp(a, &e);          /* a in [2^(e-1), 2^e) */
	q = e - 11;
	if (q < -24)
		q = -24;
	return copysign(ldexp(rint(ldexp(a, -q)), q), v);
}

double
sema_round(Type *t, double v)
{
	if (t->bits == 32)
		return (double)(float)v;
	if (t->bits == 16)
		return round_half(v);
	return v;
}

/* a op b in the floating type t: float operations in float (the host's
 * float arithmetic is IEEE binary32 with FLT_EVAL_METHOD 0), half ones in
 * float and rounded, which gives the correctly rounded half result (24
 * bits >= 2 * 11 + 2: rounding twice is innocuous) */
static bool
float_op(int op, double a, double b, Type *t, double *r)
{
	if (t->bits == 64) {
		switch (op) {
		case '+': *r = a + b; return true;
		case '-': *r = a - b; return true;
		case '*': *r = a * b; return true;
		case '/': *r = a / b; return true;
		}
		return false;
	} else {
		float fa = (float)a, fb = (float)b, fr;

		switch (op) {
		case '+': fr = fa + fb; break;
		case '-': fr = fa - fb; break;
		case '*': fr = fa * fb; break;
		case '/': fr = fa / fb; break;
		default: return false;
		}
		*r = sema_round(t, (double)fr);
		return true;
	}
}

/* a comparison of floating values (unordered: only != holds) */
static bool
float_cmp(int op, double a, double b, bool *r)
{
	switch (op) {
	case '<': *r = a < b; return true;
	case '>': *r = a > b; return true;
	case OP_LE: *r = a <= b; return true;
	case OP_GE: *r = a >= b; return true;
	case OP_EQ: *r = a == b; return true;
	case OP_NE: *r = a != b; return true;
	case OP_LAND: *r = a != 0 && b != 0; return true;
	case OP_LOR: *r = a != 0 || b != 0; return true;
	}
	return false;
}

static bool
is_cmp(int op)
{
	return op == '<' || op == '>' || op == OP_LE || op == OP_GE || op == OP_EQ || op == OP_NE;
}

/* ---- conversions of one component (C99 6.3.1) ---- */

static CScalar
convert(CScalar x, Type *from, Type *to)
{
	CScalar r;

	if (to->kind == T_BOOL) {
		r.i = from->kind == T_FLOAT ? x.f != 0 : x.i != 0;
		return r;
	}
	if (to->kind == T_INT) {
		if (from->kind != T_FLOAT) {
			r.i = sema_wrap(to, x.i);
			return r;
		}
		/* 6.3.1.4: truncate toward zero; out of range (undefined) and NaN
		 * saturate and give 0, as clang folds them */
		{
			double d = trunc(x.f), lim = ldexp(1.0, to->bits - (to->is_signed ? 1 : 0));

			if (isnan(d))
				r.i = 0;
			else if (to->is_signed)
				r.i = d >= lim ? (int64_t)(((uint64_t)1 << (to->bits - 1)) - 1) :
				      d < -lim ? -(int64_t)(((uint64_t)1 << (to->bits - 1)) - 1) - 1 : (int64_t)d;
			else
				r.i = d <= -1 ? 0 : d >= lim ? (int64_t)(to->bits == 64 ? ~0ull : (1ull << to->bits) - 1) :
				      (int64_t)(uint64_t)d;
			return r;
		}
	}
	/* to a floating type */
	if (from->kind == T_FLOAT) {
		r.f = sema_round(to, x.f);
	} else if (from->kind == T_INT && !from->is_signed && from->bits == 64) {
		/* the host's conversions round correctly to their own type */
		r.f = to->bits == 32 ? (double)(float)(uint64_t)x.i : sema_round(to, (double)(uint64_t)x.i);
	} else {
		r.f = to->bits == 32 ? (double)(float)x.i : sema_round(to, (double)x.i);
	}
	return r;
}

/* ---- evaluation ---- */

static bool eval(const Expr *e, CVal *v);

/* ---- address constants (C99 6.6p9) ---- */

/* a pointer value, not a number */
static bool
is_addr(const CVal *v)
{
	return v->null || v->sym || v->str;
}

/* Whether the lvalue e designates (part of) an object with a constant
 * address: a program-scope variable in __constant or __global (or a
 * function's static or __constant one), or a string literal.  Sets the
 * base and adds the byte offset to v->off. */
static bool
lvalue_addr(const Expr *e, CVal *v)
{
	switch (e->kind) {
	case EX_IDENT: {
		Symbol *s = e->sym;

		if (!s || s->kind != SYM_VAR || !s->global || (s->as != AS_CONSTANT && s->as != AS_GLOBAL))
			return false;
		v->sym = s;
		return true;
	}
	case EX_STRING:
		v->str = e;
		return true;
	case EX_MEMBER:
		if (e->nswz || !e->a->type)
			return false;
		if (e->arrow) {
			CVal p;

			if (!eval(e->a, &p) || (!p.sym && !p.str))
				return false;
			v->sym = p.sym;
			v->str = p.str;
			v->off += p.off;
		} else if (!lvalue_addr(e->a, v)) {
			return false;
		}
		{
			Type *st = e->arrow ? e->a->type->base : e->a->type;

			v->off += st->members[e->field].offset;
		}
		return true;
	case EX_INDEX: {
		CVal p, i;

		/* sema made a the pointer (an array decayed) and b the index */
		if (!e->a->type || e->a->type->kind != T_POINTER || !eval(e->a, &p) || (!p.sym && !p.str))
			return false;
		if (!eval(e->b, &i) || i.null || i.sym || i.str || !ty_is_int(i.type))
			return false;
		v->sym = p.sym;
		v->str = p.str;
		v->off += p.off + i.v[0].i * (int64_t)e->type->size;
		return true;
	}
	case EX_UNARY:
		if (e->op == '*') {
			CVal p;

			if (!eval(e->a, &p) || (!p.sym && !p.str))
				return false;
			v->sym = p.sym;
			v->str = p.str;
			v->off += p.off;
			return true;
		}
		return false;
	default:
		return false;
	}
}

/* p + i, p - i on an address constant */
static bool
eval_ptr_arith(const Expr *e, CVal *v)
{
	CVal p, i;

	if (e->op != '+' && e->op != '-')
		return false;
	if (!e->b->type || e->b->type->kind == T_POINTER)
		return false; /* p - q is no address */
	if (!eval(e->a, &p) || (!p.sym && !p.str) || !eval(e->b, &i) || i.sym || i.str || is_addr(&i))
		return false;
	*v = p;
	v->type = e->type;
	v->off += (e->op == '-' ? -i.v[0].i : i.v[0].i) * (int64_t)e->type->base->size;
	return true;
}

static bool
is_float_type(const Type *t)
{
	return ty_elem((Type *)t)->kind == T_FLOAT;
}

/* the scalar true of a comparison: 1 for scalars, -1 in vectors (6.3.d) */
static int64_t
truth(const Type *t, bool b)
{
	return b ? (t->kind == T_VECTOR ? -1 : 1) : 0;
}

static bool
eval_unary(const Expr *e, CVal *v)
{
	Type *t = e->type, *et = ty_elem(t);
	CVal a;
	unsigned i;

	if (e->op != '+' && e->op != '-' && e->op != '~' && e->op != '!')
		return false;
	if (!eval(e->a, &a) || is_addr(&a))
		return false;
	v->type = t;
	v->n = ty_ncomp(t);
	for (i = 0; i < v->n; i++) {
		CScalar x = a.v[i < a.n ? i : 0];

		switch (e->op) {
		case '+':
			v->v[i] = x;
			break;
		case '-':
			if (et->kind == T_FLOAT)
				v->v[i].f = -x.f;
			else
				v->v[i].i = sema_wrap(et, (int64_t)(0 - (uint64_t)x.i));
			break;
		case '~':
			v->v[i].i = sema_wrap(et, ~x.i);
			break;
		case '!':
			v->v[i].i = truth(t, is_float_type(a.type) ? x.f == 0 : x.i == 0);
			break;
		}
	}
	return true;
}

static bool
eval_binary(const Expr *e, CVal *v)
{
	Type *t = e->type, *ot = e->a->type, *oe = ty_elem(ot);
	CVal a, b;
	unsigned i;

	if (!eval(e->a, &a) || is_addr(&a))
		return false;
	if ((e->op == OP_LAND || e->op == OP_LOR) && t->kind != T_VECTOR) {
		/* 6.5.13, 6.5.14: the right operand is not evaluated when the left decides */
		bool l = is_float_type(a.type) ? a.v[0].f != 0 : a.v[0].i != 0;

		if (l == (e->op == OP_LOR)) {
			v->type = t;
			v->n = 1;
			v->v[0].i = l;
			return true;
		}
	}
	if (!eval(e->b, &b) || is_addr(&b) || !e->b->type)
		return false;
	v->type = t;
	v->n = ty_ncomp(t);
	for (i = 0; i < v->n; i++) {
		CScalar x = a.v[i < a.n ? i : 0], y = b.v[i < b.n ? i : 0];

		if (oe->kind == T_FLOAT) {
			bool r;

			if (is_cmp(e->op) || e->op == OP_LAND || e->op == OP_LOR) {
				if (!float_cmp(e->op, x.f, y.f, &r))
					return false;
				v->v[i].i = truth(t, r);
			} else if (!float_op(e->op, x.f, y.f, oe, &v->v[i].f)) {
				return false;
			}
		} else {
			int64_t r;

			if (!int_op(e->op, x.i, y.i, oe, &r))
				return false;
			v->v[i].i = (is_cmp(e->op) || e->op == OP_LAND || e->op == OP_LOR) ? truth(t, r != 0) : r;
		}
	}
	return true;
}

static bool
eval(const Expr *e, CVal *v)
{
	Type *t = e->type;
	unsigned i;

	memset(v, 0, sizeof *v);
	if (!t)
		return false;
	if (e->isconst && (t->kind == T_INT || t->kind == T_BOOL)) {
		v->type = t;
		v->n = 1;
		v->v[0].i = e->cval;
		return true;
	}
	switch (e->kind) {
	case EX_FLOAT:
		if (t->kind != T_FLOAT)
			return false;
		v->type = t;
		v->n = 1;
		v->v[0].f = sema_round(t, e->fval);
		return true;
	case EX_CAST: {
		CVal a;

		if (e->conv == CV_NULL_TO_PTR) {
			v->type = t;
			v->null = true;
			return true;
		}
		if (e->conv == CV_ARRAY_DECAY) {
			/* an array's address is its first element's */
			v->type = t;
			return lvalue_addr(e->a, v);
		}
		if (t->kind == T_POINTER && e->a->type && e->a->type->kind == T_POINTER &&
		    (e->conv == CV_NONE || e->conv == CV_PTR_BITCAST || (e->conv == CV_PTR_AS && t->as == AS_GENERIC))) {
			if (!eval(e->a, v) || (!v->sym && !v->str && !v->null))
				return false;
			v->type = t;
			return true;
		}
		if (!ty_is_arith(ty_elem(t)) || !e->a->type || !ty_is_arith(ty_elem(e->a->type)))
			return false;
		if (!eval(e->a, &a) || is_addr(&a))
			return false;
		v->type = t;
		v->n = ty_ncomp(t);
		for (i = 0; i < v->n; i++)
			v->v[i] = convert(a.v[i < a.n ? i : 0], ty_elem(a.type), ty_elem(t));
		return true;
	}
	case EX_UNARY:
		if (e->op == '&') {
			v->type = t;
			return lvalue_addr(e->a, v);
		}
		return eval_unary(e, v);
	case EX_BINARY:
		if (t->kind == T_POINTER)
			return eval_ptr_arith(e, v);
		if (!ty_is_arith(ty_elem(t)) || !e->a->type || !ty_is_arith(ty_elem(e->a->type)))
			return false;
		return eval_binary(e, v);
	case EX_COND: {
		CVal c, x, y;

		if (!eval(e->a, &c) || is_addr(&c))
			return false;
		if (c.type->kind != T_VECTOR) {
			/* 6.5.15: only the chosen operand is evaluated */
			return eval(c.v[0].i ? e->b : e->c, v);
		}
		/* 6.3.i: a vector condition selects by each component's MSB */
		if (!eval(e->b, &x) || !eval(e->c, &y))
			return false;
		*v = x;
		for (i = 0; i < v->n; i++)
			v->v[i] = c.v[i].i < 0 ? x.v[i] : y.v[i];
		return true;
	}
	case EX_VECLIT:
	case EX_INITLIST:
		/* (float4)(a, b, c, d), (float4)(x), int4 v = {1, 2}: the
		 * components of the elements, zero where a list leaves them out */
		if (t->kind != T_VECTOR)
			return false;
		v->type = t;
		v->n = t->n;
		if (e->kind == EX_VECLIT && e->nargs == 1 && e->args[0]->type && e->args[0]->type->kind != T_VECTOR) {
			CVal a;

			if (!eval(e->args[0], &a) || is_addr(&a))
				return false;
			for (i = 0; i < t->n; i++)
				v->v[i] = a.v[0];
			return true;
		}
		{
			unsigned k = 0;
			size_t j;

			for (j = 0; j < e->nargs && k < t->n; j++) {
				CVal a;
				unsigned m;

				if (!e->args[j]) {
					k++;
					continue;
				}
				if (!eval(e->args[j], &a) || is_addr(&a))
					return false;
				for (m = 0; m < a.n && k < t->n; m++)
					v->v[k++] = a.v[m];
			}
		}
		return true;
	case EX_MEMBER: {
		CVal a;

		/* vector components (the elements of a vector initializer that
		 * spread a vector: int4 v = {i2, i2}) */
		if (!e->nswz || e->arrow || !e->a->type || e->a->type->kind != T_VECTOR)
			return false;
		if (!eval(e->a, &a) || is_addr(&a))
			return false;
		v->type = t;
		v->n = (unsigned)e->nswz;
		for (i = 0; i < v->n; i++)
			v->v[i] = a.v[e->swz[i]];
		return true;
	}
	case EX_COMPOUND:
		return eval(e->a, v);
	case EX_IDENT: {
		Symbol *s = e->sym;
		bool ok;

		/* a __constant variable never changes: its value is its
		 * initializer's (clang folds '__constant float TWO_PI = 2 * PI;',
		 * as real code writes it); one named in its own initializer
		 * ('constant int a = a + 1;', in scope there) is not a constant */
		if (!s || s->kind != SYM_VAR || s->as != AS_CONSTANT || !s->init || s->folding ||
		    !ty_is_arith(ty_elem(t)))
			return false;
		s->folding = true;
		ok = eval(s->init, v);
		s->folding = false;
		return ok;
	}
	default:
		return false;
	}
}

bool
sema_eval(const Expr *e, CVal *v)
{
	return e && eval(e, v);
}

/* ---- folding as sema checks ---- */

/* A literal of the floating type t holding x (already rounded to t). */
static Expr *
float_literal(S *s, Loc l, Type *t, double x)
{
	Expr *k = ar_alloc(s->nodes, sizeof *k);

	k->kind = EX_FLOAT;
	k->loc = l;
	k->type = t;
	k->fval = x;
	k->suffix = t->bits == 32 ? "f" : t->bits == 16 ? "h" : "";
	return k;
}

/* The floating type x was widened from (x a CV_FLOAT_EXT conversion), or
 * NULL. */
static Type *
narrow_source(const Expr *x)
{
	if (x->kind == EX_CAST && x->conv == CV_FLOAT_EXT && x->a->type && x->a->type->kind == T_FLOAT)
		return x->a->type;
	return NULL;
}

/* x (of a floating type wider than t) as an expression of type t with the
 * same value, or NULL: a conversion from t or narrower, or a constant t
 * holds exactly */
static Expr *
exact_in(S *s, Expr *x, Type *t)
{
	CVal v;
	Type *src = narrow_source(x);

	if (src && src->bits <= t->bits)
		return sema_cast(s, x->a, t, true);
	if (sema_eval(x, &v) && v.type->kind == T_FLOAT && (isnan(v.v[0].f) || sema_round(t, v.v[0].f) == v.v[0].f))
		return float_literal(s, x->loc, t, v.v[0].f);
	return NULL;
}

/* The conversion x of x->a to the narrower floating type x->type, rewritten
 * to work in x->type where that gives the same value: */
static void
narrow(S *s, Expr *x)
{
	Type *t = x->type;
	Expr *a = x->a, *n;

	switch (a->kind) {
	case EX_COND:
		/* (float)(c ? p : q) is c ? (float)p : (float)q */
		if (!a->a->type || a->a->type->kind == T_VECTOR)
			return;
		n = ar_alloc(s->nodes, sizeof *n);
		*n = *a;
		n->b = sema_cast(s, a->b, t, true);
		n->c = sema_cast(s, a->c, t, true);
		n->type = t;
		break;
	case EX_COMMA:
		n = ar_alloc(s->nodes, sizeof *n);
		*n = *a;
		n->b = sema_cast(s, a->b, t, true);
		n->type = t;
		break;
	case EX_UNARY:
		/* negation is exact, and rounding is symmetric */
		if (a->op != '-')
			return;
		n = ar_alloc(s->nodes, sizeof *n);
		*n = *a;
		n->a = sema_cast(s, a->a, t, true);
		n->type = t;
		break;
	case EX_CAST:
		if (a->conv == CV_FLOAT_EXT && a->a->type && a->a->type->bits <= t->bits) {
			/* (float)(double)f is f */
			x->a = a->a;
			x->conv = ty_same(a->a->type, t) ? CV_NONE : CV_FLOAT_EXT;
			return;
		}
		if ((a->conv == CV_INT_TO_FLOAT || a->conv == CV_UINT_TO_FLOAT) && a->a->type &&
		    a->a->type->bits <= 32 && a->type->bits == 64) {
			/* an int of 32 bits or fewer is exact in double: rounding
			 * it to float at once gives the same */
			x->a = a->a;
			x->conv = a->conv;
			return;
		}
		return;
	case EX_BINARY: {
		/* +, -, *, / of two values of t done in a format of at least
		 * 2p+2 bits and rounded to t gives the correctly rounded t
		 * result (Figueroa, "When is double rounding innocuous?", 1995):
		 * double for float and half, float for half */
		Expr *l, *r;

		if (a->op != '+' && a->op != '-' && a->op != '*' && a->op != '/')
			return;
		if (!(l = exact_in(s, a->a, t)) || !(r = exact_in(s, a->b, t)))
			return;
		n = ar_alloc(s->nodes, sizeof *n);
		*n = *a;
		n->a = l;
		n->b = r;
		n->type = t;
		break;
	}
	default:
		return;
	}
	x->a = n;
	x->conv = CV_NONE;
}

/* x, the conversion sema_cast made of x->a to x->type: an integer constant
 * expression if x->a is one (or a floating literal: C99 6.6p6 allows one
 * as the immediate operand of a cast); a floating constant becomes a
 * literal of the target type, computed here with the target's rounding;
 * a conversion to a narrower floating type works in that type where it
 * can (narrow). */
void
sema_fold_cast(S *s, Expr *x)
{
	Expr *e = x->a;
	Type *to = x->type;
	CVal v;

	if (!e->type)
		return;
	if (to->kind == T_INT || to->kind == T_BOOL) {
		if (e->isconst && (e->type->kind == T_INT || e->type->kind == T_BOOL)) {
			x->isconst = true;
			x->cval = sema_wrap(to, e->cval);
		} else if (e->kind == EX_FLOAT && sema_eval(x, &v)) {
			x->isconst = true;
			x->cval = v.v[0].i;
		}
		return;
	}
	if (to->kind != T_FLOAT || !ty_is_arith(e->type))
		return;
	if (sema_eval(x, &v)) {
		x->a = float_literal(s, x->loc, to, v.v[0].f);
		x->conv = CV_NONE;
		return;
	}
	if (e->type->kind == T_FLOAT && e->type->bits > to->bits)
		narrow(s, x);
}

/* x op= y, where x has a narrower floating type than the type op is done
 * in (float x; x += 0.5 is x = (float)((double)x + 0.5)): done in x's type
 * when y is exact there, for the reason narrow gives. */
void
sema_narrow_assign(S *s, Expr *e)
{
	Type *t = e->a->type, *ot = e->optype;
	Expr *y;

	if (!t || !ot || t->kind != T_FLOAT || ot->kind != T_FLOAT || ot->bits <= t->bits || !e->b->type)
		return;
	if (e->op != '+' && e->op != '-' && e->op != '*' && e->op != '/')
		return;
	if (!(y = exact_in(s, e->b, t)))
		return;
	e->b = y;
	e->optype = t;
}

/* A comparison of values widened to a floating type, done in the narrower
 * type they came from: the result is the same when both were widened, or
 * one was and the other is a constant the narrower type holds.  For a
 * float x and a constant c float cannot hold, x < c is x < RU(c) and
 * x > c is x > RD(c) (RU, RD: the floats just above and below c). */
static void
narrow_compare(S *s, Expr *e)
{
	Type *ta = narrow_source(e->a), *tb = narrow_source(e->b), *t;
	Expr *x, *k;
	CVal v;
	double c, r;
	int op = e->op;
	bool left;

	if (ta && tb) {
		t = ta->bits >= tb->bits ? ta : tb;
		e->a = sema_cast(s, e->a->a, t, true);
		e->b = sema_cast(s, e->b->a, t, true);
		return;
	}
	if (!ta == !tb)
		return;
	left = ta != NULL;
	t = left ? ta : tb;
	x = left ? e->a->a : e->b->a;
	k = left ? e->b : e->a;
	if (!sema_eval(k, &v) || v.type->kind != T_FLOAT)
		return;
	c = v.v[0].f;
	if (!left) /* c op x is x op' c */
		op = op == '<' ? '>' : op == '>' ? '<' : op == OP_LE ? OP_GE : op == OP_GE ? OP_LE : op;
	r = sema_round(t, c);
	if (!isnan(c) && r != c) {
		float lo, hi;

		if (t->bits != 32)
			return;
		lo = r < c ? (float)r : nextafterf((float)r, -INFINITY);
		hi = r > c ? (float)r : nextafterf((float)r, INFINITY);
		if (op == '<' || op == OP_LE) {
			op = '<';
			c = hi;
		} else if (op == '>' || op == OP_GE) {
			op = '>';
			c = lo;
		} else {
			return; /* == and != of a value x cannot hold: left as they are */
		}
	}
	e->a = x;
	e->b = float_literal(s, k->loc, t, c);
	e->op = op;
}

/* Fold a binary operation on integer constants in opt (the type of the
 * operands); compare floats widened to double in their own type. */
void
sema_fold_binary(S *s, Expr *e, Type *opt)
{
	int64_t r;

	if (opt && opt->kind == T_FLOAT && is_cmp(e->op)) {
		narrow_compare(s, e);
		return;
	}
	if (!e->a->isconst || !e->b->isconst || !opt || (opt->kind != T_INT && opt->kind != T_BOOL))
		return;
	if ((e->op == '/' || e->op == '%') && e->b->cval == 0) {
		zc_warning(s->c, e->loc, "%s by zero is undefined [-Wdivision-by-zero]", e->op == '/' ? "division" : "remainder");
		return;
	}
	if (!int_op(e->op, e->a->cval, e->b->cval, opt, &r))
		return;
	sema_warn_overflow(s, e, opt);
	sema_setconst(e, r);
}
