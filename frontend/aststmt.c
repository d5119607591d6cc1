/* aststmt.c — statements (C99 6.8) from the concrete tree; case labels,
 * which the grammar nests, are flattened into their block. */
#include <string.h>

#include "astb.h"

/* ---- statements (6.8) ---- */

Stmt *
ab_new_stmt(AB *b, enum StmtKind k, Loc l)
{
	Stmt *s = ar_alloc(b->ar, sizeof *s);

	s->kind = k;
	s->loc = l;
	s->unroll = -2;
	return s;
}

typedef VEC(Stmt *) StmtVec;

/* The expression inside a condition's parentheses. */
static Expr *
condition(AB *b, TSNode n)
{
	if (ab_kindof(b, n) == K_parenthesized_expression) {
		TSNode in = ab_paren_inner(b, n);

		if (ab_kindof(b, in) == K_compound_statement || ab_kindof(b, in) == K_declaration) {
			zc_error(b->c, ab_loc(b, in), "expected expression");
			return ab_new_expr(b, EX_INT, ab_loc(b, in));
		}
		return ab_expr(b, in);
	}
	return ab_expr(b, n);
}

static void block_item(AB *b, TSNode n, int kind, StmtVec *out);
static Stmt *stmt(AB *b, TSNode n, int kind);
static Stmt *built_stmt(AB *b, TSNode n, int kind);

static Stmt *
decl_stmt(AB *b, TSNode n)
{
	Stmt *s = ab_new_stmt(b, ST_DECL, ab_loc(b, n));
	DeclVec ds = {0};
	size_t i;

	ab_declaration(b, n, &ds, false);
	s->decls = ds.v;
	s->ndecls = ds.n;
	/* a declaration with an error in it says nothing more (sema) */
	for (i = 0; i < ds.n; i++)
		s->muted |= ds.v[i]->header_broken;
	return s;
}

Stmt *
ab_compound(AB *b, TSNode n)
{
	Stmt *s = ab_new_stmt(b, ST_COMPOUND, ab_loc(b, n));
	StmtVec v = {0};
	Kid *k;
	size_t i, nk = ab_kids(b, n, &k);

	for (i = 0; i < nk; i++)
		if (k[i].named && k[i].kind != K_comment)
			block_item(b, k[i].n, k[i].kind, &v);
	s->body = v.v;
	s->nbody = v.n;
	if (b->c->opt.debug)
		s->end = pp_locate_near(b->pp, ts_node_end_byte(n) - 1, &b->lochint);
	return s;
}

/* One item of a block; case labels are flattened into the block (the
 * grammar nests the statements after 'case X:' under it). */
static void
block_item(AB *b, TSNode n, int kind, StmtVec *out)
{
	if (kind == K_struct_specifier || kind == K_union_specifier || kind == K_enum_specifier) {
		/* struct S { ... }; as a block item */
		VEC_PUSH(b->ar, out, ab_tag_stmt(b, n));
		return;
	}
	if (kind == K_case_statement) {
		Kid *k;
		size_t i, nk = ab_kids(b, n, &k);
		TSNode v = ab_kid(k, nk, F_value), hi = ab_kid(k, nk, F_high);
		Stmt *s = ab_new_stmt(b, ab_isnull(v) ? ST_DEFAULT : ST_CASE, ab_loc(b, n));

		if (!ab_isnull(v))
			s->expr = ab_expr(b, v);
		if (!ab_isnull(hi))
			s->expr2 = ab_expr(b, hi); /* GNU: case lo ... hi: */
		s->muted = b->lossy.n && ab_stmt_lossy(b, n);
		VEC_PUSH(b->ar, out, s);
		for (i = 0; i < nk; i++)
			if (k[i].named && k[i].field != F_value && k[i].field != F_high && k[i].kind != K_comment)
				block_item(b, k[i].n, k[i].kind, out);
		return;
	}
	VEC_PUSH(b->ar, out, stmt(b, n, kind));
}

