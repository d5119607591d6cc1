/* ze_test.c — libzocc_ze through the real Level Zero loader: each check
 * prints "ok NAME" or "FAIL NAME: why"; tests/ze/suite.py runs this program
 * with the loader's validation layer on and the test driver
 * (tests/ze/driver.c) as the only driver, and turns the lines into tests.
 *
 * The driver builds modules with IGC for tgllp or pvc and, with
 * ZOCC_TEST_DRIVER_TRACE set, writes a line per zeModuleCreate to a file:
 * that file is how a check knows whether a module reached the driver. */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <level_zero/ze_api.h>
#include <level_zero/loader/ze_loader.h>

#include "zocc_ze.h"

static int failures;
static ze_context_handle_t context;
static ze_device_handle_t tgl, pvc; /* the driver's tgllp-like and pvc-like devices */

static void
check(int cond, const char *name, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void
check(int cond, const char *name, const char *fmt, ...)
{
	va_list ap;

	if (cond) {
		printf("ok %s\n", name);
	} else {
		printf("FAIL %s: ", name);
		va_start(ap, fmt);
		vprintf(fmt, ap);
		va_end(ap);
		printf("\n");
		failures++;
	}
	fflush(stdout);
}

/* The one-line summary of a log for a failure message. */
static const char *
flat(const char *s)
{
	static char buf[600];
	size_t i;

	snprintf(buf, sizeof buf, "%s", s ? s : "(no log)");
	for (i = 0; buf[i]; i++)
		if (buf[i] == '\n' || buf[i] == '\t')
			buf[i] = ' ';
	return buf;
}

/* How many lines starting with what the driver has traced so far. */
static int
traced(const char *what)
{
	const char *path = getenv("ZOCC_TEST_DRIVER_TRACE");
	FILE *f = path ? fopen(path, "r") : NULL;
	char line[1024];
	int n = 0;

	if (!f)
		return 0;
	while (fgets(line, sizeof line, f))
		n += strncmp(line, what, strlen(what)) == 0;
	fclose(f);
	return n;
}

/* How many zeModuleCreate lines the driver has traced so far. */
static int
driver_calls(void)
{
	return traced("zeModuleCreate ");
}

/* The last line the driver traced. */
static void
last_call(char *out, size_t size)
{
	const char *path = getenv("ZOCC_TEST_DRIVER_TRACE");
	FILE *f = path ? fopen(path, "r") : NULL;
	char line[1024];

	snprintf(out, size, "(none)");
	if (!f)
		return;
	while (fgets(line, sizeof line, f)) {
		size_t n = strcspn(line, "\n");

		if (n >= size)
			n = size - 1;
		memcpy(out, line, n);
		out[n] = 0;
	}
	fclose(f);
}

static const char *vadd =
	"kernel void vadd(global const float *a, global const float *b, global float *c)\n"
	"{\n"
	"\tsize_t i = get_global_id(0);\n"
	"\tc[i] = a[i] + b[i];\n"
	"}\n";

/* `double` on line 3: an error at that line on a device without fp64 */
static const char *dbl =
	"kernel void twice(global float *a)\n"
	"{\n"
	"\tdouble d = a[get_global_id(0)];\n"
	"\ta[get_global_id(0)] = d * 2;\n"
	"}\n";

/* IGC for tgllp cannot compile Intel sub-group block reads in a SIMD32
 * kernel ("Block reads not supported in SIMD32"), though the device reports
 * sub-group size 32 and cl_intel_subgroups.  zocc accepts the kernel; if it
 * ever learns this rule, this test needs another kernel IGC rejects. */
static const char *simd32_block_read =
	"__attribute__((intel_reqd_sub_group_size(32)))\n"
	"kernel void blocks(global uint *o, const global uint *a)\n"
	"{\n"
	"\to[get_global_id(0)] = intel_sub_group_block_read(a);\n"
	"}\n";

static ze_result_t
create(ze_device_handle_t dev, const zocc_ze_module_desc *d, ze_module_handle_t *m, zocc_ze_log **log)
{
	return zocc_ze_module_create(context, dev, d, m, log);
}

/* A kernel of m, created (the driver refuses it while m has imports it
 * has not linked). */
static ze_result_t
kernel_of(ze_module_handle_t m, const char *name)
{
	ze_kernel_desc_t kd = {.stype = ZE_STRUCTURE_TYPE_KERNEL_DESC, .pKernelName = name};
	ze_kernel_handle_t k = NULL;
	ze_result_t r = zeKernelCreate(m, &kd, &k);

	if (r == ZE_RESULT_SUCCESS)
		zeKernelDestroy(k);
	return r;
}

static void
test_loader(void)
{
	size_t n = 0, i;
	zel_component_version_t v[8];
	int validation = 0;

	if (zelLoaderGetVersions(&n, NULL) == ZE_RESULT_SUCCESS && n <= 8 &&
	    zelLoaderGetVersions(&n, v) == ZE_RESULT_SUCCESS)
		for (i = 0; i < n; i++)
			validation |= strstr(v[i].component_name, "validation") != NULL;
	check(validation, "validation-layer-loaded", "zelLoaderGetVersions lists no validation layer (%zu components)", n);

	/* the validation layer refuses a NULL descriptor before the driver sees
	 * it (the test driver would dereference it) */
	{
		ze_module_handle_t m = NULL;
		int before = driver_calls();
		ze_result_t r = zeModuleCreate(context, tgl, NULL, &m, NULL);

		check(r == ZE_RESULT_ERROR_INVALID_NULL_POINTER && driver_calls() == before,
		      "validation-layer-checks", "zeModuleCreate(desc NULL) gave 0x%x", (unsigned)r);
	}
}

static void
test_describe(void)
{
	zocc_ze_device d;
	ze_result_t r;

	r = zocc_ze_device_describe(tgl, &d);
	check(r == ZE_RESULT_SUCCESS && d.target.device && strcmp(d.target.device, "tgllp") == 0 &&
	      d.vendor_id == 0x8086 && d.device_id == 0x9a49 &&
	      !(d.target.module_flags & ZE_DEVICE_MODULE_FLAG_FP64) &&
	      (d.target.module_flags & ZE_DEVICE_MODULE_FLAG_FP16) && d.target.images &&
	      d.target.spirv_version == ZE_MAKE_VERSION(1, 2) && d.target.nsubgroup_sizes == 3 &&
	      d.target.subgroup_sizes == d.subgroup_sizes && d.subgroup_sizes[0] == 8 &&
	      d.subgroup_sizes[2] == 32 && d.target.fp32_atomics == 0 && strstr(d.name, "tgllp-like"),
	      "describe-tgllp", "r=0x%x profile=%s flags=0x%x images=%d sg=%u name=%s", (unsigned)r,
	      d.target.device ? d.target.device : "(none)", (unsigned)d.target.module_flags,
	      d.target.images, (unsigned)d.target.nsubgroup_sizes, d.name);

	r = zocc_ze_device_describe(pvc, &d);
	check(r == ZE_RESULT_SUCCESS && d.target.device && strcmp(d.target.device, "pvc") == 0 &&
	      (d.target.module_flags & ZE_DEVICE_MODULE_FLAG_FP64) && !d.target.images &&
	      d.target.nsubgroup_sizes == 2 && d.subgroup_sizes[0] == 16 && d.subgroup_sizes[1] == 32 &&
	      (d.target.fp64_atomics & ZE_DEVICE_FP_ATOMIC_EXT_FLAG_GLOBAL_ADD) &&
	      (d.target.fp32_atomics & ZE_DEVICE_FP_ATOMIC_EXT_FLAG_GLOBAL_MIN_MAX),
	      "describe-pvc", "r=0x%x profile=%s flags=0x%x images=%d sg=%u fp64 atomics=0x%x",
	      (unsigned)r, d.target.device ? d.target.device : "(none)",
	      (unsigned)d.target.module_flags, d.target.images, (unsigned)d.target.nsubgroup_sizes,
	      (unsigned)d.target.fp64_atomics);

	check(zocc_ze_device_describe(NULL, &d) == ZE_RESULT_ERROR_INVALID_NULL_HANDLE &&
	      zocc_ze_device_describe(tgl, NULL) == ZE_RESULT_ERROR_INVALID_NULL_POINTER,
	      "describe-null", "NULL arguments not refused");
}

/* vadd on both devices: a module, its kernel, its three arguments */
static void
test_vadd(void)
{
	ze_device_handle_t devs[2] = {tgl, pvc};
	const char *names[2] = {"module-tgllp", "module-pvc"};
	int i;

	for (i = 0; i < 2; i++) {
		zocc_ze_module_desc d = {.source = vadd, .source_name = "vadd.cl"};
		ze_module_handle_t m = NULL;
		ze_kernel_handle_t k = NULL;
		ze_kernel_desc_t kd = {.stype = ZE_STRUCTURE_TYPE_KERNEL_DESC, .pKernelName = "vadd"};
		zocc_ze_log *log = NULL;
		int before = driver_calls();
		ze_result_t r = create(devs[i], &d, &m, &log);
		uint32_t nk = 0;
		const char *kn[4] = {0};
		float x = 0;
		void *p = &x;
		ze_result_t a2 = ZE_RESULT_ERROR_UNKNOWN, a3 = ZE_RESULT_SUCCESS;
		char last[256];
		int named = 0;

		last_call(last, sizeof last);
		if (r == ZE_RESULT_SUCCESS) {
			zeModuleGetKernelNames(m, &nk, NULL);
			if (nk <= 4)
				zeModuleGetKernelNames(m, &nk, kn);
			named = nk == 1 && kn[0] && strcmp(kn[0], "vadd") == 0; /* before the module goes */
			if (zeKernelCreate(m, &kd, &k) == ZE_RESULT_SUCCESS) {
				a2 = zeKernelSetArgumentValue(k, 2, sizeof p, &p);
				a3 = zeKernelSetArgumentValue(k, 3, sizeof p, &p);
				zeKernelDestroy(k);
			}
			zeModuleDestroy(m);
		}
		check(r == ZE_RESULT_SUCCESS && m && zocc_ze_log_stage(log) == ZOCC_ZE_DONE &&
		      driver_calls() == before + 1 && strstr(last, i ? " pvc " : " tgllp ") &&
		      named && a2 == ZE_RESULT_SUCCESS &&
		      a3 == ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_INDEX &&
		      strstr(zocc_ze_log_text(log), "zocc: module created"),
		      names[i], "r=0x%x stage=%d calls %d->%d kernels=%u arg2=0x%x arg3=0x%x trace '%s' log: %s",
		      (unsigned)r, zocc_ze_log_stage(log), before, driver_calls(), (unsigned)nk,
		      (unsigned)a2, (unsigned)a3, last, flat(zocc_ze_log_text(log)));
		zocc_ze_log_free(log);
	}
}

/* A module whose second kernel IGC leaves out of its binary while saying
 * the build succeeded: 'dropped' takes an OpTypeStruct parameter (struct
 * { uint }), the form the Level Zero environment's text allows and IGC
 * drops; 'kept' takes a uint.  Written by hand (spirv-as of
 *     OpCapability Addresses / Kernel; OpMemoryModel Physical64 OpenCL;
 *     OpEntryPoint Kernel %kept "kept"; OpEntryPoint Kernel %dropped "dropped";
 *     two empty functions of those types), since zocc does not make it. */
static const uint32_t struct_param_module[] = {
	0x07230203, 0x00010000, 0x00070000, 0x0000000c, 0x00000000,
	0x00020011, 0x00000004, 0x00020011, 0x00000006,             /* Addresses, Kernel */
	0x0003000e, 0x00000002, 0x00000002,                         /* Physical64 OpenCL */
	0x0005000f, 0x00000006, 0x00000001, 0x7470656b, 0x00000000, /* "kept" */
	0x0005000f, 0x00000006, 0x00000002, 0x706f7264, 0x00646570, /* "dropped" */
	0x00020013, 0x00000003,                                     /* %3 void */
	0x00040015, 0x00000004, 0x00000020, 0x00000000,             /* %4 uint */
	0x0003001e, 0x00000005, 0x00000004,                         /* %5 struct { uint } */
	0x00040021, 0x00000006, 0x00000003, 0x00000004,             /* void (uint) */
	0x00040021, 0x00000007, 0x00000003, 0x00000005,             /* void (struct) */
	0x00050036, 0x00000003, 0x00000001, 0x00000000, 0x00000006, /* kept */
	0x00030037, 0x00000004, 0x00000008, 0x000200f8, 0x00000009, 0x000100fd, 0x00010038,
	0x00050036, 0x00000003, 0x00000002, 0x00000000, 0x00000007, /* dropped */
	0x00030037, 0x00000005, 0x0000000a, 0x000200f8, 0x0000000b, 0x000100fd, 0x00010038,
};

/* A kernel is what IGC's binary holds: the driver's zeKernelCreate finds
 * 'kept' and not 'dropped' (as Intel's driver would), and its trace names
 * the kernel IGC left out. */
static void
test_dropped_kernel(void)
{
	ze_module_desc_t md = {.stype = ZE_STRUCTURE_TYPE_MODULE_DESC, .format = ZE_MODULE_FORMAT_IL_SPIRV,
	                       .inputSize = sizeof struct_param_module,
	                       .pInputModule = (const uint8_t *)struct_param_module};
	ze_module_handle_t m = NULL;
	ze_result_t r = zeModuleCreate(context, tgl, &md, &m, NULL), kept = ZE_RESULT_ERROR_UNKNOWN,
	            dropped = ZE_RESULT_SUCCESS;
	uint32_t nk = 0;
	const char *kn[2] = {0};
	char last[256];
	int listed = 0;

	last_call(last, sizeof last);
	if (r == ZE_RESULT_SUCCESS) {
		kept = kernel_of(m, "kept");
		dropped = kernel_of(m, "dropped");
		zeModuleGetKernelNames(m, &nk, NULL);
		if (nk <= 2)
			zeModuleGetKernelNames(m, &nk, kn);
		listed = nk == 1 && kn[0] && strcmp(kn[0], "kept") == 0;
		zeModuleDestroy(m);
	}
	check(r == ZE_RESULT_SUCCESS && kept == ZE_RESULT_SUCCESS && dropped == ZE_RESULT_ERROR_INVALID_KERNEL_NAME &&
	      listed && strstr(last, " kernels=1/2 dropped=[dropped]"),
	      "igc-drops-kernel", "r=0x%x kept=0x%x dropped=0x%x names=%u trace '%s'", (unsigned)r,
	      (unsigned)kept, (unsigned)dropped, (unsigned)nk, last);
}

/* Structs passed by value, as GROMACS passes its parameter structs: the
 * kernel is in IGC's binary on both devices (zeKernelCreate finds it), and
 * its argument count is the source's. */
static const char *struct_args =
	"typedef struct { float rcut2, eps; int ntype; float shift[3]; float4 box; } params_t;\n"
	"typedef struct { params_t p; union { float f; uint u; } bits; char tag[3]; } outer_t;\n"
	"kernel void nb(global float *f, params_t p, outer_t o, int n)\n"
	"{\n"
	"\tsize_t i = get_global_id(0);\n"
	"\tf[i] = p.rcut2 * p.shift[i % 3] + o.p.box.w + o.bits.f + o.tag[1] + n;\n"
	"}\n";

static void
test_struct_args(void)
{
	ze_device_handle_t devs[2] = {tgl, pvc};
	const char *names[2] = {"struct-args-tgllp", "struct-args-pvc"};
	int i;

	for (i = 0; i < 2; i++) {
		zocc_ze_module_desc d = {.source = struct_args, .source_name = "nb.cl"};
		ze_module_handle_t m = NULL;
		ze_kernel_handle_t k = NULL;
		ze_kernel_desc_t kd = {.stype = ZE_STRUCTURE_TYPE_KERNEL_DESC, .pKernelName = "nb"};
		ze_kernel_properties_t kp = {.stype = ZE_STRUCTURE_TYPE_KERNEL_PROPERTIES};
		zocc_ze_log *log = NULL;
		ze_result_t r = create(devs[i], &d, &m, &log), kr = ZE_RESULT_ERROR_UNKNOWN;
		char last[256];

		last_call(last, sizeof last);
		if (r == ZE_RESULT_SUCCESS) {
			kr = zeKernelCreate(m, &kd, &k);
			if (kr == ZE_RESULT_SUCCESS) {
				zeKernelGetProperties(k, &kp);
				zeKernelDestroy(k);
			}
			zeModuleDestroy(m);
		}
		check(r == ZE_RESULT_SUCCESS && kr == ZE_RESULT_SUCCESS && kp.numKernelArgs == 4 &&
		      strstr(last, " kernels=1/1 "),
		      names[i], "r=0x%x kernel=0x%x args=%u trace '%s' log: %s", (unsigned)r, (unsigned)kr,
		      (unsigned)kp.numKernelArgs, last, flat(zocc_ze_log_text(log)));
		zocc_ze_log_free(log);
	}
}

/* double: an error at its line on the tgllp-like device, which never
 * reaches the driver; a module on the pvc-like device */
static void
test_double(void)
{
	zocc_ze_module_desc d = {.source = dbl, .source_name = "twice.cl"};
	ze_module_handle_t m = (ze_module_handle_t)&d;
	zocc_ze_log *log = NULL;
	int before = driver_calls();
	ze_result_t r = create(tgl, &d, &m, &log);
	const zocc_result *res = zocc_ze_log_result(log);
	const zocc_diag *dg = res && zocc_result_ndiags(res) ? zocc_result_diag(res, 0) : NULL;
	const char *text = zocc_ze_log_text(log);

	check(r == ZE_RESULT_ERROR_MODULE_BUILD_FAILURE && m == NULL &&
	      zocc_ze_log_stage(log) == ZOCC_ZE_COMPILE && driver_calls() == before && dg &&
	      dg->severity == ZOCC_ERROR_SEVERITY && dg->line == 3 && dg->column == 2 &&
	      strstr(dg->message, "double") && strstr(text, "twice.cl:3:2: error: ") &&
	      strstr(text, "\tdouble d = a[get_global_id(0)];\n\t^") &&
	      strstr(text, "it was not handed to the driver") && !strstr(text, "\ndriver: ") &&
	      zocc_ze_log_driver(log)[0] == 0,
	      "double-tgllp-source-line", "r=0x%x stage=%d calls %d->%d diag %u:%u log: %s", (unsigned)r,
	      zocc_ze_log_stage(log), before, driver_calls(), dg ? dg->line : 0, dg ? dg->column : 0,
	      flat(text));
	zocc_ze_log_free(log);

	before = driver_calls();
	r = create(pvc, &d, &m, &log);
	check(r == ZE_RESULT_SUCCESS && m && zocc_ze_log_stage(log) == ZOCC_ZE_DONE &&
	      driver_calls() == before + 1,
	      "double-pvc-builds", "r=0x%x stage=%d log: %s", (unsigned)r, zocc_ze_log_stage(log),
	      flat(zocc_ze_log_text(log)));
	if (m)
		zeModuleDestroy(m);
	zocc_ze_log_free(log);
}

/* any error in the program: the driver never sees it */
static void
test_errors(void)
{
	static const char *bad =
		"kernel void k(global int *p)\n"
		"{\n"
		"\tp[0] = undeclared;\n"
		"}\n";
	zocc_ze_module_desc d = {.source = bad, .source_name = "bad.cl"};
	ze_module_handle_t m = NULL;
	zocc_ze_log *log = NULL;
	int before = driver_calls();
	ze_result_t r = create(pvc, &d, &m, &log);

	check(r == ZE_RESULT_ERROR_MODULE_BUILD_FAILURE && m == NULL && driver_calls() == before &&
	      zocc_ze_log_stage(log) == ZOCC_ZE_COMPILE &&
	      strstr(zocc_ze_log_text(log), "bad.cl:3:9: error: use of undeclared identifier 'undeclared'") &&
	      strstr(zocc_ze_log_text(log), "zocc: 1 error in the program"),
	      "error-never-reaches-driver", "r=0x%x stage=%d calls %d->%d log: %s", (unsigned)r,
	      zocc_ze_log_stage(log), before, driver_calls(), flat(zocc_ze_log_text(log)));
	zocc_ze_log_free(log);

	d.source = vadd;
	d.options = "-cl-std=CL9.9";
	before = driver_calls();
	r = create(pvc, &d, &m, &log);
	check(r == ZE_RESULT_ERROR_INVALID_ARGUMENT && m == NULL && driver_calls() == before &&
	      zocc_ze_log_stage(log) == ZOCC_ZE_COMPILE && strstr(zocc_ze_log_text(log), "CL9.9"),
	      "bad-option", "r=0x%x stage=%d log: %s", (unsigned)r, zocc_ze_log_stage(log),
	      flat(zocc_ze_log_text(log)));
	zocc_ze_log_free(log);

	d.options = "-E";
	r = create(pvc, &d, &m, &log);
	check(r == ZE_RESULT_ERROR_INVALID_ARGUMENT && m == NULL && driver_calls() == before &&
	      strstr(zocc_ze_log_text(log), "-E preprocesses only"),
	      "preprocess-only", "r=0x%x log: %s", (unsigned)r, flat(zocc_ze_log_text(log)));
	zocc_ze_log_free(log);
}

/* a module zocc accepts and IGC rejects: IGC's message in the log */
static void
test_igc_rejects(void)
{
	zocc_ze_module_desc d = {.source = simd32_block_read, .source_name = "blocks.cl"};
	ze_module_handle_t m = NULL;
	zocc_ze_log *log = NULL;
	int before = driver_calls();
	ze_result_t r = create(tgl, &d, &m, &log);
	const char *text = zocc_ze_log_text(log);

	check(r == ZE_RESULT_ERROR_MODULE_BUILD_FAILURE && m == NULL &&
	      zocc_ze_log_stage(log) == ZOCC_ZE_MODULE && driver_calls() == before + 1 &&
	      strstr(zocc_ze_log_driver(log), "Block reads not supported in SIMD32") &&
	      strstr(text, "driver: error: Block reads not supported in SIMD32") &&
	      strstr(text, "zocc: zeModuleCreate failed: ZE_RESULT_ERROR_MODULE_BUILD_FAILURE"),
	      "igc-rejects", "r=0x%x stage=%d calls %d->%d log: %s", (unsigned)r, zocc_ze_log_stage(log),
	      before, driver_calls(), flat(text));
	zocc_ze_log_free(log);
}

/* several sources, in-memory headers, build flags and constants */
static void
test_inputs(void)
{
	static const zocc_ze_source two[] = {
		{"lib.cl", "#include \"factor.h\"\nfloat scale(float x) { return x * FACTOR; }\n", 0},
		{"main.cl", "float scale(float x);\n"
		            "kernel void k(global float *p) { p[get_global_id(0)] = scale(p[0]) + OFFSET; }\n", 0},
	};
	static const zocc_ze_source broken[] = {
		{"first.cl", "int f(int x)\n{\n\treturn x;\n}\n", 0},
		{"second.cl", "kernel void k(global int *p)\n{\n\tp[0] = f(1) + missing;\n}\n", 0},
	};
	static const zocc_header hdr[] = {{"factor.h", "#define FACTOR 3.0f\n", 0}};
	uint32_t ids[1] = {7};
	uint64_t v = 1;
	const void *vals[1] = {&v};
	ze_module_constants_t consts = {1, ids, vals};
	zocc_ze_module_desc d = {.sources = two, .nsources = 2, .options = "-DOFFSET=1.0f",
	                         .headers = hdr, .nheaders = 1, .build_flags = "-ze-opt-level=2",
	                         .constants = &consts};
	ze_module_handle_t m = NULL;
	zocc_ze_log *log = NULL;
	ze_result_t r;
	char last[256];

	r = create(pvc, &d, &m, &log);
	last_call(last, sizeof last);
	check(r == ZE_RESULT_SUCCESS && m && strstr(last, "flags=[-ze-opt-level=2] constants=1"),
	      "sources-headers-flags", "r=0x%x trace '%s' log: %s", (unsigned)r, last,
	      flat(zocc_ze_log_text(log)));
	if (m)
		zeModuleDestroy(m);
	zocc_ze_log_free(log);

	d = (zocc_ze_module_desc){.sources = broken, .nsources = 2};
	r = create(pvc, &d, &m, &log);
	check(r == ZE_RESULT_ERROR_MODULE_BUILD_FAILURE &&
	      strstr(zocc_ze_log_text(log), "second.cl:3:16: error: use of undeclared identifier 'missing'"),
	      "sources-own-lines", "r=0x%x log: %s", (unsigned)r, flat(zocc_ze_log_text(log)));
	zocc_ze_log_free(log);
}

/* Specialization constants from source (__spirv_SpecConstant, as the
 * Level Zero conformance tests write them) with values the caller sets
 * through ze_module_constants_t: the module has them (the driver reads
 * their SpecIds and sizes) and every value reaches the driver at its
 * constant's size; a SpecId the module lacks is handed on as given. */
static void
test_spec_constants(void)
{
	static const char *src =
		"ulong __attribute__((overloadable)) __spirv_SpecConstant(int, ulong);\n"
		"int __attribute__((overloadable)) __spirv_SpecConstant(int, int);\n"
		"bool __attribute__((overloadable)) __spirv_SpecConstant(int, bool);\n"
		"kernel void test(global ulong *out)\n"
		"{\n"
		"\t*out = __spirv_SpecConstant(0, 10ul) + __spirv_SpecConstant(1, 30ul) +\n"
		"\t       __spirv_SpecConstant(4, 5) + __spirv_SpecConstant(5, false);\n"
		"}\n";
	uint32_t ids[4] = {0, 4, 5, 9};
	uint64_t v0 = 100;
	int32_t v4 = -2;
	uint8_t v5 = 1;
	uint32_t v9 = 3;
	const void *vals[4] = {&v0, &v4, &v5, &v9};
	ze_module_constants_t consts = {4, ids, vals};
	zocc_ze_module_desc d = {.source = src, .source_name = "spec.cl", .constants = &consts};
	ze_module_handle_t m = NULL;
	zocc_ze_log *log = NULL;
	ze_result_t r;
	char last[256];

	r = create(pvc, &d, &m, &log);
	last_call(last, sizeof last);
	check(r == ZE_RESULT_SUCCESS && m && strstr(last, "constants=4 values=[0:100 4:4294967294 5:1 9:?]"),
	      "spec-constants", "r=0x%x trace '%s' log: %s", (unsigned)r, last, flat(zocc_ze_log_text(log)));
	if (m)
		zeModuleDestroy(m);
	zocc_ze_log_free(log);
}

/* -g among zocc's options: the module carries debug information and the
 * driver is asked for it (-g after the caller's build flags, not twice);
 * -g0 after it and no -g leave the flags as they are.  The driver's IGC
 * builds each module with those flags. */
static void
test_debug(void)
{
	static const struct {
		const char *options, *flags, *want;
	} cases[] = {
		{"-g", NULL, "flags=[-g] "},
		{"-g -DN=2", "-ze-opt-level=2", "flags=[-ze-opt-level=2 -g] "},
		{"-gline-tables-only", "-g -ze-opt-level=2", "flags=[-g -ze-opt-level=2] "},
		{"-g -g0", "-ze-opt-level=2", "flags=[-ze-opt-level=2] "},
		{NULL, NULL, "flags=[] "},
	};
	char why[512] = "", last[256];
	size_t i;
	int ok = 0;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		zocc_ze_module_desc d = {.source = vadd, .source_name = "vadd.cl",
		                         .options = cases[i].options, .build_flags = cases[i].flags};
		ze_module_handle_t m = NULL;
		zocc_ze_log *log = NULL;
		ze_result_t r = create(tgl, &d, &m, &log);

		last_call(last, sizeof last);
		if (r == ZE_RESULT_SUCCESS && m && strstr(last, cases[i].want) &&
		    !strstr(zocc_ze_log_text(log), "debug information") == !strstr(cases[i].want, "-g]"))
			ok++;
		else if (!why[0])
			snprintf(why, sizeof why, "options '%s' flags '%s': r=0x%x trace '%s' log: %s",
			         cases[i].options ? cases[i].options : "", cases[i].flags ? cases[i].flags : "",
			         (unsigned)r, last, flat(zocc_ze_log_text(log)));
		if (m)
			zeModuleDestroy(m);
		zocc_ze_log_free(log);
	}
	check(ok == (int)(sizeof cases / sizeof cases[0]), "debug-build-flags", "%s", why);
}

