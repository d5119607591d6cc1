/* conv.c — conversions (C99 6.3, OpenCL C 6.2 Conversions and Type
 * Casting): the implicit ones sema inserts (usual arithmetic conversions
 * with OpenCL's vector rules, assignment conversions) and explicit casts.
 *
 * OpenCL C forbids implicit conversions between vector types; a scalar
 * meeting a vector is converted to the element type and widened (6.2.6).
 * Pointers convert implicitly only to the generic address space (6.5.5). */
#include <string.h>

#include "check.h"

/* C99 6.3.1.1 integer conversion rank, by width (bool lowest) */
static int
rank(const Type *t)
{
	return t->kind == T_BOOL ? 0 : t->bits;
}

static enum Conv
scalar_conv(const Type *from, const Type *to)
{
	if (to->kind == T_BOOL)
		return from->kind == T_BOOL ? CV_NONE : CV_TO_BOOL;
	if (from->kind == T_BOOL)
		return CV_BOOL_TO_INT;
	if (from->kind == T_INT && to->kind == T_INT) {
		if (from->bits == to->bits)
			return CV_NONE;
		if (from->bits > to->bits)
			return CV_INT_TRUNC;
		return from->is_signed ? CV_INT_SEXT : CV_INT_ZEXT;
	}
	if (from->kind == T_INT && to->kind == T_FLOAT)
		return from->is_signed ? CV_INT_TO_FLOAT : CV_UINT_TO_FLOAT;
	if (from->kind == T_FLOAT && to->kind == T_INT)
		return to->is_signed ? CV_FLOAT_TO_INT : CV_FLOAT_TO_UINT;
	if (from->kind == T_FLOAT && to->kind == T_FLOAT)
		return from->bits == to->bits ? CV_NONE : from->bits < to->bits ? CV_FLOAT_EXT : CV_FLOAT_TRUNC;
	return CV_NONE;
}

Expr *
sema_cast(S *s, Expr *e, Type *to, bool implicit)
{
	Type *from = e->type;
	Expr *x;

	if (!from || !to || ty_same(from, to))
		return e;
	x = ar_alloc(s->nodes, sizeof *x);
	x->kind = EX_CAST;
	x->loc = e->loc;
	x->a = e;
	x->type = to;
	x->implicit = implicit;
	if (to->kind == T_VECTOR && from->kind != T_VECTOR) {
		/* scalar to vector: convert to the element type, then splat */
		x->a = sema_cast(s, e, to->base, true);
		x->conv = CV_SPLAT;
		return x;
	}
	if (to->kind == T_VOID) {
		x->conv = CV_NONE;
		return x;
	}
	if (from->kind == T_ARRAY && to->kind == T_POINTER) {
		x->conv = CV_ARRAY_DECAY;
		return x;
	}
	if (from->kind == T_POINTER && to->kind == T_POINTER) {
		if (sema_null_const(e)) {
			/* NULL to any pointer: the target's null, whatever the
			 * address space ((void *)0 is private or generic) */
			x->conv = CV_NULL_TO_PTR;
			return x;
		}
		if (from->as != to->as) {
			x->conv = CV_PTR_AS;
			if (!ty_same(from->base, to->base)) {
				/* change the address space, then the pointee */
				Type *mid = ty_pointer(s->c, from->base, to->as, from->pquals);

				x->type = mid;
				return sema_cast(s, x, to, implicit);
			}
			return x;
		}
		x->conv = CV_PTR_BITCAST;
		if (ty_same(from->base, to->base))
			x->conv = CV_NONE; /* qualifiers only */
		return x;
	}
	if (from->kind == T_POINTER && to->kind == T_BOOL) {
		x->conv = CV_TO_BOOL;
		return x;
	}
	if (from->kind == T_POINTER) {
		x->conv = CV_PTR_TO_INT;
		return x;
	}
	if (to->kind == T_POINTER) {
		x->conv = sema_null_const(e) ? CV_NULL_TO_PTR : CV_INT_TO_PTR;
		/* an integer narrower than the pointer is extended first, by
		 * its signedness: (global int *)-1 is all ones (SPIR-V's
		 * OpConvertUToPtr would zero-extend it) */
		if (x->conv == CV_INT_TO_PTR && (from->kind == T_BOOL || (from->kind == T_INT && from->bits < 64)))
			x->a = sema_cast(s, e, ty_int(s->c, 64, from->kind == T_INT && from->is_signed), true);
		return x;
	}
	if (from->kind == T_VECTOR && to->kind == T_VECTOR) {
		x->conv = scalar_conv(from->base, to->base);
		return x;
	}
	x->conv = scalar_conv(from, to);
	sema_fold_cast(s, x);
	return x;
}

