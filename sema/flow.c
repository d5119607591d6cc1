/* flow.c — what needs a function's control-flow graph: clang's -Wreturn-type
 * (a non-void function that can fall off its end), -Wuninitialized and
 * -Wsometimes-uninitialized (a read of a variable no assignment reaches),
 * the unused variables and parameters, and the warnings clang gives only
 * for code that runs (sema_defer).
 *
 * At the end of each function body sema builds the graph of its checked
 * AST the way clang's CFG has it: basic blocks of events in evaluation
 * order, a block ending where control branches (if, loops, switch, and the
 * short-circuit operators &&, || and ?:, each block remembering the
 * statement or operator that ends it), and an edge a constant condition
 * rules out kept as a null successor.  The events are what the analyses
 * read: a variable's value used, a variable initialized or declared, a
 * return, a call that does not return.
 *
 * Uninitialized variables are clang's forward data flow over the local
 * scalars and vectors (UninitializedValues): a variable is unknown,
 * initialized, uninitialized or maybe uninitialized at the end of each
 * block; a use reached only by uninitialized paths is "uninitialized when
 * used here", and for one reached by both the branches that lead to the
 * use without initializing it are named ("whenever 'if' condition is
 * false").  Like clang, these analyses are skipped once the program has a
 * real error (a warning -Werror turned into one does not count). */
#include <string.h>

#include "check.h"

/* ---- the graph ---- */

enum { EV_USE, EV_INIT, EV_DECL, EV_SELFINIT, EV_RETURN, EV_NORETURN };

typedef struct Event {
	uint8_t kind;          /* EV_* */
	uint32_t var;          /* USE, INIT, DECL, SELFINIT: the tracked variable's index */
	Expr *at;              /* USE: the expression that reads it */
	bool self;             /* USE: inside the variable's own initializer */
} Event;

/* what ends a block (clang's terminator) */
enum { TM_NONE, TM_IF, TM_WHILE, TM_DO, TM_FOR, TM_LAND, TM_LOR, TM_COND, TM_SWITCH };

typedef struct Block Block;
struct Block {
	VEC(Event) ev;         /* in evaluation order */
	VEC(Block *) succ;     /* NULL: an edge a constant rules out */
	VEC(Block *) pred;
	uint8_t term;          /* TM_*: the branch that ends it */
	Stmt *tstmt;           /* IF, WHILE, DO, FOR, SWITCH: the statement */
	Expr *texpr;           /* LAND, LOR, COND: the operator */
	Stmt *label;           /* a switch's target: its CASE or DEFAULT */
	uint32_t id;
	bool reach;            /* reachable from the entry */
};

/* a variable the uninitialized analysis follows */
typedef struct Var {
	Symbol *sym;
	Decl *decl;
	bool selfinit;         /* declared 'int x = x;': clang's idiom for "leave it" */
} Var;

/* a local variable for the unused checks, with the scope it lives in */
typedef struct Local {
	Symbol *sym;
	bool scope_errors;     /* an error was reported in its scope */
} Local;

typedef struct G {
	S *s;
	uint32_t initof;       /* 1 + the variable whose initializer is being walked, or 0 */
	Symbol *fn;            /* the function */
	Arena *ar;
	VEC(Block *) blocks;
	Block *entry, *exit;
	Block *cur;            /* where events go; NULL after a jump (then a new unreachable block) */
	Block *brk, *cont;     /* targets of break and continue */
	Block *sw;             /* the switch block of the innermost switch */
	Stmt *swst;
	bool sw_default;       /* it has a default label */
	Map vars;              /* Symbol* -> Var index + 1 */
	VEC(Var) var;
	VEC(Local) locals;
	Map labels;            /* label Stmt* -> Block* */
	Map deferred;          /* Expr* -> Deferred index + 1 */
	Block **dblock;        /* per deferred warning: the block that evaluates it, NULL if none */
	bool scope_errors;     /* the scope being walked had an error */
} G;

static Block *
new_block(G *g)
{
	Block *b = ar_alloc(g->ar, sizeof *b);

	b->id = (uint32_t)g->blocks.n;
	VEC_PUSH(g->ar, &g->blocks, b);
	return b;
}

static void
edge(G *g, Block *from, Block *to)
{
	if (!from)
		return;
	VEC_PUSH(g->ar, &from->succ, to);
	if (to)
		VEC_PUSH(g->ar, &to->pred, from);
}

/* the block events go to now (code after a jump gets a block no edge reaches) */
static Block *
here(G *g)
{
	if (!g->cur)
		g->cur = new_block(g);
	return g->cur;
}

static void
event(G *g, int kind, uint32_t var, Expr *at)
{
	Block *b = here(g);
	Event e = {(uint8_t)kind, var, at, kind == EV_USE && g->initof == var + 1};

	VEC_PUSH(g->ar, &b->ev, e);
}

/* pointer-keyed maps: the key bytes live in the graph's arena */
static void *
pget(Map *m, const void *p)
{
	return map_get(m, (const char *)&p, sizeof p);
}

static void
pput(G *g, Map *m, const void *p, void *v)
{
	const void **k = ar_alloc(g->ar, sizeof *k);

	*k = p;
	map_put(m, (const char *)k, sizeof *k, v);
}

static Expr *
strip(Expr *e)
{
	while (e && e->kind == EX_CAST && e->implicit && e->a)
		e = e->a;
	return e;
}

/* the index + 1 of the tracked variable e names, 0 if none */
static uint32_t
tracked(G *g, Expr *e)
{
	e = strip(e);
	if (!e || e->kind != EX_IDENT || !e->sym)
		return 0;
	return (uint32_t)(uintptr_t)pget(&g->vars, e->sym);
}

/* ---- expressions: events in evaluation order ---- */

/* How an expression's value is used, clang's ClassifyRefs: a variable read
 * as a value is a use; one assigned, or whose address or a component is
 * taken, is initialized from then on (its object is reached otherwise);
 * one whose value is dropped ((void)x, the left of a comma) is neither. */
