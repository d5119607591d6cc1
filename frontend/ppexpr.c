/* ppexpr.c — C99 6.10.1 conditional inclusion: the constant expression of
 * #if and #elif (also the count of '#pragma unroll N').
 *
 * Tokens come macro-expanded except after 'defined' (and __has_include),
 * whose operand is read raw.  Identifiers left after expansion are 0.
 * Values are intmax_t or uintmax_t (64 bits) with the usual arithmetic
 * conversions between them (6.10.1p4); arithmetic is done in uint64_t so
 * that overflow is defined, and reported as clang reports it.  The
 * evaluator is a precedence climber; operands that short-circuiting skips
 * are still parsed but raise no division-by-zero errors. */
#include <string.h>

#include "ppint.h"

enum { MAX_PAREN_DEPTH = 512 };

typedef struct Val {
	uint64_t v; /* the bits */
	bool u;     /* uintmax_t rather than intmax_t */
} Val;

typedef struct Ev {
	PP *pp;
	Tok t;      /* current token */
	bool eval;  /* not in a short-circuited operand */
	bool err;   /* an error was reported: the value is meaningless */
	unsigned depth;
} Ev;

static void
error(Ev *e, Loc l, const char *msg)
{
	if (!e->err)
		zc_error(e->pp->c, l, "%s", msg);
	e->err = true;
}

static bool
is_p(const Tok *t, unsigned p)
{
	return t->kind == T_PUNCT && t->aux == p;
}

/* 'defined X' / 'defined ( X )': read raw, so X is not replaced */
static void
defined_op(Ev *e, Tok *t)
{
	PP *pp = e->pp;
	Tok x, lp, rp;
	bool paren = false;

	pp_get_raw(pp, &x);
	if (is_p(&x, '(')) {
		paren = true;
		lp = x;
		pp_get_raw(pp, &x);
	}
	if (x.kind != T_IDENT) {
		error(e, x.loc, x.kind == T_EOD ? "macro name missing" : "macro name must be an identifier");
		if (x.kind == T_EOD || x.kind == T_EOA)
			pp_unget(pp, &x);
		t->kind = T_NUMBER;
		t->s = "0";
		t->len = 1;
		return;
	}
	if (paren) {
		pp_get_raw(pp, &rp);
		if (!is_p(&rp, ')')) {
			if (!e->err) {
				zc_error(pp->c, rp.loc, "missing ')' after 'defined'");
				zc_note(pp->c, lp.loc, "to match this '('");
			}
			e->err = true;
			if (rp.kind == T_EOD || rp.kind == T_EOA)
				pp_unget(pp, &rp);
		}
	}
	t->kind = T_NUMBER;
	t->s = TOK_IDENT(&x)->macro ? "1" : "0";
	t->len = 1;
	t->flags = 0;
}

/* __has_include("name") / __has_include(<name>) */
static void
has_include_op(Ev *e, Tok *t)
{
	PP *pp = e->pp;
	Tok x;
	bool found = false;

	pp_get_raw(pp, &x);
	if (!is_p(&x, '(')) {
		error(e, x.loc, "missing '(' after '__has_include'");
		pp_unget(pp, &x);
		goto out;
	}
	pp->in_include = true;
	pp_get_raw(pp, &x);
	pp->in_include = false;
	if (x.kind == T_STRING && x.s[0] == '"')
		found = pp_find_include(pp, x.s + 1, x.len - 2, false, x.loc);
	else if (x.kind == T_HEADER)
		found = pp_find_include(pp, x.s + 1, x.len - 2, true, x.loc);
	else {
		error(e, x.loc, "expected \"FILENAME\" or <FILENAME>");
		pp_unget(pp, &x);
		goto out;
	}
	pp_get_raw(pp, &x);
	if (!is_p(&x, ')')) {
		error(e, x.loc, "missing ')' after '__has_include'");
		pp_unget(pp, &x);
	}
out:
	t->kind = T_NUMBER;
	t->s = found ? "1" : "0";
	t->len = 1;
}

/* What __has_attribute and __has_builtin answer 1 for: the attributes
 * sema acts on or accepts without effect (sema/decl.c, sema/stmt.c), and
 * the __builtin_ functions of builtins/gnu.def (sema/gnu.c); tests/driver
 * checks the attribute list against sema's sources.  Everything else, and
 * every __has_feature and __has_extension, is 0: the program takes its
 * portable branch. */
