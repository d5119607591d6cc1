/* verify_ops.c — the Level Zero rules on instructions: image operands,
 * atomic types and storage classes (with the float-atomic rules), execution
 * and memory scopes, and the extension sections — Intel subgroups (shuffle
 * and block I/O types, storage classes, images, coordinates), extended
 * subgroups (value types, ballots, ClusterSize), bfloat16 conversions and
 * linkonce_odr.  Every id is also checked to be defined somewhere. */
#include <string.h>

#include <spirv/unified1/spirv.h>

#include "verify.h"

/* ---- type shapes ---------------------------------------------------------- */

/* The scalar type of ty (ty itself, or a vector's component) and its
 * component count (1 for scalars, 0 if ty is neither). */
static uint32_t
scalar_of(const SpvCheck *m, uint32_t ty, uint32_t *count)
{
	switch (spv_defop(m, ty)) {
	case SpvOpTypeVector:
		*count = spv_defarg(m, ty, 3);
		return spv_defarg(m, ty, 2);
	case SpvOpTypeInt:
	case SpvOpTypeFloat:
	case SpvOpTypeBool:
		*count = 1;
		return ty;
	}
	*count = 0;
	return 0;
}

static bool
is_int(const SpvCheck *m, uint32_t ty, uint32_t width)
{
	return spv_defop(m, ty) == SpvOpTypeInt && (!width || spv_defarg(m, ty, 2) == width);
}

static bool
is_float(const SpvCheck *m, uint32_t ty, uint32_t width)
{
	return spv_defop(m, ty) == SpvOpTypeFloat && (!width || spv_defarg(m, ty, 2) == width);
}

/* "Scalars of supported types: OpTypeInt, OpTypeFloat" */
static bool
int_or_float(const SpvCheck *m, uint32_t ty)
{
	return is_int(m, ty, 0) || is_float(m, ty, 0);
}

static bool
is_uint4(const SpvCheck *m, uint32_t ty)
{
	uint32_t n, s = scalar_of(m, ty, &n);

	return spv_defop(m, ty) == SpvOpTypeVector && n == 4 && is_int(m, s, 32);
}

/* The storage class of pointer value id, or (uint32_t)-1. */
static uint32_t
storage_of(const SpvCheck *m, uint32_t id)
{
	uint32_t ty = spv_typeof(m, id);

	return spv_defop(m, ty) == SpvOpTypePointer ? spv_defarg(m, ty, 2) : (uint32_t)-1;
}

static const char *
sc_name(uint32_t sc)
{
	const char *s = spv_enum_name(SPV_K_StorageClass, sc);

	return s ? s : "no storage class (not a pointer)";
}

/* ---- Image instructions ------------------------------------------------- */

static void
check_image_op(SpvCheck *m, size_t i)
{
	unsigned op = m->b.ins.v[i].op, nw = m->b.ins.v[i].nw;

	/* a write to a mip level (cl_khr_mipmap_image_writes) is the Lod
	 * operand, which the devices with mipmap writes take */
	if (op == SpvOpImageWrite && nw > 4 &&
	    !(nw == 6 && spv_arg(m, i, 4) == SpvImageOperandsLodMask &&
	      ZC_HAS(m->t->features, KHR_MIPMAP_IMAGE_WRITES)))
		spv_viol(m, i, 0, "image-write-operands", "Validation Rules",
		         "OpImageWrite must not include Image Operands%s",
		         nw == 6 && spv_arg(m, i, 4) == SpvImageOperandsLodMask
		         ? " (a Lod needs cl_khr_mipmap_image_writes)" : "");
	if ((op == SpvOpImageRead || op == SpvOpImageSampleExplicitLod) && nw > 5 &&
	    (spv_arg(m, i, 5) & SpvImageOperandsConstOffsetMask))
		spv_viol(m, i, 0, "image-read-constoffset", "Validation Rules",
		         "%s must not include the Image Operand ConstOffset", spv_op_info(op)->name);
}

