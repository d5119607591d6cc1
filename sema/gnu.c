/* gnu.c — the GNU and clang __builtin_ functions of builtins/gnu.def:
 * their arguments checked with clang's diagnostics, the integer ones
 * folded when the arguments are constants (clang evaluates them in
 * constant expressions: array sizes, case labels), the libm spellings
 * turned into calls of the OpenCL C function, the rest left as a call
 * named "gnu" (Expr.op the GB_ code) for irgen/gnu.c to lower.  Also
 * clang's builtins that take a type (convertvector, astype, bit_cast,
 * types_compatible_p) and the text of GNU __PRETTY_FUNCTION__. */
#include <math.h>
#include <string.h>

#include "check.h"

typedef struct GnuRow {
	const char *name;
	const char *opencl;   /* GB_MATH: the OpenCL C function */
	const char *sig;
	uint8_t op;           /* enum GnuOp */
	bool f;               /* GB_MATH: the float form (x is float) */
} GnuRow;

static const GnuRow rows[] = {
#define GNU(n, op, sig) {#n, NULL, sig, op, false},
#define MATH(n, cl, sig) {"__builtin_" #n, #cl, sig, GB_MATH, false}, {"__builtin_" #n "f", #cl, sig, GB_MATH, true},
#include "../builtins/gnu.def"
#undef GNU
#undef MATH
};

static const GnuRow *
row_of(const char *name)
{
	size_t i;

	for (i = 0; i < ZC_COUNTOF(rows); i++)
		if (strcmp(rows[i].name, name) == 0)
			return &rows[i];
	return NULL;
}

/* Is name one of the __builtin_ functions gnu.def lists (or one of
 * clang's that take a type)?  Another __builtin_ name is the program's
 * to declare: an ordinary function, imported (IGC's __builtin_IB_*
 * intrinsics, which Intel's own kernels declare and call). */
bool
sema_gnu_known(const char *name)
{
	static const char *const typed[] = {"__builtin_convertvector", "__builtin_astype",
	                                    "__builtin_bit_cast", "__builtin_types_compatible_p",
	                                    "__builtin_offsetof"};
	size_t i;

	for (i = 0; i < ZC_COUNTOF(typed); i++)
		if (strcmp(name, typed[i]) == 0)
			return true;
	return row_of(name) != NULL;
}

/* the type of a fixed type code of gnu.def */
static Type *
code_type(S *s, char k, bool f)
{
	Ctx *c = s->c;

	switch (k) {
	case 'i': return ty_int(c, 32, true);
	case 'u': return ty_int(c, 32, false);
	case 'l': return ty_int(c, 64, true);
	case 'U': return ty_int(c, 64, false);
	case 'h': return ty_int(c, 16, false);
	case 'c': return ty_int(c, 8, false);
	case 'b': return ty_bool(c);
	case 'v': return ty_void(c);
	case 'f': return ty_float(c, 32);
	case 'd':
	case 'x':
		/* double where the target has it; the double forms are computed
		 * in float elsewhere, as __builtin_inf() is a float there */
		if (k == 'x' && f)
			return ty_float(c, 32);
		if (sema_feature(s, ZC_KHR_FP64) || sema_feature(s, ZC_F_FP64))
			return ty_float(c, 64);
		return ty_float(c, 32);
	}
	return NULL;
}

static size_t
nparams(const char *sig, bool *more)
{
	const char *p = strchr(sig, ':') + 1;
	size_t n = 0;

	*more = false;
	for (; *p; p++) {
		if (*p == '.')
			*more = true;
		else if (*p != ',')
			n++;
	}
	return n;
}

/* e becomes the integer constant v of type t (int when NULL) */
static Expr *
int_result(S *s, Expr *e, Type *t, int64_t v)
{
	e->kind = EX_INT;
	e->suffix = "";
	e->nargs = 0;
	e->type = t ? t : ty_int(s->c, 32, true);
	sema_setconst(e, v);
	e->ival = (uint64_t)e->cval;
	return e;
}