bool
sema_null_const(Expr *e)
{
	while (e->kind == EX_CAST && (e->implicit || (e->type && e->type->kind == T_POINTER &&
	                                              e->type->base->kind == T_VOID)))
		e = e->a;
	return e->isconst && e->cval == 0 && e->type && (e->type->kind == T_INT || e->type->kind == T_BOOL);
}

bool
sema_ptr_compatible(Type *a, Type *b)
{
	return ty_same(a->base, b->base) ||
	       (a->base->kind == T_INT && b->base->kind == T_INT && a->base->bits == b->base->bits &&
	        a->base->is_signed == b->base->is_signed);
}

/* 6.3.1.1 integer promotions: bool, char and short become int */
Type *
sema_promote(S *s, Type *t)
{
	if (t->kind == T_BOOL || (t->kind == T_INT && t->bits < 32))
		return ty_int(s->c, 32, true);
	return t;
}

/* 6.3.1.8 usual arithmetic conversions for two scalars; without the
 * integer promotions when promote is false (OpenCL C 6.3.i: the scalar
 * operands of ?: under a vector condition meet at the greater of their
 * own types, so char and char stay char). */
static Type *
common_scalar(S *s, Type *a, Type *b, bool promote)
{
	if (a->kind == T_FLOAT || b->kind == T_FLOAT) {
		unsigned bits = 0;

		if (a->kind == T_FLOAT)
			bits = a->bits;
		if (b->kind == T_FLOAT && b->bits > bits)
			bits = b->bits;
		return ty_float(s->c, bits);
	}
	if (promote) {
		a = sema_promote(s, a);
		b = sema_promote(s, b);
	}
	if (ty_same(a, b))
		return a;
	if (a->kind == T_BOOL || b->kind == T_BOOL)
		return a->kind == T_BOOL ? b : a;
	if (a->bits == b->bits && a->is_signed == b->is_signed)
		return a->is_char ? b : a; /* char meets signed char: signed char */
	if (a->is_signed == b->is_signed)
		return rank(a) > rank(b) ? a : b;
	{
		Type *u = a->is_signed ? b : a, *sg = a->is_signed ? a : b;

		if (rank(u) >= rank(sg))
			return u;
		/* the signed type can hold every value of the unsigned one */
		return sg;
	}
}

/* OpenCL C 6.2.6: a scalar meeting a vector is converted to the element
 * type only if that loses nothing the usual arithmetic conversions would
 * keep: no floating scalar for an integer vector, no wider floating type,
 * and no integer type above the element's in C's order (6.3.1.8, where
 * at equal rank the unsigned type is the greater).  Clang applies this to
 * constants too: char4 + 1 is an error, char4 + (char)1 is not. */
static bool
scalar_outranks(const Type *sc, const Type *elem)
{
	if (elem->kind == T_FLOAT)
		return sc->kind == T_FLOAT && sc->bits > elem->bits;
	if (sc->kind == T_FLOAT)
		return true;
	if (sc->kind == T_BOOL || elem->kind == T_BOOL)
		return rank(sc) > rank(elem);
	if (sc->is_signed == elem->is_signed)
		return rank(sc) > rank(elem);
	if (!sc->is_signed)
		return rank(sc) >= rank(elem);
	return rank(sc) > rank(elem);
}

