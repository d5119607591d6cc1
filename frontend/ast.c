/* ast.c — from tree-sitter's concrete syntax tree to zocc's AST: tree
 * access, syntax errors and the translation unit.
 *
 * The grammar (frontend/grammar) parses the preprocessed text; the builder walks
 * the tree once, turning declarations into Decl/TypeExpr (C99 6.7: the
 * specifiers become the TX_BASE root, each declarator level wraps it),
 * statements into Stmt and expressions into Expr, converting literals on
 * the way (6.4.4).  Every node's Loc comes from the preprocessor's map.
 *
 * C is not context-free: `(T)(x)`, `T * x;` and `sizeof(T)` read differently
 * depending on whether T names a type.  typenames.c decides that before
 * parsing and marks the type names in the copy of the text tree-sitter
 * reads; the builder reads names from the unmarked text.
 *
 * Syntax errors are found where the tree holds ERROR or MISSING nodes and
 * worded by syntax.c. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "astb.h"

const TSLanguage *tree_sitter_opencl(void);

static const char *const kind_names[] = {
	"",
#define X(n) #n,
	CST_KINDS(X)
#undef X
	"ERROR",
};

static const char *const field_names[] = {
	"",
#define X(n) #n,
	CST_FIELDS(X)
#undef X
};

/* ---- tree access ---- */

/* Kinds and fields are looked up by name the first time a grammar symbol
 * or field is met (a small kernel meets a few dozen of several hundred);
 * astb.h's ab_node_info reads the per-symbol table. */
enum { FIELD_UNKNOWN = 0xffff };

/* the K_* of a name, K_OTHER if the builder does not tell it apart */
static int
kind_by_name(const char *nm)
{
	int j;

	for (j = 1; j < K_COUNT; j++)
		if (kind_names[j][0] == nm[0] && strcmp(kind_names[j], nm) == 0)
			return j;
	return K_OTHER;
}

unsigned
ab_symbol_info(AB *b, TSSymbol s)
{
	const char *nm = ts_language_symbol_name(b->lang, s);
	TSSymbolType ty = ts_language_symbol_type(b->lang, s);
	int k = K_OTHER;

	if (nm && ty != TSSymbolTypeAnonymous)
		k = kind_by_name(nm);
	b->kind[s] = (uint8_t)(k | (ty == TSSymbolTypeRegular ? KIND_NAMED : 0));
	return b->kind[s];
}

/* the F_* of grammar field f (< 256) */
static __attribute__((noinline)) TSFieldId
field_of(AB *b, TSFieldId f)
{
	const char *nm = f ? ts_language_field_name_for_id(b->lang, f) : NULL;
	size_t i;

	b->fid2f[f] = F_NONE;
	if (nm)
		for (i = 1; i < F_COUNT; i++)
			if (strcmp(field_names[i], nm) == 0)
				b->fid2f[f] = (TSFieldId)i;
	return b->fid2f[f];
}

/* the grammar field id of F_* f, 0 if the grammar has no such field */
static __attribute__((noinline)) TSFieldId
field_id(AB *b, int f)
{
	TSFieldId id = ts_language_field_id_for_name(b->lang, field_names[f],
	                                             (uint32_t)strlen(field_names[f]));

	b->f2fid[f] = id < 256 ? id : 0;
	return b->f2fid[f];
}

Loc
ab_loc(AB *b, TSNode n)
{
	return pp_locate_near(b->pp, ts_node_start_byte(n), &b->lochint);
}

const char *
ab_text(AB *b, TSNode n, size_t *len)
{
	uint32_t s = ts_node_start_byte(n), e = ts_node_end_byte(n);

	*len = e - s;
	return b->src + s;
}

const char *
ab_strtext(AB *b, TSNode n)
{
	size_t len;
	const char *s = ab_text(b, n, &len);

	return ar_strndup(b->ar, s, len);
}

