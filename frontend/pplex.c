/* pplex.c — translation phases 1 to 3 (C99 5.1.1.2): trigraphs and line
 * splices, then the division of the text into pp-tokens (6.4).
 *
 * Phases 1-2 run once per file, before any token is read: a file with no
 * trigraph and no backslash-newline (nearly all) is lexed in place; any other
 * is copied with those removed, and a short table of corrections (PPFix)
 * maps offsets in the cleaned copy back to the file, so every Loc is a byte
 * offset in the text the user wrote.  The lexer then reads the cleaned text
 * with a NUL at its end as sentinel; comments become white space (phase 3).
 * Identifiers are interned on the way, so a token carries its Ident.
 *
 * Skipped conditional groups are not tokenised: pp_skip_group runs over
 * their lines looking only for directives, stepping over comments and
 * literals so that a quote or comment start in dead code cannot hide one. */
#include <string.h>

#include "ppint.h"

enum { C_ID = 1, C_DIG = 2, C_SP = 4 };

/* identifier characters (with $ and every byte of a UTF-8 sequence), digits, blanks */
static const unsigned char cls[256] = {
	['\t'] = C_SP, ['\v'] = C_SP, ['\f'] = C_SP, ['\r'] = C_SP, [' '] = C_SP,
	['0'] = C_DIG | C_ID, ['1'] = C_DIG | C_ID, ['2'] = C_DIG | C_ID, ['3'] = C_DIG | C_ID,
	['4'] = C_DIG | C_ID, ['5'] = C_DIG | C_ID, ['6'] = C_DIG | C_ID, ['7'] = C_DIG | C_ID,
	['8'] = C_DIG | C_ID, ['9'] = C_DIG | C_ID,
	['A' ... 'Z'] = C_ID, ['a' ... 'z'] = C_ID, ['_'] = C_ID, ['$'] = C_ID,
	[0x80 ... 0xff] = C_ID,
};

#define ISID(c) (cls[(unsigned char)(c)] & C_ID)
#define ISDIG(c) (cls[(unsigned char)(c)] & C_DIG)
#define ISSP(c) (cls[(unsigned char)(c)] & C_SP)

/* the spelling of each multi-character punctuator (digraphs are kept as
 * written in the token; this is the canonical form the parser reads) */
const char *const pp_punct_spelling[P_LAST] = {
	[P_ARROW] = "->", [P_INC] = "++", [P_DEC] = "--", [P_SHL] = "<<", [P_SHR] = ">>",
	[P_LE] = "<=", [P_GE] = ">=", [P_EQ] = "==", [P_NE] = "!=", [P_ANDAND] = "&&",
	[P_OROR] = "||", [P_MULEQ] = "*=", [P_DIVEQ] = "/=", [P_MODEQ] = "%=", [P_ADDEQ] = "+=",
	[P_SUBEQ] = "-=", [P_SHLEQ] = "<<=", [P_SHREQ] = ">>=", [P_ANDEQ] = "&=",
	[P_XOREQ] = "^=", [P_OREQ] = "|=", [P_ELLIPSIS] = "...", [P_HASHHASH] = "##",
};

/* ---- the identifier table ----------------------------------------------- */

/* Every identifier met is interned once; the table is open-addressed by
 * an FNV-1a hash kept beside each entry, so a probe compares names only
 * when the hashes agree. */
static inline uint32_t
ident_hash(const char *s, size_t n)
{
	uint32_t h = 2166136261u;

	while (n--) {
		h ^= (unsigned char)*s++;
		h *= 16777619u;
	}
	return h;
}

static inline bool
same_name(const Ident *id, const char *s, size_t n)
{
	size_t i;

	if (id->len != n)
		return false;
	for (i = 0; i < n; i++)
		if (id->name[i] != s[i])
			return false;
	return true;
}

/* the slot of name s (empty when it is not there) */
static inline uint32_t
ident_slot(const PP *pp, const char *s, size_t n, uint32_t h)
{
	uint32_t i = h & (pp->icap - 1);

	while (pp->itab[i] && !(pp->ihash[i] == h && same_name(pp->itab[i], s, n)))
		i = (i + 1) & (pp->icap - 1);
	return i;
}

