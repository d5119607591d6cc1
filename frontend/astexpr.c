/* astexpr.c — literals (C99 6.4.4, 6.4.5) and expressions (6.5) from the
 * concrete tree.  Type names were decided before parsing (typenames.c), so
 * every node has one reading. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "astb.h"

/* ---- literals (6.4.4, 6.4.5) ---- */

Expr *
ab_new_expr(AB *b, enum ExprKind k, Loc l)
{
	Expr *e = ar_alloc(b->ar, sizeof *e);

	e->kind = k;
	e->loc = l;
	return e;
}

/* A literal's suffix: the common ones are shared, not copied (a big
 * program has a number every few bytes). */
static const char *
suffix(AB *b, const char *s, size_t n)
{
	static const char *const common[] = {
		"", "u", "U", "f", "F", "l", "L", "h", "H", "ul", "UL", "lu", "LU", "uL", "Ul",
	};
	size_t i;

	for (i = 0; i < ZC_COUNTOF(common); i++)
		if (strlen(common[i]) == n && memcmp(common[i], s, n) == 0)
			return common[i];
	return ar_strndup(b->ar, s, n);
}

/* 6.4.4.1 Integer constants and 6.4.4.2 Floating constants, from the
 * pp-number the grammar accepts. */
static Expr *
number(AB *b, TSNode n, Loc l)
{
	size_t len, i;
	const char *s = ab_text(b, n, &len), *p;
	Expr *e = ab_new_expr(b, EX_INT, l);
	bool isfloat = false, hex = len > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
	/* binary constants 0b101 (a C2x and GNU extension clang accepts) */
	bool bin = len > 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B') && (s[2] == '0' || s[2] == '1');
	size_t end; /* end of the digits, start of the suffix */

	/* find where the number proper ends */
	i = hex || bin ? 2 : 0;
	for (; i < len; i++) {
		char ch = s[i];

		if (hex ? zc_hexval(ch) >= 0 : (ch >= '0' && ch <= '9'))
			continue;
		if (ch == '.' && !bin) {
			isfloat = true;
			continue;
		}
		if (!hex && !bin && (ch == 'e' || ch == 'E')) {
			isfloat = true;
			if (i + 1 < len && (s[i + 1] == '+' || s[i + 1] == '-'))
				i++;
			continue;
		}
		if (hex && (ch == 'p' || ch == 'P')) {
			isfloat = true;
			if (i + 1 < len && (s[i + 1] == '+' || s[i + 1] == '-'))
				i++;
			/* the exponent's digits are decimal, and the suffix follows
			 * (an 'f' there is no hex digit) */
			while (i + 1 < len && s[i + 1] >= '0' && s[i + 1] <= '9')
				i++;
			i++;
			break;
		}
		break;
	}
	end = i;
	e->suffix = suffix(b, s + end, len - end);
	if (isfloat) {
		char *tmp = ar_strndup(b->ar, s, end), *ep;
		const char *suf = e->suffix;

		e->kind = EX_FLOAT;
		if (strcmp(suf, "") && strcmp(suf, "f") && strcmp(suf, "F") && strcmp(suf, "h") &&
		    strcmp(suf, "H") && strcmp(suf, "l") && strcmp(suf, "L")) {
			zc_error(b->c, e->loc, "invalid suffix '%s' on floating constant", suf);
			e->suffix = "";
		}
		if (hex && !strpbrk(tmp, "pP")) {
			zc_error(b->c, e->loc, "hexadecimal floating constant requires an exponent");
			return e;
		}
		errno = 0;
		if (suf[0] == 'f' || suf[0] == 'F' || suf[0] == 'h' || suf[0] == 'H')
			e->fval = zc_strtof(tmp, &ep);  /* round once, to float */
		else
			e->fval = zc_strtod(tmp, &ep);
		if (*ep)
			zc_error(b->c, e->loc, "invalid floating constant '%.*s'", (int)len, s);
		return e;
	}
	/* integer: decimal, octal or hexadecimal digits */
	{
		uint64_t v = 0;
		bool overflow = false;
		int base = hex ? 16 : bin ? 2 : (s[0] == '0' && end > 1) ? 8 : 10;

		e->hex = base != 10;
		for (p = s + (hex || bin ? 2 : 0); p < s + end; p++) {
			int d = zc_hexval(*p);

			if (d < 0 || d >= base) {
				zc_error(b->c, e->loc, "invalid digit '%c' in %s constant", *p,
				         base == 8 ? "octal" : base == 2 ? "binary" : "decimal");
				return e;
			}
			if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
				overflow = true;
			v = v * (uint64_t)base + (uint64_t)d;
		}
		if (hex && end == 2) {
			zc_error(b->c, e->loc, "expected hexadecimal digits after '0x'");
			return e;
		}
		if (overflow)
			zc_error(b->c, e->loc, "integer literal is too large to be represented in any integer type");
		e->ival = v;
		/* suffix: u, l, ll in either order and case (6.4.4.1) */
		{
			const char *q = e->suffix;
			int u = 0, l = 0;

			while (*q) {
				if ((*q == 'u' || *q == 'U') && !u) {
					u = 1;
					q++;
				} else if ((q[0] == 'l' && q[1] == 'l') || (q[0] == 'L' && q[1] == 'L')) {
					if (l)
						break;
					l = 2;
					q += 2;
				} else if ((*q == 'l' || *q == 'L') && !l) {
					l = 1;
					q++;
				} else {
					break;
				}
			}
			if (*q) {
				if ((e->suffix[0] == 'f' || e->suffix[0] == 'F') && !e->suffix[1])
					zc_error(b->c, e->loc, "invalid suffix '%s' on integer constant (write '%.*s.0f' for a float)", e->suffix, (int)end, s);
				else
					zc_error(b->c, e->loc, "invalid suffix '%s' on integer constant", e->suffix);
				e->suffix = "";
			}
		}
	}
	return e;
}

