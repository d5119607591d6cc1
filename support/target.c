/* target.c — device profiles: what a SPIR-V module may use on each device,
 * and how -device, -cl-ext and --spirv-max-version adjust that.
 *
 * Three kinds of target (doc/design.md, "Level Zero is the target"):
 *
 *   - any, the default (no -device, no zocc_target): any Level Zero device.
 *     It accepts every feature at least one known device has (the union of
 *     the device profiles below: fp64, fp16 arithmetic, images, subgroup
 *     sizes 8/16/32, the extended subgroups, int64 and float atomics, bf16
 *     conversions...), as clang and ocloc do when no device is named.  The
 *     module declares exactly the capabilities and extensions it uses, and
 *     the device that loads it decides: zeModuleCreate on a device without
 *     fp64 refuses a module that declares Float64.  Only what no known
 *     device has is an error (fp16 atomic add, pipes, device enqueue).
 *   - a named device (-device tgllp, zocc_target, a run-time caller's
 *     properties): its profile; a feature it lacks is an error at the
 *     source line that uses it.
 *   - ze, the portable profile (-device ze): only what the Level Zero
 *     SPIR-V environment requires of every device, for code that must load
 *     anywhere.
 *
 * Each device profile lists ocloc's device name first, then the other
 * names ocloc accepts for devices with the same profile, and the family
 * names (gen9, gen11, gen12lp, xe-hpg, xe-hpc) under the profile every
 * device of the family has.  A profile is what Intel's own OpenCL C
 * compiler takes for the device: the macros ocloc's front end defines for
 * it (NEO passes the device's extension list as -cl-ext) with what the
 * runtime adds, less what IGC (ocloc -spirv_input, IGC 1.0.12504) refuses
 * or builds without the kernel for that device.  doc/targets.md has the
 * table of devices and features with the ocloc command and output behind
 * each; tests/target checks them.  In short:
 *
 *   - SPIR-V versions: IGC accepts 1.0 to 1.4 modules on every device and
 *     rejects 1.5 and 1.6.
 *   - fp64: gen9 (skl, apl and their kin) and pvc; IGC refuses double
 *     arithmetic elsewhere ("Double type is not supported on this platform").
 *   - subgroup sizes: 8, 16 and 32, but not 8 on pvc ("required subgroup
 *     size 8, which is unsupported").
 *   - the low-power gen9 and gen11 parts (apl/bxt/glk; ehl/jsl/lkf) lack
 *     OpenCL C 2.0's core: ocloc defines neither cl_khr_subgroups, the
 *     64-bit integer atomics nor, in OpenCL C 3.0, the generic address
 *     space, program-scope variables, work-group collectives, acq_rel and
 *     __opencl_c_subgroups for them (NEO reports OpenCL C 1.2 and 3.0
 *     there), nor the SPIR-V named extensions NEO lists with those.
 *   - images (with the mipmaps and the YUV formats NEO reports with them)
 *     everywhere but pvc; media block I/O gen9 to dg2; block I/O on
 *     __local memory from gen11 on ("BlockReadLocal not supported!" on
 *     gen9); the dot products from gen12 on ("Unsupported call to
 *     llvm.genx.GenISA.dp4a" on gen9 and gen11); bfloat16 conversions on
 *     dg2 and pvc ("bf conversion instruction not supported!" before).
 *   - float atomics (cl_ext_float_atomics): ocloc's front end declares
 *     them for every device, and IGC builds every one on every device
 *     (compare-exchange loops where the hardware has none) but fp16 add
 *     ("undefined reference to __builtin_spirv_OpAtomicFAddEXT_p1f16_...").
 *     NEO 22.43's Level Zero driver reports fewer (none before dg2); a
 *     caller that passes a driver's ze_device_fp_atomic_ext_flags gets what
 *     they say.
 *   - pipes, device enqueue and the AVC motion estimation are left out on
 *     every device (Level Zero has no pipes or device queues; zocc has none
 *     of the AVC builtins).
 *   - extended subgroups (GroupNonUniform* in a SPIR-V 1.3 module) and
 *     SPV_KHR_linkonce_odr: accepted by ocloc on every device.
 *   - cl_khr_extended_bit_ops (SPV_KHR_bit_instructions): ocloc compiles
 *     OpBitReverse on every device.
 *   - cl_khr_subgroup_rotate: IGC reads no OpGroupNonUniformRotateKHR;
 *     zocc lowers the rotations to shuffles, so every device with the
 *     extended subgroups has it.
 *   - ze: the capabilities the Level Zero SPIR-V environment requires of
 *     every device (Addresses, Float16Buffer, Int64, Int16, Int8, Kernel,
 *     Linkage, Vector16, GenericPointer, Groups, SPV_INTEL_subgroups; SPIR-V
 *     1.0 to 1.2); ImageBasic, Float16, Float64, Int64Atomics and the
 *     extension sections are optional there, so ze has none of them.  Its
 *     subgroup sizes are those every Intel device above has: 16 and 32.
 *     It alone keeps the environment's literal lists where every device
 *     takes more (env_letter: array members of struct kernel arguments;
 *     doc/targets.md, "Where zocc follows the devices").
 *   - debug information: IGC reads the OpenCL.DebugInfo.100 instructions
 *     (-g) on every device and turns them into DWARF, and refuses any other
 *     set but OpenCL.std ("Invalid extended instruction import", or
 *     "InvalidBuiltinSetName" for NonSemantic.*); the environment lists
 *     OpenCL.std alone, so ze has none (doc/design.md, "The devices decide;
 *     -device ze keeps the letter").
 *   - any: the union of the device profiles (tests/verify/target_test.c
 *     checks that it is exactly that). */