static __attribute__((noinline)) void
ident_grow(PP *pp)
{
	Ident **ot = pp->itab;
	uint32_t *oh = pp->ihash, oc = pp->icap, i;

	pp->icap = oc ? oc * 2 : 256;
	pp->itab = ar_alloc(&pp->c->ar, pp->icap * sizeof *pp->itab);
	pp->ihash = ar_alloc(&pp->c->ar, pp->icap * sizeof *pp->ihash);
	for (i = 0; i < oc; i++) {
		if (ot[i]) {
			uint32_t j = oh[i] & (pp->icap - 1);

			while (pp->itab[j])
				j = (j + 1) & (pp->icap - 1);
			pp->itab[j] = ot[i];
			pp->ihash[j] = oh[i];
		}
	}
}

/* the identifier spelled s, NULL if it was never met */
Ident *
pp_find_ident(PP *pp, const char *s, size_t n)
{
	return pp->icap ? pp->itab[ident_slot(pp, s, n, ident_hash(s, n))] : NULL;
}

Ident *
pp_intern(PP *pp, const char *s, size_t n)
{
	uint32_t h = ident_hash(s, n), i;
	Ident *id;

	if ((pp->in + 1) * 2 > pp->icap)
		ident_grow(pp);
	i = ident_slot(pp, s, n, h);
	if (pp->itab[i])
		return pp->itab[i];
	id = ar_alloc(&pp->c->ar, sizeof *id + n + 1);
	memcpy(id->name, s, n);
	id->name[n] = 0;
	id->len = (uint32_t)n;
	pp->itab[i] = id;
	pp->ihash[i] = h;
	pp->in++;
	pp_predef_lookup(pp, id);
	return id;
}

void
pp_lex_init(PP *pp)
{
	static const struct { const char *name; uint8_t dir; } dirs[] = {
		{"define", D_DEFINE}, {"undef", D_UNDEF}, {"include", D_INCLUDE},
		{"include_next", D_INCLUDE_NEXT}, {"if", D_IF}, {"ifdef", D_IFDEF},
		{"ifndef", D_IFNDEF}, {"elif", D_ELIF}, {"else", D_ELSE}, {"endif", D_ENDIF},
		{"line", D_LINE}, {"error", D_ERROR}, {"warning", D_WARNING}, {"pragma", D_PRAGMA},
		{"ident", D_IDENT}, {"sccs", D_IDENT},
	};
	size_t i;

	for (i = 0; i < ZC_COUNTOF(dirs); i++)
		pp_intern(pp, dirs[i].name, strlen(dirs[i].name))->dir = dirs[i].dir;
	pp->id_defined = pp_intern(pp, "defined", 7);
	pp->id_va_args = pp_intern(pp, "__VA_ARGS__", 11);
	pp->id_va_opt = pp_intern(pp, "__VA_OPT__", 10);
	pp->id_pragma_op = pp_intern(pp, "_Pragma", 7);
	pp->id_has_include = pp_intern(pp, "__has_include", 13);
	pp->id_once = pp_intern(pp, "once", 4);
}

/* ---- phases 1 and 2 ---------------------------------------------------- */

/* 5.2.1.1 Trigraph sequences: the character ??x stands for, or 0 */
static int
trigraph(int c)
{
	switch (c) {
	case '=': return '#';
	case '(': return '[';
	case '/': return '\\';
	case ')': return ']';
	case '\'': return '^';
	case '<': return '{';
	case '!': return '|';
	case '>': return '}';
	case '-': return '~';
	}
	return 0;
}

/* the length of a backslash's line splice at p (backslash, blanks, newline), or 0 */
static size_t
splice_len(const char *p, const char *end, size_t bslen)
{
	const char *q = p + bslen;

	while (q < end && (*q == ' ' || *q == '\t'))
		q++;
	if (q < end && *q == '\n')
		return (size_t)(q + 1 - p);
	if (q < end && *q == '\r')
		return (size_t)(q + (q + 1 < end && q[1] == '\n' ? 2 : 1) - p);
	return 0;
}

static bool
needs_cleaning(const char *s, size_t len)
{
	const char *p, *end = s + len;

	for (p = s; (p = memchr(p, '\\', (size_t)(end - p))) != NULL; p++)
		if (splice_len(p, end, 1))
			return true;
	for (p = s; (p = memchr(p, '?', (size_t)(end - p))) != NULL; p++)
		if (p + 2 < end && p[1] == '?' && trigraph(p[2]))
			return true;
	return false;
}