enum { C_VALUE, C_OTHER, C_IGNORE };

static void expr(G *g, Expr *e, int how);
static void stmt(G *g, Stmt *st);

/* branch on cond: to t when true, to f when false; the block that holds
 * its last test ends with term (the statement st or operator x) */
static void
branch(G *g, Expr *cond, int term, Stmt *st, Expr *x, Block *t, Block *f)
{
	Expr *c = strip(cond);
	Block *b, *mid;

	if (c && c->kind == EX_BINARY && (c->op == OP_LAND || c->op == OP_LOR) && c->type &&
	    c->type->kind != T_VECTOR) {
		mid = new_block(g);
		if (c->op == OP_LAND)
			branch(g, c->a, TM_LAND, NULL, c, mid, f);
		else
			branch(g, c->a, TM_LOR, NULL, c, t, mid);
		g->cur = mid;
		branch(g, c->b, term, st, x, t, f);
		return;
	}
	expr(g, cond, C_VALUE);
	b = here(g);
	b->term = (uint8_t)term;
	b->tstmt = st;
	b->texpr = x;
	if (c && c->isconst) {
		edge(g, b, c->cval ? t : NULL);
		edge(g, b, c->cval ? NULL : f);
	} else {
		edge(g, b, t);
		edge(g, b, f);
	}
	g->cur = NULL;
}

static bool
noreturn_call(Expr *e)
{
	return e->kind == EX_CALL && e->name && strcmp(e->name, "gnu") == 0 && e->op == GB_UNREACHABLE;
}

static void
call(G *g, Expr *e)
{
	size_t i;

	for (i = 0; i < e->nargs; i++) {
		Expr *a = e->args[i], *in = strip(a);

		/* &x passed as a pointer to const: x is read by the callee, if at
		 * all, and not initialized by it (clang ignores it) */
		if (a->type && a->type->kind == T_POINTER && (a->type->pquals & Q_CONST) && in->kind == EX_UNARY &&
		    in->op == '&' && tracked(g, in->a))
			continue;
		expr(g, a, C_VALUE);
	}
	if (noreturn_call(e)) {
		event(g, EV_NORETURN, 0, e);
		edge(g, g->cur, g->exit);
		g->cur = NULL;
	}
}

/* the left of an assignment: what is evaluated to find the object */
static void
lvalue(G *g, Expr *e)
{
	Expr *in = strip(e);

	if (tracked(g, in))
		return; /* assigned after the right side: the caller says so */
	expr(g, e, C_OTHER);
}

static void
expr(G *g, Expr *e, int how)
{
	uint32_t v;
	size_t i;

	if (!e)
		return;
	if (g->deferred.n) {
		size_t d = (size_t)(uintptr_t)pget(&g->deferred, e);

		if (d)
			g->dblock[d - 1] = here(g);
	}
	switch (e->kind) {
	case EX_IDENT:
		if (!(v = tracked(g, e)) || how == C_IGNORE)
			return;
		event(g, how == C_VALUE ? EV_USE : EV_INIT, v - 1, e);
		return;
	case EX_INT: case EX_FLOAT: case EX_CHAR: case EX_STRING:
	case EX_SIZEOF: case EX_ALIGNOF: case EX_VEC_STEP: case EX_OFFSETOF:
		return; /* no operand is evaluated */
	case EX_UNARY:
		if (e->op == '&')
			expr(g, e->a, C_OTHER);
		else
			expr(g, e->a, C_VALUE);
		return;
	case EX_PREINC: case EX_PREDEC: case EX_POSTINC: case EX_POSTDEC:
		expr(g, e->a, C_VALUE);
		return;
	case EX_CAST:
		if (!e->implicit && e->type && e->type->kind == T_VOID)
			expr(g, e->a, C_IGNORE);
		else if (e->implicit && e->conv == CV_NONE)
			expr(g, e->a, how);
		else
			expr(g, e->a, C_VALUE);
		return;
	case EX_BINARY:
		if ((e->op == OP_LAND || e->op == OP_LOR) && e->type && e->type->kind != T_VECTOR &&
		    e->a->type && e->a->type->kind != T_VECTOR) {
			Block *mid = new_block(g), *join = new_block(g);

			if (e->op == OP_LAND)
				branch(g, e->a, TM_LAND, NULL, e, mid, join);
			else
				branch(g, e->a, TM_LOR, NULL, e, join, mid);
			g->cur = mid;
			expr(g, e->b, C_VALUE);
			edge(g, g->cur, join);
			g->cur = join;
			return;
		}
		expr(g, e->a, C_VALUE);
		expr(g, e->b, C_VALUE);
		return;
	case EX_ASSIGN:
		expr(g, e->b, C_VALUE);
		if (e->op != 0) {
			expr(g, e->a, C_VALUE);
			return;
		}
		lvalue(g, e->a);
		if ((v = tracked(g, e->a)))
			event(g, EV_INIT, v - 1, e);
		return;
	case EX_COND: {
		Block *bt = new_block(g), *bf = new_block(g), *join = new_block(g);

		branch(g, e->shared ? e->shared : e->a, TM_COND, NULL, e, bt, bf);
		g->cur = bt;
		if (!e->shared)
			expr(g, e->b, C_VALUE);
		edge(g, g->cur, join);
		g->cur = bf;
		expr(g, e->c, C_VALUE);
		edge(g, g->cur, join);
		g->cur = join;
		return;
	}
	case EX_COMMA:
		expr(g, e->a, C_IGNORE);
		expr(g, e->b, how);
		return;
	case EX_CALL:
		call(g, e);
		return;
	case EX_INDEX:
		if (e->a->type && e->a->type->kind == T_VECTOR)
			expr(g, e->a, C_OTHER); /* a component: clang takes the vector as reached */
		else
			expr(g, e->a, C_VALUE);
		expr(g, e->b, C_VALUE);
		return;
	case EX_MEMBER:
		expr(g, e->a, e->arrow ? C_VALUE : C_OTHER);
		return;
	case EX_STMTEXPR: {
		/* its statements, the last expression's value read */
		bool old = g->scope_errors;

		g->scope_errors = old || (e->body && e->body->errs);
		for (i = 0; e->body && i < e->body->nbody; i++) {
			Stmt *st = e->body->body[i];

			if (st->kind == ST_EXPR && st->expr == e->a && e->a)
				expr(g, st->expr, how);
			else
				stmt(g, st);
		}
		g->scope_errors = old;
		return;
	}
	default:
		/* vector literals, compound literals, initializer lists, ... */
		expr(g, e->a, C_VALUE);
		expr(g, e->b, C_VALUE);
		expr(g, e->c, C_VALUE);
		for (i = 0; i < e->nargs; i++)
			expr(g, e->args[i], C_VALUE);
		return;
	}
}

