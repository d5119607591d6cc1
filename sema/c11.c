/* c11.c — the C11 and GNU C constructs clang-15 accepts in OpenCL C
 * though OpenCL C (based on C99) does not name them: static assertions
 * (C11 6.7.10), generic selection (C11 6.5.1.1), __builtin_offsetof
 * (C11 7.19p3's offsetof, GNU spelling) and GNU __auto_type.
 *
 * Each is settled here, during checking, and leaves nothing new for irgen:
 * a static assertion leaves nothing at all, a generic selection becomes the
 * expression it selects, an offsetof becomes a constant (or, with a
 * subscript that is not constant, the size_t arithmetic of its offset),
 * and __auto_type becomes the type of the initializer.  A failing static
 * assertion prints its condition the way clang's statement printer does
 * (macros expanded, one space around binary operators), so the message
 * reads as clang's. */
#include <string.h>

#include "check.h"

/* ---- printing an expression, as clang's StmtPrinter does ---- */

static void print_expr(S *s, Buf *b, Expr *e);

/* "(a, b)": a call's arguments, a vector literal's components */
static void
print_args(S *s, Buf *b, Expr *e)
{
	size_t i;

	buf_putc(b, '(');
	for (i = 0; i < e->nargs; i++) {
		if (i)
			buf_puts(b, ", ");
		print_expr(s, b, e->args[i]);
	}
	buf_putc(b, ')');
}

static void
print_int(Buf *b, Expr *e)
{
	Type *t = e->type;
	char num[24], *p = num + sizeof num;
	uint64_t v = e->ival;
	bool neg = false;

	if (t && t->is_signed && (int64_t)v < 0) {
		neg = true;
		v = 0 - v;
	}
	*--p = 0;
	do
		*--p = (char)('0' + v % 10);
	while ((v /= 10) != 0);
	if (neg)
		buf_putc(b, '-');
	buf_puts(b, p);
	/* the suffix says the literal's type (clang's IntegerLiteral printer) */
	if (t && t->kind == T_INT && !t->is_signed)
		buf_putc(b, 'U');
	if (t && t->kind == T_INT && t->bits == 64)
		buf_putc(b, 'L');
}

static void
print_char(Buf *b, uint64_t v)
{
	static const char hex[] = "0123456789abcdef";

	buf_putc(b, '\'');
	if (v == '\'' || v == '\\') {
		buf_putc(b, '\\');
		buf_putc(b, (int)v);
	} else if (v >= 0x20 && v < 0x7f) {
		buf_putc(b, (int)v);
	} else {
		buf_puts(b, "\\x");
		buf_putc(b, hex[(v >> 4) & 15]);
		buf_putc(b, hex[v & 15]);
	}
	buf_putc(b, '\'');
}