static int
popcount64(uint64_t x)
{
	int n = 0;

	for (; x; x &= x - 1)
		n++;
	return n;
}

/* the value of a bit operation on the constant x of type t (false: not
 * a constant, as clang's __builtin_clz(0) is not) */
static bool
fold_bits(int op, Type *t, const int64_t *a, int64_t *r)
{
	unsigned w = t->bits;
	uint64_t m = w == 64 ? ~0ull : (1ull << w) - 1, x = (uint64_t)a[0] & m, y;
	int i;

	switch (op) {
	case GB_POPCOUNT: *r = popcount64(x); return true;
	case GB_PARITY: *r = popcount64(x) & 1; return true;
	case GB_CLZ:
		if (!x)
			return false;
		for (i = 0; !(x >> (w - 1 - i) & 1); i++)
			;
		*r = i;
		return true;
	case GB_CTZ:
	case GB_FFS:
		if (!x) {
			*r = 0;
			return op == GB_FFS;
		}
		for (i = 0; !(x >> i & 1); i++)
			;
		*r = op == GB_FFS ? i + 1 : i;
		return true;
	case GB_CLRSB:
		y = (x >> (w - 1) & 1) ? ~x & m : x;
		for (i = 0; i < (int)w && !(y >> (w - 1 - i) & 1); i++)
			;
		*r = i - 1;
		return true;
	case GB_BSWAP:
		for (y = 0, i = 0; i < (int)w; i += 8)
			y |= (x >> i & 0xff) << (w - 8 - i);
		*r = (int64_t)y;
		return true;
	case GB_BITREVERSE:
		for (y = 0, i = 0; i < (int)w; i++)
			y |= (x >> i & 1) << (w - 1 - i);
		*r = (int64_t)y;
		return true;
	case GB_ROTL:
	case GB_ROTR: {
		unsigned n = (unsigned)((uint64_t)a[1] % w);

		if (op == GB_ROTR)
			n = (w - n) % w;
		*r = (int64_t)(n ? ((x << n) | (x >> (w - n))) & m : x);
		return true;
	}
	case GB_ABS:
		*r = a[0] < 0 ? -(int64_t)((uint64_t)a[0]) : a[0];
		return true;
	}
	return false;
}

/* an integer constant argument of prefetch: clang's checks */
static bool
const_arg(S *s, Expr *a, const char *name, int64_t lo, int64_t hi)
{
	int64_t v;

	if (!sema_intconst(s, a, &v)) {
		zc_error(s->c, a->loc, "argument to '%s' must be a constant integer", name);
		return false;
	}
	if (v < lo || v > hi) {
		zc_error(s->c, a->loc, "argument value %lld is outside the valid range [%lld, %lld]",
		         (long long)v, (long long)lo, (long long)hi);
		return false;
	}
	return true;
}

/* Can every value of integer type x be held by t? */
static bool
int_fits(Type *x, Type *t)
{
	if (x->is_signed == t->is_signed)
		return x->bits <= t->bits;
	return !x->is_signed && x->bits < t->bits;
}

/* __builtin_{add,sub,mul}_overflow(a, b, &r): r's type T decides.  irgen
 * does the operation in T when both operands have it (checking the
 * wrapped result), else, with every type at most 32 bits, in 64 bits
 * exactly.  Operands of other types that T holds are converted first. */