/* an expression whose value is dropped (an expression statement, a for
 * loop's first and third clauses): a bare variable there counts as
 * initialized, as in clang (no conversion reads it) */
static void
discarded(G *g, Expr *e)
{
	uint32_t v;

	if (!e)
		return;
	if (e->kind == EX_IDENT && (v = tracked(g, e))) {
		event(g, EV_INIT, v - 1, e);
		return;
	}
	expr(g, e, C_VALUE);
}

/* ---- statements ---- */

/* a scalar or vector variable of this function's own (clang's isTrackedVar) */
static bool
trackable(Symbol *sym)
{
	Type *t = sym->type;

	if (!t || sym->kind != SYM_VAR || sym->global || sym->param)
		return false;
	return t->kind == T_BOOL || t->kind == T_INT || t->kind == T_FLOAT || t->kind == T_POINTER ||
	       t->kind == T_VECTOR;
}

static void
decl(G *g, Decl *d)
{
	Symbol *sym = d->sym;
	Local l;

	if (d->kind != D_VAR || !sym || sym->kind != SYM_VAR)
		return;
	l.sym = sym;
	l.scope_errors = g->scope_errors;
	VEC_PUSH(g->ar, &g->locals, l);
	if (sym->global)
		return; /* static, __local, __constant: initialized before the function runs */
	if (trackable(sym) && !pget(&g->vars, sym)) {
		Var v = {sym, d, false};

		VEC_PUSH(g->ar, &g->var, v);
		pput(g, &g->vars, sym, (void *)(uintptr_t)g->var.n);
	}
	{
		uint32_t v = (uint32_t)(uintptr_t)pget(&g->vars, sym);
		Expr *in = strip(d->init);

		if (!d->init) {
			if (v)
				event(g, EV_DECL, v - 1, NULL);
			return;
		}
		if (v && in && in->kind == EX_IDENT && in->sym == sym) {
			g->var.v[v - 1].selfinit = true;
			event(g, EV_SELFINIT, v - 1, NULL);
			return;
		}
		/* a read in its own initializer ('float t = load(t, p);') reads
		 * it uninitialized, as clang says (C99 6.2.1p7 puts it in scope) */
		if (v)
			event(g, EV_DECL, v - 1, NULL);
		{
			uint32_t outer = g->initof;

			g->initof = v;
			expr(g, d->init, C_VALUE);
			g->initof = outer;
		}
		if (v)
			event(g, EV_INIT, v - 1, NULL);
	}
}

static Block *
label_block(G *g, Stmt *label)
{
	Block *b = pget(&g->labels, label);

	if (!b) {
		b = new_block(g);
		pput(g, &g->labels, label, b);
	}
	return b;
}

/* does the switch on st's value take case c (or default, if no case matches)? */
static bool
case_taken(Stmt *sw, Stmt *c)
{
	Expr *x = strip(sw->expr);
	int64_t v;
	size_t i;

	if (!x || !x->isconst)
		return true;
	v = sw->expr->cval;
	if (c->kind == ST_CASE)
		return c->casen && v >= c->caseval && v <= c->casehi;
	for (i = 0; i < sw->ncases; i++)
		if (sw->cases[i]->kind == ST_CASE && sw->cases[i]->casen && v >= sw->cases[i]->caseval &&
		    v <= sw->cases[i]->casehi)
			return false;
	return true;
}

/* The enumerators of the enum type a switch's value has, when they are all
 * listed among its cases (clang then takes a missing default as never
 * taken).  zocc's enums are ints: the type is found from how the variable
 * or member was declared. */
static bool
enum_covered(G *g, Stmt *sw)
{
	Expr *x = strip(sw->expr);
	Spec *sp = NULL;
	int guard;
	size_t i, j;

	if (sw->enumspec) {
		sp = sw->enumspec; /* (enum color)v */
	} else if (x && x->kind == EX_CALL && x->sym && x->sym->kind == SYM_FUNC && x->sym->decl &&
	           x->sym->decl->type->kind == TX_FUNC && x->sym->decl->type->inner->kind == TX_BASE) {
		sp = x->sym->decl->spec; /* a function returning the enum */
	} else if (x && x->kind == EX_IDENT && x->sym && x->sym->kind == SYM_VAR && x->sym->param) {
		Decl *fd = g->fn->decl;

		for (i = 0; fd && fd->type->kind == TX_FUNC && i < fd->type->nparams && i < g->fn->type->nparams; i++)
			if (g->fn->params[i] == x->sym && fd->type->params[i].type->kind == TX_BASE)
				sp = fd->type->params[i].type->spec;
	} else if (x && x->kind == EX_IDENT && x->sym && x->sym->decl && x->sym->kind == SYM_VAR &&
	           x->sym->decl->type->kind == TX_BASE) {
		sp = x->sym->decl->spec;
	}
	else if (x && x->kind == EX_MEMBER && !x->nswz && x->a->type) {
		Type *st = x->arrow ? x->a->type->base : x->a->type;

		if ((st->kind == T_STRUCT || st->kind == T_UNION) && x->field >= 0 && (size_t)x->field < st->nmembers) {
			TypeExpr *tx = st->members[x->field].tx;

			sp = tx && tx->kind == TX_BASE ? tx->spec : NULL;
		}
	}
	for (guard = 0; sp && sp->base == B_TYPEDEF && sp->tdsym && sp->tdsym->decl && guard < 64; guard++)
		sp = sp->tdsym->decl->type->kind == TX_BASE ? sp->tdsym->decl->spec : NULL;
	if (!sp || sp->base != B_ENUM)
		return false;
	if (!sp->tag || !sp->tag->has_body) {
		Scope *sc;

		for (sc = g->s->scope, sp = sp->name ? sp : NULL; sp && sc; sc = sc->up) {
			Spec *def = map_get(&sc->enums, sp->name, strlen(sp->name));

			if (def) {
				sp = def;
				break;
			}
		}
		if (!sp || !sp->tag || !sp->tag->has_body)
			return false;
	}
	if (!sp->tag->nenums)
		return false;
	for (i = 0; i < sp->tag->nenums; i++) {
		Symbol *k = sema_lookup(g->s, sp->tag->enums[i].name);
		bool found = false;

		if (!k || k->kind != SYM_ENUMCONST)
			return false;
		for (j = 0; j < sw->ncases && !found; j++)
			found = sw->cases[j]->kind == ST_CASE && sw->cases[j]->casen &&
			        k->value >= sw->cases[j]->caseval && k->value <= sw->cases[j]->casehi;
		if (!found)
			return false;
	}
	return true;
}

