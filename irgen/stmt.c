/* stmt.c — statements as control flow: blocks and branches (SPIR-V 2.2.5
 * Control Flow; Kernel modules need no structured merge instructions, so
 * loops and switches are plain branches, with OpLoopMerge only where an
 * unroll hint asks for loop control).  Blocks are sealed for SSA as soon as
 * all their predecessors are known. */
#include <string.h>

#include "ir.h"


/* Does s contain a case or default label (code after a break may still be
 * reached through one)? */
static bool
has_label(Stmt *s)
{
	size_t i;

	if (!s)
		return false;
	switch (s->kind) {
	case ST_CASE:
	case ST_DEFAULT:
	case ST_LABEL:
		return true;
	case ST_COMPOUND:
		for (i = 0; i < s->nbody; i++)
			if (has_label(s->body[i]))
				return true;
		return false;
	case ST_IF:
		return has_label(s->then) || has_label(s->els);
	case ST_WHILE:
	case ST_DO:
	case ST_FOR:
		return has_label(s->then);
	default:
		return false;
	}
}

static void
local_decl(F *f, Decl *d)
{
	Symbol *sym = d->sym;
	SymIR *ir;

	if (!sym || sym->kind != SYM_VAR || sym->global)
		return;
	ir = ar_alloc(&f->g->c->ar, sizeof *ir);
	sym->irg = ir;
	if (!sym->addr_taken && (ty_is_scalar(sym->type) || sym->type->kind == T_VECTOR ||
	                         sym->type->kind == T_SAMPLER || sym->type->kind == T_EVENT)) {
		ir->var = irg_new_var(f, sym->type);
		if (f->g->dbg)
			irg_dbg_local(f, sym, d->type, 0, ir->var, 0);
		if (sym->init && f->cur) {
			uint32_t v = irg_rv(f, sym->init);

			IRG_AT(f, d->loc);
			irg_write_var(f, ir->var, f->cur, v);
			if (f->g->dbg)
				irg_dbg_value(f, ir->var, v);
		}
		return;
	}
	ir->var = -1;
	ir->ptr = irg_local_var(f, irg_ptr_type(f->g, sym->type, AS_PRIVATE));
	if (sym->align)
		spv_decorate(&f->g->m, ir->ptr, SpvDecorationAlignment, &sym->align, 1);
	if (f->g->dbg)
		irg_dbg_local(f, sym, d->type, 0, -1, ir->ptr);
	IRG_AT(f, d->loc);
	if (sym->init)
		irg_init_memory(f, ir->ptr, sym->type, sym->init);
}

/* -g: whether a block declares something (it is a lexical block then) */
static bool
declares(Stmt *st)
{
	size_t i;

	for (i = 0; i < st->nbody; i++)
		if (st->body[i]->kind == ST_DECL)
			return true;
	return false;
}

static void
push_loop(F *f, Loop *l, Stmt *st, Block *brk, Block *cont)
{
	l->st = st;
	l->brk = brk;
	l->cont = cont;
	l->up = f->loop;
	f->loop = l;
}

static Loop *
find_loop(F *f, Stmt *target)
{
	Loop *l;

	for (l = f->loop; l; l = l->up)
		if (l->st == target)
			return l;
	zc_fatal(f->g->c, "internal error: break or continue without its loop");
}

/* OpLoopMerge before the header's branch when an unroll hint was given */
static void
loop_merge(F *f, Stmt *st, Block *merge, Block *cont)
{
	uint32_t ops[3];
	size_t n = 3;

	if (st->unroll == -2)
		return;
	ops[0] = merge->label;
	ops[1] = cont->label;
	if (st->unroll > 0) {
		uint32_t o4[4] = {merge->label, cont->label, SpvLoopControlPartialCountMask, (uint32_t)st->unroll};

		/* PartialCount came with SPIR-V 1.4 (a 1.0 module with it is
		 * invalid).  Modules stay at the lowest version that holds them,
		 * and a hint is not worth a newer one: the count goes in only
		 * when --spirv-max-version (zocc_target) allows 1.4 */
		if (f->g->c->opt.spirv_max < 0x10400 || f->g->c->target.spirv_max < 0x10400)
			return;
		if (f->g->m.min_version < 0x10400)
			f->g->m.min_version = 0x10400;
		irg_inst0l(f, SpvOpLoopMerge, o4, 4, 0xc);
		return;
	}
	ops[2] = st->unroll == -1 ? SpvLoopControlDontUnrollMask : SpvLoopControlUnrollMask;
	irg_inst0l(f, SpvOpLoopMerge, ops, n, 0x4);
}


