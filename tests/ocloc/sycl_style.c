/* sycl_style.c — a program that uses libocloc the way SYCL's
 * kernel_compiler extension does (OpenCL C source to SPIR-V at run time;
 * its source is public, in intel/llvm, sycl/source/detail/kernel_compiler/
 * kernel_compiler_opencl.cpp), written here in C against ocloc_api.h's
 * interface:
 *
 *   1. dlopen("libocloc.so") as the dynamic loader finds it; oclocVersion
 *      must have major version 1 and minor at least 0;
 *   2. the load check: query CL_DEVICE_OPENCL_C_ALL_VERSIONS with -device
 *      the device's IP version in decimal;
 *   3. the feature, version and extension queries, read as SYCL reads
 *      them: "OpenCL C":3.0.0 in the versions, __opencl_c_ names in the
 *      features, "name:major.minor.patch" in the extensions with version;
 *   4. a compile from memory: "ocloc -q -spv_only -options 'ARGS ' -file
 *      main.cl -device IP", the source's length counting its NUL; the
 *      *.spv output and stdout.log read back;
 *   5. two different devices: the common extensions (a query with both
 *      IP versions) passed as -internal_options -cl-ext=+a,+b,... and no
 *      -device, as SYCL does when ocloc cannot take several;
 *   6. an erroneous source: a non-zero return and the error in stdout.log
 *      at main.cl's line and column;
 *   7. eight threads at once, each its own variant, each getting the
 *      module it gets alone.
 * Each step prints "ok NAME" or "FAIL NAME: why" (tests/ocloc/suite.py
 * reads them) and leaves the modules it made as NAME.spv in the current
 * directory, for spirv-val and IGC.
 *
 *     sycl_style IP_VERSION OTHER_IP_VERSION */
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*InvokeFn)(unsigned, const char **, uint32_t, const uint8_t **, const uint64_t *, const char **,
                        uint32_t, const uint8_t **, const uint64_t *, const char **, uint32_t *, uint8_t ***,
                        uint64_t **, char ***);
typedef int (*FreeFn)(uint32_t *, uint8_t ***, uint64_t **, char ***);
typedef int (*VersionFn)(void);

static InvokeFn invoke;
static FreeFn free_output;
static int failures;

static void
report(int ok, const char *name, const char *why)
{
	if (ok)
		printf("ok %s\n", name);
	else
		printf("FAIL %s: %s\n", name, why);
	if (!ok)
		failures++;
	fflush(stdout);
}

/* One call: the log (stdout.log) and the SPIR-V (an output whose name has
 * ".spv"), both malloc'ed; the return code. */
typedef struct Call {
	int rc;
	char *log;
	uint8_t *spv;
	size_t spv_len;
	char *named;     /* the output named like the query, as text */
	size_t named_len;
} Call;

static Call
call(unsigned argc, const char **argv, const char *source, const char *query)
{
	const uint8_t *src[1] = {(const uint8_t *)source};
	uint64_t len[1] = {source ? strlen(source) + 1 : 0};
	const char *name[1] = {"main.cl"};
	uint32_t n = 0, i;
	uint8_t **out = NULL;
	uint64_t *outlen = NULL;
	char **outname = NULL;
	Call c = {0};

	c.rc = invoke(argc, argv, source ? 1 : 0, source ? src : NULL, source ? len : NULL,
	              source ? name : NULL, 0, NULL, NULL, NULL, &n, &out, &outlen, &outname);
	for (i = 0; i < n; i++) {
		if (strstr(outname[i], ".spv") && out[i]) {
			c.spv = malloc(outlen[i] + 1);
			memcpy(c.spv, out[i], outlen[i]);
			c.spv_len = outlen[i];
		} else if (strcmp(outname[i], "stdout.log") == 0) {
			c.log = calloc(outlen[i] + 1, 1);
			memcpy(c.log, out[i], outlen[i]);
		} else if (query && strcmp(outname[i], query) == 0) {
			c.named = calloc(outlen[i] + 1, 1);
			memcpy(c.named, out[i], outlen[i]);
			c.named_len = outlen[i];
		}
	}
	if (free_output(&n, &out, &outlen, &outname) != 0 || n != 0 || out || outname)
		c.rc = 1000;
	if (!c.log)
		c.log = calloc(1, 1);
	return c;
}