static void
test_arguments(void)
{
	zocc_ze_module_desc d = {.source = vadd};
	zocc_ze_module_desc none = {0};
	ze_module_handle_t m = (ze_module_handle_t)&d;
	zocc_ze_log *log = (zocc_ze_log *)&d;
	ze_result_t r1, r2, r3, r4;
	int ok = 1;

	r1 = zocc_ze_module_create(NULL, tgl, &d, &m, &log);
	ok &= m == NULL && log && zocc_ze_log_stage(log) == ZOCC_ZE_ARGUMENTS &&
	      strstr(zocc_ze_log_text(log), "context is NULL") != NULL;
	zocc_ze_log_free(log);
	r2 = zocc_ze_module_create(context, tgl, NULL, &m, NULL);
	r3 = zocc_ze_module_create(context, tgl, &none, &m, NULL);
	r4 = zocc_ze_module_create(context, tgl, &d, NULL, NULL);
	check(ok && r1 == ZE_RESULT_ERROR_INVALID_NULL_HANDLE && r2 == ZE_RESULT_ERROR_INVALID_NULL_POINTER &&
	      r3 == ZE_RESULT_ERROR_INVALID_NULL_POINTER && r4 == ZE_RESULT_ERROR_INVALID_NULL_POINTER,
	      "null-arguments", "results 0x%x 0x%x 0x%x 0x%x", (unsigned)r1, (unsigned)r2, (unsigned)r3,
	      (unsigned)r4);
	check(strcmp(zocc_ze_result_name(ZE_RESULT_ERROR_MODULE_BUILD_FAILURE),
	             "ZE_RESULT_ERROR_MODULE_BUILD_FAILURE") == 0 && zocc_ze_result_name((ze_result_t)0x12345) == NULL,
	      "result-names", "wrong names");
}

