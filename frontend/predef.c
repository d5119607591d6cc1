/* predef.c — the predefined macros: C99 6.10.8, the OpenCL C ones (OpenCL
 * C 3.0 spec 6.13 "Preprocessor Directives and Macros", 6.15.2.1
 * "Floating-point macros and pragmas", 6.15.3 integer limits, the sampler
 * and fence constants) and one macro per extension and feature the target
 * offers.
 *
 * The table is data, and nothing is done with it at start-up.  When the
 * preprocessor meets an identifier for the first time, a binary search in
 * predefidx.h (the names in byte order, made by predef-index.py) says
 * whether it is predefined; if so, and its condition holds, it gets a macro
 * whose body is lexed only when first used.  The entries met are the
 * '#define NAME BODY' lines of a "<built-in>" file (so a diagnostic can point
 * into it, as clang's does), each written when its name is first met: a
 * kernel that uses ten of the five hundred pays for ten, one that uses none
 * for none.
 *
 * Values: sampler and fence constants follow clang's opencl-c-base.h (the
 * SPIR-V literal sampler encoding: normalized coords in bit 0, addressing
 * mode << 1, filter 0x10 nearest / 0x20 linear); the float constants are
 * the spec's.  INFINITY, NAN, HUGE_VALF and HUGE_VAL name compiler builtins
 * that sema folds.  __DATE__ and __TIME__ are fixed strings (ppmacro.c), so
 * output never depends on when it was made. */
#include <string.h>

#include "ppint.h"
#include "predefidx.h"

enum { /* when an entry is defined */
	PD_ALWAYS,
	PD_CL20,    /* -cl-std=CL2.0 or later */
	PD_FP16,    /* cl_khr_fp16 available */
	PD_FP64,    /* the target has double */
	PD_IMAGES,  /* the target has images */
	PD_RELAXED, /* -cl-fast-relaxed-math */
	PD_OPT,     /* optimizing: no -cl-opt-disable or -O0 (clang's default for OpenCL C is -O2) */
	PD_NOOPT,   /* not optimizing */
	PD_OPTSIZE, /* -Os or -Oz */
	PD_NV12,    /* cl_intel_planar_yuv available */
	PD_YUYV,    /* cl_intel_packed_yuv available */
	PD_CLSTD,   /* always; the body is the -cl-std version */
	PD_FINITE,  /* always; the body is 1 under -cl-finite-math-only or -cl-fast-relaxed-math, else 0 */
	PD_BUILTIN  /* always; expanded by code (body names the MK_* kind) */
};

typedef struct PreDef {
	const char *name; /* macro name, with (params) for function-like ones */
	const char *body; /* replacement list */
	unsigned char when; /* PD_* */
} PreDef;