/* The name a token spells (an identifier), NUL-terminated, without a
 * copy: where a piece has been parsed the parser's copy of the text is
 * read no more, so the token's bytes there are restored from the unmarked
 * text and the separator after it (the preprocessor writes one after every
 * token, or the final NUL) becomes its terminator.  Nodes that are not one
 * token get a copy. */
const char *
ab_name(AB *b, TSNode n)
{
	uint32_t s = ts_node_start_byte(n), e = ts_node_end_byte(n);
	char sep = b->src[e];

	if (s == e || ts_node_child_count(n) || (sep != ' ' && sep != '\n' && sep != 0))
		return ab_strtext(b, n);
	memcpy(b->marked + s, b->src + s, e - s);
	b->marked[e] = 0;
	return b->marked + s;
}

bool
ab_text_is(AB *b, TSNode n, const char *w)
{
	size_t len;
	const char *s = ab_text(b, n, &len);

	return strlen(w) == len && memcmp(s, w, len) == 0;
}

/* tree-sitter's parser, trees and cursors live outside the arena: each is
 * handed to it as it is made (ar_own_fn), so that a compilation that
 * unwinds in the middle of the walk (zc_fatal, out of memory) frees them
 * with the arena; the walk deletes each when done with it and clears its
 * slot. */
static void
del_parser(void *p)
{
	ts_parser_delete(p);
}

static void
del_tree(void *p)
{
	ts_tree_delete(p);
}

static void
del_cursor(void *p)
{
	ts_tree_cursor_delete(p);
}

/* A cursor at n, in the arena; *slot is where the arena keeps it. */
static TSTreeCursor *
ab_cursor(AB *b, TSNode n, void ***slot)
{
	TSTreeCursor *cur = ar_alloc(&b->c->ar, sizeof *cur);

	*slot = ar_own_fn(&b->c->ar, NULL, del_cursor);
	*cur = ts_tree_cursor_new(n);
	**slot = cur;
	return cur;
}

static void
ab_cursor_done(void **slot)
{
	ts_tree_cursor_delete(*slot);
	*slot = NULL;
}

/* All children of n (named and anonymous), with field and kind, in one
 * cursor walk (the field read from the cursor): for nodes whose children
 * are a list (a block's items, a declaration's specifiers and declarators,
 * arguments), where asking for each field would walk the children again
 * each time.  The list lives in b->tmp until the end of the top-level
 * item. */
size_t
ab_kids(AB *b, TSNode n, Kid **out)
{
	uint32_t cnt = ts_node_child_count(n), i = 0;
	Kid *k;
	TSTreeCursor *cur = b->cursor;

	*out = NULL;
	if (!cnt)
		return 0;
	/* from a block of b->tmp, without ar_alloc's zeroing of each list
	 * (every entry used is written below) */
	if (b->kleft < cnt) {
		size_t m = cnt > 64 ? cnt : 64;

		b->kbuf = ar_alloc(b->tmp, m * sizeof *k);
		b->kleft = m;
	}
	k = b->kbuf;
	b->kbuf += cnt;
	b->kleft -= cnt;
	/* one cursor, reset for each node, keeps its stack between calls */
	if (cur)
		ts_tree_cursor_reset(cur, n);
	else
		cur = b->cursor = ab_cursor(b, n, &b->cursor_slot);
	if (ts_tree_cursor_goto_first_child(cur)) {
		do {
			TSFieldId f = ts_tree_cursor_current_field_id(cur);
			unsigned info;

			k[i].n = ts_tree_cursor_current_node(cur);
			info = ab_node_info(b, k[i].n);
			k[i].field = f >= 256 ? F_NONE : b->fid2f[f] != FIELD_UNKNOWN ? b->fid2f[f] : field_of(b, f);
			k[i].kind = (uint16_t)(info & KIND_MASK);
			k[i].named = (info & KIND_NAMED) != 0;
			i++;
		} while (i < cnt && ts_tree_cursor_goto_next_sibling(cur));
	}
	*out = k;
	return i;
}