/* Threads: each compiles its own variant of a kernel (-DK=n) on one of the
 * devices, several times; every module must be created, and the SPIR-V
 * handed to the driver must be the bytes zocc_compile makes for the same
 * source, options and device on one thread. */
#define NTHREADS 4
#define ROUNDS 3

typedef struct Job {
	int n;             /* the variant */
	ze_device_handle_t dev;
	int created;       /* modules created */
	int same;          /* modules whose SPIR-V matched the reference */
	uint32_t *ref;     /* the reference words */
	size_t nref;
	char why[700];
} Job;

static const char *scaled =
	"kernel void scaled(global float *p)\n"
	"{\n"
	"\tp[get_global_id(0)] *= K;\n"
	"}\n";

static void *
worker(void *arg)
{
	Job *j = arg;
	char opts[32];
	int i;

	snprintf(opts, sizeof opts, "-DK=%d.0f", j->n + 1);
	for (i = 0; i < ROUNDS; i++) {
		zocc_ze_module_desc d = {.source = scaled, .options = opts};
		ze_module_handle_t m = NULL;
		zocc_ze_log *log = NULL;
		ze_result_t r = zocc_ze_module_create(context, j->dev, &d, &m, &log);
		const zocc_result *res = zocc_ze_log_result(log);
		size_t n = 0;
		const uint32_t *w = res ? zocc_result_spirv(res, &n) : NULL;

		if (r == ZE_RESULT_SUCCESS && m) {
			j->created++;
			zeModuleDestroy(m);
		} else if (!j->why[0]) {
			snprintf(j->why, sizeof j->why, "thread %d: 0x%x %s", j->n, (unsigned)r,
			         flat(zocc_ze_log_text(log)));
		}
		if (w && n == j->nref && memcmp(w, j->ref, n * 4) == 0)
			j->same++;
		zocc_ze_log_free(log);
	}
	return NULL;
}

