/* operator.c — the operators (C99 6.5.3 unary, 6.5.5-6.5.14 binary,
 * 6.5.15 conditional, 6.5.16 assignment; OpenCL C 6.3 Operators): operand
 * conversions, result types, vector operands component-wise, what may be
 * assigned, and the folding hooks for integer constants.
 *
 * sema_expr (expr.c) dispatches here; like every check, each returns the
 * expression to use in its place with ->type set, or ->type NULL after an
 * error, which the enclosing checks propagate silently. */
#include "check.h"

/* The result type of comparisons and logical operators on type t: int for
 * scalars, a signed integer vector of t's element width for vectors
 * (OpenCL C 6.3.d: true is -1 in every component). */
static Type *
truth_type(S *s, Type *t)
{
	if (t->kind == T_VECTOR) {
		unsigned bits = t->base->kind == T_BOOL ? 32 : t->base->bits;

		return ty_vector(s->c, ty_int(s->c, bits, true), t->n);
	}
	return ty_int(s->c, 32, true);
}

Expr *
sema_unary(S *s, Expr *e)
{
	Ctx *c = s->c;
	Type *t;

	if (e->op == '&') {
		Expr *a = e->a = sema_expr(s, e->a);

		if (!a->type)
			return sema_bad(e);
		if (a->kind == EX_MEMBER && a->nswz) {
			zc_error(c, e->loc, "address of vector element requested");
			return sema_bad(e);
		}
		if (a->type->kind == T_FUNC) {
			zc_error(c, e->loc, "taking the address of a function is not allowed in OpenCL C");
			return sema_bad(e);
		}
		if (!a->lvalue) {
			zc_error(c, e->loc, "cannot take the address of an rvalue of type '%s'", ty_str(c, a->type));
			return sema_bad(e);
		}
		{
			enum AddrSpace as;
			unsigned q = sema_lvalue_quals(a, &as);

			if (as == AS_NONE)
				as = AS_PRIVATE;
			sema_mark_addr_taken(a);
			e->type = ty_pointer(c, a->type, as, q);
		}
		return e;
	}
	if (e->op == '*') {
		e->a = sema_rvalue(s, e->a);
		if (!e->a->type)
			return sema_bad(e);
		if (e->a->type->kind != T_POINTER) {
			zc_error(c, e->loc, "indirection requires pointer operand ('%s' invalid)", ty_str(c, e->a->type));
			return sema_bad(e);
		}
		e->type = e->a->type->base;
		if (e->type->kind == T_VOID) {
			zc_error(c, e->loc, "indirection of a 'void *' pointer is not allowed");
			return sema_bad(e);
		}
		e->lvalue = true;
		return e;
	}
	e->a = sema_rvalue(s, e->a);
	t = e->a->type;
	if (!t)
		return sema_bad(e);
	switch (e->op) {
	case '+':
	case '-':
		if (!ty_is_arith(ty_elem(t))) {
			zc_error(c, e->loc, "invalid argument type '%s' to unary expression", ty_str(c, t));
			return sema_bad(e);
		}
		if (t->kind != T_VECTOR)
			e->a = sema_cast(s, e->a, sema_promote(s, t), true);
		e->type = e->a->type;
		if (e->a->isconst)
			sema_setconst(e, e->op == '-' ? (int64_t)(0 - (uint64_t)e->a->cval) : e->a->cval);
		return e;
	case '~':
		/* a bool is promoted to int first, as in C */
		if (ty_elem(t)->kind != T_INT && t->kind != T_BOOL) {
			zc_error(c, e->loc, "invalid argument type '%s' to unary expression", ty_str(c, t));
			return sema_bad(e);
		}
		if (t->kind != T_VECTOR)
			e->a = sema_cast(s, e->a, sema_promote(s, t), true);
		e->type = e->a->type;
		if (e->a->isconst)
			sema_setconst(e, ~e->a->cval);
		return e;
	case '!':
		/* 6.3.h: on every scalar and vector type, floating ones from
		 * OpenCL C 1.2 on (1.1 excludes them); a vector gives a signed
		 * integer vector of its element size, -1 for true */
		if (!ty_is_scalar(t) && t->kind != T_VECTOR) {
			zc_error(c, e->loc, "invalid argument type '%s' to unary expression", ty_str(c, t));
			return sema_bad(e);
		}
		if (ty_elem(t)->kind == T_FLOAT && s->c->opt.cl_std < 120) {
			zc_error(c, e->loc, "invalid argument type '%s' to unary expression", ty_str(c, t));
			return sema_bad(e);
		}
		if (t->kind == T_VECTOR) {
			e->type = truth_type(s, t);
			return e;
		}
		e->a = sema_cast(s, e->a, ty_bool(c), true);
		e->type = ty_int(s->c, 32, true);
		if (e->a->isconst)
			sema_setconst(e, !e->a->cval);
		return e;
	}
	return sema_bad(e);
}