static Expr *
overflow_call(S *s, Expr *e, const char *name)
{
	Ctx *c = s->c;
	Type *p = e->args[2]->type, *t;
	size_t i;

	for (i = 0; i < 2; i++) {
		Type *a = e->args[i]->type;

		if (a->kind != T_INT) {
			zc_error(c, e->args[i]->loc, "operand argument to overflow builtin must be an integer ('%s' invalid)",
			         ty_str(c, a));
			return NULL;
		}
	}
	if (p->kind != T_POINTER || p->base->kind != T_INT || (p->pquals & Q_CONST)) {
		zc_error(c, e->args[2]->loc, "result argument to overflow builtin must be a pointer to a non-const integer ('%s' invalid)",
		         ty_str(c, p));
		return NULL;
	}
	t = p->base;
	for (i = 0; i < 2; i++) {
		Expr *a = e->args[i];
		int64_t v;

		if (ty_same(a->type, t))
			continue;
		if (int_fits(a->type, t) || (sema_intconst(s, a, &v) && sema_wrap(t, v) == v &&
		                             (t->is_signed || v >= 0 || !a->type->is_signed)))
			e->args[i] = sema_cast(s, a, t, true);
	}
	if ((!ty_same(e->args[0]->type, t) || !ty_same(e->args[1]->type, t)) &&
	    (e->args[0]->type->bits > 32 || e->args[1]->type->bits > 32 || t->bits > 32)) {
		zc_error(c, e->loc, "'%s' on '%s' and '%s' with a '%s' result is not supported: convert the operands to the result's type",
		         name, ty_str(c, e->args[0]->type), ty_str(c, e->args[1]->type), ty_str(c, t));
		return NULL;
	}
	return e;
}

/* __builtin_shufflevector(a, b, i...): clang's vector shuffle, a vector of
 * as many components as indices (-1: undefined) */
static Expr *
shuffle_call(S *s, Expr *e, const char *name)
{
	Ctx *c = s->c;
	Type *a = e->args[0]->type;
	size_t i, n = e->nargs - 2;

	if (a->kind != T_VECTOR) {
		zc_error(c, e->args[0]->loc, "first argument to '%s' must be a vector", name);
		return NULL;
	}
	if (!ty_same(a, e->args[1]->type)) {
		zc_error(c, e->args[0]->loc, "first two arguments to '%s' must have the same type", name);
		return NULL;
	}
	if (n != 2 && n != 3 && n != 4 && n != 8 && n != 16) {
		zc_error(c, e->loc, "'%s' with %zu indices: OpenCL C vectors have 2, 3, 4, 8 or 16 components", name, n);
		return NULL;
	}
	for (i = 2; i < e->nargs; i++) {
		int64_t v;

		if (!sema_intconst(s, e->args[i], &v)) {
			zc_error(c, e->args[i]->loc, "index for __builtin_shufflevector must be a constant integer");
			return NULL;
		}
		if (v < -1 || v >= 2 * (int64_t)a->n) {
			zc_error(c, e->args[i]->loc, "index for __builtin_shufflevector must be less than the total number of vector elements");
			return NULL;
		}
	}
	e->type = ty_vector(c, a->base, (unsigned)n);
	return e;
}

/* the floating arguments of a classification: clang's messages */
static bool
float_args(S *s, Expr *e, size_t from)
{
	Ctx *c = s->c;

	if (e->nargs - from == 2) {
		Expr **a = &e->args[from], **b = &e->args[from + 1];
		Type *t;

		if (!ty_is_arith((*a)->type) || !ty_is_arith((*b)->type) ||
		    (!ty_is_float((*a)->type) && !ty_is_float((*b)->type))) {
			zc_error(c, (*a)->loc, "ordered compare requires two args of floating point type ('%s' and '%s')",
			         ty_str(c, (*a)->type), ty_str(c, (*b)->type));
			return false;
		}
		t = sema_arith(s, a, b, e->loc, "compare");
		return t != NULL;
	}
	if (!ty_is_float(e->args[from]->type)) {
		zc_error(c, e->args[from]->loc, "floating point classification requires argument of floating point type (passed in '%s')",
		         ty_str(c, e->args[from]->type));
		return false;
	}
	return true;
}

