/* warn.c — clang's warnings on expressions that point at a bug: an
 * assignment used as a condition (-Wparentheses), a constant that changes
 * value on its way into a narrower type (-Wliteral-conversion,
 * -Wconstant-conversion), signed overflow while folding (-Winteger-overflow),
 * comparisons whose result is known (-Wtautological-compare and its
 * out-of-range form) and comparisons of a signed with an unsigned value
 * (-Wsign-compare).
 *
 * Each follows clang-15's rule and wording, so that a kernel warns in zocc
 * where it warns in clang and nowhere else.  Some of clang's warnings are
 * given only for code that runs ("runtime behavior": not in sizeof, not in
 * code no path reaches); those are deferred to the end of the function,
 * where flow.c knows what is reachable (sema_defer). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* the expression under implicit conversions (parentheses are a flag here) */
static Expr *
strip(Expr *e)
{
	while (e && e->kind == EX_CAST && e->implicit && e->a)
		e = e->a;
	return e;
}

static bool
on(S *s, int w)
{
	static const char *const names[] = {
#define X(id, name) name,
		SEMA_WARNINGS(X)
#undef X
	};

	if (!s->warn_ready) {
		size_t i;

		for (i = 0; i < ZC_COUNTOF(names); i++)
			if (zc_warning_enabled(s->c, names[i]))
				s->warn_on |= 1u << i;
		s->warn_ready = true;
	}
	return (s->warn_on >> w) & 1;
}

bool
sema_warn_on(S *s, int w)
{
	return on(s, w);
}

/* Where an expression starts (binary operators, members and conditionals
 * are located at their operator, as clang points at them) */
Loc
sema_expr_start(Expr *e)
{
	while (e) {
		switch (e->kind) {
		case EX_BINARY: case EX_ASSIGN: case EX_COND: case EX_MEMBER: case EX_COMMA:
			if (e->paren || !e->a)
				return e->loc;
			e = e->a;
			continue;
		case EX_CAST:
			if (e->implicit && e->a) {
				e = e->a;
				continue;
			}
			return e->loc;
		case EX_POSTINC: case EX_POSTDEC:
			if (e->a && !e->paren) {
				e = e->a;
				continue;
			}
			return e->loc;
		default:
			return e->loc;
		}
	}
	return (Loc){0};
}

/* ---- where things are in the source (for fix-its) ---- */

/* the text of l's file and l's offset in it; NULL inside a macro */
static const char *
text_at(S *s, Loc l, uint32_t *len)
{
	SrcFile *f;

	if (!l.file || l.exp || l.file >= s->c->src.files.n)
		return NULL;
	f = s->c->src.files.v[l.file];
	*len = f->len;
	return l.off <= f->len ? f->text : NULL;
}

/* The condition around the operator at op, as written between the
 * parentheses of its statement: its first and last byte + 1 (the ')' not
 * matched inside it ends it; comments and literals are skipped). */