/* 6.1.1.1: without cl_khr_fp16 a half object is written only by
 * vstore_half (a store to it converts a value to half: Float16) */
static bool
half_store(S *s, Expr *lv, Loc l)
{
	if (ty_elem(lv->type)->kind != T_FLOAT || ty_elem(lv->type)->bits != 16 || sema_feature(s, ZC_KHR_FP16))
		return true;
	zc_error(s->c, l, "assigning directly to pointer to type '%s' requires cl_khr_fp16. Use vector data store builtin functions instead",
	         ty_str(s->c, lv->type));
	return false;
}

Expr *
sema_incdec(S *s, Expr *e)
{
	Type *t;

	e->a = sema_expr(s, e->a);
	t = e->a->type;
	if (!t)
		return sema_bad(e);
	/* 6.3.c: not on floating vectors (clang, like the spec, refuses
	 * them; it takes floating scalars, as C does); a bool becomes true,
	 * or on -- its negation, as C's b = b - 1 does */
	if ((!ty_is_arith(ty_elem(t)) && t->kind != T_POINTER) ||
	    (t->kind == T_VECTOR && t->base->kind == T_FLOAT)) {
		zc_error(s->c, e->loc, "cannot %s value of type '%s'",
		         e->kind == EX_PREINC || e->kind == EX_POSTINC ? "increment" : "decrement", ty_str(s->c, t));
		return sema_bad(e);
	}
	if (t->kind == T_POINTER && t->base->kind != T_VOID &&
	    !sema_complete(s, t->base, e->loc, "arithmetic on a pointer to a type that"))
		return sema_bad(e);
	if (!sema_modifiable(s, e->a, e->loc) || !half_store(s, e->a, e->loc))
		return sema_bad(e);
	e->type = t;
	return e;
}

const char *
sema_opname(int op)
{
	switch (op) {
	case OP_SHL: return "<<";
	case OP_SHR: return ">>";
	case OP_LE: return "<=";
	case OP_GE: return ">=";
	case OP_EQ: return "==";
	case OP_NE: return "!=";
	case OP_LAND: return "&&";
	case OP_LOR: return "||";
	}
	switch (op) {
	case '+': return "+"; case '-': return "-"; case '*': return "*"; case '/': return "/";
	case '%': return "%"; case '&': return "&"; case '|': return "|"; case '^': return "^";
	case '<': return "<"; case '>': return ">";
	}
	return "?";
}

static Expr *
invalid_operands(S *s, Expr *e)
{
	zc_error(s->c, e->loc, "invalid operands to binary expression ('%s' and '%s')",
	         ty_str(s->c, e->a->type), ty_str(s->c, e->b->type));
	return sema_bad(e);
}

