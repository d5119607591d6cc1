/* syntax.c — syntax errors where clang reports them and in its words, found
 * with the grammar's own parse tables.
 *
 * tree-sitter recovers from a syntax error by its own rules, and the ERROR
 * node it leaves often starts tokens or lines before the mistake.  So where
 * a piece's tree holds an error, this file parses the text again with the
 * same LR automaton (the tables tree-sitter generated from frontend/grammar,
 * read through its parser.h) and the same lexer, from the first top-level
 * item that holds the error.  An LR parser stops at the first token no
 * program could go on with: that token is where the mistake shows, and the
 * states on the stack say what could have come instead.  The words are
 * clang's, chosen from what the states accept and what the stack holds:
 *
 *   - a bracket that could close here: "expected ')'" at the token, with
 *     the note "to match this '('" (clang's balanced delimiters);
 *   - a ';' that could end the statement or declaration here: "expected ';'
 *     after expression" and its kin (the construct the ';' would end says
 *     which), just after the token before it;
 *   - a keyword without its '(' or ':', a member or declarator without its
 *     name, an operand missing ("expected expression");
 *   - a closing bracket too many ("extraneous ')' before ';'").
 *
 * Then it recovers the way clang's parser does, so that one mistake makes
 * one error: by the token clang would assume (the ';' or ')' left out)
 * when the next few tokens parse after it, by dropping the stray token, or
 * else by skipping to the end of the statement (a ';' or a closing bracket
 * outside what is skipped) and going on in the innermost state on the
 * stack that takes that token.  After an error no other is reported until
 * three tokens have been taken (yacc's rule), except at the end of the
 * text, where every bracket left open is reported, as clang does.
 *
 * The stacks are lists sharing their tails, so the parse splits where the
 * tables hold several actions (the grammar's conflicts) at no copying cost;
 * the entries live in an arena of their own, freed at the end. */
#include <string.h>

#include "astb.h"

typedef uint16_t TSStateId; /* parser.h's, which api.h does not declare */
#include "grammar/src/tree_sitter/parser.h"

enum {
	MAXSTACKS = 16, /* parses followed at once where the grammar's conflicts split them */
	RUNAHEAD = 2,   /* tokens a repair must let parse before it is taken */
	QUIET = 3,      /* tokens to take after an error before the next is reported */
	EOF_ERRORS = 64 /* errors at the end of the text (each an unclosed bracket) */
};

/* One entry of a parse stack. */
typedef struct Ent {
	const struct Ent *up; /* the entry below; NULL under the bottom one */
	TSStateId state;      /* the state after this entry */
	TSSymbol sym;         /* the grammar symbol shifted or reduced */
	uint32_t start, end;  /* its bytes in the text */
} Ent;

/* A token: a terminal of the grammar, UNKNOWN, or the end (symbol 0). */
typedef struct Tok {
	TSSymbol sym;        /* as the lexer read it */
	TSSymbol kw;         /* an identifier that spells a keyword: the keyword's symbol, else 0 */
	uint32_t start, end; /* bytes in the text */
} Tok;

/* The parses followed at one point of the text. */
typedef struct Stacks {
	const Ent *v[MAXSTACKS];
	int n;
	bool accepted; /* the whole text parsed */
} Stacks;

/* What an error is called and how the parse goes on after it. */
enum { R_INSERT, R_DELETE, R_REPLACE, R_SKIP };

typedef struct Verdict {
	const char *msg; /* clang's words */
	Loc at;          /* where */
	const Ent *open; /* the bracket of the note "to match this", or NULL */
	bool warning;    /* clang gives a warning, not an error */
	int repair;      /* R_* */
	TSSymbol sym;    /* R_INSERT, R_REPLACE: the token assumed */
	bool again;      /* another error may follow at once (not a syntax error to clang) */
	bool always;     /* reported even just after another (clang always reports it) */
	bool skip_after; /* R_INSERT: then skip to the statement's end unless a declaration follows */
} Verdict;

/* The grammar symbols the rules below name. */
#define SYMBOLS(X) \
	X(semi, ";", 0) X(comma, ",", 0) X(plus, "+", 0) X(colon, ":", 0) X(question, "?", 0) X(star, "*", 0) \
	X(lparen, "(", 0) X(rparen, ")", 0) X(lbrack, "[", 0) X(rbrack, "]", 0) \
	X(lbrace, "{", 0) X(rbrace, "}", 0) X(dot, ".", 0) X(arrow, "->", 0) \
	X(kif, "if", 0) X(kwhile, "while", 0) X(kfor, "for", 0) X(kswitch, "switch", 0) \
	X(kdo, "do", 0) X(kreturn, "return", 0) X(kcase, "case", 0) X(kdefault, "default", 0) \
	X(kkernel, "kernel", 0) X(k__kernel, "__kernel", 0) \
	X(identifier, "identifier", 1) X(number, "number_literal", 1) \
	X(primitive, "primitive_type", 1) X(comment, "comment", 1) X(parameters, "parameter_list", 1) \
	X(fields, "field_declaration_list", 1) X(enumerators, "enumerator_list", 1) \
	X(structspec, "struct_specifier", 1) X(unionspec, "union_specifier", 1) X(enumspec, "enum_specifier", 1)

typedef struct Syms {
#define X(f, name, named) TSSymbol f;
	SYMBOLS(X)
#undef X
} Syms;

typedef struct SX {
	TSLexer lx;          /* first: the lexer's callbacks are handed an SX */
	AB *b;
	const TSLanguage *L;
	const char *text;    /* the text the parser reads (type names marked) */
	uint32_t from, end;  /* the part parsed */
	uint32_t pos;        /* the lexer: the byte it looks at, */
	uint32_t tstart;     /* where its token starts (after what it skipped), */
	uint32_t tend;       /* and ends (mark_end) */
	uint32_t width;      /* bytes of the character at pos */
	TSSymbol unknown;    /* the symbol of a token the grammar has none for */
	Syms s;
	Arena ar;            /* stack entries */
	unsigned quiet;      /* tokens to take before another error is reported */
	unsigned reported;   /* errors and warnings reported */
	size_t hint;         /* pp_locate_near's */
} SX;