#include <string.h>

#include "zc.h"

/* The profiles below are constant FeatureSets, written one word at a time:
 * F(x, k) is feature x's bit in word k, and SET(m) the set whose word k is
 * m(k).  Two words hold every feature zocc knows. */
_Static_assert(ZC_FEATURE_WORDS == 2, "SET() writes two words");

#define F(x, k) ((ZC_##x) / 64 == (k) ? (uint64_t)1 << ((ZC_##x) % 64) : 0)
#define SET(m) {{m(0), m(1)}}

/* What every Intel device and every Level Zero device offers: 32-bit
 * atomics with the memory scopes up to CrossDevice, 64-bit integers and
 * SPV_INTEL_subgroups with 32- and 16-bit block I/O. */
#define FEAT_BASE(k) (F(KHR_GLOBAL_INT32_BASE_ATOMICS, k) | F(KHR_GLOBAL_INT32_EXTENDED_ATOMICS, k) | \
	F(KHR_LOCAL_INT32_BASE_ATOMICS, k) | F(KHR_LOCAL_INT32_EXTENDED_ATOMICS, k) | \
	F(KHR_BYTE_ADDRESSABLE_STORE, k) | F(INTEL_SUBGROUPS, k) | F(INTEL_SUBGROUPS_SHORT, k) | \
	F(F_ATOMIC_ORDER_SEQ_CST, k) | F(F_ATOMIC_SCOPE_DEVICE, k) | F(F_ATOMIC_SCOPE_ALL_DEVICES, k) | \
	F(F_INT64, k))
/* OpenCL C 2.0's core as OpenCL 3.0 features, which the Level Zero
 * environment requires (GenericPointer, Groups, module-scope variables)
 * and the low-power gen9 and gen11 parts lack in OpenCL C 3.0; with the
 * subgroups NEO reports along with them */
#define FEAT_CORE20(k) (F(F_ATOMIC_ORDER_ACQ_REL, k) | F(F_GENERIC_ADDRESS_SPACE, k) | \
	F(F_PROGRAM_SCOPE_GLOBAL_VARIABLES, k) | F(F_WORK_GROUP_COLLECTIVE_FUNCTIONS, k))
#define FEAT_OCL20(k) (FEAT_CORE20(k) | F(KHR_SUBGROUPS, k) | F(F_SUBGROUPS, k))
#define FEAT_ZE(k) (FEAT_BASE(k) | FEAT_OCL20(k))

/* ZE_extension_subgroups */
#define FEAT_EXT_SUBGROUPS(k) (F(KHR_SUBGROUP_EXTENDED_TYPES, k) | F(KHR_SUBGROUP_NON_UNIFORM_VOTE, k) | \
	F(KHR_SUBGROUP_BALLOT, k) | F(KHR_SUBGROUP_NON_UNIFORM_ARITHMETIC, k) | F(KHR_SUBGROUP_SHUFFLE, k) | \
	F(KHR_SUBGROUP_SHUFFLE_RELATIVE, k) | F(KHR_SUBGROUP_CLUSTERED_REDUCE, k) | F(KHR_SUBGROUP_ROTATE, k))

/* images, and what NEO reports with them: mipmaps (ocloc's header
 * declares their builtins for every device with images from OpenCL C 2.0)
 * and the YUV image formats */
#define FEAT_IMAGES(k) (F(F_IMAGES, k) | F(F_3D_IMAGE_WRITES, k) | F(F_READ_WRITE_IMAGES, k) | \
	F(KHR_3D_IMAGE_WRITES, k) | F(KHR_DEPTH_IMAGES, k) | F(KHR_MIPMAP_IMAGE, k) | \
	F(KHR_MIPMAP_IMAGE_WRITES, k) | F(INTEL_PLANAR_YUV, k) | F(INTEL_PACKED_YUV, k))
