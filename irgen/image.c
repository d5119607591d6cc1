/* image.c — the image functions of OpenCL C 6.15.15 and literal samplers.
 *
 * A read with a sampler is OpSampledImage + OpImageSampleExplicitLod with
 * an explicit Lod of 0 (the only image operand: Level Zero forbids
 * ConstOffset); a read without one is OpImageRead and a write OpImageWrite,
 * both without image operands.  Depth images read and write one float: a
 * sampled read takes the first component of the 4-vector SPIR-V gives, a
 * sampler-less one reads the float itself.  Queries
 * are OpImageQuerySizeLod (Lod 0; OpImageQuerySize for buffer images),
 * OpImageQueryOrder and OpImageQueryFormat, the last two offset to the
 * CLK_* values (SPIR-V counts the orders from 0, OpenCL from 0x10B0 and the
 * data types from 0x10D0).
 *
 * Mipmaps (cl_khr_mipmap_image, _writes), as the OpenCL SPIR-V environment
 * maps them and IGC reads them: a sampled read at a mip level is the Lod
 * image operand with the given float, one with gradients the Grad
 * operands, get_image_num_mip_levels OpImageQueryLevels, and a write to a
 * mip level OpImageWrite with an integer Lod (which the Level Zero
 * environment's rules, and spirv-val's OpenCL ones, do not allow: the
 * devices decide, doc/targets.md, "Where zocc follows the devices").  No capability
 * says "mipmaps" in such a module, as in the reference's: the source
 * line is where a device without them is told.
 *
 * A sampler written as CLK_* bits (a program-scope constant, a local
 * constant, or a literal argument) is an OpConstantSampler: addressing
 * mode from bits 1-3, normalized coordinates from bit 0, filter from bits
 * 4-5 (OpenCL C 6.15.14.1), capability LiteralSampler. */
#include "ir.h"

uint32_t
irg_sampler_const(F *f, Expr *e)
{
	G *g = f->g;
	int64_t bits = 0;
	uint32_t id, st = T(f, ty_opaque(C(f), T_SAMPLER));
	uint32_t addr, norm, filt;

	while (e->kind == EX_CAST && e->type->kind == T_SAMPLER)
		e = e->a;
	if (e->type && e->type->kind == T_SAMPLER)
		return irg_rv(f, e);
	/* sema_convert checked the bits (a constant, each field valid) */
	ZC_ASSERT(C(f), e->isconst);
	bits = e->cval;
	if ((id = u64_get(&g->samplers, (uint64_t)bits + 1)))
		return id;
	addr = (uint32_t)(bits >> 1) & 7;
	norm = (uint32_t)bits & 1;
	filt = (bits & 0x20) ? SpvSamplerFilterModeLinear : SpvSamplerFilterModeNearest;
	spv_cap(&g->m, SpvCapabilityLiteralSampler);
	id = spv_id(&g->m);
	spv_emit(&g->m, &g->m.sec[SEC_GLOBAL], SpvOpConstantSampler, OPS(st, id, addr, norm, filt));
	u64_put(C(f), &g->samplers, (uint64_t)bits + 1, id);
	return id;
}

static bool
is_depth(Type *img)
{
	return img->image == IMG_2D_DEPTH || img->image == IMG_2D_ARRAY_DEPTH;
}

/* the number of size components OpImageQuerySizeLod gives for an image */
static unsigned
size_comps(Type *img)
{
	switch (img->image) {
	case IMG_1D: case IMG_1D_BUFFER: return 1;
	case IMG_1D_ARRAY: case IMG_2D: case IMG_2D_DEPTH: return 2;
	default: return 3;
	}
}