static const PreDef predefs[] = {
	/* C99 6.10.8 */
	{"__STDC__", "1", PD_ALWAYS},
	{"__STDC_VERSION__", "199901L", PD_ALWAYS},
	{"__STDC_HOSTED__", "1", PD_ALWAYS},
	{"__LINE__", "L", PD_BUILTIN},
	{"__FILE__", "F", PD_BUILTIN},
	{"__BASE_FILE__", "B", PD_BUILTIN},
	{"__COUNTER__", "C", PD_BUILTIN},
	{"__DATE__", "D", PD_BUILTIN},
	{"__TIME__", "T", PD_BUILTIN},
	{"__INCLUDE_LEVEL__", "I", PD_BUILTIN},
	{"__has_include", "H", PD_BUILTIN},
	/* clang's: portable headers ask #if defined(__has_attribute) && ... */
	{"__has_attribute", "A", PD_BUILTIN},
	{"__has_builtin", "U", PD_BUILTIN},
	{"__has_feature", "E", PD_BUILTIN},
	{"__has_extension", "E", PD_BUILTIN},
	/* OpenCL C 6.13 */
	{"__OPENCL_VERSION__", "300", PD_ALWAYS}, /* every Level Zero device is OpenCL 3.0 */
	{"__OPENCL_C_VERSION__", "", PD_CLSTD},
	{"CL_VERSION_1_0", "100", PD_ALWAYS},
	{"CL_VERSION_1_1", "110", PD_ALWAYS},
	{"CL_VERSION_1_2", "120", PD_ALWAYS},
	{"CL_VERSION_2_0", "200", PD_ALWAYS},
	{"CL_VERSION_3_0", "300", PD_ALWAYS},
	{"__ENDIAN_LITTLE__", "1", PD_ALWAYS},
	{"__IMAGE_SUPPORT__", "1", PD_IMAGES},
	{"__SPIR__", "1", PD_ALWAYS},
	{"__SPIR64__", "1", PD_ALWAYS},
	{"__SPIR", "1", PD_ALWAYS},   /* clang's spir64 target defines both spellings */
	{"__SPIR64", "1", PD_ALWAYS},
	{"__FAST_RELAXED_MATH__", "1", PD_RELAXED},
	{"__FAST_MATH__", "1", PD_RELAXED},
	{"__FINITE_MATH_ONLY__", "", PD_FINITE},
	{"__OPTIMIZE__", "1", PD_OPT},
	{"__NO_INLINE__", "1", PD_NOOPT},
	{"__OPTIMIZE_SIZE__", "1", PD_OPTSIZE},
	/* as ocloc defines them (clang-15 -cc1 defines neither); no
	 * FP_FAST_FMA_HALF, which neither defines */
	{"FP_FAST_FMAF", "1", PD_ALWAYS},
	{"FP_FAST_FMA", "1", PD_FP64},
	{"NULL", "((void*)0)", PD_ALWAYS},
	/* 6.7.2 (1.2) function qualifiers, as clang's header spells them */
	{"__kernel_exec(X, typen)", "__kernel __attribute__((work_group_size_hint(X, 1, 1))) __attribute__((vec_type_hint(typen)))", PD_ALWAYS},
	{"kernel_exec(X, typen)", "__kernel __attribute__((work_group_size_hint(X, 1, 1))) __attribute__((vec_type_hint(typen)))", PD_ALWAYS},
	/* 6.15.3 integer limits */
	{"CHAR_BIT", "8", PD_ALWAYS},
	{"SCHAR_MAX", "127", PD_ALWAYS},
	{"SCHAR_MIN", "(-128)", PD_ALWAYS},
	{"UCHAR_MAX", "255", PD_ALWAYS},
	{"CHAR_MAX", "SCHAR_MAX", PD_ALWAYS},
	{"CHAR_MIN", "SCHAR_MIN", PD_ALWAYS},
	{"USHRT_MAX", "65535", PD_ALWAYS},
	{"SHRT_MAX", "32767", PD_ALWAYS},
	{"SHRT_MIN", "(-32768)", PD_ALWAYS},
	{"UINT_MAX", "0xffffffff", PD_ALWAYS},
	{"INT_MAX", "2147483647", PD_ALWAYS},
	{"INT_MIN", "(-2147483647-1)", PD_ALWAYS},
	{"ULONG_MAX", "0xffffffffffffffffUL", PD_ALWAYS},
	{"LONG_MAX", "0x7fffffffffffffffL", PD_ALWAYS},
	{"LONG_MIN", "(-0x7fffffffffffffffL-1)", PD_ALWAYS},
	/* 6.15.2.1 floating-point macros */
	{"FLT_DIG", "6", PD_ALWAYS},
	{"FLT_MANT_DIG", "24", PD_ALWAYS},
	{"FLT_MAX_10_EXP", "+38", PD_ALWAYS},
	{"FLT_MAX_EXP", "+128", PD_ALWAYS},
	{"FLT_MIN_10_EXP", "-37", PD_ALWAYS},
	{"FLT_MIN_EXP", "-125", PD_ALWAYS},
	{"FLT_RADIX", "2", PD_ALWAYS},
	{"FLT_MAX", "0x1.fffffep127f", PD_ALWAYS},
	{"FLT_MIN", "0x1.0p-126f", PD_ALWAYS},
	{"FLT_EPSILON", "0x1.0p-23f", PD_ALWAYS},
	{"MAXFLOAT", "0x1.fffffep127f", PD_ALWAYS},
	{"HUGE_VALF", "(__builtin_huge_valf())", PD_ALWAYS},
	{"HUGE_VAL", "(__builtin_huge_val())", PD_ALWAYS},
	{"INFINITY", "(__builtin_inff())", PD_ALWAYS},
	{"NAN", "(__builtin_nanf(\"\"))", PD_ALWAYS},
	{"FP_ILOGB0", "INT_MIN", PD_ALWAYS},
	{"FP_ILOGBNAN", "INT_MAX", PD_ALWAYS},
	{"M_E_F", "2.71828182845904523536028747135266250f", PD_ALWAYS},
	{"M_LOG2E_F", "1.44269504088896340735992468100189214f", PD_ALWAYS},
	{"M_LOG10E_F", "0.434294481903251827651128918916605082f", PD_ALWAYS},
	{"M_LN2_F", "0.693147180559945309417232121458176568f", PD_ALWAYS},
	{"M_LN10_F", "2.30258509299404568401799145468436421f", PD_ALWAYS},
	{"M_PI_F", "3.14159265358979323846264338327950288f", PD_ALWAYS},
	{"M_PI_2_F", "1.57079632679489661923132169163975144f", PD_ALWAYS},
	{"M_PI_4_F", "0.785398163397448309615660845819875721f", PD_ALWAYS},
	{"M_1_PI_F", "0.318309886183790671537767526745028724f", PD_ALWAYS},
	{"M_2_PI_F", "0.636619772367581343075535053490057448f", PD_ALWAYS},
	{"M_2_SQRTPI_F", "1.12837916709551257389615890312154517f", PD_ALWAYS},
	{"M_SQRT2_F", "1.41421356237309504880168872420969808f", PD_ALWAYS},
	{"M_SQRT1_2_F", "0.707106781186547524400844362104849039f", PD_ALWAYS},
	{"DBL_DIG", "15", PD_ALWAYS},
	{"DBL_MANT_DIG", "53", PD_ALWAYS},
	{"DBL_MAX_10_EXP", "+308", PD_ALWAYS},
	{"DBL_MAX_EXP", "+1024", PD_ALWAYS},
	{"DBL_MIN_10_EXP", "-307", PD_ALWAYS},
	{"DBL_MIN_EXP", "-1021", PD_ALWAYS},
	{"DBL_RADIX", "2", PD_ALWAYS},
	{"DBL_MAX", "0x1.fffffffffffffp1023", PD_ALWAYS},
	{"DBL_MIN", "0x1.0p-1022", PD_ALWAYS},
	{"DBL_EPSILON", "0x1.0p-52", PD_ALWAYS},
	{"M_E", "0x1.5bf0a8b145769p+1", PD_ALWAYS},
	{"M_LOG2E", "0x1.71547652b82fep+0", PD_ALWAYS},
	{"M_LOG10E", "0x1.bcb7b1526e50ep-2", PD_ALWAYS},
	{"M_LN2", "0x1.62e42fefa39efp-1", PD_ALWAYS},
	{"M_LN10", "0x1.26bb1bbb55516p+1", PD_ALWAYS},
	{"M_PI", "0x1.921fb54442d18p+1", PD_ALWAYS},
	{"M_PI_2", "0x1.921fb54442d18p+0", PD_ALWAYS},
	{"M_PI_4", "0x1.921fb54442d18p-1", PD_ALWAYS},
	{"M_1_PI", "0x1.45f306dc9c883p-2", PD_ALWAYS},
	{"M_2_PI", "0x1.45f306dc9c883p-1", PD_ALWAYS},
	{"M_2_SQRTPI", "0x1.20dd750429b6dp+0", PD_ALWAYS},
	{"M_SQRT2", "0x1.6a09e667f3bcdp+0", PD_ALWAYS},
	{"M_SQRT1_2", "0x1.6a09e667f3bcdp-1", PD_ALWAYS},
	{"HALF_DIG", "3", PD_FP16},
	{"HALF_MANT_DIG", "11", PD_FP16},
	{"HALF_MAX_10_EXP", "+4", PD_FP16},
	{"HALF_MAX_EXP", "+16", PD_FP16},
	{"HALF_MIN_10_EXP", "-4", PD_FP16},
	{"HALF_MIN_EXP", "-13", PD_FP16},
	{"HALF_RADIX", "2", PD_FP16},
	{"HALF_MAX", "((0x1.ffcp15h))", PD_FP16},
	{"HALF_MIN", "((0x1.0p-14h))", PD_FP16},
	{"HALF_EPSILON", "((0x1.0p-10h))", PD_FP16},
	{"M_E_H", "2.71828182845904523536028747135266250h", PD_FP16},
	{"M_LOG2E_H", "1.44269504088896340735992468100189214h", PD_FP16},
	{"M_LOG10E_H", "0.434294481903251827651128918916605082h", PD_FP16},
	{"M_LN2_H", "0.693147180559945309417232121458176568h", PD_FP16},
	{"M_LN10_H", "2.30258509299404568401799145468436421h", PD_FP16},
	{"M_PI_H", "3.14159265358979323846264338327950288h", PD_FP16},
	{"M_PI_2_H", "1.57079632679489661923132169163975144h", PD_FP16},
	{"M_PI_4_H", "0.785398163397448309615660845819875721h", PD_FP16},
	{"M_1_PI_H", "0.318309886183790671537767526745028724h", PD_FP16},
	{"M_2_PI_H", "0.636619772367581343075535053490057448h", PD_FP16},
	{"M_2_SQRTPI_H", "1.12837916709551257389615890312154517h", PD_FP16},
	{"M_SQRT2_H", "1.41421356237309504880168872420969808h", PD_FP16},
	{"M_SQRT1_2_H", "0.707106781186547524400844362104849039h", PD_FP16},
	/* 6.15.12 synchronization and 6.15.12.x atomics */
	{"CLK_LOCAL_MEM_FENCE", "0x01", PD_ALWAYS},
	{"CLK_GLOBAL_MEM_FENCE", "0x02", PD_ALWAYS},
	{"CLK_IMAGE_MEM_FENCE", "0x04", PD_CL20},
	{"ATOMIC_VAR_INIT(x)", "(x)", PD_CL20},
	{"ATOMIC_FLAG_INIT", "0", PD_CL20},
	/* 6.15.16 (2.0) enqueuing kernels and events, as clang's header
	 * defines them: Level Zero has no device-side enqueue, but with the
	 * names defined a program that uses it gets the one error that says
	 * so (sema), not a trail of undeclared identifiers */
	{"MAX_WORK_DIM", "3", PD_CL20},
	{"CL_COMPLETE", "0x0", PD_CL20},
	{"CL_RUNNING", "0x1", PD_CL20},
	{"CL_SUBMITTED", "0x2", PD_CL20},
	{"CL_QUEUED", "0x3", PD_CL20},
	{"CLK_SUCCESS", "0", PD_CL20},
	{"CLK_ENQUEUE_FAILURE", "-101", PD_CL20},
	{"CLK_INVALID_QUEUE", "-102", PD_CL20},
	{"CLK_INVALID_NDRANGE", "-160", PD_CL20},
	{"CLK_INVALID_EVENT_WAIT_LIST", "-57", PD_CL20},
	{"CLK_DEVICE_QUEUE_FULL", "-161", PD_CL20},
	{"CLK_INVALID_ARG_SIZE", "-51", PD_CL20},
	{"CLK_EVENT_ALLOCATION_FAILURE", "-100", PD_CL20},
	{"CLK_OUT_OF_RESOURCES", "-5", PD_CL20},
	{"CLK_NULL_QUEUE", "0", PD_CL20},
	{"CLK_NULL_EVENT", "(__builtin_astype(((__SIZE_MAX__)), clk_event_t))", PD_CL20},
	{"CLK_NULL_RESERVE_ID", "(__builtin_astype(((void*)(__SIZE_MAX__)), reserve_id_t))", PD_CL20},
	{"CLK_ENQUEUE_FLAGS_NO_WAIT", "0x0", PD_CL20},
	{"CLK_ENQUEUE_FLAGS_WAIT_KERNEL", "0x1", PD_CL20},
	{"CLK_ENQUEUE_FLAGS_WAIT_WORK_GROUP", "0x2", PD_CL20},
	{"CLK_PROFILING_COMMAND_EXEC_TIME", "0x1", PD_CL20},
	/* OpenCL C 2.0 6.12 blocks: '__block int n' then reaches sema, which
	 * says Level Zero has none (clang's definition, from 2.0 on) */
	{"__block", "__attribute__((__blocks__(byref)))", PD_CL20},
	/* 6.15.14.1 samplers */
	{"CLK_NORMALIZED_COORDS_FALSE", "0", PD_ALWAYS},
	{"CLK_NORMALIZED_COORDS_TRUE", "1", PD_ALWAYS},
	{"CLK_ADDRESS_NONE", "0", PD_ALWAYS},
	{"CLK_ADDRESS_CLAMP_TO_EDGE", "2", PD_ALWAYS},
	{"CLK_ADDRESS_CLAMP", "4", PD_ALWAYS},
	{"CLK_ADDRESS_REPEAT", "6", PD_ALWAYS},
	{"CLK_ADDRESS_MIRRORED_REPEAT", "8", PD_ALWAYS},
	{"CLK_FILTER_NEAREST", "0x10", PD_ALWAYS},
	{"CLK_FILTER_LINEAR", "0x20", PD_ALWAYS},
	/* 6.15.14.5 image channel orders and data types (get_image_channel_*) */
	{"CLK_R", "0x10B0", PD_ALWAYS},
	{"CLK_A", "0x10B1", PD_ALWAYS},
	{"CLK_RG", "0x10B2", PD_ALWAYS},
	{"CLK_RA", "0x10B3", PD_ALWAYS},
	{"CLK_RGB", "0x10B4", PD_ALWAYS},
	{"CLK_RGBA", "0x10B5", PD_ALWAYS},
	{"CLK_BGRA", "0x10B6", PD_ALWAYS},
	{"CLK_ARGB", "0x10B7", PD_ALWAYS},
	{"CLK_INTENSITY", "0x10B8", PD_ALWAYS},
	{"CLK_LUMINANCE", "0x10B9", PD_ALWAYS},
	{"CLK_Rx", "0x10BA", PD_ALWAYS},
	{"CLK_RGx", "0x10BB", PD_ALWAYS},
	{"CLK_RGBx", "0x10BC", PD_ALWAYS},
	{"CLK_DEPTH", "0x10BD", PD_ALWAYS},
	{"CLK_DEPTH_STENCIL", "0x10BE", PD_ALWAYS},
	{"CLK_SNORM_INT8", "0x10D0", PD_ALWAYS},
	{"CLK_SNORM_INT16", "0x10D1", PD_ALWAYS},
	{"CLK_UNORM_INT8", "0x10D2", PD_ALWAYS},
	{"CLK_UNORM_INT16", "0x10D3", PD_ALWAYS},
	{"CLK_UNORM_SHORT_565", "0x10D4", PD_ALWAYS},
	{"CLK_UNORM_SHORT_555", "0x10D5", PD_ALWAYS},
	{"CLK_UNORM_INT_101010", "0x10D6", PD_ALWAYS},
	{"CLK_SIGNED_INT8", "0x10D7", PD_ALWAYS},
	{"CLK_SIGNED_INT16", "0x10D8", PD_ALWAYS},
	{"CLK_SIGNED_INT32", "0x10D9", PD_ALWAYS},
	{"CLK_UNSIGNED_INT8", "0x10DA", PD_ALWAYS},
	{"CLK_UNSIGNED_INT16", "0x10DB", PD_ALWAYS},
	{"CLK_UNSIGNED_INT32", "0x10DC", PD_ALWAYS},
	{"CLK_HALF_FLOAT", "0x10DD", PD_ALWAYS},
	{"CLK_FLOAT", "0x10DE", PD_ALWAYS},
	{"CLK_UNORM_INT24", "0x10DF", PD_ALWAYS},
	{"CLK_sRGB", "0x10BF", PD_CL20},
	{"CLK_sRGBx", "0x10C0", PD_CL20},
	{"CLK_sRGBA", "0x10C1", PD_CL20},
	{"CLK_sBGRA", "0x10C2", PD_CL20},
	{"CLK_ABGR", "0x10C3", PD_CL20},
	/* ---- clang's own for the spir64 target, with the values clang-15
	 * gives them (tests/target/suite.py compares every one with
	 * 'clang -dM' and lists the ones zocc leaves out, with the reason) */
	/* C and GNU C (spir64: LP64, little-endian) */
	{"_LP64", "1", PD_ALWAYS},
	{"__BIGGEST_ALIGNMENT__", "8", PD_ALWAYS},
	{"__BYTE_ORDER__", "__ORDER_LITTLE_ENDIAN__", PD_ALWAYS},
	{"__CHAR_BIT__", "8", PD_ALWAYS},
	{"__LITTLE_ENDIAN__", "1", PD_ALWAYS},
	{"__LP64__", "1", PD_ALWAYS},
	{"__NO_MATH_ERRNO__", "1", PD_ALWAYS},
	{"__ORDER_BIG_ENDIAN__", "4321", PD_ALWAYS},
	{"__ORDER_LITTLE_ENDIAN__", "1234", PD_ALWAYS},
	{"__ORDER_PDP_ENDIAN__", "3412", PD_ALWAYS},
	{"__POINTER_WIDTH__", "64", PD_ALWAYS},
	{"__STDC_UTF_16__", "1", PD_ALWAYS},
	{"__STDC_UTF_32__", "1", PD_ALWAYS},
	{"__STRICT_ANSI__", "1", PD_ALWAYS},
	{"__USER_LABEL_PREFIX__", "", PD_ALWAYS},
	/* sizes */
	{"__SIZEOF_DOUBLE__", "8", PD_ALWAYS},
	{"__SIZEOF_FLOAT__", "4", PD_ALWAYS},
	{"__SIZEOF_INT__", "4", PD_ALWAYS},
	{"__SIZEOF_LONG__", "8", PD_ALWAYS},
	{"__SIZEOF_POINTER__", "8", PD_ALWAYS},
	{"__SIZEOF_PTRDIFF_T__", "8", PD_ALWAYS},
	{"__SIZEOF_SHORT__", "2", PD_ALWAYS},
	{"__SIZEOF_SIZE_T__", "8", PD_ALWAYS},
	{"__SIZEOF_WCHAR_T__", "4", PD_ALWAYS},
	{"__SIZEOF_WINT_T__", "4", PD_ALWAYS},
	/* integer types and limits (<stdint.h>'s, and stddef.h's size_t, ptrdiff_t) */
	{"__BOOL_WIDTH__", "8", PD_ALWAYS},
	{"__CHAR16_TYPE__", "unsigned short", PD_ALWAYS},
	{"__CHAR32_TYPE__", "unsigned int", PD_ALWAYS},
	{"__INT16_C_SUFFIX__", "", PD_ALWAYS},
	{"__INT16_FMTd__", "\"hd\"", PD_ALWAYS},
	{"__INT16_FMTi__", "\"hi\"", PD_ALWAYS},
	{"__INT16_MAX__", "32767", PD_ALWAYS},
	{"__INT16_TYPE__", "short", PD_ALWAYS},
	{"__INT32_C_SUFFIX__", "", PD_ALWAYS},
	{"__INT32_FMTd__", "\"d\"", PD_ALWAYS},
	{"__INT32_FMTi__", "\"i\"", PD_ALWAYS},
	{"__INT32_MAX__", "2147483647", PD_ALWAYS},
	{"__INT32_TYPE__", "int", PD_ALWAYS},
	{"__INT64_C_SUFFIX__", "L", PD_ALWAYS},
	{"__INT64_FMTd__", "\"ld\"", PD_ALWAYS},
	{"__INT64_FMTi__", "\"li\"", PD_ALWAYS},
	{"__INT64_MAX__", "9223372036854775807L", PD_ALWAYS},
	{"__INT64_TYPE__", "long int", PD_ALWAYS},
	{"__INT8_C_SUFFIX__", "", PD_ALWAYS},
	{"__INT8_FMTd__", "\"hhd\"", PD_ALWAYS},
	{"__INT8_FMTi__", "\"hhi\"", PD_ALWAYS},
	{"__INT8_MAX__", "127", PD_ALWAYS},
	{"__INT8_TYPE__", "signed char", PD_ALWAYS},
	{"__INTPTR_FMTd__", "\"ld\"", PD_ALWAYS},
	{"__INTPTR_FMTi__", "\"li\"", PD_ALWAYS},
	{"__INTPTR_MAX__", "9223372036854775807L", PD_ALWAYS},
	{"__INTPTR_TYPE__", "long int", PD_ALWAYS},
	{"__INTPTR_WIDTH__", "64", PD_ALWAYS},
	{"__INT_FAST16_FMTd__", "\"hd\"", PD_ALWAYS},
	{"__INT_FAST16_FMTi__", "\"hi\"", PD_ALWAYS},
	{"__INT_FAST16_MAX__", "32767", PD_ALWAYS},
	{"__INT_FAST16_TYPE__", "short", PD_ALWAYS},
	{"__INT_FAST16_WIDTH__", "16", PD_ALWAYS},
	{"__INT_FAST32_FMTd__", "\"d\"", PD_ALWAYS},
	{"__INT_FAST32_FMTi__", "\"i\"", PD_ALWAYS},
	{"__INT_FAST32_MAX__", "2147483647", PD_ALWAYS},
	{"__INT_FAST32_TYPE__", "int", PD_ALWAYS},
	{"__INT_FAST32_WIDTH__", "32", PD_ALWAYS},
	{"__INT_FAST64_FMTd__", "\"ld\"", PD_ALWAYS},
	{"__INT_FAST64_FMTi__", "\"li\"", PD_ALWAYS},
	{"__INT_FAST64_MAX__", "9223372036854775807L", PD_ALWAYS},
	{"__INT_FAST64_TYPE__", "long int", PD_ALWAYS},
	{"__INT_FAST64_WIDTH__", "64", PD_ALWAYS},
	{"__INT_FAST8_FMTd__", "\"hhd\"", PD_ALWAYS},
	{"__INT_FAST8_FMTi__", "\"hhi\"", PD_ALWAYS},
	{"__INT_FAST8_MAX__", "127", PD_ALWAYS},
	{"__INT_FAST8_TYPE__", "signed char", PD_ALWAYS},
	{"__INT_FAST8_WIDTH__", "8", PD_ALWAYS},
	{"__INT_LEAST16_FMTd__", "\"hd\"", PD_ALWAYS},
	{"__INT_LEAST16_FMTi__", "\"hi\"", PD_ALWAYS},
	{"__INT_LEAST16_MAX__", "32767", PD_ALWAYS},
	{"__INT_LEAST16_TYPE__", "short", PD_ALWAYS},
	{"__INT_LEAST16_WIDTH__", "16", PD_ALWAYS},
	{"__INT_LEAST32_FMTd__", "\"d\"", PD_ALWAYS},
	{"__INT_LEAST32_FMTi__", "\"i\"", PD_ALWAYS},
	{"__INT_LEAST32_MAX__", "2147483647", PD_ALWAYS},
	{"__INT_LEAST32_TYPE__", "int", PD_ALWAYS},
	{"__INT_LEAST32_WIDTH__", "32", PD_ALWAYS},
	{"__INT_LEAST64_FMTd__", "\"ld\"", PD_ALWAYS},
	{"__INT_LEAST64_FMTi__", "\"li\"", PD_ALWAYS},
	{"__INT_LEAST64_MAX__", "9223372036854775807L", PD_ALWAYS},
	{"__INT_LEAST64_TYPE__", "long int", PD_ALWAYS},
	{"__INT_LEAST64_WIDTH__", "64", PD_ALWAYS},
	{"__INT_LEAST8_FMTd__", "\"hhd\"", PD_ALWAYS},
	{"__INT_LEAST8_FMTi__", "\"hhi\"", PD_ALWAYS},
	{"__INT_LEAST8_MAX__", "127", PD_ALWAYS},
	{"__INT_LEAST8_TYPE__", "signed char", PD_ALWAYS},
	{"__INT_LEAST8_WIDTH__", "8", PD_ALWAYS},
	{"__INT_MAX__", "2147483647", PD_ALWAYS},
	{"__INT_WIDTH__", "32", PD_ALWAYS},
	{"__LONG_MAX__", "9223372036854775807L", PD_ALWAYS},
	{"__LONG_WIDTH__", "64", PD_ALWAYS},
	{"__PTRDIFF_FMTd__", "\"ld\"", PD_ALWAYS},
	{"__PTRDIFF_FMTi__", "\"li\"", PD_ALWAYS},
	{"__PTRDIFF_MAX__", "9223372036854775807L", PD_ALWAYS},
	{"__PTRDIFF_TYPE__", "long int", PD_ALWAYS},
	{"__PTRDIFF_WIDTH__", "64", PD_ALWAYS},
	{"__SCHAR_MAX__", "127", PD_ALWAYS},
	{"__SHRT_MAX__", "32767", PD_ALWAYS},
	{"__SHRT_WIDTH__", "16", PD_ALWAYS},
	{"__SIG_ATOMIC_MAX__", "2147483647", PD_ALWAYS},
	{"__SIG_ATOMIC_WIDTH__", "32", PD_ALWAYS},
	{"__SIZE_FMTX__", "\"lX\"", PD_ALWAYS},
	{"__SIZE_FMTo__", "\"lo\"", PD_ALWAYS},
	{"__SIZE_FMTu__", "\"lu\"", PD_ALWAYS},
	{"__SIZE_FMTx__", "\"lx\"", PD_ALWAYS},
	{"__SIZE_MAX__", "18446744073709551615UL", PD_ALWAYS},
	{"__SIZE_TYPE__", "long unsigned int", PD_ALWAYS},
	{"__SIZE_WIDTH__", "64", PD_ALWAYS},
	{"__UINT16_C_SUFFIX__", "", PD_ALWAYS},
	{"__UINT16_FMTX__", "\"hX\"", PD_ALWAYS},
	{"__UINT16_FMTo__", "\"ho\"", PD_ALWAYS},
	{"__UINT16_FMTu__", "\"hu\"", PD_ALWAYS},
	{"__UINT16_FMTx__", "\"hx\"", PD_ALWAYS},
	{"__UINT16_MAX__", "65535", PD_ALWAYS},
	{"__UINT16_TYPE__", "unsigned short", PD_ALWAYS},
	{"__UINT32_C_SUFFIX__", "U", PD_ALWAYS},
	{"__UINT32_FMTX__", "\"X\"", PD_ALWAYS},
	{"__UINT32_FMTo__", "\"o\"", PD_ALWAYS},
	{"__UINT32_FMTu__", "\"u\"", PD_ALWAYS},
	{"__UINT32_FMTx__", "\"x\"", PD_ALWAYS},
	{"__UINT32_MAX__", "4294967295U", PD_ALWAYS},
	{"__UINT32_TYPE__", "unsigned int", PD_ALWAYS},
	{"__UINT64_C_SUFFIX__", "UL", PD_ALWAYS},
	{"__UINT64_FMTX__", "\"lX\"", PD_ALWAYS},
	{"__UINT64_FMTo__", "\"lo\"", PD_ALWAYS},
	{"__UINT64_FMTu__", "\"lu\"", PD_ALWAYS},
	{"__UINT64_FMTx__", "\"lx\"", PD_ALWAYS},
	{"__UINT64_MAX__", "18446744073709551615UL", PD_ALWAYS},
	{"__UINT64_TYPE__", "long unsigned int", PD_ALWAYS},
	{"__UINT8_C_SUFFIX__", "", PD_ALWAYS},
	{"__UINT8_FMTX__", "\"hhX\"", PD_ALWAYS},
	{"__UINT8_FMTo__", "\"hho\"", PD_ALWAYS},
	{"__UINT8_FMTu__", "\"hhu\"", PD_ALWAYS},
	{"__UINT8_FMTx__", "\"hhx\"", PD_ALWAYS},
	{"__UINT8_MAX__", "255", PD_ALWAYS},
	{"__UINT8_TYPE__", "unsigned char", PD_ALWAYS},
	{"__UINTPTR_FMTX__", "\"lX\"", PD_ALWAYS},
	{"__UINTPTR_FMTo__", "\"lo\"", PD_ALWAYS},
	{"__UINTPTR_FMTu__", "\"lu\"", PD_ALWAYS},
	{"__UINTPTR_FMTx__", "\"lx\"", PD_ALWAYS},
	{"__UINTPTR_MAX__", "18446744073709551615UL", PD_ALWAYS},
	{"__UINTPTR_TYPE__", "long unsigned int", PD_ALWAYS},
	{"__UINTPTR_WIDTH__", "64", PD_ALWAYS},
	{"__UINT_FAST16_FMTX__", "\"hX\"", PD_ALWAYS},
	{"__UINT_FAST16_FMTo__", "\"ho\"", PD_ALWAYS},
	{"__UINT_FAST16_FMTu__", "\"hu\"", PD_ALWAYS},
	{"__UINT_FAST16_FMTx__", "\"hx\"", PD_ALWAYS},
	{"__UINT_FAST16_MAX__", "65535", PD_ALWAYS},
	{"__UINT_FAST16_TYPE__", "unsigned short", PD_ALWAYS},
	{"__UINT_FAST32_FMTX__", "\"X\"", PD_ALWAYS},
	{"__UINT_FAST32_FMTo__", "\"o\"", PD_ALWAYS},
	{"__UINT_FAST32_FMTu__", "\"u\"", PD_ALWAYS},
	{"__UINT_FAST32_FMTx__", "\"x\"", PD_ALWAYS},
	{"__UINT_FAST32_MAX__", "4294967295U", PD_ALWAYS},
	{"__UINT_FAST32_TYPE__", "unsigned int", PD_ALWAYS},
	{"__UINT_FAST64_FMTX__", "\"lX\"", PD_ALWAYS},
	{"__UINT_FAST64_FMTo__", "\"lo\"", PD_ALWAYS},
	{"__UINT_FAST64_FMTu__", "\"lu\"", PD_ALWAYS},
	{"__UINT_FAST64_FMTx__", "\"lx\"", PD_ALWAYS},
	{"__UINT_FAST64_MAX__", "18446744073709551615UL", PD_ALWAYS},
	{"__UINT_FAST64_TYPE__", "long unsigned int", PD_ALWAYS},
	{"__UINT_FAST8_FMTX__", "\"hhX\"", PD_ALWAYS},
	{"__UINT_FAST8_FMTo__", "\"hho\"", PD_ALWAYS},
	{"__UINT_FAST8_FMTu__", "\"hhu\"", PD_ALWAYS},
	{"__UINT_FAST8_FMTx__", "\"hhx\"", PD_ALWAYS},
	{"__UINT_FAST8_MAX__", "255", PD_ALWAYS},
	{"__UINT_FAST8_TYPE__", "unsigned char", PD_ALWAYS},
	{"__UINT_LEAST16_FMTX__", "\"hX\"", PD_ALWAYS},
	{"__UINT_LEAST16_FMTo__", "\"ho\"", PD_ALWAYS},
	{"__UINT_LEAST16_FMTu__", "\"hu\"", PD_ALWAYS},
	{"__UINT_LEAST16_FMTx__", "\"hx\"", PD_ALWAYS},
	{"__UINT_LEAST16_MAX__", "65535", PD_ALWAYS},
	{"__UINT_LEAST16_TYPE__", "unsigned short", PD_ALWAYS},
	{"__UINT_LEAST32_FMTX__", "\"X\"", PD_ALWAYS},
	{"__UINT_LEAST32_FMTo__", "\"o\"", PD_ALWAYS},
	{"__UINT_LEAST32_FMTu__", "\"u\"", PD_ALWAYS},
	{"__UINT_LEAST32_FMTx__", "\"x\"", PD_ALWAYS},
	{"__UINT_LEAST32_MAX__", "4294967295U", PD_ALWAYS},
	{"__UINT_LEAST32_TYPE__", "unsigned int", PD_ALWAYS},
	{"__UINT_LEAST64_FMTX__", "\"lX\"", PD_ALWAYS},
	{"__UINT_LEAST64_FMTo__", "\"lo\"", PD_ALWAYS},
	{"__UINT_LEAST64_FMTu__", "\"lu\"", PD_ALWAYS},
	{"__UINT_LEAST64_FMTx__", "\"lx\"", PD_ALWAYS},
	{"__UINT_LEAST64_MAX__", "18446744073709551615UL", PD_ALWAYS},
	{"__UINT_LEAST64_TYPE__", "long unsigned int", PD_ALWAYS},
	{"__UINT_LEAST8_FMTX__", "\"hhX\"", PD_ALWAYS},
	{"__UINT_LEAST8_FMTo__", "\"hho\"", PD_ALWAYS},
	{"__UINT_LEAST8_FMTu__", "\"hhu\"", PD_ALWAYS},
	{"__UINT_LEAST8_FMTx__", "\"hhx\"", PD_ALWAYS},
	{"__UINT_LEAST8_MAX__", "255", PD_ALWAYS},
	{"__UINT_LEAST8_TYPE__", "unsigned char", PD_ALWAYS},
	{"__WCHAR_MAX__", "2147483647", PD_ALWAYS},
	{"__WCHAR_TYPE__", "int", PD_ALWAYS},
	{"__WCHAR_WIDTH__", "32", PD_ALWAYS},
	{"__WINT_MAX__", "2147483647", PD_ALWAYS},
	{"__WINT_TYPE__", "int", PD_ALWAYS},
	{"__WINT_WIDTH__", "32", PD_ALWAYS},
	/* floating types (<float.h>'s) */
	{"__DBL_DECIMAL_DIG__", "17", PD_ALWAYS},
	{"__DBL_DENORM_MIN__", "4.9406564584124654e-324", PD_ALWAYS},
	{"__DBL_DIG__", "15", PD_ALWAYS},
	{"__DBL_EPSILON__", "2.2204460492503131e-16", PD_ALWAYS},
	{"__DBL_HAS_DENORM__", "1", PD_ALWAYS},
	{"__DBL_HAS_INFINITY__", "1", PD_ALWAYS},
	{"__DBL_HAS_QUIET_NAN__", "1", PD_ALWAYS},
	{"__DBL_MANT_DIG__", "53", PD_ALWAYS},
	{"__DBL_MAX_10_EXP__", "308", PD_ALWAYS},
	{"__DBL_MAX_EXP__", "1024", PD_ALWAYS},
	{"__DBL_MAX__", "1.7976931348623157e+308", PD_ALWAYS},
	{"__DBL_MIN_10_EXP__", "(-307)", PD_ALWAYS},
	{"__DBL_MIN_EXP__", "(-1021)", PD_ALWAYS},
	{"__DBL_MIN__", "2.2250738585072014e-308", PD_ALWAYS},
	{"__FLT_DECIMAL_DIG__", "9", PD_ALWAYS},
	{"__FLT_DENORM_MIN__", "1.40129846e-45F", PD_ALWAYS},
	{"__FLT_DIG__", "6", PD_ALWAYS},
	{"__FLT_EPSILON__", "1.19209290e-7F", PD_ALWAYS},
	{"__FLT_HAS_DENORM__", "1", PD_ALWAYS},
	{"__FLT_HAS_INFINITY__", "1", PD_ALWAYS},
	{"__FLT_HAS_QUIET_NAN__", "1", PD_ALWAYS},
	{"__FLT_MANT_DIG__", "24", PD_ALWAYS},
	{"__FLT_MAX_10_EXP__", "38", PD_ALWAYS},
	{"__FLT_MAX_EXP__", "128", PD_ALWAYS},
	{"__FLT_MAX__", "3.40282347e+38F", PD_ALWAYS},
	{"__FLT_MIN_10_EXP__", "(-37)", PD_ALWAYS},
	{"__FLT_MIN_EXP__", "(-125)", PD_ALWAYS},
	{"__FLT_MIN__", "1.17549435e-38F", PD_ALWAYS},
	{"__FLT_RADIX__", "2", PD_ALWAYS},
	/* memory orders and scopes: the arguments of clang's __c11_atomic_* and __opencl_atomic_* builtins */
	{"__ATOMIC_ACQUIRE", "2", PD_ALWAYS},
	{"__ATOMIC_ACQ_REL", "4", PD_ALWAYS},
	{"__ATOMIC_CONSUME", "1", PD_ALWAYS},
	{"__ATOMIC_RELAXED", "0", PD_ALWAYS},
	{"__ATOMIC_RELEASE", "3", PD_ALWAYS},
	{"__ATOMIC_SEQ_CST", "5", PD_ALWAYS},
	{"__OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES", "3", PD_ALWAYS},
	{"__OPENCL_MEMORY_SCOPE_DEVICE", "2", PD_ALWAYS},
	{"__OPENCL_MEMORY_SCOPE_SUB_GROUP", "4", PD_ALWAYS},
	{"__OPENCL_MEMORY_SCOPE_WORK_GROUP", "1", PD_ALWAYS},
	{"__OPENCL_MEMORY_SCOPE_WORK_ITEM", "0", PD_ALWAYS},
	/* clang's lock-free atomics (stdatomic.h) */
	{"__CLANG_ATOMIC_BOOL_LOCK_FREE", "1", PD_ALWAYS},
	{"__CLANG_ATOMIC_CHAR16_T_LOCK_FREE", "1", PD_ALWAYS},
	{"__CLANG_ATOMIC_CHAR32_T_LOCK_FREE", "1", PD_ALWAYS},
	{"__CLANG_ATOMIC_CHAR_LOCK_FREE", "1", PD_ALWAYS},
	{"__CLANG_ATOMIC_INT_LOCK_FREE", "1", PD_ALWAYS},
	{"__CLANG_ATOMIC_LONG_LOCK_FREE", "1", PD_ALWAYS},
	{"__CLANG_ATOMIC_POINTER_LOCK_FREE", "1", PD_ALWAYS},
	{"__CLANG_ATOMIC_SHORT_LOCK_FREE", "1", PD_ALWAYS},
	{"__CLANG_ATOMIC_WCHAR_T_LOCK_FREE", "1", PD_ALWAYS},
	/* clang: code tests __clang__ for clang's dialect (overloadable,
	 * ext_vector_type, __builtin_astype, __builtin_convertvector, the
	 * __opencl_atomic_* builtins, ...), which zocc compiles, and Intel's
	 * ocloc (clang 14) defines it: code written for Intel GPUs has only
	 * been built with it defined.  zocc follows clang 15's language and
	 * builtin library (tests/census), so it says 15.0.6, the clang the
	 * tests compare with.  Of clang 15's builtins it lacks the
	 * __builtin_elementwise_* and __builtin_reduce_* families,
	 * __builtin_memcpy/memset and __builtin_alloca: __has_builtin says so,
	 * and a call is an error (tests/target/suite.py CLANG_DIALECT checks
	 * both lists). */
	{"__clang__", "1", PD_ALWAYS},
	{"__clang_major__", "15", PD_ALWAYS},
	{"__clang_minor__", "0", PD_ALWAYS},
	{"__clang_patchlevel__", "6", PD_ALWAYS},
	{"__clang_version__", "\"15.0.6 (zocc " ZOCC_VERSION_STRING ")\"", PD_ALWAYS},
	{"__clang_literal_encoding__", "\"UTF-8\"", PD_ALWAYS},
	{"__clang_wide_literal_encoding__", "\"UTF-32\"", PD_ALWAYS},
	{"__VERSION__", "\"zocc " ZOCC_VERSION_STRING " (clang 15.0.6 compatible)\"", PD_ALWAYS},
	/* the image channel orders of cl_intel_planar_yuv and cl_intel_packed_yuv */
	{"CLK_NV12_INTEL", "0x410E", PD_NV12},
	{"CLK_YUYV_INTEL", "0x4076", PD_YUYV},
	{"CLK_UYVY_INTEL", "0x4077", PD_YUYV},
	{"CLK_YVYU_INTEL", "0x4078", PD_YUYV},
	{"CLK_VYUY_INTEL", "0x4079", PD_YUYV},
};