#define FEAT_FP64(k) (F(KHR_FP64, k) | F(F_FP64, k))

/* cl_ext_float_atomics as IGC builds it on every device: fp32 and fp16
 * load/store/exchange and min/max, fp32 add, on global and local memory
 * (native instructions from dg2 on, compare-exchange loops before); fp16
 * add on no device (IGC has no OpAtomicFAddEXT on half) */
#define FEAT_FPA(k) (F(EXT_FLOAT_ATOMICS, k) | F(EXT_FP16_GLOBAL_ATOMIC_LOAD_STORE, k) | \
	F(EXT_FP16_LOCAL_ATOMIC_LOAD_STORE, k) | F(EXT_FP16_GLOBAL_ATOMIC_MIN_MAX, k) | \
	F(EXT_FP16_LOCAL_ATOMIC_MIN_MAX, k) | F(EXT_FP32_GLOBAL_ATOMIC_ADD, k) | \
	F(EXT_FP32_LOCAL_ATOMIC_ADD, k) | F(EXT_FP32_GLOBAL_ATOMIC_MIN_MAX, k) | \
	F(EXT_FP32_LOCAL_ATOMIC_MIN_MAX, k))
/* and fp64's, where the device has fp64 */
#define FEAT_FPA64(k) (F(EXT_FP64_GLOBAL_ATOMIC_ADD, k) | F(EXT_FP64_LOCAL_ATOMIC_ADD, k) | \
	F(EXT_FP64_GLOBAL_ATOMIC_MIN_MAX, k) | F(EXT_FP64_LOCAL_ATOMIC_MIN_MAX, k))
#define FPA_ALL_OPS (ZC_FPA_GLOBAL_LOAD_STORE | ZC_FPA_GLOBAL_ADD | ZC_FPA_GLOBAL_MIN_MAX | \
	ZC_FPA_LOCAL_LOAD_STORE | ZC_FPA_LOCAL_ADD | ZC_FPA_LOCAL_MIN_MAX)
#define FPA_ALL ((uint32_t)(FPA_ALL_OPS & ~(ZC_FPA_GLOBAL_ADD | ZC_FPA_LOCAL_ADD)) | \
	(uint32_t)FPA_ALL_OPS << 8 | (uint32_t)FPA_ALL_OPS << 16)
#define FPA_NO64 (FPA_ALL & 0xffffu)

/* What every Intel device shares, the low-power gen9 and gen11 parts
 * included. */
#define FEAT_INTEL_LP(k) (FEAT_BASE(k) | FEAT_EXT_SUBGROUPS(k) | F(KHR_FP16, k) | \
	F(INTEL_SUBGROUPS_CHAR, k) | F(INTEL_SUBGROUPS_LONG, k) | F(INTEL_REQD_SUB_GROUP_SIZE, k) | \
	F(KHR_EXTENDED_BIT_OPS, k) | F(INTEL_SPLIT_WORK_GROUP_BARRIER, k) | FEAT_FPA(k))
/* What the others add: OpenCL C 2.0's core, 64-bit integer atomics and the
 * SPIR-V extensions NEO lists with them. */
#define FEAT_INTEL(k) (FEAT_INTEL_LP(k) | FEAT_OCL20(k) | F(KHR_INT64_BASE_ATOMICS, k) | \
	F(KHR_INT64_EXTENDED_ATOMICS, k) | F(INTEL_SPIRV_SUBGROUPS, k) | \
	F(KHR_SPIRV_NO_INTEGER_WRAP_DECORATION, k))
/* cl_khr_integer_dot_product: IGC lowers the dot products to DP4A, which
 * gen12 and later have ("Unsupported call to llvm.genx.GenISA.dp4a" on
 * gen9 and gen11) */
#define FEAT_DOT(k) (F(KHR_INTEGER_DOT_PRODUCT, k) | F(F_INTEGER_DOT_PRODUCT_INPUT_4X8BIT, k) | \
	F(F_INTEGER_DOT_PRODUCT_INPUT_4X8BIT_PACKED, k))
/* the media block reads and writes of 2D images (NEO's supportsMediaBlock:
 * gen9 to dg2, not pvc), and the SPIR-V extension's name: NEO lists that
 * only with OpenCL C 2.0's core, but IGC reads SPV_INTEL_media_block_io on
 * the low-power parts too, and the validator asks for the name */
#define FEAT_MEDIA(k) (F(INTEL_MEDIA_BLOCK_IO, k) | F(INTEL_SPIRV_MEDIA_BLOCK_IO, k))
/* block reads and writes of __local memory: gen11 and later ("BlockReadLocal
 * not supported!" on gen9) */
