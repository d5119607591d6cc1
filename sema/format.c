/* format.c — clang's -Wformat on printf (OpenCL C 6.15.13): the format
 * string against the arguments, with OpenCL's vector specifiers
 * (%v4hlf prints a float4: v and the count, then hh, h, hl or l for the
 * element's size, then the conversion).
 *
 * A conversion specification is read as C99 7.19.6.1 and OpenCL C have it:
 * %, flags, field width, precision, vector count, length modifier,
 * conversion.  Each is checked the way clang's format checker does: the
 * argument's type (before the default promotions) against the one the
 * specification prints, with clang's fix-it (the specification that would
 * print the argument); more conversions than arguments, and arguments no
 * conversion uses; conversions and length modifiers clang calls invalid
 * or undefined, and flags that do nothing.  Diagnostics about the string
 * point into it, at the character the message is about. */
#include <string.h>

#include "check.h"

/* one conversion specification, by byte offsets in the format */
typedef struct Spec_ {
	uint32_t start;        /* the '%' */
	uint32_t conv;         /* the conversion character */
	uint32_t end;          /* past it */
	char c;                /* the conversion character */
	char len[3];           /* the length modifier: "", "hh", "h", "hl", "l", "ll", "L", "z", "t", "j", "q" */
	uint32_t lenpos;       /* where it starts */
	unsigned vec;          /* OpenCL: the vector count, 0 for none */
	bool minus, plus, space, hash, zero;  /* the flags */
	uint32_t fpos[5];      /* where each flag is (-, +, space, #, 0) */
	bool width_star, prec_star, has_prec;
	uint32_t precpos;      /* the '.' */
	char width[12], prec[12]; /* as written (digits), for the fix-it */
} FSpec;

/* ---- where a byte of the format is in the source ---- */

/* The location of byte i of the string literal lit (after its escape
 * sequences are resolved and adjacent literals joined), read back from the
 * source; the literal's own location if that cannot be done (a macro). */
static Loc
byte_loc(S *s, Expr *lit, uint32_t i)
{
	Loc l = lit->loc;
	SrcFile *f;
	const char *t;
	uint32_t p, n = 0, len;

	if (!l.file || l.exp || l.file >= s->c->src.files.n)
		return l;
	f = s->c->src.files.v[l.file];
	t = f->text;
	len = f->len;
	p = l.off;
	if (p >= len || t[p] != '"')
		return l;
	p++;
	while (p < len) {
		char ch = t[p];

		if (ch == '"') {
			/* the next literal of a concatenation, after blanks */
			p++;
			while (p < len && (t[p] == ' ' || t[p] == '\t' || t[p] == '\n' || t[p] == '\r'))
				p++;
			if (p >= len || t[p] != '"')
				return l;
			p++;
			continue;
		}
		if (ch == '\\' && p + 1 < len && (t[p + 1] == '\n' || t[p + 1] == '\r')) {
			p += t[p + 1] == '\r' && p + 2 < len && t[p + 2] == '\n' ? 3 : 2;
			continue;
		}
		if (n == i)
			return (Loc){l.file, p, 0};
		if (ch == '\\' && p + 1 < len) {
			p++;
			if (t[p] >= '0' && t[p] <= '7') {
				int k;

				for (k = 0; k < 3 && p < len && t[p] >= '0' && t[p] <= '7'; k++)
					p++;
			} else if (t[p] == 'x') {
				for (p++; p < len && zc_hexval(t[p]) >= 0; p++)
					;
			} else {
				p++;
			}
		} else {
			p++;
		}
		n++;
	}
	return l;
}

/* ---- reading a specification ---- */

static bool
isdig(char c)
{
	return c >= '0' && c <= '9';
}

/* read the specification at f[i] == '%'; false at the end of the string
 * (an incomplete one) */