/* ---- Atomic Instructions ------------------------------------------------- */

static void
check_atomic(SpvCheck *m, size_t i)
{
	unsigned op = m->b.ins.v[i].op;
	bool has_result = op != SpvOpAtomicStore && op != SpvOpAtomicFlagClear;
	uint32_t ptr = spv_arg(m, i, has_result ? 3 : 1);
	uint32_t ptrty = spv_typeof(m, ptr), sc, data, width;
	const char *what;

	if (spv_defop(m, ptrty) != SpvOpTypePointer)
		return; /* not a pointer: invalid SPIR-V, for spirv-val */
	sc = spv_defarg(m, ptrty, 2);
	if (sc != SpvStorageClassFunction && sc != SpvStorageClassWorkgroup &&
	    sc != SpvStorageClassCrossWorkgroup && sc != SpvStorageClassGeneric)
		spv_viol(m, i, 0, "atomic-storage", "Validation Rules",
		         "an atomic's Pointer must point to Function, Workgroup, CrossWorkgroup or "
		         "Generic storage, not %s", sc_name(sc));

	/* the type operated on: Result Type, the Value's type, or (for the flag
	 * instructions, whose result is a bool) the pointee */
	if (op == SpvOpAtomicFlagTestAndSet || op == SpvOpAtomicFlagClear)
		data = spv_defarg(m, ptrty, 3);
	else if (op == SpvOpAtomicStore)
		data = spv_typeof(m, spv_arg(m, i, 4));
	else
		data = spv_arg(m, i, 1);
	if (!data)
		return;
	width = spv_defarg(m, data, 2);

	if (is_int(m, data, 0)) {
		if (op == SpvOpAtomicFAddEXT || op == SpvOpAtomicFMinEXT || op == SpvOpAtomicFMaxEXT)
			spv_viol(m, i, 0, "atomic-type", "Floating-Point Atomics",
			         "%s operates on floating-point types, not %s", spv_op_info(op)->name,
			         spv_tyname(m, data));
		else if (width == 64 && !m->t->int64_atomics)
			spv_viol(m, i, 0, "atomic-int64", "Validation Rules",
			         "64-bit integer atomics need ZE_DEVICE_MODULE_FLAG_INT64_ATOMICS, which %s lacks",
			         m->t->name);
		else if (width != 32 && width != 64)
			spv_viol(m, i, 0, "atomic-type", "Validation Rules",
			         "atomics take 32-bit (or 64-bit) integers, not %s", spv_tyname(m, data));
		return;
	}
	if (!is_float(m, data, 0)) {
		spv_viol(m, i, 0, "atomic-type", "Validation Rules",
		         "atomics take 32-bit or 64-bit integers, or floats under the float-atomic "
		         "rules, not %s", spv_tyname(m, data));
		return;
	}

	/* Floating-Point Atomics: which flag allows this operation and type
	 * for this storage class */
	{
		unsigned flags = width == 16 || width == 32 || width == 64 ? ZC_FPA(m->t, width) : 0;
		unsigned g, l;

		switch (op) {
		case SpvOpAtomicLoad:
		case SpvOpAtomicStore:
		case SpvOpAtomicExchange:
			g = ZC_FPA_GLOBAL_LOAD_STORE, l = ZC_FPA_LOCAL_LOAD_STORE, what = "load/store/exchange";
			break;
		case SpvOpAtomicFAddEXT:
			g = ZC_FPA_GLOBAL_ADD, l = ZC_FPA_LOCAL_ADD, what = "add";
			break;
		case SpvOpAtomicFMinEXT:
		case SpvOpAtomicFMaxEXT:
			g = ZC_FPA_GLOBAL_MIN_MAX, l = ZC_FPA_LOCAL_MIN_MAX, what = "min/max";
			break;
		default:
			spv_viol(m, i, 0, "atomic-type", "Validation Rules",
			         "%s takes integers, not %s", spv_op_info(op)->name, spv_tyname(m, data));
			return;
		}
		if ((sc == SpvStorageClassCrossWorkgroup && (flags & g)) ||
		    (sc == SpvStorageClassWorkgroup && (flags & l)) ||
		    (sc == SpvStorageClassGeneric && (flags & g) && (flags & l)))
			return;
		if (sc == SpvStorageClassCrossWorkgroup || sc == SpvStorageClassWorkgroup ||
		    sc == SpvStorageClassGeneric)
			spv_viol(m, i, 0, "atomic-float", "Floating-Point Atomics",
			         "fp%u atomic %s on %s memory needs the %s%s%s flag of "
			         "ze_device_fp_atomic_ext_flags, which %s lacks", width, what, sc_name(sc),
			         sc != SpvStorageClassWorkgroup ? "GLOBAL" : "",
			         sc == SpvStorageClassGeneric ? " and " : "",
			         sc != SpvStorageClassCrossWorkgroup ? "LOCAL" : "", m->t->name);
		else if (sc == SpvStorageClassFunction)
			spv_viol(m, i, 0, "atomic-float", "Floating-Point Atomics",
			         "float atomics are allowed on CrossWorkgroup and Workgroup memory only");
	}
}

