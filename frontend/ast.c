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
 * Syntax errors are the tree's ERROR and MISSING nodes, reported once each. */
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

/* ---- syntax errors ---- */

/* Where clang puts the caret for a missing token: just after the token
 * before it, not at the next one (which may be lines away). */
static Loc
after_previous_token(AB *b, uint32_t off)
{
	while (off > 0 && (b->src[off - 1] == ' ' || b->src[off - 1] == '\t' ||
	                   b->src[off - 1] == '\n' || b->src[off - 1] == '\r'))
		off--;
	return pp_locate(b->pp, off);
}

static bool
in_expression(AB *b, TSNode n)
{
	TSNode p = ts_node_parent(n);

	switch (ab_kindof(b, p)) {
	case K_binary_expression: case K_unary_expression: case K_assignment_expression:
	case K_parenthesized_expression: case K_argument_list: case K_conditional_expression:
	case K_cast_expression: case K_subscript_expression: case K_comma_expression:
	case K_init_declarator: case K_return_statement: case K_initializer_list:
	case K_vector_literal: case K_pointer_expression: case K_update_expression:
		return true;
	default:
		return false;
	}
}

/* Is the rest of the line after off blank (or a comment)? */
static bool
line_ends_after(AB *b, uint32_t off)
{
	for (; b->src[off] && b->src[off] != '\n'; off++) {
		if (b->src[off] == '/' && (b->src[off + 1] == '/' || b->src[off + 1] == '*'))
			return true;
		if (b->src[off] != ' ' && b->src[off] != '\t' && b->src[off] != '\r')
			return false;
	}
	return true;
}

/* An operator left without its right operand ('1 +;'): where the operand
 * should be, or 0 if the ERROR is something else. */
static uint32_t
missing_operand(AB *b, const char *tok, size_t len, uint32_t end)
{
	static const char *const ops[] = {
		"+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "&&", "||", "=", "==", "!=",
		"<", ">", "<=", ">=", "?", ":", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
		"<<=", ">>=", ",", "!", "~",
	};
	size_t i;

	for (i = 0; i < ZC_COUNTOF(ops); i++) {
		if (strlen(ops[i]) == len && memcmp(ops[i], tok, len) == 0) {
			while (b->src[end] == ' ' || b->src[end] == '\t' || b->src[end] == '\n' || b->src[end] == '\r')
				end++;
			if (b->src[end] == ';' || b->src[end] == ')' || b->src[end] == ']' || b->src[end] == ',')
				return end;
			return 0;
		}
	}
	return 0;
}

/* One ERROR or MISSING node n, in the statement or declaration that
 * starts at stmt: reported unless that statement has had its error (a
 * statement gets one syntax error, not a cascade of recovery artefacts). */
static void
syntax_error(AB *b, TSNode n, uint32_t stmt)
{
	if (b->nsyntax && stmt == b->last_err_stmt)
		return;
	if (ts_node_is_missing(n)) {
		const char *t = ts_node_type(n);
		uint32_t off = ts_node_start_byte(n);

		if (b->nsyntax == 0 || off != b->last_err_off) {
			Loc l = after_previous_token(b, off);

			b->last_err_stmt = stmt;
			if (ts_node_is_named(n))
				zc_error(b->c, l, "expected %s",
				         strcmp(t, "identifier") == 0 ? "identifier" :
				         strcmp(t, "type_identifier") == 0 ? "a type name" : "expression");
			else
				zc_error(b->c, l, "expected '%s'", t);
			b->nsyntax++;
			b->last_err_off = off;
		}
		return;
	}
	{
		uint32_t off = ts_node_start_byte(n);

		if (b->nsyntax == 0 || off != b->last_err_off) {
			TSNode first = ts_node_child_count(n) ? ts_node_child(n, 0) : n;
			size_t len;
			const char *s;

			/* name the first token tree-sitter could not place */
			while (ts_node_child_count(first))
				first = ts_node_child(first, 0);
			s = ab_text(b, first, &len);
			if (len > 40)
				len = 40;
			b->last_err_stmt = stmt;
			if (ts_node_child_count(n) <= 1 && missing_operand(b, s, len, ts_node_end_byte(n)))
				zc_error(b->c, pp_locate(b->pp, missing_operand(b, s, len, ts_node_end_byte(n))), "expected expression");
			else if (in_expression(b, n) && len == 1 && (s[0] == ';' || s[0] == ')' || s[0] == ','))
				zc_error(b->c, ab_loc(b, first), "expected expression");
			else if (line_ends_after(b, ts_node_end_byte(n)) && ab_kindof(b, ts_node_parent(n)) == K_init_declarator)
				zc_error(b->c, pp_locate(b->pp, ts_node_end_byte(n)), "expected ';' at end of declaration");
			else if (len)
				zc_error(b->c, ab_loc(b, first), "syntax error: unexpected '%.*s'", (int)len, s);
			else
				zc_error(b->c, ab_loc(b, n), "syntax error");
			b->nsyntax++;
			b->last_err_off = off;
		}
	}
}