_Static_assert(ZC_COUNTOF(predefs) == PREDEF_NTAB && PREDEF_NTAB + ZC_NFEATURES == PREDEF_NNAMES,
               "predefs[] or ZC_FEATURES changed: run frontend/predef-index.py");

static bool
holds(PP *pp, int when)
{
	Ctx *c = pp->c;

	switch (when) {
	case PD_CL20: return c->opt.cl_std >= 200;
	case PD_FP16: return ZC_HAS(c->target.features, KHR_FP16);
	case PD_FP64: return c->target.fp64;
	case PD_IMAGES: return c->target.images;
	case PD_RELAXED: return c->opt.fast_relaxed_math;
	case PD_OPT: return c->opt.opt_level ? c->opt.opt_level > 1 : !c->opt.opt_disable;
	case PD_NOOPT: return c->opt.opt_level ? c->opt.opt_level == 1 : c->opt.opt_disable;
	case PD_OPTSIZE: return c->opt.opt_level == 5;
	case PD_NV12: return ZC_HAS(c->target.features, INTEL_PLANAR_YUV);
	case PD_YUYV: return ZC_HAS(c->target.features, INTEL_PACKED_YUV);
	default: return true;
	}
}

/* Is entry k (a predef_sorted value) a line of this compilation's
 * "<built-in>" text? */