#define FEAT_LOCAL_BLOCK(k) F(INTEL_SUBGROUP_LOCAL_BLOCK_IO, k)

/* each profile's set */
#define ANY(k) (FEAT_INTEL(k) | FEAT_IMAGES(k) | FEAT_FP64(k) | FEAT_FPA64(k) | FEAT_DOT(k) | \
	FEAT_MEDIA(k) | FEAT_LOCAL_BLOCK(k))
#define SKL(k) (FEAT_INTEL(k) | FEAT_IMAGES(k) | FEAT_FP64(k) | FEAT_FPA64(k) | FEAT_MEDIA(k))
#define APL(k) (FEAT_INTEL_LP(k) | FEAT_IMAGES(k) | FEAT_FP64(k) | FEAT_FPA64(k) | FEAT_MEDIA(k))
#define ICLLP(k) (FEAT_INTEL(k) | FEAT_IMAGES(k) | FEAT_MEDIA(k) | FEAT_LOCAL_BLOCK(k))
#define EHL(k) (FEAT_INTEL_LP(k) | FEAT_IMAGES(k) | FEAT_MEDIA(k) | FEAT_LOCAL_BLOCK(k))
#define TGLLP(k) (FEAT_INTEL(k) | FEAT_IMAGES(k) | FEAT_DOT(k) | FEAT_MEDIA(k) | FEAT_LOCAL_BLOCK(k))
#define DG2(k) TGLLP(k)
#define PVC(k) (FEAT_INTEL(k) | FEAT_FP64(k) | FEAT_FPA64(k) | FEAT_DOT(k) | FEAT_LOCAL_BLOCK(k))

static const FeatureSet ext_subgroups = SET(FEAT_EXT_SUBGROUPS);
static const FeatureSet core20 = SET(FEAT_CORE20);

#define SPV(minor) (0x10000u | (minor) << 8)
#define SG_8_16_32 7u
#define SG_16_32 6u

typedef struct Profile {
	const char *aliases; /* other names of the family, blank-separated */
	Target t;            /* t.name is ocloc's canonical device name */
} Profile;

/* any first: the default, and what an unknown name falls back to.  A
 * family name (gen9, gen11, gen12lp, xe-hpg, xe-hpc) is what ocloc
 * compiles for every device of the family: its profile is the one every
 * one of them has (gen9 takes in apl and glk, gen11 lkf and ehl). */
static const Profile profiles[] = {
	{"",
	 {.name = "any", .spirv_max = SPV(4),
	  .features = SET(ANY),
	  .images = true, .fp16 = true, .fp64 = true, .int64_atomics = true, .fp_atomic_flags = FPA_ALL,
	  .subgroup_sizes = SG_8_16_32, .ext_subgroups = true, .linkonce_odr = true, .debug_info = true,
	  .bf16_conversions = true}},
	{"",
	 {.name = "ze", .spirv_max = SPV(2), .features = SET(FEAT_ZE),
	  .subgroup_sizes = SG_16_32, .env_letter = true}},
	{"kbl cfl whl aml cml",
	 {.name = "skl", .spirv_max = SPV(4),
	  .features = SET(SKL),
	  .images = true, .fp16 = true, .fp64 = true, .int64_atomics = true, .fp_atomic_flags = FPA_ALL,
	  .subgroup_sizes = SG_8_16_32, .ext_subgroups = true, .linkonce_odr = true, .debug_info = true}},
	{"bxt glk gen9",
	 {.name = "apl", .spirv_max = SPV(4),
	  .features = SET(APL),
	  .images = true, .fp16 = true, .fp64 = true, .fp_atomic_flags = FPA_ALL,
	  .subgroup_sizes = SG_8_16_32, .ext_subgroups = true, .linkonce_odr = true, .debug_info = true}},
	{"",
	 {.name = "icllp", .spirv_max = SPV(4), .features = SET(ICLLP),
	  .images = true, .fp16 = true, .int64_atomics = true, .fp_atomic_flags = FPA_NO64,
	  .subgroup_sizes = SG_8_16_32, .ext_subgroups = true, .linkonce_odr = true, .debug_info = true}},
	{"lkf jsl gen11",
	 {.name = "ehl", .spirv_max = SPV(4), .features = SET(EHL),
	  .images = true, .fp16 = true, .fp_atomic_flags = FPA_NO64,
	  .subgroup_sizes = SG_8_16_32, .ext_subgroups = true, .linkonce_odr = true, .debug_info = true}},
	{"gen12lp rkl adl-s adl-p adl-n dg1",
	 {.name = "tgllp", .spirv_max = SPV(4), .features = SET(TGLLP),
	  .images = true, .fp16 = true, .int64_atomics = true, .fp_atomic_flags = FPA_NO64,
	  .subgroup_sizes = SG_8_16_32, .ext_subgroups = true, .linkonce_odr = true, .debug_info = true}},
	{"acm-g10 ats-m150 xe-hpg dg2 dg2-g11 acm-g11 ats-m75 dg2-g12 acm-g12",
	 {.name = "dg2-g10", .spirv_max = SPV(4), .features = SET(DG2),
	  .images = true, .fp16 = true, .int64_atomics = true, .fp_atomic_flags = FPA_NO64,
	  .subgroup_sizes = SG_8_16_32, .ext_subgroups = true, .linkonce_odr = true, .debug_info = true,
	  .bf16_conversions = true}},
	{"pvc-sdv xe-hpc",
	 {.name = "pvc", .spirv_max = SPV(4), .features = SET(PVC),
	  .fp16 = true, .fp64 = true, .int64_atomics = true, .fp_atomic_flags = FPA_ALL,
	  .subgroup_sizes = SG_16_32, .ext_subgroups = true, .linkonce_odr = true, .debug_info = true,
	  .bf16_conversions = true}},
};