static void
addfix(PP *pp, PPFile *f, size_t *cap, uint32_t at, uint32_t add)
{
	if (f->nfix == *cap) {
		size_t nc = *cap ? *cap * 2 : 16;

		f->fix = ar_realloc(&pp->c->ar, f->fix, *cap * sizeof *f->fix, nc * sizeof *f->fix);
		*cap = nc;
	}
	f->fix[f->nfix].at = at;
	f->fix[f->nfix].add = add;
	f->nfix++;
}

/* 5.1.1.2 phases 1-2: replace trigraphs, delete backslash-newlines */
static void
clean(PP *pp, PPFile *f, const char *raw, size_t len)
{
	char *w = ar_alloc(&pp->c->ar, len + 1), *w0 = w;
	const char *r = raw, *end = raw + len;
	size_t cap = 0;

	while (r < end) {
		int c = (unsigned char)*r;
		size_t n = 1, sl;

		if (c != '?' && c != '\\') {
			/* copy up to the next character that may start a trigraph or a splice */
			const char *q = r + 1;

			while (q < end && *q != '?' && *q != '\\')
				q++;
			memcpy(w, r, (size_t)(q - r));
			w += q - r;
			r = q;
			continue;
		}
		if (c == '?' && r + 2 < end && r[1] == '?' && trigraph(r[2])) {
			c = trigraph(r[2]);
			n = 3;
			zc_warning(pp->c, (Loc){f->id, (uint32_t)(r - raw), 0},
			           "trigraph converted to '%c' character [-Wtrigraphs]", c);
		}
		if (c == '\\' && (sl = splice_len(r, end, n)) != 0) {
			if (r[n] == ' ' || r[n] == '\t')
				zc_warning(pp->c, (Loc){f->id, (uint32_t)(r - raw), 0},
				           "backslash and newline separated by space [-Wbackslash-newline-escape]");
			r += sl;
			addfix(pp, f, &cap, (uint32_t)(w - w0), (uint32_t)((r - raw) - (w - w0)));
			continue;
		}
		*w++ = (char)c;
		r += n;
		if (n != 1)
			addfix(pp, f, &cap, (uint32_t)(w - w0), (uint32_t)((r - raw) - (w - w0)));
	}
	*w = 0;
	f->text = w0;
	f->end = w;
}

PPFile *
pp_file_open(PP *pp, uint32_t id, const char *raw, size_t len)
{
	PPFile *f = ar_alloc(&pp->c->ar, sizeof *f);

	f->id = id;
	f->raw = raw;
	if (needs_cleaning(raw, len)) {
		clean(pp, f, raw, len);
	} else {
		f->text = raw;
		f->end = raw + len;
	}
	f->p = f->text;
	f->bol = true;
	return f;
}

/* the offset in the file as written of a point in the cleaned text */
uint32_t
pp_raw_off(PPFile *f, const char *p)
{
	uint32_t x = (uint32_t)(p - f->text);

	if (!f->nfix)
		return x;
	while (f->fixi < f->nfix && f->fix[f->fixi].at <= x)
		f->fixi++;
	while (f->fixi > 0 && f->fix[f->fixi - 1].at > x)
		f->fixi--;
	return f->fixi ? x + f->fix[f->fixi - 1].add : x;
}

Loc
pp_here(PPFile *f)
{
	return (Loc){f->id, pp_raw_off(f, f->p), 0};
}

/* ---- phase 3: pp-tokens ------------------------------------------------ */

static const char *
scan_ident(const char *p)
{
	for (;;) {
		while (ISID(*p))
			p++;
		/* 6.4.3 universal character names */
		if (p[0] == '\\' && (p[1] == 'u' || p[1] == 'U')) {
			int n = p[1] == 'u' ? 4 : 8, k;

			for (k = 0; k < n; k++) {
				char c = p[2 + k];

				if (!ISDIG(c) && !((c | 32) >= 'a' && (c | 32) <= 'f'))
					return p;
			}
			p += 2 + n;
			continue;
		}
		return p;
	}
}

/* 6.4.8 pp-number */
static const char *
scan_number(const char *p)
{
	p++;
	for (;;) {
		char c = *p;

		if ((c == '+' || c == '-') && ((p[-1] | 32) == 'e' || (p[-1] | 32) == 'p'))
			p++;
		else if (ISID(c) || c == '.')
			p++;
		else
			return p;
	}
}