static void
switch_stmt(F *f, Stmt *st)
{
	Ctx *c = f->g->c;
	Block *exit = irg_block(f), *dflt = exit;
	Block **blocks = ar_alloc(&c->ar, (st->ncases + 1) * sizeof *blocks);
	uint32_t sel = irg_rv(f, st->expr);
	bool wide = st->expr->type->bits == 64;
	VEC(uint32_t) ops = {0};
	size_t i;
	Loop l;

	for (i = 0; i < st->ncases; i++) {
		blocks[i] = irg_block(f);
		st->cases[i]->irg_block = blocks[i];
		if (st->cases[i]->kind == ST_DEFAULT)
			dflt = blocks[i];
	}
	/* One OpSwitch lists at most 16,383 cases (SPIR-V 2.17 Universal
	 * Limits): more go to further OpSwitches, each the default of the one
	 * before. */
	i = 0;
	while (f->cur) {
		Block *from = f->cur, *next = dflt;
		size_t room = 16383, k = i, listed = 0;

		/* a GNU range lists each of its values (sema bounds it); a
		 * range bigger than the room left starts the next OpSwitch */
		for (; k < st->ncases && listed < room; k++) {
			if (st->cases[k]->kind == ST_CASE && listed && listed + st->cases[k]->casen > room)
				break;
			listed += st->cases[k]->kind == ST_CASE ? st->cases[k]->casen : 0;
		}
		for (; k < st->ncases && st->cases[k]->kind != ST_CASE; k++)
			;
		if (k < st->ncases)
			next = irg_block(f);
		ops.n = 0;
		VEC_PUSH(&c->ar, &ops, sel);
		VEC_PUSH(&c->ar, &ops, next->label);
		irg_edge(f, from, next);
		for (; i < k; i++) {
			Stmt *cs = st->cases[i];
			uint64_t v;
			uint32_t n;

			if (cs->kind != ST_CASE || !(n = cs->casen))
				continue;
			for (v = (uint64_t)cs->caseval; n--; v++) {
				VEC_PUSH(&c->ar, &ops, (uint32_t)v);
				if (wide)
					VEC_PUSH(&c->ar, &ops, (uint32_t)(v >> 32));
				VEC_PUSH(&c->ar, &ops, blocks[i]->label);
			}
			irg_edge(f, from, blocks[i]);
		}
		irg_terminate(f, SpvOpSwitch, ops.v, ops.n, 0); /* func.c knows its literals */
		if (next == dflt)
			break;
		irg_start(f, next);
		irg_seal(f, next);
	}
	push_loop(f, &l, st, exit, f->loop ? f->loop->cont : NULL);
	irg_stmt(f, st->then);
	f->loop = l.up;
	irg_br(f, exit);
	/* a case block nothing reached is still placed and sealed */
	for (i = 0; i < st->ncases; i++) {
		if (!blocks[i]->placed) {
			irg_start(f, blocks[i]);
			irg_seal(f, blocks[i]);
			irg_br(f, exit);
		}
	}
	irg_start(f, exit);
	irg_seal(f, exit);
}

static Block *
label_block(F *f, Stmt *label)
{
	if (!label->irg_block) {
		label->irg_block = irg_block(f);
		VEC_PUSH(&f->g->c->ar, &f->labels, (Block *)label->irg_block);
	}
	return label->irg_block;
}

