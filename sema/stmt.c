/* stmt.c — statements (C99 6.8) and function bodies: scopes, break and
 * continue targets, switch cases, return conversions; and GNU statement
 * expressions, whose statements are checked here like a block's. */
#include <string.h>

#include "check.h"

static void stmt(S *s, Stmt *st);

/* real errors so far: not the warnings -Werror made errors (a scope with
 * one has its unused variables left alone, as in clang) */
static unsigned
real_errors(S *s)
{
	return s->c->nerrors - s->c->nwerrors;
}

static void
compound(S *s, Stmt *st)
{
	unsigned errs = real_errors(s);
	size_t i;

	sema_push(s);
	for (i = 0; i < st->nbody; i++)
		stmt(s, st->body[i]);
	sema_pop(s);
	st->errs = real_errors(s) != errs;
}

static void
loop_attrs(S *s, Stmt *st)
{
	Attr *a;

	for (a = st->attrs; a; a = a->next) {
		if (strcmp(a->name, "opencl_unroll_hint") == 0) {
			int64_t v = 0;

			if (st->kind != ST_FOR && st->kind != ST_WHILE && st->kind != ST_DO) {
				zc_error(s->c, a->loc, "'opencl_unroll_hint' attribute only applies to 'for', 'while', and 'do' statements");
				continue;
			}
			if (a->nargs == 0) {
				st->unroll = 0;
			} else if (a->nargs == 1 && a->args[0]) {
				a->args[0] = sema_rvalue(s, a->args[0]);
				if (!sema_intconst(s, a->args[0], &v) || v <= 0)
					zc_error(s->c, a->loc, "'opencl_unroll_hint' attribute requires a positive integral compile time constant expression");
				else
					st->unroll = v == 1 ? -1 : (int)v;
			} else {
				zc_error(s->c, a->loc, "'opencl_unroll_hint' attribute takes no more than 1 argument");
			}
		} else {
			zc_warning(s->c, a->loc, "unknown attribute '%s' ignored [-Wunknown-attributes]", a->name);
		}
	}
}

static void
loop_body(S *s, Stmt *st)
{
	Stmt *ob = s->brk, *oc = s->cont;

	s->brk = st;
	s->cont = st;
	stmt(s, st->then);
	s->brk = ob;
	s->cont = oc;
}

static void
expr_stmt(S *s, Expr **pe)
{
	*pe = sema_rvalue(s, *pe);
}


/* Case values compare in the controlling expression's type: a before b. */
static bool
case_before(S *s, int64_t a, int64_t b)
{
	Type *t = s->sw->expr->type;

	if (t && t->kind == T_INT && !t->is_signed && t->bits == 64)
		return (uint64_t)a < (uint64_t)b;
	return a < b;
}

/* GNU case ranges (case lo ... hi:): lo is st->caseval already; an empty
 * range is clang's warning and matches nothing.  OpSwitch lists each
 * value, so a range holds at most MAX_CASE_RANGE of them. */
enum { MAX_CASE_RANGE = 65536 };

static bool
case_range(S *s, Stmt *st)
{
	Ctx *c = s->c;
	int64_t hi;

	st->expr2 = sema_rvalue(s, st->expr2);
	if (!st->expr2->type)
		return false;
	if (!sema_fold_intconst(s, st->expr2, &hi))
		return false;
	if (s->sw->expr->type)
		hi = sema_wrap(s->sw->expr->type, hi);
	st->casehi = hi;
	if (case_before(s, hi, st->caseval)) {
		zc_warning(c, st->expr->loc, "empty case range specified [-Wempty-case-range]");
		st->casen = 0;
		return true;
	}
	if ((uint64_t)hi - (uint64_t)st->caseval >= MAX_CASE_RANGE) {
		zc_error(c, st->expr2->loc, "this case range holds %llu values; zocc lists each in the switch, at most %d",
		         (unsigned long long)((uint64_t)hi - (uint64_t)st->caseval) + 1, (int)MAX_CASE_RANGE);
		st->casehi = st->caseval;
		return false;
	}
	st->casen = (uint32_t)((uint64_t)hi - (uint64_t)st->caseval) + 1;
	return true;
}

static void checked_stmt(S *s, Stmt *st);