static const char *const attributes[] = {
	"aligned", "packed", "always_inline", "noinline", "overloadable", "const", "pure",
	"unused", "used", "nodebug", "flatten", "cold", "hot", "format", "nothrow",
	"convergent", "noduplicate", "deprecated", "warn_unused_result", "artificial",
	"gnu_inline", "leaf", "optnone", "nosvm", "endian", "may_alias",
	"reqd_work_group_size", "work_group_size_hint", "vec_type_hint",
	"intel_reqd_sub_group_size", "opencl_unroll_hint", "ext_vector_type", "vector_size",
	"blocks", /* clang's __block: known, and refused (Level Zero has no blocks) */
};
static const char *const builtins[] = {
#define GNU(n, op, sig) #n,
#define MATH(n, cl, sig) "__builtin_" #n, "__builtin_" #n "f",
#include "../builtins/gnu.def"
#undef GNU
#undef MATH
	/* with a type argument: the grammar's (sema/c11.c, sema/gnu.c) */
	"__builtin_offsetof", "__builtin_convertvector", "__builtin_astype", "__builtin_bit_cast",
	"__builtin_types_compatible_p",
	/* clang's atomics, OpenCL C 2.0's atomic_X_explicit (sema/call.c) */
#define ATOMICS(p) p "init", p "load", p "store", p "exchange", p "compare_exchange_strong", \
	p "compare_exchange_weak", p "fetch_add", p "fetch_sub", p "fetch_and", p "fetch_or", p "fetch_xor", \
	p "fetch_min", p "fetch_max"
	ATOMICS("__opencl_atomic_"), ATOMICS("__c11_atomic_"),
#undef ATOMICS
};

static bool
listed(const char *const *v, size_t n, const char *s, size_t len)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strlen(v[i]) == len && memcmp(v[i], s, len) == 0)
			return true;
	return false;
}

/* __has_attribute(name), __has_builtin(name), __has_feature(name),
 * __has_extension(name): clang's, with its numbers (1 or 0) */
static void
has_name_op(Ev *e, Tok *t, int kind, const char *opname)
{
	PP *pp = e->pp;
	Tok x;
	bool yes = false;

	pp_get_raw(pp, &x);
	if (!is_p(&x, '(')) {
		error(e, x.loc, ar_printf(&pp->c->ar, "missing '(' after '%s'", opname));
		pp_unget(pp, &x);
		goto out;
	}
	pp_get_raw(pp, &x);
	if (x.kind != T_IDENT) {
		error(e, x.loc, ar_printf(&pp->c->ar, "'%s' requires an identifier", opname));
		pp_unget(pp, &x);
		goto out;
	}
	{
		const char *s = x.s;
		size_t len = x.len;

		if (kind == MK_HAS_ATTRIBUTE) {
			/* __always_inline__ is always_inline */
			if (len > 4 && s[0] == '_' && s[1] == '_' && s[len - 1] == '_' && s[len - 2] == '_')
				s += 2, len -= 4;
			yes = listed(attributes, ZC_COUNTOF(attributes), s, len);
		} else if (kind == MK_HAS_BUILTIN) {
			yes = listed(builtins, ZC_COUNTOF(builtins), s, len);
		}
	}
	pp_get_raw(pp, &x);
	if (!is_p(&x, ')')) {
		error(e, x.loc, ar_printf(&pp->c->ar, "missing ')' after '%s'", opname));
		pp_unget(pp, &x);
	}
out:
	t->kind = T_NUMBER;
	t->s = yes ? "1" : "0";
	t->len = 1;
}

static void
next(Ev *e)
{
	pp_expand_next(e->pp, &e->t);
	if (e->t.kind == T_IDENT && !(e->t.flags & TF_NOEXP)) {
		Ident *id = TOK_IDENT(&e->t);

		if (id == e->pp->id_defined)
			defined_op(e, &e->t);
		else if (id == e->pp->id_has_include)
			has_include_op(e, &e->t);
		else if (id->macro && id->macro->kind > MK_HAS_INCLUDE)
			has_name_op(e, &e->t, id->macro->kind, ar_strndup(&e->pp->c->ar, e->t.s, e->t.len));
	}
}