/* ---- Scopes --------------------------------------------------------------- */

static const char *
scope_name(uint32_t s)
{
	const char *n = spv_enum_name(SPV_K_Scope, s);

	return n ? n : "an unknown scope";
}

static void
check_scope(SpvCheck *m, size_t i, const SpvOpd *o)
{
	unsigned op = m->b.ins.v[i].op;
	uint32_t id = spv_iw(m, i)[o->at], s;
	const SpvOpInfo *info = spv_op_info(op);

	if (o->role != SPV_ROLE_EXEC && o->role != SPV_ROLE_MEM)
		return;
	if (!spv_const32(m, id, &s)) {
		if (spv_defi(m, id) != (size_t)-1)
			spv_viol(m, i, 0, "scope-not-constant", "Validation Rules",
			         "Scope %%%u is not a 32-bit OpConstant, so it cannot be checked", id);
		return;
	}
	if (o->role == SPV_ROLE_MEM) {
		if (s != SpvScopeCrossDevice && s != SpvScopeDevice && s != SpvScopeWorkgroup &&
		    s != SpvScopeInvocation && s != SpvScopeSubgroup)
			spv_viol(m, i, 0, "mem-scope", "Validation Rules",
			         "Scope for Memory must be CrossDevice, Device, Workgroup, Invocation or "
			         "Subgroup, not %s", scope_name(s));
		return;
	}
	if (op == SpvOpGroupAsyncCopy || op == SpvOpGroupWaitEvents) {
		if (s != SpvScopeWorkgroup)
			spv_viol(m, i, 0, "exec-scope", "Validation Rules",
			         "Scope for Execution of %s must be Workgroup, not %s", info->name,
			         scope_name(s));
	} else if (info->cls == SPV_CLASS_Non_Uniform) {
		/* the extended subgroup sections: "Scope for Execution may be: Subgroup" */
		if (s != SpvScopeSubgroup)
			spv_viol(m, i, 0, "exec-scope", "Extended Subgroups",
			         "Scope for Execution of %s must be Subgroup, not %s", info->name,
			         scope_name(s));
	} else if (s != SpvScopeWorkgroup && s != SpvScopeSubgroup) {
		spv_viol(m, i, 0, "exec-scope", "Validation Rules",
		         "Scope for Execution must be Workgroup or Subgroup, not %s", scope_name(s));
	}
}

/* ---- Intel Subgroups -------------------------------------------------- */