/* ---- the lexer: the grammar's own, through parser.h's TSLexer ---- */

/* the character at x->pos, decoded from UTF-8 as tree-sitter does (-1 for
 * a byte that does not begin a valid sequence) */
static void
lx_peek(SX *x)
{
	const unsigned char *s = (const unsigned char *)x->text + x->pos;
	uint32_t left = x->end - x->pos, n, i;
	int32_t c;

	if (x->pos >= x->end) {
		x->lx.lookahead = 0;
		x->width = 0;
		return;
	}
	c = s[0];
	n = c < 0x80 ? 1 : (c & 0xe0) == 0xc0 ? 2 : (c & 0xf0) == 0xe0 ? 3 : (c & 0xf8) == 0xf0 ? 4 : 0;
	if (n == 0 || n > left) {
		x->lx.lookahead = c < 0x80 ? c : -1;
		x->width = 1;
		return;
	}
	if (n > 1) {
		c &= 0x7f >> n;
		for (i = 1; i < n; i++) {
			if ((s[i] & 0xc0) != 0x80) {
				x->lx.lookahead = -1;
				x->width = 1;
				return;
			}
			c = (c << 6) | (s[i] & 0x3f);
		}
	}
	x->lx.lookahead = c;
	x->width = n;
}

static void
lx_advance(TSLexer *l, bool skip)
{
	SX *x = (SX *)l;

	if (x->pos >= x->end)
		return;
	x->pos += x->width;
	if (skip)
		x->tstart = x->pos;
	lx_peek(x);
}

static void
lx_mark_end(TSLexer *l)
{
	SX *x = (SX *)l;

	x->tend = x->pos;
}

static uint32_t
lx_column(TSLexer *l)
{
	SX *x = (SX *)l;
	uint32_t p = x->pos;

	while (p > 0 && x->text[p - 1] != '\n')
		p--;
	return x->pos - p;
}

static bool
lx_range_start(const TSLexer *l)
{
	const SX *x = (const SX *)l;

	return x->pos == x->from;
}

static bool
lx_eof(const TSLexer *l)
{
	const SX *x = (const SX *)l;

	return x->pos >= x->end;
}

static void
lx_log(const TSLexer *l, const char *fmt, ...)
{
	(void)l;
	(void)fmt;
}

static bool
blank(char ch)
{
	return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f' || ch == '\v';
}

/* the preprocessor's token that starts at or covers output offset off:
 * its index in the map, or the entry before (the map is in offset order) */
static size_t
pp_token_at(const PPOutput *pp, uint32_t off)
{
	size_t lo = 0, hi = pp->map.n;

	while (hi - lo > 1) {
		size_t mid = (lo + hi) / 2;

		if (pp->map.v[mid].off <= off)
			lo = mid;
		else
			hi = mid;
	}
	return lo;
}

/* The bytes of the preprocessor's token at off (which starts there), or 0. */
static uint32_t
pp_token_len(const PPOutput *pp, uint32_t off)
{
	size_t i;

	if (!pp->map.n)
		return 0;
	i = pp_token_at(pp, off);
	return pp->map.v[i].off == off ? pp->map.v[i].len : 0;
}

/* A string or character literal without its closing quote, which the
 * preprocessor keeps as one token to the end of the line, as clang's lexer
 * does (its "missing terminating" warning): the end of that token, or 0. */
static uint32_t
unterminated(SX *x, uint32_t p)
{
	const char *s = x->b->src + p, *q = s, *r;
	uint32_t len = pp_token_len(x->b->pp, p);
	char quote;

	if (q[0] == 'u' && q[1] == '8')
		q += 2;
	else if (q[0] == 'L' || q[0] == 'u' || q[0] == 'U')
		q++;
	if ((*q != '"' && *q != '\'') || len < (uint32_t)(q - s) + 1)
		return 0;
	quote = *q;
	for (r = q + 1; r < s + len; r++) {
		if (*r == '\\')
			r++;
		else if (*r == quote)
			return 0;
	}
	return p + len;
}

/* The token at pos as the grammar's lexer reads it in state st (tree-sitter
 * lexes with the state's lex mode, then the error mode, and takes an
 * identifier that spells a keyword as the keyword where the state has
 * actions for it: feed() decides that per stack). */
static Tok
lex(SX *x, TSStateId st, uint32_t pos)
{
	const TSLanguage *L = x->L;
	Tok t = {0};
	uint32_t p = pos, e;
	int mode;

	for (;;) {
		while (p < x->end && blank(x->text[p]))
			p++;
		t.start = t.end = p;
		if (p >= x->end) {
			t.start = t.end = x->end;
			return t; /* the end: symbol 0 */
		}
		if ((e = unterminated(x, p)) != 0) {
			t.sym = x->unknown;
			t.end = e;
			return t;
		}
		for (mode = 0; mode < 2; mode++) {
			x->pos = x->tstart = x->tend = p;
			lx_peek(x);
			x->lx.result_symbol = 0;
			if (L->lex_fn(&x->lx, L->lex_modes[mode ? 0 : st].lex_state) && x->tend > x->tstart &&
			    x->lx.result_symbol != 0)
				break;
		}
		if (mode == 2) {
			/* nothing the grammar knows: the preprocessor's token */
			uint32_t len = pp_token_len(x->b->pp, p);

			t.sym = x->unknown;
			t.end = p + (len ? len : 1);
			return t;
		}
		t.sym = x->lx.result_symbol;
		t.start = x->tstart;
		t.end = x->tend;
		if (t.sym == x->s.comment) {
			p = t.end;
			continue;
		}
		if (t.sym == L->keyword_capture_token && L->keyword_lex_fn) {
			x->pos = x->tstart = x->tend = t.start;
			lx_peek(x);
			if (L->keyword_lex_fn(&x->lx, 0) && x->tend == t.end)
				t.kw = x->lx.result_symbol;
		}
		return t;
	}
}

/* ---- the parse tables (tree-sitter's ts_language_lookup) ---- */

static bool
text_is(SX *x, uint32_t start, uint32_t end, const char *w)
{
	return strlen(w) == end - start && memcmp(x->b->src + start, w, end - start) == 0;
}