static uint32_t
read_image(F *f, Expr *e, const Builtin *b)
{
	Ctx *c = C(f);
	Type *img = e->args[0]->type;
	Type *el = b->aux == 0 ? ty_float(c, 32) : b->aux == 3 ? ty_float(c, 16) : ty_int(c, 32, b->aux == 1);
	Type *v4 = ty_vector(c, el, 4);
	uint32_t im = irg_rv(f, e->args[0]), r;

	if (e->nargs >= 3) {
		uint32_t smp = irg_rv(f, e->args[1]), coord = irg_rv(f, e->args[2]);
		uint32_t sit = spv_type_opaque(&f->g->m, SpvOpTypeSampledImage, OPS(T(f, img)));
		uint32_t si = irg_inst(f, SpvOpSampledImage, sit, OPS(im, smp));

		if (e->nargs == 5) {
			/* read_image*(img, sampler, coord, gradient x, gradient y) */
			uint32_t dx = irg_rv(f, e->args[3]), dy = irg_rv(f, e->args[4]);

			r = irg_instl(f, SpvOpImageSampleExplicitLod, T(f, v4), OPS(si, coord, SpvImageOperandsGradMask, dx, dy), 4);
		} else {
			/* at mip level lod, or 0 */
			uint32_t lod = e->nargs == 4 ? irg_rv(f, e->args[3]) : irg_const_float(f->g, ty_float(c, 32), 0);

			r = irg_instl(f, SpvOpImageSampleExplicitLod, T(f, v4), OPS(si, coord, SpvImageOperandsLodMask, lod), 4);
		}
	} else {
		uint32_t coord = irg_rv(f, e->args[1]);

		/* a depth image reads one float (OpImageRead's result is a scalar
		 * there); sampling still gives a 4-vector */
		if (is_depth(img))
			return irg_inst(f, SpvOpImageRead, T(f, e->type), OPS(im, coord));
		r = irg_inst(f, SpvOpImageRead, T(f, v4), OPS(im, coord));
	}
	if (is_depth(img))
		r = irg_instl(f, SpvOpCompositeExtract, T(f, e->type), OPS(r, 0), 2);
	return r;
}

static uint32_t
query(F *f, Expr *e, const Builtin *b)
{
	Ctx *c = C(f);
	Type *img = e->args[0]->type, *u = ty_int(c, 32, false);
	uint32_t im = irg_rv(f, e->args[0]), size, r;
	unsigned n = size_comps(img);

	if (b->aux == BQ_MIP_LEVELS) {
		r = irg_inst(f, SpvOpImageQueryLevels, T(f, u), OPS(im));
		return irg_inst(f, SpvOpBitcast, T(f, e->type), OPS(r));
	}
	if (b->aux == BQ_ORDER || b->aux == BQ_DATA_TYPE) {
		r = irg_inst(f, b->aux == BQ_ORDER ? SpvOpImageQueryOrder : SpvOpImageQueryFormat, T(f, u), OPS(im));
		return irg_inst(f, SpvOpIAdd, T(f, u), OPS(r, irg_uint(f->g, b->aux == BQ_ORDER ? 0x10B0 : 0x10D0)));
	}
	{
		Type *st = n == 1 ? u : ty_vector(c, u, n);

		if (img->image == IMG_1D_BUFFER)
			size = irg_inst(f, SpvOpImageQuerySize, T(f, st), OPS(im));
		else
			size = irg_inst(f, SpvOpImageQuerySizeLod, T(f, st), OPS(im, irg_uint(f->g, 0)));
	}
	switch ((enum BiQuery)b->aux) {
	case BQ_WIDTH:
	case BQ_HEIGHT:
	case BQ_DEPTH:
		if (n == 1)
			return size;
		return irg_instl(f, SpvOpCompositeExtract, T(f, u), OPS(size, (uint32_t)(b->aux - BQ_WIDTH)), 2);
	case BQ_ARRAY_SIZE:
		r = irg_instl(f, SpvOpCompositeExtract, T(f, u), OPS(size, n - 1), 2);
		return irg_inst(f, SpvOpUConvert, T(f, e->type), OPS(r));
	case BQ_DIM:
		if (e->type->n == 2)
			return irg_instl(f, SpvOpVectorShuffle, T(f, e->type), OPS(size, size, 0, 1), 0xc);
		/* image3d_t: (width, height, depth, 0) */
		return irg_instl(f, SpvOpVectorShuffle, T(f, e->type),
		                 OPS(size, spv_const_null(&f->g->m, T(f, ty_vector(c, u, 3))), 0, 1, 2, 3), 0x3c);
	default:
		break;
	}
	zc_fatal(c, "internal error: image query %u has no lowering", b->aux);
}

uint32_t
irg_image(F *f, Expr *e, const Builtin *b)
{
	switch (b->op) {
	case BS_READ_IMAGE:
		return read_image(f, e, b);
	case BS_WRITE_IMAGE: {
		uint32_t im = irg_rv(f, e->args[0]), coord = irg_rv(f, e->args[1]);

		if (e->nargs == 4) {
			/* write_image*(img, coord, lod, color): to mip level lod */
			uint32_t lod = irg_rv(f, e->args[2]);

			irg_inst0l(f, SpvOpImageWrite, OPS(im, coord, irg_rv(f, e->args[3]), SpvImageOperandsLodMask, lod), 8);
			return 0;
		}
		irg_inst0(f, SpvOpImageWrite, OPS(im, coord, irg_rv(f, e->args[2])));
		return 0;
	}
	case BS_IMAGE_QUERY:
		return query(f, e, b);
	}
	zc_fatal(C(f), "internal error: image builtin '%s' has no lowering", b->name);
}