static void
check_intel_shuffle(SpvCheck *m, size_t i)
{
	uint32_t ty = spv_arg(m, i, 1), n, s = scalar_of(m, ty, &n);
	bool ok;

	if (!ty)
		return;
	if (n == 1 && is_int(m, s, 64))
		ok = true;
	else if (n == 1 && is_float(m, s, 16))
		ok = vm_has_cap(m, SpvCapabilityFloat16) && m->t->fp16;
	else if (n == 1 && is_float(m, s, 64))
		ok = vm_has_cap(m, SpvCapabilityFloat64) && m->t->fp64;
	else
		ok = (n == 1 || n == 2 || n == 4 || n == 8 || n == 16) &&
		     (is_float(m, s, 32) || is_int(m, s, 8) || is_int(m, s, 16) || is_int(m, s, 32));
	if (!ok)
		spv_viol(m, i, 0, "intel-shuffle-type", "Intel Subgroups",
		         "shuffle Data of type %s is not accepted: scalars and 2-, 4-, 8-, 16-vectors of "
		         "float, char, short, int; scalar long; scalar half with Float16 and scalar "
		         "double with Float64 declared and supported", spv_tyname(m, ty));
}

/* Block I/O Result and Data types: scalars and 2-, 4-, 8-vectors of 32- and
 * 16-bit integers; the devices' cl_intel_subgroups_char and _long add 8-bit
 * (up to 16 components) and 64-bit ones ("Environments that support
 * extensions ... may allow additional types"). */
static void
check_block_type(SpvCheck *m, size_t i, uint32_t ty)
{
	uint32_t n, s = scalar_of(m, ty, &n);
	bool ok = false;

	if (!ty)
		return;
	if (is_int(m, s, 32) || is_int(m, s, 16))
		ok = n == 1 || n == 2 || n == 4 || n == 8;
	else if (is_int(m, s, 8) && ZC_HAS(m->t->features, INTEL_SUBGROUPS_CHAR))
		ok = n == 1 || n == 2 || n == 4 || n == 8 || n == 16;
	else if (is_int(m, s, 64) && ZC_HAS(m->t->features, INTEL_SUBGROUPS_LONG))
		ok = n == 1 || n == 2 || n == 4 || n == 8;
	if (!ok)
		spv_viol(m, i, 0, "intel-block-type", "Intel Subgroups",
		         "block I/O of type %s is not accepted on %s: scalars and 2-, 4-, 8-vectors of "
		         "int or short", spv_tyname(m, ty), m->t->name);
}

static void
check_block_image(SpvCheck *m, size_t i, uint32_t img, uint32_t coord)
{
	uint32_t ty = spv_typeof(m, img), cty = spv_typeof(m, coord), n;

	if (spv_defop(m, ty) == SpvOpTypeImage &&
	    (spv_defarg(m, ty, 3) != SpvDim2D || spv_defarg(m, ty, 4) != 0 ||
	     spv_defarg(m, ty, 5) != 0 || spv_defarg(m, ty, 6) != 0))
		spv_viol(m, i, 0, "intel-block-image", "Intel Subgroups",
		         "image block I/O needs a 2D image that is not depth, arrayed or multisampled");
	if (cty && !(spv_defop(m, cty) == SpvOpTypeVector && is_int(m, scalar_of(m, cty, &n), 32) && n == 2))
		spv_viol(m, i, 0, "intel-block-coord", "Intel Subgroups",
		         "image block I/O Coordinate must be a 2-vector of 32-bit integers (int2), not %s",
		         spv_tyname(m, cty));
}

static void
check_block_ptr(SpvCheck *m, size_t i, uint32_t ptr)
{
	uint32_t sc = storage_of(m, ptr);

	/* Workgroup (local) too on the devices with cl_intel_subgroup_local_block_io */
	if (sc == SpvStorageClassWorkgroup && ZC_HAS(m->t->features, INTEL_SUBGROUP_LOCAL_BLOCK_IO))
		return;
	if (sc != (uint32_t)-1 && sc != SpvStorageClassCrossWorkgroup)
		spv_viol(m, i, 0, "intel-block-storage", "Intel Subgroups",
		         "block I/O Ptr must point to CrossWorkgroup (global) storage%s, not %s",
		         ZC_HAS(m->t->features, INTEL_SUBGROUP_LOCAL_BLOCK_IO) ? " or Workgroup (local)" : "",
		         sc_name(sc));
}