Expr *
sema_gnu_call(S *s, Expr *e, const char *name)
{
	Ctx *c = s->c;
	const GnuRow *r = row_of(name);
	const char *p;
	bool more;
	size_t n, i;
	int64_t v[2] = {0, 0};
	bool folded = true;

	if (!r) {
		zc_error(c, e->loc, "use of unknown builtin '%s'", name);
		return NULL;
	}
	n = nparams(r->sig, &more);
	if (e->nargs < n || (e->nargs > n && !more)) {
		zc_error(c, e->loc, "too %s arguments to function call, expected %zu, have %zu",
		         e->nargs < n ? "few" : "many", n, e->nargs);
		return NULL;
	}
	/* the arguments of fixed type, converted as to a prototype's */
	for (p = strchr(r->sig, ':') + 1, i = 0; *p && *p != '.'; p++) {
		Type *t;

		if (*p == ',')
			continue;
		if ((t = code_type(s, *p, r->f)) && t->kind != T_VOID && *p != 'b') {
			if (e->args[i]->type->kind == T_VECTOR || e->args[i]->type->kind == T_POINTER) {
				zc_error(c, e->args[i]->loc, "passing '%s' to parameter of incompatible type '%s'",
				         ty_str(c, e->args[i]->type), ty_str(c, t));
				return NULL;
			}
			if (!(e->args[i] = sema_convert(s, e->args[i], t, CONV_PASS))->type)
				return NULL;
		} else if (*p == 'p' && e->args[i]->type->kind != T_POINTER) {
			zc_error(c, e->args[i]->loc, "'%s' needs a pointer argument, not '%s'", name, ty_str(c, e->args[i]->type));
			return NULL;
		}
		if (i < 2 && !sema_intconst(s, e->args[i], &v[i]))
			folded = false;
		i++;
	}
	e->bi = NULL;
	e->name = "gnu";
	e->op = r->op;
	e->type = code_type(s, r->sig[0], r->f);
	switch (r->op) {
	case GB_MATH:
		return sema_builtin_named(s, e, r->opencl);
	case GB_POPCOUNT: case GB_CLZ: case GB_CTZ: case GB_FFS: case GB_PARITY:
	case GB_CLRSB: case GB_BSWAP: case GB_BITREVERSE: case GB_ROTL: case GB_ROTR: case GB_ABS: {
		int64_t x;

		if (folded && fold_bits(r->op, e->args[0]->type, v, &x))
			return int_result(s, e, e->type, x);
		return e;
	}
	case GB_ADD_OVF: case GB_SUB_OVF: case GB_MUL_OVF:
		return overflow_call(s, e, name);
	case GB_ISNAN: case GB_ISINF: case GB_ISFINITE: case GB_ISNORMAL: case GB_SIGNBIT:
	case GB_ISGREATER: case GB_ISGREATEREQUAL: case GB_ISLESS: case GB_ISLESSEQUAL:
	case GB_ISLESSGREATER: case GB_ISUNORDERED:
		return float_args(s, e, 0) ? e : NULL;
	case GB_FPCLASSIFY:
		return float_args(s, e, 5) ? e : NULL;
	case GB_INF:
	case GB_NAN:
		e->kind = EX_FLOAT;
		e->fval = r->op == GB_NAN ? NAN : INFINITY;
		e->suffix = e->type->bits == 64 ? "" : "f";
		e->nargs = 0;
		return e;
	case GB_EXPECT:
		return sema_cast(s, e->args[0], e->type, true);
	case GB_ASSUME:
		/* evaluates nothing, as clang (which warns on side effects) */
		if (!ty_is_scalar(e->args[0]->type)) {
			zc_error(c, e->args[0]->loc, "'%s' needs a scalar argument, not '%s'", name, ty_str(c, e->args[0]->type));
			return NULL;
		}
		int_result(s, e, NULL, 0);
		return sema_cast(s, e, ty_void(c), false);
	case GB_CONSTANT_P:
		return int_result(s, e, NULL, e->args[0]->isconst || e->args[0]->kind == EX_FLOAT ||
		                        e->args[0]->kind == EX_STRING);
	case GB_CHOOSE_EXPR:
		if (!sema_intconst(s, e->args[0], &v[0])) {
			zc_error(c, e->args[0]->loc, "'__builtin_choose_expr' requires a constant expression");
			return NULL;
		}
		return e->args[v[0] ? 1 : 2];
	case GB_ASSUME_ALIGNED: {
		Type *pt = e->args[0]->type;
		int64_t a;

		if (e->nargs > 3) {
			zc_error(c, e->loc, "too many arguments to function call, expected at most 3, have %zu", e->nargs);
			return NULL;
		}
		if (!sema_intconst(s, e->args[1], &a)) {
			zc_error(c, e->args[1]->loc, "argument to '%s' must be a constant integer", name);
			return NULL;
		}
		if (a <= 0 || (a & (a - 1))) {
			zc_error(c, e->args[1]->loc, "requested alignment is not a power of 2");
			return NULL;
		}
		/* void * in the pointer's own address space (clang's is in no
		 * named space, which OpenCL C 1.2 cannot assign anywhere) */
		e->type = ty_pointer(c, ty_void(c), pt->as, pt->pquals);
		return e;
	}
	case GB_PREFETCH:
		if (e->nargs > 3) {
			zc_error(c, e->loc, "too many arguments to function call, expected at most 3, have %zu", e->nargs);
			return NULL;
		}
		if ((e->nargs > 1 && !const_arg(s, e->args[1], name, 0, 1)) ||
		    (e->nargs > 2 && !const_arg(s, e->args[2], name, 0, 3)))
			return NULL;
		return e;
	case GB_NT_LOAD:
	case GB_NT_STORE: {
		Expr *pe = e->args[r->op == GB_NT_LOAD ? 0 : 1];
		Type *pt = pe->type;

		if (pt->kind != T_POINTER || !ty_is_arith(ty_elem(pt->base))) {
			zc_error(c, pe->loc, "address argument to nontemporal builtin must be a pointer to integer, float, pointer, or a vector of such types ('%s' invalid)",
			         ty_str(c, pt));
			return NULL;
		}
		if (r->op == GB_NT_LOAD) {
			e->type = pt->base;
			return e;
		}
		e->args[0] = sema_convert(s, e->args[0], pt->base, CONV_PASS);
		return e->args[0]->type ? e : NULL;
	}
	case GB_SHUFFLEVECTOR:
		return shuffle_call(s, e, name);
	case GB_PRINTF:
		return sema_library_call(s, e, "printf");
	case GB_UNREACHABLE:
		return e;
	}
	zc_error(c, e->loc, "use of unknown builtin '%s'", name);
	return NULL;
}