static bool
read_spec(const char *f, uint32_t n, uint32_t i, FSpec *sp, bool *positional)
{
	uint32_t k;
	static const char flags[] = "-+ #0";

	memset(sp, 0, sizeof *sp);
	sp->start = i++;
	/* %N$: a positional argument */
	for (k = i; k < n && isdig(f[k]); k++)
		;
	if (k > i && k < n && f[k] == '$') {
		*positional = true;
		i = k + 1;
	}
	for (; i < n; i++) {
		const char *p = memchr(flags, f[i], 5);

		if (!p || !f[i])
			break;
		switch (*p) {
		case '-': sp->minus = true; break;
		case '+': sp->plus = true; break;
		case ' ': sp->space = true; break;
		case '#': sp->hash = true; break;
		case '0': sp->zero = true; break;
		}
		sp->fpos[p - flags] = i;
	}
	if (i < n && f[i] == '*') {
		sp->width_star = true;
		i++;
	} else {
		for (k = 0; i < n && isdig(f[i]); i++)
			if (k + 1 < sizeof sp->width)
				sp->width[k++] = f[i];
	}
	if (i < n && f[i] == '.') {
		sp->has_prec = true;
		sp->precpos = i++;
		if (i < n && f[i] == '*') {
			sp->prec_star = true;
			i++;
		} else {
			for (k = 0; i < n && isdig(f[i]); i++)
				if (k + 1 < sizeof sp->prec)
					sp->prec[k++] = f[i];
		}
	}
	if (i < n && f[i] == 'v') {
		for (i++, k = 0; i < n && isdig(f[i]); i++)
			k = k * 10 + (unsigned)(f[i] - '0') > 1000 ? 1000 : k * 10 + (unsigned)(f[i] - '0');
		sp->vec = k ? k : 1;
	}
	sp->lenpos = i;
	if (i + 1 < n && ((f[i] == 'h' && f[i + 1] == 'h') || (f[i] == 'l' && f[i + 1] == 'l') ||
	                  (f[i] == 'h' && f[i + 1] == 'l'))) {
		sp->len[0] = f[i];
		sp->len[1] = f[i + 1];
		i += 2;
	} else if (i < n && strchr("hlLztjq", f[i]) && f[i]) {
		sp->len[0] = f[i++];
	}
	if (i >= n)
		return false;
	sp->conv = i;
	sp->c = f[i];
	sp->end = i + 1;
	return true;
}

/* ---- what a specification prints ---- */

enum { K_INT, K_UINT, K_CHAR, K_STRING, K_POINTER, K_FLOAT, K_BAD };

static int
conv_kind(char c)
{
	switch (c) {
	case 'd': case 'i': return K_INT;
	case 'o': case 'u': case 'x': case 'X': return K_UINT;
	case 'c': return K_CHAR;
	case 's': return K_STRING;
	case 'p': return K_POINTER;
	case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A': return K_FLOAT;
	}
	return K_BAD; /* %n included: OpenCL C has none */
}

/* Is the length modifier one clang takes with this conversion (OpenCL C:
 * hl only with a vector, and floating conversions take h, hl and l only
 * with one)? */
static bool
valid_length(FSpec *sp)
{
	const char *l = sp->len;
	int k = conv_kind(sp->c);

	if (!l[0])
		return true;
	if (!strcmp(l, "hl"))
		return sp->vec && (k == K_INT || k == K_UINT || k == K_FLOAT);
	switch (k) {
	case K_INT:
	case K_UINT:
		return true; /* L: GNU's long long */
	case K_FLOAT:
		if (sp->vec)
			return !strcmp(l, "h") || !strcmp(l, "l");
		return !strcmp(l, "L");
	case K_CHAR:
	case K_STRING:
		return !strcmp(l, "l") && !sp->vec;
	default:
		return false;
	}
}

/* the bits of the integer a length modifier asks for (0: long long, which
 * OpenCL C has no type for) */
static unsigned
int_bits(const char *l)
{
	if (!strcmp(l, "hh"))
		return 8;
	if (!strcmp(l, "h"))
		return 16;
	if (!strcmp(l, "l") || !strcmp(l, "z") || !strcmp(l, "t") || !strcmp(l, "j"))
		return 64;
	if (!strcmp(l, "ll") || !strcmp(l, "q") || !strcmp(l, "L"))
		return 0;
	return 32;
}