/* Pointer arithmetic: p + n, n + p, p - n, p - q (6.5.6). */
static Expr *
pointer_arith(S *s, Expr *e)
{
	Ctx *c = s->c;
	Type *ta = e->a->type, *tb = e->b->type;

	if (e->op == '+' && tb->kind == T_POINTER && ta->kind != T_POINTER) {
		Expr *t = e->a;

		e->a = e->b;
		e->b = t;
		ta = e->a->type;
		tb = e->b->type;
	}
	if (ta->kind == T_POINTER && tb->kind == T_POINTER) {
		if (e->op != '-')
			return invalid_operands(s, e);
		if (!sema_ptr_compatible(ta, tb) || ta->as != tb->as) {
			zc_error(c, e->loc, "'%s' and '%s' are not pointers to compatible types",
			         ty_str(c, ta), ty_str(c, tb));
			return sema_bad(e);
		}
		if (ta->base->kind != T_VOID && !sema_complete(s, ta->base, e->loc, "arithmetic on a pointer to a type that"))
			return sema_bad(e);
		e->type = ty_ptrdiff(c);
		return e;
	}
	if (tb->kind != T_INT && tb->kind != T_BOOL)
		return invalid_operands(s, e);
	/* GNU C, which clang accepts without a word: arithmetic on a void
	 * pointer steps bytes (void * is char * in the module) */
	if (ta->base->kind == T_FUNC) {
		zc_error(c, e->loc, "arithmetic on a pointer to a function");
		return sema_bad(e);
	}
	if (ta->base->kind != T_VOID && !sema_complete(s, ta->base, e->loc, "arithmetic on a pointer to a type that"))
		return sema_bad(e);
	/* the index is a 64-bit integer, sign-extended if signed */
	e->b = sema_cast(s, e->b, tb->is_signed || tb->kind == T_BOOL ? ty_int(c, 64, true) : ty_int(c, 64, false), true);
	e->type = ta;
	return e;
}

/* clang's -Wpointer-compare: 'p == '\\0'' or 'p == (char)0' compares the
 * pointer with null, which is rarely what was meant (*p == '\\0' is). */
static void
null_char_compare(S *s, Expr *z, int op)
{
	if (op != OP_EQ && op != OP_NE)
		return;
	if (z->kind == EX_CHAR ||
	    (z->kind == EX_CAST && !z->implicit && z->type->kind == T_INT && z->type->is_char))
		zc_warning(s->c, z->loc, "comparing a pointer to a null character constant; did you mean to compare to NULL? [-Wpointer-compare]");
}

