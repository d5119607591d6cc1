/* dbgloops.c — -g: the loops where IGC cannot take a variable's location.
 *
 * IGC (22.43, the one zeModuleCreate runs here) regroups the independent
 * chains of double-precision adds, multiplies and fmas of a one-block loop
 * (its MadLoopSlice pass, made for peak-compute kernels: a loop of mad()
 * on double2), and on the first llvm.dbg.value it meets in such a loop it
 * reads through a null pointer: ocloc dies on SIGABRT without a message.
 * A DebugValue or DebugDeclare inside the loop is all it takes; the
 * reference compilers' -g modules of these loops crash it the same way
 * (clang -g with llvm-spirv, and ocloc's own front end given -g).  Whether
 * a loop ends up in that shape is decided after IGC's unrolling, inlining
 * and scalarizing, so zocc cannot tell it from the source; it keeps away
 * from every loop that could:
 *
 *   - a loop statement that does double arithmetic, itself or in a
 *     function it calls, gets no variable records inside it (its blocks
 *     are marked F.dquiet as they are placed: DebugValue, DebugDeclare and
 *     the DebugValues of its phis are left out);
 *   - every function such a loop calls, and everything those call, gets
 *     none at all (IGC inlines them into the loop);
 *   - a function with labels (a goto makes loops that are no statements)
 *     and double arithmetic gets none from its first label on (a loop of
 *     gotos is the blocks from a label to a goto after it), nor do the
 *     functions it calls;
 *   - a function with such a loop declares none of its private variables
 *     that live in memory (DebugDeclare): IGC promotes them to values and
 *     turns the declaration into a llvm.dbg.value at every store, those in
 *     the loop too.
 *
 * Line information stays everywhere (OpLine and DebugScope become no
 * instructions of their own), and a variable's location is there before
 * and after such a loop: a debugger stopped inside shows its variables as
 * optimized out.  The code is the same as without -g.
 *
 * The plan is made once for the module, before any function is built:
 * which functions do double arithmetic is known callees first (the order
 * functions are built in), which functions are called from a loop of that
 * kind is known callers first.  G.dquiet holds the answers: a loop
 * statement -> 1; a function symbol -> DQ_FUNCTION, DQ_MEMORY or
 * DQ_LABELS. */
#include "ir.h"

typedef struct Plan {
	G *g;
	U64Map fp64;       /* a function's Symbol -> 1: it does double arithmetic (itself or its callees), 2: not */
	bool labels;       /* the function walked has labels */
	bool loops;        /* ... loops of the kind above */
} Plan;

static bool
is_double(const Type *t)
{
	if (t && t->kind == T_VECTOR)
		t = t->base;
	return t && t->kind == T_FLOAT && t->bits == 64;
}

static bool stmt_fp64(Plan *p, Stmt *s);

/* Does e compute a double value (an operation, a call) or call a
 * function that does? */
static bool
expr_fp64(Plan *p, Expr *e)
{
	bool r = false;
	size_t i;

	if (!e)
		return false;
	switch (e->kind) {
	case EX_BINARY:
	case EX_UNARY:
	case EX_PREINC:
	case EX_PREDEC:
	case EX_POSTINC:
	case EX_POSTDEC:
		r = is_double(e->type);
		break;
	case EX_ASSIGN:
		r = e->op && is_double(e->type);
		break;
	case EX_CALL:
		r = is_double(e->type) ||
		    (e->sym && e->sym->kind == SYM_FUNC && u64_get(&p->fp64, (uint64_t)(uintptr_t)e->sym) == 1);
		for (i = 0; i < e->nargs; i++)
			r |= expr_fp64(p, e->args[i]);
		return r;
	case EX_VECLIT:
	case EX_INITLIST:
		for (i = 0; i < e->nargs; i++)
			r |= expr_fp64(p, e->args[i]);
		return r;
	case EX_STMTEXPR:
		return stmt_fp64(p, e->body);
	case EX_SIZEOF:
	case EX_ALIGNOF:
	case EX_VEC_STEP:
	case EX_OFFSETOF:
	case EX_TYPEBUILTIN:
	case EX_GENERIC:
		return false; /* not evaluated, or folded by sema */
	default:
		break;
	}
	if (e->kind == EX_MEMBER || e->kind == EX_CAST || e->kind == EX_COMPOUND)
		return r | expr_fp64(p, e->a);
	r |= expr_fp64(p, e->a);
	r |= expr_fp64(p, e->b);
	return r | expr_fp64(p, e->c);
}

/* Does s do double arithmetic?  Each loop statement's answer is noted in
 * G.dquiet on the way (a loop inside another is walked once). */
static bool
stmt_fp64(Plan *p, Stmt *s)
{
	bool r = false;
	size_t i;

	if (!s)
		return false;
	switch (s->kind) {
	case ST_COMPOUND:
		for (i = 0; i < s->nbody; i++)
			r |= stmt_fp64(p, s->body[i]);
		return r;
	case ST_DECL:
		for (i = 0; i < s->ndecls; i++)
			r |= expr_fp64(p, s->decls[i]->init);
		return r;
	case ST_LABEL:
		p->labels = true;
		break;
	default:
		break;
	}
	r |= stmt_fp64(p, s->init);
	r |= expr_fp64(p, s->expr);
	r |= expr_fp64(p, s->expr2);
	r |= stmt_fp64(p, s->then);
	r |= stmt_fp64(p, s->els);
	if (r && (s->kind == ST_WHILE || s->kind == ST_DO || s->kind == ST_FOR)) {
		u64_put(p->g->c, &p->g->dquiet, (uint64_t)(uintptr_t)s, 1);
		p->loops = true;
	}
	return r;
}