/* A statement whose text a syntax error's repair lost part of is checked
 * without a word (its syntax error is its one error), as clang checks
 * nothing of a statement it could not parse. */
static void
stmt(S *s, Stmt *st)
{
	/* 'flaot x;': the one error is the first name's (spec.c, typo.c) */
	if (st->kind == ST_DECL && st->ndecls && st->decls[0]->spec && st->decls[0]->spec->block_guess)
		sema_resolve_spec(s, st->decls[0]->spec);
	if (st->muted)
		s->c->mute++;
	checked_stmt(s, st);
	if (st->muted)
		s->c->mute--;
}

static void
checked_stmt(S *s, Stmt *st)
{
	Ctx *c = s->c;
	size_t i;

	if (st->attrs)
		loop_attrs(s, st);
	switch (st->kind) {
	case ST_COMPOUND:
		compound(s, st);
		break;
	case ST_EXPR:
		expr_stmt(s, &st->expr);
		break;
	case ST_DECL:
		for (i = 0; i < st->ndecls; i++)
			sema_local_decl(s, st->decls[i]);
		break;
	case ST_IF:
		st->expr = sema_cond(s, st->expr, st->loc);
		sema_warn_condition(s, st->expr);
		sema_push(s);
		stmt(s, st->then);
		sema_pop(s);
		if (st->els) {
			sema_push(s);
			stmt(s, st->els);
			sema_pop(s);
		}
		break;
	case ST_WHILE:
		st->expr = sema_cond(s, st->expr, st->loc);
		sema_warn_condition(s, st->expr);
		sema_push(s);
		loop_body(s, st);
		sema_pop(s);
		break;
	case ST_DO:
		sema_push(s);
		loop_body(s, st);
		sema_pop(s);
		st->expr = sema_cond(s, st->expr, st->loc);
		sema_warn_condition(s, st->expr);
		break;
	case ST_FOR: {
		unsigned errs = real_errors(s);

		sema_push(s);
		if (st->init) {
			if (st->init->kind == ST_DECL) {
				for (i = 0; i < st->init->ndecls; i++) {
					Decl *d = st->init->decls[i];

					if (d->kind != D_VAR)
						zc_error(c, d->loc, "declaration of non-local variable in 'for' loop");
				}
			}
			stmt(s, st->init);
		}
		if (st->expr) {
			st->expr = sema_cond(s, st->expr, st->loc);
			sema_warn_condition(s, st->expr);
		}
		if (st->expr2)
			st->expr2 = sema_rvalue(s, st->expr2);
		sema_push(s);
		loop_body(s, st);
		sema_pop(s);
		sema_pop(s);
		st->errs = real_errors(s) != errs;
		break;
	}
	case ST_BREAK:
		if (!s->brk)
			zc_error(c, st->loc, "'break' statement not in loop or switch statement");
		st->target = s->brk;
		break;
	case ST_CONTINUE:
		if (!s->cont)
			zc_error(c, st->loc, "'continue' statement not in loop statement");
		st->target = s->cont;
		break;
	case ST_RETURN: {
		Type *rt = s->fn->type->base;

		if (st->expr) {
			st->expr = sema_rvalue(s, st->expr);
			if (rt->kind == T_VOID) {
				if (st->expr->type && st->expr->type->kind != T_VOID)
					zc_error(c, st->loc, "void function '%s' should not return a value", s->fn->name);
			} else if (st->expr->type) {
				if ((rt->kind == T_STRUCT || rt->kind == T_UNION) && !ty_same(rt, st->expr->type))
					zc_error(c, st->expr->loc, "returning '%s' from a function with incompatible result type '%s'",
					         ty_str(c, st->expr->type), ty_str(c, rt));
				else
					st->expr = sema_convert(s, st->expr, rt, CONV_RETURN);
			}
		} else if (rt->kind != T_VOID) {
			zc_error(c, st->loc, "non-void function '%s' should return a value", s->fn->name);
		}
		break;
	}
	case ST_SWITCH: {
		Stmt *ob = s->brk, *osw = s->sw;
		VEC(Stmt *) ocases = {s->cases.v, s->cases.n, s->cases.cap};

		if (st->expr->kind == EX_CAST && st->expr->tx && st->expr->tx->kind == TX_BASE)
			st->enumspec = st->expr->tx->spec;
		st->expr = sema_rvalue(s, st->expr);
		st->stmtexpr = s->sx;
		if (st->expr->type) {
			if (st->expr->type->kind != T_INT && st->expr->type->kind != T_BOOL) {
				zc_error(c, st->loc, "statement requires expression of integer type ('%s' invalid)",
				         ty_str(c, st->expr->type));
				st->expr->type = NULL;
			} else {
				st->expr = sema_cast(s, st->expr, sema_promote(s, st->expr->type), true);
			}
		}
		s->brk = st;
		s->sw = st;
		s->cases.v = NULL;
		s->cases.n = s->cases.cap = 0;
		sema_push(s);
		stmt(s, st->then);
		sema_pop(s);
		st->cases = s->cases.v;
		st->ncases = s->cases.n;
		s->cases.v = ocases.v;
		s->cases.n = ocases.n;
		s->cases.cap = ocases.cap;
		s->brk = ob;
		s->sw = osw;
		break;
	}
	case ST_CASE:
	case ST_DEFAULT:
		if (!s->sw) {
			zc_error(c, st->loc, "'%s' statement not in switch statement", st->kind == ST_CASE ? "case" : "default");
			break;
		}
		st->target = s->sw;
		st->stmtexpr = s->sx;
		if (s->sx != s->sw->stmtexpr) {
			zc_error(c, st->loc, "cannot jump from switch statement to this case label");
			zc_note(c, s->sx->loc, "jump enters a statement expression");
		}
		if (st->kind == ST_CASE) {
			int64_t v;

			st->expr = sema_rvalue(s, st->expr);
			if (!st->expr->type)
				break;
			if (!sema_fold_intconst(s, st->expr, &v))
				break;
			if (s->sw->expr->type)
				v = sema_wrap(s->sw->expr->type, v);
			st->caseval = st->casehi = v;
			st->casen = 1;
			if (st->expr2 && !case_range(s, st))
				break;
		}
		for (i = 0; i < s->cases.n; i++) {
			Stmt *o = s->cases.v[i];

			if (o->kind == st->kind && (st->kind == ST_DEFAULT ||
			                            (!case_before(s, o->casehi, st->caseval) &&
			                             !case_before(s, st->casehi, o->caseval) &&
			                             !case_before(s, st->casehi, st->caseval) &&
			                             !case_before(s, o->casehi, o->caseval)))) {
				if (st->kind == ST_DEFAULT)
					zc_error(c, st->loc, "multiple default labels in one switch");
				else
					zc_error(c, st->loc, "duplicate case value '%lld'",
					         (long long)(case_before(s, o->caseval, st->caseval) ? st->caseval : o->caseval));
				zc_note(c, o->loc, "previous case defined here");
				break;
			}
		}
		VEC_PUSH(&c->ar, &s->cases, st);
		if (st->then)
			stmt(s, st->then);
		break;
	case ST_LABEL: {
		Stmt *old = map_get(&s->labels, st->label, strlen(st->label));

		st->stmtexpr = s->sx;
		if (old) {
			zc_error(c, st->loc, "redefinition of label '%s'", st->label);
			zc_note(c, old->loc, "previous definition is here");
		} else {
			map_put(&s->labels, st->label, strlen(st->label), st);
		}
		stmt(s, st->then);
		break;
	}
	case ST_GOTO:
		st->stmtexpr = s->sx;
		VEC_PUSH(&c->ar, &s->gotos, st);
		break;
	case ST_EMPTY:
		break;
	}
}

