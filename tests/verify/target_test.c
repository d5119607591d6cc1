/* target_test.c — the device profiles and their adjustment by -device,
 * -cl-ext and --spirv-max-version (support/target.c), checked through the
 * library's internal interface.  Prints one "ok - ..." or "not ok - ..."
 * line per check (suite.py reads them) and exits 1 if any failed. */
#include <stdio.h>
#include <string.h>

#include "zc.h"

static int failed;

static void
check(bool cond, const char *what)
{
	printf("%s - %s\n", cond ? "ok" : "not ok", what);
	if (!cond)
		failed = 1;
}

/* Resolve a target from a device and -cl-ext entries (NULL-terminated) and
 * an optional --spirv-max-version word; the diagnostics stay in c. */
static void
resolve(Ctx *c, jmp_buf *jb, const char *device, uint32_t spirv_max, const char *const *exts)
{
	ctx_init(c, jb);
	c->opt.device = device;
	c->opt.spirv_max = spirv_max;
	for (; exts && *exts; exts++)
		VEC_PUSH(&c->ar, &c->opt.exts, *exts);
	zc_target_resolve(c);
}

static bool
diag_has(Ctx *c, int sev, const char *text)
{
	size_t i;

	for (i = 0; i < c->diags.n; i++)
		if (c->diags.v[i].severity == sev && strstr(c->diags.v[i].msg, text))
			return true;
	return false;
}