Expr *
sema_binary(S *s, Expr *e)
{
	Ctx *c = s->c;
	Type *ta, *tb, *t;
	int op = e->op;

	e->a = sema_rvalue(s, e->a);
	e->b = sema_rvalue(s, e->b);
	ta = e->a->type;
	tb = e->b->type;
	if (!ta || !tb)
		return sema_bad(e);
	switch (op) {
	case '+':
	case '-':
		if (ta->kind == T_POINTER || tb->kind == T_POINTER)
			return pointer_arith(s, e);
		/* fallthrough */
	case '*':
	case '/':
	case '%':
	case '&':
	case '|':
	case '^':
		if (!ty_is_arith(ty_elem(ta)) || !ty_is_arith(ty_elem(tb)))
			return invalid_operands(s, e);
		/* % and the bitwise operators take integers only */
		if ((op == '%' || op == '&' || op == '|' || op == '^') &&
		    (ty_elem(ta)->kind == T_FLOAT || ty_elem(tb)->kind == T_FLOAT))
			return invalid_operands(s, e);
		t = sema_arith(s, &e->a, &e->b, e->loc, sema_opname(op));
		if (!t)
			return sema_bad(e);
		if (t->kind != T_VECTOR)
			t = sema_promote(s, t);
		e->a = sema_cast(s, e->a, t, true);
		e->b = sema_cast(s, e->b, t, true);
		e->type = t;
		sema_fold_binary(s, e, t);
		return e;
	case OP_SHL:
	case OP_SHR:
		/* 6.3.j: the result has the type of the (promoted) left operand; a
		 * scalar right operand of a vector shift is widened */
		if (ty_elem(ta)->kind != T_INT && ty_elem(ta)->kind != T_BOOL)
			return invalid_operands(s, e);
		if (ty_elem(tb)->kind != T_INT && ty_elem(tb)->kind != T_BOOL)
			return invalid_operands(s, e);
		if (ta->kind == T_VECTOR) {
			if (tb->kind == T_VECTOR && tb->n != ta->n)
				return invalid_operands(s, e);
			t = ta;
		} else {
			if (tb->kind == T_VECTOR) {
				zc_error(c, e->loc, "requested shift is a vector of type '%s' but the first operand is not a vector ('%s')",
				         ty_str(c, tb), ty_str(c, ta));
				return sema_bad(e);
			}
			t = sema_promote(s, ta);
		}
		e->a = sema_cast(s, e->a, t, true);
		e->b = sema_cast(s, e->b, t, true);
		e->type = t;
		sema_fold_binary(s, e, t);
		return e;
	case '<':
	case '>':
	case OP_LE:
	case OP_GE:
	case OP_EQ:
	case OP_NE:
		if (ta->kind == T_POINTER || tb->kind == T_POINTER) {
			/* a null pointer constant (0, NULL) meets a pointer to any
			 * address space and pointee (C99 6.5.9p5) */
			if (ta->kind == T_POINTER && sema_null_const(e->b)) {
				null_char_compare(s, e->b, op);
				e->b = sema_cast(s, e->b, ta, true);
			} else if (tb->kind == T_POINTER && sema_null_const(e->a)) {
				null_char_compare(s, e->a, op);
				e->a = sema_cast(s, e->a, tb, true);
			} else if (ta->kind == T_POINTER && tb->kind == T_POINTER) {
				if (ta->as != tb->as && ta->as != AS_GENERIC && tb->as != AS_GENERIC) {
					/* clang-15's words, the blank where it names no type included */
					zc_error(c, e->loc, "comparison between  ('%s' and '%s') which are pointers to non-overlapping address spaces",
					         ty_str(c, ta), ty_str(c, tb));
					return sema_bad(e);
				}
				if (ta->as != tb->as) {
					if (ta->as == AS_GENERIC)
						e->b = sema_cast(s, e->b, ty_pointer(c, tb->base, AS_GENERIC, tb->pquals), true);
					else
						e->a = sema_cast(s, e->a, ty_pointer(c, ta->base, AS_GENERIC, ta->pquals), true);
				}
				if (!sema_ptr_compatible(e->a->type, e->b->type) && ta->base->kind != T_VOID &&
				    tb->base->kind != T_VOID)
					zc_warning(c, e->loc, "comparison of distinct pointer types ('%s' and '%s') [-Wcompare-distinct-pointer-types]",
					           ty_str(c, ta), ty_str(c, tb));
				if (!ty_same(e->a->type, e->b->type))
					e->b = sema_cast(s, e->b, e->a->type, true);
			} else if (ty_is_arith(ta->kind == T_POINTER ? tb : ta) &&
			           (ta->kind == T_POINTER ? tb : ta)->kind != T_FLOAT) {
				/* C99 6.5.8p2, 6.5.9p2 allow neither; clang takes both
				 * with a warning and compares the integer as a pointer */
				if (op == OP_EQ || op == OP_NE)
					zc_warning(c, e->loc, "comparison between pointer and integer ('%s' and '%s') [-Wpointer-integer-compare]",
					           ty_str(c, ta), ty_str(c, tb));
				else
					zc_warning(c, e->loc, "ordered comparison between pointer and integer ('%s' and '%s') [-Wpointer-integer-compare]",
					           ty_str(c, ta), ty_str(c, tb));
				if (ta->kind == T_POINTER)
					e->b = sema_cast(s, e->b, ta, true);
				else
					e->a = sema_cast(s, e->a, tb, true);
			} else {
				return invalid_operands(s, e);
			}
			e->type = ty_int(s->c, 32, true);
			return e;
		}
		if (!ty_is_arith(ty_elem(ta)) || !ty_is_arith(ty_elem(tb)))
			return invalid_operands(s, e);
		t = sema_arith(s, &e->a, &e->b, e->loc, sema_opname(op));
		if (!t)
			return sema_bad(e);
		if (t->kind != T_VECTOR) {
			e->a = sema_cast(s, e->a, sema_promote(s, t), true);
			e->b = sema_cast(s, e->b, sema_promote(s, t), true);
		}
		e->type = truth_type(s, t);
		sema_fold_binary(s, e, e->a->type);
		return e;
	case OP_LAND:
	case OP_LOR:
		/* 6.3.h: on every scalar and vector type, floating ones from
		 * OpenCL C 1.2 on (1.1 excludes them) */
		if (c->opt.cl_std < 120 && (ty_elem(ta)->kind == T_FLOAT || ty_elem(tb)->kind == T_FLOAT))
			return invalid_operands(s, e);
		if (ta->kind == T_VECTOR || tb->kind == T_VECTOR) {
			/* component-wise, both sides evaluated */
			t = sema_arith(s, &e->a, &e->b, e->loc, sema_opname(op));
			if (!t)
				return sema_bad(e);
			e->type = truth_type(s, t);
			return e;
		}
		if (!ty_is_scalar(ta) || !ty_is_scalar(tb))
			return invalid_operands(s, e);
		e->a = sema_cast(s, e->a, ty_bool(c), true);
		e->b = sema_cast(s, e->b, ty_bool(c), true);
		e->type = ty_int(s->c, 32, true);
		if (e->a->isconst && e->b->isconst)
			sema_setconst(e, op == OP_LAND ? (e->a->cval && e->b->cval) : (e->a->cval || e->b->cval));
		else if (e->a->isconst && ((op == OP_LAND && !e->a->cval) || (op == OP_LOR && e->a->cval)))
			sema_setconst(e, op == OP_LOR);
		return e;
	}
	return invalid_operands(s, e);
}