static void check_jump_in(S *s, Stmt *g);

void
sema_body(S *s, Symbol *fn, Stmt *body)
{
	Symbol *ofn = s->fn;
	Decl *d = fn->decl;
	Type *ft = fn->type;
	unsigned errs = real_errors(s);
	size_t i;

	s->fn = fn;
	s->deferred.n = 0;
	s->brk = s->cont = s->sw = NULL;
	fn->params = ar_alloc(&s->c->ar, (ft->nparams + 1) * sizeof *fn->params);
	sema_push(s);
	/* the parameters */
	for (i = 0; i < d->type->nparams && i < ft->nparams; i++) {
		Param *p = &d->type->params[i];
		Symbol *sym;

		if (!p->name) {
			zc_error(s->c, p->loc, "parameter name omitted");
			continue;
		}
		if (map_get(&s->scope->syms, p->name, strlen(p->name))) {
			zc_error(s->c, p->loc, "redefinition of parameter '%s'", p->name);
			continue;
		}
		sym = ar_alloc(&s->c->ar, sizeof *sym);
		sym->kind = SYM_VAR;
		sym->name = p->name;
		sym->loc = p->loc;
		sym->type = ft->params[i];
		sym->as = AS_PRIVATE;
		sym->param = true;
		{
			/* qualifiers of the parameter itself (const int x) */
			TypeExpr *t = p->type;

			sym->quals = t->kind == TX_BASE ? t->spec->quals : t->kind == TX_POINTER ? t->quals : 0;
		}
		if (sym->type->kind == T_STRUCT || sym->type->kind == T_UNION)
			sym->addr_taken = true;
		sema_declare(s, sym);
		fn->params[i] = sym;
	}
	map_init(&s->labels, &s->c->ar);
	s->gotos.n = 0;
	sema_push(s);
	s->fnbody = s->scope;
	for (i = 0; i < body->nbody; i++)
		stmt(s, body->body[i]);
	s->fnbody = NULL;
	sema_pop(s);
	sema_pop(s);
	body->errs = real_errors(s) != errs;
	/* 6.8.6.1: a goto names a label of the same function */
	for (i = 0; i < s->gotos.n; i++) {
		Stmt *g = s->gotos.v[i];

		g->target = map_get(&s->labels, g->label, strlen(g->label));
		if (!g->target)
			zc_error(s->c, g->loc, "use of undeclared label '%s'", g->label);
		else
			check_jump_in(s, g);
	}
	sema_flow(s, fn, body);
	s->fn = ofn;
}