int
main(void)
{
	jmp_buf jb;
	Target t;
	Ctx c;

	if (setjmp(jb)) {
		puts("not ok - internal error (zc_fatal)");
		return 1;
	}

	/* names and aliases */
	check(zc_target_lookup("gen12lp", &t) && strcmp(t.name, "tgllp") == 0, "gen12lp is tgllp");
	check(zc_target_lookup("xe-hpg", &t) && strcmp(t.name, "dg2-g10") == 0, "xe-hpg is dg2-g10");
	check(zc_target_lookup("acm-g10", &t) && strcmp(t.name, "dg2-g10") == 0, "acm-g10 is dg2-g10");
	check(zc_target_lookup("xe-hpc", &t) && strcmp(t.name, "pvc") == 0, "xe-hpc is pvc");
	check(zc_target_lookup("gen9", &t) && strcmp(t.name, "skl") == 0, "gen9 is skl");
	check(zc_target_lookup(NULL, &t) && strcmp(t.name, "ze") == 0, "no name is ze");
	check(!zc_target_lookup("gen7", &t) && strcmp(t.name, "ze") == 0, "gen7 is unknown (ze given back)");

	/* the profiles' facts */
	zc_target_lookup("ze", &t);
	check(!t.fp16 && !t.fp64 && !t.images && !t.int64_atomics && !t.ext_subgroups &&
	      !t.fp_atomic_flags && t.spirv_max == 0x10200, "ze has only the required capabilities, SPIR-V 1.2");
	check(ZC_HAS(t.features, INTEL_SUBGROUPS) && !ZC_HAS(t.features, KHR_FP16) &&
	      !ZC_HAS(t.features, F_IMAGES), "ze features: cl_intel_subgroups, no fp16, no images");
	zc_target_lookup("tgllp", &t);
	check(!t.fp64 && t.fp16 && t.images && t.int64_atomics && t.spirv_max == 0x10400 &&
	      t.subgroup_sizes == 7 && t.ext_subgroups, "tgllp: no fp64; fp16, images, int64 atomics, 1.4, 8/16/32");
	check(!ZC_HAS(t.features, KHR_FP64) && !ZC_HAS(t.features, F_FP64), "tgllp features lack fp64");
	zc_target_lookup("dg2-g10", &t);
	check(!t.fp64 && t.images && !t.fp_atomic_flags, "dg2-g10: no fp64, images, no float atomics");
	zc_target_lookup("skl", &t);
	check(t.fp64 && t.images && ZC_HAS(t.features, F_FP64) && ZC_HAS(t.features, F_3D_IMAGE_WRITES),
	      "skl: fp64 and images");
	zc_target_lookup("pvc", &t);
	check(t.fp64 && !t.images && t.subgroup_sizes == 6 && !ZC_HAS(t.features, F_IMAGES),
	      "pvc: fp64, no images, subgroup sizes 16/32");
	check((ZC_FPA(&t, 32) & ZC_FPA_GLOBAL_ADD) && !(ZC_FPA(&t, 16) & ZC_FPA_GLOBAL_ADD) &&
	      (ZC_FPA(&t, 16) & ZC_FPA_GLOBAL_MIN_MAX) && !(ZC_FPA(&t, 32) & ZC_FPA_LOCAL_ADD),
	      "pvc float atomics: fp32 global add, fp16 min/max but not add, no local");

	/* -cl-ext */
	{
		const char *e[] = {"+cl_khr_fp64", NULL};

		resolve(&c, &jb, "tgllp", 0, e);
		check(c.target.fp64 && ZC_HAS(c.target.features, F_FP64) && !c.nerrors,
		      "+cl_khr_fp64 on tgllp turns on fp64 and __opencl_c_fp64");
		ctx_free(&c);
	}
	{
		const char *e[] = {"-__opencl_c_fp64", NULL};

		resolve(&c, &jb, "pvc", 0, e);
		check(!c.target.fp64 && !ZC_HAS(c.target.features, KHR_FP64) &&
		      !ZC_HAS(c.target.features, EXT_FP64_GLOBAL_ATOMIC_ADD) && !(ZC_FPA(&c.target, 64)),
		      "-__opencl_c_fp64 on pvc removes cl_khr_fp64 and the fp64 atomics");
		ctx_free(&c);
	}
	{
		const char *e[] = {"-__opencl_c_images", NULL};

		resolve(&c, &jb, "skl", 0, e);
		check(!c.target.images && !ZC_HAS(c.target.features, F_3D_IMAGE_WRITES) &&
		      !ZC_HAS(c.target.features, KHR_3D_IMAGE_WRITES), "-__opencl_c_images removes the image features");
		ctx_free(&c);
	}
	{
		const char *e[] = {"+__opencl_c_3d_image_writes", NULL};

		resolve(&c, &jb, "pvc", 0, e);
		check(c.nerrors == 1 && diag_has(&c, DIAG_ERROR, "requires support of '__opencl_c_images'") &&
		      !ZC_HAS(c.target.features, F_3D_IMAGE_WRITES), "+__opencl_c_3d_image_writes without images is an error");
		ctx_free(&c);
	}
	{
		const char *e[] = {"-all", NULL};

		resolve(&c, &jb, "skl", 0, e);
		check(!c.target.features && !c.target.fp64 && !c.target.fp16 && !c.target.images &&
		      !c.target.int64_atomics && !c.target.ext_subgroups, "-all clears every extension and feature");
		ctx_free(&c);
	}
	{
		const char *e[] = {"-all", "+cl_khr_fp16", NULL};

		resolve(&c, &jb, "skl", 0, e);
		check(c.target.fp16 && !c.target.fp64 && c.target.features == (FeatureSet)1 << ZC_KHR_FP16,
		      "-all,+cl_khr_fp16 leaves just fp16");
		ctx_free(&c);
	}
	{
		const char *e[] = {"+all", NULL};

		resolve(&c, &jb, "tgllp", 0, e);
		check(c.target.fp64 && c.target.images && ZC_HAS(c.target.features, F_PIPES) &&
		      (ZC_FPA(&c.target, 32) & ZC_FPA_GLOBAL_ADD), "+all turns on everything");
		ctx_free(&c);
	}
	{
		const char *e[] = {"+cl_no_such_thing", NULL};

		resolve(&c, &jb, "tgllp", 0, e);
		check(!c.nerrors && diag_has(&c, DIAG_WARNING, "unknown extension or feature 'cl_no_such_thing'"),
		      "an unknown -cl-ext name is a warning");
		ctx_free(&c);
	}

	/* -device and --spirv-max-version */
	resolve(&c, &jb, "gen7", 0, NULL);
	check(c.nerrors == 1 && diag_has(&c, DIAG_ERROR, "unknown device 'gen7'") &&
	      diag_has(&c, DIAG_ERROR, "tgllp") && diag_has(&c, DIAG_ERROR, "xe-hpc"),
	      "an unknown device is an error naming the known ones");
	ctx_free(&c);
	resolve(&c, &jb, "tgllp", 0x10100, NULL);
	check(c.target.spirv_max == 0x10100, "--spirv-max-version=1.1 lowers tgllp's maximum");
	ctx_free(&c);
	resolve(&c, &jb, "tgllp", 0x10600, NULL);
	check(c.target.spirv_max == 0x10400 && diag_has(&c, DIAG_WARNING, "above what tgllp accepts"),
	      "--spirv-max-version=1.6 cannot raise tgllp above 1.4");
	ctx_free(&c);
	resolve(&c, &jb, NULL, 0x10400, NULL);
	check(c.target.spirv_max == 0x10400 && !c.nwarnings, "--spirv-max-version=1.4 raises ze");
	ctx_free(&c);

	return failed;
}