/* Whether the blank-separated list names holds name. */
static bool
listed(const char *names, const char *name)
{
	size_t len = strlen(name);
	const char *p = names;

	while (*p) {
		size_t n = strcspn(p, " ");

		if (n == len && memcmp(p, name, len) == 0)
			return true;
		p += n;
		p += strspn(p, " ");
	}
	return false;
}

bool
zc_target_lookup(const char *name, Target *t)
{
	size_t i;

	if (!name || !*name)
		name = "any";
	for (i = 0; i < ZC_COUNTOF(profiles); i++) {
		if (strcmp(profiles[i].t.name, name) == 0 || listed(profiles[i].aliases, name)) {
			*t = profiles[i].t;
			return true;
		}
	}
	*t = profiles[0].t;
	return false;
}

/* Names that stand for one setting: -cl-ext toggles them together, as clang
 * requires cl_khr_fp64 and __opencl_c_fp64 (and the two 3D image write
 * names) to agree. */
static const unsigned char twins[][2] = {
	{ZC_KHR_FP64, ZC_F_FP64},
	{ZC_KHR_3D_IMAGE_WRITES, ZC_F_3D_IMAGE_WRITES},
};

/* A feature and one it needs: removing the second removes the first; adding
 * the first without the second is an error (clang: "feature requires
 * support of ... feature"). */