/* One escape sequence (6.4.4.4) starting at s[0] == '\\'; returns the value
 * and advances *pi past it. */
static uint32_t
escape(AB *b, const char *s, size_t len, size_t *pi, Loc l)
{
	size_t i = *pi + 1;
	uint32_t v = 0;

	if (i >= len) {
		*pi = i;
		return '\\';
	}
	switch (s[i]) {
	case 'n': v = '\n'; i++; break;
	case 't': v = '\t'; i++; break;
	case 'r': v = '\r'; i++; break;
	case 'a': v = 7; i++; break;
	case 'b': v = 8; i++; break;
	case 'f': v = 12; i++; break;
	case 'v': v = 11; i++; break;
	case 'e': v = 27; i++; break;
	case '\\': case '\'': case '"': case '?': v = (unsigned char)s[i]; i++; break;
	case 'x': {
		int d, nd = 0;

		i++;
		while (i < len && (d = zc_hexval(s[i])) >= 0) {
			v = v * 16 + (uint32_t)d;
			i++;
			nd++;
		}
		if (!nd)
			zc_error(b->c, l, "\\x used with no following hex digits");
		if (v > 255)
			zc_error(b->c, l, "hex escape sequence out of range");
		break;
	}
	default:
		if (s[i] >= '0' && s[i] <= '7') {
			int nd = 0;

			while (i < len && nd < 3 && s[i] >= '0' && s[i] <= '7') {
				v = v * 8 + (uint32_t)(s[i] - '0');
				i++;
				nd++;
			}
			if (v > 255)
				zc_error(b->c, l, "octal escape sequence out of range");
		} else {
			zc_warning(b->c, l, "unknown escape sequence '\\%c' [-Wunknown-escape-sequence]", s[i]);
			v = (unsigned char)s[i];
			i++;
		}
	}
	*pi = i;
	return v & 0xff;
}