/* 6.4.4.1 an integer constant in #if */
static Val
number(Ev *e, const Tok *t)
{
	Ctx *c = e->pp->c;
	const char *s = t->s, *end = t->s + t->len, *p = s;
	uint64_t v = 0;
	unsigned base = 10;
	bool over = false, u = false;
	int nl = 0;
	Val r = {0, false};

	if (p + 1 < end && p[0] == '0' && (p[1] | 32) == 'x') {
		base = 16;
		p += 2;
	} else if (p + 1 < end && p[0] == '0' && (p[1] | 32) == 'b') {
		base = 2;
		p += 2;
	} else if (*p == '0') {
		base = 8;
	}
	/* a floating constant? */
	{
		const char *q;

		for (q = s; q < end; q++)
			if (*q == '.' || (base == 16 && (*q | 32) == 'p') ||
			    (base != 16 && (*q | 32) == 'e' && q > s && zc_hexval(q[-1]) >= 0 && q[-1] <= '9')) {
				error(e, t->loc, "floating point literal in preprocessor expression");
				return r;
			}
	}
	for (; p < end; p++) {
		int d = zc_hexval(*p);

		if (d < 0 || (base != 16 && d >= 10 && !(base == 10 && (*p | 32) != 'e')) ||
		    (base == 2 && d >= 2 && d < 10))
			break;
		if (d >= (int)base) {
			if (!e->err)
				zc_error(c, t->loc, "invalid digit '%c' in %s constant", *p,
				         base == 8 ? "octal" : base == 10 ? "decimal" : "binary");
			e->err = true;
			return r;
		}
		if (v > (UINT64_MAX - (uint64_t)d) / base)
			over = true;
		v = v * base + (uint64_t)d;
	}
	if ((base == 16 || base == 2) && p == s + 2) {
		if (!e->err)
			zc_error(c, t->loc, "invalid suffix '%.*s' on integer constant", (int)(end - s - 1), s + 1);
		e->err = true;
		return r;
	}
	/* suffix: u, l, ll in either order and case */
	{
		const char *sfx = p;

		while (p < end) {
			if ((*p | 32) == 'u' && !u) {
				u = true;
				p++;
			} else if ((*p | 32) == 'l' && !nl) {
				nl = (p + 1 < end && p[1] == p[0]) ? 2 : 1;
				p += nl;
			} else {
				break;
			}
		}
		if (p != end) {
			if (!e->err)
				zc_error(c, t->loc, "invalid suffix '%.*s' on integer constant", (int)(end - sfx), sfx);
			e->err = true;
			return r;
		}
	}
	if (over) {
		if (!e->err)
			zc_error(c, t->loc, "integer literal is too large to be represented in any integer type");
		e->err = true;
		return r;
	}
	if (!u && v > INT64_MAX) {
		if (base == 10)
			zc_warning(c, t->loc, "integer literal is too large to be represented in a signed integer type, interpreting as unsigned [-Wimplicitly-unsigned-literal]");
		u = true;
	}
	r.v = v;
	r.u = u;
	return r;
}

/* 6.4.4.4 a character constant in #if: type int, plain char is signed */
static Val
charconst(Ev *e, const Tok *t)
{
	const char *p = t->s, *end = t->s + t->len - 1;
	bool wide = *p == 'L';
	uint64_t v = 0;
	int n = 0;
	Val r = {0, false};

	if (wide)
		p++;
	p++; /* the quote */
	while (p < end) {
		uint64_t ch;

		if (*p == '\\' && p + 1 < end) {
			p++;
			switch (*p) {
			case 'n': ch = '\n'; p++; break;
			case 't': ch = '\t'; p++; break;
			case 'r': ch = '\r'; p++; break;
			case 'v': ch = '\v'; p++; break;
			case 'f': ch = '\f'; p++; break;
			case 'b': ch = '\b'; p++; break;
			case 'a': ch = 7; p++; break;
			case 'x':
				p++;
				for (ch = 0; p < end && zc_hexval(*p) >= 0; p++)
					ch = ch * 16 + (uint64_t)zc_hexval(*p);
				break;
			case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
				int k;

				for (ch = 0, k = 0; k < 3 && p < end && *p >= '0' && *p <= '7'; k++, p++)
					ch = ch * 8 + (uint64_t)(*p - '0');
				break;
			}
			default:
				ch = (unsigned char)*p++;
				break;
			}
		} else {
			ch = (unsigned char)*p++;
		}
		if (wide)
			v = ch & 0xffffffffu;
		else
			v = (v << 8) | (ch & 0xff);
		n++;
	}
	if (n == 0) {
		error(e, t->loc, "empty character constant");
		return r;
	}
	if (n > 1 && !wide)
		zc_warning(e->pp->c, t->loc, "multi-character character constant [-Wmultichar]");
	if (wide)
		r.v = (uint64_t)(int64_t)(int32_t)(uint32_t)v;
	else if (n == 1)
		r.v = (uint64_t)(int64_t)(signed char)(unsigned char)v;
	else
		r.v = (uint64_t)(int64_t)(int32_t)(uint32_t)v;
	return r;
}