/* ---- the ones with a type argument (the grammar's type_builtin_expression) ---- */

/* e, checked, as the call of the library's convert_T or as_T (irgen's
 * "convert" and "as_type") of its value */
static Expr *
as_library_call(S *s, Expr *e, const char *what, Type *t)
{
	Expr *fn = ar_alloc(s->nodes, sizeof *fn);

	fn->kind = EX_IDENT;
	fn->loc = e->loc;
	fn->name = e->name;
	e->args = ar_alloc(s->nodes, sizeof *e->args);
	e->args[0] = e->a;
	e->nargs = 1;
	e->a = fn;
	e->kind = EX_CALL;
	e->name = what;
	e->bi = NULL;
	e->sym = NULL;
	e->op = 0; /* convert: C's rounding (toward zero to integers, to nearest to floating) */
	e->type = t;
	return e;
}

Expr *
sema_type_builtin(S *s, Expr *e)
{
	Ctx *c = s->c;
	Type *t = sema_typeexpr(s, e->tx, NULL).t, *a;

	if (!t)
		return NULL;
	if (strcmp(e->name, "__builtin_types_compatible_p") == 0) {
		/* GNU: the same type once top-level qualifiers are dropped (an
		 * array of unknown length is compatible with any length) */
		Type *u = sema_typeexpr(s, e->c->tx, NULL).t;
		bool same;

		if (!u)
			return NULL;
		same = ty_same(t, u) || (t->kind == T_ARRAY && u->kind == T_ARRAY && (!t->n || !u->n) &&
		                         ty_same(t->base, u->base));
		e->a = NULL;
		e->c = NULL;
		return int_result(s, e, NULL, same);
	}
	e->a = sema_rvalue(s, e->a);
	if (!(a = e->a->type))
		return NULL;
	if (strcmp(e->name, "__builtin_convertvector") == 0) {
		/* clang's element-wise C conversion: convert_T without _sat or a
		 * rounding mode */
		if (a->kind != T_VECTOR) {
			zc_error(c, e->loc, "first argument to __builtin_convertvector must be a vector");
			return NULL;
		}
		if (t->kind != T_VECTOR) {
			zc_error(c, e->loc, "second argument to __builtin_convertvector must be a vector type");
			return NULL;
		}
		if (a->n != t->n) {
			zc_error(c, e->loc, "first two arguments to __builtin_convertvector must have the same number of elements");
			return NULL;
		}
		return as_library_call(s, e, "convert", t);
	}
	if (strcmp(e->name, "__builtin_astype") == 0) {
		/* clang's OpenCL C as_T (its header defines as_T through it):
		 * the same bits, sizes equal (a 3-component vector is the size
		 * of 4); clk_event_t and reserve_id_t (CLK_NULL_EVENT) were
		 * refused with the type */
		if (t->kind == T_CLK_EVENT || t->kind == T_RESERVE_ID || t->kind == T_QUEUE)
			return NULL;
		if (!ty_is_arith(ty_elem(t)) || !ty_is_arith(ty_elem(a)) || t->kind == T_BOOL || a->kind == T_BOOL ||
		    a->size != t->size) {
			zc_error(c, e->loc, "invalid reinterpretation: sizes of '%s' and '%s' must match", ty_str(c, t),
			         ty_str(c, a));
			return NULL;
		}
		return as_library_call(s, e, "as_type", t);
	}
	/* __builtin_bit_cast(T, v): as_T where OpenCL C has one */
	if (!ty_is_arith(ty_elem(t)) || !ty_is_arith(ty_elem(a)) || t->kind == T_BOOL || a->kind == T_BOOL) {
		zc_error(c, e->loc, "'__builtin_bit_cast' between '%s' and '%s' is not supported: zocc casts scalar and vector types",
		         ty_str(c, a), ty_str(c, t));
		return NULL;
	}
	if (a->size != t->size) {
		zc_error(c, e->loc, "__builtin_bit_cast source size does not equal destination size (%u vs %u)",
		         (unsigned)a->size, (unsigned)t->size);
		return NULL;
	}
	return as_library_call(s, e, "as_type", t);
}

