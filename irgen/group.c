/* group.c — the functions that act on a whole work-group or subgroup:
 * OpenCL 2.0 work-group collectives and cl_khr_subgroups (OpGroup*
 * instructions, capability Groups, Workgroup or Subgroup execution scope),
 * the extended subgroup extensions cl_khr_subgroup_* (GroupNonUniform*
 * instructions, which need SPIR-V 1.3: the module's version is raised
 * through SpvBuilder.min_version), and cl_intel_subgroups
 * (SPV_INTEL_subgroups shuffles and block reads and writes).
 *
 * The opcode of an arithmetic collective follows the operand's type:
 * IAdd/FAdd, SMin/UMin/FMin, and so on (BiGroupOp).  Predicates come in as
 * int and go to SPIR-V as bool (x != 0); bool results go back as 1 or 0. */
#include <string.h>

#include "ir.h"

/* an int argument as a bool (x != 0) */
static uint32_t
pred(F *f, Expr *e)
{
	return irg_inst(f, SpvOpINotEqual, T(f, ty_bool(C(f))),
	                OPS(irg_rv(f, e), irg_const_int(f->g, e->type, 0)));
}

/* the opcode of an arithmetic group operation on element type t: OpGroup*
 * (non-uniform false) or OpGroupNonUniform* */
static SpvOp
arith_op(F *f, unsigned bg, Type *t, bool nu)
{
	bool fl = t && t->kind == T_FLOAT, sg = t && t->kind == T_INT && t->is_signed;

	switch ((enum BiGroupOp)bg) {
	case BG_ADD:
		return nu ? (fl ? SpvOpGroupNonUniformFAdd : SpvOpGroupNonUniformIAdd) : fl ? SpvOpGroupFAdd : SpvOpGroupIAdd;
	case BG_MUL:
		return fl ? SpvOpGroupNonUniformFMul : SpvOpGroupNonUniformIMul;
	case BG_MIN:
		if (nu)
			return fl ? SpvOpGroupNonUniformFMin : sg ? SpvOpGroupNonUniformSMin : SpvOpGroupNonUniformUMin;
		return fl ? SpvOpGroupFMin : sg ? SpvOpGroupSMin : SpvOpGroupUMin;
	case BG_MAX:
		if (nu)
			return fl ? SpvOpGroupNonUniformFMax : sg ? SpvOpGroupNonUniformSMax : SpvOpGroupNonUniformUMax;
		return fl ? SpvOpGroupFMax : sg ? SpvOpGroupSMax : SpvOpGroupUMax;
	case BG_AND: return SpvOpGroupNonUniformBitwiseAnd;
	case BG_OR: return SpvOpGroupNonUniformBitwiseOr;
	case BG_XOR: return SpvOpGroupNonUniformBitwiseXor;
	case BG_LAND: return SpvOpGroupNonUniformLogicalAnd;
	case BG_LOR: return SpvOpGroupNonUniformLogicalOr;
	case BG_LXOR: return SpvOpGroupNonUniformLogicalXor;
	}
	zc_fatal(C(f), "internal error: group operation %u", bg);
}

/* the GroupNonUniform instructions: SPIR-V 1.3 and their capabilities */
static void
non_uniform(F *f, SpvCapability cap)
{
	SpvBuilder *m = &f->g->m;

	if (m->min_version < 0x10300)
		m->min_version = 0x10300;
	spv_cap(m, SpvCapabilityGroupNonUniform);
	spv_cap(m, cap);
}

static void
intel(F *f, SpvCapability cap)
{
	spv_ext(&f->g->m, "SPV_INTEL_subgroups");
	spv_cap(&f->g->m, cap);
}

/* cl_mem_fence_flags to semantics, with acquire-release ordering */
static uint32_t
fence_sem(F *f, Expr *flags)
{
	int64_t v = flags->isconst ? flags->cval : 7;

	return irg_uint(f->g, SpvMemorySemanticsAcquireReleaseMask |
	                      (v & 1 ? SpvMemorySemanticsWorkgroupMemoryMask : 0) |
	                      (v & 2 ? SpvMemorySemanticsCrossWorkgroupMemoryMask : 0) |
	                      (v & 4 ? SpvMemorySemanticsImageMemoryMask : 0));
}