static void
stmt(G *g, Stmt *st)
{
	Block *ob = g->brk, *oc = g->cont;
	size_t i;

	if (!st)
		return;
	switch (st->kind) {
	case ST_COMPOUND: {
		bool old = g->scope_errors;

		g->scope_errors = old || st->errs;
		for (i = 0; i < st->nbody; i++)
			stmt(g, st->body[i]);
		g->scope_errors = old;
		return;
	}
	case ST_EXPR:
		discarded(g, st->expr);
		return;
	case ST_DECL:
		for (i = 0; i < st->ndecls; i++)
			decl(g, st->decls[i]);
		return;
	case ST_IF: {
		Block *bt = new_block(g), *bf = st->els ? new_block(g) : NULL, *join = new_block(g);

		branch(g, st->expr, TM_IF, st, NULL, bt, bf ? bf : join);
		g->cur = bt;
		stmt(g, st->then);
		edge(g, g->cur, join);
		if (bf) {
			g->cur = bf;
			stmt(g, st->els);
			edge(g, g->cur, join);
		}
		g->cur = join;
		return;
	}
	case ST_WHILE: {
		Block *head = new_block(g), *body = new_block(g), *out = new_block(g);

		edge(g, g->cur, head);
		g->cur = head;
		branch(g, st->expr, TM_WHILE, st, NULL, body, out);
		g->brk = out;
		g->cont = head;
		g->cur = body;
		stmt(g, st->then);
		edge(g, g->cur, head);
		g->cur = out;
		break;
	}
	case ST_DO: {
		Block *body = new_block(g), *test = new_block(g), *out = new_block(g);

		edge(g, g->cur, body);
		g->brk = out;
		g->cont = test;
		g->cur = body;
		stmt(g, st->then);
		edge(g, g->cur, test);
		g->cur = test;
		branch(g, st->expr, TM_DO, st, NULL, body, out);
		g->cur = out;
		break;
	}
	case ST_FOR: {
		Block *head, *body, *step, *out;
		bool old = g->scope_errors;

		g->scope_errors = old || st->errs;
		if (st->init && st->init->kind == ST_EXPR)
			discarded(g, st->init->expr);
		else
			stmt(g, st->init);
		head = new_block(g);
		body = new_block(g);
		step = new_block(g);
		out = new_block(g);
		edge(g, g->cur, head);
		g->cur = head;
		if (st->expr) {
			branch(g, st->expr, TM_FOR, st, NULL, body, out);
		} else {
			head->term = TM_FOR;
			head->tstmt = st;
			edge(g, head, body);
			edge(g, head, NULL);
		}
		g->brk = out;
		g->cont = step;
		g->cur = body;
		stmt(g, st->then);
		edge(g, g->cur, step);
		g->cur = step;
		discarded(g, st->expr2);
		edge(g, g->cur, head);
		g->cur = out;
		g->scope_errors = old;
		break;
	}
	case ST_BREAK:
	case ST_CONTINUE:
		edge(g, g->cur, st->kind == ST_BREAK ? g->brk : g->cont);
		g->cur = NULL;
		return;
	case ST_RETURN:
		expr(g, st->expr, C_VALUE);
		event(g, EV_RETURN, 0, st->expr);
		edge(g, g->cur, g->exit);
		g->cur = NULL;
		return;
	case ST_SWITCH: {
		Block *osw = g->sw, *out = new_block(g), *sw;
		Stmt *oswst = g->swst;
		bool odef = g->sw_default;

		expr(g, st->expr, C_VALUE);
		sw = here(g);
		sw->term = TM_SWITCH;
		sw->tstmt = st;
		g->sw = sw;
		g->swst = st;
		g->sw_default = false;
		g->cur = NULL;
		g->brk = out;
		stmt(g, st->then);
		edge(g, g->cur, out);
		/* no default: the value can match no case, unless it is a
		 * constant that matches one, or an enum whose every value has a case */
		if (!g->sw_default)
			edge(g, sw, case_taken(st, &(Stmt){.kind = ST_DEFAULT}) && !enum_covered(g, st) ? out : NULL);
		g->sw = osw;
		g->swst = oswst;
		g->sw_default = odef;
		g->cur = out;
		break;
	}
	case ST_CASE:
	case ST_DEFAULT: {
		Block *b = new_block(g);

		b->label = st;
		edge(g, g->cur, b);
		if (g->sw && st->target == g->swst) {
			edge(g, g->sw, case_taken(g->swst, st) ? b : NULL);
			if (st->kind == ST_DEFAULT)
				g->sw_default = true;
		}
		g->cur = b;
		stmt(g, st->then);
		return;
	}
	case ST_LABEL: {
		Block *b = label_block(g, st);

		edge(g, g->cur, b);
		g->cur = b;
		stmt(g, st->then);
		return;
	}
	case ST_GOTO:
		if (st->target)
			edge(g, g->cur, label_block(g, st->target));
		g->cur = NULL;
		return;
	case ST_EMPTY:
		return;
	}
	g->brk = ob;
	g->cont = oc;
}

