/* func.c — functions as blocks of instructions, and SSA construction after
 * Braun, Buchwald, Hack, Leißa, Mallon and Zwinkau, "Simple and Efficient
 * Construction of Static Single Assignment Form" (CC 2013): a variable's
 * current value is looked up per block, recursively through the
 * predecessors, placing phis where paths meet; blocks whose predecessors
 * are not all known yet (loop headers) get incomplete phis that are filled
 * in when the block is sealed.  Trivial phis are removed at the end, their
 * ids forwarded to what they stood for. */
#include <string.h>

#include "ir.h"

/* ---- blocks ---- */

Block *
irg_block(F *f)
{
	Block *b = ar_alloc(&f->g->c->ar, sizeof *b);

	b->label = spv_id(&f->g->m);
	return b;
}

void
irg_start(F *f, Block *b)
{
	if (!b->placed) {
		VEC_PUSH(&f->g->c->ar, &f->blocks, b);
		b->placed = true;
		b->dquiet = f->dquiet > 0;
	}
	f->cur = b;
}

void
irg_edge(F *f, Block *from, Block *to)
{
	size_t i;

	/* several switch cases may share a block: one edge per predecessor */
	for (i = 0; i < to->preds.n; i++)
		if (to->preds.v[i] == from)
			return;
	VEC_PUSH(&f->g->c->ar, &to->preds, from);
}

static Inst *
push_inst(F *f, Block *b, SpvOp op, uint32_t type, uint32_t result, const uint32_t *ops,
          size_t n, uint64_t lits)
{
	Inst in = {0};

	/* SPIR-V 2.3: no instruction is longer than 65,535 words (callers
	 * split what can be split: switch_stmt) */
	if (n + 1 + (type ? 1 : 0) + (result ? 1 : 0) > SPV_MAX_WORDS) {
		zc_error(f->g->c, f->sym->loc, "'%s' is too large for SPIR-V: one of its instructions would need %zu operands",
		         f->sym->name, n);
		n = 0;
	}
	in.op = (uint16_t)op;
	in.n = (uint16_t)n;
	in.type = type;
	in.result = result;
	in.lits = lits;
	in.dloc = f->dloc;
	if (n) {
		in.ops = ar_alloc(&f->g->c->ar, n * sizeof *in.ops);
		memcpy(in.ops, ops, n * sizeof *in.ops);
	}
	VEC_PUSH(&f->g->c->ar, &b->insts, in);
	return &VEC_LAST(&b->insts);
}

/* Instructions emitted while there is no current block (dead code after a
 * return that sema could not rule out) go to a fresh unreachable block. */
Block *
irg_cur(F *f)
{
	if (!f->cur) {
		Block *b = irg_block(f);

		irg_start(f, b);
		irg_seal(f, b);
	}
	return f->cur;
}

uint32_t
irg_instl(F *f, SpvOp op, uint32_t type, const uint32_t *ops, size_t n, uint64_t lits)
{
	uint32_t id = spv_id(&f->g->m);

	push_inst(f, irg_cur(f), op, type, id, ops, n, lits);
	return id;
}

uint32_t
irg_inst(F *f, SpvOp op, uint32_t type, const uint32_t *ops, size_t n)
{
	return irg_instl(f, op, type, ops, n, 0);
}

void
irg_inst0l(F *f, SpvOp op, const uint32_t *ops, size_t n, uint64_t lits)
{
	push_inst(f, irg_cur(f), op, 0, 0, ops, n, lits);
}

void
irg_inst0(F *f, SpvOp op, const uint32_t *ops, size_t n)
{
	irg_inst0l(f, op, ops, n, 0);
}

void
irg_terminate(F *f, SpvOp op, const uint32_t *ops, size_t n, uint64_t lits)
{
	Block *b = irg_cur(f);

	push_inst(f, b, op, 0, 0, ops, n, lits);
	b->terminated = true;
	f->cur = NULL;
}

void
irg_br(F *f, Block *to)
{
	Block *b = f->cur;

	if (!b)
		return; /* unreachable: no edge */
	irg_edge(f, b, to);
	irg_terminate(f, SpvOpBranch, &to->label, 1, 0);
}

