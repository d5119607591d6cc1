/* verify.c — the Level Zero SPIR-V environment check of a finished module:
 * the module read (read.c, whose faults are violations of "Common
 * Properties") and the facts the rules need, the module-level rules
 * (version, capabilities and extensions the device accepts, OpMemoryModel,
 * OpEntryPoint, execution modes), and the report.
 *
 * The rules are those of "SPIR-V Programming Guide: the oneAPI Level-Zero
 * SPIR-V execution environment" (the oneAPI Level Zero specification's
 * SPIR-V section), checked for one device profile (support/target.c).  Type rules and
 * kernel interfaces are in verify_types.c, instruction rules in
 * verify_ops.c.  Input is untrusted: every word is bounds-checked, malformed
 * words are reported (keys malformed-*) and never crash the check.
 *
 * Each violation is one error diagnostic without location, sorted by word
 * offset: "word 57: %12 = OpTypeInt 32 1: Signedness must be 0 (Level Zero:
 * Validation Rules) [int-signedness]".  The bracketed key names the rule;
 * tests match on it. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <spirv/unified1/spirv.h>

#include "verify.h"

/* ---- access helpers ------------------------------------------------------ */

const uint32_t *
spv_iw(const SpvCheck *m, size_t i)
{
	return spv_ins_words(&m->b, &m->b.ins.v[i]);
}

uint32_t
spv_arg(const SpvCheck *m, size_t i, unsigned k)
{
	return k < m->b.ins.v[i].nw ? spv_iw(m, i)[k] : 0;
}

size_t
spv_defi(const SpvCheck *m, uint32_t id)
{
	const SpvIns *d = spv_def(&m->b, id);

	return d ? (size_t)(d - m->b.ins.v) : (size_t)-1;
}

unsigned
spv_defop(const SpvCheck *m, uint32_t id)
{
	size_t i = spv_defi(m, id);

	return i == (size_t)-1 ? 0 : m->b.ins.v[i].op;
}

uint32_t
spv_defarg(const SpvCheck *m, uint32_t id, unsigned k)
{
	size_t i = spv_defi(m, id);

	return i == (size_t)-1 ? 0 : spv_arg(m, i, k);
}

uint32_t
spv_typeof(const SpvCheck *m, uint32_t id)
{
	return spv_type_of(&m->b, id);
}

bool
vm_has_cap(const SpvCheck *m, uint32_t cap)
{
	return cap < SPV_MAXCAP && m->has_cap[cap];
}

bool
vm_has_ext(const SpvCheck *m, const char *name)
{
	size_t i;

	for (i = 0; i < m->exts.n; i++)
		if (strcmp(m->exts.v[i], name) == 0)
			return true;
	return false;
}

bool
spv_const32(const SpvCheck *m, uint32_t id, uint32_t *val)
{
	size_t i = spv_defi(m, id);

	if (i == (size_t)-1 || m->b.ins.v[i].op != SpvOpConstant || m->b.ins.v[i].nw != 4)
		return false;
	*val = spv_arg(m, i, 3);
	return true;
}

/* The literal string starting at word k of instruction i, copied out. */
static const char *
ins_string(SpvCheck *m, size_t i, unsigned k)
{
	return spv_str(&m->b, &m->b.ins.v[i], k);
}

const char *
spv_idname(SpvCheck *m, uint32_t id)
{
	uint32_t n = u64_get(&m->names, id);

	if (n)
		return ar_printf(&m->c->ar, "%%%u (%s)", id, ins_string(m, n - 1, 2));
	return ar_printf(&m->c->ar, "%%%u", id);
}

const char *
spv_tyname(SpvCheck *m, uint32_t ty)
{
	return spv_type_name(&m->b, ty, false);
}

/* ---- the report ---------------------------------------------------------- */