static uint32_t
nu_call(F *f, Expr *e, const Builtin *b)
{
	Ctx *c = C(f);
	uint32_t sc = irg_uint(f->g, SpvScopeSubgroup), r;
	Type *bt = ty_bool(c);
	SpvOp op = (SpvOp)b->aux;

	non_uniform(f, (SpvCapability)b->aux2);
	switch (op) {
	case SpvOpGroupNonUniformElect:
		r = irg_inst(f, op, T(f, bt), OPS(sc));
		return irg_bool_to_int(f, r, e->type);
	case SpvOpGroupNonUniformAll:
	case SpvOpGroupNonUniformAny:
		r = irg_inst(f, op, T(f, bt), OPS(sc, pred(f, e->args[0])));
		return irg_bool_to_int(f, r, e->type);
	case SpvOpGroupNonUniformAllEqual:
		r = irg_inst(f, op, T(f, bt), OPS(sc, irg_rv(f, e->args[0])));
		return irg_bool_to_int(f, r, e->type);
	case SpvOpGroupNonUniformBallot:
		return irg_inst(f, op, T(f, e->type), OPS(sc, pred(f, e->args[0])));
	case SpvOpGroupNonUniformInverseBallot:
		r = irg_inst(f, op, T(f, bt), OPS(sc, irg_rv(f, e->args[0])));
		return irg_bool_to_int(f, r, e->type);
	case SpvOpGroupNonUniformBallotBitExtract:
		r = irg_inst(f, op, T(f, bt), OPS(sc, irg_rv(f, e->args[0]), irg_rv(f, e->args[1])));
		return irg_bool_to_int(f, r, e->type);
	case SpvOpGroupNonUniformBallotBitCount: {
		/* the name says which count: the whole ballot or a scan */
		uint32_t gop = strstr(b->name, "inclusive") ? SpvGroupOperationInclusiveScan :
		               strstr(b->name, "exclusive") ? SpvGroupOperationExclusiveScan : SpvGroupOperationReduce;

		return irg_instl(f, op, T(f, e->type), OPS(sc, gop, irg_rv(f, e->args[0])), 2);
	}
	case SpvOpGroupNonUniformBroadcastFirst:
	case SpvOpGroupNonUniformBallotFindLSB:
	case SpvOpGroupNonUniformBallotFindMSB:
		return irg_inst(f, op, T(f, e->type), OPS(sc, irg_rv(f, e->args[0])));
	default:
		/* Broadcast, Shuffle, ShuffleXor, ShuffleUp, ShuffleDown: (value, id) */
		return irg_inst(f, op, T(f, e->type), OPS(sc, irg_rv(f, e->args[0]), irg_rv(f, e->args[1])));
	}
}

static uint32_t
nu_arith(F *f, Expr *e, const Builtin *b)
{
	Ctx *c = C(f);
	uint32_t sc = irg_uint(f->g, SpvScopeSubgroup), v, r;
	bool logical = b->aux2 >= BG_LAND;
	Type *t = logical ? ty_bool(c) : e->type;
	SpvOp op = arith_op(f, b->aux2, e->gentype, true);

	non_uniform(f, SpvCapabilityGroupNonUniformArithmetic);
	v = logical ? pred(f, e->args[0]) : irg_rv(f, e->args[0]);
	if (b->aux == SpvGroupOperationClusteredReduce) {
		spv_cap(&f->g->m, SpvCapabilityGroupNonUniformClustered);
		r = irg_instl(f, op, T(f, t), OPS(sc, b->aux, v, irg_uint(f->g, (uint32_t)e->args[1]->cval)), 2);
	} else {
		r = irg_instl(f, op, T(f, t), OPS(sc, b->aux, v), 2);
	}
	return logical ? irg_bool_to_int(f, r, e->type) : r;
}

/* cl_khr_subgroup_rotate: the value of the work-item (id + delta) mod
 * the maximum subgroup size, or within clusters of the constant size c,
 * (id - id % c) + (id % c + delta) % c; an OpGroupNonUniformShuffle from
 * that id (IGC reads no OpGroupNonUniformRotateKHR).  The sizes are
 * powers of two, so unsigned wrap-around of a negative delta is harmless. */