/* The child in field f of a node of fixed shape (an operator's operands,
 * a statement's parts): tree-sitter finds it from the field map without
 * making a node of each child before it, which for the two or three
 * children of such a node costs less than a cursor walk (ab_kids) in
 * tree-sitter 0.20.7, whose cursor steps are the dearer part of a walk. */
TSNode
ab_field(AB *b, TSNode n, int f)
{
	TSNode none = {0};
	TSFieldId id = b->f2fid[f] != FIELD_UNKNOWN ? b->f2fid[f] : field_id(b, f);

	if (!id)
		return none;
	return ts_node_child_by_field_id(n, id);
}

TSNode
ab_kid(const Kid *k, size_t nk, int f)
{
	TSNode none = {0};
	size_t i;

	for (i = 0; i < nk; i++)
		if (k[i].field == f)
			return k[i].n;
	return none;
}

/* The first named child that is not a comment (the expression inside
 * parentheses, the statement after 'else'), or a null node: found without
 * a cursor walk, as it is nearly always the first or second child. */
TSNode
ab_paren_inner(AB *b, TSNode n)
{
	uint32_t i, nk = ts_node_named_child_count(n);
	TSNode none = {0};

	for (i = 0; i < nk; i++) {
		TSNode k = ts_node_named_child(n, i);

		if (ab_kindof(b, k) != K_comment)
			return k;
	}
	return none;
}

bool
ab_isnull(TSNode n)
{
	return ts_node_is_null(n);
}

bool
ab_unknown_type(AB *b, TSNode n)
{
	uint32_t off = ts_node_start_byte(n);
	size_t lo = 0, hi = b->unknown.n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (b->unknown.v[mid] < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < b->unknown.n && b->unknown.v[lo] == off;
}

/* the first lossy range that ends after the start of n, and n's end */
static size_t
first_lossy(AB *b, TSNode n, uint32_t *end)
{
	uint32_t s = ts_node_start_byte(n), e = ts_node_end_byte(n);
	size_t lo = 0, hi = b->lossy.n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (b->lossy.v[mid].end <= s)
			lo = mid + 1;
		else
			hi = mid;
	}
	*end = e > s ? e : s + 1;
	return lo;
}

bool
ab_broken(AB *b, TSNode n)
{
	uint32_t e;
	size_t i;

	if (ts_node_has_error(n))
		return true;
	i = first_lossy(b, n, &e);
	return i < b->lossy.n && b->lossy.v[i].start < e;
}

bool
ab_body_broken(AB *b, TSNode n)
{
	uint32_t e;
	size_t i;

	if (ts_node_has_error(n))
		return true;
	for (i = first_lossy(b, n, &e); i < b->lossy.n && b->lossy.v[i].start < e; i++)
		if (b->lossy.v[i].wide)
			return true;
	return false;
}

static bool
statement_kind(int k)
{
	switch (k) {
	case K_compound_statement: case K_expression_statement: case K_if_statement:
	case K_while_statement: case K_do_statement: case K_for_statement: case K_return_statement:
	case K_break_statement: case K_continue_statement: case K_switch_statement:
	case K_case_statement: case K_labeled_statement: case K_goto_statement:
	case K_attributed_statement: case K_declaration: case K_type_definition: case K_else_clause:
		return true;
	default:
		return false;
	}
}

bool
ab_stmt_lossy(AB *b, TSNode n)
{
	uint32_t e, i, nk;
	size_t j;

	for (j = first_lossy(b, n, &e); j < b->lossy.n && b->lossy.v[j].start < e; j++) {
		const LossyRange *r = &b->lossy.v[j];
		bool inner = false;

		/* not if it lies in a statement of n's own */
		nk = ts_node_child_count(n);
		for (i = 0; i < nk && !inner; i++) {
			TSNode k = ts_node_child(n, i);

			inner = statement_kind(ab_kindof(b, k)) && r->start >= ts_node_start_byte(k) &&
			        r->end <= ts_node_end_byte(k);
		}
		if (!inner)
			return true;
	}
	return false;
}