/* The usual arithmetic conversions of OpenCL C 6.2.6: scalars as in C; a
 * scalar and a vector meet at the vector type; two vectors must agree. */
Type *
sema_arith(S *s, Expr **pa, Expr **pb, Loc l, const char *op)
{
	Type *a = (*pa)->type, *b = (*pb)->type, *t;

	if (a->kind == T_VECTOR || b->kind == T_VECTOR) {
		if (a->kind == T_VECTOR && b->kind == T_VECTOR) {
			if (!ty_same(a, b)) {
				if (op) /* clang's words */
					zc_error(s->c, l, "implicit conversions between vector types ('%s' and '%s') are not permitted%s",
					         ty_str(s->c, a), ty_str(s->c, b),
					         a->n != b->n ? "" : "; use an explicit convert_ function");
				else
					zc_error(s->c, l, "cannot convert between vector types '%s' and '%s'%s",
					         ty_str(s->c, a), ty_str(s->c, b),
					         a->n != b->n ? " of different size" : "; use an explicit convert_ function");
				return NULL;
			}
			return a;
		}
		t = a->kind == T_VECTOR ? a : b;
		{
			Type *sc = a->kind == T_VECTOR ? b : a;
			Expr **pe = a->kind == T_VECTOR ? pb : pa;

			if (!ty_is_arith(sc)) {
				zc_error(s->c, l, "invalid operands to binary expression ('%s' and '%s')",
				         ty_str(s->c, a), ty_str(s->c, b));
				return NULL;
			}
			if (scalar_outranks(sc, t->base)) {
				zc_error(s->c, l, "scalar operand type has greater rank than the type of the vector element. ('%s' and '%s')",
				         ty_str(s->c, a), ty_str(s->c, b));
				return NULL;
			}
			*pe = sema_cast(s, *pe, t, true);
		}
		return t;
	}
	if (!ty_is_arith(a) || !ty_is_arith(b)) {
		zc_error(s->c, l, "invalid operands to binary expression ('%s' and '%s')",
		         ty_str(s->c, a), ty_str(s->c, b));
		return NULL;
	}
	t = common_scalar(s, a, b, true);
	*pa = sema_cast(s, *pa, t, true);
	*pb = sema_cast(s, *pb, t, true);
	return t;
}

/* The type two scalar operands meet at without the integer promotions
 * (the arms of ?: under a vector condition, OpenCL C 6.3.i), both
 * converted to it; NULL if either is not an integer or floating type. */
Type *
sema_arith_nopromote(S *s, Expr **pa, Expr **pb)
{
	Type *a = (*pa)->type, *b = (*pb)->type, *t;

	if (!ty_is_arith(a) || !ty_is_arith(b))
		return NULL;
	t = common_scalar(s, a, b, false);
	*pa = sema_cast(s, *pa, t, true);
	*pb = sema_cast(s, *pb, t, true);
	return t;
}

/* Would e convert implicitly (and silently) to type to? */
bool
sema_can_convert(S *s, Expr *e, Type *to)
{
	Type *from = e->type;

	if (!from || !to)
		return true;
	if (ty_same(from, to))
		return true;
	if (ty_is_arith(from) && ty_is_arith(to))
		return true;
	if (to->kind == T_VECTOR && ty_is_arith(from))
		return true;
	if (to->kind == T_POINTER && sema_null_const(e))
		return true;
	if (to->kind == T_POINTER && from->kind == T_POINTER) {
		if (from->as != to->as && to->as != AS_GENERIC)
			return false;
		if (from->base->kind == T_VOID || to->base->kind == T_VOID)
			return true;
		return sema_ptr_compatible(from, to);
	}
	if (to->kind == T_POINTER && sema_null_const(e))
		return true;
	if (to->kind == T_BOOL && from->kind == T_POINTER)
		return true;
	return false;
}

/* clang's words for converting a value of type from to type to in context
 * ctx (CONV_*), "incompatible" before the type the conversion fails at. */