/* 6.4.4.4, 6.4.5: up to and past the closing quote; NULL if the line ends first */
static const char *
scan_quoted(const char *p, const char *end, char q)
{
	p++;
	for (;;) {
		char c = *p;

		if (c == q)
			return p + 1;
		if (c == '\n' || (c == 0 && p >= end))
			return NULL;
		if (c == '\\' && p + 1 < end && p[1] != '\n')
			p++;
		p++;
	}
}

#define PUNCT(n, code) do { len = (n); aux = (code); goto punct; } while (0)

/* Set kind, flags and aux in one 32-bit store: a token's header is read
 * as a whole right after it is made, and a wide load of bytes written one
 * by one cannot be forwarded from the store buffer (a stall per token). */
static inline void
set_header(Tok *t, unsigned kind, unsigned flags, unsigned aux)
{
	uint32_t w = (uint32_t)kind | (uint32_t)flags << 8 | (uint32_t)aux << 16;

	_Static_assert(offsetof(Tok, flags) == offsetof(Tok, kind) + 1 &&
	               offsetof(Tok, aux) == offsetof(Tok, kind) + 2, "Tok header layout");
	memcpy(&t->kind, &w, sizeof w);
}

/* Scan the token at p (not white space), which has the given flags; return
 * the end of it. */
static const char *
scan(PP *pp, const char *p, const char *end, Tok *t, unsigned flags)
{
	const char *q;
	unsigned aux;
	size_t len;
	char c = *p;

	t->s = p;
	if (ISID(c) && !ISDIG(c)) {
		/* 6.4.4.4, 6.4.5: L'x' and L"x" (OpenCL C follows C99, which
		 * has no u, U or u8 prefixes; clang lexes it so too) */
		if (c == 'L' && (p[1] == '"' || p[1] == '\'')) {
			q = p + 1;
			c = *q;
			goto quoted;
		}
		q = scan_ident(p + 1);
		goto ident;
	}
	switch (c) {
	case '0': case '1': case '2': case '3': case '4':
	case '5': case '6': case '7': case '8': case '9':
		q = scan_number(p);
		set_header(t, T_NUMBER, flags, 0);
		t->len = (uint32_t)(q - p);
		return q;
	case '"': case '\'':
		q = p;
	quoted: {
		const char *e = scan_quoted(q, end, c);

		if (!e) {
			/* unterminated: the rest of the line is one stray token */
			e = q;
			while (*e != '\n' && !(*e == 0 && e >= end))
				e++;
			set_header(t, T_OTHER, flags, (unsigned char)c);
		} else {
			set_header(t, c == '"' ? T_STRING : T_CHAR, flags, 0);
		}
		t->len = (uint32_t)(e - p);
		return e;
	}
	case '\\':
		if ((p[1] == 'u' || p[1] == 'U') && (q = scan_ident(p)) != p)
			goto ident;
		break;
	case '.':
		if (ISDIG(p[1])) {
			q = scan_number(p);
			set_header(t, T_NUMBER, flags, 0);
			t->len = (uint32_t)(q - p);
			return q;
		}
		if (p[1] == '.' && p[2] == '.')
			PUNCT(3, P_ELLIPSIS);
		PUNCT(1, '.');
	case '[': case ']': case '(': case ')': case '{': case '}':
	case '~': case '?': case ';': case ',':
		PUNCT(1, (unsigned char)c);
	case '-':
		if (p[1] == '>') PUNCT(2, P_ARROW);
		if (p[1] == '-') PUNCT(2, P_DEC);
		if (p[1] == '=') PUNCT(2, P_SUBEQ);
		PUNCT(1, '-');
	case '+':
		if (p[1] == '+') PUNCT(2, P_INC);
		if (p[1] == '=') PUNCT(2, P_ADDEQ);
		PUNCT(1, '+');
	case '&':
		if (p[1] == '&') PUNCT(2, P_ANDAND);
		if (p[1] == '=') PUNCT(2, P_ANDEQ);
		PUNCT(1, '&');
	case '*':
		if (p[1] == '=') PUNCT(2, P_MULEQ);
		PUNCT(1, '*');
	case '!':
		if (p[1] == '=') PUNCT(2, P_NE);
		PUNCT(1, '!');
	case '/':
		if (p[1] == '=') PUNCT(2, P_DIVEQ);
		PUNCT(1, '/');
	case '%':
		if (p[1] == '=') PUNCT(2, P_MODEQ);
		if (p[1] == '>') PUNCT(2, '}');
		if (p[1] == ':') {
			if (p[2] == '%' && p[3] == ':')
				PUNCT(4, P_HASHHASH);
			PUNCT(2, '#');
		}
		PUNCT(1, '%');
	case '<':
		if (pp->in_include && (q = memchr(p, '>', (size_t)(end - p))) != NULL &&
		    !memchr(p, '\n', (size_t)(q - p))) {
			set_header(t, T_HEADER, flags, 0);
			t->len = (uint32_t)(q + 1 - p);
			return q + 1;
		}
		if (p[1] == '<') {
			if (p[2] == '=') PUNCT(3, P_SHLEQ);
			PUNCT(2, P_SHL);
		}
		if (p[1] == '=') PUNCT(2, P_LE);
		if (p[1] == ':') PUNCT(2, '[');
		if (p[1] == '%') PUNCT(2, '{');
		PUNCT(1, '<');
	case '>':
		if (p[1] == '>') {
			if (p[2] == '=') PUNCT(3, P_SHREQ);
			PUNCT(2, P_SHR);
		}
		if (p[1] == '=') PUNCT(2, P_GE);
		PUNCT(1, '>');
	case '=':
		if (p[1] == '=') PUNCT(2, P_EQ);
		PUNCT(1, '=');
	case '^':
		if (p[1] == '=') PUNCT(2, P_XOREQ);
		PUNCT(1, '^');
	case '|':
		if (p[1] == '|') PUNCT(2, P_OROR);
		if (p[1] == '=') PUNCT(2, P_OREQ);
		PUNCT(1, '|');
	case ':':
		if (p[1] == '>') PUNCT(2, ']');
		PUNCT(1, ':');
	case '#':
		if (p[1] == '#') PUNCT(2, P_HASHHASH);
		PUNCT(1, '#');
	}
	/* 6.4p3: any other non-white-space character is a token by itself */
	set_header(t, T_OTHER, flags, 0);
	t->len = 1;
	return p + 1;
ident: {
		Ident *id = pp_intern(pp, p, (size_t)(q - p));

		set_header(t, T_IDENT, flags, 0);
		t->s = id->name;
		t->len = id->len;
		return q;
	}
punct:
	set_header(t, T_PUNCT, flags, aux);
	t->len = (uint32_t)len;
	return p + len;
}