static void
print_expr(S *s, Buf *b, Expr *e)
{
	Ctx *c = s->c;

	if (!e)
		return;
	if (e->kind == EX_CAST && e->implicit) {
		print_expr(s, b, e->a);
		return;
	}
	if (e->paren)
		buf_putc(b, '(');
	switch (e->kind) {
	case EX_IDENT:
		buf_puts(b, e->name);
		break;
	case EX_INT:
		if (e->op == 'b')
			buf_puts(b, e->ival ? "true" : "false");
		else
			print_int(b, e);
		break;
	case EX_CHAR:
		print_char(b, e->ival);
		break;
	case EX_FLOAT: {
		char num[64];

		num[zc_format_g(num, e->fval, e->type && e->type->bits == 32 ? 9 : 17)] = 0;
		buf_puts(b, num);
		if (e->type && e->type->bits == 32)
			buf_putc(b, 'F');
		break;
	}
	case EX_STRING:
		buf_putc(b, '"');
		buf_puts(b, e->str);
		buf_putc(b, '"');
		break;
	case EX_UNARY:
		buf_putc(b, e->op);
		print_expr(s, b, e->a);
		break;
	case EX_PREINC:
	case EX_PREDEC:
		buf_puts(b, e->kind == EX_PREINC ? "++" : "--");
		print_expr(s, b, e->a);
		break;
	case EX_POSTINC:
	case EX_POSTDEC:
		print_expr(s, b, e->a);
		buf_puts(b, e->kind == EX_POSTINC ? "++" : "--");
		break;
	case EX_BINARY:
	case EX_ASSIGN:
		print_expr(s, b, e->a);
		buf_putc(b, ' ');
		if (e->op >= OP_SHL)
			buf_puts(b, sema_opname(e->op));
		else if (e->op)
			buf_putc(b, e->op);
		if (e->kind == EX_ASSIGN)
			buf_putc(b, '=');
		buf_putc(b, ' ');
		print_expr(s, b, e->b);
		break;
	case EX_COND:
		print_expr(s, b, e->a);
		if (e->shared) {
			buf_puts(b, " ?: ");
		} else {
			buf_puts(b, " ? ");
			print_expr(s, b, e->b);
			buf_puts(b, " : ");
		}
		print_expr(s, b, e->c);
		break;
	case EX_COMMA:
		print_expr(s, b, e->a);
		buf_puts(b, ", ");
		print_expr(s, b, e->b);
		break;
	case EX_CALL:
		print_expr(s, b, e->a);
		print_args(s, b, e);
		break;
	case EX_INDEX:
		print_expr(s, b, e->a);
		buf_putc(b, '[');
		print_expr(s, b, e->b);
		buf_putc(b, ']');
		break;
	case EX_MEMBER:
		print_expr(s, b, e->a);
		if (e->name && e->name[0]) {
			buf_puts(b, e->arrow ? "->" : ".");
			buf_puts(b, e->name);
		}
		break;
	case EX_CAST:
		buf_putc(b, '(');
		buf_puts(b, ty_str(c, e->type));
		buf_putc(b, ')');
		print_expr(s, b, e->a);
		break;
	case EX_SIZEOF:
	case EX_ALIGNOF:
	case EX_VEC_STEP:
		buf_puts(b, e->kind == EX_SIZEOF ? "sizeof" : e->kind == EX_ALIGNOF ? "__alignof" : "vec_step");
		if (e->tx) {
			buf_putc(b, '(');
			buf_puts(b, ty_str(c, sema_typeexpr(s, e->tx, NULL).t));
			buf_putc(b, ')');
		} else {
			buf_putc(b, ' ');
			print_expr(s, b, e->a);
		}
		break;
	case EX_VECLIT:
		buf_putc(b, '(');
		buf_puts(b, ty_str(c, e->type));
		buf_putc(b, ')');
		print_args(s, b, e);
		break;
	default:
		buf_puts(b, "<expression>");
		break;
	}
	if (e->paren)
		buf_putc(b, ')');
}

/* ---- C11 6.7.10 Static assertions ---- */

/* _Static_assert(condition, message) at file scope, in a block or among a
 * struct's members: the condition is an integer constant expression, and
 * the program is wrong where it is 0.  clang names the condition unless it
 * is a literal ("due to requirement '...'"). */
void
sema_static_assert(S *s, Decl *d)
{
	Ctx *c = s->c;
	Expr *e = sema_rvalue(s, d->init), *in;
	int64_t v;
	bool paren;
	Buf b;

	d->init = e;
	if (!e->type || d->broken)
		return;
	if (!sema_intconst(s, e, &v)) {
		zc_error(c, e->loc, "static assertion expression is not an integral constant expression");
		return;
	}
	if (v)
		return;
	for (in = e; in->kind == EX_CAST && in->implicit; in = in->a)
		;
	if (in->kind == EX_INT) {
		zc_error(c, d->loc, "static assertion failed%s%s", d->name ? ": " : "", d->name ? d->name : "");
		return;
	}
	/* the outermost parentheses are not printed */
	buf_init(&b, &c->ar);
	paren = in->paren;
	in->paren = false;
	print_expr(s, &b, in);
	in->paren = paren;
	zc_error(c, d->loc, "static assertion failed due to requirement '%s'%s%s", b.s,
	         d->name ? ": " : "", d->name ? d->name : "");
}