static Val expr(Ev *e, int minprec);

static Val
primary(Ev *e)
{
	Tok t = e->t;
	Val r = {0, false};

	if (e->err)
		return r;
	switch (t.kind) {
	case T_NUMBER:
		next(e);
		return number(e, &t);
	case T_CHAR:
		next(e);
		return charconst(e, &t);
	case T_IDENT:
		next(e);
		if (is_p(&e->t, '(') && !e->err) {
			zc_error(e->pp->c, t.loc, "function-like macro '%s' is not defined", TOK_IDENT(&t)->name);
			e->err = true;
		}
		return r; /* 6.10.1p4: remaining identifiers are 0 */
	case T_PUNCT:
		switch (t.aux) {
		case '(':
			if (++e->depth > MAX_PAREN_DEPTH) {
				error(e, t.loc, "preprocessor expression nested too deeply");
				return r;
			}
			next(e);
			r = expr(e, 0);
			e->depth--;
			if (e->err)
				return r;
			if (!is_p(&e->t, ')')) {
				zc_error(e->pp->c, e->t.loc, "expected ')' in preprocessor expression");
				zc_note(e->pp->c, t.loc, "to match this '('");
				e->err = true;
				return r;
			}
			next(e);
			return r;
		case '+':
			next(e);
			return primary(e);
		case '-':
			next(e);
			r = primary(e);
			if (!r.u && r.v == (uint64_t)INT64_MIN && e->eval && !e->err)
				zc_warning(e->pp->c, t.loc, "integer overflow in preprocessor expression [-Winteger-overflow]");
			r.v = 0 - r.v;
			return r;
		case '~':
			next(e);
			r = primary(e);
			r.v = ~r.v;
			return r;
		case '!':
			next(e);
			r = primary(e);
			r.v = r.v == 0;
			r.u = false;
			return r;
		}
		break;
	case T_EOD:
	case T_EOA:
		error(e, t.loc, "expected value in expression");
		return r;
	}
	if (t.kind == T_STRING)
		error(e, t.loc, "invalid token at start of a preprocessor expression");
	else
		error(e, t.loc, "invalid token at start of a preprocessor expression");
	return r;
}

/* binary operators: precedence (higher binds tighter), 0 if none; the
 * conditional operator is level 1 and the comma level 0 */
static int
prec(const Tok *t)
{
	if (t->kind != T_PUNCT)
		return 0;
	switch (t->aux) {
	case '*': case '/': case '%': return 11;
	case '+': case '-': return 10;
	case P_SHL: case P_SHR: return 9;
	case '<': case '>': case P_LE: case P_GE: return 8;
	case P_EQ: case P_NE: return 7;
	case '&': return 6;
	case '^': return 5;
	case '|': return 4;
	case P_ANDAND: return 3;
	case P_OROR: return 2;
	}
	return 0;
}

static void
overflow(Ev *e, Loc l)
{
	if (e->eval && !e->err)
		zc_warning(e->pp->c, l, "integer overflow in preprocessor expression [-Winteger-overflow]");
}

static Val
binop(Ev *e, const Tok *op, Val a, Val b)
{
	Val r = {0, a.u || b.u};
	int64_t x = (int64_t)a.v, y = (int64_t)b.v, z;

	switch (op->aux) {
	case '*':
		r.v = a.v * b.v;
		if (!r.u && __builtin_mul_overflow(x, y, &z))
			overflow(e, op->loc);
		break;
	case '/':
	case '%':
		if (b.v == 0) {
			if (e->eval)
				error(e, op->loc, op->aux == '/' ? "division by zero in preprocessor expression"
				                                 : "remainder by zero in preprocessor expression");
			r.v = 0;
		} else if (r.u) {
			r.v = op->aux == '/' ? a.v / b.v : a.v % b.v;
		} else if (x == INT64_MIN && y == -1) {
			if (op->aux == '/')
				overflow(e, op->loc);
			r.v = op->aux == '/' ? a.v : 0;
		} else {
			r.v = (uint64_t)(op->aux == '/' ? x / y : x % y);
		}
		break;
	case '+':
		r.v = a.v + b.v;
		if (!r.u && __builtin_add_overflow(x, y, &z))
			overflow(e, op->loc);
		break;
	case '-':
		r.v = a.v - b.v;
		if (!r.u && __builtin_sub_overflow(x, y, &z))
			overflow(e, op->loc);
		break;
	case P_SHL:
	case P_SHR: {
		/* the result has the type of the left operand */
		bool left = op->aux == P_SHL;
		int64_t n = b.u ? (b.v > 64 ? 64 : (int64_t)b.v) : y;

		r.u = a.u;
		if (n < 0) {
			left = !left;
			n = n < -64 ? 64 : -n;
		}
		if (left)
			r.v = n >= 64 ? 0 : a.v << n;
		else if (a.u)
			r.v = n >= 64 ? 0 : a.v >> n;
		else
			r.v = (uint64_t)(n >= 64 ? (x < 0 ? -1 : 0) : x >> n);
		break;
	}
	case '<': r.v = r.u ? a.v < b.v : x < y; r.u = false; break;
	case '>': r.v = r.u ? a.v > b.v : x > y; r.u = false; break;
	case P_LE: r.v = r.u ? a.v <= b.v : x <= y; r.u = false; break;
	case P_GE: r.v = r.u ? a.v >= b.v : x >= y; r.u = false; break;
	case P_EQ: r.v = a.v == b.v; r.u = false; break;
	case P_NE: r.v = a.v != b.v; r.u = false; break;
	case '&': r.v = a.v & b.v; break;
	case '^': r.v = a.v ^ b.v; break;
	case '|': r.v = a.v | b.v; break;
	}
	return r;
}