static bool
condition_bounds(S *s, Loc op, Loc *start, Loc *end)
{
	uint32_t len, i, depth = 0;
	const char *t = text_at(s, op, &len);

	if (!t)
		return false;
	for (i = op.off; i < len; i++) {
		char ch = t[i];

		if (ch == '"' || ch == '\'') {
			for (i++; i < len && t[i] != ch && t[i] != '\n'; i++)
				if (t[i] == '\\')
					i++;
		} else if (ch == '/' && i + 1 < len && t[i + 1] == '*') {
			for (i += 2; i + 1 < len && !(t[i] == '*' && t[i + 1] == '/'); i++)
				;
			i++;
		} else if (ch == '/' && i + 1 < len && t[i + 1] == '/') {
			while (i < len && t[i] != '\n')
				i++;
		} else if (ch == '(') {
			depth++;
		} else if (ch == ')' && depth-- == 0) {
			break;
		}
	}
	if (i >= len)
		return false;
	while (i > op.off && (t[i - 1] == ' ' || t[i - 1] == '\t' || t[i - 1] == '\n' || t[i - 1] == '\r'))
		i--;
	*end = (Loc){op.file, i, 0};
	depth = 0;
	for (i = op.off; i > 0; i--) {
		char ch = t[i - 1];

		if (ch == ')')
			depth++;
		else if (ch == '(' && depth-- == 0)
			break;
	}
	if (i == 0)
		return false;
	while (i < op.off && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r'))
		i++;
	*start = (Loc){op.file, i, 0};
	return true;
}

/* The end of expression e in the source (just past its last character),
 * read back from the text; false inside a macro or when the text does not
 * say.  One pair of parentheses around e (its paren flag) is included. */
static bool
expr_end(S *s, Expr *e, Loc *out, int depth)
{
	uint32_t len, i;
	const char *t;
	Loc l;

	if (!e || depth > 64)
		return false;
	switch (e->kind) {
	case EX_BINARY: case EX_ASSIGN: case EX_COMMA:
		if (!expr_end(s, e->b, &l, depth + 1))
			return false;
		break;
	case EX_COND:
		if (!expr_end(s, e->c, &l, depth + 1))
			return false;
		break;
	case EX_UNARY: case EX_PREINC: case EX_PREDEC:
		if (!expr_end(s, e->a, &l, depth + 1))
			return false;
		break;
	case EX_CAST:
		if (!expr_end(s, e->a, &l, depth + 1))
			return false;
		if (e->implicit) {
			*out = l;
			return true;
		}
		break;
	case EX_MEMBER:
		if (!(t = text_at(s, e->loc, &len)))
			return false;
		l = e->loc;
		l.off += (uint32_t)strlen(e->name);
		break;
	case EX_IDENT: case EX_INT: case EX_FLOAT: case EX_CHAR:
		if (!(t = text_at(s, e->loc, &len)))
			return false;
		l = e->loc;
		i = l.off;
		if (e->kind == EX_CHAR) {
			if (i < len && t[i] == '\'')
				for (i++; i < len && t[i] != '\'' && t[i] != '\n'; i++)
					if (t[i] == '\\')
						i++;
			i++;
		} else {
			while (i < len && (t[i] == '_' || t[i] == '.' || (t[i] >= '0' && t[i] <= '9') ||
			                   ((t[i] | 32) >= 'a' && (t[i] | 32) <= 'z') ||
			                   ((t[i] == '+' || t[i] == '-') && e->kind == EX_FLOAT &&
			                    ((t[i - 1] | 32) == 'e' || (t[i - 1] | 32) == 'p'))))
				i++;
		}
		if (i == l.off)
			return false;
		l.off = i;
		break;
	case EX_CALL: case EX_INDEX: case EX_POSTINC: case EX_POSTDEC: {
		/* from its start, the brackets that close it */
		char open = e->kind == EX_INDEX ? '[' : '(', close = e->kind == EX_INDEX ? ']' : ')';
		Loc from;
		uint32_t d = 0;

		if (e->kind == EX_POSTINC || e->kind == EX_POSTDEC) {
			if (!expr_end(s, e->a, &l, depth + 1) || !(t = text_at(s, l, &len)))
				return false;
			for (i = l.off; i < len && (t[i] == ' ' || t[i] == '\t'); i++)
				;
			l.off = i + 2;
			break;
		}
		from = e->kind == EX_INDEX ? (expr_end(s, e->a, &l, depth + 1) ? l : (Loc){0}) : sema_expr_start(e);
		if (!(t = text_at(s, from, &len)))
			return false;
		for (i = from.off; i < len && t[i] != open; i++)
			if (t[i] == ';' || t[i] == '{')
				return false;
		for (; i < len; i++) {
			if (t[i] == open)
				d++;
			else if (t[i] == close && --d == 0)
				break;
		}
		if (i >= len)
			return false;
		l = (Loc){from.file, i + 1, 0};
		break;
	}
	default:
		return false;
	}
	if (e->paren) {
		if (!(t = text_at(s, l, &len)))
			return false;
		for (i = l.off; i < len && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n'); i++)
			;
		if (i < len && t[i] == ')')
			l.off = i + 1;
	}
	*out = l;
	return true;
}

/* where e starts, its opening parenthesis included */
static Loc
paren_start(S *s, Expr *e)
{
	Loc l = sema_expr_start(e);
	uint32_t len, i;
	const char *t;

	if (!e->paren || !(t = text_at(s, l, &len)))
		return l;
	for (i = l.off; i > 0 && (t[i - 1] == ' ' || t[i - 1] == '\t' || t[i - 1] == '\n'); i--)
		;
	if (i > 0 && t[i - 1] == '(')
		l.off = i - 1;
	return l;
}

/* a note's fix-it: parentheses around from..to */
static void
wrap(S *s, size_t note, Loc from, Expr *last)
{
	Loc end;

	if (note == (size_t)-1 || from.exp || !expr_end(s, last, &end, 0))
		return;
	zc_fixit(s->c, note, from, 0, "(");
	zc_fixit(s->c, note, end, 0, ")");
}

static bool
is_cmp_op(int op)
{
	return op == '<' || op == '>' || op == OP_LE || op == OP_GE || op == OP_EQ || op == OP_NE;
}

Expr *
sema_warn_binary(S *s, Expr *e)
{
	sema_warn_compare(s, e);
	sema_warn_bitwise(s, e);
	return e;
}

/* clang's DiagnoseBitwisePrecedence: x & m == m is x & (m == m) */
void
sema_warn_bitwise(S *s, Expr *e)
{
	Ctx *c = s->c;
	Expr *l = strip(e->a), *r = strip(e->b), *cmp;
	bool lc, rc;
	const char *op = e->op == '&' ? "&" : e->op == '|' ? "|" : "^", *cop;
	size_t w, n;

	if (!e->type || (e->op != '&' && e->op != '|' && e->op != '^'))
		return;
	lc = l->kind == EX_BINARY && !l->paren && is_cmp_op(l->op);
	rc = r->kind == EX_BINARY && !r->paren && is_cmp_op(r->op);
	if (lc == rc)
		return;
	/* bitwise operators used as eager logical ones: (a == b) | (c == d) & ... */
	if ((l->kind == EX_BINARY && !l->paren && (l->op == '&' || l->op == '|' || l->op == '^')) ||
	    (r->kind == EX_BINARY && !r->paren && (r->op == '&' || r->op == '|' || r->op == '^')))
		return;
	cmp = lc ? l : r;
	cop = sema_opname(cmp->op);
	w = zc_warning(c, e->loc, "%s has lower precedence than %s; %s will be evaluated first [-Wparentheses]", op, cop, cop);
	if (w == (size_t)-1)
		return;
	n = zc_note(c, e->loc, "place parentheses around the '%s' expression to silence this warning", cop);
	wrap(s, n, paren_start(s, cmp), cmp);
	n = zc_note(c, e->loc, "place parentheses around the %s expression to evaluate it first", op);
	if (lc)
		wrap(s, n, paren_start(s, cmp->b), r);
	else
		wrap(s, n, paren_start(s, l), cmp->a);
}

/* ---- -Wparentheses: the condition of if, while, do and for ---- */

/* clang's DiagnoseAssignmentAsCondition and DiagnoseEqualityWithExtraParens
 * on the controlling expression cond of a statement */
void
sema_warn_condition(S *s, Expr *cond)
{
	Ctx *c = s->c;
	Expr *e = strip(cond);
	size_t w, n;
	Loc a, b;

	if (!e || !e->type)
		return;
	if (e->kind == EX_ASSIGN && !e->paren && (e->op == 0 || e->op == '|')) {
		w = zc_warning(c, e->loc, "using the result of an assignment as a condition without parentheses [-Wparentheses]");
		if (w == (size_t)-1)
			return;
		n = zc_note(c, e->loc, "place parentheses around the assignment to silence this warning");
		if (condition_bounds(s, e->loc, &a, &b)) {
			zc_fixit(c, n, a, 0, "(");
			zc_fixit(c, n, b, 0, ")");
		}
		if (e->op == 0) {
			n = zc_note(c, e->loc, "use '==' to turn this assignment into an equality comparison");
			zc_fixit(c, n, e->loc, 1, "==");
		} else {
			n = zc_note(c, e->loc, "use '!=' to turn this compound assignment into an inequality comparison");
			zc_fixit(c, n, e->loc, 2, "!=");
		}
		return;
	}
	/* (x == y): the parentheses a second pair of which would silence the
	 * warning above, as if '=' had been meant; only when x can be assigned */
	if (e->paren && e->kind == EX_BINARY && e->op == OP_EQ && !e->loc.exp) {
		Expr *l = strip(e->a);
		enum AddrSpace as;

		if (!l->lvalue || !l->type || l->type->kind == T_ARRAY ||
		    (sema_lvalue_quals(l, &as) & Q_CONST) || as == AS_CONSTANT)
			return;
		w = zc_warning(c, e->loc, "equality comparison with extraneous parentheses [-Wparentheses-equality]");
		if (w == (size_t)-1)
			return;
		zc_note(c, e->loc, "remove extraneous parentheses around the comparison to silence this warning");
		n = zc_note(c, e->loc, "use '=' to turn this equality comparison into an assignment");
		zc_fixit(c, n, e->loc, 2, "=");
	}
}

/* ---- values as clang prints them ---- */

/* v as llvm::APFloat::toString prints it with prec significant digits
 * (the shortest that many digits give, trailing zeros dropped), in
 * scientific form ("1.0E-5") when more than three zeros would pad it */
static const char *
float_text(S *s, double v, int prec)
{
	char buf[64], digits[64];
	const char *p;
	int exp, nd = 0, lexp, i, before = 0, lead = 0;
	bool sci, point = false;
	Buf b;

	if (isnan(v))
		return "NaN";
	if (isinf(v))
		return v < 0 ? "-Inf" : "+Inf";
	buf_init(&b, &s->c->ar);
	if (signbit(v))
		buf_putc(&b, '-');
	v = fabs(v);
	if (v == 0) {
		buf_putc(&b, '0');
		return b.s;
	}
	/* the significant digits, trailing zeros dropped, and the exponent
	 * of the first: v = d0.d1d2... * 10^exp */
	zc_format_g(buf, v, prec); /* "%.*g" in the "C" locale: fixed or with an exponent */
	for (p = buf; *p && *p != 'e'; p++) {
		if (*p == '.') {
			point = true;
		} else if (nd == 0 && *p == '0') {
			lead += point; /* zeros after the point before the first digit */
		} else {
			digits[nd++] = *p;
			before += !point;
		}
	}
	exp = before ? before - 1 : -(lead + 1);
	if (*p == 'e')
		exp += atoi(p + 1);
	while (nd > 1 && digits[nd - 1] == '0')
		nd--;
	digits[nd] = 0;
	lexp = exp - (nd - 1); /* APFloat counts the exponent of the last digit */
	if (lexp >= 0)
		sci = lexp > 3 || nd + lexp > prec;
	else
		sci = exp < 0 && -exp > 3;
	if (sci) {
		buf_putc(&b, digits[0]);
		buf_putc(&b, '.');
		buf_puts(&b, nd == 1 ? "0" : digits + 1);
		buf_printf(&b, "E%c%d", exp >= 0 ? '+' : '-', exp >= 0 ? exp : -exp);
	} else if (lexp >= 0) {
		buf_puts(&b, digits);
		for (i = 0; i < lexp; i++)
			buf_putc(&b, '0');
	} else if (exp >= 0) {
		buf_putn(&b, digits, (size_t)exp + 1);
		buf_putc(&b, '.');
		buf_puts(&b, digits + exp + 1);
	} else {
		buf_puts(&b, "0.");
		for (i = 0; i < -exp - 1; i++)
			buf_putc(&b, '0');
		buf_puts(&b, digits);
	}
	return b.s;
}

/* v of integer type t as a decimal number */
static const char *
int_text(S *s, Type *t, int64_t v)
{
	if (t->kind == T_INT && !t->is_signed)
		return ar_printf(&s->c->ar, "%llu", (unsigned long long)sema_wrap(t, v) &
		                 (t->bits == 64 ? ~0ull : (1ull << t->bits) - 1));
	return ar_printf(&s->c->ar, "%lld", (long long)v);
}

/* ---- value ranges (clang's GetExprRange) ---- */

/* The values an integer expression can take: the bits they need and
 * whether they are all non-negative. */
typedef struct Range {
	unsigned width;
	bool nonneg;
} Range;

static Range
type_range(Type *t)
{
	if (!t)
		return (Range){64, false};
	t = ty_elem(t);
	if (t->kind == T_BOOL)
		return (Range){1, true};
	if (t->kind != T_INT)
		return (Range){64, false};
	return (Range){t->bits, !t->is_signed};
}

static unsigned
bits_of(uint64_t u)
{
	unsigned n = 0;

	while (u) {
		n++;
		u >>= 1;
	}
	return n;
}

/* clang's GetValueRange: a negative value needs its sign bit */
static Range
value_range(Type *t, int64_t v, unsigned maxw)
{
	uint64_t u;

	if (t && t->kind == T_INT && t->is_signed && v < 0)
		return (Range){bits_of(~(uint64_t)v) + 1, false};
	u = (uint64_t)v;
	if (t && t->kind == T_INT && t->bits < 64)
		u &= (1ull << t->bits) - 1;
	if (maxw < 64)
		u &= (1ull << maxw) - 1;
	return (Range){bits_of(u), true};
}

static Range
join(Range a, Range b)
{
	return (Range){a.width > b.width ? a.width : b.width, a.nonneg && b.nonneg};
}

static Range expr_range(Expr *e, unsigned maxw);

static Range
binary_range(Expr *e, unsigned maxw)
{
	Range l, r, x;
	unsigned w = type_range(e->type).width;
	int op = e->kind == EX_ASSIGN ? e->op : e->op;
	bool assign = e->kind == EX_ASSIGN;
	int64_t k;

	switch (op) {
	case '<': case '>': case OP_LE: case OP_GE: case OP_EQ: case OP_NE: case OP_LAND: case OP_LOR:
		if (assign)
			break;
		return (Range){1, true};
	case '&':
		l = expr_range(e->a, w);
		r = expr_range(e->b, w);
		x = (Range){l.width > r.width ? l.width : r.width, false};
		if (l.nonneg) {
			x.width = x.width < l.width ? x.width : l.width;
			x.nonneg = true;
		}
		if (r.nonneg) {
			x.width = x.width < r.width ? x.width : r.width;
			x.nonneg = true;
		}
		goto done;
	case OP_SHL:
		/* 1 << n is taken as non-negative: an important idiom */
		if (!assign && strip(e->a)->isconst && strip(e->a)->cval == 1)
			return (Range){w, true};
		return type_range(e->type);
	case OP_SHR:
		l = expr_range(e->a, maxw);
		if (e->b->isconst && e->b->cval >= 0) {
			if ((uint64_t)e->b->cval >= l.width)
				l.width = l.nonneg ? 0 : 1;
			else
				l.width -= (unsigned)e->b->cval;
		}
		return l;
	case '/':
		if (assign)
			return type_range(e->type);
		l = expr_range(e->a, w);
		if (e->b->isconst && e->b->cval > 0) {
			k = e->b->cval;
			{
				unsigned lg = bits_of((uint64_t)k) - 1;

				if (lg >= l.width)
					l.width = l.nonneg ? 0 : 1;
				else
					l.width = l.width - lg < maxw ? l.width - lg : maxw;
			}
			return l;
		}
		r = expr_range(e->b, w);
		return (Range){l.width, l.nonneg && r.nonneg};
	case '%':
		if (assign)
			return type_range(e->type);
		l = expr_range(e->a, w);
		r = expr_range(e->b, w);
		x = (Range){l.width < r.width ? l.width : r.width, l.nonneg};
		goto done;
	case '-':
		if (e->a->type && e->a->type->kind == T_POINTER)
			return type_range(e->type);
		/* fallthrough */
	default:
		if (assign)
			return type_range(e->type);
		break;
	}
	l = expr_range(e->a, w);
	r = expr_range(e->b, w);
	x = join(l, r);
done:
	if (type_range(e->type).nonneg)
		x.nonneg = true;
	if (x.width > maxw)
		x.width = maxw;
	return x;
}

static Range
expr_range(Expr *e, unsigned maxw)
{
	Type *t = e->type;

	if (!t)
		return (Range){maxw, false};
	if (e->isconst && (t->kind == T_INT || t->kind == T_BOOL))
		return value_range(t, e->cval, maxw);
	switch (e->kind) {
	case EX_CAST:
		if (!e->implicit)
			break;
		if (e->conv == CV_NONE)
			return expr_range(e->a, maxw);
		if (e->conv == CV_INT_TRUNC || e->conv == CV_INT_SEXT || e->conv == CV_INT_ZEXT ||
		    e->conv == CV_BOOL_TO_INT) {
			Range out = type_range(t), sub;

			sub = expr_range(e->a, maxw < out.width ? maxw : out.width);
			if (sub.width >= out.width)
				return out;
			return (Range){sub.width, sub.nonneg || out.nonneg};
		}
		break;
	case EX_COND:
		if (e->b && e->a->isconst)
			return expr_range(e->a->cval ? e->b : e->c, maxw);
		if (e->b)
			return join(expr_range(e->b, maxw), expr_range(e->c, maxw));
		break;
	case EX_BINARY:
		return binary_range(e, maxw);
	case EX_ASSIGN:
		if (e->op == 0)
			return expr_range(e->b, maxw);
		if (e->op == '&' || e->op == OP_SHR)
			return binary_range(e, maxw);
		break;
	case EX_COMMA:
		return expr_range(e->b, maxw);
	case EX_UNARY:
		if (e->op == '!')
			return (Range){1, true};
		if (e->op == '*' || e->op == '&')
			break;
		return expr_range(e->a, maxw);
	case EX_PREINC: case EX_PREDEC: case EX_POSTINC: case EX_POSTDEC:
		return expr_range(e->a, maxw);
	default:
		break;
	}
	return type_range(t);
}

/* ---- -Wliteral-conversion and -Wconstant-conversion ---- */

static void
float_to_int(S *s, Expr *e, Type *to, Type *el)
{
	Ctx *c = s->c;
	Expr *in = strip(e);
	CVal v;
	double x, t;
	int prec;
	bool exact, inrange;

	if (in->kind == EX_UNARY && (in->op == '-' || in->op == '+'))
		in = strip(in->a);
	/* only a literal: other constants are -Wfloat-conversion's, off by default */
	if (in->kind != EX_FLOAT || !sema_eval(e, &v) || v.type->kind != T_FLOAT)
		return;
	x = v.v[0].f;
	t = trunc(x);
	prec = v.type->bits == 64 ? 16 : v.type->bits == 32 ? 8 : 4;
	if (el->kind == T_BOOL) {
		if (x == 0 || x == 1)
			return;
		zc_warning(c, e->loc, "implicit conversion from '%s' to '%s' changes value from %s to %s [-Wliteral-conversion]",
		           ty_str(c, e->type), ty_str(c, to), float_text(s, x, prec), x != 0 ? "true" : "false");
		return;
	}
	if (el->is_signed)
		inrange = !isnan(x) && t >= -ldexp(1, el->bits - 1) && t < ldexp(1, el->bits - 1);
	else
		inrange = !isnan(x) && t > -1 && t < ldexp(1, el->bits);
	exact = inrange && t == x && !(x == 0 && signbit(x));
	if (exact)
		return;
	if (!inrange) {
		zc_warning(c, e->loc, "implicit conversion of out of range value from '%s' to '%s' is undefined [-Wliteral-conversion]",
		           ty_str(c, e->type), ty_str(c, to));
		return;
	}
	zc_warning(c, e->loc, "implicit conversion from '%s' to '%s' changes value from %s to %s [-Wliteral-conversion]",
	           ty_str(c, e->type), ty_str(c, to), float_text(s, x, prec),
	           el->is_signed ? ar_printf(&c->ar, "%lld", (long long)t) :
	                           ar_printf(&c->ar, "%llu", (unsigned long long)t));
}

static void
int_to_int(S *s, Expr *e, Type *to, Type *el)
{
	Ctx *c = s->c;
	Type *from = e->type;
	Range src, dst = type_range(el);
	int64_t v = e->cval, nv;
	Expr *in;

	/* clang gives no constant warning into bool, and none but the sign
	 * ones (-Wsign-conversion, off by default) within the width */
	if (el->kind == T_BOOL || from->kind != T_INT || !e->isconst)
		return;
	src = value_range(from, v, 64);
	if (src.width <= dst.width) {
		/* the same width into a signed type: 200 into a char; not for a
		 * hex or octal literal, which gives a bit pattern */
		in = strip(e);
		if (src.width != dst.width || dst.nonneg || !src.nonneg || !from->is_signed ||
		    (in->kind == EX_INT && in->hex))
			return;
	}
	nv = sema_wrap(el, v);
	sema_defer(s, DW_CONSTANT_CONVERSION, e, e->loc,
	           ar_printf(&c->ar, "implicit conversion from '%s' to '%s' changes value from %s to %s",
	                     ty_str(c, from), ty_str(c, to), int_text(s, from, v), int_text(s, el, nv)));
}

/* e converted implicitly to to, by an assignment, an initializer, an
 * argument or a return (clang's CheckImplicitConversion on constants; a
 * scalar into a vector is checked against the vector's element type) */
void
sema_warn_conversion(S *s, Expr *e, Type *to)
{
	Type *from = e->type, *el;

	if (!from || !to || from->kind == T_VECTOR)
		return;
	el = to->kind == T_VECTOR ? to->base : to;
	if (from->kind == T_FLOAT && (el->kind == T_INT || el->kind == T_BOOL))
		float_to_int(s, e, to, el);
	else if ((from->kind == T_INT || from->kind == T_BOOL) && el->kind == T_INT && to->kind != T_VECTOR)
		int_to_int(s, e, to, el);
}

/* ---- -Winteger-overflow ---- */

/* The constant operation e (a op b in type t, both constants) wraps in a
 * signed type: clang says so, and folds the wrapped value as zocc does. */
void
sema_warn_overflow(S *s, Expr *e, Type *t)
{
	int64_t a = e->a->cval, b = e->b->cval, r;
	bool over;

	if (!t || t->kind != T_INT || !t->is_signed)
		return;
	switch (e->op) {
	case '+': over = __builtin_add_overflow(a, b, &r); break;
	case '-': over = __builtin_sub_overflow(a, b, &r); break;
	case '*': over = __builtin_mul_overflow(a, b, &r); break;
	default: return;
	}
	if (!over && t->bits < 64)
		over = sema_wrap(t, r) != r;
	if (!over)
		return;
	r = (int64_t)(e->op == '+' ? (uint64_t)a + (uint64_t)b : e->op == '-' ? (uint64_t)a - (uint64_t)b :
	              (uint64_t)a * (uint64_t)b);
	zc_warning(s->c, e->loc, "overflow in expression; result is %lld with type '%s' [-Winteger-overflow]",
	           (long long)sema_wrap(t, r), ty_str(s->c, t));
}

/* ---- comparisons ---- */

static bool is_cmp(int op)
{
	return op == '<' || op == '>' || op == OP_LE || op == OP_GE || op == OP_EQ || op == OP_NE;
}

/* clang's Expr::isSameComparisonOperand: the same object read twice (a
 * variable, an element at the same index, the same member of it) */
static bool
same_operand(Expr *a, Expr *b)
{
	if (!a || !b)
		return false;
	/* both read through a conversion clang makes implicitly */
	if (a->kind == EX_CAST && a->implicit && b->kind == EX_CAST && b->implicit) {
		if (a->conv != b->conv)
			return false;
		return same_operand(a->a, b->a);
	}
	if (a->kind != b->kind)
		return false;
	switch (a->kind) {
	case EX_IDENT:
		return a->sym && a->sym == b->sym && a->sym->kind == SYM_VAR;
	case EX_INDEX:
		if (!a->a->type || a->a->type->kind == T_VECTOR)
			return false;
		if (!same_operand(a->a, b->a))
			return false;
		if (strip(a->b)->kind == EX_INT && strip(b->b)->kind == EX_INT)
			return strip(a->b)->ival == strip(b->b)->ival;
		return same_operand(a->b, b->b);
	case EX_MEMBER:
		if (a->nswz || b->nswz || a->field != b->field || a->arrow != b->arrow)
			return false;
		return same_operand(a->a, b->a) ||
		       (a->arrow && strip(a->a)->kind == EX_IDENT && strip(a->a)->sym == strip(b->a)->sym);
	default:
		return false;
	}
}

static bool
known_boolean(Expr *e)
{
	e = strip(e);
	if (!e || !e->type)
		return false;
	if (e->type->kind == T_BOOL)
		return true;
	if (e->type->kind != T_INT)
		return false;
	switch (e->kind) {
	case EX_UNARY:
		return e->op == '!' || (e->op == '+' && known_boolean(e->a));
	case EX_BINARY:
		if (is_cmp(e->op) || e->op == OP_LAND || e->op == OP_LOR)
			return true;
		if (e->op == '&' || e->op == '|' || e->op == '^')
			return known_boolean(e->a) && known_boolean(e->b);
		return false;
	case EX_COMMA:
		return known_boolean(e->b);
	case EX_ASSIGN:
		return e->op == 0 && known_boolean(e->b);
	case EX_COND:
		return e->b && known_boolean(e->b) && known_boolean(e->c);
	default:
		return false;
	}
}

enum { R_MIXED = -1, R_FALSE, R_TRUE };

/* x op v over the values lo..hi (in the comparison's type: all within
 * int64, or all within uint64 when u) */
static int
over_interval(int op, bool u, uint64_t lo, uint64_t hi, uint64_t v)
{
#define LT(a, b) (u ? (a) < (b) : (int64_t)(a) < (int64_t)(b))
	switch (op) {
	case '<': return LT(hi, v) ? R_TRUE : !LT(lo, v) ? R_FALSE : R_MIXED;
	case '>': return LT(v, lo) ? R_TRUE : !LT(v, hi) ? R_FALSE : R_MIXED;
	case OP_LE: return !LT(v, hi) ? R_TRUE : LT(v, lo) ? R_FALSE : R_MIXED;
	case OP_GE: return !LT(lo, v) ? R_TRUE : LT(hi, v) ? R_FALSE : R_MIXED;
	case OP_EQ: return LT(v, lo) || LT(hi, v) ? R_FALSE : lo == hi ? R_TRUE : R_MIXED;
	case OP_NE: return LT(v, lo) || LT(hi, v) ? R_TRUE : lo == hi ? R_FALSE : R_MIXED;
	}
#undef LT
	return R_MIXED;
}

/* x op v for every x an operand of range r takes, in the comparison's
 * type t (of width w, unsigned u): R_TRUE, R_FALSE or R_MIXED; *inrange
 * says whether v is one of those values' range */
static int
over_range(int op, Range r, unsigned w, bool u, uint64_t v, bool *inrange)
{
	uint64_t lo, hi, top = w >= 64 ? ~0ull : (1ull << w) - 1;
	int a, b;

	if (r.width > w)
		r.width = w;
	if (r.nonneg) {
		lo = 0;
		hi = r.width >= 64 ? ~0ull : (1ull << r.width) - 1;
	} else {
		hi = r.width ? (1ull << (r.width - 1)) - 1 : 0;
		lo = r.width ? ~hi : 0; /* -2^(width-1) */
	}
	if (!u || r.nonneg) {
		*inrange = u ? v <= hi : ((int64_t)v >= (int64_t)lo && (int64_t)v <= (int64_t)hi);
		return over_interval(op, u, lo, hi, v);
	}
	/* negative values seen as unsigned: 0..hi and (2^w + lo)..2^w - 1 */
	lo &= top;
	*inrange = v <= hi || v >= lo;
	a = over_interval(op, true, 0, hi, v);
	b = over_interval(op, true, lo, top, v);
	return a == b ? a : R_MIXED;
}

static int
flip(int op)
{
	return op == '<' ? '>' : op == '>' ? '<' : op == OP_LE ? OP_GE : op == OP_GE ? OP_LE : op;
}

/* clang's CheckTautologicalComparison: a constant k compared with an
 * operand whose type cannot hold it; true when clang says something
 * (then -Wsign-compare does not look at it) */
static bool
constant_compare(S *s, Expr *e, Expr *k, Expr *other, bool rhs)
{
	Ctx *c = s->c;
	Type *t = e->a->type;
	Expr *ko = strip(k), *o = strip(other);
	Range vr, tr;
	unsigned w = type_range(t).width;
	bool u = type_range(t).nonneg, in_v, in_t, boolish;
	uint64_t v = (uint64_t)k->cval;
	int op = rhs ? e->op : flip(e->op), res, tres;
	const char *what, *kt;

	if (w < 64)
		v &= (1ull << w) - 1;
	if (!u && w < 64)
		v = (uint64_t)sema_wrap(t, (int64_t)v);
	boolish = o->type->kind != T_BOOL && known_boolean(o);
	vr = boolish ? (Range){1, true} : expr_range(o, 64);
	tr = boolish ? (Range){1, true} : type_range(o->type);
	res = over_range(op, vr, w, u, v, &in_v);
	if (res == R_MIXED)
		return false;
	tres = over_range(op, tr, w, u, v, &in_t);
	if (tres == R_MIXED) {
		/* only the operand's value range decides: -Wtautological-value-range-compare, off by default */
		return vr.width != 0;
	}
	res = tres;
	/* some_long <= INT_MAX where long is int: in range, from a macro or an enumerator */
	if (in_t && (ko->loc.exp || (ko->kind == EX_IDENT && ko->sym && ko->sym->kind == SYM_ENUMCONST)))
		return false;
	if (in_t && !boolish)
		return true; /* -Wtautological-type-limit-compare and its kin, off by default */
	kt = ko->kind == EX_INT && ko->op == 'b' ? (ko->ival ? "true" : "false") :
	     ar_printf(&c->ar, "constant %s", int_text(s, t, (int64_t)v));
	what = boolish ? "boolean expression" : ar_printf(&c->ar, "expression of type '%s'", ty_str(c, o->type));
	sema_defer(s, in_t ? DW_BOOL_COMPARE : DW_OUT_OF_RANGE, e, e->loc,
	           ar_printf(&c->ar, "result of comparison of %s with %s is always %s", kt, what,
	                     res == R_TRUE ? "true" : "false"));
	return true;
}

/* clang's AnalyzeComparison: -Wsign-compare */
static void
sign_compare(S *s, Expr *e)
{
	Ctx *c = s->c;
	Expr *l = strip(e->a), *r = strip(e->b), *sg, *us;
	Type *t = e->a->type;

	if (t->kind != T_INT || t->is_signed || !l->type || !r->type)
		return;
	if (l->type->kind == T_INT && l->type->is_signed) {
		sg = l;
		us = r;
	} else if (r->type->kind == T_INT && r->type->is_signed) {
		sg = r;
		us = l;
	} else {
		return;
	}
	if (expr_range(sg, t->bits).nonneg)
		return;
	if ((e->op == OP_EQ || e->op == OP_NE) && expr_range(us, t->bits).width < t->bits)
		return;
	sema_defer(s, DW_SIGN_COMPARE, e, e->loc,
	           ar_printf(&c->ar, "comparison of integers of different signs: '%s' and '%s'",
	                     ty_str(c, l->type), ty_str(c, r->type)));
}

/* e, a comparison its operands' conversions have been made for */
void
sema_warn_compare(S *s, Expr *e)
{
	Expr *a = e->a, *b = e->b;
	bool ka, kb;

	if (!e->type || !a->type || !b->type || !is_cmp(e->op))
		return;
	/* self-comparison: not in macros, not of floating values (NaN) */
	if (on(s, SW_TAUTOLOGICAL_COMPARE) && !e->loc.exp && !strip(a)->loc.exp && !strip(b)->loc.exp &&
	    ty_elem(a->type)->kind != T_FLOAT && same_operand(a, b)) {
		bool t = e->op == OP_EQ || e->op == OP_LE || e->op == OP_GE;

		sema_defer(s, DW_SELF_COMPARE, e, e->loc,
		           ar_printf(&s->c->ar, "self-comparison always evaluates to %s", t ? "true" : "false"));
	}
	if (a->type->kind != T_INT || !ty_same(a->type, b->type))
		return;
	ka = a->isconst;
	kb = b->isconst;
	if (ka && kb)
		return;
	if (ka != kb && constant_compare(s, e, kb ? b : a, kb ? a : b, kb))
		return;
	if (on(s, SW_SIGN_COMPARE))
		sign_compare(s, e);
}