static uint16_t
lookup(const TSLanguage *L, TSStateId st, TSSymbol sym)
{
	if (sym >= L->symbol_count || st >= L->state_count)
		return 0;
	if (st >= L->large_state_count) {
		const uint16_t *d = &L->small_parse_table[L->small_parse_table_map[st - L->large_state_count]];
		uint16_t groups = *d++, i, j;

		for (i = 0; i < groups; i++) {
			uint16_t value = *d++, n = *d++;

			for (j = 0; j < n; j++)
				if (*d++ == sym)
					return value;
		}
		return 0;
	}
	return L->parse_table[(uint32_t)st * L->symbol_count + sym];
}

static const TSParseAction *
actions(const TSLanguage *L, TSStateId st, TSSymbol sym, uint32_t *n)
{
	const TSParseActionEntry *e;

	*n = 0;
	if (sym >= L->token_count)
		return NULL;
	e = &L->parse_actions[lookup(L, st, sym)];
	*n = e->entry.count;
	return &e[1].action;
}

static const Ent *
push(SX *x, const Ent *up, TSStateId st, TSSymbol sym, uint32_t start, uint32_t end)
{
	Ent *e = ar_alloc(&x->ar, sizeof *e);

	e->up = up;
	e->state = st;
	e->sym = sym;
	e->start = start;
	e->end = end;
	return e;
}

/* s with its top count entries made one sym (and its state the goto) */
static const Ent *
reduce(SX *x, const Ent *s, TSSymbol sym, unsigned count, uint32_t at)
{
	const Ent *p = s;
	uint32_t start = at, end = count ? s->end : at;
	TSStateId st;

	while (count--) {
		if (!p->up)
			return NULL;
		start = p->start;
		p = p->up;
	}
	st = lookup(x->L, p->state, sym);
	return st ? push(x, p, st, sym, start, end) : NULL;
}

static void
add(Stacks *out, const Ent *e)
{
	int i;

	for (i = 0; i < out->n; i++)
		if (out->v[i] == e)
			return;
	if (out->n < MAXSTACKS)
		out->v[out->n++] = e;
}

/* Token t (as symbol sym) on stack s: every action, reductions until the
 * token is shifted; the stacks that shift it go to out. */
static void
take(SX *x, const Ent *s, TSSymbol sym, const Tok *t, Stacks *out, int forks)
{
	unsigned guard;

	for (guard = 0; guard < 1u << 20; guard++) {
		uint32_t n, i;
		const TSParseAction *a = actions(x->L, s->state, sym, &n);
		const Ent *next = NULL;

		for (i = 0; i < n; i++) {
			switch (a[i].type) {
			case TSParseActionTypeShift:
				add(out, a[i].shift.extra ? s : push(x, s, a[i].shift.state, sym, t->start, t->end));
				break;
			case TSParseActionTypeAccept:
				out->accepted = true;
				add(out, s);
				break;
			case TSParseActionTypeReduce: {
				const Ent *r = reduce(x, s, a[i].reduce.symbol, a[i].reduce.child_count, t->start);

				if (!r)
					break;
				if (!next)
					next = r;
				else if (forks < MAXSTACKS)
					take(x, r, sym, t, out, forks + 1);
				break;
			}
			default:
				break;
			}
		}
		if (!next)
			return;
		s = next;
	}
}

/* C99's keywords (6.4.1) and OpenCL C's (6.5 to 6.7): never names */
static const char *const reserved_words[] = {
	"auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum",
	"extern", "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return",
	"short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void",
	"volatile", "while", "_Bool", "__kernel", "kernel", "__global", "global", "__local", "local",
	"__constant", "constant", "__private", "private", "__read_only", "read_only", "__write_only",
	"write_only", "__read_write", "read_write",
};

static bool
reserved(SX *x, const Tok *t)
{
	size_t i;

	for (i = 0; i < ZC_COUNTOF(reserved_words); i++)
		if (text_is(x, t->start, t->end, reserved_words[i]))
			return true;
	return false;
}

/* The symbol t is on stack s.  tree-sitter takes an identifier that
 * spells a keyword as the keyword where the state has actions for it, and
 * as an identifier elsewhere; a reserved word stays the keyword here, so
 * that an 'else' without its 'if' is the error, not the name 'else'. */
static TSSymbol
symbol_on(SX *x, const Ent *s, const Tok *t)
{
	if (!t->kw)
		return t->sym;
	return lookup(x->L, s->state, t->kw) || reserved(x, t) ? t->kw : t->sym;
}

/* Token t on every stack of in; false if no stack takes it. */
static bool
feed(SX *x, const Stacks *in, const Tok *t, Stacks *out)
{
	int i;

	out->n = 0;
	out->accepted = false;
	for (i = 0; i < in->n; i++)
		take(x, in->v[i], symbol_on(x, in->v[i], t), t, out, 0);
	return out->n > 0;
}

/* Does some stack take symbol sym here? */
static bool
accepts(SX *x, const Stacks *st, TSSymbol sym)
{
	Tok t = {sym, 0, 0, 0};
	Stacks out;

	if (!sym)
		return false;
	t.start = t.end = st->v[0]->end;
	return feed(x, st, &t, &out);
}

/* Do at least k of the next tokens from pos parse after virtual token v
 * (if any)?  (Or all up to the end.)  A repair is taken when what follows
 * parses for a while, if not up to the next mistake. */
static bool
runahead(SX *x, const Stacks *st, const Tok *v, uint32_t pos, int k)
{
	Stacks cur = *st, nx;
	int i;

	if (v) {
		if (!feed(x, &cur, v, &nx))
			return false;
		cur = nx;
	}
	for (i = 0; i < k; i++) {
		Tok t = lex(x, cur.v[0]->state, pos);

		if (!feed(x, &cur, &t, &nx))
			return false;
		if (nx.accepted || t.sym == 0)
			return true;
		cur = nx;
		pos = t.end;
	}
	return true;
}

/* ---- what was expected ---- */

static bool
tok_is(SX *x, const Tok *t, const char *w)
{
	return t->sym && t->sym != x->unknown && text_is(x, t->start, t->end, w);
}