static const unsigned char needs[][2] = {
	{ZC_F_3D_IMAGE_WRITES, ZC_F_IMAGES},
	{ZC_KHR_3D_IMAGE_WRITES, ZC_F_IMAGES},
	{ZC_F_READ_WRITE_IMAGES, ZC_F_IMAGES},
	{ZC_KHR_DEPTH_IMAGES, ZC_F_IMAGES},
	{ZC_INTEL_SUBGROUPS_SHORT, ZC_INTEL_SUBGROUPS},
	{ZC_INTEL_SUBGROUPS_CHAR, ZC_INTEL_SUBGROUPS},
	{ZC_INTEL_SUBGROUPS_LONG, ZC_INTEL_SUBGROUPS},
	{ZC_INTEL_SPIRV_SUBGROUPS, ZC_INTEL_SUBGROUPS},
	{ZC_INTEL_SUBGROUP_LOCAL_BLOCK_IO, ZC_INTEL_SUBGROUPS},
	{ZC_INTEL_MEDIA_BLOCK_IO, ZC_INTEL_SUBGROUPS},
	{ZC_INTEL_MEDIA_BLOCK_IO, ZC_F_IMAGES},
	{ZC_INTEL_SPIRV_MEDIA_BLOCK_IO, ZC_INTEL_MEDIA_BLOCK_IO},
	{ZC_INTEL_PLANAR_YUV, ZC_F_IMAGES},
	{ZC_INTEL_PACKED_YUV, ZC_F_IMAGES},
	{ZC_KHR_MIPMAP_IMAGE, ZC_F_IMAGES},
	{ZC_KHR_MIPMAP_IMAGE_WRITES, ZC_KHR_MIPMAP_IMAGE},
	{ZC_F_INTEGER_DOT_PRODUCT_INPUT_4X8BIT, ZC_KHR_INTEGER_DOT_PRODUCT},
	{ZC_F_INTEGER_DOT_PRODUCT_INPUT_4X8BIT_PACKED, ZC_KHR_INTEGER_DOT_PRODUCT},
	{ZC_EXT_FP16_GLOBAL_ATOMIC_LOAD_STORE, ZC_KHR_FP16},
	{ZC_EXT_FP16_LOCAL_ATOMIC_LOAD_STORE, ZC_KHR_FP16},
	{ZC_EXT_FP16_GLOBAL_ATOMIC_ADD, ZC_KHR_FP16},
	{ZC_EXT_FP16_LOCAL_ATOMIC_ADD, ZC_KHR_FP16},
	{ZC_EXT_FP16_GLOBAL_ATOMIC_MIN_MAX, ZC_KHR_FP16},
	{ZC_EXT_FP16_LOCAL_ATOMIC_MIN_MAX, ZC_KHR_FP16},
	{ZC_EXT_FP64_GLOBAL_ATOMIC_ADD, ZC_KHR_FP64},
	{ZC_EXT_FP64_LOCAL_ATOMIC_ADD, ZC_KHR_FP64},
	{ZC_EXT_FP64_GLOBAL_ATOMIC_MIN_MAX, ZC_KHR_FP64},
	{ZC_EXT_FP64_LOCAL_ATOMIC_MIN_MAX, ZC_KHR_FP64},
	{ZC_EXT_FP16_GLOBAL_ATOMIC_LOAD_STORE, ZC_EXT_FLOAT_ATOMICS},
	{ZC_EXT_FP16_LOCAL_ATOMIC_LOAD_STORE, ZC_EXT_FLOAT_ATOMICS},
	{ZC_EXT_FP16_GLOBAL_ATOMIC_ADD, ZC_EXT_FLOAT_ATOMICS},
	{ZC_EXT_FP16_LOCAL_ATOMIC_ADD, ZC_EXT_FLOAT_ATOMICS},
	{ZC_EXT_FP16_GLOBAL_ATOMIC_MIN_MAX, ZC_EXT_FLOAT_ATOMICS},
	{ZC_EXT_FP16_LOCAL_ATOMIC_MIN_MAX, ZC_EXT_FLOAT_ATOMICS},
	{ZC_EXT_FP32_GLOBAL_ATOMIC_ADD, ZC_EXT_FLOAT_ATOMICS},
	{ZC_EXT_FP32_LOCAL_ATOMIC_ADD, ZC_EXT_FLOAT_ATOMICS},
	{ZC_EXT_FP32_GLOBAL_ATOMIC_MIN_MAX, ZC_EXT_FLOAT_ATOMICS},
	{ZC_EXT_FP32_LOCAL_ATOMIC_MIN_MAX, ZC_EXT_FLOAT_ATOMICS},
	{ZC_EXT_FP64_GLOBAL_ATOMIC_ADD, ZC_EXT_FLOAT_ATOMICS},
	{ZC_EXT_FP64_LOCAL_ATOMIC_ADD, ZC_EXT_FLOAT_ATOMICS},
	{ZC_EXT_FP64_GLOBAL_ATOMIC_MIN_MAX, ZC_EXT_FLOAT_ATOMICS},
	{ZC_EXT_FP64_LOCAL_ATOMIC_MIN_MAX, ZC_EXT_FLOAT_ATOMICS},
};

/* The float-atomic flag bit each __opencl_c_ext_fp* feature stands for. */
static const struct {
	unsigned char feature; /* ZC_EXT_FP* */
	unsigned char width;   /* 16, 32, 64 */
	unsigned char flag;    /* ZC_FPA_* */
} fpa_features[] = {
	{ZC_EXT_FP16_GLOBAL_ATOMIC_LOAD_STORE, 16, ZC_FPA_GLOBAL_LOAD_STORE},
	{ZC_EXT_FP16_LOCAL_ATOMIC_LOAD_STORE, 16, ZC_FPA_LOCAL_LOAD_STORE},
	{ZC_EXT_FP16_GLOBAL_ATOMIC_ADD, 16, ZC_FPA_GLOBAL_ADD},
	{ZC_EXT_FP16_LOCAL_ATOMIC_ADD, 16, ZC_FPA_LOCAL_ADD},
	{ZC_EXT_FP16_GLOBAL_ATOMIC_MIN_MAX, 16, ZC_FPA_GLOBAL_MIN_MAX},
	{ZC_EXT_FP16_LOCAL_ATOMIC_MIN_MAX, 16, ZC_FPA_LOCAL_MIN_MAX},
	{ZC_EXT_FP32_GLOBAL_ATOMIC_ADD, 32, ZC_FPA_GLOBAL_ADD},
	{ZC_EXT_FP32_LOCAL_ATOMIC_ADD, 32, ZC_FPA_LOCAL_ADD},
	{ZC_EXT_FP32_GLOBAL_ATOMIC_MIN_MAX, 32, ZC_FPA_GLOBAL_MIN_MAX},
	{ZC_EXT_FP32_LOCAL_ATOMIC_MIN_MAX, 32, ZC_FPA_LOCAL_MIN_MAX},
	{ZC_EXT_FP64_GLOBAL_ATOMIC_ADD, 64, ZC_FPA_GLOBAL_ADD},
	{ZC_EXT_FP64_LOCAL_ATOMIC_ADD, 64, ZC_FPA_LOCAL_ADD},
	{ZC_EXT_FP64_GLOBAL_ATOMIC_MIN_MAX, 64, ZC_FPA_GLOBAL_MIN_MAX},
	{ZC_EXT_FP64_LOCAL_ATOMIC_MIN_MAX, 64, ZC_FPA_LOCAL_MIN_MAX},
};