static Expr *
char_literal(AB *b, TSNode n, Loc l)
{
	size_t len, i;
	const char *s = ab_text(b, n, &len);
	Expr *e = ab_new_expr(b, EX_CHAR, l);
	uint64_t v = 0;
	int nch = 0;

	if (s[0] != '\'') {
		zc_error(b->c, e->loc, "wide and Unicode character constants are not supported in OpenCL C");
		return e;
	}
	for (i = 1; i + 1 < len;) {
		uint32_t ch;

		if (s[i] == '\\')
			ch = escape(b, s, len - 1, &i, e->loc);
		else
			ch = (unsigned char)s[i++];
		v = (v << 8) | ch;
		nch++;
	}
	if (nch == 0)
		zc_error(b->c, e->loc, "empty character constant");
	else if (nch == 1)
		v = (uint64_t)(int64_t)(signed char)v; /* char is signed */
	else
		zc_warning(b->c, e->loc, "multi-character character constant [-Wmultichar]");
	e->ival = v;
	return e;
}

static void
string_piece(AB *b, TSNode n, Buf *out)
{
	size_t len, i;
	const char *s = ab_text(b, n, &len);

	if (s[0] != '"') {
		zc_error(b->c, ab_loc(b, n), "wide and Unicode string literals are not supported in OpenCL C");
		return;
	}
	for (i = 1; i + 1 < len;) {
		if (s[i] == '\\')
			buf_putc(out, (int)escape(b, s, len - 1, &i, ab_loc(b, n)));
		else
			buf_putc(out, s[i++]);
	}
}

static Expr *
string(AB *b, TSNode n, int kind, Loc l)
{
	Expr *e = ab_new_expr(b, EX_STRING, l);
	Buf buf;

	buf_init(&buf, b->ar);
	if (kind == K_concatenated_string) {
		Kid *k;
		size_t i, nk = ab_kids(b, n, &k);

		for (i = 0; i < nk; i++) {
			if (k[i].kind == K_string_literal)
				string_piece(b, k[i].n, &buf);
			else if (k[i].named)
				zc_error(b->c, ab_loc(b, k[i].n), "expected a string literal");
		}
	} else {
		string_piece(b, n, &buf);
	}
	e->str = buf.s;
	e->strlen = buf.n;
	return e;
}

/* ---- expressions (6.5) ---- */

static int
binop(AB *b, TSNode op)
{
	size_t len;
	const char *s = ab_text(b, op, &len);

	if (len == 1)
		return s[0];
	if (s[0] == '<' && s[1] == '<')
		return OP_SHL;
	if (s[0] == '>' && s[1] == '>')
		return OP_SHR;
	if (s[0] == '<')
		return OP_LE;
	if (s[0] == '>')
		return OP_GE;
	if (s[0] == '=')
		return OP_EQ;
	if (s[0] == '!')
		return OP_NE;
	if (s[0] == '&')
		return OP_LAND;
	if (s[0] == '|')
		return OP_LOR;
	return 0;
}

/* Flatten a right-nested comma_expression into a list. */
static void
comma_list(AB *b, TSNode n, ExprVec *out)
{
	while (ab_kindof(b, n) == K_comma_expression) {
		VEC_PUSH(b->ar, out, ab_expr(b, ab_field(b, n, F_left)));
		n = ab_field(b, n, F_right);
	}
	VEC_PUSH(b->ar, out, ab_expr(b, n));
}

static Expr **
arguments(AB *b, TSNode al, size_t *n)
{
	Kid *k;
	size_t i, nk = ab_kids(b, al, &k);
	VEC(Expr *) v = {0};

	for (i = 0; i < nk; i++) {
		if (!k[i].named || k[i].kind == K_comment)
			continue;
		VEC_PUSH(b->ar, &v, ab_expr(b, k[i].n));
	}
	*n = v.n;
	return v.v;
}

static Expr *
ident(AB *b, TSNode n, Loc l)
{
	Expr *e = ab_new_expr(b, EX_IDENT, l);

	e->name = ab_name(b, n);
	return e;
}

