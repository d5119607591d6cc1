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
	/* a family is what every one of its devices has: ocloc's gen9 takes in
	 * apl and glk, its gen11 lkf and ehl */
	check(zc_target_lookup("gen9", &t) && strcmp(t.name, "apl") == 0, "gen9 is apl, its low-power part");
	check(zc_target_lookup("glk", &t) && strcmp(t.name, "apl") == 0, "glk is apl");
	check(zc_target_lookup("kbl", &t) && strcmp(t.name, "skl") == 0, "kbl is skl");
	check(zc_target_lookup("gen11", &t) && strcmp(t.name, "ehl") == 0, "gen11 is ehl, its low-power part");
	check(zc_target_lookup("jsl", &t) && strcmp(t.name, "ehl") == 0, "jsl is ehl");
	check(zc_target_lookup(NULL, &t) && strcmp(t.name, "any") == 0, "no name is any, the default");
	check(zc_target_lookup("", &t) && strcmp(t.name, "any") == 0, "an empty name is any");
	check(!zc_target_lookup("gen7", &t) && strcmp(t.name, "any") == 0, "gen7 is unknown (any given back)");
	check(zc_target_lookup("ze", &t) && zc_target_generic(&t), "ze is a profile of no one device");
	check(t.env_letter, "ze keeps the Level Zero environment's lists");
	{
		const char *n;
		size_t i;
		bool none = true;

		for (i = 0; (n = zc_target_name(i)); i++) {
			Target d;

			zc_target_lookup(n, &d);
			if (strcmp(n, "ze") != 0 && d.env_letter)
				none = false;
		}
		check(none, "any and the device profiles follow the devices, not the lists' letter");
	}

	/* any is exactly the union of the device profiles: what some device has */
	{
		Target u = {0}, a;
		size_t i, ndev = 0;
		const char *n;

		for (i = 0; (n = zc_target_name(i)); i++) {
			Target d;

			if (!zc_target_lookup(n, &d) || strcmp(d.name, n) != 0)
				check(false, "every listed profile name looks up to itself");
			if (zc_target_generic(&d))
				continue;
			ndev++;
			zc_fs_or(&u.features, &d.features);
			u.images |= d.images;
			u.fp16 |= d.fp16;
			u.fp64 |= d.fp64;
			u.int64_atomics |= d.int64_atomics;
			u.fp_atomic_flags |= d.fp_atomic_flags;
			u.subgroup_sizes |= d.subgroup_sizes;
			u.ext_subgroups |= d.ext_subgroups;
			u.linkonce_odr |= d.linkonce_odr;
			u.bf16_conversions |= d.bf16_conversions;
			u.debug_info |= d.debug_info;
			if (d.spirv_max > u.spirv_max)
				u.spirv_max = d.spirv_max;
		}
		zc_target_lookup("any", &a);
		check(ndev >= 5, "five device profiles or more");
		check(zc_fs_equal(&a.features, &u.features), "any: the union of the devices' extensions and features");
		check(a.images == u.images && a.fp16 == u.fp16 && a.fp64 == u.fp64 &&
		      a.int64_atomics == u.int64_atomics && a.ext_subgroups == u.ext_subgroups &&
		      a.linkonce_odr == u.linkonce_odr && a.bf16_conversions == u.bf16_conversions &&
		      a.debug_info == u.debug_info,
		      "any: the union of the devices' capability flags");
		check(a.fp_atomic_flags == u.fp_atomic_flags && a.subgroup_sizes == u.subgroup_sizes &&
		      a.spirv_max == u.spirv_max, "any: the devices' float atomics, subgroup sizes, highest SPIR-V");
		check(a.fp64 && a.fp16 && a.images && a.int64_atomics && a.subgroup_sizes == 7 &&
		      ZC_HAS(a.features, INTEL_REQD_SUB_GROUP_SIZE) && ZC_HAS(a.features, KHR_SUBGROUP_BALLOT) &&
		      (ZC_FPA(&a, 32) & ZC_FPA_GLOBAL_ADD) && a.bf16_conversions,
		      "any has fp64, fp16, images, sizes 8/16/32, the subgroup extensions, float atomics, bf16");
		check(!ZC_HAS(a.features, F_PIPES) && !ZC_HAS(a.features, F_DEVICE_ENQUEUE) &&
		      !(ZC_FPA(&a, 16) & ZC_FPA_GLOBAL_ADD), "any lacks what no device has: pipes, device enqueue, fp16 atomic add");
	}

	/* the profiles' facts */
	zc_target_lookup("ze", &t);
	check(!t.fp16 && !t.fp64 && !t.images && !t.int64_atomics && !t.ext_subgroups &&
	      !t.fp_atomic_flags && t.spirv_max == 0x10200, "ze has only the required capabilities, SPIR-V 1.2");
	check(!t.debug_info, "ze: OpenCL.std is the only instruction set the environment lists");
	check(ZC_HAS(t.features, INTEL_SUBGROUPS) && !ZC_HAS(t.features, KHR_FP16) &&
	      !ZC_HAS(t.features, F_IMAGES), "ze features: cl_intel_subgroups, no fp16, no images");
	zc_target_lookup("tgllp", &t);
	check(!t.fp64 && t.fp16 && t.images && t.int64_atomics && t.spirv_max == 0x10400 &&
	      t.subgroup_sizes == 7 && t.ext_subgroups, "tgllp: no fp64; fp16, images, int64 atomics, 1.4, 8/16/32");
	check(!ZC_HAS(t.features, KHR_FP64) && !ZC_HAS(t.features, F_FP64), "tgllp features lack fp64");
	check(t.debug_info, "tgllp: IGC reads OpenCL.DebugInfo.100");
	zc_target_lookup("dg2-g10", &t);
	check(!t.fp64 && t.images && !ZC_FPA(&t, 64), "dg2-g10: no fp64, images, no fp64 atomics");
	zc_target_lookup("skl", &t);
	check(t.fp64 && t.images && ZC_HAS(t.features, F_FP64) && ZC_HAS(t.features, F_3D_IMAGE_WRITES),
	      "skl: fp64 and images");
	zc_target_lookup("pvc", &t);
	check(t.fp64 && !t.images && t.subgroup_sizes == 6 && !ZC_HAS(t.features, F_IMAGES),
	      "pvc: fp64, no images, subgroup sizes 16/32");
	/* float atomics as IGC builds them on every device: all but fp16 add,
	 * on global and local memory; fp64's with fp64 */
	{
		const char *n;
		size_t i;
		bool all = true;

		for (i = 0; (n = zc_target_name(i)); i++) {
			uint32_t want = ZC_FPA_GLOBAL_LOAD_STORE | ZC_FPA_GLOBAL_ADD | ZC_FPA_GLOBAL_MIN_MAX |
			                ZC_FPA_LOCAL_LOAD_STORE | ZC_FPA_LOCAL_ADD | ZC_FPA_LOCAL_MIN_MAX;
			uint32_t no_add = want & ~(uint32_t)(ZC_FPA_GLOBAL_ADD | ZC_FPA_LOCAL_ADD);

			zc_target_lookup(n, &t);
			if (strcmp(n, "ze") == 0)
				continue;
			if (ZC_FPA(&t, 16) != no_add || ZC_FPA(&t, 32) != want ||
			    ZC_FPA(&t, 64) != (t.fp64 ? want : 0) || !ZC_HAS(t.features, EXT_FP32_GLOBAL_ATOMIC_ADD) ||
			    ZC_HAS(t.features, EXT_FP16_GLOBAL_ATOMIC_ADD) || ZC_HAS(t.features, EXT_FP16_LOCAL_ATOMIC_ADD) ||
			    ZC_HAS(t.features, EXT_FP64_LOCAL_ATOMIC_ADD) != t.fp64)
				all = false;
		}
		check(all, "every device: float atomics but fp16 add, global and local, fp64's with fp64");
	}
	/* the low-power gen9 and gen11 parts: no OpenCL C 2.0 core in 3.0,
	 * no 64-bit integer atomics, no cl_khr_subgroups */
	{
		static const char *lp[] = {"apl", "ehl"};
		size_t i;

		for (i = 0; i < 2; i++) {
			zc_target_lookup(lp[i], &t);
			check(!t.int64_atomics && !ZC_HAS(t.features, KHR_SUBGROUPS) &&
			      !ZC_HAS(t.features, F_GENERIC_ADDRESS_SPACE) &&
			      !ZC_HAS(t.features, F_WORK_GROUP_COLLECTIVE_FUNCTIONS) &&
			      !ZC_HAS(t.features, F_PROGRAM_SCOPE_GLOBAL_VARIABLES) &&
			      !ZC_HAS(t.features, INTEL_SPIRV_SUBGROUPS) && ZC_HAS(t.features, INTEL_SUBGROUPS) &&
			      ZC_HAS(t.features, KHR_SUBGROUP_BALLOT) && t.images && t.fp16 && t.ext_subgroups,
			      lp[i][0] == 'a' ? "apl: no 2.0 core, int64 atomics or cl_khr_subgroups; Intel subgroups, images"
			                      : "ehl: no 2.0 core, int64 atomics or cl_khr_subgroups; Intel subgroups, images");
		}
		zc_target_lookup("apl", &t);
		check(t.fp64 && !ZC_HAS(t.features, INTEL_SUBGROUP_LOCAL_BLOCK_IO), "apl: fp64, no local block I/O (gen9)");
		zc_target_lookup("ehl", &t);
		check(!t.fp64 && ZC_HAS(t.features, INTEL_SUBGROUP_LOCAL_BLOCK_IO), "ehl: no fp64, local block I/O (gen11)");
	}
	/* OpenCL C 2.0 has its core on every device */
	{
		ctx_init(&c, &jb);
		c.opt.device = "glk";
		c.opt.cl_std = 200;
		zc_target_resolve(&c);
		check(ZC_HAS(c.target.features, F_GENERIC_ADDRESS_SPACE) &&
		      ZC_HAS(c.target.features, F_WORK_GROUP_COLLECTIVE_FUNCTIONS) &&
		      ZC_HAS(c.target.features, F_PROGRAM_SCOPE_GLOBAL_VARIABLES) && !c.target.int64_atomics,
		      "glk at CL2.0: the 2.0 core, still no int64 atomics");
		ctx_free(&c);
	}

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
		check(zc_fs_empty(&c.target.features) && !c.target.fp64 && !c.target.fp16 && !c.target.images &&
		      !c.target.int64_atomics && !c.target.ext_subgroups, "-all clears every extension and feature");
		ctx_free(&c);
	}
	{
		const char *e[] = {"-all", "+cl_khr_fp16", NULL};
		FeatureSet only = {{0}};

		resolve(&c, &jb, "skl", 0, e);
		zc_fs_put(&only, ZC_KHR_FP16, true);
		check(c.target.fp16 && !c.target.fp64 && zc_fs_equal(&c.target.features, &only),
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
	resolve(&c, &jb, "ze", 0x10400, NULL);
	check(c.target.spirv_max == 0x10400 && !c.nwarnings, "--spirv-max-version=1.4 raises ze");
	ctx_free(&c);
	resolve(&c, &jb, NULL, 0x10200, NULL);
	check(strcmp(c.target.name, "any") == 0 && c.target.spirv_max == 0x10200 && !c.nwarnings,
	      "--spirv-max-version=1.2 lowers the default");
	ctx_free(&c);
	resolve(&c, &jb, NULL, 0x10600, NULL);
	check(c.target.spirv_max == 0x10600 && !c.nwarnings,
	      "--spirv-max-version=1.6 raises the default (the caller knows its device)");
	ctx_free(&c);

	/* how diagnostics name the target */
	resolve(&c, &jb, NULL, 0, NULL);
	check(strcmp(zc_target_str(&c), "any known Level Zero device") == 0, "the default is 'any known Level Zero device'");
	ctx_free(&c);
	resolve(&c, &jb, "gen12lp", 0, NULL);
	check(strcmp(zc_target_str(&c), "device 'gen12lp'") == 0, "a device as the user spelled it");
	ctx_free(&c);
	resolve(&c, &jb, "ze", 0, NULL);
	check(strcmp(zc_target_str(&c), "the portable profile 'ze'") == 0, "ze is the portable profile");
	ctx_free(&c);

	return failed;
}