/* ---- Extended Subgroups --------------------------------------------------- */

static void
value_viol(SpvCheck *m, size_t i, uint32_t ty, const char *allowed)
{
	spv_viol(m, i, 0, "subgroup-value-type", "Extended Subgroups",
	         "Value of type %s is not accepted: %s", spv_tyname(m, ty), allowed);
}

/* OpGroupBroadcast and the OpGroup* reductions: the extended types with
 * Subgroup scope; without them (or with Workgroup scope) only the OpenCL C
 * 2.0 work-group/sub-group types: 32- and 64-bit integers and floats. */
static void
check_group_value(SpvCheck *m, size_t i, uint32_t value, bool broadcast)
{
	uint32_t ty = spv_typeof(m, value), n, s = scalar_of(m, ty, &n), scope = 0;
	bool ext = ZC_HAS(m->t->features, KHR_SUBGROUP_EXTENDED_TYPES) &&
	           spv_const32(m, spv_arg(m, i, 3), &scope) && scope == SpvScopeSubgroup;

	if (!ty)
		return;
	if (!int_or_float(m, s) || (n != 1 && !(broadcast && ext &&
	                                        (n == 2 || n == 3 || n == 4 || n == 8 || n == 16))))
		value_viol(m, i, ty, broadcast && ext
		           ? "scalars or 2-, 3-, 4-, 8-, 16-vectors of integer or float types"
		           : "scalars of integer or float types");
	else if (is_int(m, s, 0) && spv_defarg(m, s, 2) < 32 && !ext)
		value_viol(m, i, ty, "8- and 16-bit integers need the extended types "
		           "(cl_khr_subgroup_extended_types) and Subgroup scope");
}

static bool
is_cluster_op(unsigned op)
{
	return op >= SpvOpGroupNonUniformIAdd && op <= SpvOpGroupNonUniformLogicalXor;
}

static void
check_nonuniform(SpvCheck *m, size_t i)
{
	unsigned op = m->b.ins.v[i].op, nw = m->b.ins.v[i].nw;
	uint32_t ty, n, s;

	switch (op) {
	case SpvOpGroupNonUniformAllEqual:
	case SpvOpGroupNonUniformBroadcastFirst:
	case SpvOpGroupNonUniformShuffle:
	case SpvOpGroupNonUniformShuffleXor:
	case SpvOpGroupNonUniformShuffleUp:
	case SpvOpGroupNonUniformShuffleDown:
		ty = spv_typeof(m, spv_arg(m, i, 4));
		if (ty && !int_or_float(m, ty))
			value_viol(m, i, ty, "scalars of integer or float types");
		break;
	case SpvOpGroupNonUniformBroadcast:
		ty = spv_typeof(m, spv_arg(m, i, 4));
		s = scalar_of(m, ty, &n);
		if (ty && (!int_or_float(m, s) || !(n == 1 || n == 2 || n == 3 || n == 4 || n == 8 || n == 16)))
			value_viol(m, i, ty, "scalars or 2-, 3-, 4-, 8-, 16-vectors of integer or float types");
		break;
	case SpvOpGroupNonUniformBallot:
		ty = spv_arg(m, i, 1);
		if (ty && !is_uint4(m, ty))
			spv_viol(m, i, 0, "ballot-type", "Extended Subgroups",
			         "OpGroupNonUniformBallot's Result Type must be a vector of 4 32-bit "
			         "integers (uint4), not %s", spv_tyname(m, ty));
		break;
	case SpvOpGroupNonUniformInverseBallot:
	case SpvOpGroupNonUniformBallotBitExtract:
	case SpvOpGroupNonUniformBallotFindLSB:
	case SpvOpGroupNonUniformBallotFindMSB:
	case SpvOpGroupNonUniformBallotBitCount:
		ty = spv_typeof(m, spv_arg(m, i, op == SpvOpGroupNonUniformBallotBitCount ? 5 : 4));
		if (ty && !is_uint4(m, ty))
			spv_viol(m, i, 0, "ballot-type", "Extended Subgroups",
			         "the ballot Value must be a vector of 4 32-bit integers (uint4), not %s",
			         spv_tyname(m, ty));
		break;
	}
	if (is_cluster_op(op)) {
		ty = spv_typeof(m, spv_arg(m, i, 5));
		if (op >= SpvOpGroupNonUniformLogicalAnd) {
			if (ty && spv_defop(m, ty) != SpvOpTypeBool)
				value_viol(m, i, ty, "OpTypeBool for the logical operations");
		} else if (ty && !int_or_float(m, ty)) {
			value_viol(m, i, ty, "scalars of integer or float types");
		}
		if (nw > 6 && !vm_has_cap(m, SpvCapabilityGroupNonUniformClustered))
			spv_viol(m, i, 0, "cluster-size", "Extended Subgroups",
			         "the ClusterSize operand is allowed only when the GroupNonUniformClustered "
			         "capability is declared");
	}
}