void
irg_brc(F *f, uint32_t cond, Block *t, Block *e)
{
	Block *b = f->cur;
	uint32_t ops[3];

	if (!b)
		return;
	if (t == e) {
		irg_br(f, t);
		return;
	}
	ops[0] = cond;
	ops[1] = t->label;
	ops[2] = e->label;
	irg_edge(f, b, t);
	irg_edge(f, b, e);
	irg_terminate(f, SpvOpBranchConditional, ops, 3, 0);
}

uint32_t
irg_local_var(F *f, uint32_t ptrtype)
{
	Inst in = {0};

	in.op = SpvOpVariable;
	in.type = ptrtype;
	in.result = spv_id(&f->g->m);
	in.n = 1;
	in.ops = ar_alloc(&f->g->c->ar, sizeof *in.ops);
	in.ops[0] = SpvStorageClassFunction;
	in.lits = 1;
	VEC_PUSH(&f->g->c->ar, &f->vars, in);
	return in.result;
}

/* ---- SSA variables ---- */

int
irg_new_var(F *f, Type *t)
{
	Var v = {0};

	v.type = t;
	v.spvtype = irg_type(f->g, t);
	VEC_PUSH(&f->g->c->ar, &f->vars_ssa, v);
	return (int)f->vars_ssa.n - 1;
}

static uint64_t
defkey(int var, Block *b)
{
	return (uint64_t)b->label << 32 | (uint32_t)(var + 1);
}

void
irg_write_var(F *f, int var, Block *b, uint32_t value)
{
	u64_put(f->g->c, &f->defs, defkey(var, b), value);
}

static uint32_t read_recursive(F *f, int var, Block *b);

static Phi *
new_phi(F *f, int var, Block *b)
{
	Phi *p = ar_alloc(&f->g->c->ar, sizeof *p);

	p->type = f->vars_ssa.v[var].spvtype;
	p->result = spv_id(&f->g->m);
	p->var = var;
	p->block = b;
	VEC_PUSH(&f->g->c->ar, &b->phis, p);
	return p;
}

static void
phi_operands(F *f, Phi *p)
{
	size_t i;

	for (i = 0; i < p->block->preds.n; i++) {
		Block *pred = p->block->preds.v[i];
		uint32_t v = irg_read_var(f, p->var, pred);

		VEC_PUSH(&f->g->c->ar, &p->ops, v);
		VEC_PUSH(&f->g->c->ar, &p->ops, pred->label);
	}
}

uint32_t
irg_read_var(F *f, int var, Block *b)
{
	uint32_t v = u64_get(&f->defs, defkey(var, b));

	if (v)
		return v;
	return read_recursive(f, var, b);
}

static uint32_t
read_recursive(F *f, int var, Block *b)
{
	uint32_t v;

	if (!b->sealed) {
		Phi *p = new_phi(f, var, b);

		VEC_PUSH(&f->g->c->ar, &b->incomplete, p);
		v = p->result;
	} else if (b->preds.n == 0) {
		/* read before any write: the value is undefined */
		v = spv_undef(&f->g->m, f->vars_ssa.v[var].spvtype);
	} else if (b->preds.n == 1) {
		v = irg_read_var(f, var, b->preds.v[0]);
	} else {
		/* break cycles: define the phi before reading the operands */
		Phi *p = new_phi(f, var, b);

		irg_write_var(f, var, b, p->result);
		phi_operands(f, p);
		v = p->result;
	}
	irg_write_var(f, var, b, v);
	return v;
}

void
irg_seal(F *f, Block *b)
{
	size_t i;

	if (b->sealed)
		return;
	b->sealed = true;
	for (i = 0; i < b->incomplete.n; i++)
		phi_operands(f, b->incomplete.v[i]);
	b->incomplete.n = 0;
}

/* ---- writing the function ---- */

static uint32_t
fwd(F *f, uint32_t id)
{
	uint32_t r;
	int guard = 0;

	while ((r = u64_get(&f->fwd, id)) && guard++ < 100000)
		id = r;
	return id;
}

/* Remove phis whose operands are all one value (or the phi itself), until
 * none is left; forwarding chains make the replacements transitive. */