/* ---- GNU __PRETTY_FUNCTION__ ---- */

/* GNU __PRETTY_FUNCTION__ as clang spells it for OpenCL C: the return
 * type, the name and each parameter's type with its own qualifiers and
 * address space, "void k(__global char *__private, __private int)". */
const char *
sema_pretty_function(S *s)
{
	Symbol *f = s->fn;
	Type *ft = f->type;
	Buf b;
	size_t i;

	buf_init(&b, &s->c->ar);
	buf_printf(&b, "%s %s(", ty_str(s->c, ft->base), f->name);
	for (i = 0; i < ft->nparams; i++) {
		Type *t = ft->params[i];
		unsigned q = f->params && f->params[i] ? f->params[i]->quals : 0;

		if (i)
			buf_puts(&b, ", ");
		if (t->kind == T_POINTER)
			buf_printf(&b, "%s%s%s%s__private",
			           t->as == AS_NONE || t->as == AS_PRIVATE ? "__private " : "", ty_str(s->c, t),
			           q & Q_CONST ? "const " : "", q & Q_VOLATILE ? "volatile " : "");
		else if (ty_is_arith(ty_elem(t)) || t->kind == T_STRUCT || t->kind == T_UNION || t->kind == T_IMAGE)
			buf_printf(&b, "%s%s__private %s", q & Q_CONST ? "const " : "", q & Q_VOLATILE ? "volatile " : "",
			           ty_str(s->c, t));
		else
			buf_puts(&b, ty_str(s->c, t));
	}
	if (!ft->nparams)
		buf_puts(&b, ft->variadic ? "..." : "void");
	else if (ft->variadic)
		buf_puts(&b, ", ...");
	buf_putc(&b, ')');
	return b.s;
}