/* Built-in variables SubgroupEqMask ... SubgroupLtMask hold a uint4. */
static void
check_builtin(SpvCheck *m, size_t i, uint32_t var, uint32_t builtin)
{
	uint32_t ty = spv_typeof(m, var), pointee;

	if (builtin < SpvBuiltInSubgroupEqMask || builtin > SpvBuiltInSubgroupLtMask)
		return;
	if (spv_defop(m, var) == SpvOpDecorationGroup) {
		size_t k;

		/* the decoration reaches the targets of OpGroupDecorate (which
		 * are not groups themselves in a valid module: not followed) */
		for (k = 0; k < m->b.ins.n; k++)
			if (m->b.ins.v[k].op == SpvOpGroupDecorate && spv_arg(m, k, 1) == var) {
				unsigned t;

				for (t = 2; t < m->b.ins.v[k].nw; t++)
					if (spv_defop(m, spv_arg(m, k, t)) != SpvOpDecorationGroup)
						check_builtin(m, i, spv_arg(m, k, t), builtin);
			}
		return;
	}
	if (spv_defop(m, ty) != SpvOpTypePointer)
		return;
	pointee = spv_defarg(m, ty, 3);
	if (!is_uint4(m, pointee))
		spv_viol(m, i, 0, "ballot-type", "Extended Subgroups",
		         "the variable %s decorated BuiltIn %s must hold a vector of 4 32-bit integers "
		         "(uint4), not %s", spv_idname(m, var), spv_enum_name(SPV_K_BuiltIn, builtin),
		         spv_tyname(m, pointee));
}

/* ---- Bfloat16 Conversions, Linkonce ODR --------------------------------- */

static void
check_bf16(SpvCheck *m, size_t i)
{
	bool to_bf16 = m->b.ins.v[i].op == SPVX_OpConvertFToBF16INTEL;
	uint32_t rty = spv_arg(m, i, 1), vty = spv_typeof(m, spv_arg(m, i, 3)), rn, vn;
	uint32_t rs = scalar_of(m, rty, &rn), vs = scalar_of(m, vty, &vn);
	bool sizes = (rn == 1 || rn == 2 || rn == 3 || rn == 4 || rn == 8 || rn == 16) && rn == vn;
	bool types = to_bf16 ? is_int(m, rs, 16) && is_float(m, vs, 32)
	                     : is_float(m, rs, 32) && is_int(m, vs, 16);

	if (!vm_has_cap(m, SPVX_CapabilityBfloat16ConversionINTEL))
		spv_viol(m, i, 0, "bf16-type", "Bfloat16 Conversions",
		         "the instruction needs the Bfloat16ConversionINTEL capability declared");
	if (vty && (!sizes || !types))
		spv_viol(m, i, 0, "bf16-type", "Bfloat16 Conversions",
		         "%s takes %s and gives %s, as scalars or 2-, 3-, 4-, 8-, 16-vectors of one size; "
		         "here %s gives %s", spv_op_info(m->b.ins.v[i].op)->name,
		         to_bf16 ? "float" : "16-bit integers (bfloat16)",
		         to_bf16 ? "16-bit integers (bfloat16)" : "float",
		         spv_tyname(m, vty), spv_tyname(m, rty));
}