void
irg_stmt(F *f, Stmt *st)
{
	size_t i;
	Loop l;

	if (!f->cur && !has_label(st) && st->kind != ST_DECL)
		return; /* unreachable (a declaration still gets its object: a
		         * label later in its block may reach uses of it) */
	if (f->g->dbg && st->kind != ST_COMPOUND)
		irg_dbg_at(f, st->loc);
	switch (st->kind) {
	case ST_COMPOUND: {
		/* -g: a block with declarations is a lexical block (the
		 * function's own is the function's scope) */
		bool scope = f->g->dbg && st != f->sym->decl->body && declares(st);
		uint32_t up = scope ? irg_dbg_scope(f, st->loc) : 0;

		for (i = 0; i < st->nbody; i++)
			irg_stmt(f, st->body[i]);
		if (scope)
			irg_dbg_endscope(f, up);
		break;
	}
	case ST_EXPR: {
		uint32_t v = irg_rv(f, st->expr);

		if (st->expr == f->sxvalue)
			f->sxid = v; /* the value of the statement expression around it */
		break;
	}
	case ST_DECL:
		for (i = 0; i < st->ndecls; i++)
			local_decl(f, st->decls[i]);
		break;
	case ST_EMPTY:
		break;
	case ST_IF: {
		Block *bt = irg_block(f), *be = st->els ? irg_block(f) : NULL, *end = irg_block(f);

		if (st->expr->isconst && !has_label(st->then) && !has_label(st->els)) {
			/* if (0) / if (1): only the branch taken */
			Stmt *taken = st->expr->cval ? st->then : st->els;

			if (taken)
				irg_stmt(f, taken);
			break;
		}
		irg_brc(f, irg_cond(f, st->expr), bt, be ? be : end);
		irg_start(f, bt);
		irg_seal(f, bt);
		irg_stmt(f, st->then);
		irg_br(f, end);
		if (be) {
			irg_start(f, be);
			irg_seal(f, be);
			irg_stmt(f, st->els);
			irg_br(f, end);
		}
		irg_start(f, end);
		irg_seal(f, end);
		if (!end->preds.n)
			f->cur = NULL; /* neither branch falls through */
		break;
	}
	case ST_WHILE:
	case ST_FOR: {
		Block *head = irg_block(f), *body = irg_block(f), *exit = irg_block(f);
		Block *latch = st->kind == ST_FOR && st->expr2 ? irg_block(f) : head;
		/* -g: a for that declares its variable is a lexical block */
		bool scope = f->g->dbg && st->kind == ST_FOR && st->init && st->init->kind == ST_DECL;
		uint32_t up = scope ? irg_dbg_scope(f, st->loc) : 0;

		bool quiet = irg_dbg_quiet(f->g, st);

		if (st->kind == ST_FOR && st->init)
			irg_stmt(f, st->init);
		IRG_AT(f, st->loc);
		irg_br(f, head);
		f->dquiet += quiet;
		irg_start(f, head);
		if (st->expr && !(st->expr->isconst && st->expr->cval)) {
			uint32_t cnd = irg_cond(f, st->expr);

			loop_merge(f, st, exit, latch);
			irg_brc(f, cnd, body, exit);
		} else {
			loop_merge(f, st, exit, latch);
			irg_br(f, body);
		}
		irg_start(f, body);
		irg_seal(f, body);
		push_loop(f, &l, st, exit, latch);
		irg_stmt(f, st->then);
		f->loop = l.up;
		irg_br(f, latch);
		if (latch != head) {
			irg_start(f, latch);
			irg_seal(f, latch);
			IRG_AT(f, st->loc);
			irg_rv(f, st->expr2);
			irg_br(f, head);
		}
		irg_seal(f, head);
		f->dquiet -= quiet;
		irg_start(f, exit);
		irg_seal(f, exit);
		if (!exit->preds.n)
			f->cur = NULL;
		if (scope)
			irg_dbg_endscope(f, up);
		break;
	}
	case ST_DO: {
		Block *body = irg_block(f), *latch = irg_block(f), *exit = irg_block(f);
		/* with an unroll hint the loop gets a header of its own for the
		 * OpLoopMerge (the body's last block may be anywhere) */
		Block *head = st->unroll != -2 ? irg_block(f) : body;
		bool quiet = irg_dbg_quiet(f->g, st);

		irg_br(f, head);
		f->dquiet += quiet;
		irg_start(f, head);
		if (head != body) {
			loop_merge(f, st, exit, latch);
			irg_br(f, body);
			irg_start(f, body);
			irg_seal(f, body);
		}
		push_loop(f, &l, st, exit, latch);
		irg_stmt(f, st->then);
		f->loop = l.up;
		irg_br(f, latch);
		irg_start(f, latch);
		irg_seal(f, latch);
		IRG_AT(f, st->expr->loc);
		if (!latch->preds.n) {
			/* the body never reaches the condition */
			f->cur = NULL;
		} else {
			uint32_t cnd = irg_cond(f, st->expr);

			irg_brc(f, cnd, head, exit);
		}
		irg_seal(f, head);
		f->dquiet -= quiet;
		irg_start(f, exit);
		irg_seal(f, exit);
		if (!exit->preds.n)
			f->cur = NULL;
		break;
	}
	case ST_BREAK:
		irg_br(f, find_loop(f, st->target)->brk);
		break;
	case ST_CONTINUE:
		irg_br(f, find_loop(f, st->target)->cont);
		break;
	case ST_RETURN:
		if (st->expr && st->expr->type && st->expr->type->kind != T_VOID) {
			uint32_t v = irg_rv(f, st->expr);

			if (f->sym->type->base->kind != T_VOID) {
				irg_terminate(f, SpvOpReturnValue, &v, 1, 0);
				break;
			}
		} else if (st->expr) {
			irg_rv(f, st->expr);
		}
		irg_terminate(f, SpvOpReturn, NULL, 0, 0);
		break;
	case ST_SWITCH:
		switch_stmt(f, st);
		break;
	case ST_CASE:
	case ST_DEFAULT: {
		Block *b = st->irg_block;

		irg_br(f, b); /* fall through from the case above */
		irg_start(f, b);
		irg_seal(f, b);
		break;
	}
	case ST_LABEL: {
		/* a label's block may gain predecessors from gotos anywhere in the
		 * function: it is sealed when the function ends */
		Block *b = label_block(f, st);

		irg_br(f, b);
		if (f->dquietlabel) {
			/* -g: from here on a goto may make a loop (dbgloops.c) */
			f->dquiet++;
			f->dquietlabel = false;
		}
		irg_start(f, b);
		irg_stmt(f, st->then);
		break;
	}
	case ST_GOTO:
		irg_br(f, label_block(f, st->target));
		break;
	}
}