/* clang's name of the type a specification prints */
static const char *
expected_name(S *s, FSpec *sp)
{
	static const char *const ints[2][4] = {{"char", "short", "int", "long"},
	                                       {"unsigned char", "unsigned short", "unsigned int", "unsigned long"}};
	int k = conv_kind(sp->c);
	unsigned b = int_bits(sp->len);
	bool u = k == K_UINT;
	const char *el;

	if (k == K_FLOAT) {
		if (sp->vec)
			el = !strcmp(sp->len, "h") ? "half" : !strcmp(sp->len, "hl") ? "float" : "double";
		else
			return !strcmp(sp->len, "L") ? "long double" : "double";
	} else if (k == K_CHAR) {
		return "int";
	} else if (k == K_STRING) {
		return "char *";
	} else if (k == K_POINTER) {
		return "void *";
	} else if (!strcmp(sp->len, "z")) {
		el = "size_t";
	} else if (!strcmp(sp->len, "t")) {
		el = "ptrdiff_t";
	} else if (!strcmp(sp->len, "j")) {
		el = u ? "uintmax_t" : "intmax_t";
	} else if (!b) {
		el = u ? "unsigned long long" : "long long";
	} else {
		el = ints[u][b == 8 ? 0 : b == 16 ? 1 : b == 32 ? 2 : 3];
	}
	if (!sp->vec)
		return el;
	return ar_printf(&s->c->ar, "%s __attribute__((ext_vector_type(%u)))", el, sp->vec);
}

/* does an argument of type t (before the promotions) match? */
static bool
matches(FSpec *sp, Type *t)
{
	int k = conv_kind(sp->c);

	if (sp->vec) {
		Type *e;
		unsigned want;

		if (t->kind != T_VECTOR || t->n != sp->vec)
			return false;
		e = t->base;
		if (k == K_FLOAT) {
			want = !strcmp(sp->len, "h") ? 16 : !strcmp(sp->len, "hl") ? 32 : 64;
			return e->kind == T_FLOAT && e->bits == want;
		}
		want = int_bits(sp->len);
		return e->kind == T_INT && e->bits == want && e->is_signed == (k == K_INT);
	}
	if (t->kind == T_VECTOR)
		return false;
	switch (k) {
	case K_INT:
	case K_UINT:
	case K_CHAR: {
		unsigned want = k == K_CHAR ? 32 : int_bits(sp->len);
		unsigned bits = t->kind == T_BOOL ? 1 : t->bits;

		if (t->kind != T_INT && t->kind != T_BOOL)
			return false;
		if (!want)
			return false; /* long long */
		return want == 64 ? bits == 64 : bits <= want;
	}
	case K_FLOAT:
		return t->kind == T_FLOAT && strcmp(sp->len, "L") != 0;
	case K_STRING:
		return (t->kind == T_POINTER || t->kind == T_ARRAY) && t->base->kind == T_INT && t->base->bits == 8;
	case K_POINTER:
		return t->kind == T_POINTER;
	}
	return true;
}

/* clang's fix-it: the specification that prints t (PrintfSpecifier::fixType);
 * NULL when clang offers none (bool, half, pointers to non-char) */