int
zc_fpa_feature(unsigned width, unsigned flag)
{
	size_t i;

	for (i = 0; i < ZC_COUNTOF(fpa_features); i++)
		if (fpa_features[i].width == width && fpa_features[i].flag == flag)
			return fpa_features[i].feature;
	return -1;
}

/* fp32 and fp64 atomic load/store/exchange have no OpenCL C feature of their
 * own (they are core OpenCL C 2.0): these flag bits survive the resync. */
#define FPA_NO_FEATURE ((uint32_t)(ZC_FPA_GLOBAL_LOAD_STORE | ZC_FPA_LOCAL_LOAD_STORE) << 8 | \
	(uint32_t)(ZC_FPA_GLOBAL_LOAD_STORE | ZC_FPA_LOCAL_LOAD_STORE) << 16)

/* Remove feature f and, transitively, everything that needs it. */
static void
remove_feature(FeatureSet *set, int f)
{
	size_t i;

	if (!ZC_FS_HAS(*set, f))
		return;
	zc_fs_put(set, f, false);
	for (i = 0; i < ZC_COUNTOF(twins); i++) {
		if (twins[i][0] == f)
			remove_feature(set, twins[i][1]);
		if (twins[i][1] == f)
			remove_feature(set, twins[i][0]);
	}
	for (i = 0; i < ZC_COUNTOF(needs); i++)
		if (needs[i][1] == f)
			remove_feature(set, needs[i][0]);
}

static void
add_feature(FeatureSet *set, int f)
{
	size_t i;

	zc_fs_put(set, f, true);
	for (i = 0; i < ZC_COUNTOF(twins); i++) {
		if (twins[i][0] == f)
			zc_fs_put(set, twins[i][1], true);
		if (twins[i][1] == f)
			zc_fs_put(set, twins[i][0], true);
	}
}

/* Derive the flags from the feature set after -cl-ext changed it. */
static void
sync_flags(Target *t)
{
	uint32_t fpa = t->fp_atomic_flags & FPA_NO_FEATURE;
	size_t i;

	t->fp64 = ZC_HAS(t->features, KHR_FP64);
	t->fp16 = ZC_HAS(t->features, KHR_FP16);
	t->images = ZC_HAS(t->features, F_IMAGES);
	t->int64_atomics = ZC_HAS(t->features, KHR_INT64_BASE_ATOMICS) ||
	                   ZC_HAS(t->features, KHR_INT64_EXTENDED_ATOMICS);
	t->ext_subgroups = zc_fs_meets(&t->features, &ext_subgroups);
	for (i = 0; i < ZC_COUNTOF(fpa_features); i++)
		if (ZC_FS_HAS(t->features, fpa_features[i].feature))
			fpa |= (uint32_t)fpa_features[i].flag << ZC_FPA_SHIFT(fpa_features[i].width);
	if (!ZC_HAS(t->features, EXT_FLOAT_ATOMICS))
		fpa &= ~FPA_NO_FEATURE;
	if (!t->fp64)
		fpa &= ~(0xffu << 16);
	t->fp_atomic_flags = fpa;
}

const char *
zc_target_name(size_t i)
{
	return i < ZC_COUNTOF(profiles) ? profiles[i].t.name : NULL;
}

bool
zc_target_generic(const Target *t)
{
	return strcmp(t->name, "any") == 0 || strcmp(t->name, "ze") == 0;
}

const char *
zc_target_str(Ctx *c)
{
	if (strcmp(c->target.name, "ze") == 0)
		return "the portable profile 'ze'";
	if (c->opt.device && strcmp(c->target.name, "any") != 0)
		return ar_printf(&c->ar, "device '%s'", c->opt.device);
	/* any: only what no known device has is refused, unless the caller
	 * took something away */
	if (c->opt.exts.n)
		return "the default target as -cl-ext or zocc_target changed it";
	return "any known Level Zero device";
}

/* "skl, gen9, kbl, ..." for the unknown-device message. */
static const char *
known_names(Ctx *c)
{
	Buf b;
	size_t i;

	buf_init(&b, &c->ar);
	for (i = 0; i < ZC_COUNTOF(profiles); i++) {
		const char *p = profiles[i].aliases;

		buf_printf(&b, "%s%s", i ? ", " : "", profiles[i].t.name);
		while (*p) {
			size_t n = strcspn(p, " ");

			buf_printf(&b, ", %.*s", (int)n, p);
			p += n;
			p += strspn(p, " ");
		}
	}
	return b.s;
}