static const char *
conv_phrase(S *s, int ctx, Type *to, Type *from, bool incompatible)
{
	Ctx *c = s->c;
	const char *t = ty_str(c, to), *f = ty_str(c, from);

	switch (ctx) {
	case CONV_ASSIGN:
		return ar_printf(&c->ar, "assigning to '%s' from %s'%s'", t, incompatible ? "incompatible type " : "", f);
	case CONV_PASS:
		return ar_printf(&c->ar, "passing '%s' to parameter of %stype '%s'", f, incompatible ? "incompatible " : "", t);
	case CONV_RETURN:
		return ar_printf(&c->ar, "returning '%s' from a function with %sresult type '%s'", f,
		                 incompatible ? "incompatible " : "", t);
	default:
		return ar_printf(&c->ar, "initializing '%s' with an expression of %stype '%s'", t,
		                 incompatible ? "incompatible " : "", f);
	}
}

/* The pointee types a and b differ only in the sign of an integer type of
 * one size (C99 6.2.5p6 pairs them; clang counts plain char apart from
 * both): 1 different sign, 2 plain char against another char type, 0
 * neither. */
static int
pointer_sign(Type *a, Type *b)
{
	if (a->kind != T_INT || b->kind != T_INT || a->bits != b->bits)
		return 0;
	if (a->is_char != b->is_char)
		return 2;
	return a->is_signed != b->is_signed;
}

/* 6.15.14.1: a sampler written as its CLK_* bits must be a constant the
 * SPIR-V OpConstantSampler can say: an addressing mode up to
 * CLK_ADDRESS_MIRRORED_REPEAT, one filter mode, no other bits.  False
 * (reported) if e is not. */
bool
sema_sampler_bits(S *s, Expr *e)
{
	int64_t bits = e->cval;

	if (!e->isconst) {
		zc_error(s->c, e->loc, "a sampler must be initialized with a constant expression of the CLK_* sampler bits");
		return false;
	}
	if (((bits >> 1) & 7) > 4 || (bits & ~(int64_t)0x3f) || (bits & 0x30) == 0x30) {
		zc_error(s->c, e->loc, "invalid sampler bits 0x%llx", (long long)bits);
		return false;
	}
	return true;
}

/* Assignment conversions (6.5.16.1), used for initialization, arguments
 * and return values as well (ctx says which, for the messages).  A
 * pointer conversion C allows with a diagnostic is made after clang's
 * warning, which names its option as clang's does: -Wpointer-sign,
 * -Wincompatible-pointer-types, -Wincompatible-pointer-types-discards-
 * qualifiers, and -Wint-conversion for an integer to or from a pointer
 * (an error unless -Wno-error=int-conversion, as in clang 15). */
Expr *
sema_convert(S *s, Expr *e, Type *to, int ctx)
{
	return sema_convert_at(s, e, to, ctx, e->loc);
}

/* sema_convert with its diagnostics at at: clang reports an assignment's
 * conversion at the operator, an initialization's at the declarator. */