/* A file of the working directory (tests/ze/suite.py writes them with
 * zocc --native), malloc'ed; NULL if missing. */
static void *
slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *d = NULL;
	long n;

	*len = 0;
	if (!f)
		return NULL;
	if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) > 0 && fseek(f, 0, SEEK_SET) == 0 &&
	    (d = malloc((size_t)n)) && fread(d, 1, (size_t)n, f) == (size_t)n)
		*len = (size_t)n;
	fclose(f);
	return d;
}

/* the source native-fat.bin (tgllp, pvc) and native-other.bin (dg2-g10,
 * skl) were built from */
static const char *twice = "kernel void twice(global int *p) { p[get_global_id(0)] *= 2; }\n";

/* a native binary made ahead of time: the device's build when it has one */
static void
test_native(void)
{
	size_t fat_len, other_len;
	void *fat = slurp("native-fat.bin", &fat_len), *other = slurp("native-other.bin", &other_len);
	static const struct { const char *name, *ip, *member; } devs[2] = {
		{"native-tgllp", "12.0.0", "64.12.0.0"}, {"native-pvc", "12.60.7", "64.12.60.7"}};
	int i;

	for (i = 0; i < 2; i++) {
		zocc_ze_module_desc d = {.source = twice, .native = fat, .native_size = fat_len};
		ze_module_handle_t m = NULL;
		zocc_ze_log *log = NULL;
		int spirv = traced("zeModuleCreate ") - traced("zeModuleCreate tgllp native") -
		            traced("zeModuleCreate pvc native"), before = driver_calls();
		ze_result_t r = create(i ? pvc : tgl, &d, &m, &log);
		const char *text = zocc_ze_log_text(log);
		char want[128], call[1024];
		uint32_t n = 1;
		const char *name = NULL;

		snprintf(want, sizeof want, "using the native binary's build for IP version %s (%s,", devs[i].ip,
		         devs[i].member);
		last_call(call, sizeof call);
		check(fat && r == ZE_RESULT_SUCCESS && m && strstr(text, want) && strstr(text, " IP version ") &&
		      driver_calls() == before + 1 && strstr(call, " native bytes=") &&
		      traced("zeModuleCreate ") - traced("zeModuleCreate tgllp native") -
		      traced("zeModuleCreate pvc native") == spirv && zocc_ze_log_result(log) == NULL &&
		      zeModuleGetKernelNames(m, &n, &name) == ZE_RESULT_SUCCESS && n == 1 && name &&
		      strcmp(name, "twice") == 0,
		      devs[i].name, "r=0x%x file %s, last call %s, log: %s", (unsigned)r, fat ? "read" : "missing",
		      call, flat(text));
		if (m)
			zeModuleDestroy(m);
		zocc_ze_log_free(log);
	}
	{
		zocc_ze_module_desc d = {.source = twice, .native = other, .native_size = other_len};
		ze_module_handle_t m = NULL;
		zocc_ze_log *log = NULL;
		ze_result_t r = create(tgl, &d, &m, &log);
		const char *text = zocc_ze_log_text(log);
		char call[1024];

		last_call(call, sizeof call);
		check(other && r == ZE_RESULT_SUCCESS && m &&
		      strstr(text, "has no build for IP version 12.0.0 (it has 64.12.55.8 64.9.0.9); using the SPIR-V") &&
		      !strstr(call, "native") && zocc_ze_log_result(log) != NULL,
		      "native-fallback", "r=0x%x last call %s, log: %s", (unsigned)r, call, flat(text));
		if (m)
			zeModuleDestroy(m);
		zocc_ze_log_free(log);

		d.source = NULL;
		r = create(tgl, &d, &m, &log);
		check(r == ZE_RESULT_ERROR_INVALID_NATIVE_BINARY && m == NULL &&
		      strstr(zocc_ze_log_text(log), "no source to compile"),
		      "native-no-source", "r=0x%x log: %s", (unsigned)r, flat(zocc_ze_log_text(log)));
		zocc_ze_log_free(log);

		d.source = twice;
		d.native = "not an archive";
		d.native_size = 14;
		r = create(tgl, &d, &m, &log);
		check(r == ZE_RESULT_SUCCESS && m && strstr(zocc_ze_log_text(log), "is not a fat binary"),
		      "native-not-fat", "r=0x%x log: %s", (unsigned)r, flat(zocc_ze_log_text(log)));
		if (m)
			zeModuleDestroy(m);
		zocc_ze_log_free(log);
	}
	free(fat);
	free(other);
}