/* The known name (a profile's or an alias) nearest to a misspelt one. */
static const char *
nearest_device(Ctx *c, const char *name)
{
	Suggest sg;
	size_t i;

	zc_suggest_init(&sg, name, strlen(name));
	for (i = 0; i < ZC_COUNTOF(profiles); i++) {
		const char *p = profiles[i].aliases;

		zc_suggest_offer(&sg, profiles[i].t.name, strlen(profiles[i].t.name));
		while (*p) {
			size_t n = strcspn(p, " ");

			zc_suggest_offer(&sg, p, n);
			p += n;
			p += strspn(p, " ");
		}
	}
	return sg.best ? ar_strndup(&c->ar, sg.best, sg.bestlen) : NULL;
}

void
zc_target_resolve(Ctx *c)
{
	Target *t = &c->target;
	FeatureSet added = {{0}};
	size_t i;

	if (!zc_target_lookup(c->opt.device, t)) {
		const char *near = nearest_device(c, c->opt.device);

		if (near)
			zc_error(c, (Loc){0}, "unknown device '%s'; did you mean '%s'? (known devices: %s)", c->opt.device,
			         near, known_names(c));
		else
			zc_error(c, (Loc){0}, "unknown device '%s' (known devices: %s)", c->opt.device, known_names(c));
	}

	/* OpenCL C 2.0 has its core in the language, not as features: a 2.0
	 * program has it on every device, as ocloc's header defines its
	 * macros for every device at -cl-std=CL2.0 (and IGC builds it on the
	 * low-power parts, which lack it in OpenCL C 3.0) */
	if (c->opt.cl_std == 200)
		zc_fs_or(&t->features, &core20);

	/* -cl-ext=+a,-b in order, with clang's +all and -all */
	for (i = 0; i < c->opt.exts.n; i++) {
		const char *e = c->opt.exts.v[i];
		bool on = e[0] == '+';
		int f;

		if (strcmp(e + 1, "all") == 0) {
			for (f = 0; f < ZC_NFEATURES; f++) {
				zc_fs_put(&t->features, f, on);
				zc_fs_put(&added, f, on);
			}
			if (on)
				t->fp_atomic_flags |= FPA_NO_FEATURE;
			continue;
		}
		f = zc_feature_lookup(e + 1, strlen(e + 1));
		if (f < 0) {
			const char *near = zc_suggest_list(e + 1, zc_feature_names, ZC_NFEATURES);

			if (near)
				zc_warning(c, (Loc){0}, "unknown extension or feature '%s' in -cl-ext; did you mean '%s'? [-Winvalid-command-line-argument]",
				           e + 1, near);
			else
				zc_warning(c, (Loc){0}, "unknown extension or feature '%s' in -cl-ext [-Winvalid-command-line-argument]", e + 1);
			continue;
		}
		if (on) {
			add_feature(&t->features, f);
			zc_fs_put(&added, f, true);
		} else {
			remove_feature(&t->features, f);
			zc_fs_put(&added, f, false);
		}
	}
	for (i = 0; i < ZC_COUNTOF(needs); i++) {
		int f = needs[i][0], base = needs[i][1];

		if (ZC_FS_HAS(t->features, f) && !ZC_FS_HAS(t->features, base)) {
			if (ZC_FS_HAS(added, f))
				zc_error(c, (Loc){0}, "-cl-ext: feature '%s' requires support of '%s'",
				         zc_feature_names[f], zc_feature_names[base]);
			remove_feature(&t->features, f);
		}
	}
	/* a float-atomic flag with no feature of its own follows its type */
	if (ZC_HAS(added, EXT_FLOAT_ATOMICS) || ZC_HAS(added, KHR_FP64))
		t->fp_atomic_flags |= FPA_NO_FEATURE;
	sync_flags(t);

	/* --spirv-max-version: a named device cannot go above what its
	 * compiler reads; any and ze stand for no one device and follow the
	 * option either way, the caller knowing its device's
	 * spirvVersionSupported */
	if (c->opt.spirv_max) {
		if (zc_target_generic(t) || c->opt.spirv_max <= t->spirv_max)
			t->spirv_max = c->opt.spirv_max;
		else
			zc_warning(c, (Loc){0},
			           "--spirv-max-version=1.%u is above what %s accepts; using 1.%u [-Winvalid-command-line-argument]",
			           (unsigned)(c->opt.spirv_max >> 8 & 0xff), t->name,
			           (unsigned)(t->spirv_max >> 8 & 0xff));
	}
}