Expr *
sema_convert_at(S *s, Expr *e, Type *to, int ctx, Loc at)
{
	Ctx *c = s->c;
	Type *from = e->type;

	if (!from || !to || ty_same(from, to))
		return e;
	if (to->kind == T_VOID)
		return e;
	if ((ty_is_arith(from) && ty_is_arith(to)) || (to->kind == T_VECTOR && ty_is_arith(from))) {
		sema_warn_conversion(s, e, to);
		return sema_cast(s, e, to, true);
	}
	if (to->kind == T_SAMPLER && ty_is_int(from)) {
		/* builtins: 6.15.14.1 a sampler from the CLK_* bits, a constant */
		if (!e->isconst)
			zc_error(c, at, "%s needs a constant expression of the CLK_* sampler bits",
			         conv_phrase(s, ctx, to, from, false));
		else
			sema_sampler_bits(s, e);
		return sema_cast(s, e, to, true);
	}
	if (to->kind == T_VECTOR && from->kind == T_VECTOR) {
		zc_error(c, at, "%s%s", conv_phrase(s, ctx, to, from, true),
		         to->n == from->n ? "; use an explicit convert_ function" : "");
		return e;
	}
	if (to->kind == T_POINTER && sema_null_const(e))
		return sema_cast(s, e, to, true); /* 6.3.2.3p3: NULL becomes any pointer's null */
	if (to->kind == T_POINTER && from->kind == T_POINTER) {
		bool discards = (from->pquals & ~to->pquals) & (Q_CONST | Q_VOLATILE);

		if (from->as != to->as) {
			if (to->as != AS_GENERIC || from->as == AS_CONSTANT) {
				zc_error(c, at, "%s changes address space of pointer", conv_phrase(s, ctx, to, from, false));
				return e;
			}
		}
		/* clang's order: incompatible pointees, then the qualifiers, then
		 * the sign (which can be turned off) */
		/* _Atomic T is no integer type: atomic_uint * to atomic_int *,
		 * or int * to atomic_int *, is an incompatible pointer */
		bool atomic = ((from->pquals | to->pquals) & Q_ATOMIC) != 0;

		if (from->base->kind != T_VOID && to->base->kind != T_VOID &&
		    (!sema_ptr_compatible(from, to) || ((from->pquals ^ to->pquals) & Q_ATOMIC))) {
			int sign = atomic ? 0 : pointer_sign(from->base, to->base);
			Type *fb = from->base, *tb = to->base;

			if (sign && discards)
				zc_warning(c, at, "%s discards qualifiers [-Wincompatible-pointer-types-discards-qualifiers]",
				           conv_phrase(s, ctx, to, from, false));
			else if (sign)
				zc_warning(c, at, "%s converts between pointers to integer types %s [-Wpointer-sign]",
				           conv_phrase(s, ctx, to, from, false),
				           sign == 2 ? "where one is of the unique plain 'char' type and the other is not"
				                     : "with different sign");
			else if (fb->kind == T_POINTER && tb->kind == T_POINTER && fb->as == tb->as &&
			         fb->pquals != tb->pquals && ty_same(fb->base, tb->base))
				/* int ** to const int **: C allows no qualifier added
				 * below the first level (C99 6.5.16.1 example 3) */
				zc_warning(c, at, "%s discards qualifiers in nested pointer types [-Wincompatible-pointer-types-discards-qualifiers]",
				           conv_phrase(s, ctx, to, from, false));
			else
				zc_warning(c, at, "incompatible pointer types %s [-Wincompatible-pointer-types]",
				           conv_phrase(s, ctx, to, from, false));
		} else if (discards) {
			zc_warning(c, at, "%s discards qualifiers [-Wincompatible-pointer-types-discards-qualifiers]",
			           conv_phrase(s, ctx, to, from, false));
		}
		return sema_cast(s, e, to, true);
	}
	if (to->kind == T_POINTER && (from->kind == T_INT || from->kind == T_BOOL)) {
		zc_warning(c, at, "incompatible integer to pointer conversion %s [-Wint-conversion]",
		           conv_phrase(s, ctx, to, from, false));
		return sema_cast(s, e, to, true);
	}
	if (to->kind == T_INT && from->kind == T_POINTER) {
		zc_warning(c, at, "incompatible pointer to integer conversion %s [-Wint-conversion]",
		           conv_phrase(s, ctx, to, from, false));
		return sema_cast(s, e, to, true);
	}
	if (to->kind == T_BOOL && from->kind == T_POINTER)
		return sema_cast(s, e, to, true);
	zc_error(c, at, "%s", conv_phrase(s, ctx, to, from, true));
	return e;
}

/* 6.5.4 Cast operators, with OpenCL C 6.2.2 (no casts between vector
 * types) and 6.5.5 (address space casts only through generic). */
static Expr *
cast_error(Expr *e)
{
	e->type = NULL; /* reported: no further complaints about it */
	return e;
}