/* ---- C11 6.5.1.1 Generic selection ---- */

/* 6.2.7 compatible types, for the types a controlling expression can have
 * after lvalue conversion: as ty_same, but char, signed char and unsigned
 * char are three types */
static bool
compatible(const Type *a, const Type *b)
{
	if (!ty_same(a, b))
		return false;
	if (a->kind == T_INT)
		return a->is_char == b->is_char;
	if (a->kind == T_POINTER || a->kind == T_ARRAY || a->kind == T_VECTOR)
		return compatible(a->base, b->base);
	return true;
}

/* _Generic(control, type: value, ..., default: value): the value whose type
 * is compatible with the type of control after lvalue conversion (6.3.2.1:
 * qualifiers dropped, arrays decayed), or default's.  control is not
 * evaluated; every value is checked, as clang does; the node becomes the
 * selected one. */
Expr *
sema_generic(S *s, Expr *e)
{
	Ctx *c = s->c;
	Type **ts = ar_alloc(s->nodes, (e->nargs + 1) * sizeof *ts), *ct;
	unsigned *qs = ar_alloc(s->nodes, (e->nargs + 1) * sizeof *qs);
	size_t i, j;
	long sel = -1, def = -1;
	bool ok = true;

	e->a = sema_rvalue(s, e->a);
	ct = e->a->type;
	for (i = 0; i < e->nargs; i++) {
		QType q;

		ts[i] = NULL;
		if (!e->assoc[i]) {
			if (def >= 0) {
				zc_error(c, e->assocloc[i], "duplicate default generic association");
				zc_note(c, e->assocloc[def], "previous default generic association is here");
				ok = false;
			}
			def = (long)i;
			continue;
		}
		q = sema_typeexpr(s, e->assoc[i], NULL);
		ts[i] = q.t;
		qs[i] = q.q;
		if (q.t->kind == T_FUNC) {
			zc_error(c, e->assocloc[i], "type '%s' in generic association not an object type", ty_str(c, q.t));
			ok = false;
			continue;
		}
		if (q.t->kind == T_VOID || (q.t->kind == T_ARRAY && !q.t->n) ||
		    ((q.t->kind == T_STRUCT || q.t->kind == T_UNION) && !q.t->complete)) {
			zc_error(c, e->assocloc[i], "type '%s' in generic association incomplete", ty_str(c, q.t));
			ok = false;
			continue;
		}
		for (j = 0; j < i; j++) {
			if (ts[j] && qs[j] == q.q && compatible(ts[j], q.t)) {
				zc_error(c, e->assocloc[i], "type '%s' in generic association compatible with previously specified type '%s'",
				         ty_str(c, q.t), ty_str(c, ts[j]));
				zc_note(c, e->assocloc[j], "compatible type '%s' specified here", ty_str(c, ts[j]));
				ok = false;
				break;
			}
		}
		if (q.q || q.t->kind == T_ARRAY) {
			zc_warning(c, e->assocloc[i], "due to lvalue conversion of the controlling expression, association of type '%s' will never be selected because it is %s [-Wunreachable-code-generic-assoc]",
			           ty_qstr(c, q.t, q.q), q.q ? "qualified" : "an array");
			continue;
		}
		if (ct && sel < 0 && compatible(ct, q.t))
			sel = (long)i;
	}
	for (i = 0; i < e->nargs; i++)
		if ((long)i != sel && !(sel < 0 && (long)i == def))
			e->args[i] = sema_expr(s, e->args[i]);
	if (!ok || !ct) {
		e->type = NULL;
		return e;
	}
	if (sel < 0)
		sel = def;
	if (sel < 0) {
		zc_error(c, e->a->loc, "controlling expression type '%s' not compatible with any generic association type",
		         ty_str(c, ct));
		e->type = NULL;
		return e;
	}
	return sema_expr(s, e->args[sel]);
}

/* ---- __builtin_offsetof ---- */