/* Scan one token of s (NUL-terminated); return the bytes it took, so the
 * caller can tell whether s was a single token (6.10.3.3p3). */
size_t
pp_scan_one(PP *pp, const char *s, size_t n, Tok *t)
{
	const char *e;

	memset(t, 0, sizeof *t);
	if (n == 0)
		return 0;
	e = scan(pp, s, s + n, t, 0);
	if (t->kind == T_OTHER && t->aux)
		return 0; /* an unterminated literal is no token */
	return (size_t)(e - s);
}

/* The next pp-token of f.  In directive mode a newline (or the end of the
 * file) is T_EOD; otherwise newlines set TF_BOL on the next token. */
void
pp_lex(PP *pp, PPFile *f, Tok *t)
{
	const char *p = f->p;
	uint8_t flags = f->bol ? TF_BOL : 0;

	for (;;) {
		char c = *p;

		if (ISSP(c)) {
			p++;
			flags |= TF_SPACE;
			continue;
		}
		if (c == '\n') {
			if (pp->directive) {
				set_header(t, T_EOD, 0, 0);
				t->len = 0;
				t->s = p;
				t->loc = f->pinned ? f->pin : (Loc){f->id, pp_raw_off(f, p), 0};
				f->p = p + 1;
				f->bol = true;
				return;
			}
			p++;
			flags = TF_BOL;
			continue;
		}
		if (c == '/' && p[1] == '*') {
			const char *e = p + 2;

			for (;;) {
				e = memchr(e, '*', (size_t)(f->end - e));
				if (!e || e[1] == '/')
					break;
				e++;
			}
			if (!e) {
				zc_error(pp->c, (Loc){f->id, pp_raw_off(f, p), 0}, "unterminated /* comment");
				p = f->end;
			} else {
				p = e + 2;
			}
			flags |= TF_SPACE;
			continue;
		}
		if (c == '/' && p[1] == '/') {
			const char *e = memchr(p, '\n', (size_t)(f->end - p));

			p = e ? e : f->end;
			flags |= TF_SPACE;
			continue;
		}
		if (c == 0) {
			if (p >= f->end) {
				set_header(t, pp->directive ? T_EOD : T_EOF, flags, 0);
				t->len = 0;
				t->s = p;
				t->loc = f->pinned ? f->pin : (Loc){f->id, pp_raw_off(f, p), 0};
				f->p = p;
				if (!pp->directive)
					f->bol = true;
				return;
			}
			p++; /* a NUL inside the file is white space */
			flags |= TF_SPACE;
			continue;
		}
		break;
	}
	if (f->pinned) {
		t->loc = f->pin;
	} else {
		t->loc.file = f->id;
		t->loc.off = pp_raw_off(f, p);
		t->loc.exp = 0;
	}
	f->p = scan(pp, p, f->end, t, flags);
	f->bol = false;
	if (t->kind == T_OTHER && t->aux) {
		/* clang's wording and severity: the parser reports what follows */
		zc_warning(pp->c, t->loc, "missing terminating %s character [-Winvalid-pp-token]",
		           t->aux == '"' ? "'\"'" : "'");
		set_header(t, T_OTHER, flags, 0);
	}
}