static Expr *
call(AB *b, Expr *fn, TSNode args, Loc l)
{
	Expr *e = ab_new_expr(b, EX_CALL, l);
	Kid *k;
	size_t nk = ab_kids(b, args, &k);

	e->a = fn;
	e->rparen = nk && ab_text_is(b, k[nk - 1].n, ")") ? ab_loc(b, k[nk - 1].n) : l;
	e->args = arguments(b, args, &e->nargs);
	return e;
}

/* __builtin_convertvector(v, T), __builtin_astype(v, T), __builtin_bit_cast(T, v),
 * __builtin_types_compatible_p(T, U) */
static Expr *
type_builtin_expr(AB *b, TSNode n, Loc l)
{
	Kid *k;
	size_t i, nk = ab_kids(b, n, &k);
	Expr *e = ab_new_expr(b, EX_TYPEBUILTIN, l);

	for (i = 0; i < nk; i++) {
		if (k[i].field == F_function) {
			e->name = ab_name(b, k[i].n);
		} else if (k[i].field == F_value) {
			e->a = ab_expr(b, k[i].n);
		} else if (k[i].field == F_type && !e->tx) {
			e->tx = ab_type_descriptor(b, k[i].n);
		} else if (k[i].field == F_type) {
			e->c = ab_new_expr(b, EX_TYPEBUILTIN, ab_loc(b, k[i].n));
			e->c->tx = ab_type_descriptor(b, k[i].n);
		}
	}
	return e;
}

/* __builtin_offsetof(type, member designator): the designator is a chain
 * like an initializer's (.a.b[i]) */
static Expr *
offsetof_expr(AB *b, TSNode n, Loc l)
{
	Kid *k;
	size_t i, nk = ab_kids(b, n, &k);
	Expr *e = ab_new_expr(b, EX_OFFSETOF, l), **tail = &e->a;

	for (i = 0; i < nk; i++) {
		Expr *x = NULL;

		if (k[i].field == F_type) {
			e->tx = ab_type_descriptor(b, k[i].n);
		} else if (k[i].field == F_member) {
			x = ab_new_expr(b, EX_MEMBER, ab_loc(b, k[i].n));
			x->name = ab_name(b, k[i].n);
		} else if (k[i].kind == K_field_designator) {
			TSNode id = ab_paren_inner(b, k[i].n);

			x = ab_new_expr(b, EX_MEMBER, ab_loc(b, id));
			x->name = ab_name(b, id);
		} else if (k[i].kind == K_subscript_designator) {
			x = ab_new_expr(b, EX_INDEX, ab_loc(b, k[i].n));
			x->b = ab_expr(b, ab_paren_inner(b, k[i].n));
		}
		if (x) {
			*tail = x;
			tail = &x->a;
		}
	}
	return e;
}

/* C11 6.5.1.1 _Generic(control, type: value, ..., default: value) */
static Expr *
generic(AB *b, TSNode n, Loc l)
{
	Kid *k;
	size_t i, nk = ab_kids(b, n, &k), na = 0;
	Expr *e = ab_new_expr(b, EX_GENERIC, l);

	for (i = 0; i < nk; i++)
		na += k[i].kind == K_generic_association;
	e->args = ar_alloc(b->ar, (na ? na : 1) * sizeof *e->args);
	e->assoc = ar_alloc(b->ar, (na ? na : 1) * sizeof *e->assoc);
	e->assocloc = ar_alloc(b->ar, (na ? na : 1) * sizeof *e->assocloc);
	for (i = 0; i < nk; i++) {
		if (k[i].field == F_control) {
			e->a = ab_expr(b, k[i].n);
		} else if (k[i].kind == K_generic_association) {
			Kid *ak;
			size_t nak = ab_kids(b, k[i].n, &ak);
			TSNode t = ab_kid(ak, nak, F_type);

			e->assocloc[e->nargs] = ab_loc(b, k[i].n);
			e->assoc[e->nargs] = ab_isnull(t) ? NULL : ab_type_descriptor(b, t);
			e->args[e->nargs++] = ab_expr(b, ab_kid(ak, nak, F_value));
		}
	}
	if (!e->a)
		e->a = ab_new_expr(b, EX_INT, l);
	return e;
}