/* The member named name in struct or union t (through its anonymous
 * members, or its flexible array member: ty_find_member); its offset
 * from t's start in *off. */
static Member *
find_member(Type *t, const char *name, uint32_t *off)
{
	int path[TY_MAX_ANON];
	size_t n = ty_find_member(t, name, path, TY_MAX_ANON), i;
	Member *m = NULL;

	*off = 0;
	for (i = 0; i < n; i++) {
		m = &t->members[path[i]];
		*off += m->offset;
		t = m->type;
	}
	return m;
}

static Expr *
new_node(S *s, enum ExprKind k, Loc l)
{
	Expr *x = ar_alloc(s->nodes, sizeof *x);

	x->kind = k;
	x->loc = l;
	return x;
}

static Expr *
ulong_literal(S *s, uint64_t v, Loc l)
{
	Expr *x = new_node(s, EX_INT, l);

	x->ival = v;
	x->suffix = "ul";
	return x;
}

/* __builtin_offsetof(T, m.n[i]): a size_t, an integer constant when every
 * subscript is one; a subscript that is not adds (size_t)i * size to the
 * constant part at run time, as clang computes it. */
Expr *
sema_offsetof(S *s, Expr *e)
{
	Ctx *c = s->c;
	Type *t = sema_typeexpr(s, e->tx, NULL).t;
	Expr *d, *dyn = NULL;
	uint64_t off = 0;

	if (t->kind != T_STRUCT && t->kind != T_UNION) {
		zc_error(c, e->loc, "offsetof requires struct, union, or class type, '%s' invalid", ty_str(c, t));
		e->type = NULL;
		return e;
	}
	if (!t->complete) {
		zc_error(c, e->loc, "offsetof of incomplete type '%s'", ty_str(c, t));
		zc_note(c, t->loc, "forward declaration of '%s'", ty_str(c, t));
		e->type = NULL;
		return e;
	}
	for (d = e->a; d; d = d->a) {
		if (d->kind == EX_MEMBER) {
			uint32_t mo = 0;
			Member *m;

			if (t->kind != T_STRUCT && t->kind != T_UNION) {
				zc_error(c, d->loc, "offsetof requires struct, union, or class type, '%s' invalid", ty_str(c, t));
				e->type = NULL;
				return e;
			}
			m = find_member(t, d->name, &mo);
			if (!m) {
				zc_error(c, d == e->a ? e->loc : d->loc, "no member named '%s' in '%s'", d->name,
				         t->tag ? t->tag : ty_str(c, t));
				e->type = NULL;
				return e;
			}
			off += mo;
			t = m->type;
			continue;
		}
		/* [i] */
		if (t->kind != T_ARRAY) {
			zc_error(c, d->loc, "offsetof requires array type, '%s' invalid", ty_str(c, t));
			e->type = NULL;
			return e;
		}
		d->b = sema_rvalue(s, d->b);
		if (!d->b->type)
			return e->type = NULL, e;
		if (!ty_is_int(d->b->type) && d->b->type->kind != T_BOOL) {
			zc_error(c, d->b->loc, "array subscript is not an integer");
			e->type = NULL;
			return e;
		}
		if (d->b->isconst) {
			off += (uint64_t)d->b->cval * t->base->size;
		} else {
			Expr *mul = new_node(s, EX_BINARY, d->b->loc), *sum;

			mul->op = '*';
			mul->a = sema_cast(s, d->b, ty_size(c), true);
			mul->b = ulong_literal(s, t->base->size, d->b->loc);
			if (dyn) {
				sum = new_node(s, EX_BINARY, d->b->loc);
				sum->op = '+';
				sum->a = dyn;
				sum->b = mul;
				dyn = sum;
			} else {
				dyn = mul;
			}
		}
		t = t->base;
	}
	if (dyn) {
		Expr *sum = new_node(s, EX_BINARY, e->loc);

		sum->op = '+';
		sum->a = ulong_literal(s, off, e->loc);
		sum->b = dyn;
		sum = sema_expr(s, sum);
		sum->type = ty_size(c);
		return sum;
	}
	e->type = ty_size(c);
	sema_setconst(e, (int64_t)off);
	return e;
}