/* ---- syntax errors ---- */

static int
cmp_lossy(const void *a, const void *b)
{
	const LossyRange *x = a, *y = b;

	return x->start < y->start ? -1 : x->start > y->start;
}

/* b->lossy in offset order, overlapping ranges merged */
static void
sort_lossy(AB *b)
{
	size_t i, n = 0;

	if (b->lossy.n < 2)
		return;
	qsort(b->lossy.v, b->lossy.n, sizeof *b->lossy.v, cmp_lossy);
	for (i = 1; i < b->lossy.n; i++) {
		LossyRange *last = &b->lossy.v[n];

		if (b->lossy.v[i].start <= last->end) {
			if (b->lossy.v[i].end > last->end)
				last->end = b->lossy.v[i].end;
			last->wide |= b->lossy.v[i].wide;
		} else {
			b->lossy.v[++n] = b->lossy.v[i];
		}
	}
	b->lossy.n = n + 1;
}

/* Report the syntax errors of a piece whose tree holds ERROR or MISSING
 * nodes: syntax.c parses the text again from the first top-level item that
 * holds one, to find and word each as clang does.  Should it find none
 * (its lexer and tree-sitter's never disagree, but the program must not
 * compile on if they did), the first such node is reported. */
bool
ab_syntax_errors(AB *b, TSNode root)
{
	uint32_t i, n = ts_node_child_count(root);
	TSNode first = root;

	if (!ts_node_has_error(root))
		return false;
	for (i = 0; i < n; i++) {
		TSNode k = ts_node_child(root, i);

		if (ts_node_has_error(k) || ts_node_is_missing(k) || ab_kindof(b, k) == K_ERROR) {
			first = k;
			break;
		}
	}
	b->edited = false;
	n = ab_syntax_check(b, ts_node_start_byte(first), b->piece_end);
	sort_lossy(b);
	if (n)
		return true;
	while (ts_node_child_count(first) && !ts_node_is_missing(first) && ab_kindof(b, first) != K_ERROR) {
		for (i = 0; i < ts_node_child_count(first); i++) {
			TSNode k = ts_node_child(first, i);

			if (ts_node_has_error(k) || ts_node_is_missing(k)) {
				first = k;
				break;
			}
		}
		if (i == ts_node_child_count(first))
			break;
	}
	zc_error(b->c, ab_loc(b, first), "expected expression");
	b->nsyntax++;
	return true;
}

/* ---- the translation unit ---- */

/* The text is parsed in pieces of about this many bytes, each a run of
 * whole top-level items (typenames.c chooses the cuts): the AST of a piece
 * is built and its syntax tree freed before the next is parsed, so the
 * trees never hold more than one piece.  A program smaller than this is
 * parsed in one piece.  16 KB: the tree of a piece (about 40 bytes per
 * byte of text) then stays in the processor's caches while it is built,
 * walked and freed; parse and AST take a tenth less time than with 64 KB
 * pieces and the same as with pieces down to 2 KB (measured on
 * bench/genbig.py's programs). */
enum { PIECE = 16 * 1024 };

/* Sema has the item ds[0..n); a function body built in b->body stays
 * (moves to the compilation's arena) if sema keeps it or a kernel may
 * reach the function, and is freed otherwise. */