/* the next token after t, as the preprocessor made it */
static bool
next_is(SX *x, const Tok *t, const char *w)
{
	uint32_t p = t->end, len;

	while (p < x->end && blank(x->b->src[p]))
		p++;
	len = pp_token_len(x->b->pp, p);
	return p < x->end && len && text_is(x, p, p + len, w);
}

/* The kinds of an open bracket. */
enum { O_NONE, O_PAREN, O_BRACKET, O_COND, O_BLOCK, O_INIT, O_FIELDS, O_ENUM };

static int
open_kind(SX *x, const Ent *e)
{
	const TSLanguage *L = x->L;

	if (e->sym == x->s.lparen)
		return O_PAREN;
	if (e->sym == x->s.lbrack)
		return O_BRACKET;
	if (e->sym == x->s.question)
		return O_COND;
	if (e->sym != x->s.lbrace)
		return O_NONE;
	/* what the state after the '{' takes tells a block from a list */
	if (lookup(L, e->state, x->s.kreturn))
		return O_BLOCK;
	if (lookup(L, e->state, x->s.number))
		return O_INIT;
	if (lookup(L, e->state, x->s.primitive))
		return O_FIELDS;
	return O_ENUM;
}

/* the innermost bracket the stack holds open: its entry and kind (a
 * bracket that closed is inside an entry reduced over it, or below its
 * closing bracket while that waits for its reduction) */
static const Ent *
innermost_open(SX *x, const Ent *top, int *kind)
{
	const Ent *e;
	unsigned closed[4] = {0}; /* ')' ']' ':' '}' above, unmatched yet */

	for (e = top; e; e = e->up) {
		const Syms *s = &x->s;
		int k = e->sym == s->rparen ? 0 : e->sym == s->rbrack ? 1 : e->sym == s->colon ? 2 :
		        e->sym == s->rbrace ? 3 : -1;

		if (k >= 0) {
			closed[k]++;
			continue;
		}
		*kind = open_kind(x, e);
		k = *kind == O_PAREN ? 0 : *kind == O_BRACKET ? 1 : *kind == O_COND ? 2 : *kind != O_NONE ? 3 : -1;
		if (k < 0)
			continue;
		if (closed[k]) {
			closed[k]--;
			continue;
		}
		return e;
	}
	*kind = O_NONE;
	return NULL;
}

/* an unmatched '{' on the stack (of a block if block) */
static bool
brace_open(SX *x, const Ent *top, bool block)
{
	const Ent *e;
	unsigned closed = 0;

	for (e = top; e; e = e->up) {
		if (e->sym == x->s.rbrace)
			closed++;
		else if (e->sym == x->s.lbrace && closed)
			closed--;
		else if (e->sym == x->s.lbrace && (!block || open_kind(x, e) == O_BLOCK))
			return true;
	}
	return false;
}

/* The construct token sym here would end: the symbol the state after it
 * reduces to, with the number of its children (1: nothing but the token),
 * or NULL where it ends none yet (the ';'s inside a for). */
static const char *
ends_of(SX *x, const Stacks *st, TSSymbol sym, unsigned *nkids)
{
	const TSLanguage *L = x->L;
	Tok tok = {sym, 0, 0, 0};
	Stacks nx;
	int i;
	TSSymbol t;

	tok.start = tok.end = st->v[0]->end;
	*nkids = 0;
	if (!feed(x, st, &tok, &nx))
		return NULL;
	for (i = 0; i < nx.n; i++) {
		for (t = 0; t < L->token_count; t++) {
			uint32_t n, j;
			const TSParseAction *a = actions(L, nx.v[i]->state, t, &n);

			for (j = 0; j < n; j++) {
				if (a[j].type == TSParseActionTypeReduce && a[j].reduce.child_count > 0) {
					*nkids = a[j].reduce.child_count;
					return ts_language_symbol_name(L, a[j].reduce.symbol);
				}
			}
		}
	}
	return NULL;
}

/* ---- locations ---- */

static Loc
loc_at(SX *x, uint32_t off)
{
	return pp_locate_near(x->b->pp, off, &x->hint);
}

/* Where clang puts the end of the text: the main file's last newline. */
static Loc
eof_loc(SX *x)
{
	Ctx *c = x->b->c;
	SrcFile *f;
	Loc l = {0};

	if (x->end < x->b->pp->len || !c->src.main || c->src.main >= c->src.files.n)
		return loc_at(x, x->end);
	f = c->src.files.v[c->src.main];
	l.file = c->src.main;
	l.off = f->len;
	if (l.off > 0 && f->text[l.off - 1] == '\n')
		l.off--;
	if (l.off > 0 && f->text[l.off - 1] == '\r')
		l.off--;
	return l;
}

/* the source offset just after a macro's use at u (its name, and the
 * arguments in parentheses if they follow) */
static uint32_t
use_end(Ctx *c, Loc u, const char *macro)
{
	SrcFile *f = u.file < c->src.files.n ? c->src.files.v[u.file] : NULL;
	uint32_t p, depth = 0;

	if (!f || u.off >= f->len)
		return u.off;
	p = u.off + (uint32_t)strlen(macro);
	while (p < f->len && blank(f->text[p]))
		p++;
	if (p >= f->len || f->text[p] != '(')
		return u.off + (uint32_t)strlen(macro);
	for (; p < f->len; p++) {
		if (f->text[p] == '(')
			depth++;
		else if (f->text[p] == ')' && --depth == 0)
			return p + 1;
	}
	return u.off + (uint32_t)strlen(macro);
}

/* Where clang reports a missing token: just after the token before it
 * (prev); after a macro's use when that token ends the macro's expansion,
 * at the next token (t) when it is inside one. */
static Loc
loc_after(SX *x, const Tok *prev, const Tok *t)
{
	const PPOutput *pp = x->b->pp;
	Ctx *c = x->b->c;
	size_t i;
	uint32_t k, k2;
	Loc l;

	if (!prev->end || !pp->map.n)
		return t->sym ? loc_at(x, t->start) : eof_loc(x);
	i = pp_token_at(pp, prev->start);
	l = pp->map.v[i].loc;
	if (!l.exp)
		return loc_at(x, prev->end);
	/* the outermost expansion the token came out of */
	for (k = l.exp; c->src.exps.v[k].use.exp && k < c->src.exps.n;)
		k = c->src.exps.v[k].use.exp;
	if (i + 1 < pp->map.n && pp->map.v[i + 1].loc.exp) {
		for (k2 = pp->map.v[i + 1].loc.exp; c->src.exps.v[k2].use.exp && k2 < c->src.exps.n;)
			k2 = c->src.exps.v[k2].use.exp;
		if (k2 == k)
			return t->sym ? loc_at(x, t->start) : eof_loc(x);
	}
	l = c->src.exps.v[k].use;
	l.off = use_end(c, l, c->src.exps.v[k].macro);
	return l;
}

