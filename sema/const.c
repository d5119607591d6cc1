/* const.c — constant expressions (C99 6.6): folding integer constant
 * expressions as sema checks them (each checked Expr with isconst set
 * carries its value in cval, wrapped to its type). */
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

void
sema_setconst(Expr *e, int64_t v)
{
	e->isconst = true;
	e->cval = sema_wrap(e->type, v);
}

/* Fold an integer binary operation on constants. */
void
sema_fold_binary(S *s, Expr *e, Type *opt)
{
	int64_t a = e->a->cval, b = e->b->cval, r;
	uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
	bool u = opt && opt->kind == T_INT && !opt->is_signed;
	unsigned bits = opt && opt->kind == T_INT ? opt->bits : 32;

	if (!e->a->isconst || !e->b->isconst || !opt || (opt->kind != T_INT && opt->kind != T_BOOL))
		return;
	if (u && bits < 64) {
		ua &= (1ull << bits) - 1;
		ub &= (1ull << bits) - 1;
	}
	switch (e->op) {
	case '+': r = (int64_t)(ua + ub); break;
	case '-': r = (int64_t)(ua - ub); break;
	case '*': r = (int64_t)(ua * ub); break;
	case '/':
	case '%':
		if (b == 0) {
			zc_warning(s->c, e->loc, "%s by zero is undefined", e->op == '/' ? "division" : "remainder");
			return;
		}
		if (u)
			r = (int64_t)(e->op == '/' ? ua / ub : ua % ub);
		else if (b == -1)
			r = e->op == '/' ? (int64_t)(0 - ua) : 0; /* avoid INT64_MIN / -1 */
		else
			r = e->op == '/' ? a / b : a % b;
		break;
	case OP_SHL: r = (int64_t)(ua << (ub & (bits - 1))); break;
	case OP_SHR:
		r = u ? (int64_t)(ua >> (ub & (bits - 1))) : a >> (ub & (bits - 1));
		break;
	case '&': r = a & b; break;
	case '|': r = a | b; break;
	case '^': r = a ^ b; break;
	case '<': r = u ? ua < ub : a < b; break;
	case '>': r = u ? ua > ub : a > b; break;
	case OP_LE: r = u ? ua <= ub : a <= b; break;
	case OP_GE: r = u ? ua >= ub : a >= b; break;
	case OP_EQ: r = ua == ub; break;
	case OP_NE: r = ua != ub; break;
	case OP_LAND: r = a && b; break;
	case OP_LOR: r = a || b; break;
	default: return;
	}
	sema_setconst(e, r);
}

/* Fold a conversion of a constant. */
void
sema_fold_cast(Expr *x, Expr *e, Type *to)
{
	if (!e->isconst)
		return;
	if (to->kind == T_INT || to->kind == T_BOOL) {
		if (e->type->kind == T_INT || e->type->kind == T_BOOL) {
			x->isconst = true;
			x->cval = sema_wrap(to, e->cval);
		}
	}
}