static void
item_done(AB *b, const AstSink *sink, Decl **ds, size_t n)
{
	Ctx *c = b->c;
	bool keep, body = b->inbody;
	size_t i;

	zc_phase(c, ZC_PH_AST);
	keep = sink->item(sink->user, ds, n, body ? b->body : &c->ar);
	zc_phase(c, ZC_PH_SEMA);
	if (!body)
		return;
	b->inbody = false;
	for (i = 0; i < n && !keep; i++) {
		const char *name = ds[i]->name;

		/* a function the scan of the text did not see stays too */
		if (ds[i]->kind == D_FUNC && name &&
		    (map_get(&b->reach.keep, name, strlen(name)) ||
		     !map_get(&b->reach.defined, name, strlen(name))))
			keep = true;
	}
	if (keep) {
		ar_adopt(&c->ar, b->body);
		return;
	}
	for (i = 0; i < n; i++) {
		if (ds[i]->kind == D_FUNC && ds[i]->body) {
			ds[i]->body = NULL;
			if (c->times)
				c->times->bodies_freed++;
		}
	}
	ar_reset(b->body);
}

/* The top-level items of one piece's tree. */
static void
top_level(AB *b, TSNode root, DeclVec *ds, const AstSink *sink)
{
	void **slot;
	TSTreeCursor *cur = ab_cursor(b, root, &slot);

	if (ts_tree_cursor_goto_first_child(cur)) {
		do {
			TSNode n = ts_tree_cursor_current_node(cur);
			size_t first = ds->n;

			switch (ab_kindof(b, n)) {
			case K_function_definition:
			case K_declaration:
			case K_type_definition:
				ab_declaration(b, n, ds, true);
				break;
			case K_static_assert_declaration:
				VEC_PUSH(&b->c->ar, ds, ab_static_assert(b, n));
				break;
			case K_struct_specifier:
			case K_union_specifier:
			case K_enum_specifier:
				VEC_PUSH(&b->c->ar, ds, ab_tag_decl(b, n));
				break;
			case K_comment:
			case K_ERROR:
				break;
			default:
				if (ts_node_is_named(n) && !ts_node_is_missing(n) && !ts_node_has_error(n))
					zc_error(b->c, ab_loc(b, n), "expected a declaration at file scope");
				break;
			}
			/* the children lists of this item are garbage now */
			ar_reset(b->tmp);
			b->kleft = 0;
			/* (a body whose declaration was not made is freed here) */
			if (sink && (ds->n > first || b->inbody))
				item_done(b, sink, ds->v + first, ds->n - first);
		} while (ts_tree_cursor_goto_next_sibling(cur));
	}
	ab_cursor_done(slot);
}

/* the row and column of offset off, for tree-sitter's ranges */
static TSPoint
point_of(const char *s, uint32_t off, uint32_t *from, TSPoint *at)
{
	for (; *from < off; (*from)++) {
		if (s[*from] == '\n') {
			at->row++;
			at->column = 0;
		} else {
			at->column++;
		}
	}
	return *at;
}

/* Parse the piece set as the parser's range, within what is left of
 * *budget (microseconds); NULL when the parser gives up. */
static TSTree *
parse_piece(TSParser *parser, AB *b, uint64_t *budget)
{
	struct timespec t0, t1;
	uint64_t used;
	TSTree *tree;

	ts_parser_set_timeout_micros(parser, *budget);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	tree = ts_parser_parse_string(parser, NULL, b->marked, (uint32_t)b->pp->len);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	used = (uint64_t)((int64_t)(t1.tv_sec - t0.tv_sec) * 1000000 + ((int64_t)t1.tv_nsec - t0.tv_nsec) / 1000);
	*budget = used < *budget ? *budget - used : 1;
	zc_phase(b->c, ZC_PH_PARSE);
	return tree;
}