static bool
entry_holds(PP *pp, unsigned k)
{
	unsigned f;

	if (k < PREDEF_NTAB)
		return predefs[k].when != PD_BUILTIN && holds(pp, predefs[k].when);
	f = k - PREDEF_NTAB;
	/* one macro per extension and feature the target has, from the
	 * -cl-std where clang-15 defines it on (zc_feature_since) */
	return ZC_FS_HAS(pp->c->target.features, f) && pp->c->opt.cl_std >= zc_feature_since[f];
}

static int
builtin_kind(char k)
{
	switch (k) {
	case 'L': return MK_LINE;
	case 'F': return MK_FILE;
	case 'B': return MK_BASE_FILE;
	case 'C': return MK_COUNTER;
	case 'D': return MK_DATE;
	case 'T': return MK_TIME;
	case 'H': return MK_HAS_INCLUDE;
	case 'A': return MK_HAS_ATTRIBUTE;
	case 'U': return MK_HAS_BUILTIN;
	case 'E': return MK_HAS_FEATURE;
	default: return MK_INCLUDE_LEVEL;
	}
}

/* The "<built-in>" file: a '#define NAME BODY' line for each entry met so
 * far, in the order they were met (a diagnostic can point into it, as into
 * clang's).  Its room, enough for every entry, is made when the first is
 * needed, and each line is written when its name is first met: a kernel
 * that uses ten of the five hundred writes ten lines. */