/* ---- reachability and -Wreturn-type ---- */

static void
mark_reachable(G *g)
{
	VEC(Block *) stack = {0};
	size_t i;

	g->entry->reach = true;
	VEC_PUSH(g->ar, &stack, g->entry);
	while (stack.n) {
		Block *b = stack.v[--stack.n];

		for (i = 0; i < b->succ.n; i++)
			if (b->succ.v[i] && !b->succ.v[i]->reach) {
				b->succ.v[i]->reach = true;
				VEC_PUSH(g->ar, &stack, b->succ.v[i]);
			}
	}
}

/* clang's CheckFallThrough over the exit's reachable predecessors */
static void
return_type(G *g, Symbol *fn, Stmt *body)
{
	bool plain = false, live_return = false, abnormal = false;
	size_t i;

	for (i = 0; i < g->exit->pred.n; i++) {
		Block *b = g->exit->pred.v[i];
		uint8_t last;

		if (!b->reach)
			continue;
		if (!b->ev.n) {
			plain = true;
			continue;
		}
		last = VEC_LAST(&b->ev).kind;
		if (last == EV_NORETURN)
			abnormal = true;
		else if (last == EV_RETURN)
			live_return = true;
		else
			plain = true;
	}
	(void)fn;
	if (!plain)
		return;
	if (live_return || abnormal)
		zc_warning(g->s->c, body->end, "non-void function does not return a value in all control paths [-Wreturn-type]");
	else
		zc_warning(g->s->c, body->end, "non-void function does not return a value [-Wreturn-type]");
}

/* ---- uninitialized variables ---- */

/* clang's lattice: the bits of a value are "initialized on some path" (1)
 * and "uninitialized on some path" (2); joining paths ors them */
enum { V_UNKNOWN, V_INIT, V_UNINIT, V_MAYBE };

typedef struct Flow {
	G *g;
	size_t nv;
	uint8_t *out;          /* per block, per variable: the value at its end */
	bool *done;            /* the block has been through the transfer once */
	uint8_t *cur;          /* the values while a block is replayed */
	uint8_t *save;         /* cur kept while a use is classified */
	uint32_t *seen;        /* classify: per block, successors known to lead to the use */
	uint64_t work;         /* steps left before the analysis gives up (a pathological function) */
} Flow;

#define OUT(f, b, v) ((f)->out[(size_t)(b)->id * (f)->nv + (v)])

static void
merge_preds(Flow *f, Block *b)
{
	size_t i, v;

	memset(f->cur, V_UNKNOWN, f->nv);
	for (i = 0; i < b->pred.n; i++) {
		Block *p = b->pred.v[i];

		if (!f->done[p->id])
			continue;
		for (v = 0; v < f->nv; v++)
			f->cur[v] |= OUT(f, p, v);
	}
}

static void
transfer(Flow *f, Event *e)
{
	switch (e->kind) {
	case EV_INIT:
		f->cur[e->var] = V_INIT;
		break;
	case EV_DECL:
	case EV_SELFINIT:
		f->cur[e->var] = V_UNINIT;
		break;
	}
}

/* the fixed point, blocks in creation order (which is close to the
 * source's) until nothing changes */
static void
solve(Flow *f)
{
	G *g = f->g;
	bool changed = true;
	size_t i, k, rounds = 0;

	while (changed && rounds++ < 10000) {
		changed = false;
		for (i = 0; i < g->blocks.n; i++) {
			Block *b = g->blocks.v[i];

			if (!b->reach)
				continue;
			if (f->work < f->nv * (b->pred.n + 1) + b->ev.n) {
				f->work = 0;
				return;
			}
			f->work -= f->nv * (b->pred.n + 1) + b->ev.n;
			merge_preds(f, b);
			for (k = 0; k < b->ev.n; k++)
				transfer(f, &b->ev.v[k]);
			if (!f->done[b->id] || memcmp(&OUT(f, b, 0), f->cur, f->nv) != 0) {
				memcpy(&OUT(f, b, 0), f->cur, f->nv);
				f->done[b->id] = true;
				changed = true;
			}
		}
	}
}

/* how sure clang is that a use is uninitialized (UninitUse::Kind, in its order) */
enum { U_MAYBE, U_SOMETIMES, U_AFTER_DECL, U_ALWAYS };

typedef struct Branch {
	Block *from;           /* the block whose terminator branches */
	size_t out;            /* the successor taken: 0 true (or entered), 1 false */
	Stmt *label;           /* a switch: the case or default taken */
} Branch;

typedef struct Use {
	Expr *at;
	int kind;              /* U_* */
	bool self;             /* in the variable's own initializer */
	VEC(Branch) br;
} Use;

/* clang's getUninitUse: from the block of a maybe-uninitialized use, the
 * blocks every path from which reaches the use without initializing the
 * variable; the branches into them that leave it uninitialized are what
 * the warning names */