Unit *
ast_build(Ctx *c, const PPOutput *pp, const AstSink *sink, bool keep_bodies)
{
	AB b = {0};
	TSParser *parser;
	void **pslot, **tslot;
	Unit *u = ar_alloc(&c->ar, sizeof *u);
	DeclVec ds = {0};
	CutVec cuts = {0};
	uint32_t start = 0, scanned = 0;
	TSPoint at = {0, 0};
	uint64_t budget;
	size_t i;

	b.c = c;
	b.pp = pp;
	b.src = pp->text;
	b.lang = tree_sitter_opencl();
	b.nsym = ts_language_symbol_count(b.lang);
	b.kind = ar_alloc(&c->ar, b.nsym);
	b.tmp = ar_sub(&c->ar, 8192); /* a few lists at a time: they are freed after each item */
	/* the AST and sema's annotations take about 40 bytes per byte of text */
	ar_size_for(&c->ar, pp->len * 40);
	memset(b.kind, KIND_UNKNOWN, b.nsym);
	memset(b.fid2f, 0xff, sizeof b.fid2f);
	memset(b.f2fid, 0xff, sizeof b.f2fid);
	pslot = ar_own_fn(&c->ar, NULL, del_parser);
	parser = *pslot = ts_parser_new();
	if (!parser || !ts_parser_set_language(parser, b.lang))
		zc_fatal(c, "internal error: the OpenCL C grammar does not load (tree-sitter ABI mismatch)");
	b.ar = &c->ar;
	b.marked = ast_mark_typenames_cut(&c->ar, pp->text, pp->len, PIECE, &cuts, &b.reach, &b.unknown);
	if (sink && !keep_bodies && !b.reach.all)
		b.body = ar_sub(&c->ar, 64 * 1024);
	VEC_PUSH(&c->ar, &cuts, (uint32_t)pp->len);
	if (c->times) {
		const char *p = pp->text, *e = pp->text + pp->len;

		c->times->input_bytes = pp->len;
		while (p < e && (p = memchr(p, '\n', (size_t)(e - p))))
			p++, c->times->input_lines++;
	}
	zc_phase(c, ZC_PH_TYPENAMES);
	/* tree-sitter's error recovery can take very long on megabytes of
	 * garbage (a runaway macro's output): a time limit far above what any
	 * real program needs (at least 1 MB/s) turns that into an error; the
	 * pieces share it */
	budget = 5000000 + (uint64_t)pp->len;
	for (i = 0; i < cuts.n; i++) {
		TSRange r;
		TSTree *tree;

		r.start_byte = start;
		r.start_point = point_of(pp->text, start, &scanned, &at);
		r.end_byte = cuts.v[i];
		r.end_point = point_of(pp->text, cuts.v[i], &scanned, &at);
		ts_parser_set_included_ranges(parser, &r, 1);
		b.piece_end = cuts.v[i];
		tslot = ar_own_fn(&c->ar, NULL, del_tree);
		tree = *tslot = parse_piece(parser, &b, &budget);
		/* syntax errors: reported, and the text repaired as clang's
		 * parser recovers (syntax.c), then parsed again */
		if (tree && ab_syntax_errors(&b, ts_tree_root_node(tree)) && b.edited) {
			ts_tree_delete(tree);
			tree = *tslot = parse_piece(parser, &b, &budget);
		}
		if (!tree) {
			ts_parser_delete(parser);
			*pslot = NULL;
			ar_free(b.tmp);
			zc_error(c, (Loc){0}, "the parser gave up on this input (%zu bytes after preprocessing): too many syntax errors", pp->len);
			u->decls = NULL;
			u->ndecls = 0;
			u->nsyntax = 1;
			return u;
		}
		top_level(&b, ts_tree_root_node(tree), &ds, sink);
		if (b.cursor) {
			ab_cursor_done(b.cursor_slot);
			b.cursor = NULL;
		}
		ts_tree_delete(tree);
		*tslot = NULL;
		zc_phase(c, ZC_PH_AST);
		start = cuts.v[i];
	}
	u->decls = ds.v;
	u->ndecls = ds.n;
	u->nsyntax = b.nsyntax;
	ts_parser_delete(parser);
	*pslot = NULL;
	ar_free(b.tmp);
	if (b.body)
		ar_free(b.body);
	return u;
}