static void
built_in_room(PP *pp)
{
	Ctx *c = pp->c;
	SrcFile *sf = c->src.files.v[pp->predef_file];
	size_t room = 1;
	unsigned k;

	for (k = 0; k < PREDEF_NTAB; k++)
		room += 8 + strlen(predefs[k].name) + 1 + strlen(predefs[k].body) + 4;
	for (k = 0; k < ZC_NFEATURES; k++)
		room += 8 + strlen(zc_feature_names[k]) + 3;
	pp->predef_at = ar_alloc(&c->ar, 2 * PREDEF_NNAMES * sizeof *pp->predef_at);
	pp->predef_end = pp->predef_at + PREDEF_NNAMES;
	sf->text = pp->predef_text = ar_alloc(&c->ar, room);
	sf->len = 0;
}

/* Write entry k's line at the end of the "<built-in>" text; note where its
 * NAME starts and its line ends. */
static void
built_in_line(PP *pp, unsigned k)
{
	Ctx *c = pp->c;
	SrcFile *sf = c->src.files.v[pp->predef_file];
	char *w = pp->predef_text + sf->len, *start = w;
	const PreDef *d = k < PREDEF_NTAB ? &predefs[k] : NULL;
	const char *name = d ? d->name : zc_feature_names[k - PREDEF_NTAB], *body = d ? d->body : "1";
	size_t n;

	memcpy(w, "#define ", 8);
	w += 8;
	pp->predef_at[k] = (uint32_t)(w - pp->predef_text);
	n = strlen(name);
	memcpy(w, name, n);
	w += n;
	*w++ = ' ';
	if (d && d->when == PD_CLSTD) {
		int v = c->opt.cl_std;

		*w++ = (char)('0' + v / 100);
		*w++ = (char)('0' + v / 10 % 10);
		*w++ = (char)('0' + v % 10);
	} else if (d && d->when == PD_FINITE) {
		*w++ = c->opt.finite_math || c->opt.fast_relaxed_math ? '1' : '0';
	} else {
		n = strlen(body);
		memcpy(w, body, n);
		w += n;
	}
	pp->predef_end[k] = (uint32_t)(w - pp->predef_text);
	*w++ = '\n';
	sf->len += (uint32_t)(w - start);
	sf->lines = NULL; /* the lines are counted again when a diagnostic needs them */
}