/* OpDecorate %x LinkageAttributes "name" LinkOnceODR */
static void
check_linkage(SpvCheck *m, size_t i)
{
	const uint32_t *w = spv_iw(m, i);
	unsigned k, nw = m->b.ins.v[i].nw;

	for (k = 3; k < nw; k++)
		if (!(w[k] & 0xff) || !(w[k] & 0xff00) || !(w[k] & 0xff0000) || !(w[k] & 0xff000000u))
			break;
	if (k + 1 >= nw || w[k + 1] != SpvLinkageTypeLinkOnceODR)
		return;
	if (!m->t->linkonce_odr)
		spv_viol(m, i, 0, "linkonce-odr", "Linkonce ODR",
		         "LinkOnceODR linkage needs ZE_extension_linkonce_odr, which %s lacks", m->t->name);
	else if (!vm_has_ext(m, "SPV_KHR_linkonce_odr"))
		spv_viol(m, i, 0, "linkonce-odr", "Linkonce ODR",
		         "LinkOnceODR linkage needs OpExtension \"SPV_KHR_linkonce_odr\"");
}

/* ---- Float16Buffer and Float16 -------------------------------------------
 * "Float16 (for devices supporting ZE_DEVICE_MODULE_FLAG_FP16)": half
 * arithmetic is what the Float16 capability declares; Float16Buffer (which
 * every device takes) covers half data that is only loaded, stored and
 * converted.  A module computing on halves without declaring Float16 would
 * slip past the capability rule, so it is reported (once, at the first). */

static bool
is_half(const SpvCheck *m, uint32_t ty)
{
	uint32_t n, s = scalar_of(m, ty, &n);

	return n && is_float(m, s, 16);
}

static bool
computes_on_half(const SpvCheck *m, size_t i, const SpvOpd *opd, size_t n)
{
	const uint32_t *w = spv_iw(m, i);
	size_t k;

	for (k = 0; k < n; k++) {
		uint32_t id = w[opd[k].at];

		if (opd[k].kind == SPV_K_IdResultType ? is_half(m, id)
		    : opd[k].kind == SPV_K_IdRef && is_half(m, spv_typeof(m, id)))
			return true;
	}
	return false;
}

static void
check_half(SpvCheck *m, size_t i, const SpvOpd *opd, size_t n, size_t *first, unsigned *count)
{
	const SpvOpInfo *info = spv_op_info(m->b.ins.v[i].op);

	if (info->cls != SPV_CLASS_Arithmetic && info->cls != SPV_CLASS_Relational_and_Logical &&
	    info->cls != SPV_CLASS_Group && info->cls != SPV_CLASS_Non_Uniform &&
	    m->b.ins.v[i].op != SpvOpExtInst)
		return;
	/* a DebugValue of a half value computes nothing */
	if (m->b.ins.v[i].op == SpvOpExtInst && m->b.lk.ext_set(m->b.lk.ud, spv_arg(m, i, 3)) == SPV_SET_DEBUG)
		return;
	/* the Intel subgroup instructions have their own half rule */
	if (m->b.ins.v[i].op >= SpvOpSubgroupShuffleINTEL && m->b.ins.v[i].op <= SpvOpSubgroupImageBlockWriteINTEL)
		return;
	if (!computes_on_half(m, i, opd, n))
		return;
	if (!*count)
		*first = i;
	++*count;
}

/* ---- the walk ------------------------------------------------------------- */