void
spv_viol(SpvCheck *m, size_t i, uint32_t hdr, const char *key, const char *section,
         const char *fmt, ...)
{
	SpvViol v;
	va_list ap;
	char *rule;

	va_start(ap, fmt);
	rule = ar_vprintf(&m->c->ar, fmt, ap);
	va_end(ap);
	if (i == (size_t)-1) {
		v.off = hdr;
		v.msg = ar_printf(&m->c->ar, "word %u: %s (Level Zero: %s) [%s]", hdr, rule, section, key);
	} else {
		/* an instruction is disassembled once however many violations
		 * it has: each is as long as the instruction (up to 65,535 words),
		 * and a long one can break a rule in each of its operands */
		const char *dis;

		if (m->ndis <= i) { /* (instructions are still being read when the first ones break rules) */
			size_t n = m->b.ins.n > 2 * m->ndis ? m->b.ins.n : 2 * m->ndis;
			const char **d = ar_alloc(&m->c->ar, n * sizeof *d);

			if (m->ndis)
				memcpy(d, m->dis, m->ndis * sizeof *d);
			m->dis = d;
			m->ndis = n;
		}
		if (!m->dis[i])
			m->dis[i] = spv_disasm(&m->c->ar, spv_iw(m, i), m->b.ins.v[i].nw, &m->b.lk);
		dis = m->dis[i];
		v.off = m->b.ins.v[i].off;
		v.msg = ar_printf(&m->c->ar, "word %u: %s: %s (Level Zero: %s) [%s]", v.off, dis, rule, section, key);
	}
	v.seq = (uint32_t)m->viols.n;
	VEC_PUSH(&m->c->ar, &m->viols, v);
}