/* A statement node of kind `kind` (its K_*). */
static Stmt *
built_stmt(AB *b, TSNode n, int kind)
{
	Stmt *s;
	Kid *k;
	size_t nk, i;
	TSNode x;
	Loc l;

	switch (kind) {
	case K_compound_statement:
		return ab_compound(b, n);
	case K_declaration:
	case K_type_definition:
		return decl_stmt(b, n);
	}
	l = ab_loc(b, n);
	switch (kind) {
	case K_static_assert_declaration:
		s = ab_new_stmt(b, ST_DECL, l);
		s->decls = ar_alloc(b->ar, sizeof *s->decls);
		s->decls[0] = ab_static_assert(b, n);
		s->ndecls = 1;
		return s;
	case K_expression_statement:
		nk = ab_kids(b, n, &k);
		for (i = 0; i < nk; i++) {
			if (k[i].named && k[i].kind != K_comment) {
				s = ab_new_stmt(b, ST_EXPR, l);
				s->expr = ab_expr(b, k[i].n);
				return s;
			}
		}
		return ab_new_stmt(b, ST_EMPTY, l);
	case K_if_statement:
		s = ab_new_stmt(b, ST_IF, l);
		nk = ab_kids(b, n, &k);
		s->expr = condition(b, ab_kid(k, nk, F_condition));
		s->then = ab_stmt(b, ab_kid(k, nk, F_consequence));
		x = ab_kid(k, nk, F_alternative);
		if (!ab_isnull(x))
			s->els = ab_stmt(b, ab_paren_inner(b, x));
		return s;
	case K_while_statement:
		s = ab_new_stmt(b, ST_WHILE, l);
		nk = ab_kids(b, n, &k);
		s->expr = condition(b, ab_kid(k, nk, F_condition));
		s->then = ab_stmt(b, ab_kid(k, nk, F_body));
		return s;
	case K_do_statement:
		s = ab_new_stmt(b, ST_DO, l);
		nk = ab_kids(b, n, &k);
		s->then = ab_stmt(b, ab_kid(k, nk, F_body));
		s->expr = condition(b, ab_kid(k, nk, F_condition));
		return s;
	case K_for_statement:
		s = ab_new_stmt(b, ST_FOR, l);
		nk = ab_kids(b, n, &k);
		for (i = 0; i < nk; i++) {
			if (k[i].field == F_initializer) {
				if (k[i].kind == K_declaration) {
					s->init = decl_stmt(b, k[i].n);
				} else {
					s->init = ab_new_stmt(b, ST_EXPR, ab_loc(b, k[i].n));
					s->init->expr = ab_expr(b, k[i].n);
				}
			} else if (k[i].field == F_condition) {
				s->expr = ab_expr(b, k[i].n);
			} else if (k[i].field == F_update) {
				s->expr2 = ab_expr(b, k[i].n);
			} else if (k[i].field == F_body) {
				s->then = ab_stmt(b, k[i].n);
			}
		}
		if (!s->then)
			s->then = ab_new_stmt(b, ST_EMPTY, l);
		return s;
	case K_return_statement:
		s = ab_new_stmt(b, ST_RETURN, l);
		x = ab_paren_inner(b, n);
		if (!ab_isnull(x))
			s->expr = ab_expr(b, x);
		return s;
	case K_break_statement:
		return ab_new_stmt(b, ST_BREAK, l);
	case K_continue_statement:
		return ab_new_stmt(b, ST_CONTINUE, l);
	case K_switch_statement:
		s = ab_new_stmt(b, ST_SWITCH, l);
		nk = ab_kids(b, n, &k);
		s->expr = condition(b, ab_kid(k, nk, F_condition));
		s->then = ab_stmt(b, ab_kid(k, nk, F_body));
		return s;
	case K_case_statement: {
		/* a case label outside a block: keep its statements in a block */
		StmtVec v = {0};

		block_item(b, n, K_case_statement, &v);
		s = ab_new_stmt(b, ST_COMPOUND, l);
		s->body = v.v;
		s->nbody = v.n;
		return s;
	}
	case K_labeled_statement:
		s = ab_new_stmt(b, ST_LABEL, l);
		nk = ab_kids(b, n, &k);
		s->label = ab_name(b, ab_kid(k, nk, F_label));
		for (i = 0; i < nk; i++)
			if (k[i].named && k[i].field != F_label && k[i].kind != K_comment)
				s->then = ab_stmt(b, k[i].n);
		if (!s->then)
			s->then = ab_new_stmt(b, ST_EMPTY, l);
		return s;
	case K_goto_statement:
		s = ab_new_stmt(b, ST_GOTO, l);
		nk = ab_kids(b, n, &k);
		s->label = ab_name(b, ab_kid(k, nk, F_label));
		return s;
	case K_attributed_statement: {
		Attr *a = NULL;

		nk = ab_kids(b, n, &k);
		s = NULL;
		for (i = 0; i < nk; i++) {
			if (k[i].kind == K_attribute_specifier)
				a = ab_attr_append(a, ab_attributes(b, k[i].n, NULL));
			else if (k[i].kind == K_attribute_declaration)
				zc_warning(b->c, ab_loc(b, k[i].n), "[[...]] attributes are ignored in OpenCL C [-Wignored-attributes]");
			else if (k[i].named && k[i].kind != K_comment)
				s = ab_stmt(b, k[i].n);
		}
		if (!s)
			s = ab_new_stmt(b, ST_EMPTY, l);
		s->attrs = ab_attr_append(s->attrs, a);
		return s;
	}
	case K_function_definition:
		zc_error(b->c, l, "function definition is not allowed here");
		return ab_new_stmt(b, ST_EMPTY, l);
	case K_ERROR:
		b->broken = true;
		return ab_new_stmt(b, ST_EMPTY, l);
	default:
		if (ts_node_is_missing(n)) {
			b->broken = true;
			return ab_new_stmt(b, ST_EMPTY, l);
		}
		/* an expression where a statement was expected */
		s = ab_new_stmt(b, ST_EXPR, l);
		s->expr = ab_expr(b, n);
		return s;
	}
}

Stmt *
ab_stmt(AB *b, TSNode n)
{
	return stmt(b, n, ab_kindof(b, n));
}

/* Statement n, muted if a syntax error's repair lost some of it (not of
 * the statements in it): sema checks it without a word, as clang checks
 * nothing of a statement it could not parse. */
static Stmt *
stmt(AB *b, TSNode n, int kind)
{
	Stmt *s = built_stmt(b, n, kind);

	if (b->lossy.n && s && ab_stmt_lossy(b, n))
		s->muted = true;
	return s;
}