/* the entry named s (n bytes; a function-like entry's name ends at its
 * parameter list), or -1 */
static int
find_entry(const char *s, size_t n)
{
	size_t lo = 0, hi = PREDEF_NNAMES;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2, kn;
		unsigned k = predef_sorted[mid];
		const char *key = k < PREDEF_NTAB ? predefs[k].name : zc_feature_names[k - PREDEF_NTAB];
		int d;

		for (kn = 0; key[kn] && key[kn] != '('; kn++)
			;
		d = memcmp(s, key, n < kn ? n : kn);
		if (d == 0)
			d = n < kn ? -1 : n > kn;
		if (d == 0)
			return (int)k;
		if (d < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return -1;
}

/* A new identifier: give it its predefined macro, if it names one. */
void
pp_predef_lookup(PP *pp, Ident *id)
{
	char c0 = id->name[0];
	int k;
	Macro *m;

	/* every predefined name begins with '_', a capital, "cl_" or "kernel_" */
	if (!(c0 == '_' || (c0 >= 'A' && c0 <= 'Z') ||
	      (c0 == 'c' && id->name[1] == 'l' && id->name[2] == '_') ||
	      (c0 == 'k' && id->len > 7 && id->name[6] == '_')))
		return;
	k = find_entry(id->name, id->len);
	if (k < 0)
		return;
	if (k < PREDEF_NTAB && predefs[k].when == PD_BUILTIN) {
		id->macro = pp_new_macro(pp, id, builtin_kind(predefs[k].body[0]));
		return;
	}
	if (!entry_holds(pp, (unsigned)k))
		return;
	if (!pp->predef_at)
		built_in_room(pp);
	built_in_line(pp, (unsigned)k);
	m = pp_new_macro(pp, id, MK_OBJECT);
	m->lazy = true;
	m->lazytext = pp->c->src.files.v[pp->predef_file]->text + pp->predef_at[k];
	m->lazylen = pp->predef_end[k] - pp->predef_at[k];
	m->def = (Loc){pp->predef_file, pp->predef_at[k], 0};
	id->macro = m;
}

/* -dM: every predefined name whose entry holds gets its identifier (and
 * with it its macro, unless the program already met the name). */
void
pp_predef_all(PP *pp)
{
	unsigned k;

	for (k = 0; k < PREDEF_NNAMES; k++) {
		const char *name = k < PREDEF_NTAB ? predefs[k].name : zc_feature_names[k - PREDEF_NTAB];
		size_t n;

		if (k < PREDEF_NTAB && predefs[k].when == PD_BUILTIN)
			continue;
		if (!entry_holds(pp, k))
			continue;
		for (n = 0; name[n] && name[n] != '('; n++)
			;
		pp_intern(pp, name, n);
	}
}

/* Before any identifier is met: the "<built-in>" file gets its number
 * (its text is written when a predefined macro is first met). */
void
pp_predefine(PP *pp)
{
	pp->predef_file = src_add(pp->c, "<built-in>", NULL, "", 0);
}
