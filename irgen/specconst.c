/* specconst.c — specialization constants (sema/specconst.c made them of
 * the program's __spirv_SpecConstant and __spirv_SpecConstantComposite
 * calls), written as llvm-spirv writes them: OpSpecConstant of the type
 * with the default as its literal (OpSpecConstantTrue or False for a bool),
 * decorated SpecId, once per SpecId (G.specs); OpSpecConstantComposite
 * of its constituents, specialization constants or constants, for a
 * vector or a struct.  They live with the constants (SPIR-V 2.4, the
 * section of types, constants and global variables). */
#include <string.h>

#include "ir.h"

/* the expression under sema's conversions that change nothing */
static Expr *
bare(Expr *e)
{
	while (e->kind == EX_CAST && e->implicit && e->conv == CV_NONE)
		e = e->a;
	return e;
}

static uint32_t
scalar(G *g, Expr *e)
{
	SpvBuilder *m = &g->m;
	Type *t = e->type;
	uint32_t type = irg_type(g, t), ops[4] = {type, 0, 0, 0}, id;
	uint64_t bits = 0;
	size_t n = 2;
	SpvOp op = SpvOpSpecConstant;
	int64_t specid = e->args[0]->cval;
	CVal v;

	if ((id = u64_get(&g->specs, (uint64_t)specid + 1)))
		return id;
	if (!sema_eval(e->args[1], &v))
		zc_fatal(g->c, "internal error: the default of specialization constant %lld is no constant", (long long)specid);
	if (t->kind == T_BOOL) {
		op = v.v[0].i ? SpvOpSpecConstantTrue : SpvOpSpecConstantFalse;
	} else if (t->kind == T_FLOAT) {
		double d = v.type && ty_elem(v.type)->kind == T_FLOAT ? v.v[0].f : (double)v.v[0].i;

		if (t->bits == 64) {
			memcpy(&bits, &d, sizeof bits);
		} else if (t->bits == 32) {
			float x = (float)d;
			uint32_t u;

			memcpy(&u, &x, sizeof u);
			bits = u;
		} else {
			bits = spv_half_bits(d);
		}
		n = t->bits == 64 ? 4 : 3;
	} else {
		/* narrower than 32 bits: the value's own bits, zero above (the
		 * OpenCL environment's integers have no signedness) */
		bits = (uint64_t)v.v[0].i;
		if (t->bits < 32)
			bits &= (1ull << t->bits) - 1;
		else if (t->bits == 32)
			bits &= 0xffffffffu;
		n = t->bits == 64 ? 4 : 3;
	}
	id = spv_id(m);
	ops[1] = id;
	ops[2] = (uint32_t)bits;
	ops[3] = (uint32_t)(bits >> 32);
	spv_emit(m, &m->sec[SEC_GLOBAL], op, ops, n);
	spv_decorate(m, id, SpvDecorationSpecId, OPS((uint32_t)specid));
	u64_put(g->c, &g->specs, (uint64_t)specid + 1, id);
	return id;
}

static uint32_t
constituent(G *g, Expr *a)
{
	CVal v;

	a = bare(a);
	if (a->kind == EX_CALL && !a->sym && a->name && strcmp(a->name, "specconst") == 0)
		return scalar(g, a);
	if (a->kind == EX_CALL && !a->sym && a->name && strcmp(a->name, "specconst_composite") == 0)
		return irg_specconst(g, a);
	if (!sema_eval(a, &v))
		zc_fatal(g->c, "internal error: a constituent of a specialization constant composite is no constant");
	return irg_cval(g, &v, a->type, false);
}

uint32_t
irg_specconst(G *g, Expr *e)
{
	SpvBuilder *m = &g->m;
	uint32_t ops[64];
	size_t i;

	if (strcmp(e->name, "specconst") == 0)
		return scalar(g, e);
	ZC_ASSERT(g->c, e->nargs <= 62);
	for (i = 0; i < e->nargs; i++)
		ops[2 + i] = constituent(g, e->args[i]);
	ops[0] = irg_type(g, e->type);
	ops[1] = spv_id(m);
	spv_emit(m, &m->sec[SEC_GLOBAL], SpvOpSpecConstantComposite, ops, 2 + e->nargs);
	return ops[1];
}