void
spv_check_insts(SpvCheck *m)
{
	size_t i, k, first_half = 0;
	unsigned nhalf = 0;
	bool float16 = vm_has_cap(m, SpvCapabilityFloat16);

	for (i = 0; i < m->b.ins.n; i++) {
		const uint32_t *w = spv_iw(m, i);
		unsigned op = m->b.ins.v[i].op;
		const SpvOpInfo *info = spv_op_info(op);
		const char *err;
		size_t n;

		if (!info)
			continue;
		n = spv_decode(w, m->b.ins.v[i].nw, &m->b.lk, m->b.opd, &err);
		for (k = 0; k < n; k++) {
			const SpvOpd *o = &m->b.opd[k];
			uint32_t id = w[o->at];

			/* (an id never defined is a fault the reader reports, read.c) */
			if (o->kind == SPV_K_IdScope && !(id && id < m->b.bound && spv_defi(m, id) == (size_t)-1))
				check_scope(m, i, o);
		}
		if (err)
			continue; /* the rules below read operands at fixed places */
		if (!float16)
			check_half(m, i, m->b.opd, n, &first_half, &nhalf);

		if (info->cls == SPV_CLASS_Atomic)
			check_atomic(m, i);
		switch (op) {
		case SpvOpImageWrite:
		case SpvOpImageRead:
		case SpvOpImageSampleExplicitLod:
			check_image_op(m, i);
			break;
		case SpvOpSubgroupShuffleINTEL:
		case SpvOpSubgroupShuffleDownINTEL:
		case SpvOpSubgroupShuffleUpINTEL:
		case SpvOpSubgroupShuffleXorINTEL:
			check_intel_shuffle(m, i);
			break;
		case SpvOpSubgroupBlockReadINTEL:
			check_block_type(m, i, w[1]);
			check_block_ptr(m, i, w[3]);
			break;
		case SpvOpSubgroupBlockWriteINTEL:
			check_block_type(m, i, spv_typeof(m, w[2]));
			check_block_ptr(m, i, w[1]);
			break;
		case SpvOpSubgroupImageBlockReadINTEL:
			check_block_type(m, i, w[1]);
			check_block_image(m, i, w[3], w[4]);
			break;
		case SpvOpSubgroupImageBlockWriteINTEL:
			check_block_type(m, i, spv_typeof(m, w[3]));
			check_block_image(m, i, w[1], w[2]);
			break;
		case SpvOpSubgroupImageMediaBlockReadINTEL:
			check_block_image(m, i, w[3], w[4]);
			break;
		case SpvOpSubgroupImageMediaBlockWriteINTEL:
			check_block_image(m, i, w[1], w[2]);
			break;
		case SpvOpGroupBroadcast:
			check_group_value(m, i, w[4], true);
			break;
		case SpvOpGroupIAdd:
		case SpvOpGroupFAdd:
		case SpvOpGroupSMin:
		case SpvOpGroupUMin:
		case SpvOpGroupFMin:
		case SpvOpGroupSMax:
		case SpvOpGroupUMax:
		case SpvOpGroupFMax:
			check_group_value(m, i, w[5], false);
			break;
		case SPVX_OpConvertFToBF16INTEL:
		case SPVX_OpConvertBF16ToFINTEL:
			check_bf16(m, i);
			break;
		case SpvOpDecorate:
			if (w[2] == SpvDecorationBuiltIn && m->b.ins.v[i].nw == 4)
				check_builtin(m, i, w[1], w[3]);
			else if (w[2] == SpvDecorationLinkageAttributes)
				check_linkage(m, i);
			break;
		default:
			if (info->cls == SPV_CLASS_Non_Uniform)
				check_nonuniform(m, i);
			break;
		}
	}
	if (nhalf)
		spv_viol(m, first_half, 0, "float16-arith", "Required Capabilities",
		         "%u instruction%s compute on half values, which needs the Float16 capability "
		         "(Float16Buffer covers half data that is only loaded, stored and converted)",
		         nhalf, nhalf == 1 ? "" : "s");
}