/* where token t is (the end of the text: clang's place for it) */
static Loc
loc_tok(SX *x, const Tok *t)
{
	return t->sym ? loc_at(x, t->start) : eof_loc(x);
}

static const char *
closer_of(int kind)
{
	switch (kind) {
	case O_PAREN: return ")";
	case O_BRACKET: return "]";
	case O_COND: return ":";
	default: return "}";
	}
}

static TSSymbol
closer_sym(SX *x, int kind)
{
	switch (kind) {
	case O_PAREN: return x->s.rparen;
	case O_BRACKET: return x->s.rbrack;
	case O_COND: return x->s.colon;
	default: return x->s.rbrace;
	}
}

/* Is t a declaration specifier, which clang takes as the start of the
 * next declaration after one without its ';'?  (After a function
 * declarator, __kernel is not: clang then wants the function's body.) */
static bool
starts_declaration(SX *x, const Tok *t, bool kernel)
{
	TSSymbol sym = t->kw ? t->kw : t->sym;

	if (!sym || sym == x->unknown || sym == x->s.identifier || sym == x->s.semi)
		return false;
	if (!kernel && (sym == x->s.kkernel || sym == x->s.k__kernel))
		return false;
	return lookup(x->L, 1, sym) != 0;
}

/* ---- the repairs, written into the text ----
 *
 * tree-sitter then parses the repaired text again (ast.c), so the tree the
 * AST is built from is the one recovered here, as clang's parser recovers:
 * a token assumed goes into the blank the preprocessor left after the
 * token before it, a token dropped or skipped becomes blanks (newlines
 * stay).  A repair that loses what was written (a skip, a name assumed)
 * is recorded in b->lossy: the statement or declaration holding it is not
 * checked further, nor the function's body if what was lost declared
 * something.  Every offset written is behind the lexer. */

static bool
ident_char(char ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_' ||
	       ch == '$' || (unsigned char)ch >= 0x80;
}

static void
lossy(SX *x, uint32_t start, uint32_t end, bool wide)
{
	AB *b = x->b;
	LossyRange r = {start, end > start ? end : start + 1, wide};

	VEC_PUSH(&b->c->ar, &b->lossy, r);
}

/* write ch at off, a blank the preprocessor left between two tokens */
static bool
put(SX *x, uint32_t off, char ch)
{
	AB *b = x->b;

	if (off >= x->end || !blank(b->marked[off]) || !blank(b->pp->text[off]))
		return false;
	if (ident_char(ch) && off > 0 && ident_char(b->marked[off - 1]))
		return false;
	b->marked[off] = ch;
	b->pp->text[off] = ch;
	b->edited = true;
	return true;
}

/* blank the tokens in start..end */
static void
blank_out(SX *x, uint32_t start, uint32_t end)
{
	AB *b = x->b;
	uint32_t i;

	for (i = start; i < end && i < x->end; i++) {
		if (!blank(b->marked[i])) {
			b->marked[i] = ' ';
			b->pp->text[i] = ' ';
			b->edited = true;
		}
	}
}

/* the one character a token assumed is spelled with, or 0 */
static char
spelling(SX *x, TSSymbol sym)
{
	const char *nm = ts_language_symbol_name(x->L, sym);

	if (sym == x->s.identifier)
		return '_';
	return nm && nm[0] && !nm[1] ? nm[0] : 0;
}

/* ---- the words ---- */

static bool
is_assignment(SX *x, const Tok *t)
{
	static const char *const ops[] = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="};
	size_t i;

	for (i = 0; i < ZC_COUNTOF(ops); i++)
		if (tok_is(x, t, ops[i]))
			return true;
	return false;
}

static Verdict
verdict(SX *x, const char *msg, Loc at, int repair, TSSymbol sym)
{
	Verdict v = {0};

	v.msg = msg;
	v.at = at;
	v.repair = repair;
	v.sym = sym;
	return v;
}

/* The ';' that could end a statement or declaration here, named after
 * what it would end (the construct the state after it reduces to). */
static Verdict
expected_semi(SX *x, const Stacks *st, const Tok *prev, const Tok *t, const Ent *open, int kind)
{
	const Syms *s = &x->s;
	const Ent *top = st->v[0];
	const char *ends;
	unsigned nkids;
	Verdict v;
	bool top_level = !brace_open(x, top, true);

	if (kind == O_PAREN && open->up && open->up->sym == s->kfor)
		return verdict(x, "expected ';' in 'for' statement specifier", loc_tok(x, t), R_INSERT, s->semi);
	ends = ends_of(x, st, s->semi, &nkids);
	if (ends && (nkids == 1 || strncmp(ends, "translation_unit", 16) == 0)) {
		/* nothing begun: the token cannot start a statement or declaration */
		return verdict(x, top_level ? "expected identifier or '('" : "expected expression",
		               loc_tok(x, t), R_SKIP, 0);
	}
	if (ends && (strcmp(ends, "declaration") == 0 || strcmp(ends, "type_definition") == 0)) {
		if (!top_level) {
			v = verdict(x, "expected ';' at end of declaration", loc_after(x, prev, t), R_INSERT, s->semi);
			v.skip_after = true;
			return v;
		}
		if (accepts(x, st, s->lbrace) && !starts_declaration(x, t, false))
			return verdict(x, "expected function body after function declarator", loc_tok(x, t), R_SKIP, 0);
		v = verdict(x, "expected ';' after top level declarator", loc_after(x, prev, t), R_INSERT, s->semi);
		v.skip_after = true;
		return v;
	}
	if (ends && strcmp(ends, "expression_statement") == 0)
		return verdict(x, "expected ';' after expression", loc_after(x, prev, t), R_INSERT, s->semi);
	if (ends && strcmp(ends, "field_declaration") == 0) {
		v = verdict(x, "expected ';' at end of declaration list", loc_after(x, prev, t), R_INSERT, s->semi);
		v.warning = tok_is(x, t, "}"); /* C takes it, with a warning */
		return v;
	}
	if (ends && strcmp(ends, "static_assert_declaration") == 0)
		return verdict(x, "expected ';' after '_Static_assert'", loc_after(x, prev, t), R_INSERT, s->semi);
	if (ends && strcmp(ends, "do_statement") == 0)
		return verdict(x, "expected ';' after do/while statement", loc_after(x, prev, t), R_INSERT, s->semi);
	if (ends && strlen(ends) > 10 && strcmp(ends + strlen(ends) - 10, "_statement") == 0)
		return verdict(x, ar_printf(&x->ar, "expected ';' after %.*s statement", (int)strlen(ends) - 10, ends),
		               loc_after(x, prev, t), R_INSERT, s->semi);
	return verdict(x, "expected ';'", loc_after(x, prev, t), R_INSERT, s->semi);
}