static void
classify(Flow *f, Block *blk, size_t var, Use *u)
{
	G *g = f->g;
	uint32_t *seen = f->seen;
	VEC(Block *) queue = {0};
	size_t i, j;

	if (f->work < g->blocks.n * 2) {
		f->work = 0;
		return;
	}
	f->work -= g->blocks.n * 2;
	memset(seen, 0, g->blocks.n * sizeof *seen);
	seen[blk->id] = (uint32_t)blk->succ.n;
	VEC_PUSH(g->ar, &queue, blk);
	while (queue.n) {
		Block *b = queue.v[--queue.n];

		for (i = 0; i < b->pred.n; i++) {
			Block *p = b->pred.v[i];
			uint8_t at = f->done[p->id] ? OUT(f, p, var) : V_UNKNOWN;

			if (at == V_INIT)
				continue;
			if (at == V_MAYBE && OUT(f, b, var) == V_UNINIT) {
				u->kind = U_AFTER_DECL;
				continue;
			}
			if (!seen[p->id])
				for (j = 0; j < p->succ.n; j++)
					if (!p->succ.v[j])
						seen[p->id]++;
			if (++seen[p->id] == p->succ.n)
				VEC_PUSH(g->ar, &queue, p);
		}
	}
	for (i = 0; i < g->blocks.n; i++) {
		Block *b = g->blocks.v[i];

		if (!seen[b->id] || seen[b->id] >= b->succ.n || b->term == TM_NONE)
			continue;
		for (j = 0; j < b->succ.n; j++) {
			Block *s = b->succ.v[j];
			Branch br = {b, j, NULL};

			if (!s || seen[s->id] < s->succ.n || !f->done[b->id] || OUT(f, b, var) != V_UNINIT)
				continue;
			if (b->term == TM_SWITCH) {
				if (!s->label)
					continue; /* no case matched: that may never happen */
				br.label = s->label;
			}
			VEC_PUSH(g->ar, &u->br, br);
		}
	}
	if (u->kind != U_AFTER_DECL && u->br.n)
		u->kind = U_SOMETIMES;
}

/* clang's note with the initializer to add (SuggestInitializationFixit),
 * or where the variable is declared */
static void
suggest_init(G *g, Var *v)
{
	Ctx *c = g->s->c;
	Symbol *sym = v->sym;
	Type *t = sym->type;
	const char *init = NULL;
	Spec *sp = v->decl ? v->decl->spec : NULL;
	size_t n;

	if (t->kind == T_FLOAT)
		init = " = 0.0";
	else if (t->kind == T_POINTER)
		init = " = NULL";
	else if (t->kind == T_INT && t->bits == 8)
		init = " = '\\0'";
	else if ((t->kind == T_INT && !(sp && sp->base == B_ENUM && v->decl->type->kind == TX_BASE)) || t->kind == T_BOOL)
		init = " = 0";
	if (init && !sym->loc.exp && !v->decl->init) {
		Loc end = sym->loc;

		end.off += (uint32_t)strlen(sym->name);
		n = zc_note(c, end, "initialize the variable '%s' to silence this warning", sym->name);
		zc_fixit(c, n, end, 0, init);
		return;
	}
	zc_note(c, sp ? sp->loc : sym->loc, "variable '%s' is declared here", sym->name);
}

static void
report(Flow *f, Var *v, Use *u)
{
	G *g = f->g;
	Ctx *c = g->s->c;
	const char *name = v->sym->name;
	size_t i, w;

	if (u->self) {
		if (u->kind == U_ALWAYS && sema_warn_on(g->s, SW_UNINITIALIZED))
			zc_warning(c, u->at->loc, "variable '%s' is uninitialized when used within its own initialization [-Wuninitialized]", name);
		return;
	}
	if (v->selfinit) {
		/* 'int x = x;' is the idiom for "leave it uninitialized": said
		 * only when a use is sure to read it uninitialized, and then at
		 * the idiom (clang's other uses become "may be", off by default) */
		Expr *in = v->decl->init;

		while (in && in->kind == EX_CAST && in->implicit && in->a)
			in = in->a;
		if (u->kind == U_ALWAYS && in && sema_warn_on(g->s, SW_UNINITIALIZED))
			zc_warning(c, in->loc, "variable '%s' is uninitialized when used within its own initialization [-Wuninitialized]", name);
		return;
	}
	if (u->kind == U_MAYBE)
		return; /* -Wconditional-uninitialized, off by default: not given */
	if (u->kind == U_ALWAYS) {
		if (!sema_warn_on(g->s, SW_UNINITIALIZED))
			return;
		w = zc_warning(c, u->at->loc, "variable '%s' is uninitialized when used here [-Wuninitialized]", name);
		if (w != (size_t)-1)
			suggest_init(g, v);
		return;
	}
	if (!sema_warn_on(g->s, SW_SOMETIMES_UNINITIALIZED))
		return;
	if (u->kind == U_AFTER_DECL) {
		w = zc_warning(c, v->sym->loc, "variable '%s' is used uninitialized whenever its declaration is reached [-Wsometimes-uninitialized]", name);
		if (w == (size_t)-1)
			return;
		zc_note(c, u->at->loc, "uninitialized use occurs here");
		suggest_init(g, v);
		return;
	}
	w = (size_t)-1;
	for (i = 0; i < u->br.n; i++) {
		Branch *b = &u->br.v[i];
		Block *blk = b->from;
		const char *what = NULL, *cond = NULL;
		Loc at = {0}, fix = {0};
		bool truth = b->out == 0;
		int how = 0; /* 0: remove the statement/operator, 1: the condition, 2: nothing */

		switch (blk->term) {
		case TM_IF:
			what = ar_printf(&c->ar, "'if' condition is %s", truth ? "true" : "false");
			at = sema_expr_start(blk->tstmt->expr);
			fix = blk->tstmt->loc;
			cond = "if";
			break;
		case TM_COND:
			what = ar_printf(&c->ar, "'?:' condition is %s", truth ? "true" : "false");
			at = sema_expr_start(blk->texpr->shared ? blk->texpr->shared : blk->texpr->a);
			fix = sema_expr_start(blk->texpr);
			cond = "?:";
			break;
		case TM_LAND:
		case TM_LOR:
			what = ar_printf(&c->ar, "'%s' condition is %s", blk->term == TM_LAND ? "&&" : "||",
			                 truth ? "true" : "false");
			at = sema_expr_start(blk->texpr->a);
			fix = at;
			cond = blk->term == TM_LAND ? "&&" : "||";
			break;
		case TM_WHILE:
			what = truth ? "'while' loop is entered" : "'while' loop exits because its condition is false";
			at = sema_expr_start(blk->tstmt->expr);
			fix = at;
			how = 1;
			break;
		case TM_FOR:
			if (!blk->tstmt->expr)
				continue;
			what = truth ? "'for' loop is entered" : "'for' loop exits because its condition is false";
			at = sema_expr_start(blk->tstmt->expr);
			fix = at;
			how = 1;
			break;
		case TM_DO:
			what = truth ? "'do' loop condition is true" : "'do' loop exits because its condition is false";
			at = sema_expr_start(blk->tstmt->expr);
			fix = at;
			how = 1;
			break;
		case TM_SWITCH:
			what = b->label->kind == ST_CASE ? "switch case is taken" : "switch default is taken";
			at = b->label->kind == ST_CASE ? sema_expr_start(b->label->expr) : b->label->loc;
			how = 2;
			break;
		default:
			continue;
		}
		w = zc_warning(c, at, "variable '%s' is used uninitialized whenever %s [-Wsometimes-uninitialized]", name, what);
		if (w == (size_t)-1)
			return;
		zc_note(c, u->at->loc, "uninitialized use occurs here");
		if (how == 0) {
			size_t n = zc_note(c, fix, "remove the '%s' if its condition is always %s", cond, truth ? "false" : "true");

			/* 'a && b' where a is false, 'a || b' where true: the whole is that constant */
			if ((blk->term == TM_LAND && truth) || (blk->term == TM_LOR && !truth))
				zc_fixit(c, n, fix, 0, truth ? "0" : "1");
		} else if (how == 1) {
			/* clang offers the constant to write instead of the condition
			 * (a 'for' loop's is dropped when it is always true) */
			size_t n = zc_note(c, fix, "remove the condition if it is always %s", truth ? "false" : "true");

			if (!(blk->term == TM_FOR && !truth))
				zc_fixit(c, n, fix, 0, truth ? "0" : "1");
		}
	}
	if (w != (size_t)-1)
		suggest_init(g, v);
}