/* ---- GNU __auto_type ---- */

/* A declaration with __auto_type as its type specifier: the type is that of
 * the initializer after lvalue conversion (qualifiers dropped, arrays
 * decayed), settled here for the specifiers before the declarator is
 * read.  The initializer is checked once and wrapped so that checking it
 * again (sema_init) leaves it as it is. */
void
sema_auto_type(S *s, Decl *d)
{
	Ctx *c = s->c;
	Spec *sp = d->spec;
	Expr *x, *w;
	Type *t;

	if (d->type->kind == TX_ARRAY) {
		zc_error(c, d->loc, "'%s' declared as array of '__auto_type'", d->name);
		sp->resolved = ty_int(c, 32, true);
		return;
	}
	if (d->type->kind == TX_FUNC) {
		zc_error(c, d->loc, "'%s' declared as function returning '__auto_type'", d->name);
		sp->resolved = ty_int(c, 32, true);
		return;
	}
	if (!d->init) {
		if (!sp->resolved) {
			enum AddrSpace as = sp->as ? sp->as : s->fn ? AS_PRIVATE : s->std >= 200 ? AS_GLOBAL : AS_CONSTANT;

			zc_error(c, d->loc, "declaration of variable '%s' with deduced type '%s __auto_type' requires an initializer",
			         d->name, as_str(as));
			sp->resolved = ty_int(c, 32, true);
		}
		return;
	}
	if (d->init->kind == EX_INITLIST) {
		zc_error(c, d->init->loc, "cannot use __auto_type with initializer list in C");
		if (!sp->resolved)
			sp->resolved = ty_int(c, 32, true);
		d->init = NULL;
		return;
	}
	/* the variable is in scope in its initializer (C99 6.2.1p7) but has
	 * no type until the initializer gives it one: a placeholder says so
	 * if it is named there (expr.c), and the declaration replaces it */
	if (d->name && !map_get(&s->scope->syms, d->name, strlen(d->name))) {
		Symbol *ph = ar_alloc(&c->ar, sizeof *ph);

		ph->kind = SYM_VAR;
		ph->name = d->name;
		ph->loc = d->loc;
		ph->folding = true;
		ph->as = sp->as ? sp->as : s->fn ? AS_PRIVATE : s->std >= 200 ? AS_GLOBAL : AS_CONSTANT;
		sema_declare(s, ph);
	}
	x = sema_rvalue(s, d->init);
	if (!x->type) {
		/* reported: the declaration goes on without it (checking it
		 * again would repeat the error) */
		if (!sp->resolved)
			sp->resolved = ty_int(c, 32, true);
		d->init = NULL;
		return;
	}
	t = x->type;
	if (d->type->kind == TX_POINTER) {
		/* __auto_type *p = q: the pointee's type */
		if (t->kind != T_POINTER) {
			zc_error(c, x->loc, "variable '%s' with type '__auto_type *' has incompatible initializer of type '%s'",
			         d->name, ty_str(c, t));
			t = ty_int(c, 32, true);
		} else {
			if (sp->as == AS_NONE)
				sp->as = t->as; /* the pointee's address space, in the specifiers */
			t = t->base;
		}
	}
	if (sp->resolved && !ty_same(sp->resolved, t)) {
		zc_error(c, sp->loc, "'__auto_type' deduced as '%s' in declaration of '%s' and deduced as '%s' in declaration of '%s'",
		         ty_str(c, sp->resolved), sp->name ? sp->name : "", ty_str(c, t), d->name);
	} else if (!sp->resolved) {
		sp->resolved = t;
		sp->name = d->name; /* for the message above */
	}
	w = new_node(s, EX_CAST, x->loc);
	w->implicit = true;
	w->conv = CV_NONE;
	w->type = x->type;
	w->a = x;
	w->isconst = x->isconst;
	w->cval = x->cval;
	d->init = w;
}