static const char *
fix_spec(S *s, FSpec sp, Type *t)
{
	Buf b;
	Type *e = t->kind == T_VECTOR ? t->base : t;
	unsigned n = t->kind == T_VECTOR ? t->n : 0;
	char c = sp.c;
	int k = conv_kind(c);

	if (t->kind == T_POINTER || t->kind == T_ARRAY) {
		if (e->base->kind != T_INT || e->base->bits != 8)
			return NULL;
		c = 's';
		sp.hash = sp.zero = false;
		strcpy(sp.len, "");
		n = 0;
	} else {
		if (e->kind == T_BOOL || (e->kind == T_FLOAT && e->bits == 16))
			return NULL;
		if (e->kind != T_INT && e->kind != T_FLOAT)
			return NULL;
		if (e->kind == T_FLOAT)
			strcpy(sp.len, e->bits == 32 ? (n ? "hl" : "") : (n ? "l" : ""));
		else if (e->alias && !n && !strcmp(e->alias, "size_t"))
			strcpy(sp.len, "z");
		else if (e->alias && !n && !strcmp(e->alias, "ptrdiff_t"))
			strcpy(sp.len, "t");
		else
			strcpy(sp.len, e->bits == 8 ? "hh" : e->bits == 16 ? "h" : e->bits == 32 ? (n ? "hl" : "") : "l");
		sp.vec = n;
		if (k == K_UINT && e->kind == T_INT && e->is_signed && (c == 'u'))
			c = 'd';
		else if (k == K_INT && e->kind == T_INT && !e->is_signed && !sp.plus)
			c = 'u';
		sp.c = c;
		if (!valid_length(&sp) || !matches(&sp, t)) {
			/* the conversion of the argument's kind */
			if (e->kind == T_INT && e->is_char && !n) {
				c = 'c';
				strcpy(sp.len, "");
				sp.has_prec = sp.hash = sp.zero = sp.plus = false;
			} else if (e->kind == T_FLOAT) {
				c = 'f';
			} else if (e->is_signed) {
				c = 'd';
				sp.hash = false;
			} else {
				c = 'u';
				sp.hash = sp.plus = false;
			}
		}
	}
	buf_init(&b, &s->c->ar);
	buf_putc(&b, '%');
	if (sp.minus)
		buf_putc(&b, '-');
	if (sp.plus)
		buf_putc(&b, '+');
	if (sp.space)
		buf_putc(&b, ' ');
	if (sp.hash)
		buf_putc(&b, '#');
	if (sp.zero)
		buf_putc(&b, '0');
	buf_puts(&b, sp.width_star ? "*" : sp.width);
	if (sp.has_prec) {
		buf_putc(&b, '.');
		buf_puts(&b, sp.prec_star ? "*" : sp.prec);
	}
	if (n)
		buf_printf(&b, "v%u", n);
	buf_puts(&b, sp.len);
	buf_putc(&b, c);
	return b.s;
}

/* an argument before the default argument promotions printf_call made */
static Expr *
unpromoted(Expr *a)
{
	if (a->kind == EX_CAST && a->implicit &&
	    (a->conv == CV_FLOAT_EXT || a->conv == CV_INT_SEXT || a->conv == CV_INT_ZEXT || a->conv == CV_BOOL_TO_INT))
		return a->a;
	return a;
}

/* flags and precisions clang calls undefined or ignored */
static void
flag_warnings(S *s, Expr *lit, FSpec *sp)
{
	Ctx *c = s->c;
	int k = conv_kind(sp->c);
	static const char names[] = "-+ #0";
	int i;

	for (i = 1; i < 5; i++) {
		bool set = i == 1 ? sp->plus : i == 2 ? sp->space : i == 3 ? sp->hash : sp->zero;
		bool bad;

		if (!set)
			continue;
		if (i == 1 || i == 2)
			bad = k != K_INT && k != K_FLOAT;
		else if (i == 3)
			bad = k == K_INT || k == K_CHAR || k == K_STRING || k == K_POINTER || sp->c == 'u';
		else
			bad = k == K_CHAR || k == K_STRING || k == K_POINTER;
		if (bad)
			zc_warning(c, byte_loc(s, lit, sp->fpos[i]), "flag '%c' results in undefined behavior with '%c' conversion specifier [-Wformat]",
			           names[i], sp->c);
	}
	if (sp->space && sp->plus)
		zc_warning(c, byte_loc(s, lit, sp->fpos[2]), "flag ' ' is ignored when flag '+' is present [-Wformat]");
	if (sp->zero && sp->minus)
		zc_warning(c, byte_loc(s, lit, sp->fpos[4]), "flag '0' is ignored when flag '-' is present [-Wformat]");
	if (sp->has_prec && (k == K_CHAR || k == K_POINTER))
		zc_warning(c, byte_loc(s, lit, sp->precpos), "precision used with '%c' conversion specifier, resulting in undefined behavior [-Wformat]",
		           sp->c);
}