static uint32_t
rotate(F *f, Expr *e, const Builtin *b)
{
	Ctx *c = C(f);
	Type *u = ty_int(c, 32, false);
	uint32_t tu = T(f, u), x = irg_rv(f, e->args[0]), delta = irg_rv(f, e->args[1]);
	uint32_t id = irg_instl(f, SpvOpLoad, tu, OPS(irg_builtin_var(f->g, SpvBuiltInSubgroupLocalInvocationId, u),
	                                              SpvMemoryAccessAlignedMask, 4), 6);
	uint32_t idx;

	if (b->aux) {
		uint32_t cs = irg_rv(f, e->args[2]);
		uint32_t in = irg_inst(f, SpvOpUMod, tu, OPS(id, cs));
		uint32_t base = irg_inst(f, SpvOpISub, tu, OPS(id, in));
		uint32_t off = irg_inst(f, SpvOpUMod, tu, OPS(irg_inst(f, SpvOpIAdd, tu, OPS(in, delta)), cs));

		idx = irg_inst(f, SpvOpIAdd, tu, OPS(base, off));
	} else {
		uint32_t max = irg_instl(f, SpvOpLoad, tu, OPS(irg_builtin_var(f->g, SpvBuiltInSubgroupMaxSize, u),
		                                               SpvMemoryAccessAlignedMask, 4), 6);

		idx = irg_inst(f, SpvOpUMod, tu, OPS(irg_inst(f, SpvOpIAdd, tu, OPS(id, delta)), max));
	}
	non_uniform(f, SpvCapabilityGroupNonUniformShuffle);
	return irg_inst(f, SpvOpGroupNonUniformShuffle, T(f, e->type), OPS(irg_uint(f->g, SpvScopeSubgroup), x, idx));
}

/* intel_sub_group_block_read/write: buffers (SubgroupBufferBlockIOINTEL;
 * __global, or __local with cl_intel_subgroup_local_block_io: the same
 * instructions on a Workgroup pointer) or image2d_t with int2 byte
 * coordinates (SubgroupImageBlockIOINTEL) */
static uint32_t
block_io(F *f, Expr *e, const Builtin *b)
{
	uint32_t a0 = irg_rv(f, e->args[0]), a1 = e->nargs > 1 ? irg_rv(f, e->args[1]) : 0;

	if (b->op == BS_BLOCK_READ) {
		if (b->aux == 1) {
			intel(f, SpvCapabilitySubgroupImageBlockIOINTEL);
			return irg_inst(f, SpvOpSubgroupImageBlockReadINTEL, T(f, e->type), OPS(a0, a1));
		}
		intel(f, SpvCapabilitySubgroupBufferBlockIOINTEL);
		return irg_inst(f, SpvOpSubgroupBlockReadINTEL, T(f, e->type), OPS(a0));
	}
	if (b->aux == 1) {
		intel(f, SpvCapabilitySubgroupImageBlockIOINTEL);
		irg_inst0(f, SpvOpSubgroupImageBlockWriteINTEL, OPS(a0, a1, irg_rv(f, e->args[2])));
		return 0;
	}
	intel(f, SpvCapabilitySubgroupBufferBlockIOINTEL);
	irg_inst0(f, SpvOpSubgroupBlockWriteINTEL, OPS(a0, a1));
	return 0;
}

/* intel_sub_group_media_block_read/write(int2 offset, int width, int
 * height, [data,] image2d_t): SPV_INTEL_media_block_io, whose operands come
 * image first */
static uint32_t
media_block_io(F *f, Expr *e, const Builtin *b)
{
	uint32_t coord = irg_rv(f, e->args[0]), w = irg_rv(f, e->args[1]), h = irg_rv(f, e->args[2]);
	uint32_t img = irg_rv(f, e->args[e->nargs - 1]);

	spv_ext(&f->g->m, "SPV_INTEL_media_block_io");
	spv_cap(&f->g->m, SpvCapabilitySubgroupImageMediaBlockIOINTEL);
	if (b->op == BS_MEDIA_READ)
		return irg_inst(f, SpvOpSubgroupImageMediaBlockReadINTEL, T(f, e->type), OPS(img, coord, w, h));
	irg_inst0(f, SpvOpSubgroupImageMediaBlockWriteINTEL, OPS(img, coord, w, h, irg_rv(f, e->args[3])));
	return 0;
}