static void
remove_trivial_phis(F *f)
{
	bool changed = true;
	size_t i, j, k;

	while (changed) {
		changed = false;
		for (i = 0; i < f->blocks.n; i++) {
			Block *b = f->blocks.v[i];

			for (j = 0; j < b->phis.n; j++) {
				Phi *p = b->phis.v[j];
				uint32_t same = 0;
				bool trivial = true;

				if (p->dead)
					continue;
				for (k = 0; k < p->ops.n; k += 2) {
					uint32_t v = fwd(f, p->ops.v[k]);

					if (v == p->result || v == same)
						continue;
					if (same) {
						trivial = false;
						break;
					}
					same = v;
				}
				if (!trivial)
					continue;
				if (!same)
					same = spv_undef(&f->g->m, p->type);
				u64_put(f->g->c, &f->fwd, p->result, same);
				p->dead = true;
				changed = true;
			}
		}
	}
}

static void
write_inst(F *f, Words *w, const Inst *in)
{
	Ctx *c = f->g->c;
	size_t i, n = in->n + (in->type ? 1 : 0) + (in->result ? 1 : 0);

	words_push(c, w, (uint32_t)(n + 1) << 16 | in->op);
	if (in->type)
		words_push(c, w, in->type);
	if (in->result)
		words_push(c, w, in->result);
	for (i = 0; i < in->n; i++) {
		/* OpSwitch: only the selector is an id that may be forwarded */
		bool lit = in->op == SpvOpSwitch ? i > 0 : i < 64 && ((in->lits >> i) & 1);

		words_push(c, w, lit ? in->ops[i] : fwd(f, in->ops[i]));
	}
}

/* Blocks nothing reaches from the entry (code after a return, a loop a
 * goto jumps over) are dropped with the phi operands that come from them:
 * SSA construction there can tie a value to itself, since such code never
 * gets an incoming value. */
static void
drop_unreachable(F *f)
{
	Ctx *c = f->g->c;
	VEC(Block *) work = {0};
	U64Map reach = {0}, succs = {0};
	VEC(Block *) kept = {0};
	size_t i, j;

	/* successors from the predecessor lists: label -> index+1 in a flat list */
	VEC(Block *) edges = {0};
	VEC(uint32_t) next = {0};

	for (i = 0; i < f->blocks.n; i++) {
		Block *b = f->blocks.v[i];

		for (j = 0; j < b->preds.n; j++) {
			uint32_t head = u64_get(&succs, b->preds.v[j]->label);

			VEC_PUSH(&c->ar, &edges, b);
			VEC_PUSH(&c->ar, &next, head);
			u64_put(c, &succs, b->preds.v[j]->label, (uint32_t)edges.n);
		}
	}
	if (!f->blocks.n)
		return;
	VEC_PUSH(&c->ar, &work, f->blocks.v[0]);
	u64_put(c, &reach, f->blocks.v[0]->label, 1);
	while (work.n) {
		Block *b = work.v[--work.n];
		uint32_t e;

		for (e = u64_get(&succs, b->label); e; e = next.v[e - 1]) {
			Block *s = edges.v[e - 1];

			if (!u64_get(&reach, s->label)) {
				u64_put(c, &reach, s->label, 1);
				VEC_PUSH(&c->ar, &work, s);
			}
		}
	}
	for (i = 0; i < f->blocks.n; i++) {
		Block *b = f->blocks.v[i];

		if (!u64_get(&reach, b->label))
			continue;
		for (j = 0; j < b->phis.n; j++) {
			Phi *p = b->phis.v[j];
			size_t k, o = 0;

			for (k = 0; k < p->ops.n; k += 2) {
				if (u64_get(&reach, p->ops.v[k + 1])) {
					p->ops.v[o++] = p->ops.v[k];
					p->ops.v[o++] = p->ops.v[k + 1];
				}
			}
			p->ops.n = o;
		}
		VEC_PUSH(&c->ar, &kept, b);
	}
	f->blocks.v = kept.v;
	f->blocks.n = kept.n;
}

/* The FunctionControl of a function, the GPU compiler's inlining hint:
 * noinline and always_inline become DontInline and Inline (noinline
 * winning, as in clang); -fno-inline(-functions), -cl-opt-disable and -O0 mark
 * every other function DontInline and -finline-hint-functions those not
 * declared inline, as clang-15 marks them noinline at -O0 and with those
 * options (llvm-spirv turns noinline into DontInline).  Without them the
 * control says nothing and IGC decides. */