/* The error at token t, which no stack takes; prev is the token before. */
static Verdict
diagnose(SX *x, const Stacks *st, const Tok *prev, const Tok *t)
{
	const Syms *s = &x->s;
	const Ent *top = st->v[0], *open, *e;
	int kind;
	bool eof = t->sym == 0, prevtok = prev->end && top->start == prev->start && top->end == prev->end;
	TSSymbol last = prevtok ? top->sym : 0; /* the token before, as the parse took it */
	Verdict v;

	open = innermost_open(x, top, &kind);

	/* a closing bracket too many */
	if ((tok_is(x, t, ")") || tok_is(x, t, "]")) && next_is(x, t, ";") && accepts(x, st, s->semi))
		return verdict(x, ar_printf(&x->ar, "extraneous '%c' before ';'", x->b->src[t->start]),
		               loc_tok(x, t), R_DELETE, 0);
	if (tok_is(x, t, "}") && !brace_open(x, top, false)) {
		v = verdict(x, "extraneous closing brace ('}')", loc_tok(x, t), R_DELETE, 0);
		v.always = true;
		return v;
	}

	/* an assignment to what is not an lvalue: the grammar's error, clang's
	 * semantic one; read on as if it were an operator */
	if (t->sym != x->unknown && accepts(x, st, s->plus) && is_assignment(x, t)) {
		v = verdict(x, "expression is not assignable", loc_tok(x, t), R_REPLACE, s->plus);
		v.again = true;
		return v;
	}

	/* a name between enumerators without its comma */
	if (kind == O_ENUM && t->sym == s->identifier && accepts(x, st, s->comma))
		return verdict(x, "missing ',' between enumerators", loc_after(x, prev, t), R_INSERT, s->comma);

	/* the innermost bracket could close: clang's balanced delimiters (a
	 * block or a list of members ends at its '}' whatever comes before,
	 * so only the end of the text leaves it open) */
	if (open && (eof || (kind != O_BLOCK && kind != O_FIELDS && kind != O_ENUM)) &&
	    accepts(x, st, closer_sym(x, kind))) {
		/* nothing yet after the bracket or a comma: clang reads an element */
		if (!eof && (top == open || top->sym == s->comma) && accepts(x, st, s->number))
			return verdict(x, "expected expression", loc_tok(x, t), R_SKIP, 0);
		v = verdict(x, ar_printf(&x->ar, "expected '%s'", closer_of(kind)), loc_tok(x, t), R_INSERT,
		            closer_sym(x, kind));
		v.open = open;
		return v;
	}

	/* 'struct S { ... }' and then not a declarator */
	if ((top->sym == s->structspec || top->sym == s->unionspec || top->sym == s->enumspec) &&
	    top->end > top->start && x->b->src[top->end - 1] == '}' && accepts(x, st, s->semi))
		return verdict(x, ar_printf(&x->ar, "expected ';' after %.*s",
		                            x->b->src[top->start] == 's' ? 6 : x->b->src[top->start] == 'u' ? 5 : 4,
		                            x->b->src + top->start),
		               loc_after(x, prev, t), R_INSERT, s->semi);

	/* the specifiers of a declaration and then no declarator */
	if (accepts(x, st, s->identifier) && accepts(x, st, s->star) && !accepts(x, st, s->number) &&
	    lookup(x->L, top->state, s->primitive))
		return verdict(x, "expected identifier or '('", loc_tok(x, t), R_SKIP, 0);

	/* a keyword without its '(' */
	if ((last == s->kif || last == s->kwhile || last == s->kfor || last == s->kswitch) &&
	    accepts(x, st, s->lparen)) {
		const char *kw = last == s->kif ? "if" : last == s->kfor ? "for" : last == s->kswitch ? "switch" :
		                 top->up && top->up->up && top->up->up->sym == s->kdo ? "do/while" : "while";

		/* recovered by the '(' if it closes (clang skips the statement) */
		return verdict(x, ar_printf(&x->ar, "expected '(' after '%s'", kw), loc_tok(x, t), R_INSERT,
		               s->lparen);
	}

	/* return, and no expression */
	if (last == s->kreturn && !eof && accepts(x, st, s->number))
		return verdict(x, "expected expression", loc_tok(x, t), R_SKIP, 0);

	/* a label without its ':' */
	if (accepts(x, st, s->colon)) {
		for (e = top; e && open_kind(x, e) == O_NONE; e = e->up) {
			if (e->sym == s->kcase || e->sym == s->kdefault)
				return verdict(x, ar_printf(&x->ar, "expected ':' after '%s'",
				                            e->sym == s->kcase ? "case" : "default"),
				               loc_after(x, prev, t), R_INSERT, s->colon);
		}
	}

	/* a statement or declaration could end here */
	if (accepts(x, st, s->semi))
		return expected_semi(x, st, prev, t, open, kind);

	/* a name: a member after '.' or '->', a declarator, a tag */
	if (accepts(x, st, s->identifier) && !accepts(x, st, s->number)) {
		const char *m = accepts(x, st, s->lparen) ? "expected identifier or '('" :
		                accepts(x, st, s->lbrace) ? "expected identifier or '{'" : "expected identifier";

		return verdict(x, m, loc_tok(x, t), R_INSERT, s->identifier);
	}
	if (accepts(x, st, s->number) || accepts(x, st, s->identifier))
		return verdict(x, "expected expression", loc_tok(x, t), R_SKIP, 0);
	/* only declaration specifiers: a parameter's type */
	if (accepts(x, st, s->primitive))
		return verdict(x, kind == O_PAREN ? "expected parameter declarator" : "expected a type",
		               loc_tok(x, t), R_SKIP, 0);
	if (open && accepts(x, st, closer_sym(x, kind))) {
		v = verdict(x, ar_printf(&x->ar, "expected '%s'", closer_of(kind)), loc_tok(x, t), R_INSERT,
		            closer_sym(x, kind));
		v.open = open;
		return v;
	}
	return verdict(x, "expected expression", loc_tok(x, t), R_SKIP, 0);
}