/* gcc: "Jumping into a statement expression with goto or using a switch
 * statement outside the statement expression with a case or default label
 * inside the statement expression is not permitted" (the value being built
 * around it would be half made).  Newer clang reports it with these words;
 * clang 15 accepts it silently.  Jumping out is allowed. */
static bool
within(Expr *inner, Expr *x)
{
	for (; inner; inner = inner->outer)
		if (inner == x)
			return true;
	return false;
}

static void
check_jump_in(S *s, Stmt *g)
{
	Expr *x = g->target->stmtexpr;

	if (!x || within(g->stmtexpr, x))
		return;
	/* name the outermost statement expression the jump enters */
	while (x->outer && !within(g->stmtexpr, x->outer))
		x = x->outer;
	zc_error(s->c, g->loc, "cannot jump from this goto statement to its label");
	zc_note(s->c, x->loc, "jump enters a statement expression");
}

/* GNU statement expression '({ ... })': its statements are a block of the
 * enclosing function; its value is that of the last statement if that is
 * an expression statement (after any labels; trailing ';' do not count),
 * as an rvalue, and it has type void otherwise. */
Expr *
sema_stmtexpr(S *s, Expr *e)
{
	Stmt *body = e->body, *v = NULL;
	Expr *osx = s->sx;
	size_t n = body->nbody;

	/* checked once: an expression can be checked again as an operand of
	 * what contains it (a op= b checks 'a op b'), and a second pass would
	 * declare the body's variables anew, apart from the ones irgen gives
	 * storage */
	if (e->checked)
		return e;
	e->checked = true;
	if (!s->fn) {
		zc_error(s->c, e->loc, "statement expression not allowed at file scope");
		e->type = NULL;
		return e;
	}
	e->outer = s->sx;
	s->sx = e;
	compound(s, body);
	s->sx = osx;
	while (n > 0 && body->body[n - 1]->kind == ST_EMPTY)
		n--;
	if (n) {
		v = body->body[n - 1];
		while (v->kind == ST_LABEL && v->then)
			v = v->then;
	}
	if (v && v->kind == ST_EXPR) {
		e->a = v->expr;
		e->type = v->expr->type;
	} else {
		e->a = NULL;
		e->type = ty_void(s->c);
	}
	return e;
}