uint32_t
irg_function_control(G *g, const Symbol *s)
{
	/* -O0 is clang's -cl-opt-disable (opt_level holds n + 1) */
	bool o0 = g->c->opt.opt_disable || g->c->opt.opt_level == 1;
	int mode = o0 ? ZC_INLINE_ALWAYS : g->c->opt.inlining;

	if (s->noinline)
		return SpvFunctionControlDontInlineMask;
	if (s->always_inline)
		return SpvFunctionControlInlineMask;
	if (mode == ZC_INLINE_ALWAYS || (mode == ZC_INLINE_HINT && !s->inline_kw))
		return SpvFunctionControlDontInlineMask;
	return SpvFunctionControlMaskNone;
}

void
irg_finish_function(F *f)
{
	SpvBuilder *m = &f->g->m;
	Words *w = &m->sec[SEC_FUNCTION];
	Ctx *c = f->g->c;
	size_t i, j, k;
	uint32_t ops[4];

	drop_unreachable(f);
	remove_trivial_phis(f);
	ops[0] = f->rettype;
	ops[1] = f->id;
	ops[2] = irg_function_control(f->g, f->sym);
	ops[3] = f->fntype;
	spv_emit(m, w, SpvOpFunction, ops, 4);
	for (i = 0; i < f->params.n; i++) {
		Type *pt = f->sym->type->params[i];

		ops[0] = irg_param_type(f->g, pt, f->byval);
		ops[1] = f->params.v[i];
		spv_emit(m, w, SpvOpFunctionParameter, ops, 2);
	}
	for (i = 0; i < f->blocks.n; i++) {
		Block *b = f->blocks.v[i];
		DbgCur cur = {0, 0}; /* DebugScope and OpLine end with the block */

		spv_emit(m, w, SpvOpLabel, &b->label, 1);
		for (j = 0; j < b->phis.n; j++) {
			Phi *p = b->phis.v[j];

			if (p->dead)
				continue;
			if (3 + p->ops.n > SPV_MAX_WORDS) {
				zc_error(c, f->sym->loc, "'%s' is too large for SPIR-V: a value merges from %zu branches, more than one OpPhi can list",
				         f->sym->name, p->ops.n / 2);
				continue;
			}
			words_push(c, w, (uint32_t)(3 + p->ops.n) << 16 | SpvOpPhi);
			words_push(c, w, p->type);
			words_push(c, w, p->result);
			for (k = 0; k < p->ops.n; k += 2) {
				words_push(c, w, fwd(f, p->ops.v[k]));
				words_push(c, w, p->ops.v[k + 1]);
			}
		}
		if (i == 0)
			for (j = 0; j < f->vars.n; j++)
				write_inst(f, w, &f->vars.v[j]);
		if (f->g->dbg)
			irg_dbg_phis(f, w, b, &cur);
		for (j = 0; j < b->insts.n; j++) {
			const Inst *in = &b->insts.v[j];

			/* a merge instruction is followed by its branch at once */
			if (in->dloc && f->g->dbg &&
			    !(j && (b->insts.v[j - 1].op == SpvOpLoopMerge || b->insts.v[j - 1].op == SpvOpSelectionMerge)))
				irg_dbg_before(f, w, in->dloc, &cur);
			write_inst(f, w, in);
		}
		if (!b->terminated) {
			/* only possible for a block nothing branches to */
			uint32_t op = (uint32_t)1 << 16 | SpvOpUnreachable;

			words_push(c, w, op);
		}
	}
	spv_emit(m, w, SpvOpFunctionEnd, NULL, 0);
}

/* An explicit phi at the top of the current block (for && || and ?:). */
uint32_t
irg_phi(F *f, uint32_t type, const uint32_t *vals, Block *const *from, size_t n)
{
	Block *b = f->cur;
	Phi *p;
	size_t i;

	ZC_ASSERT(f->g->c, b);
	p = ar_alloc(&f->g->c->ar, sizeof *p);
	p->type = type;
	p->result = spv_id(&f->g->m);
	p->var = -1;
	p->block = b;
	for (i = 0; i < n; i++) {
		VEC_PUSH(&f->g->c->ar, &p->ops, vals[i]);
		VEC_PUSH(&f->g->c->ar, &p->ops, from[i]->label);
	}
	VEC_PUSH(&f->g->c->ar, &b->phis, p);
	return p->result;
}