Expr *
sema_assign(S *s, Expr *e)
{
	Ctx *c = s->c;
	Type *tl;

	e->a = sema_expr(s, e->a);
	e->b = sema_rvalue(s, e->b);
	tl = e->a->type;
	if (!tl || !e->b->type)
		return sema_bad(e);
	if (!sema_modifiable(s, e->a, e->loc) || !half_store(s, e->a, e->loc))
		return sema_bad(e);
	e->type = tl;
	if (e->op == 0) {
		if (tl->kind == T_STRUCT || tl->kind == T_UNION) {
			if (!ty_same(tl, e->b->type)) {
				zc_error(c, e->loc, "assigning to '%s' from incompatible type '%s'",
				         ty_str(c, tl), ty_str(c, e->b->type));
				return sema_bad(e);
			}
			return e;
		}
		e->b = sema_convert_at(s, e->b, tl, CONV_ASSIGN, e->loc);
		return e;
	}
	/* compound assignment: a op= b is a = a op b with a evaluated once */
	{
		Expr tmp = *e, *r;

		tmp.kind = EX_BINARY;
		tmp.type = NULL;
		tmp.isconst = false;
		/* check 'a op b' on a stand-in for a's value */
		{
			Expr *av = ar_alloc(s->nodes, sizeof *av);

			*av = *e->a;
			av->lvalue = false;
			av->isconst = false;
			tmp.a = av;
		}
		r = sema_binary(s, &tmp);
		if (!r->type)
			return sema_bad(e);
		if (r->type->kind == T_POINTER) {
			e->optype = r->type;
		} else {
			/* the type 'a op b' is computed in */
			e->optype = r->a->type;
			if (e->op == OP_SHL || e->op == OP_SHR)
				e->optype = r->a->type;
		}
		e->b = r->b;
		sema_narrow_assign(s, e);
		if (r->type->kind == T_VECTOR && tl->kind != T_VECTOR) {
			zc_error(c, e->loc, "assigning to '%s' from incompatible type '%s'",
			         ty_str(c, tl), ty_str(c, r->type));
			return sema_bad(e);
		}
	}
	return e;
}