/* ---- recovery ---- */

/* Could text start..end declare something (a type specifier or the like
 * in it)?  What is skipped after an error is blanked out; if it declared
 * a name, later uses would be errors clang does not give either. */
static bool
declares(SX *x, uint32_t start, uint32_t end)
{
	const PPOutput *pp = x->b->pp;
	size_t i = pp->map.n ? pp_token_at(pp, start) : 0;

	for (; i < pp->map.n && pp->map.v[i].off < end; i++) {
		Tok t;

		if (pp->map.v[i].off < start)
			continue;
		t = lex(x, 0, pp->map.v[i].off);
		if (starts_declaration(x, &t, true))
			return true;
	}
	return false;
}

/* Is entry e where a statement or a declaration ends (in a block, or at
 * file scope)? */
static bool
boundary(SX *x, const Ent *e)
{
	Stacks one = {{e}, 1, false}, nx;
	Tok end = {0, 0, e->end, e->end};

	return !e->up || (accepts(x, &one, x->s.rbrace) && accepts(x, &one, x->s.kreturn)) ||
	       feed(x, &one, &end, &nx);
}

/* The parse goes on after entry e, at the token at sync: what lies between
 * is blanked, and a name stands for it if the parse assumed one. */
static void
resume(SX *x, const Ent *e, uint32_t sync, bool name)
{
	uint32_t keep = e->end, at = keep;
	bool item = boundary(x, e);

	/* lost: a name assumed or part of a statement or declaration (that
	 * one is not checked), or whole ones of which one declared what the
	 * rest may refer to (the function's body is not checked) */
	if (declares(x, keep, sync))
		lossy(x, keep, sync, true);
	else if (name || !item)
		lossy(x, keep, sync, false);

	blank_out(x, keep, sync);
	if (!name)
		return;
	/* in the first blank of what was skipped, or before the token */
	while (at < sync && blank(x->b->marked[at]))
		at++;
	if (at < sync && at > keep && at + 1 < sync && put(x, at, '_'))
		return;
	put(x, sync - 1, '_');
}

/* The stacks after skipping to the end of the statement: the text from t
 * on, brackets and all they hold, up to a ';' or a closing bracket of
 * something opened before t, or the end.  The parse goes on in the
 * innermost state on the stack that takes that token (or a name and that
 * token: the operand the statement lacked).  *pos is where to go on. */
static void
skip(SX *x, Stacks *st, uint32_t *pos, const Tok *t)
{
	const PPOutput *pp = x->b->pp;
	size_t i = pp->map.n ? pp_token_at(pp, t->start) : 0;
	unsigned depth = 0;
	uint32_t from = t->start;
	const Ent *e;

	if (!t->sym) {
		/* at the end: back to the innermost block, whose '}' is missing,
		 * or to where the text could end */
		Tok rb = {x->s.rbrace, 0, x->end, x->end}, end = {0, 0, x->end, x->end};

		for (e = st->v[0]; e; e = e->up) {
			Stacks one = {{e}, 1, false}, nx;

			if (feed(x, &one, &rb, &nx) || feed(x, &one, &end, &nx) || !e->up) {
				resume(x, e, x->end, false);
				*st = one;
				*pos = x->end;
				return;
			}
		}
		return;
	}
	for (;;) {
		Tok sync = {0};

		/* to the next ';' or unmatched closing bracket */
		for (; i < pp->map.n && pp->map.v[i].off < x->end; i++) {
			const PPMapEnt *m = &pp->map.v[i];
			char ch = m->len == 1 ? x->b->src[m->off] : 0;

			if (m->off < from)
				continue;
			if (ch == '(' || ch == '[' || ch == '{') {
				depth++;
			} else if (ch == ')' || ch == ']' || ch == '}') {
				if (depth == 0)
					break;
				depth--;
			} else if (ch == ';' && depth == 0) {
				break;
			}
		}
		if (i >= pp->map.n || pp->map.v[i].off >= x->end) {
			Tok end = {0, 0, x->end, x->end};

			skip(x, st, pos, &end);
			return;
		}
		sync = lex(x, 0, pp->map.v[i].off);
		for (e = st->v[0]; e; e = e->up) {
			Stacks one = {{e}, 1, false}, nx;
			Tok name = {x->s.identifier, 0, sync.start, sync.start};

			if (feed(x, &one, &sync, &nx)) {
				resume(x, e, sync.start, false);
				/* the next statement starts afresh after this one's ';' */
				if (sync.sym == x->s.semi && boundary(x, nx.v[0]))
					x->quiet = 1;
				*st = one;
				*pos = sync.start;
				return;
			}
			if (feed(x, &one, &name, &nx) && accepts(x, &nx, symbol_on(x, nx.v[0], &sync))) {
				resume(x, e, sync.start, true);
				*st = nx;
				*pos = sync.start;
				return;
			}
		}
		/* nothing takes it: skip it too */
		from = sync.end;
		i++;
	}
}

static void
report(SX *x, const Verdict *v)
{
	Ctx *c = x->b->c;

	if (v->warning) {
		/* clang's one syntax warning (a C extension: the ';' before a
		 * struct's '}') names no option there; every zocc warning does */
		zc_warning(c, v->at, "%s [-Wpedantic]", v->msg);
	} else {
		zc_error(c, v->at, "%s", v->msg);
		x->b->nsyntax++;
	}
	if (v->open)
		zc_note(c, loc_at(x, v->open->start), "to match this '%c'", x->b->src[v->open->start]);
	x->reported++;
}

