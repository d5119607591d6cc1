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
 * whose body is lexed only when first used.  The entries that hold are the
 * '#define NAME BODY' lines of a "<built-in>" file (so a diagnostic can point
 * into it, as clang's does), written when the first one is needed: a kernel
 * that uses ten of the two hundred pays for ten, one that uses none for none.
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
	PD_NV12,    /* cl_intel_planar_yuv available */
	PD_YUYV,    /* cl_intel_packed_yuv available */
	PD_CLSTD,   /* always; the body is the -cl-std version */
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
	/* as ocloc defines them (clang-15 -cc1 defines neither); no
	 * FP_FAST_FMA_HALF, which neither defines */
	{"FP_FAST_FMAF", "1", PD_ALWAYS},
	{"FP_FAST_FMA", "1", PD_FP64},
	{"NULL", "((void*)0)", PD_ALWAYS},
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

/* Write the "<built-in>" text: a '#define NAME BODY' line per entry that
 * holds, in table order, then the extensions and features in ZC_FEATURES
 * order; note where each NAME starts and its line ends. */
static void
built_in_text(PP *pp)
{
	Ctx *c = pp->c;
	SrcFile *sf = c->src.files.v[pp->predef_file];
	Buf b;
	unsigned k;

	buf_init(&b, &c->ar);
	pp->predef_at = ar_alloc(&c->ar, 2 * PREDEF_NNAMES * sizeof *pp->predef_at);
	pp->predef_end = pp->predef_at + PREDEF_NNAMES;
	for (k = 0; k < PREDEF_NNAMES; k++) {
		const PreDef *d = k < PREDEF_NTAB ? &predefs[k] : NULL;

		if (!entry_holds(pp, k))
			continue;
		buf_putn(&b, "#define ", 8);
		pp->predef_at[k] = (uint32_t)b.n;
		if (!d) {
			buf_puts(&b, zc_feature_names[k - PREDEF_NTAB]);
			buf_putn(&b, " 1", 2);
		} else {
			buf_puts(&b, d->name);
			buf_putc(&b, ' ');
			if (d->when == PD_CLSTD)
				buf_printf(&b, "%d", c->opt.cl_std);
			else
				buf_puts(&b, d->body);
		}
		pp->predef_end[k] = (uint32_t)b.n;
		buf_putc(&b, '\n');
	}
	sf->text = b.s;
	sf->len = (uint32_t)b.n;
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

	/* every predefined name begins with '_', a capital or "cl_" */
	if (!(c0 == '_' || (c0 >= 'A' && c0 <= 'Z') ||
	      (c0 == 'c' && id->name[1] == 'l' && id->name[2] == '_')))
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
		built_in_text(pp);
	m = pp_new_macro(pp, id, MK_OBJECT);
	m->lazy = true;
	m->lazytext = pp->c->src.files.v[pp->predef_file]->text + pp->predef_at[k];
	m->lazylen = pp->predef_end[k] - pp->predef_at[k];
	m->def = (Loc){pp->predef_file, pp->predef_at[k], 0};
	id->macro = m;
}

/* Before any identifier is met: the "<built-in>" file gets its number
 * (its text is written when a predefined macro is first met). */
void
pp_predefine(PP *pp)
{
	pp->predef_file = src_add(pp->c, "<built-in>", NULL, "", 0);
}