uint32_t
irg_group(F *f, Expr *e, const Builtin *b)
{
	Ctx *c = C(f);
	G *g = f->g;
	uint32_t r;

	switch (b->op) {
	case BS_GROUP_VOTE:
		spv_cap(&g->m, SpvCapabilityGroups);
		r = irg_inst(f, (SpvOp)b->aux2, T(f, ty_bool(c)), OPS(irg_uint(g, b->aux), pred(f, e->args[0])));
		return irg_bool_to_int(f, r, e->type);
	case BS_GROUP_BCAST: {
		uint32_t v = irg_rv(f, e->args[0]), id;

		spv_cap(&g->m, SpvCapabilityGroups);
		if (e->nargs == 2) {
			id = irg_rv(f, e->args[1]);
		} else {
			/* work_group_broadcast(x, lx, ly[, lz]): the local id as a vector */
			Type *vt = ty_vector(c, ty_size(c), (unsigned)e->nargs - 1);
			uint32_t parts[3];
			Type *types[3];
			size_t i;

			for (i = 1; i < e->nargs && i <= 3; i++) {
				parts[i - 1] = irg_rv(f, e->args[i]);
				types[i - 1] = ty_size(c);
			}
			id = irg_vector(f, vt, parts, types, i - 1);
		}
		return irg_inst(f, SpvOpGroupBroadcast, T(f, e->type), OPS(irg_uint(g, b->aux), v, id));
	}
	case BS_GROUP_ARITH:
		spv_cap(&g->m, SpvCapabilityGroups);
		return irg_instl(f, arith_op(f, b->aux2, e->gentype, false), T(f, e->type),
		                 OPS(irg_uint(g, b->aux & 0xf), b->aux >> 4, irg_rv(f, e->args[0])), 2);
	case BS_SG_BARRIER:
		irg_inst0(f, SpvOpControlBarrier,
		          OPS(irg_uint(g, SpvScopeSubgroup), irg_scope_arg(f, e->nargs > 1 ? e->args[1] : NULL, SpvScopeSubgroup),
		              fence_sem(f, e->args[0])));
		return 0;
	case BS_NU:
		return nu_call(f, e, b);
	case BS_NU_ARITH:
		return nu_arith(f, e, b);
	case BS_INTEL_SHUFFLE: {
		/* SPV_INTEL_subgroups shuffles take scalars and vectors of 2, 4,
		 * 8 and 16: a 3-vector goes through a 4-vector (its last
		 * component a copy of the first) and comes back */
		Type *t = e->type, *t4 = t->kind == T_VECTOR && t->n == 3 ? ty_vector(c, t->base, 4) : t;
		uint32_t ops[3], r;
		size_t i;

		intel(f, SpvCapabilitySubgroupShuffleINTEL);
		for (i = 0; i < e->nargs; i++) {
			ops[i] = irg_rv(f, e->args[i]);
			if (t4 != t && i + 1 < e->nargs)
				ops[i] = irg_instl(f, SpvOpVectorShuffle, T(f, t4), OPS(ops[i], ops[i], 0, 1, 2, 0), 0x3c);
		}
		r = irg_inst(f, (SpvOp)b->aux, T(f, t4), ops, e->nargs);
		if (t4 != t)
			r = irg_instl(f, SpvOpVectorShuffle, T(f, t), OPS(r, r, 0, 1, 2), 0x1c);
		return r;
	}
	case BS_BLOCK_READ:
	case BS_BLOCK_WRITE:
		return block_io(f, e, b);
	case BS_MEDIA_READ:
	case BS_MEDIA_WRITE:
		return media_block_io(f, e, b);
	case BS_ROTATE:
		return rotate(f, e, b);
	}
	zc_fatal(c, "internal error: group builtin '%s' has no lowering", b->name);
}