/* a '*' width or precision takes an int argument */
static void
star_arg(S *s, Expr *lit, FSpec *sp, Expr *a, bool width)
{
	Type *t = unpromoted(a)->type;

	if (t && (t->kind == T_BOOL || (t->kind == T_INT && t->bits <= 32)))
		return;
	zc_warning(s->c, byte_loc(s, lit, sp->conv), "%s should have type 'int', but argument has type '%s' [-Wformat]",
	           width ? "field width" : "precision", ty_str(s->c, t));
}

/* e: a checked call of printf (library.c: its arguments promoted) */
void
sema_warn_format(S *s, Expr *e)
{
	Ctx *c = s->c;
	Expr *lit = e->args[0];
	const char *f = lit->str;
	uint32_t n = lit->strlen, i;
	size_t arg = 1;
	bool positional = false, first_used = false;
	FSpec sp;

	if (lit->kind != EX_STRING)
		return;
	for (i = 0; i < n; i++) {
		Expr *a, *u;
		size_t w;
		const char *fix;

		if (f[i] != '%')
			continue;
		if (i + 1 < n && f[i + 1] == '%') {
			i++;
			continue;
		}
		if (!read_spec(f, n, i, &sp, &positional)) {
			zc_warning(c, byte_loc(s, lit, i), "incomplete format specifier [-Wformat]");
			return;
		}
		if (positional)
			return; /* %N$: not checked */
		i = sp.end - 1;
		if (sp.width_star) {
			if (arg >= e->nargs)
				goto missing;
			star_arg(s, lit, &sp, e->args[arg++], true);
		}
		if (sp.prec_star) {
			if (arg >= e->nargs)
				goto missing;
			star_arg(s, lit, &sp, e->args[arg++], false);
		}
		if (conv_kind(sp.c) == K_BAD) {
			const char *ch = sp.c >= 32 && sp.c < 127 ? ar_printf(&c->ar, "%c", sp.c) :
			                 ar_printf(&c->ar, "\\x%02x", (unsigned char)sp.c);

			zc_warning(c, byte_loc(s, lit, sp.conv), "invalid conversion specifier '%s' [-Wformat-invalid-specifier]", ch);
			/* as clang: it counts as using the first argument, and takes
			 * none of its own; with no argument, what follows would be
			 * gibberish */
			if (e->nargs < 2)
				return;
			first_used = true;
			continue;
		}
		flag_warnings(s, lit, &sp);
		if (!valid_length(&sp)) {
			zc_warning(c, byte_loc(s, lit, sp.lenpos), "length modifier '%s' results in undefined behavior or no effect with '%c' conversion specifier [-Wformat]",
			           sp.len, sp.c);
			if (arg >= e->nargs)
				goto missing;
			arg++;
			continue;
		}
		if (arg >= e->nargs)
			goto missing;
		a = e->args[arg++];
		u = unpromoted(a);
		if (!u->type || matches(&sp, u->type))
			continue;
		w = zc_warning(c, sema_expr_start(u), "format specifies type '%s' but the argument has type '%s' [-Wformat]",
		               expected_name(s, &sp), ty_str(c, u->type));
		if (w != (size_t)-1 && (fix = fix_spec(s, sp, u->type)))
			zc_fixit(c, w, byte_loc(s, lit, sp.start), sp.end - sp.start, fix);
	}
	if (arg == 1 && first_used)
		arg++;
	if (arg < e->nargs)
		zc_warning(c, sema_expr_start(e->args[arg]), "data argument not used by format string [-Wformat-extra-args]");
	return;
missing:
	zc_warning(c, byte_loc(s, lit, sp.conv), "more '%%' conversions than data arguments [-Wformat-insufficient-args]");
}