static void
test_threads(void)
{
	Job jobs[NTHREADS];
	pthread_t t[NTHREADS];
	int i, created = 0, same = 0, distinct = 1, before = driver_calls();
	char why[800] = "";

	memset(jobs, 0, sizeof jobs);
	for (i = 0; i < NTHREADS; i++) {
		zocc_ze_device dev;
		zocc_input in = {0};
		zocc_result *r = NULL;
		char opts[32];
		size_t n = 0;
		const uint32_t *w;

		jobs[i].n = i;
		jobs[i].dev = i % 2 ? pvc : tgl;
		/* the reference, compiled here alone for the same device */
		zocc_ze_device_describe(jobs[i].dev, &dev);
		snprintf(opts, sizeof opts, "-DK=%d.0f", i + 1);
		in.source = scaled;
		in.options = opts;
		in.target = &dev.target;
		if (zocc_compile(&in, &r) == ZOCC_OK && (w = zocc_result_spirv(r, &n))) {
			jobs[i].ref = malloc(n * 4);
			memcpy(jobs[i].ref, w, n * 4);
			jobs[i].nref = n;
		}
		zocc_result_free(r);
	}
	for (i = 1; i < NTHREADS; i++)
		if (jobs[i].nref == jobs[0].nref && memcmp(jobs[i].ref, jobs[0].ref, jobs[0].nref * 4) == 0)
			distinct = 0;
	for (i = 0; i < NTHREADS; i++)
		pthread_create(&t[i], NULL, worker, &jobs[i]);
	for (i = 0; i < NTHREADS; i++) {
		pthread_join(t[i], NULL);
		created += jobs[i].created;
		same += jobs[i].same;
		if (jobs[i].why[0] && !why[0])
			snprintf(why, sizeof why, "%s", jobs[i].why);
		free(jobs[i].ref);
	}
	check(distinct && created == NTHREADS * ROUNDS && same == NTHREADS * ROUNDS &&
	      driver_calls() == before + NTHREADS * ROUNDS,
	      "threads", "%d of %d modules created, %d with the reference bytes, %d driver calls, variants %s; %s",
	      created, NTHREADS * ROUNDS, same, driver_calls() - before, distinct ? "distinct" : "identical", why);
}