static void
done(Call *c)
{
	free(c->log);
	free(c->spv);
	free(c->named);
}

static char *
query(const char *devices, const char *what, Call *whole)
{
	const char *argv[] = {"ocloc", "query", "-device", devices, what};
	Call c = call(5, argv, NULL, what);
	char *log = c.rc == 0 ? strdup(c.log) : NULL;

	if (whole)
		*whole = c;
	else
		done(&c);
	return log;
}

static void
save(const char *name, const Call *c)
{
	char path[256];
	FILE *f;

	snprintf(path, sizeof path, "%s.spv", name);
	if ((f = fopen(path, "wb"))) {
		fwrite(c->spv, 1, c->spv_len, f);
		fclose(f);
	}
}

static const char *source =
	"#ifndef SCALE\n#define SCALE 2\n#endif\n"
	"kernel void scale(global float *p, float k)\n"
	"{\n"
	"\tp[get_global_id(0)] *= k * SCALE;\n"
	"}\n"
	"kernel void bump(global half *h) { h[0] += (half)1.0f; }\n";

typedef struct Thread {
	const char *ip;  /* -device */
	int k;           /* the variant: -DSCALE=k */
	Call alone;      /* what a call alone gives */
	int same;        /* the thread got the same */
	pthread_t t;
} Thread;

static Call
variant(const char *ip, int k)
{
	char opt[64];
	const char *argv[] = {"ocloc", "-q", "-spv_only", "-options", opt, "-file", "main.cl", "-device", ip};

	snprintf(opt, sizeof opt, "-DSCALE=%d -cl-std=CL3.0 ", k);
	return call(9, argv, source, NULL);
}

static void *
thread_main(void *arg)
{
	Thread *t = arg;
	int i;

	t->same = 1;
	for (i = 0; i < 4; i++) {
		Call c = variant(t->ip, t->k);

		if (c.rc != 0 || c.spv_len != t->alone.spv_len || memcmp(c.spv, t->alone.spv, c.spv_len) != 0)
			t->same = 0;
		done(&c);
	}
	return NULL;
}