Expr *
ab_initializer_list(AB *b, TSNode n)
{
	Kid *k;
	size_t i, nk = ab_kids(b, n, &k);
	Expr *e = ab_new_expr(b, EX_INITLIST, ab_loc(b, n));
	VEC(Expr *) v = {0};
	VEC(Expr *) des = {0};

	for (i = 0; i < nk; i++) {
		Expr *d = NULL;

		if (!k[i].named || k[i].kind == K_comment)
			continue;
		if (k[i].kind == K_initializer_pair) {
			Kid *pk;
			size_t j, npk = ab_kids(b, k[i].n, &pk);
			Expr **tail = &d, *val = NULL;

			for (j = 0; j < npk; j++) {
				Expr *x = NULL;

				if (pk[j].field == F_designator) {
					if (pk[j].kind == K_field_designator || pk[j].kind == K_field_identifier) {
						TSNode id = pk[j].kind == K_field_identifier ? pk[j].n : ab_paren_inner(b, pk[j].n);

						x = ab_new_expr(b, EX_MEMBER, ab_loc(b, pk[j].n));
						x->name = ab_name(b, id);
					} else if (pk[j].kind == K_subscript_designator) {
						x = ab_new_expr(b, EX_INDEX, ab_loc(b, pk[j].n));
						x->b = ab_expr(b, ab_paren_inner(b, pk[j].n));
					} else if (pk[j].kind == K_subscript_range_designator) {
						/* GNU [first ... last] */
						Kid *rk;
						size_t nrk = ab_kids(b, pk[j].n, &rk);

						x = ab_new_expr(b, EX_INDEX, ab_loc(b, pk[j].n));
						x->b = ab_expr(b, ab_kid(rk, nrk, F_start));
						x->c = ab_expr(b, ab_kid(rk, nrk, F_end));
					}
					if (x) {
						*tail = x;
						tail = &x->a;
					}
				} else if (pk[j].field == F_value) {
					val = ab_initializer(b, pk[j].n);
				}
			}
			VEC_PUSH(b->ar, &v, val);
		} else {
			VEC_PUSH(b->ar, &v, ab_initializer(b, k[i].n));
		}
		VEC_PUSH(b->ar, &des, d);
	}
	e->args = v.v;
	e->nargs = v.n;
	e->designators = des.v;
	return e;
}

Expr *
ab_initializer(AB *b, TSNode n)
{
	if (ab_kindof(b, n) == K_initializer_list)
		return ab_initializer_list(b, n);
	return ab_expr(b, n);
}

/* An expression node of kind `kind` (its K_*).  The operands of a node of
 * fixed shape are found by field (ab_field), a list's items in one walk
 * (ab_kids); each child is built once, and locations are asked for in
 * the order of the text, which pp_locate_near answers fastest. */