/* ---- programs of separately compiled parts ---- */

static const char *part_main =
	"float scale(float x);\n"
	"int pick(int i);\n"
	"kernel void k(global float *o)\n"
	"{\n"
	"\tsize_t i = get_global_id(0);\n"
	"\to[i] = scale(o[i]) + pick((int)i);\n"
	"}\n";
static const char *part_lib =
	"float scale(float x) { return x * 2.0f; }\n";
static const char *part_table =
	"constant int table[4] = {1, 2, 3, 4};\n"
	"int pick(int i) { return table[i & 3]; }\n";
static const zocc_ze_module_desc one_source_desc = {.source = "kernel void k() {}\n"};
static const char *part_broken =
	"int pick(int i) { return i +; }\n";

static void
test_parts(void)
{
	zocc_ze_part parts[3] = {
		{.name = "main.cl", .source = NULL},
		{.name = "scale.cl", .source = NULL},
		{.name = "table.cl", .source = NULL},
	};
	zocc_ze_module_desc d = {.parts = parts, .nparts = 3};
	ze_module_handle_t m = NULL, ms[3] = {0};
	zocc_ze_log *log = NULL;
	ze_result_t r, kr = ZE_RESULT_ERROR_UNKNOWN;
	int before = driver_calls(), links = traced("zeModuleDynamicLink ");
	uint32_t *lib = NULL;
	size_t nlib = 0;

	parts[0].source = part_main;
	parts[1].source = part_lib;
	parts[2].source = part_table;
	/* linked by zocc into one module */
	r = create(tgl, &d, &m, &log);
	if (r == ZE_RESULT_SUCCESS) {
		kr = kernel_of(m, "k");
		zeModuleDestroy(m);
	}
	check(r == ZE_RESULT_SUCCESS && kr == ZE_RESULT_SUCCESS && zocc_ze_log_stage(log) == ZOCC_ZE_DONE &&
	      driver_calls() == before + 1 && strstr(zocc_ze_log_text(log), "zocc: linked 3 parts into a SPIR-V module") &&
	      strstr(zocc_ze_log_text(log), "main.cl:1:7: warning: function 'scale' is used but not defined"),
	      "parts-linked", "r=0x%x kernel=0x%x calls %d->%d log: %s", (unsigned)r, (unsigned)kr, before,
	      driver_calls(), flat(zocc_ze_log_text(log)));
	zocc_ze_log_free(log);

	/* a part given as SPIR-V, compiled before */
	{
		zocc_input in = {.source = part_lib};
		zocc_result *res = NULL;
		const uint32_t *w;

		if (zocc_compile(&in, &res) == ZOCC_OK && (w = zocc_result_spirv(res, &nlib)) && (lib = malloc(nlib * 4)))
			memcpy(lib, w, nlib * 4);
		zocc_result_free(res);
	}
	parts[1].source = NULL;
	parts[1].spirv = lib;
	parts[1].spirv_words = nlib;
	before = driver_calls();
	r = create(pvc, &d, &m, &log);
	if (r == ZE_RESULT_SUCCESS)
		zeModuleDestroy(m);
	check(lib && r == ZE_RESULT_SUCCESS && driver_calls() == before + 1 &&
	      strstr(zocc_ze_log_text(log), "zocc: part 'scale.cl': a SPIR-V module of"),
	      "parts-spirv", "r=0x%x log: %s", (unsigned)r, flat(zocc_ze_log_text(log)));
	zocc_ze_log_free(log);

	/* one module a part, linked by the driver */
	before = driver_calls();
	r = zocc_ze_modules_create(context, tgl, &d, ms, &log);
	if (r == ZE_RESULT_SUCCESS) {
		kr = kernel_of(ms[0], "k");
		zeModuleDestroy(ms[0]);
		zeModuleDestroy(ms[1]);
		zeModuleDestroy(ms[2]);
	}
	check(r == ZE_RESULT_SUCCESS && kr == ZE_RESULT_SUCCESS && zocc_ze_log_stage(log) == ZOCC_ZE_DONE &&
	      driver_calls() == before + 3 && traced("zeModuleDynamicLink tgllp modules=3") == links + 1 &&
	      strstr(zocc_ze_log_text(log), "zocc: 3 modules created and linked"),
	      "parts-dynamic-link", "r=0x%x kernel=0x%x calls %d->%d log: %s", (unsigned)r, (unsigned)kr, before,
	      driver_calls(), flat(zocc_ze_log_text(log)));
	zocc_ze_log_free(log);

	/* an import no part resolves: zocc says so, the driver sees nothing */
	d.nparts = 2;
	before = driver_calls();
	r = create(tgl, &d, &m, &log);
	check(r == ZE_RESULT_ERROR_MODULE_LINK_FAILURE && !m && zocc_ze_log_stage(log) == ZOCC_ZE_LINK &&
	      driver_calls() == before &&
	      strstr(zocc_ze_log_text(log), "zocc: error: unresolved import: function 'pick' (imported by main.cl)"),
	      "parts-unresolved", "r=0x%x log: %s", (unsigned)r, flat(zocc_ze_log_text(log)));
	zocc_ze_log_free(log);
	r = zocc_ze_modules_create(context, tgl, &d, ms, &log);
	check(r == ZE_RESULT_ERROR_MODULE_LINK_FAILURE && !ms[0] && !ms[1] && driver_calls() == before,
	      "parts-dynamic-unresolved", "r=0x%x log: %s", (unsigned)r, flat(zocc_ze_log_text(log)));
	zocc_ze_log_free(log);

	/* a part with an error: named in the log, nothing linked */
	d.nparts = 3;
	parts[2].source = part_broken;
	parts[2].name = NULL;
	r = create(tgl, &d, &m, &log);
	check(r == ZE_RESULT_ERROR_MODULE_BUILD_FAILURE && zocc_ze_log_stage(log) == ZOCC_ZE_COMPILE &&
	      driver_calls() == before && strstr(zocc_ze_log_text(log), "<part 3>:1:29: error: expected expression") &&
	      strstr(zocc_ze_log_text(log), "zocc: 1 error in part '<part 3>'") && zocc_ze_log_result(log) &&
	      zocc_result_ndiags(zocc_ze_log_result(log)) == 1,
	      "parts-error", "r=0x%x log: %s", (unsigned)r, flat(zocc_ze_log_text(log)));
	zocc_ze_log_free(log);

	/* one source: nothing links its module afterwards, an import is an
	 * error ... unless the options say otherwise; then the driver wants
	 * the module linked before its kernels */
	{
		zocc_ze_module_desc one = {.source = part_main, .source_name = "main.cl"};
		ze_module_handle_t lm = NULL;
		ze_result_t lr = ZE_RESULT_ERROR_UNKNOWN;
		ze_module_build_log_handle_t ll = NULL;
		size_t lsize = 0;
		char ltext[4096] = "";

		r = create(tgl, &one, &m, &log);
		check(r == ZE_RESULT_ERROR_MODULE_BUILD_FAILURE && driver_calls() == before &&
		      strstr(zocc_ze_log_text(log), "main.cl:1:7: error: function 'scale' is used but not defined in this "
		                                    "program: the module imports it") &&
		      strstr(zocc_ze_log_text(log), "[-Werror,-Wundefined-import]"),
		      "source-import-error", "r=0x%x log: %s", (unsigned)r, flat(zocc_ze_log_text(log)));
		zocc_ze_log_free(log);
		one.options = "-Wno-error=undefined-import";
		r = create(tgl, &one, &m, &log);
		if (r == ZE_RESULT_SUCCESS) {
			kr = kernel_of(m, "k");
			/* the driver's link alone: scale and pick are nowhere */
			lr = zeModuleDynamicLink(1, &m, &ll);
			if (ll) {
				lsize = sizeof ltext;
				zeModuleBuildLogGetString(ll, &lsize, ltext);
				zeModuleBuildLogDestroy(ll);
			}
			lm = m;
			zeModuleDestroy(lm);
		}
		check(r == ZE_RESULT_SUCCESS && kr == ZE_RESULT_ERROR_INVALID_MODULE_UNLINKED &&
		      lr == ZE_RESULT_ERROR_MODULE_LINK_FAILURE && strstr(ltext, "spirv-link") &&
		      strstr(ltext, "scale"),
		      "source-imports-unlinked", "r=0x%x kernel=0x%x link=0x%x link log '%s' log: %s", (unsigned)r,
		      (unsigned)kr, (unsigned)lr, flat(ltext), flat(zocc_ze_log_text(log)));
		zocc_ze_log_free(log);
	}

	/* descriptors that do not hold together */
	{
		zocc_ze_part bad[1] = {{.name = "x"}};
		zocc_ze_module_desc both = {.source = part_main, .parts = parts, .nparts = 3};
		zocc_ze_module_desc none = {.parts = bad, .nparts = 1};
		ze_result_t r2, r3;

		r = create(tgl, &both, &m, &log);
		zocc_ze_log_free(log);
		r2 = create(tgl, &none, &m, &log);
		zocc_ze_log_free(log);
		r3 = zocc_ze_modules_create(context, tgl, &one_source_desc, ms, &log);
		check(r == ZE_RESULT_ERROR_INVALID_NULL_POINTER && r2 == ZE_RESULT_ERROR_INVALID_NULL_POINTER &&
		      r3 == ZE_RESULT_ERROR_INVALID_ARGUMENT && strstr(zocc_ze_log_text(log), "has no parts"),
		      "parts-arguments", "both 0x%x, empty part 0x%x, no parts 0x%x", (unsigned)r, (unsigned)r2,
		      (unsigned)r3);
		zocc_ze_log_free(log);
	}
	free(lib);
}

