/* ppshape.c — the shape of the preprocessed program, measured on its tokens
 * before the parser sees them: how deeply brackets and statements nest, how
 * deep the parse tree can get, how many statements each function body has.
 * Each is held to its limit (Options.limits) with an error at the token that
 * passes it, so that the parser, and the stages after it that recurse over
 * the tree (the AST builder, sema, irgen), only ever get programs whose depth
 * is bounded; and the depth tells how much stack those stages need
 * (api/compile.c gives it to them, support/stack.c).  Statements are the
 * ';' and the blocks of a function body.
 *
 * Nesting is what a reader counts: a level for each open ( [ { and for the
 * body of each if, for, while, do and switch not yet ended (an else stays
 * on its if's level, and so does an 'else if' chain).  It is clang's -fbracket-depth with
 * statements added, since 'for (;;) for (;;) ...' nests without brackets.
 *
 * Depth is an upper bound of the parse tree's depth, which operators make
 * too: 'a + b + c' is ((a + b) + c), 20,000 terms are 20,000 levels.  Within
 * a bracket group the tokens that can open a tree level (operators,
 * statement keywords, sizeof, a nested group) are counted since the last
 * boundary where the tree turns flat: a ';' that ends a statement (not one
 * followed by else or the while of a do), the '}' of a block, and a ',' of
 * an argument or initializer list (not a comma operator, which nests).  The
 * depth at a token is that count summed over the groups it is in, plus one
 * per group; identifiers and literals are leaves and count nothing.  Where
 * the tokens cannot tell a list's comma from a comma operator, it counts
 * (an overestimate costs only reserved stack). */
#include <string.h>

#include "ppint.h"

enum { MAX_UNBALANCED = 32 }; /* open or stray brackets that mean garbage, not a typo */

enum {
	G_BLOCK, /* statements: the file, a function body, a compound statement */
	G_LIST,  /* an argument, parameter, initializer or enumerator list: ',' is flat */
	G_OTHER  /* anything else: a condition, a subscript, a cast, a struct body */
};

typedef struct Group {
	uint32_t chain;  /* tree levels the tokens since the last flat boundary can open */
	uint32_t ctl;    /* control statements open in it, their bodies not ended */
	uint32_t start;  /* index of the opening token */
	char open;       /* '(' '[' '{', 0 for the file */
	uint8_t kind;    /* G_* */
	bool head;       /* '(' after if, for, while or switch */
	bool fnbody;     /* a function body at file scope */
} Group;

/* the token's text and class */
typedef struct T {
	const char *s;
	uint32_t len;
} T;

static T
tok(const PPOutput *o, size_t k)
{
	T t = {"", 0};

	if (k < o->map.n) {
		t.s = o->text + o->map.v[k].off;
		t.len = o->map.v[k].len;
	}
	return t;
}

static bool
is(T t, const char *w)
{
	return strlen(w) == t.len && memcmp(t.s, w, t.len) == 0;
}

static bool
is_word(T t)
{
	return t.len && ((t.s[0] >= 'a' && t.s[0] <= 'z') || (t.s[0] >= 'A' && t.s[0] <= 'Z') ||
	                 t.s[0] == '_');
}

static bool
is_leaf(T t)
{
	return is_word(t) || (t.len && ((t.s[0] >= '0' && t.s[0] <= '9') || t.s[0] == '"' ||
	                                t.s[0] == '\'' || (t.s[0] == '.' && t.len > 1 &&
	                                                    t.s[1] >= '0' && t.s[1] <= '9')));
}

/* keywords that open a level of the tree (the others, type names and
 * qualifiers, sit flat in declarations) */
static bool
is_level_keyword(T t)
{
	static const char *const kw[] = {"if", "else", "for", "while", "do", "switch", "case",
	                                 "default", "return", "goto", "sizeof", "vec_step",
	                                 "_Alignof", "__alignof__", "alignof"};
	size_t i;

	if (!t.len || t.s[0] < '_' || t.s[0] > 'w')
		return false;
	for (i = 0; i < ZC_COUNTOF(kw); i++)
		if (is(t, kw[i]))
			return true;
	return false;
}

static bool
is_head_keyword(T t)
{
	return is(t, "if") || is(t, "for") || is(t, "while") || is(t, "switch");
}

static void
limit_note(Ctx *c, const char *opt)
{
	zc_note(c, (Loc){0}, "the limit can be raised with %s=N (or zocc_input.limits)", opt);
}