static Expr *
expr(AB *b, TSNode n, int kind)
{
	Expr *e;
	TSNode x;
	Kid *k;
	size_t nk, i, len;
	const char *s;
	Loc l;

	switch (kind) {
	case K_identifier:
		return ident(b, n, ab_loc(b, n));
	case K_number_literal:
		return number(b, n, ab_loc(b, n));
	case K_char_literal:
		return char_literal(b, n, ab_loc(b, n));
	case K_string_literal:
	case K_concatenated_string:
		return string(b, n, kind, ab_loc(b, n));
	case K_true:
	case K_false:
		e = ab_new_expr(b, EX_INT, ab_loc(b, n));
		e->ival = kind == K_true;
		e->op = 'b'; /* a bool literal */
		e->suffix = "";
		return e;
	case K_null: {
		/* NULL: ((void *)0) */
		Spec *sp = ar_alloc(b->ar, sizeof *sp);
		TypeExpr *t = ar_alloc(b->ar, sizeof *t);

		l = ab_loc(b, n);
		sp->loc = l;
		sp->base = B_VOID;
		t->kind = TX_POINTER;
		t->loc = l;
		t->inner = ab_tx_base(b, sp);
		e = ab_new_expr(b, EX_CAST, l);
		e->tx = t;
		e->a = ab_new_expr(b, EX_INT, l);
		e->a->suffix = "";
		return e;
	}
	case K_parenthesized_expression: {
		int xk;

		x = ab_paren_inner(b, n);
		xk = ab_kindof(b, x);
		if (xk == K_compound_statement) {
			/* GNU statement expression '({ ... })' */
			e = ab_new_expr(b, EX_STMTEXPR, ab_loc(b, n));
			e->body = ab_compound(b, x);
			return e;
		}
		e = ab_isnull(x) ? ab_expr(b, x) : expr(b, x, xk);
		if (e)
			e->paren = true;
		return e;
	}
	case K_extension_expression:
		return ab_expr(b, ab_paren_inner(b, n));
	case K_comma_expression:
		e = ab_new_expr(b, EX_COMMA, ab_loc(b, n));
		e->a = ab_expr(b, ab_field(b, n, F_left));
		e->b = ab_expr(b, ab_field(b, n, F_right));
		return e;
	case K_conditional_expression:
		e = ab_new_expr(b, EX_COND, ab_loc(b, n));
		e->a = ab_expr(b, ab_field(b, n, F_condition));
		x = ab_field(b, n, F_consequence);
		if (!ab_isnull(x)) /* else GNU 'a ?: c' */
			e->b = ab_expr(b, x);
		e->c = ab_expr(b, ab_field(b, n, F_alternative));
		/* clang points at the '?' */
		nk = ab_kids(b, n, &k);
		for (i = 0; i < nk; i++)
			if (!k[i].named && ab_text_is(b, k[i].n, "?"))
				e->loc = ab_loc(b, k[i].n);
		return e;
	case K_assignment_expression:
		e = ab_new_expr(b, EX_ASSIGN, (Loc){0});
		e->a = ab_expr(b, ab_field(b, n, F_left));
		x = ab_field(b, n, F_operator);
		e->loc = ab_loc(b, x); /* clang points at the operator */
		s = ab_text(b, x, &len);
		if (len == 1)
			e->op = 0;
		else if (len == 3)
			e->op = s[0] == '<' ? OP_SHL : OP_SHR;
		else
			e->op = s[0];
		e->b = ab_expr(b, ab_field(b, n, F_right));
		return e;
	case K_pointer_expression:
	case K_unary_expression:
		e = ab_new_expr(b, EX_UNARY, ab_loc(b, n));
		x = ab_field(b, n, F_operator);
		e->op = ab_text(b, x, &len)[0];
		e->a = ab_expr(b, ab_field(b, n, F_argument));
		return e;
	case K_binary_expression:
		e = ab_new_expr(b, EX_BINARY, (Loc){0});
		e->a = ab_expr(b, ab_field(b, n, F_left));
		x = ab_field(b, n, F_operator);
		e->op = binop(b, x);
		e->loc = ab_loc(b, x); /* clang points at the operator */
		e->b = ab_expr(b, ab_field(b, n, F_right));
		return e;
	case K_update_expression: {
		bool pre, inc;

		x = ab_field(b, n, F_operator);
		pre = ts_node_start_byte(x) == ts_node_start_byte(n);
		inc = ab_text(b, x, &len)[0] == '+';
		/* at the operator, where clang reports what it cannot do */
		e = ab_new_expr(b, pre ? (inc ? EX_PREINC : EX_PREDEC) : (inc ? EX_POSTINC : EX_POSTDEC), ab_loc(b, x));
		e->a = ab_expr(b, ab_field(b, n, F_argument));
		return e;
	}
	case K_cast_expression:
		e = ab_new_expr(b, EX_CAST, ab_loc(b, n));
		e->tx = ab_type_descriptor(b, ab_field(b, n, F_type));
		e->a = ab_expr(b, ab_field(b, n, F_value));
		return e;
	case K_vector_literal: {
		ExprVec els = {0};

		e = ab_new_expr(b, EX_VECLIT, ab_loc(b, n));
		e->tx = ab_type_descriptor(b, ab_field(b, n, F_type));
		comma_list(b, ab_field(b, n, F_elements), &els);
		e->args = els.v;
		e->nargs = els.n;
		/* the '(' of the elements, where clang counts them */
		e->oploc = e->loc;
		nk = ab_kids(b, n, &k);
		for (i = 0; i < nk; i++)
			if (!k[i].named && ab_text_is(b, k[i].n, "(") && i > 0)
				e->oploc = ab_loc(b, k[i].n);
		return e;
	}
	case K_sizeof_expression:
	case K_alignof_expression:
	case K_vec_step_expression:
		e = ab_new_expr(b, kind == K_sizeof_expression ? EX_SIZEOF :
		                   kind == K_alignof_expression ? EX_ALIGNOF : EX_VEC_STEP, ab_loc(b, n));
		x = ab_field(b, n, F_type);
		if (!ab_isnull(x))
			e->tx = ab_type_descriptor(b, x);
		else
			e->a = ab_expr(b, ab_field(b, n, F_value));
		return e;
	case K_subscript_expression:
		e = ab_new_expr(b, EX_INDEX, ab_loc(b, n));
		e->a = ab_expr(b, ab_field(b, n, F_argument));
		e->b = ab_expr(b, ab_field(b, n, F_index));
		e->oploc = e->loc; /* the '[', where clang says what the base is not */
		nk = ab_kids(b, n, &k);
		for (i = 0; i < nk; i++)
			if (!k[i].named && ab_text_is(b, k[i].n, "["))
				e->oploc = ab_loc(b, k[i].n);
		return e;
	case K_call_expression:
		l = ab_loc(b, n);
		return call(b, ab_expr(b, ab_field(b, n, F_function)), ab_field(b, n, F_arguments), l);
	case K_field_expression:
		e = ab_new_expr(b, EX_MEMBER, (Loc){0});
		e->a = ab_expr(b, ab_field(b, n, F_argument));
		e->arrow = ab_text_is(b, ab_field(b, n, F_operator), "->");
		e->oploc = ab_loc(b, ab_field(b, n, F_operator));
		x = ab_field(b, n, F_field);
		e->name = ab_name(b, x);
		e->loc = ab_loc(b, x);
		return e;
	case K_compound_literal_expression:
		e = ab_new_expr(b, EX_COMPOUND, ab_loc(b, n));
		e->tx = ab_type_descriptor(b, ab_field(b, n, F_type));
		e->a = ab_initializer_list(b, ab_field(b, n, F_value));
		return e;
	case K_initializer_list:
		return ab_initializer_list(b, n);
	case K_block_literal:
		l = ab_loc(b, n);
		zc_unsupported(b->c, l, ZC_NO_BLOCKS, NULL);
		return ab_new_expr(b, EX_INT, l);
	case K_offsetof_expression:
		return offsetof_expr(b, n, ab_loc(b, n));
	case K_type_builtin_expression:
		return type_builtin_expr(b, n, ab_loc(b, n));
	case K_generic_expression:
		return generic(b, n, ab_loc(b, n));
	case K_ERROR:
		b->broken = true;
		return ab_new_expr(b, EX_INT, ab_loc(b, n));
	default:
		l = ab_loc(b, n);
		if (ts_node_is_missing(n)) {
			b->broken = true;
			return ab_new_expr(b, EX_INT, l);
		}
		zc_error(b->c, l, "expected expression");
		return ab_new_expr(b, EX_INT, l);
	}
}

Expr *
ab_expr(AB *b, TSNode n)
{
	if (ab_isnull(n))
		return ab_new_expr(b, EX_INT, (Loc){0});
	return expr(b, n, ab_kindof(b, n));
}