static bool
loc_before(Loc a, Loc b)
{
	return a.file != b.file ? a.file < b.file : a.off < b.off;
}

static void
uninitialized(G *g)
{
	Flow f = {g, g->var.n, NULL, NULL, NULL};
	Use *best;
	size_t i, k;

	/* clang's analysis grows as blocks times variables; a function whose
	 * graph would take more than 32 MB is left alone */
	if (!f.nv || g->blocks.n * f.nv > ((size_t)32 << 20))
		return;
	f.out = ar_alloc(g->ar, g->blocks.n * f.nv);
	f.done = ar_alloc(g->ar, g->blocks.n * sizeof *f.done);
	f.cur = ar_alloc(g->ar, f.nv);
	f.save = ar_alloc(g->ar, f.nv);
	f.seen = ar_alloc(g->ar, g->blocks.n * sizeof *f.seen);
	f.work = (uint64_t)1 << 28;
	best = ar_alloc(g->ar, f.nv * sizeof *best);
	solve(&f);
	if (!f.work)
		return;
	for (i = 0; i < g->blocks.n; i++) {
		Block *b = g->blocks.v[i];

		if (!b->reach)
			continue;
		merge_preds(&f, b);
		for (k = 0; k < b->ev.n; k++) {
			Event *e = &b->ev.v[k];
			Use u = {0};
			Use *o;
			uint8_t val;

			if (e->kind != EV_USE) {
				transfer(&f, e);
				continue;
			}
			val = f.cur[e->var];
			if (val < V_UNINIT)
				continue;
			u.at = e->at;
			u.self = e->self;
			if (val == V_UNINIT) {
				u.kind = U_ALWAYS;
			} else {
				/* the search reads the block's values at its end: keep the
				 * ones being replayed */
				memcpy(f.save, f.cur, f.nv);
				classify(&f, b, e->var, &u);
				memcpy(f.cur, f.save, f.nv);
				if (!f.work)
					return;
			}
			o = &best[e->var];
			if (!o->at || u.kind > o->kind || (u.kind == o->kind && loc_before(u.at->loc, o->at->loc)))
				*o = u;
		}
	}
	for (i = 0; i < f.nv; i++)
		if (best[i].at)
			report(&f, &g->var.v[i], &best[i]);
}

/* ---- unused variables and parameters ---- */

/* clang counts the references to a variable and takes off those that only
 * assign it in an expression whose value is dropped (x = 1; x++; x += 2;
 * the left of a comma): none left means it is set and never read */
static void
unassign(Expr *e)
{
	Expr *x;

	if (!e || e->paren)
		return;
	if (e->kind == EX_ASSIGN)
		x = e->a;
	else if (e->kind == EX_PREINC || e->kind == EX_PREDEC || e->kind == EX_POSTINC || e->kind == EX_POSTDEC)
		x = e->a;
	else
		return;
	if (!x || x->paren || x->kind != EX_IDENT || !x->sym || x->sym->kind != SYM_VAR || !x->sym->nrefs)
		return;
	if ((e->kind != EX_ASSIGN || e->op != 0) && (x->sym->quals & Q_VOLATILE))
		return;
	x->sym->nrefs--;
}

static void unassign_stmt(Stmt *st);

static void
unassign_expr(Expr *e)
{
	size_t i;

	if (!e)
		return;
	if (e->kind == EX_COMMA && !e->paren)
		unassign(e->a);
	if (e->kind == EX_STMTEXPR) {
		unassign_stmt(e->body);
		return;
	}
	if (e->kind == EX_SIZEOF || e->kind == EX_ALIGNOF || e->kind == EX_VEC_STEP)
		return;
	unassign_expr(e->a);
	unassign_expr(e->b);
	unassign_expr(e->c);
	for (i = 0; i < e->nargs; i++)
		unassign_expr(e->args[i]);
}