static int
viol_cmp(const void *a, const void *b)
{
	const SpvViol *x = a, *y = b;

	if (x->off != y->off)
		return x->off < y->off ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* ---- reading the module -------------------------------------------------- */

static const char *
version_str(Arena *a, uint32_t v)
{
	return ar_printf(a, "%u.%u", v >> 16 & 0xff, v >> 8 & 0xff);
}

/* A fault of the words (read.c): a violation of "Common Properties", and
 * the check reads on. */
static bool
fault(void *ud, int kind, size_t i, uint32_t word, const char *msg)
{
	static const char *const key[] = {
		[SPV_FAULT_HEADER] = "malformed-header", [SPV_FAULT_ENDIAN] = "endianness",
		[SPV_FAULT_SCHEMA] = "malformed-header", [SPV_FAULT_WORD_COUNT] = "malformed-word-count",
		[SPV_FAULT_TRUNCATED] = "malformed-truncated", [SPV_FAULT_OPCODE] = "malformed-opcode",
		[SPV_FAULT_OPERANDS] = "malformed-operands", [SPV_FAULT_ID] = "malformed-id",
	};

	spv_viol(ud, i, word, key[kind], "Common Properties", "%s", msg);
	return true;
}

/* The module-level facts the rules need. */
static void
read_facts(SpvCheck *m)
{
	SpvFunc *fn = NULL;
	size_t i;

	for (i = 0; i < m->b.ins.n; i++) {
		const uint32_t *w = spv_iw(m, i);
		const SpvIns *in = &m->b.ins.v[i];

		if (in->malformed && !spv_op_info(in->op))
			continue;
		switch (in->op) {
		case SpvOpName:
			if (in->nw >= 3 && w[1] && !in->malformed)
				u64_put(m->c, &m->names, w[1], (uint32_t)i + 1);
			break;
		case SpvOpCapability:
			if (in->nw == 2 && w[1] < SPV_MAXCAP)
				m->has_cap[w[1]] = 1;
			break;
		case SpvOpExtension:
			if (!in->malformed)
				VEC_PUSH(&m->c->ar, &m->exts, ins_string(m, i, 1));
			break;
		case SpvOpEntryPoint:
			if (!in->malformed) {
				SpvEntry e = {(uint32_t)i, w[1], w[2], ins_string(m, i, 3)};

				VEC_PUSH(&m->c->ar, &m->entries, e);
			}
			break;
		case SpvOpFunction: {
			SpvFunc f = {0};

			f.id = spv_arg(m, i, 2);
			f.first = f.last = (uint32_t)i;
			VEC_PUSH(&m->c->ar, &m->funcs, f);
			fn = &VEC_LAST(&m->funcs);
			break;
		}
		case SpvOpFunctionEnd:
			if (fn)
				fn->last = (uint32_t)i;
			fn = NULL;
			break;
		case SpvOpFunctionCall:
			if (fn && !in->malformed)
				VEC_PUSH(&m->c->ar, &fn->calls, (uint32_t)i);
			break;
		}
		if (fn)
			fn->last = (uint32_t)i;
	}
}

/* ---- capabilities and extensions ----------------------------------------- */

/* Why the target does not accept capability cap, or NULL if it does.
 * "Required Capabilities" lists what every device takes; the optional ones
 * follow the device's properties; the extension sections add their own. */
static const char *
cap_refused(const SpvCheck *m, uint32_t cap)
{
	const Target *t = m->t;
	FeatureSet f = t->features;
	unsigned w;

	switch (cap) {
	case SpvCapabilityAddresses:
	case SpvCapabilityFloat16Buffer:
	case SpvCapabilityInt64:
	case SpvCapabilityInt16:
	case SpvCapabilityInt8:
	case SpvCapabilityKernel:
	case SpvCapabilityLinkage:
	case SpvCapabilityVector16:
	case SpvCapabilityGenericPointer:
	case SpvCapabilityGroups:
		return NULL;
	case SpvCapabilityImageBasic:
	case SpvCapabilityLiteralSampler:
	case SpvCapabilitySampled1D:
	case SpvCapabilityImage1D:
	case SpvCapabilitySampledBuffer:
	case SpvCapabilityImageBuffer:
	case SpvCapabilityImageReadWrite:
		return t->images ? NULL : "has no image support";
	case SpvCapabilityFloat16:
		return t->fp16 ? NULL : "has no fp16 arithmetic (ZE_DEVICE_MODULE_FLAG_FP16)";
	case SpvCapabilityFloat64:
		return t->fp64 ? NULL : "has no fp64 (ZE_DEVICE_MODULE_FLAG_FP64)";
	case SpvCapabilityInt64Atomics:
		return t->int64_atomics ? NULL
		       : "has no 64-bit integer atomics (ZE_DEVICE_MODULE_FLAG_INT64_ATOMICS)";
	case SpvCapabilitySubgroupShuffleINTEL:
	case SpvCapabilitySubgroupBufferBlockIOINTEL:
	case SpvCapabilitySubgroupImageBlockIOINTEL:
		return ZC_HAS(f, INTEL_SUBGROUPS) ? NULL : "has cl_intel_subgroups disabled";
	case SpvCapabilityAtomicFloat16AddEXT:
	case SpvCapabilityAtomicFloat32AddEXT:
	case SpvCapabilityAtomicFloat64AddEXT:
		w = cap == SpvCapabilityAtomicFloat16AddEXT ? 16 : cap == SpvCapabilityAtomicFloat32AddEXT ? 32 : 64;
		return ZC_FPA(t, w) & (ZC_FPA_GLOBAL_ADD | ZC_FPA_LOCAL_ADD) ? NULL
		       : ar_printf(&m->c->ar, "has no fp%u atomic add (ze_device_fp_atomic_ext_flags)", w);
	case SpvCapabilityAtomicFloat16MinMaxEXT:
	case SpvCapabilityAtomicFloat32MinMaxEXT:
	case SpvCapabilityAtomicFloat64MinMaxEXT:
		w = cap == SpvCapabilityAtomicFloat16MinMaxEXT ? 16 : cap == SpvCapabilityAtomicFloat32MinMaxEXT ? 32 : 64;
		return ZC_FPA(t, w) & (ZC_FPA_GLOBAL_MIN_MAX | ZC_FPA_LOCAL_MIN_MAX) ? NULL
		       : ar_printf(&m->c->ar, "has no fp%u atomic min/max (ze_device_fp_atomic_ext_flags)", w);
	case SpvCapabilityGroupNonUniform:
		return t->ext_subgroups ? NULL : "has no ZE_extension_subgroups";
	case SpvCapabilityGroupNonUniformVote:
		return ZC_HAS(f, KHR_SUBGROUP_NON_UNIFORM_VOTE) ? NULL : "has no cl_khr_subgroup_non_uniform_vote";
	case SpvCapabilityGroupNonUniformBallot:
		return ZC_HAS(f, KHR_SUBGROUP_BALLOT) ? NULL : "has no cl_khr_subgroup_ballot";
	case SpvCapabilityGroupNonUniformArithmetic:
		return ZC_HAS(f, KHR_SUBGROUP_NON_UNIFORM_ARITHMETIC) ? NULL
		       : "has no cl_khr_subgroup_non_uniform_arithmetic";
	case SpvCapabilityGroupNonUniformShuffle:
		return ZC_HAS(f, KHR_SUBGROUP_SHUFFLE) ? NULL : "has no cl_khr_subgroup_shuffle";
	case SpvCapabilityGroupNonUniformShuffleRelative:
		return ZC_HAS(f, KHR_SUBGROUP_SHUFFLE_RELATIVE) ? NULL : "has no cl_khr_subgroup_shuffle_relative";
	case SpvCapabilityGroupNonUniformClustered:
		return ZC_HAS(f, KHR_SUBGROUP_CLUSTERED_REDUCE) ? NULL : "has no cl_khr_subgroup_clustered_reduce";
	case SPVX_CapabilityBfloat16ConversionINTEL:
		return t->bf16_conversions ? NULL : "has no ZE_extension_bfloat16_conversions";
	/* cl_khr_extended_bit_ops and cl_khr_integer_dot_product: IGC
	 * compiles their SPIR-V extensions on every Intel device */
	case SpvCapabilityBitInstructions:
		return ZC_HAS(f, KHR_EXTENDED_BIT_OPS) ? NULL : "has no cl_khr_extended_bit_ops";
	case SpvCapabilityDotProduct:
		return ZC_HAS(f, KHR_INTEGER_DOT_PRODUCT) ? NULL : "has no cl_khr_integer_dot_product";
	case SpvCapabilityDotProductInput4x8Bit:
		return ZC_HAS(f, F_INTEGER_DOT_PRODUCT_INPUT_4X8BIT) ? NULL
		       : "has no __opencl_c_integer_dot_product_input_4x8bit";
	case SpvCapabilityDotProductInput4x8BitPacked:
		return ZC_HAS(f, F_INTEGER_DOT_PRODUCT_INPUT_4X8BIT_PACKED) ? NULL
		       : "has no __opencl_c_integer_dot_product_input_4x8bit_packed";
	/* Intel's extensions the Level Zero environment does not list, which
	 * the devices with them take (doc/targets.md, "Where zocc follows the devices") */
	case SpvCapabilitySplitBarrierINTEL:
		return ZC_HAS(f, INTEL_SPLIT_WORK_GROUP_BARRIER) ? NULL : "has no cl_intel_split_work_group_barrier";
	case SpvCapabilitySubgroupImageMediaBlockIOINTEL:
		return ZC_HAS(f, INTEL_SPIRV_MEDIA_BLOCK_IO) ? NULL : "has no cl_intel_spirv_media_block_io";
	case SpvCapabilityImageMipmap:
		return ZC_HAS(f, KHR_MIPMAP_IMAGE) ? NULL : "has no mipmapped images (cl_khr_mipmap_image)";
	case SpvCapabilitySubgroupDispatch:
		/* not in the environment's lists, but what intel_reqd_sub_group_size
		 * needs (OpExecutionMode SubgroupSize), and the devices take it */
		return ZC_HAS(f, INTEL_REQD_SUB_GROUP_SIZE) ? NULL : "has no cl_intel_required_subgroup_size";
	}
	return "does not accept it (not among the Level Zero environment's capabilities)";
}

/* The OpExtension a capability of an extension section needs declared. */
static const char *
cap_extension(uint32_t cap)
{
	switch (cap) {
	case SpvCapabilitySubgroupShuffleINTEL:
	case SpvCapabilitySubgroupBufferBlockIOINTEL:
	case SpvCapabilitySubgroupImageBlockIOINTEL:
		return "SPV_INTEL_subgroups";
	case SpvCapabilityAtomicFloat16AddEXT:
		return "SPV_EXT_shader_atomic_float16_add";
	case SpvCapabilityAtomicFloat32AddEXT:
	case SpvCapabilityAtomicFloat64AddEXT:
		return "SPV_EXT_shader_atomic_float_add";
	case SpvCapabilityAtomicFloat16MinMaxEXT:
	case SpvCapabilityAtomicFloat32MinMaxEXT:
	case SpvCapabilityAtomicFloat64MinMaxEXT:
		return "SPV_EXT_shader_atomic_float_min_max";
	case SPVX_CapabilityBfloat16ConversionINTEL:
		return "SPV_INTEL_bfloat16_conversion";
	case SpvCapabilitySplitBarrierINTEL:
		return "SPV_INTEL_split_barrier";
	case SpvCapabilitySubgroupImageMediaBlockIOINTEL:
		return "SPV_INTEL_media_block_io";
	case SpvCapabilityBitInstructions:
		return "SPV_KHR_bit_instructions";
	case SpvCapabilityDotProduct:
	case SpvCapabilityDotProductInput4x8Bit:
	case SpvCapabilityDotProductInput4x8BitPacked:
		return "SPV_KHR_integer_dot_product";
	}
	return NULL;
}

/* Why the target does not accept an OpExtension, or NULL. */
static const char *
ext_refused(const SpvCheck *m, const char *e)
{
	const Target *t = m->t;
	uint32_t all = t->fp_atomic_flags;
	uint32_t add = (ZC_FPA_GLOBAL_ADD | ZC_FPA_LOCAL_ADD) * 0x010101u;
	uint32_t minmax = (ZC_FPA_GLOBAL_MIN_MAX | ZC_FPA_LOCAL_MIN_MAX) * 0x010101u;

	if (strcmp(e, "SPV_INTEL_subgroups") == 0)
		return ZC_HAS(t->features, INTEL_SUBGROUPS) ? NULL : "has cl_intel_subgroups disabled";
	if (strcmp(e, "SPV_EXT_shader_atomic_float_add") == 0 ||
	    strcmp(e, "SPV_EXT_shader_atomic_float16_add") == 0)
		return all & add ? NULL : "has no float atomic add (ZE_extension_float_atomics)";
	if (strcmp(e, "SPV_EXT_shader_atomic_float_min_max") == 0)
		return all & minmax ? NULL : "has no float atomic min/max (ZE_extension_float_atomics)";
	if (strcmp(e, "SPV_KHR_linkonce_odr") == 0)
		return t->linkonce_odr ? NULL : "has no ZE_extension_linkonce_odr";
	if (strcmp(e, "SPV_INTEL_bfloat16_conversion") == 0)
		return t->bf16_conversions ? NULL : "has no ZE_extension_bfloat16_conversions";
	if (strcmp(e, "SPV_KHR_bit_instructions") == 0)
		return ZC_HAS(t->features, KHR_EXTENDED_BIT_OPS) ? NULL : "has no cl_khr_extended_bit_ops";
	if (strcmp(e, "SPV_KHR_integer_dot_product") == 0)
		return ZC_HAS(t->features, KHR_INTEGER_DOT_PRODUCT) ? NULL : "has no cl_khr_integer_dot_product";
	if (strcmp(e, "SPV_INTEL_split_barrier") == 0)
		return ZC_HAS(t->features, INTEL_SPLIT_WORK_GROUP_BARRIER) ? NULL
		       : "has no cl_intel_split_work_group_barrier";
	if (strcmp(e, "SPV_INTEL_media_block_io") == 0)
		return ZC_HAS(t->features, INTEL_SPIRV_MEDIA_BLOCK_IO) ? NULL : "has no cl_intel_spirv_media_block_io";
	return "does not accept it (not among the Level Zero environment's extensions)";
}

static void
check_module(SpvCheck *m)
{
	size_t i, nmodel = 0, nentry = 0;

	for (i = 0; i < m->b.ins.n; i++) {
		SpvIns *in = &m->b.ins.v[i];
		const char *why, *ext;

		switch (in->op) {
		case SpvOpCapability:
			if (in->nw != 2)
				break;
			why = cap_refused(m, spv_arg(m, i, 1));
			if (why)
				spv_viol(m, i, 0, "capability", "Required Capabilities", "%s %s", m->t->name, why);
			ext = cap_extension(spv_arg(m, i, 1));
			if (ext && !vm_has_ext(m, ext))
				spv_viol(m, i, 0, "capability-extension", "Extensions",
				         "the capability is accepted only with OpExtension \"%s\"", ext);
			break;
		case SpvOpExtension: {
			const char *e = ins_string(m, i, 1);

			why = ext_refused(m, e);
			if (why)
				spv_viol(m, i, 0, "extension", "Extensions", "%s %s", m->t->name, why);
			break;
		}
		case SpvOpExtInstImport: {
			/* "Extended Instruction Sets": OpenCL.std; IGC also reads the
			 * debug information of OpenCL.DebugInfo.100, which the device
			 * profiles accept and ze, the letter, does not (doc/design.md, "The
			 * devices decide; -device ze keeps the letter") */
			const char *name = ins_string(m, i, 2);
			int set = spv_ext_set_named(name);

			if (set == SPV_SET_DEBUG && !m->t->debug_info)
				spv_viol(m, i, 0, "extinst-set", "Extended Instruction Sets",
				         "%s does not accept the debug information of \"%s\": the environment lists only OpenCL.std",
				         m->t->name, name);
			else if (set == SPV_SET_UNKNOWN)
				spv_viol(m, i, 0, "extinst-set", "Extended Instruction Sets",
				         "%s does not accept the instruction set \"%s\" (OpenCL.std%s)", m->t->name, name,
				         m->t->debug_info ? " and OpenCL.DebugInfo.100 are the ones it reads" : " is the only one");
			break;
		}
		case SpvOpMemoryModel:
			if (in->nw != 3)
				break;
			if (++nmodel > 1)
				spv_viol(m, i, 0, "malformed-layout", "Validation Rules",
				         "a module has one OpMemoryModel");
			if (spv_arg(m, i, 1) != SpvAddressingModelPhysical64)
				spv_viol(m, i, 0, "addressing-model", "Validation Rules",
				         "the Addressing Model must be Physical64 (64-bit device pointers)");
			if (spv_arg(m, i, 2) != SpvMemoryModelOpenCL)
				spv_viol(m, i, 0, "memory-model", "Validation Rules",
				         "the Memory Model must be OpenCL");
			break;
		case SpvOpEntryPoint:
			nentry++;
			if (in->nw < 4)
				break;
			if (spv_arg(m, i, 1) != SpvExecutionModelKernel)
				spv_viol(m, i, 0, "entry-model", "Validation Rules",
				         "the Execution Model of an entry point must be Kernel");
			if (spv_defop(m, spv_arg(m, i, 2)) != SpvOpFunction)
				spv_viol(m, i, 0, "malformed-id", "Kernels",
				         "entry point %%%u is not an OpFunction", spv_arg(m, i, 2));
			{
				/* the interface follows the name.  IGC, which Level Zero
				 * hands the module to, does not decode it: it reads each
				 * interface word as an instruction's first word, which only
				 * an id below 65536 survives (a word count of 0 is skipped) */
				unsigned k = 3 + (unsigned)strlen(ins_string(m, i, 3)) / 4 + 1;

				for (; k < in->nw; k++)
					if (spv_arg(m, i, k) > 0xffff)
						spv_viol(m, i, 0, "entry-interface-id", "Kernels",
						         "interface id %%%u is above 65535: IGC reads it as an instruction of opcode %u and refuses the module",
						         spv_arg(m, i, k), spv_arg(m, i, k) & 0xffff);
			}
			break;
		case SpvOpExecutionMode:
			if (in->nw == 4 && spv_arg(m, i, 2) == SpvExecutionModeSubgroupSize) {
				uint32_t n = spv_arg(m, i, 3);

				if (!(n == 8 || n == 16 || n == 32) ||
				    !(m->t->subgroup_sizes >> (n == 8 ? 0 : n == 16 ? 1 : 2) & 1))
					spv_viol(m, i, 0, "subgroup-size", "Kernels",
					         "%s does not support subgroup size %u (it has%s%s%s)", m->t->name, n,
					         m->t->subgroup_sizes & 1 ? " 8" : "",
					         m->t->subgroup_sizes & 2 ? " 16" : "",
					         m->t->subgroup_sizes & 4 ? " 32" : "");
			}
			break;
		}
	}
	if (nmodel == 0 && !m->b.cut)
		spv_viol(m, (size_t)-1, 5, "memory-model", "Validation Rules",
		         "the module has no OpMemoryModel (Physical64 OpenCL)");
	/* SPIR-V 2.4: a module without an entry point is a library, which
	 * only the Linkage capability allows */
	if (nentry == 0 && !vm_has_cap(m, SpvCapabilityLinkage) && !m->b.cut)
		spv_viol(m, (size_t)-1, 5, "entry-point", "Validation Rules",
		         "the module has no OpEntryPoint and does not declare the Linkage capability: it is neither a program nor a library");
}

/* Set up m for words, read the header and the instructions: false if the
 * header does not allow reading on. */
static bool
load(SpvCheck *m, Ctx *c, const uint32_t *words, size_t nwords, const Target *t)
{
	memset(m, 0, sizeof *m);
	m->c = c;
	m->t = t;
	m->has_cap = ar_alloc(&c->ar, SPV_MAXCAP);
	if (!spv_read_header(&m->b, c, words, nwords, fault, m))
		return false;
	if (spv_version_ok(m->b.version) && m->b.version > t->spirv_max)
		spv_viol(m, (size_t)-1, 1, "version", "Supported SPIR-V Versions",
		         "SPIR-V %s is above the highest version %s accepts (%s)",
		         version_str(&c->ar, m->b.version), t->name, version_str(&c->ar, t->spirv_max));
	spv_read_insts(&m->b);
	read_facts(m);
	return true;
}

void
spv_disasm_module(Ctx *c, const uint32_t *words, size_t nwords, Buf *out)
{
	SpvCheck m;
	Target t;
	size_t i;

	zc_target_lookup("ze", &t);
	t.spirv_max = 0x10600;
	if (load(&m, c, words, nwords, &t))
		for (i = 0; i < m.b.ins.n; i++)
			buf_printf(out, "%s\n", spv_disasm(&c->ar, spv_iw(&m, i), m.b.ins.v[i].nw, &m.b.lk));
}

bool
spv_verify(Ctx *c, const uint32_t *words, size_t nwords, const Target *t)
{
	SpvCheck m;
	size_t i;

	if (load(&m, c, words, nwords, t)) {
		check_module(&m);
		spv_check_types(&m);
		spv_check_kernels(&m);
		if (t->env_letter)
			spv_check_recursion(&m);
		spv_check_insts(&m);
	}
	if (m.viols.n)
		qsort(m.viols.v, m.viols.n, sizeof *m.viols.v, viol_cmp);
	for (i = 0; i < m.viols.n; i++)
		zc_error(c, (Loc){0}, "%s", m.viols.v[i].msg);
	return m.viols.n == 0;
}