/* the expression whose operators have precedence >= minprec (0 takes
 * in the comma, 1 the conditional operator) */
static Val
expr(Ev *e, int minprec)
{
	Val a = primary(e);

	for (;;) {
		Tok op = e->t;
		int p = prec(&op);
		bool saved = e->eval;
		Val b;

		if (e->err)
			return a;
		if (is_p(&op, '?') && minprec <= 1) {
			/* 6.5.15: only the chosen operand is evaluated */
			Tok q = op;
			Val x, y;

			next(e);
			e->eval = saved && a.v != 0;
			x = expr(e, 0);
			if (e->err)
				return a;
			if (!is_p(&e->t, ':')) {
				zc_error(e->pp->c, e->t.loc, "expected ':'");
				zc_note(e->pp->c, q.loc, "to match this '?'");
				e->err = true;
				return a;
			}
			next(e);
			e->eval = saved && a.v == 0;
			y = expr(e, 1);
			e->eval = saved;
			a.u = x.u || y.u;
			a.v = a.v ? x.v : y.v;
			continue;
		}
		if (is_p(&op, ',') && minprec <= 0) {
			next(e);
			a = expr(e, 1);
			continue;
		}
		if (!p || p < minprec) {
			if (!p && op.kind != T_EOD && !is_p(&op, ')') && !is_p(&op, ':') && !is_p(&op, '?') &&
			    !is_p(&op, ',')) {
				error(e, op.loc, "token is not a valid binary operator in a preprocessor subexpression");
			}
			return a;
		}
		next(e);
		if (op.aux == P_ANDAND || op.aux == P_OROR) {
			bool skip = op.aux == P_ANDAND ? a.v == 0 : a.v != 0;

			e->eval = saved && !skip;
			b = expr(e, p + 1);
			e->eval = saved;
			a.v = op.aux == P_ANDAND ? (a.v != 0 && b.v != 0) : (a.v != 0 || b.v != 0);
			a.u = false;
			continue;
		}
		b = expr(e, p + 1);
		if (e->err)
			return a;
		a = binop(e, &op, a, b);
	}
}

static bool
evaluate(PP *pp, Loc at, int64_t *out)
{
	Ev e;
	Val v;

	memset(&e, 0, sizeof e);
	e.pp = pp;
	e.eval = true;
	next(&e);
	if (e.t.kind == T_EOD) {
		zc_error(pp->c, e.t.loc, "expected value in expression");
		e.err = true;
	} else {
		v = expr(&e, 0);
		if (!e.err && e.t.kind != T_EOD)
			error(&e, e.t.loc, is_p(&e.t, ')') ? "token is not a valid binary operator in a preprocessor subexpression"
			                                   : "token is not a valid binary operator in a preprocessor subexpression");
		*out = (int64_t)v.v;
	}
	/* the rest of the line */
	while (e.t.kind != T_EOD && e.t.kind != T_EOF)
		pp_get_raw(pp, &e.t);
	(void)at;
	return !e.err;
}

bool
pp_eval_if(PP *pp, Tok *dir)
{
	int64_t v = 0;

	return evaluate(pp, dir->loc, &v) && v != 0;
}

bool
pp_eval_int(PP *pp, int64_t *v)
{
	*v = 0;
	return evaluate(pp, (Loc){0}, v);
}