/* f and every function it calls: no variable records at all */
static void
quiet_function(G *g, Symbol *f)
{
	size_t i;

	if (u64_get(&g->dquiet, (uint64_t)(uintptr_t)f) == DQ_FUNCTION)
		return;
	u64_put(g->c, &g->dquiet, (uint64_t)(uintptr_t)f, DQ_FUNCTION);
	for (i = 0; i < f->ncallees; i++)
		if (f->callees[i]->defined)
			quiet_function(g, f->callees[i]);
}

static void quiet_calls_stmt(G *g, Stmt *s);

/* the functions e calls, quiet */
static void
quiet_calls(G *g, Expr *e)
{
	size_t i;

	if (!e || e->kind == EX_SIZEOF || e->kind == EX_ALIGNOF || e->kind == EX_VEC_STEP ||
	    e->kind == EX_OFFSETOF || e->kind == EX_TYPEBUILTIN || e->kind == EX_GENERIC)
		return;
	if (e->kind == EX_STMTEXPR) {
		quiet_calls_stmt(g, e->body);
		return;
	}
	if (e->kind == EX_CALL || e->kind == EX_VECLIT || e->kind == EX_INITLIST) {
		if (e->kind == EX_CALL && e->sym && e->sym->kind == SYM_FUNC && e->sym->defined)
			quiet_function(g, e->sym);
		for (i = 0; i < e->nargs; i++)
			quiet_calls(g, e->args[i]);
		return;
	}
	quiet_calls(g, e->a);
	if (e->kind == EX_MEMBER || e->kind == EX_CAST || e->kind == EX_COMPOUND)
		return;
	quiet_calls(g, e->b);
	quiet_calls(g, e->c);
}

static void
quiet_calls_stmt(G *g, Stmt *s)
{
	size_t i;

	if (!s)
		return;
	if (s->kind == ST_COMPOUND) {
		for (i = 0; i < s->nbody; i++)
			quiet_calls_stmt(g, s->body[i]);
		return;
	}
	if (s->kind == ST_DECL) {
		for (i = 0; i < s->ndecls; i++)
			quiet_calls(g, s->decls[i]->init);
		return;
	}
	quiet_calls_stmt(g, s->init);
	quiet_calls(g, s->expr);
	quiet_calls(g, s->expr2);
	quiet_calls_stmt(g, s->then);
	quiet_calls_stmt(g, s->els);
}

/* The functions the loops of the kind above in s call, quiet (the
 * outermost such loop covers those inside it). */
static void
quiet_loop_calls(G *g, Stmt *s)
{
	size_t i;

	if (!s)
		return;
	if (u64_get(&g->dquiet, (uint64_t)(uintptr_t)s)) {
		quiet_calls_stmt(g, s);
		return;
	}
	if (s->kind == ST_COMPOUND) {
		for (i = 0; i < s->nbody; i++)
			quiet_loop_calls(g, s->body[i]);
		return;
	}
	quiet_loop_calls(g, s->then);
	quiet_loop_calls(g, s->els);
	/* a statement expression's loops inside an expression: its calls
	 * are looked at all together (rare; a superset is safe) */
	if (s->kind != ST_DECL && s->expr && s->expr->kind == EX_STMTEXPR)
		quiet_loop_calls(g, s->expr->body);
}

void
irg_dbg_plan(G *g, const SymVec *fns)
{
	Plan p = {g, {0}, false, false};
	size_t i;

	if (!g->dbg || g->c->opt.debug != ZC_DEBUG_FULL)
		return;
	/* callees first: what does double arithmetic */
	for (i = 0; i < fns->n; i++) {
		Symbol *f = fns->v[i];
		bool r;

		if (!f->decl || !f->decl->body)
			continue;
		p.labels = p.loops = false;
		r = stmt_fp64(&p, f->decl->body);
		u64_put(g->c, &p.fp64, (uint64_t)(uintptr_t)f, r ? 1 : 2);
		if (r && p.labels) {
			u64_put(g->c, &g->dquiet, (uint64_t)(uintptr_t)f, DQ_LABELS);
			quiet_calls_stmt(g, f->decl->body);
		} else if (p.loops)
			u64_put(g->c, &g->dquiet, (uint64_t)(uintptr_t)f, DQ_MEMORY);
	}
	/* callers first: what such loops call */
	for (i = fns->n; i-- > 0;) {
		Symbol *f = fns->v[i];

		if (!f->decl || !f->decl->body)
			continue;
		if (u64_get(&g->dquiet, (uint64_t)(uintptr_t)f) != DQ_FUNCTION)
			quiet_loop_calls(g, f->decl->body);
	}
}

unsigned
irg_dbg_quiet(G *g, const void *what)
{
	return g->dbg ? u64_get(&g->dquiet, (uint64_t)(uintptr_t)what) : 0;
}