/* Does closing token sym leave what it closes invalid to clang, which
 * then checks nothing of it: the arguments of a call (some may be missing),
 * a braced initializer, a conditional expression? */
static bool
closes_invalid(SX *x, const Stacks *st, TSSymbol sym)
{
	unsigned n;
	int kind;
	const char *what;

	if (sym == x->s.rparen) {
		what = ends_of(x, st, sym, &n);
		return what && strcmp(what, "argument_list") == 0;
	}
	innermost_open(x, st->v[0], &kind);
	return (sym == x->s.rbrace && kind == O_INIT) || (sym == x->s.colon && kind == O_COND);
}

/* Does the '(' ins assumed before pos close (a ')' matching it parses)? */
static bool
closes(SX *x, const Stacks *st, const Tok *ins, uint32_t pos)
{
	Stacks cur, nx;
	unsigned depth = 1, i;

	if (!feed(x, st, ins, &cur))
		return false;
	for (i = 0; i < 1024; i++) {
		Tok t = lex(x, cur.v[0]->state, pos);

		if (!feed(x, &cur, &t, &nx))
			return false;
		if (nx.accepted || !t.sym)
			return true;
		if (tok_is(x, &t, "("))
			depth++;
		else if (tok_is(x, &t, ")") && --depth == 0)
			return true;
		cur = nx;
		pos = t.end;
	}
	return false;
}

/* Report the error at t (unless one was reported just before) and go on
 * after it: *st and *pos are where the parse resumes. */
static void
recover(SX *x, Stacks *st, uint32_t *pos, const Tok *prev, const Tok *t)
{
	Verdict v = diagnose(x, st, prev, t);

	if (!x->quiet || !t->sym || v.always)
		report(x, &v);
	x->quiet = QUIET;
	if (v.repair == R_INSERT) {
		Tok ins = {v.sym, 0, t->start, t->start};
		Stacks nx;
		bool ok;

		if (prev->end)
			ins.start = ins.end = prev->end;
		ok = !t->sym || (v.sym == x->s.lparen ? closes(x, st, &ins, t->start) :
		                 runahead(x, st, &ins, t->start, RUNAHEAD));
		if (ok) {
			char ch = spelling(x, v.sym);
			bool lost = closes_invalid(x, st, v.sym);

			/* as if written, unless it stands for a name (or finds no room) */
			if (t->sym && ch && put(x, ins.start, ch) && v.sym != x->s.identifier)
				ins.start = ins.end = ins.start + 1;
			else if (t->sym)
				lost = true;
			if (lost)
				lossy(x, prev->end ? prev->end : t->start, t->start, false);
			ok = feed(x, st, &ins, &nx);
		}
		if (ok) {
			*st = nx;
			*pos = t->start;
			/* after a declaration, clang goes on with the next one, or
			 * skips to the end of the statement */
			if (v.skip_after && t->sym && !starts_declaration(x, t, true))
				skip(x, st, pos, t);
			return;
		}
	} else if (v.repair == R_DELETE && runahead(x, st, NULL, t->end, RUNAHEAD)) {
		blank_out(x, t->start, t->end);
		*pos = t->end;
		return;
	} else if (v.repair == R_REPLACE) {
		Tok rep = {v.sym, 0, t->start, t->end};
		Stacks nx;

		if (runahead(x, st, &rep, t->end, 1) && feed(x, st, &rep, &nx)) {
			blank_out(x, t->start, t->end);
			x->b->marked[t->start] = x->b->pp->text[t->start] = spelling(x, v.sym);
			lossy(x, t->start, t->end, false);
			*st = nx;
			*pos = t->end;
			if (v.again)
				x->quiet = 0;
			return;
		}
	}
	skip(x, st, pos, t);
}

/* ---- the check ---- */

static void
init_syms(SX *x)
{
	const TSLanguage *L = x->L;

#define X(f, name, named) x->s.f = ts_language_symbol_for_name(L, name, (uint32_t)strlen(name), named);
	SYMBOLS(X)
#undef X
	x->unknown = (TSSymbol)L->symbol_count;
}

/* Parse the text from..end (from: the start of a top-level item) and
 * report its syntax errors; the number reported (errors and warnings). */
unsigned
ab_syntax_check(AB *b, uint32_t from, uint32_t end)
{
	SX x;
	Stacks st = {0};
	Tok prev = {0};
	uint32_t pos = from, lastpos = (uint32_t)-1;
	unsigned stuck = 0, eoferrs = 0;
	size_t steps, limit = 4 * (size_t)(end - from) + 64;

	memset(&x, 0, sizeof x);
	x.b = b;
	x.L = b->lang;
	x.text = b->marked;
	x.from = from;
	x.end = end;
	x.lx.advance = lx_advance;
	x.lx.mark_end = lx_mark_end;
	x.lx.get_column = lx_column;
	x.lx.is_at_included_range_start = lx_range_start;
	x.lx.eof = lx_eof;
	x.lx.log = lx_log;
	ar_init(&x.ar, b->c->ar.oom);
	init_syms(&x);
	st.v[0] = push(&x, NULL, 1, 0, from, from);
	st.n = 1;
	for (steps = 0; steps < limit; steps++) {
		Tok t = lex(&x, st.v[0]->state, pos);
		Stacks nx;

		if (feed(&x, &st, &t, &nx)) {
			if (nx.accepted)
				break;
			st = nx;
			prev = t;
			pos = t.end;
			if (x.quiet)
				x.quiet--;
			continue;
		}
		if (b->c->stopped || (!t.sym && ++eoferrs > EOF_ERRORS))
			break;
		/* a recovery that leaves the parse where it was again and again
		 * gives up (each takes or skips a token, so this is a safeguard) */
		if (t.sym && pos == lastpos && ++stuck > 8)
			break;
		if (pos != lastpos)
			stuck = 0;
		lastpos = pos;
		recover(&x, &st, &pos, &prev, &t);
	}
	ar_free(&x.ar);
	return x.reported;
}