/* clang's spelling of a result element type it made itself: C's names
 * ('unsigned char', not 'uchar'), as its messages print them */
static const char *
c_type_name(Type *t)
{
	static const char *const names[2][4] = {
		{"unsigned char", "unsigned short", "unsigned int", "unsigned long"},
		{"char", "short", "int", "long"},
	};

	if (t->kind == T_BOOL)
		return "_Bool";
	if (t->kind == T_FLOAT)
		return t->bits == 16 ? "half" : t->bits == 32 ? "float" : "double";
	return names[t->is_signed][t->bits == 8 ? 0 : t->bits == 16 ? 1 : t->bits == 32 ? 2 : 3];
}

/* OpenCL C 6.3.i: 'a ? b : c' with an integer vector condition selects
 * component-wise, by the most significant bit of each component of a.
 * A vector arm makes the result the vector type both arms meet at (as for
 * a binary operator); two scalar arms meet at the greater of their own
 * types, without the integer promotions, widened to a's width: under a
 * char4 condition, (char)1 : (char)2 is a char4.  The result must have
 * a's number of components and components of a's size. */
static Expr *
vector_conditional(S *s, Expr *e)
{
	Ctx *c = s->c;
	Type *ct = e->a->type, *tb = e->b->type, *tc = e->c->type, *t;

	if (ct->base->kind == T_FLOAT) {
		zc_error(c, e->loc, "used type '%s' where floating point type is not allowed", ty_str(c, ct));
		return sema_bad(e);
	}
	if (tb->kind == T_VECTOR || tc->kind == T_VECTOR) {
		t = sema_arith(s, &e->b, &e->c, e->loc, "?:");
		if (!t)
			return sema_bad(e);
		if (t->n != ct->n) {
			zc_error(c, e->loc, "vector condition type '%s' and result type '%s' do not have the same number of elements",
			         ty_str(c, ct), ty_str(c, t));
			return sema_bad(e);
		}
		if (t->base->size != ct->base->size) {
			zc_error(c, e->loc, "vector condition type '%s' and result type '%s' do not have elements of the same size",
			         ty_str(c, ct), ty_str(c, t));
			return sema_bad(e);
		}
	} else {
		Type *el;

		if (!ty_is_arith(tb) || !ty_is_arith(tc)) {
			zc_error(c, e->loc, "used type '%s' where integer or floating point type is required",
			         ty_str(c, ty_is_arith(tb) ? tc : tb));
			return sema_bad(e);
		}
		el = sema_arith_nopromote(s, &e->b, &e->c);
		if (el->kind == T_BOOL || el->size != ct->base->size) {
			zc_error(c, e->loc, "vector condition type '%s' and result type (vector of %u '%s' values) do not have elements of the same size",
			         ty_str(c, ct), ct->n, c_type_name(el));
			return sema_bad(e);
		}
		t = ty_vector(c, el, ct->n);
	}
	e->b = sema_cast(s, e->b, t, true);
	e->c = sema_cast(s, e->c, t, true);
	e->type = t;
	return e;
}