Expr *
sema_explicit_cast(S *s, Expr *e, Type *to, Loc l)
{
	Ctx *c = s->c;
	Type *from = e->type;
	Expr *x;

	if (!from || !to)
		return e;
	if (to->kind == T_VOID || ty_same(from, to)) {
		x = sema_cast(s, e, to, false);
		if (x == e) {
			/* a no-op cast still makes an rvalue */
			x = ar_alloc(s->nodes, sizeof *x);
			x->kind = EX_CAST;
			x->loc = l;
			x->a = e;
			x->type = to;
			x->conv = CV_NONE;
			x->isconst = e->isconst;
			x->cval = e->cval;
		}
		return x;
	}
	if (to->kind == T_VECTOR) {
		if (from->kind == T_VECTOR) {
			zc_error(c, l, "invalid conversion between vector type '%s' and '%s' of %s; use convert_%s() or as_%s()",
			         ty_str(c, from), ty_str(c, to), from->size == to->size ? "the same size" : "different size",
			         ty_str(c, to), ty_str(c, to));
			return cast_error(e);
		}
		if (!ty_is_arith(from)) {
			zc_error(c, l, "invalid conversion from '%s' to vector type '%s'", ty_str(c, from), ty_str(c, to));
			return cast_error(e);
		}
		x = sema_cast(s, e, to, false);
		x->loc = l;
		return x;
	}
	if (from->kind == T_VECTOR) {
		zc_error(c, l, "invalid conversion between vector type '%s' and scalar type '%s'",
		         ty_str(c, from), ty_str(c, to));
		return cast_error(e);
	}
	if (to->kind == T_STRUCT || to->kind == T_UNION || to->kind == T_ARRAY) {
		zc_error(c, l, "used type '%s' where arithmetic or pointer type is required", ty_str(c, to));
		return cast_error(e);
	}
	if (from->kind == T_STRUCT || from->kind == T_UNION) {
		zc_error(c, l, "operand of type '%s' where arithmetic or pointer type is required", ty_str(c, from));
		return cast_error(e);
	}
	if (to->kind == T_POINTER && from->kind == T_POINTER && from->as != to->as &&
	    from->as != AS_GENERIC && to->as != AS_GENERIC) {
		zc_error(c, l, "casting '%s' to type '%s' changes address space of pointer",
		         ty_str(c, from), ty_str(c, to));
		return cast_error(e);
	}
	if (to->kind == T_POINTER && from->kind == T_FLOAT) {
		zc_error(c, l, "operand of type '%s' cannot be cast to a pointer type", ty_str(c, from));
		return cast_error(e);
	}
	if (from->kind == T_POINTER && to->kind == T_FLOAT) {
		zc_error(c, l, "pointer cannot be cast to type '%s'", ty_str(c, to));
		return cast_error(e);
	}
	if ((from->kind == T_IMAGE || from->kind == T_SAMPLER || from->kind == T_EVENT) ||
	    (to->kind == T_IMAGE || to->kind == T_SAMPLER || to->kind == T_EVENT)) {
		if (!(to->kind == T_SAMPLER && from->kind == T_INT)) {
			zc_error(c, l, "cannot cast '%s' to '%s'", ty_str(c, from), ty_str(c, to));
			return cast_error(e);
		}
		if (!sema_sampler_bits(s, e))
			return cast_error(e);
	}
	/* clang's warnings for an integer narrower than a pointer (a
	 * constant, such as (global int *)1, is taken as written) */
	if (to->kind == T_POINTER && from->kind == T_INT && from->size < 8 && !e->isconst)
		zc_warning(c, l, "cast to '%s' from smaller integer type '%s' [-Wint-to-pointer-cast]",
		           ty_str(c, to), ty_str(c, from));
	else if (to->kind == T_INT && from->kind == T_POINTER && to->size < 8)
		zc_warning(c, l, "cast to smaller integer type '%s' from '%s' [-Wpointer-to-int-cast]",
		           ty_str(c, to), ty_str(c, from));
	x = sema_cast(s, e, to, false);
	if (x->kind == EX_CAST)
		x->loc = l;
	return x;
}