static void
unassign_stmt(Stmt *st)
{
	size_t i;

	if (!st)
		return;
	switch (st->kind) {
	case ST_EXPR:
		unassign(st->expr);
		unassign_expr(st->expr);
		return;
	case ST_FOR:
		unassign_stmt(st->init);
		unassign_expr(st->expr);
		unassign(st->expr2);
		unassign_expr(st->expr2);
		unassign_stmt(st->then);
		return;
	case ST_COMPOUND:
		for (i = 0; i < st->nbody; i++)
			unassign_stmt(st->body[i]);
		return;
	case ST_DECL:
		for (i = 0; i < st->ndecls; i++)
			if (st->decls[i]->kind == D_VAR && !(st->decls[i]->sym && st->decls[i]->sym->global))
				unassign_expr(st->decls[i]->init);
		return;
	default:
		unassign_expr(st->expr);
		unassign_expr(st->expr2);
		unassign_stmt(st->then);
		unassign_stmt(st->els);
		return;
	}
}

static void
unused(G *g, Symbol *fn, Stmt *body)
{
	Ctx *c = g->s->c;
	S *s = g->s;
	size_t i;

	unassign_stmt(body);
	for (i = 0; i < g->locals.n; i++) {
		Symbol *v = g->locals.v[i].sym;

		if (g->locals.v[i].scope_errors || !v->name)
			continue;
		if (!v->used && sema_warn_on(s, SW_UNUSED_VARIABLE))
			zc_warning(c, v->loc, "unused variable '%s' [-Wunused-variable]", v->name);
		else if (v->used && !v->nrefs && sema_warn_on(s, SW_UNUSED_BUT_SET_VARIABLE))
			zc_warning(c, v->loc, "variable '%s' set but not used [-Wunused-but-set-variable]", v->name);
	}
	for (i = 0; fn->params && i < fn->type->nparams; i++) {
		Symbol *p = fn->params[i];

		if (!p || !p->name)
			continue;
		if (!p->used && sema_warn_on(s, SW_UNUSED_PARAMETER))
			zc_warning(c, p->loc, "unused parameter '%s' [-Wunused-parameter]", p->name);
		else if (p->used && !p->nrefs && sema_warn_on(s, SW_UNUSED_BUT_SET_PARAMETER))
			zc_warning(c, p->loc, "parameter '%s' set but not used [-Wunused-but-set-parameter]", p->name);
	}
}

/* ---- the deferred warnings ---- */

void
sema_defer(S *s, int kind, Expr *at, Loc l, const char *msg)
{
	Deferred d = {kind, at, l, msg};

	if (!s->fn) {
		s->deferred.n = 0;
		VEC_PUSH(&s->c->ar, &s->deferred, d);
		sema_flow(s, NULL, NULL);
		return;
	}
	VEC_PUSH(&s->c->ar, &s->deferred, d);
}

static void
give(Ctx *c, Deferred *d)
{
	switch (d->kind) {
	case DW_CONSTANT_CONVERSION:
		zc_warning(c, d->loc, "%s [-Wconstant-conversion]", d->msg);
		break;
	case DW_OUT_OF_RANGE:
		zc_warning(c, d->loc, "%s [-Wtautological-constant-out-of-range-compare]", d->msg);
		break;
	case DW_BOOL_COMPARE:
		zc_warning(c, d->loc, "%s [-Wtautological-constant-compare]", d->msg);
		break;
	case DW_SIGN_COMPARE:
		zc_warning(c, d->loc, "%s [-Wsign-compare]", d->msg);
		break;
	case DW_SELF_COMPARE:
		zc_warning(c, d->loc, "%s [-Wtautological-compare]", d->msg);
		break;
	}
}

/* ---- the entry point ---- */

static bool
real_errors(Ctx *c)
{
	return c->nerrors > c->nwerrors;
}

void
sema_flow(S *s, Symbol *fn, Stmt *body)
{
	Ctx *c = s->c;
	G g = {0};
	size_t i;
	bool errors = real_errors(c);
	bool ret = fn && fn->type->base->kind != T_VOID && body && body->end.file && sema_warn_on(s, SW_RETURN_TYPE);
	bool uninit = sema_warn_on(s, SW_UNINITIALIZED) || sema_warn_on(s, SW_SOMETIMES_UNINITIALIZED);
	bool unused_on = sema_warn_on(s, SW_UNUSED_VARIABLE) || sema_warn_on(s, SW_UNUSED_BUT_SET_VARIABLE) ||
	                 sema_warn_on(s, SW_UNUSED_PARAMETER) || sema_warn_on(s, SW_UNUSED_BUT_SET_PARAMETER);

	if (!body) {
		/* outside a function: nothing decides, each is given now */
		for (i = 0; i < s->deferred.n; i++)
			give(c, &s->deferred.v[i]);
		s->deferred.n = 0;
		return;
	}
	if (!ret && !uninit && !unused_on && !s->deferred.n)
		return;
	if (!s->flow)
		s->flow = ar_sub(&c->ar, 65536);
	g.s = s;
	g.fn = fn;
	g.ar = s->flow;
	map_init(&g.vars, g.ar);
	map_init(&g.labels, g.ar);
	map_init(&g.deferred, g.ar);
	if (s->deferred.n) {
		g.dblock = ar_alloc(g.ar, s->deferred.n * sizeof *g.dblock);
		for (i = 0; i < s->deferred.n; i++)
			pput(&g, &g.deferred, s->deferred.v[i].at, (void *)(uintptr_t)(i + 1));
	}
	g.entry = new_block(&g);
	g.exit = new_block(&g);
	g.cur = g.entry;
	g.scope_errors = body->errs;
	stmt(&g, body);
	edge(&g, g.cur, g.exit);
	mark_reachable(&g);
	if (ret && !errors)
		return_type(&g, fn, body);
	if (uninit && !errors)
		uninitialized(&g);
	if (unused_on)
		unused(&g, fn, body);
	for (i = 0; i < s->deferred.n; i++) {
		Block *b = g.dblock[i];

		if (b && (b->reach || errors || s->deferred.v[i].kind == DW_SELF_COMPARE))
			give(c, &s->deferred.v[i]);
	}
	s->deferred.n = 0;
	ar_reset(s->flow);
}