/* ze_test no-handle: what the log says to a caller that found no driver
 * or no device and so has no context or device (the suite runs it with no
 * driver and with a driver that has no device) */
static int
no_handle(void)
{
	zocc_ze_module_desc d = {.source = vadd};
	ze_module_handle_t m = NULL;
	zocc_ze_log *log = NULL;
	ze_result_t r = zocc_ze_module_create(NULL, NULL, &d, &m, &log);

	printf("result 0x%x\n%s", (unsigned)r, zocc_ze_log_text(log));
	zocc_ze_log_free(log);
	return 0;
}

int
main(int argc, char **argv)
{
	ze_driver_handle_t drv;
	ze_device_handle_t devs[4];
	uint32_t n = 1, nd = 4, i;
	ze_context_desc_t cd = {.stype = ZE_STRUCTURE_TYPE_CONTEXT_DESC};
	ze_result_t r;

	if (argc > 1 && strcmp(argv[1], "no-handle") == 0)
		return no_handle();
	r = zeInit(ZE_INIT_FLAG_GPU_ONLY);
	if (r == ZE_RESULT_SUCCESS)
		r = zeDriverGet(&n, &drv);
	if (r == ZE_RESULT_SUCCESS)
		r = zeDeviceGet(drv, &nd, devs);
	if (r == ZE_RESULT_SUCCESS)
		r = zeContextCreate(drv, &cd, &context);
	for (i = 0; r == ZE_RESULT_SUCCESS && i < nd; i++) {
		ze_device_properties_t p = {.stype = ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES};

		zeDeviceGetProperties(devs[i], &p);
		if (strstr(p.name, "tgllp-like"))
			tgl = devs[i];
		if (strstr(p.name, "pvc-like"))
			pvc = devs[i];
	}
	check(r == ZE_RESULT_SUCCESS && nd == 2 && tgl && pvc, "loader-finds-test-driver",
	      "zeInit/zeDriverGet/zeDeviceGet/zeContextCreate: 0x%x, %u devices (is ZE_ENABLE_ALT_DRIVERS set?)",
	      (unsigned)r, (unsigned)nd);
	if (!tgl || !pvc)
		return 1;
	test_loader();
	test_describe();
	test_vadd();
	test_dropped_kernel();
	test_struct_args();
	test_double();
	test_errors();
	test_igc_rejects();
	test_inputs();
	test_spec_constants();
	test_debug();
	test_arguments();
	test_parts();
	test_native();
	test_threads();
	zeContextDestroy(context);
	return failures != 0;
}