/* Report the ERROR and MISSING nodes of a piece's tree; true if there
 * were any.  One walk with a cursor, down only into nodes that hold an
 * error, each node knowing the statement or declaration it is part of
 * (the child of the nearest compound statement or of the root that it is
 * under) from its parent: asking tree-sitter for a node's parents costs a
 * walk from the root each time (0.20's ts_node_parent), which made a
 * deeply nested syntax error cost the cube of its depth. */
bool
ab_syntax_errors(AB *b, TSNode root)
{
	/* a frame for each node on the cursor's path, the root's first */
	typedef struct Up {
		uint32_t stmt; /* the statement the node is part of */
		bool block;    /* its children are statements (a compound statement, the root) */
	} Up;
	VEC(Up) path = {0};
	TSTreeCursor *cur;
	void **slot;
	bool any = false;
	Up top = {ts_node_start_byte(root), true};

	if (!ts_node_has_error(root))
		return false;
	cur = ab_cursor(b, root, &slot);
	VEC_PUSH(&b->c->ar, &path, top);
	for (;;) {
		TSNode n = ts_tree_cursor_current_node(cur);
		bool down = false;

		if (ts_node_has_error(n)) {
			if (ts_node_is_missing(n) || ab_kindof(b, n) == K_ERROR) {
				syntax_error(b, n, VEC_LAST(&path).stmt);
				any = true;
			} else {
				down = true;
			}
		}
		if (down && ts_tree_cursor_goto_first_child(cur)) {
			Up up = VEC_LAST(&path), u;

			TSNode x = ts_tree_cursor_current_node(cur);

			u.stmt = up.block ? ts_node_start_byte(x) : up.stmt;
			u.block = ab_kindof(b, x) == K_compound_statement;
			VEC_PUSH(&b->c->ar, &path, u);
			continue;
		}
		/* on to the next sibling, climbing while there is none */
		for (;;) {
			if (path.n <= 1) {
				ab_cursor_done(slot);
				return any;
			}
			path.n--;
			if (ts_tree_cursor_goto_next_sibling(cur)) {
				Up up = VEC_LAST(&path), u;
				TSNode x = ts_tree_cursor_current_node(cur);

				u.stmt = up.block ? ts_node_start_byte(x) : up.stmt;
				u.block = ab_kindof(b, x) == K_compound_statement;
				VEC_PUSH(&b->c->ar, &path, u);
				break;
			}
			ts_tree_cursor_goto_parent(cur);
		}
	}
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

	ab_syntax_errors(b, root);
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
	b.marked = ast_mark_typenames_cut(&c->ar, pp->text, pp->len, PIECE, &cuts, &b.reach);
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
		struct timespec t0, t1;
		uint64_t used;

		r.start_byte = start;
		r.start_point = point_of(pp->text, start, &scanned, &at);
		r.end_byte = cuts.v[i];
		r.end_point = point_of(pp->text, cuts.v[i], &scanned, &at);
		ts_parser_set_included_ranges(parser, &r, 1);
		ts_parser_set_timeout_micros(parser, budget);
		clock_gettime(CLOCK_MONOTONIC, &t0);
		tslot = ar_own_fn(&c->ar, NULL, del_tree);
		tree = *tslot = ts_parser_parse_string(parser, NULL, b.marked, (uint32_t)pp->len);
		clock_gettime(CLOCK_MONOTONIC, &t1);
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
		used = (uint64_t)((int64_t)(t1.tv_sec - t0.tv_sec) * 1000000 + ((int64_t)t1.tv_nsec - t0.tv_nsec) / 1000);
		budget = used < budget ? budget - used : 1;
		zc_phase(c, ZC_PH_PARSE);
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