bool
pp_shape(Ctx *c, const PPOutput *o, PPShape *sh)
{
	const Limits *lim = &c->opt.limits;
	VEC(Group) st = {0};
	Group file = {0};
	uint64_t depth = 1, nesting = 0, stmts = 0;
	size_t k, fn = 0; /* fn: index of the function body group + 1, 0 outside */
	size_t stray = 0;  /* closers that matched no opener or closed others with theirs */
	bool after_head = false; /* the last token closed an if/for/while/switch head */
	T prev = {"", 0};

	memset(sh, 0, sizeof *sh);
	sh->tokens = o->map.n;
	sh->depth = 1;
	file.kind = G_LIST; /* at file scope a ',' separates declarators or enumerators */
	VEC_PUSH(&c->ar, &st, file);
	for (k = 0; k < o->map.n; k++) {
		T t = tok(o, k), next = tok(o, k + 1);
		Group *g = &st.v[st.n - 1];
		bool was_head = after_head;
		char ch = t.len == 1 ? t.s[0] : 0;

		after_head = false;
		if (ch == '(' || ch == '[' || ch == '{') {
			Group n = {0};

			n.open = ch;
			n.start = (uint32_t)k;
			n.kind = G_OTHER;
			if (ch == '(') {
				n.head = is_head_keyword(prev);
				if (is_word(prev) && !is_level_keyword(prev))
					n.kind = G_LIST; /* a call's arguments, a declarator's parameters */
			} else if (ch == '{') {
				if (was_head || is(prev, "else") || is(prev, "do") || is(prev, ";") ||
				    is(prev, "{") || is(prev, "}") || is(prev, ":") || !prev.len) {
					n.kind = g->kind == G_LIST && g->open == '{' && (is(prev, "{")) ? G_LIST : G_BLOCK;
				} else if (is(prev, ")") && st.n == 1) {
					n.kind = G_BLOCK; /* a function body */
					n.fnbody = true;
				} else if (is(prev, "=") || is(prev, ")") || is_word(prev) ||
				           (is(prev, ",") && g->kind == G_LIST)) {
					n.kind = G_LIST; /* initializer, compound literal, struct or enum body */
				}
			}
			g->chain++;
			depth += 2;
			if (fn && n.kind == G_BLOCK && ++stmts > lim->statements) {
				zc_error(c, pp_locate(o, o->map.v[k].off),
				         "function has more than %llu statements", (unsigned long long)lim->statements);
				limit_note(c, "-fstatement-limit");
				return false;
			}
			VEC_PUSH(&c->ar, &st, n);
			if (n.fnbody) {
				fn = st.n;
				stmts = 0;
			}
			nesting++;
			if (nesting > lim->nesting) {
				zc_error(c, pp_locate(o, o->map.v[k].off),
				         "brackets and statements nested more than %u levels deep", lim->nesting);
				limit_note(c, "-fnesting-limit");
				return false;
			}
		} else if (ch == ')' || ch == ']' || ch == '}') {
			char want = ch == ')' ? '(' : ch == ']' ? '[' : '{';
			size_t j = st.n;

			while (j > 1 && st.v[j - 1].open != want)
				j--;
			if (j == 1 || j < st.n)
				stray++; /* a closer with no opener, or one that closes others with it */
			if (j > 1) { /* a closer without an opener is the parser's to report */
				bool block = false, head = false;

				while (st.n >= j) {
					Group *x = &st.v[--st.n];

					depth -= x->chain + 1;
					nesting -= 1 + x->ctl;
					block = x->kind == G_BLOCK && x->open == '{';
					head = x->head;
					if (fn > st.n)
						fn = 0;
				}
				g = &st.v[st.n - 1];
				after_head = head;
				if (block && !is(next, "else") && !is(next, "while")) {
					/* a block ends the statement it is the body of */
					depth -= g->chain;
					nesting -= g->ctl;
					g->chain = g->ctl = 0;
				}
			}
		} else if (ch == ';' && !(g->open == '(' || g->open == '[')) {
			if (fn && st.n >= fn && ++stmts > lim->statements) {
				zc_error(c, pp_locate(o, o->map.v[k].off),
				         "function has more than %llu statements", (unsigned long long)lim->statements);
				limit_note(c, "-fstatement-limit");
				return false;
			}
			if (is(next, "else") || is(next, "while")) {
				g->chain++;
				depth++;
			} else {
				depth -= g->chain;
				nesting -= g->ctl;
				g->chain = g->ctl = 0;
			}
		} else if (ch == ';') {
			depth -= g->chain; /* the clauses of a for head are siblings */
			g->chain = 0;
		} else if (ch == ',' && g->kind == G_LIST) {
			depth -= g->chain;
			g->chain = 0;
		} else if (!is_leaf(t) || is_level_keyword(t)) {
			g->chain++;
			depth++;
			/* a statement whose body follows: an 'else' carries on its if's
			 * level, and an 'if' after 'else' stays on it */
			if ((is_head_keyword(t) && !(is(t, "if") && is(prev, "else"))) || is(t, "do")) {
				g->ctl++;
				if (++nesting > lim->nesting) {
					zc_error(c, pp_locate(o, o->map.v[k].off),
					         "brackets and statements nested more than %u levels deep", lim->nesting);
					limit_note(c, "-fnesting-limit");
					return false;
				}
			}
		}
		if (depth > sh->depth)
			sh->depth = depth;
		if (nesting > sh->nesting)
			sh->nesting = nesting;
		if (depth > lim->depth) {
			zc_error(c, pp_locate(o, o->map.v[k].off),
			         "expression or statement nested more than %u levels deep", lim->depth);
			limit_note(c, "-fdepth-limit");
			return false;
		}
		prev = t;
	}
	/* Brackets left open or closed out of turn by the dozen are garbage (a
	 * runaway macro's output, binary data), not a program with a typo:
	 * tree-sitter's error recovery over deeply nested garbage is slow, and
	 * its 0.20 runtime has freed a subtree twice on such input (a bug of
	 * tree-sitter's, reported upstream).  One error says what is wrong instead. */
	if (st.n - 1 >= MAX_UNBALANCED || stray >= MAX_UNBALANCED) {
		if (st.n - 1 >= MAX_UNBALANCED)
			zc_error(c, pp_locate(o, o->map.v[st.v[1].start].off),
			         "'%c' is never closed, nor are %zu brackets opened after it", st.v[1].open,
			         st.n - 2);
		else
			zc_error(c, pp_locate(o, o->map.v[o->map.n - 1].off),
			         "%zu brackets closed without an opener or out of order", stray);
		return false;
	}
	return true;
}