/* The rest of the directive line as written (for #error, #warning), blanks
 * trimmed; the cursor is left at the newline. */
void
pp_rest_of_line(PP *pp, PPFile *f, const char **s, size_t *n)
{
	const char *p = f->p, *e;

	(void)pp;
	e = memchr(p, '\n', (size_t)(f->end - p));
	if (!e)
		e = f->end;
	f->p = e;
	while (p < e && ISSP(*p))
		p++;
	while (e > p && ISSP(e[-1]))
		e--;
	*s = p;
	*n = (size_t)(e - p);
}

static const char *
skip_block_comment(const char *p, const char *end)
{
	const char *e = p + 2;

	for (;;) {
		e = memchr(e, '*', (size_t)(end - e));
		if (!e)
			return end;
		if (e[1] == '/')
			return e + 2;
		e++;
	}
}

/* 6.10.1p6: skip a group whose condition was false.  Returns the directive
 * that ends it at this nesting level (D_ELIF, D_ELSE, D_ENDIF) with the
 * cursor after the directive name, or D_NONE at the end of the file. */
int
pp_skip_group(PP *pp, PPFile *f)
{
	const char *p = f->p, *end = f->end;
	int depth = 0;

	for (;;) {
		/* at the start of a line: blanks and comments, then maybe '#' */
		for (;;) {
			if (ISSP(*p))
				p++;
			else if (p[0] == '/' && p[1] == '*')
				p = skip_block_comment(p, end);
			else
				break;
		}
		if (*p == '#' || (p[0] == '%' && p[1] == ':')) {
			const char *q;
			Ident *id;

			p += *p == '#' ? 1 : 2;
			for (;;) {
				if (ISSP(*p))
					p++;
				else if (p[0] == '/' && p[1] == '*')
					p = skip_block_comment(p, end);
				else
					break;
			}
			for (q = p; ISID(*q); q++)
				;
			id = q > p ? pp_find_ident(pp, p, (size_t)(q - p)) : NULL;
			if (id) {
				switch (id->dir) {
				case D_IF: case D_IFDEF: case D_IFNDEF:
					depth++;
					break;
				case D_ELIF: case D_ELSE:
					if (depth == 0) {
						f->p = q;
						f->bol = false;
						return id->dir;
					}
					break;
				case D_ENDIF:
					if (depth == 0) {
						f->p = q;
						f->bol = false;
						return D_ENDIF;
					}
					depth--;
					break;
				}
			}
			p = q;
		}
		/* the rest of the line */
		for (;;) {
			char c = *p;

			if (c == '\n') {
				p++;
				break;
			}
			if (c == 0 && p >= end) {
				f->p = p;
				f->bol = true;
				return D_NONE;
			}
			if (c == '/' && p[1] == '*') {
				p = skip_block_comment(p, end);
			} else if (c == '/' && p[1] == '/') {
				const char *e = memchr(p, '\n', (size_t)(end - p));

				p = e ? e : end;
			} else if (c == '"' || c == '\'') {
				const char *e = scan_quoted(p, end, c);

				if (e) {
					p = e;
				} else {
					while (*p != '\n' && p < end)
						p++;
				}
			} else {
				p++;
			}
		}
	}
}