Expr *
sema_conditional(S *s, Expr *e)
{
	Ctx *c = s->c;
	Type *tb, *tc;

	e->a = sema_rvalue(s, e->a);
	if (!e->b) {
		/* GNU 'a ?: c' is 'a ? a : c' with a evaluated once: the
		 * conversions below wrap the one node shared by a and b */
		e->shared = e->a;
		e->b = e->a;
	} else {
		e->b = sema_rvalue(s, e->b);
	}
	e->c = sema_rvalue(s, e->c);
	if (!e->a->type || !e->b->type || !e->c->type)
		return sema_bad(e);
	tb = e->b->type;
	tc = e->c->type;
	if (e->a->type->kind == T_VECTOR)
		return vector_conditional(s, e);
	if (!ty_is_scalar(e->a->type)) {
		zc_error(c, e->a->loc, "used type '%s' where arithmetic or pointer type is required",
		         ty_str(c, e->a->type));
		return sema_bad(e);
	}
	if (e->a->type->kind == T_FLOAT) {
		/* 6.3.i: the condition is a scalar or a vector, but not of a
		 * floating-point type (clang's rule and message) */
		zc_error(c, e->loc, "used type '%s' where floating point type is not allowed", ty_str(c, e->a->type));
		return sema_bad(e);
	}
	e->a = sema_cast(s, e->a, ty_bool(c), true);
	if (ty_is_arith(ty_elem(tb)) && ty_is_arith(ty_elem(tc))) {
		Type *t = sema_arith(s, &e->b, &e->c, e->loc, "?:");

		if (!t)
			return sema_bad(e);
		if (t->kind != T_VECTOR)
			t = sema_promote(s, t);
		e->b = sema_cast(s, e->b, t, true);
		e->c = sema_cast(s, e->c, t, true);
		e->type = t;
		if (e->a->isconst && e->b->isconst && e->c->isconst)
			sema_setconst(e, e->a->cval ? e->b->cval : e->c->cval);
		return e;
	}
	if (tb->kind == T_VOID && tc->kind == T_VOID) {
		e->type = tb;
		return e;
	}
	if (tb->kind == T_POINTER || tc->kind == T_POINTER) {
		if (tb->kind == T_POINTER && sema_null_const(e->c)) {
			e->c = sema_cast(s, e->c, tb, true);
		} else if (tc->kind == T_POINTER && sema_null_const(e->b)) {
			e->b = sema_cast(s, e->b, tc, true);
		} else if (tb->kind == T_POINTER && tc->kind == T_POINTER) {
			bool generic = (tb->as == AS_GENERIC) != (tc->as == AS_GENERIC) &&
			               tb->as != AS_CONSTANT && tc->as != AS_CONSTANT;

			if (tb->as != tc->as && !generic) {
				zc_error(c, e->loc, "conditional operator with the second and third operands of type ('%s' and '%s') which are pointers to non-overlapping address spaces",
				         ty_str(c, tb), ty_str(c, tc));
				return sema_bad(e);
			}
			if (!sema_ptr_compatible(tb, tc))
				zc_warning(c, e->loc, "pointer type mismatch ('%s' and '%s') [-Wpointer-type-mismatch]", ty_str(c, tb), ty_str(c, tc));
			if (generic || tb->pquals != tc->pquals) {
				/* OpenCL C 2.0 6.5.5: a generic pointer and one to a named
				 * space meet in the generic one; the pointee keeps the
				 * qualifiers of both (C99 6.5.15p6) */
				Type *r = ty_pointer(c, tb->base, generic ? AS_GENERIC : tb->as, tb->pquals | tc->pquals);

				e->b = sema_cast(s, e->b, r, true);
			}
			e->c = sema_cast(s, e->c, e->b->type, true);
		} else {
			zc_error(c, e->loc, "incompatible operand types ('%s' and '%s')", ty_str(c, tb), ty_str(c, tc));
			return sema_bad(e);
		}
		e->type = e->b->type;
		return e;
	}
	if ((tb->kind == T_STRUCT || tb->kind == T_UNION) && ty_same(tb, tc)) {
		e->type = tb;
		return e;
	}
	zc_error(c, e->loc, "incompatible operand types ('%s' and '%s')", ty_str(c, tb), ty_str(c, tc));
	return sema_bad(e);
}