int
main(int argc, char **argv)
{
	const char *ip = argc > 1 ? argv[1] : NULL, *other = argc > 2 ? argv[2] : NULL;
	char both[64], why[1024];
	void *lib;
	VersionFn version;
	int v;

	if (!ip || !other) {
		fprintf(stderr, "usage: sycl_style IP_VERSION OTHER_IP_VERSION\n");
		return 2;
	}
	snprintf(both, sizeof both, "%s,%s", ip, other);

	/* 1. load, version */
	lib = dlopen("libocloc.so", RTLD_NOW);
	if (!lib) {
		report(0, "load", dlerror());
		return 1;
	}
	*(void **)&invoke = dlsym(lib, "oclocInvoke");
	*(void **)&free_output = dlsym(lib, "oclocFreeOutput");
	*(void **)&version = dlsym(lib, "oclocVersion");
	v = version ? version() : 0x10000;
	snprintf(why, sizeof why, "oclocVersion %d.%d, invoke %p", v >> 16, v & 0xffff, (void *)invoke);
	report(invoke && free_output && (v >> 16) == 1 && (v & 0xffff) >= 0, "load", why);
	report(dlsym(lib, "zocc_ocloc_dropin") != NULL, "is-zocc", "the library loaded is not zocc's drop-in");

	/* 2, 3. the queries */
	{
		Call whole;
		char *versions = query(ip, "CL_DEVICE_OPENCL_C_ALL_VERSIONS", &whole);
		char *features = query(ip, "CL_DEVICE_OPENCL_C_FEATURES", NULL);
		char *exts = query(ip, "CL_DEVICE_EXTENSIONS_WITH_VERSION", NULL);
		char *plain = query(ip, "CL_DEVICE_EXTENSIONS", NULL);
		char *profile = query(ip, "CL_DEVICE_PROFILE", NULL);
		const char *fp16 = exts ? strstr(exts, "cl_khr_fp16:") : NULL;

		snprintf(why, sizeof why, "%s", versions ? versions : "(failed)");
		report(versions && strstr(versions, "\"OpenCL C\":1.2.0") && strstr(versions, "\"OpenCL C\":3.0.0") &&
		       whole.named_len == 5 * 68 && strcmp(whole.named + 4, "OpenCL C") == 0,
		       "query-versions", why);
		snprintf(why, sizeof why, "%.300s", features ? features : "(failed)");
		report(features && strstr(features, "__opencl_c_int64:3.0.0") && strstr(features, "__opencl_c_images:"),
		       "query-features", why);
		snprintf(why, sizeof why, "%.300s", exts ? exts : "(failed)");
		report(fp16 && strncmp(fp16 + strlen("cl_khr_fp16:"), "1.0.0", 5) == 0 && plain &&
		       strstr(plain, "cl_khr_fp16") && !strchr(plain, ':'), "query-extensions", why);
		report(profile && strstr(profile, "FULL_PROFILE"), "query-profile", profile ? profile : "(failed)");
		done(&whole);
		free(versions);
		free(features);
		free(exts);
		free(plain);
		free(profile);
	}

	/* 4. compile from memory for one device */
	{
		const char *args[] = {"ocloc", "-q", "-spv_only", "-options", "-cl-std=CL3.0 -DSCALE=3 ", "-file",
		                      "main.cl", "-device", ip};
		Call c = call(9, args, source, NULL);

		snprintf(why, sizeof why, "rc %d, %zu bytes, log: %.300s", c.rc, c.spv_len, c.log);
		report(c.rc == 0 && c.spv_len > 20 && c.spv[0] == 0x03 && c.spv[3] == 0x07 && !strstr(c.log, "error"),
		       "compile", why);
		save("compile", &c);
		done(&c);
	}

	/* 5. two devices: the common extensions, no -device */
	{
		char *exts = query(both, "CL_DEVICE_EXTENSIONS", NULL), *p, *tok, opt[8192];
		size_t n = 0;
		Call c;

		opt[0] = 0;
		for (p = exts; p && (tok = strtok(p, " \n")); p = NULL)
			n += (size_t)snprintf(opt + n, sizeof opt - n, "%s+%s", n ? "," : "-cl-ext=", tok);
		{
			const char *args[] = {"ocloc", "-q", "-spv_only", "-options", "", "-file", "main.cl",
			                      "-internal_options", opt};

			c = call(9, args, source, NULL);
		}
		snprintf(why, sizeof why, "rc %d, %zu bytes, -internal_options %.200s, log: %.300s", c.rc, c.spv_len,
		         opt, c.log);
		report(exts && c.rc == 0 && c.spv_len > 20 && strstr(opt, "cl_khr_fp16"), "two-devices", why);
		save("two-devices", &c);
		done(&c);
		free(exts);
	}

	/* 6. an erroneous source */
	{
		const char *args[] = {"ocloc", "-q", "-spv_only", "-options", "", "-file", "main.cl", "-device", ip};
		Call c = call(9, args, "kernel void k(global int *p)\n{\n\tp[0] = missing;\n}\n", NULL);

		snprintf(why, sizeof why, "rc %d, %zu bytes, log: %.300s", c.rc, c.spv_len, c.log);
		report(c.rc != 0 && c.spv == NULL && strstr(c.log, "main.cl:3:9: error") &&
		       strstr(c.log, "missing"), "error", why);
		done(&c);
	}

	/* 7. eight threads at once */
	{
		Thread t[8];
		int i, same = 1;

		for (i = 0; i < 8; i++) {
			t[i].ip = i % 2 ? other : ip;
			t[i].k = i + 1;
			t[i].alone = variant(t[i].ip, t[i].k);
			if (t[i].alone.rc != 0)
				same = 0;
		}
		for (i = 0; i < 8; i++)
			pthread_create(&t[i].t, NULL, thread_main, &t[i]);
		for (i = 0; i < 8; i++) {
			pthread_join(t[i].t, NULL);
			same &= t[i].same;
		}
		for (i = 0; i < 8; i++) {
			char name[32];

			snprintf(name, sizeof name, "thread-%d", i);
			save(name, &t[i].alone);
			done(&t[i].alone);
		}
		report(same, "threads", "a thread got another module than the call alone");
	}
	dlclose(lib);
	return failures != 0;
}
