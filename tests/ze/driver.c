/* driver.c — a Level Zero driver for zocc's tests, and nothing more.
 *
 * What it is: a shared library that the real Level Zero loader (Debian's
 * libze1) loads in place of a GPU driver when ZE_ENABLE_ALT_DRIVERS names
 * it, so that libzocc_ze and the examples can be tested through the real
 * loader and its validation layer on machines without an Intel GPU.  It
 * exports the zeGet*ProcAddrTable, zetGet*ProcAddrTable and
 * zesGet*ProcAddrTable entry points the loader asks every driver for (the
 * loader refuses a driver that lacks one), and fills in the few functions
 * below; every other entry stays NULL, which the loader reports as
 * ZE_RESULT_ERROR_UNSUPPORTED_FEATURE.
 *
 * One driver, two devices, each described as Intel's driver (NEO) describes
 * the real one:
 *   - "tgllp-like": device id 0x9a49 (Tiger Lake GT2), SPIR-V 1.2, fp16,
 *     int64 atomics, no fp64, no float atomics, images, sub-group sizes 8,
 *     16 and 32;
 *   - "pvc-like": device id 0x0bd5 (Ponte Vecchio), SPIR-V 1.2, fp16, fp64,
 *     int64 atomics, global float atomics (load/store, add, min/max for
 *     fp16, fp32 and fp64), no images, sub-group sizes 16 and 32.
 * zeModuleCreate takes SPIR-V only and hands it to Intel's real GPU compiler,
 * IGC, through libocloc (`ocloc compile -spirv_input -device tgllp|pvc`;
 * Debian intel-opencl-icd), run by ocloc_build, a small process beside this
 * library (ocloc_build.c says why); IGC's messages become the module's
 * build log and a failed build is ZE_RESULT_ERROR_MODULE_BUILD_FAILURE.  A module knows its kernels' names
 * and argument counts from the SPIR-V's entry points, so zeKernelCreate,
 * zeModuleGetKernelNames and zeKernelSetArgumentValue behave; memory is
 * plain host memory.  As in Intel's driver, a kernel is the device
 * binary's: IGC can say the build succeeded and leave an entry point out
 * of its binary (ocloc_build lists the kernels the binary holds), and then
 * zeKernelCreate on that name is ZE_RESULT_ERROR_INVALID_KERNEL_NAME and
 * zeModuleGetKernelNames does not list it.
 *
 * What it is not: it runs nothing.  There are no command queues or lists
 * (UNSUPPORTED_FEATURE), and IGC's device binary is thrown away.  It checks
 * nothing the validation layer checks.  It is not part of zocc and is never
 * installed.
 *
 * zeModuleDynamicLink joins the modules' SPIR-V with SPIRV-Tools'
 * spirv-link (run as a program) and builds the result with IGC: the
 * modules link when every import finds its export and IGC builds the
 * whole; until then zeKernelCreate on a module with imports is
 * ZE_RESULT_ERROR_INVALID_MODULE_UNLINKED.
 *
 * Specialization constants (ze_module_constants_t): IGC as libocloc runs
 * it takes no values for them and builds their defaults, so the driver
 * cannot apply the values it is given; it reads which constants the
 * module has and reports each value given at its type's size.
 *
 * For the tests: with ZOCC_TEST_DRIVER_TRACE=FILE, each zeModuleCreate
 * appends one line to FILE: "zeModuleCreate DEVICE bytes=N result=0xR
 * flags=[BUILD FLAGS] constants=N values=[ID:VALUE ...] kernels=K/E
 * dropped=[NAMES]" (ID:? for a SpecId the module lacks; K of the E entry
 * points are in IGC's binary, the others are named); each
 * zeModuleDynamicLink "zeModuleDynamicLink DEVICE modules=N bytes=N
 * result=0xR kernels=K/E dropped=[NAMES]". */
#define _GNU_SOURCE /* dladdr */
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <level_zero/ze_api.h>
#include <level_zero/ze_ddi.h>

#include "native.h"

#define EXPORT __attribute__((visibility("default")))

/* --- the devices ------------------------------------------------------- */

typedef struct Device {
	const char *ocloc;      /* ocloc's -device name */
	const char *name;       /* ze_device_properties_t.name */
	uint32_t device_id;     /* PCI device id */
	uint32_t module_flags;  /* ze_device_module_flags_t */
	uint32_t fp_atomics;    /* ze_device_fp_atomic_ext_flags_t, the same for fp16, fp32, fp64 */
	int images;             /* image support */
	uint32_t slm;           /* maxSharedLocalMemory */
	uint32_t nsg;           /* sub-group sizes */
	uint32_t sg[3];
	uint32_t ip;            /* IP version (ZE_extension_device_ip_version) */
} Device;

static const Device devices[] = {
	{"tgllp", "zocc test driver: tgllp-like (no fp64)", 0x9a49,
	 ZE_DEVICE_MODULE_FLAG_FP16 | ZE_DEVICE_MODULE_FLAG_INT64_ATOMICS | ZE_DEVICE_MODULE_FLAG_DP4A,
	 0, 1, 64 * 1024, 3, {8, 16, 32}, 12u << 22},
	{"pvc", "zocc test driver: pvc-like (fp64, no images)", 0x0bd5,
	 ZE_DEVICE_MODULE_FLAG_FP16 | ZE_DEVICE_MODULE_FLAG_FP64 | ZE_DEVICE_MODULE_FLAG_INT64_ATOMICS |
	 ZE_DEVICE_MODULE_FLAG_DP4A,
	 ZE_DEVICE_FP_ATOMIC_EXT_FLAG_GLOBAL_LOAD_STORE | ZE_DEVICE_FP_ATOMIC_EXT_FLAG_GLOBAL_ADD |
	 ZE_DEVICE_FP_ATOMIC_EXT_FLAG_GLOBAL_MIN_MAX,
	 0, 128 * 1024, 2, {16, 32}, 12u << 22 | 60u << 14 | 7},
};
#define NDEVICES (sizeof devices / sizeof devices[0])

/* The driver handle is the address of this object; device handles are
 * addresses of devices[]. */
static const char the_driver = 0;

static const Device *
device_of(ze_device_handle_t h)
{
	size_t i;

	for (i = 0; i < NDEVICES; i++)
		if ((const void *)h == (const void *)&devices[i])
			return &devices[i];
	return NULL;
}

/* --- IGC, through ocloc_build (tests/ze/ocloc_build.c), a process beside
 * this library that runs libocloc: IGC cannot be loaded into a sanitized
 * test process (RTLD_DEEPBIND), and a crash in it should fail one build,
 * not the test ------------------------------------------------------- */

/* The path of ocloc_build: next to this library. */
static int
helper_path(char *out, size_t size)
{
	Dl_info info;
	const char *slash;

	if (!dladdr((void *)helper_path, &info) || !info.dli_fname ||
	    !(slash = strrchr(info.dli_fname, '/')))
		return -1;
	return snprintf(out, size, "%.*s/ocloc_build", (int)(slash - info.dli_fname), info.dli_fname) <
	       (int)size ? 0 : -1;
}

/* IGC's verdict on a SPIR-V module for dev: 0 if it built, its log
 * (malloc'd, possibly empty) in *log, and the kernels its binary holds in
 * *kernels (malloc'd, one name a line; NULL if it did not build). */
static int
igc_build(const Device *dev, const uint8_t *spv, size_t size, const char *flags, char **log,
          char **kernels)
{
	char path[4096];
	char *argv[4];
	int sv[2], status = 0;
	pid_t pid;
	posix_spawn_file_actions_t fa;
	size_t done = 0, len = 0, cap = 4096;
	char *text;

	*log = NULL;
	*kernels = NULL;
	if (helper_path(path, sizeof path) != 0) {
		*log = strdup("zocc test driver: cannot find ocloc_build beside the driver\n");
		return -1;
	}
	/* a socket, not pipes: send() with MSG_NOSIGNAL survives a helper that
	 * died before reading everything */
	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0)
		return -1;
	argv[0] = path;
	argv[1] = (char *)dev->ocloc;
	argv[2] = (char *)(flags ? flags : "");
	argv[3] = NULL;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, sv[1], 0);
	posix_spawn_file_actions_adddup2(&fa, sv[1], 1);
	if (posix_spawn(&pid, path, &fa, NULL, argv, environ) != 0) {
		posix_spawn_file_actions_destroy(&fa);
		close(sv[0]);
		close(sv[1]);
		*log = strdup("zocc test driver: cannot run ocloc_build\n");
		return -1;
	}
	posix_spawn_file_actions_destroy(&fa);
	close(sv[1]);
	while (done < size) {
		ssize_t n = send(sv[0], spv + done, size - done, MSG_NOSIGNAL);

		if (n <= 0)
			break;
		done += (size_t)n;
	}
	shutdown(sv[0], SHUT_WR);
	text = malloc(cap);
	while (text) {
		ssize_t n;

		if (len + 1 == cap) {
			char *p = realloc(text, cap *= 2);

			if (!p) {
				free(text);
				text = NULL;
				break;
			}
			text = p;
		}
		n = read(sv[0], text + len, cap - len - 1);
		if (n <= 0)
			break;
		len += (size_t)n;
	}
	close(sv[0]);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	if (text)
		text[len] = 0;
	*log = text;
	if (!WIFEXITED(status)) {
		free(*log);
		*log = strdup("zocc test driver: IGC crashed (ocloc_build died on a signal)\n");
		return -1;
	}
	/* "kernels N", N names, then the log (ocloc_build.c) */
	if (text) {
		unsigned n = 0, i;
		char *p = text;

		if (sscanf(p, "kernels %u", &n) == 1 && (p = strchr(p, '\n'))) {
			char *names = ++p;

			for (i = 0; i < n && p && *p; i++)
				if ((p = strchr(p, '\n')))
					p++;
			if (p) {
				*kernels = strndup(names, (size_t)(p - names));
				memmove(text, p, strlen(p) + 1);
			}
		}
	}
	if (WEXITSTATUS(status) == 0 && !*kernels) {
		free(*log);
		*log = strdup("zocc test driver: ocloc_build listed no kernels\n");
		return -1;
	}
	return WEXITSTATUS(status) == 0 ? 0 : -1;
}

/* --- objects ----------------------------------------------------------- */

typedef struct Kernel Kernel;

typedef struct Module {
	const Device *dev;
	uint32_t nkernels;
	char **names;       /* the entry points' names */
	uint32_t *nargs;    /* their parameter counts */
	uint8_t *built;     /* whether IGC's binary holds each (zeKernelCreate finds it) */
	uint32_t *spv;      /* its SPIR-V, for zeModuleDynamicLink */
	size_t nwords;
	uint32_t imports;   /* LinkageAttributes Import decorations (not on BuiltIn variables) */
	int linked;         /* zeModuleDynamicLink has resolved them */
} Module;

struct Kernel {
	const Module *module;
	uint32_t index;     /* in module->names */
};

typedef struct BuildLog {
	char *text;
} BuildLog;

/* Entry points and their parameter counts, read from the SPIR-V words
 * (OpEntryPoint 15: model, function id, name; OpFunction 54 and
 * OpFunctionParameter 55). */
static int
read_entry_points(Module *m, const uint32_t *w, size_t n)
{
	size_t i;
	uint32_t k;

	if (n < 5 || w[0] != 0x07230203)
		return -1;
	for (i = 5; i < n;) {
		uint32_t len = w[i] >> 16, op = w[i] & 0xffff;

		if (len == 0 || i + len > n)
			return -1;
		if (op == 15 && len >= 4) {
			size_t max = (len - 3) * 4;
			const char *s = (const char *)&w[i + 3];
			char **names = realloc(m->names, (m->nkernels + 1) * sizeof *names);
			uint32_t *nargs = realloc(m->nargs, (m->nkernels + 1) * sizeof *nargs);

			uint8_t *built = realloc(m->built, m->nkernels + 1);

			if (names)
				m->names = names;
			if (nargs)
				m->nargs = nargs;
			if (built)
				m->built = built;
			if (!names || !nargs || !built)
				return -1;
			m->built[m->nkernels] = 0;
			m->names[m->nkernels] = strndup(s, max);
			/* the function id, kept until the parameters are counted */
			m->nargs[m->nkernels] = w[i + 2];
			m->nkernels++;
		}
		i += len;
	}
	/* the imports (OpDecorate 71, LinkageAttributes 41, Import 1), but
	 * for the BuiltIn variables (BuiltIn 11) clang's translator imports */
	for (i = 5; i < n; i += w[i] >> 16) {
		uint32_t len = w[i] >> 16;

		if ((w[i] & 0xffff) == 71 && len >= 4 && w[i + 2] == 41 && w[i + len - 1] == 1) {
			size_t j;
			int builtin = 0;

			for (j = 5; j < n; j += w[j] >> 16)
				builtin |= (w[j] & 0xffff) == 71 && (w[j] >> 16) >= 4 && w[j + 1] == w[i + 1] &&
				           w[j + 2] == 11;
			m->imports += !builtin;
		}
	}
	/* count each entry point's OpFunctionParameters */
	for (k = 0; k < m->nkernels; k++) {
		uint32_t fn = m->nargs[k], count = 0;
		int in = 0;

		for (i = 5; i < n; i += w[i] >> 16) {
			uint32_t op = w[i] & 0xffff;

			if (op == 54)
				in = (w[i] >> 16) >= 3 && w[i + 2] == fn;
			else if (op == 55 && in)
				count++;
			else if (in)
				break;
		}
		m->nargs[k] = count;
	}
	return 0;
}

/* The size in bytes of the value of the module's specialization constant
 * SpecId id (OpDecorate 71 with SpecId 1; OpSpecConstantTrue 48, False 49
 * or OpSpecConstant 50 of an OpTypeBool 20, OpTypeInt 21 or OpTypeFloat 22
 * of that width), or 0 if the module has none of that SpecId.  IGC, as
 * ocloc runs it, takes no values for them: zeModuleCreate can only check
 * that the ones it is given name the module's constants, and say which
 * values it got (the trace). */
static size_t
spec_size(const uint32_t *w, size_t n, uint32_t id)
{
	size_t i, j, k;

	for (i = 5; i < n; i += w[i] >> 16) {
		if ((w[i] & 0xffff) != 71 || (w[i] >> 16) < 4 || w[i + 2] != 1 || w[i + 3] != id)
			continue;
		for (j = 5; j < n; j += w[j] >> 16) {
			uint32_t op = w[j] & 0xffff;

			if ((op != 48 && op != 49 && op != 50) || (w[j] >> 16) < 3 || w[j + 2] != w[i + 1])
				continue;
			for (k = 5; k < n; k += w[k] >> 16) {
				uint32_t tk = w[k] & 0xffff;

				if ((w[k] >> 16) >= 2 && w[k + 1] == w[j + 1] && (tk == 20 || tk == 21 || tk == 22))
					return tk == 20 ? 1 : w[k + 2] / 8;
			}
		}
	}
	return 0;
}

/* " values=[ID:VALUE ...]" for the trace: each constant given with its
 * value read at its size in the module, or ID:? when the module has no
 * such SpecId (NEO hands those to IGC, which ignores them). */
static void
spec_values(const uint32_t *w, size_t n, const ze_module_constants_t *c, char *out, size_t size)
{
	size_t used = 0, z;
	uint32_t i;

	used += (size_t)snprintf(out, size, " values=[");
	for (i = 0; c && i < c->numConstants && used < size; i++) {
		uint64_t v = 0;

		z = spec_size(w, n, c->pConstantIds[i]);
		if (z && z <= sizeof v && c->pConstantValues[i])
			memcpy(&v, c->pConstantValues[i], z);
		if (z)
			used += (size_t)snprintf(out + used, size - used, "%s%u:%llu", i ? " " : "",
			                         (unsigned)c->pConstantIds[i], (unsigned long long)v);
		else
			used += (size_t)snprintf(out + used, size - used, "%s%u:?", i ? " " : "",
			                         (unsigned)c->pConstantIds[i]);
	}
	if (used < size)
		snprintf(out + used, size - used, "]");
}

static void
module_free(Module *m)
{
	uint32_t i;

	for (i = 0; i < m->nkernels; i++)
		free(m->names[i]);
	free(m->names);
	free(m->nargs);
	free(m->built);
	free(m->spv);
	free(m);
}

/* Marks the module's entry points that IGC's kernel list (one name a
 * line) holds. */
static void
mark_built(Module *m, const char *list)
{
	uint32_t i;

	for (i = 0; i < m->nkernels; i++) {
		const char *p = list;
		size_t n = strlen(m->names[i]);

		m->built[i] = 0;
		while (p && *p) {
			if (strncmp(p, m->names[i], n) == 0 && p[n] == '\n')
				m->built[i] = 1;
			p = strchr(p, '\n');
			p = p ? p + 1 : NULL;
		}
	}
}

/* " kernels=K/E dropped=[NAMES]" for the trace: K of the E entry points of
 * the n modules are in IGC's binary, NAMES are not. */
static void
kept_note(Module *const *ms, uint32_t n, char *out, size_t size)
{
	uint32_t i, j, k = 0, e = 0;
	size_t at;

	for (i = 0; i < n; i++)
		for (j = 0; j < ms[i]->nkernels; j++, e++)
			k += ms[i]->built[j];
	at = (size_t)snprintf(out, size, " kernels=%u/%u dropped=[", k, e);
	for (i = 0; i < n; i++)
		for (j = 0; j < ms[i]->nkernels && at < size; j++)
			if (!ms[i]->built[j])
				at += (size_t)snprintf(out + at, size - at, "%s%s", out[at - 1] != '[' ? " " : "",
				                       ms[i]->names[j]);
	if (at < size)
		snprintf(out + at, size - at, "]");
}

static void
trace(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static void
trace(const char *fmt, ...)
{
	static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
	const char *path = getenv("ZOCC_TEST_DRIVER_TRACE");
	va_list ap;
	FILE *f;

	if (!path)
		return;
	pthread_mutex_lock(&lock);
	if ((f = fopen(path, "a"))) {
		va_start(ap, fmt);
		vfprintf(f, fmt, ap);
		va_end(ap);
		fclose(f);
	}
	pthread_mutex_unlock(&lock);
}

/* --- the API ----------------------------------------------------------- */

static ze_result_t ZE_APICALL
drv_init(ze_init_flags_t flags)
{
	/* the devices are GPUs */
	if (flags && !(flags & ZE_INIT_FLAG_GPU_ONLY))
		return ZE_RESULT_ERROR_UNINITIALIZED;
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_driver_get(uint32_t *count, ze_driver_handle_t *drivers)
{
	if (drivers && *count >= 1)
		drivers[0] = (ze_driver_handle_t)&the_driver;
	*count = 1;
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_driver_api_version(ze_driver_handle_t d, ze_api_version_t *v)
{
	*v = ZE_API_VERSION_1_4;
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_driver_properties(ze_driver_handle_t d, ze_driver_properties_t *p)
{
	memset(p->uuid.id, 0, sizeof p->uuid.id);
	memcpy(p->uuid.id, "zocc-test", 9);
	p->driverVersion = 1;
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_driver_extensions(ze_driver_handle_t d, uint32_t *count, ze_driver_extension_properties_t *ext)
{
	if (ext && *count >= 1) {
		snprintf(ext[0].name, sizeof ext[0].name, "%s", ZE_FLOAT_ATOMICS_EXT_NAME);
		ext[0].version = ZE_FLOAT_ATOMICS_EXT_VERSION_CURRENT;
	}
	*count = 1;
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_device_get(ze_driver_handle_t d, uint32_t *count, ze_device_handle_t *out)
{
	/* ZOCC_TEST_DRIVER_DEVICES=0: a driver with no device, as on a machine
	 * whose GPU is missing */
	const char *env = getenv("ZOCC_TEST_DRIVER_DEVICES");
	uint32_t i, ndev = env && strcmp(env, "0") == 0 ? 0 : NDEVICES;

	if (out)
		for (i = 0; i < *count && i < ndev; i++)
			out[i] = (ze_device_handle_t)&devices[i];
	if (!out || *count > ndev)
		*count = ndev;
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_device_sub_devices(ze_device_handle_t h, uint32_t *count, ze_device_handle_t *out)
{
	*count = 0;
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_device_properties(ze_device_handle_t h, ze_device_properties_t *p)
{
	const Device *d = device_of(h);

	if (!d)
		return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
	p->type = ZE_DEVICE_TYPE_GPU;
	p->vendorId = 0x8086;
	p->deviceId = d->device_id;
	p->flags = 0;
	p->subdeviceId = 0;
	p->coreClockRate = 1300;
	p->maxMemAllocSize = (uint64_t)4 << 30;
	p->maxHardwareContexts = 1024;
	p->maxCommandQueuePriority = 0;
	p->numThreadsPerEU = 7;
	p->physicalEUSimdWidth = 8;
	p->numEUsPerSubslice = d->images ? 16 : 8;
	p->numSubslicesPerSlice = d->images ? 6 : 64;
	p->numSlices = 1;
	p->timerResolution = 1;
	p->timestampValidBits = 36;
	p->kernelTimestampValidBits = 32;
	memset(p->uuid.id, 0, sizeof p->uuid.id);
	p->uuid.id[0] = (uint8_t)(d - devices + 1);
	snprintf(p->name, sizeof p->name, "%s", d->name);
	/* ZE_extension_device_ip_version: ze_device_ip_version_ext_t (stype
	 * 0x1000f) chained in */
	{
		ze_base_properties_t *ext;

		for (ext = p->pNext; ext; ext = ext->pNext)
			if ((uint32_t)ext->stype == 0x1000f)
				((struct { ze_structure_type_t stype; void *pNext; uint32_t ip; } *)(void *)ext)->ip = d->ip;
	}
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_device_module_properties(ze_device_handle_t h, ze_device_module_properties_t *p)
{
	const Device *d = device_of(h);
	ze_base_properties_t *ext;

	if (!d)
		return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
	p->spirvVersionSupported = ZE_MAKE_VERSION(1, 2);
	p->flags = d->module_flags;
	p->fp16flags = ZE_DEVICE_FP_FLAG_ROUND_TO_NEAREST | ZE_DEVICE_FP_FLAG_INF_NAN;
	p->fp32flags = ZE_DEVICE_FP_FLAG_ROUND_TO_NEAREST | ZE_DEVICE_FP_FLAG_INF_NAN | ZE_DEVICE_FP_FLAG_FMA;
	p->fp64flags = d->module_flags & ZE_DEVICE_MODULE_FLAG_FP64 ? p->fp32flags : 0;
	p->maxArgumentsSize = 2048;
	p->printfBufferSize = 4 << 20;
	memset(&p->nativeKernelSupported, 0, sizeof p->nativeKernelSupported);
	for (ext = p->pNext; ext; ext = ext->pNext) {
		if (ext->stype == ZE_STRUCTURE_TYPE_FLOAT_ATOMIC_EXT_PROPERTIES) {
			ze_float_atomic_ext_properties_t *fa = (ze_float_atomic_ext_properties_t *)ext;

			fa->fp16Flags = d->fp_atomics;
			fa->fp32Flags = d->fp_atomics;
			fa->fp64Flags = d->module_flags & ZE_DEVICE_MODULE_FLAG_FP64 ? d->fp_atomics : 0;
		}
	}
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_device_image_properties(ze_device_handle_t h, ze_device_image_properties_t *p)
{
	const Device *d = device_of(h);
	uint32_t k = d && d->images ? 1 : 0;

	if (!d)
		return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
	p->maxImageDims1D = k * 16384;
	p->maxImageDims2D = k * 16384;
	p->maxImageDims3D = k * 2048;
	p->maxImageBufferSize = k * ((uint64_t)1 << 30);
	p->maxImageArraySlices = k * 2048;
	p->maxSamplers = k * 16;
	p->maxReadImageArgs = k * 128;
	p->maxWriteImageArgs = k * 128;
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_device_compute_properties(ze_device_handle_t h, ze_device_compute_properties_t *p)
{
	const Device *d = device_of(h);
	uint32_t i;

	if (!d)
		return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
	p->maxTotalGroupSize = 1024;
	p->maxGroupSizeX = p->maxGroupSizeY = p->maxGroupSizeZ = 1024;
	p->maxGroupCountX = p->maxGroupCountY = p->maxGroupCountZ = 0xffffffffu;
	p->maxSharedLocalMemory = d->slm;
	p->numSubGroupSizes = d->nsg;
	for (i = 0; i < ZE_SUBGROUPSIZE_COUNT; i++)
		p->subGroupSizes[i] = i < d->nsg ? d->sg[i] : 0;
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_context_create(ze_driver_handle_t d, const ze_context_desc_t *desc, ze_context_handle_t *out)
{
	/* a context holds nothing here; a small allocation gives it an identity */
	void *c = malloc(1);

	if (!c)
		return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
	*out = (ze_context_handle_t)c;
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_context_destroy(ze_context_handle_t c)
{
	free(c);
	return ZE_RESULT_SUCCESS;
}

/* A native module: a device binary IGC made (patch tokens or zebin, not a
 * fat binary: the caller picks the device's build), whose kernels are read
 * from it (native/kinfo.c).  Argument counts are not in the report: the
 * kernels take any. */
static ze_result_t
native_module(const Device *d, const ze_module_desc_t *desc, ze_module_handle_t *out, char **log)
{
	NatKernel k[64];
	char err[256];
	long n = nat_kernels(desc->pInputModule, desc->inputSize, k, 64, err, sizeof err), i;
	Module *m;

	if (n <= 0) {
		char msg[400];

		snprintf(msg, sizeof msg, "zocc test driver: not a device binary: %s\n", n < 0 ? err : "no kernels");
		*log = strdup(msg);
		return ZE_RESULT_ERROR_INVALID_NATIVE_BINARY;
	}
	if (!(m = calloc(1, sizeof *m)) || !(m->names = calloc((size_t)n, sizeof *m->names)) ||
	    !(m->nargs = calloc((size_t)n, sizeof *m->nargs)) || !(m->built = calloc((size_t)n, 1))) {
		if (m)
			module_free(m);
		return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
	}
	m->dev = d;
	for (i = 0; i < n; i++) {
		m->names[i] = strdup(k[i].name);
		m->nargs[i] = UINT32_MAX;
		m->built[i] = 1; /* IGC's binary: every kernel in it was kept */
		m->nkernels++;
	}
	*out = (ze_module_handle_t)m;
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_module_create(ze_context_handle_t c, ze_device_handle_t h, const ze_module_desc_t *desc,
                  ze_module_handle_t *out, ze_module_build_log_handle_t *log_out)
{
	const Device *d = device_of(h);
	Module *m;
	BuildLog *bl;
	char *log = NULL, *kernels = NULL, kept[512] = "", values[1024] = "";
	ze_result_t r = ZE_RESULT_SUCCESS;

	if (!d)
		return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
	if (log_out)
		*log_out = NULL;
	if (desc->format == ZE_MODULE_FORMAT_NATIVE) {
		r = native_module(d, desc, out, &log);
		trace("zeModuleCreate %s native bytes=%zu result=0x%x\n", d->ocloc, desc->inputSize, (unsigned)r);
		if (log_out && (bl = malloc(sizeof *bl))) {
			bl->text = log ? log : strdup("");
			*log_out = (ze_module_build_log_handle_t)bl;
		} else {
			free(log);
		}
		return r;
	} else if (desc->format != ZE_MODULE_FORMAT_IL_SPIRV) {
		log = strdup("zocc test driver: unknown module format\n");
		r = ZE_RESULT_ERROR_INVALID_ENUMERATION;
	} else if (desc->inputSize % 4 || !(m = calloc(1, sizeof *m))) {
		r = desc->inputSize % 4 ? ZE_RESULT_ERROR_INVALID_SIZE : ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
	} else {
		m->dev = d;
		if (read_entry_points(m, (const uint32_t *)desc->pInputModule, desc->inputSize / 4) != 0) {
			module_free(m);
			log = strdup("zocc test driver: not a SPIR-V module\n");
			r = ZE_RESULT_ERROR_INVALID_NATIVE_BINARY;
		} else if (igc_build(d, desc->pInputModule, desc->inputSize, desc->pBuildFlags, &log,
		                     &kernels) != 0) {
			module_free(m);
			r = ZE_RESULT_ERROR_MODULE_BUILD_FAILURE;
		} else if (!(m->spv = malloc(desc->inputSize))) {
			module_free(m);
			r = ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
		} else {
			memcpy(m->spv, desc->pInputModule, desc->inputSize);
			m->nwords = desc->inputSize / 4;
			mark_built(m, kernels);
			kept_note(&m, 1, kept, sizeof kept);
			*out = (ze_module_handle_t)m;
		}
	}
	free(kernels);
	if (desc->format == ZE_MODULE_FORMAT_IL_SPIRV && r != ZE_RESULT_ERROR_INVALID_NATIVE_BINARY &&
	    r != ZE_RESULT_ERROR_INVALID_SIZE)
		spec_values((const uint32_t *)desc->pInputModule, desc->inputSize / 4, desc->pConstants, values,
		            sizeof values);
	trace("zeModuleCreate %s bytes=%zu result=0x%x flags=[%s] constants=%u%s%s\n", d->ocloc,
	      desc->inputSize, (unsigned)r, desc->pBuildFlags ? desc->pBuildFlags : "",
	      desc->pConstants ? desc->pConstants->numConstants : 0u, values, kept);
	if (log_out && (bl = malloc(sizeof *bl))) {
		bl->text = log ? log : strdup("");
		*log_out = (ze_module_build_log_handle_t)bl;
	} else {
		free(log);
	}
	return r;
}

/* Run argv (a program on PATH) and return its exit status (-1 if it
 * could not run, or died), its output and errors in *out (malloc'ed). */
static int
run_tool(char *const argv[], char **out)
{
	int fd[2], status = 0;
	pid_t pid;
	posix_spawn_file_actions_t fa;
	size_t len = 0, cap = 4096;
	char *text;

	*out = NULL;
	if (pipe(fd) != 0)
		return -1;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, fd[1], 1);
	posix_spawn_file_actions_adddup2(&fa, fd[1], 2);
	posix_spawn_file_actions_addclose(&fa, fd[0]);
	if (posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ) != 0) {
		posix_spawn_file_actions_destroy(&fa);
		close(fd[0]);
		close(fd[1]);
		return -1;
	}
	posix_spawn_file_actions_destroy(&fa);
	close(fd[1]);
	text = malloc(cap);
	for (;;) {
		ssize_t k;

		if (text && len + 1 == cap) {
			char *p = realloc(text, cap *= 2);

			if (!p) {
				free(text);
				text = NULL;
			} else {
				text = p;
			}
		}
		if (!text)
			break;
		k = read(fd[0], text + len, cap - len - 1);
		if (k <= 0)
			break;
		len += (size_t)k;
	}
	close(fd[0]);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	if (text)
		text[len] = 0;
	*out = text;
	return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static void
rmtree(const char *dir, uint32_t n)
{
	char path[4200];
	uint32_t i;

	for (i = 0; i < n; i++) {
		snprintf(path, sizeof path, "%s/m%u.spv", dir, i);
		unlink(path);
	}
	snprintf(path, sizeof path, "%s/linked.spv", dir);
	unlink(path);
	rmdir(dir);
}

/* zeModuleDynamicLink, the way a driver that holds SPIR-V can do it: the
 * modules' SPIR-V joined by SPIRV-Tools' spirv-link (every import must
 * find its export, as zeModuleDynamicLink requires), and the program built
 * by IGC, whose verdict and log come back.  The modules are then linked:
 * their kernels can be created. */
static ze_result_t ZE_APICALL
drv_module_dynamic_link(uint32_t n, ze_module_handle_t *hs, ze_module_build_log_handle_t *log_out)
{
	const char *tmp = getenv("TMPDIR");
	char dir[4096], path[4200], *argv[260], *log = NULL, *kernels = NULL, kept[512] = "";
	uint32_t i, k;
	ze_result_t r = ZE_RESULT_SUCCESS;
	const Device *dev = n ? ((Module *)hs[0])->dev : NULL;
	size_t bytes = 0;
	BuildLog *bl;

	if (log_out)
		*log_out = NULL;
	if (n > 250)
		return ZE_RESULT_ERROR_INVALID_ARGUMENT; /* the test driver's limit */
	for (i = 0; i < n; i++)
		if (!hs[i] || ((Module *)hs[i])->dev != dev)
			return ZE_RESULT_ERROR_INVALID_ARGUMENT;
	snprintf(dir, sizeof dir, "%s/zocc-dynlink-XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(dir))
		return ZE_RESULT_ERROR_UNKNOWN;
	k = 0;
	argv[k++] = "spirv-link";
	for (i = 0; i < n && r == ZE_RESULT_SUCCESS; i++) {
		const Module *m = (const Module *)hs[i];
		FILE *f;

		snprintf(path, sizeof path, "%s/m%u.spv", dir, i);
		if (!(f = fopen(path, "wb")) || fwrite(m->spv, 4, m->nwords, f) != m->nwords) {
			r = ZE_RESULT_ERROR_UNKNOWN;
		}
		if (f && fclose(f) != 0)
			r = ZE_RESULT_ERROR_UNKNOWN;
		argv[k++] = strdup(path);
	}
	argv[k++] = "-o";
	snprintf(path, sizeof path, "%s/linked.spv", dir);
	argv[k++] = path;
	argv[k] = NULL;
	if (r == ZE_RESULT_SUCCESS) {
		char *out = NULL;
		int st = run_tool(argv, &out);

		if (st != 0) {
			size_t len = strlen(out ? out : "") + 64;

			log = malloc(len);
			if (log)
				snprintf(log, len, "zocc test driver: spirv-link: %s", out ? out : "did not run\n");
			r = ZE_RESULT_ERROR_MODULE_LINK_FAILURE;
		}
		free(out);
	}
	if (r == ZE_RESULT_SUCCESS) {
		FILE *f = fopen(path, "rb");
		uint8_t *spv = NULL;
		size_t cap = 0;

		while (f) {
			size_t got;

			if (bytes == cap) {
				uint8_t *p = realloc(spv, cap = cap ? cap * 2 : 65536);

				if (!p)
					break;
				spv = p;
			}
			if (!(got = fread(spv + bytes, 1, cap - bytes, f)))
				break;
			bytes += got;
		}
		if (f)
			fclose(f);
		if (!spv || igc_build(dev, spv, bytes, NULL, &log, &kernels) != 0)
			r = ZE_RESULT_ERROR_MODULE_LINK_FAILURE;
		free(spv);
	}
	for (i = 1; i + 2 < k; i++)
		free(argv[i]);
	rmtree(dir, n);
	/* the linked program's binary decides which kernels each module has */
	if (r == ZE_RESULT_SUCCESS) {
		for (i = 0; i < n; i++) {
			((Module *)hs[i])->linked = 1;
			mark_built((Module *)hs[i], kernels);
		}
		kept_note((Module *const *)hs, n, kept, sizeof kept);
	}
	free(kernels);
	trace("zeModuleDynamicLink %s modules=%u bytes=%zu result=0x%x%s\n", dev ? dev->ocloc : "-", n,
	      bytes, (unsigned)r, kept);
	if (log_out && (bl = malloc(sizeof *bl))) {
		bl->text = log ? log : strdup("");
		*log_out = (ze_module_build_log_handle_t)bl;
	} else {
		free(log);
	}
	return r;
}

static ze_result_t ZE_APICALL
drv_module_destroy(ze_module_handle_t h)
{
	module_free((Module *)h);
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_module_kernel_names(ze_module_handle_t h, uint32_t *count, const char **names)
{
	const Module *m = (const Module *)h;
	uint32_t i, n = 0;

	/* the kernels of IGC's binary */
	for (i = 0; i < m->nkernels; i++) {
		if (!m->built[i])
			continue;
		if (names && n < *count)
			names[n] = m->names[i];
		n++;
	}
	if (!names || *count > n)
		*count = n;
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_build_log_string(ze_module_build_log_handle_t h, size_t *size, char *out)
{
	const BuildLog *bl = (const BuildLog *)h;
	size_t n = strlen(bl->text) + 1;

	if (out)
		memcpy(out, bl->text, *size < n ? *size : n);
	else
		*size = n;
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_build_log_destroy(ze_module_build_log_handle_t h)
{
	BuildLog *bl = (BuildLog *)h;

	free(bl->text);
	free(bl);
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_kernel_create(ze_module_handle_t h, const ze_kernel_desc_t *desc, ze_kernel_handle_t *out)
{
	const Module *m = (const Module *)h;
	uint32_t i;

	/* "All module import requirements must be satisfied via linking before
	 * kernel objects can be created from them" (zeModuleDynamicLink) */
	if (m->imports && !m->linked)
		return ZE_RESULT_ERROR_INVALID_MODULE_UNLINKED;
	for (i = 0; i < m->nkernels; i++) {
		if (m->built[i] && strcmp(m->names[i], desc->pKernelName) == 0) {
			Kernel *k = malloc(sizeof *k);

			if (!k)
				return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
			k->module = m;
			k->index = i;
			*out = (ze_kernel_handle_t)k;
			return ZE_RESULT_SUCCESS;
		}
	}
	return ZE_RESULT_ERROR_INVALID_KERNEL_NAME;
}

static ze_result_t ZE_APICALL
drv_kernel_destroy(ze_kernel_handle_t h)
{
	free(h);
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_kernel_group_size(ze_kernel_handle_t h, uint32_t x, uint32_t y, uint32_t z)
{
	return (uint64_t)x * y * z <= 1024 ? ZE_RESULT_SUCCESS : ZE_RESULT_ERROR_INVALID_GROUP_SIZE_DIMENSION;
}

static ze_result_t ZE_APICALL
drv_kernel_suggest(ze_kernel_handle_t h, uint32_t gx, uint32_t gy, uint32_t gz, uint32_t *x,
                   uint32_t *y, uint32_t *z)
{
	uint32_t s = 1;

	while (s < 256 && gx % (s * 2) == 0)
		s *= 2;
	*x = s;
	*y = *z = 1;
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_kernel_arg(ze_kernel_handle_t h, uint32_t index, size_t size, const void *value)
{
	const Kernel *k = (const Kernel *)h;

	if (index >= k->module->nargs[k->index])
		return ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_INDEX;
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_kernel_properties(ze_kernel_handle_t h, ze_kernel_properties_t *p)
{
	const Kernel *k = (const Kernel *)h;

	p->numKernelArgs = k->module->nargs[k->index];
	p->requiredGroupSizeX = p->requiredGroupSizeY = p->requiredGroupSizeZ = 0;
	p->requiredNumSubGroups = p->requiredSubgroupSize = 0;
	p->maxSubgroupSize = 32;
	p->maxNumSubgroups = 128;
	p->localMemSize = p->privateMemSize = p->spillMemSize = 0;
	memset(&p->uuid, 0, sizeof p->uuid);
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_mem_alloc(ze_context_handle_t c, const ze_device_mem_alloc_desc_t *dd,
              const ze_host_mem_alloc_desc_t *hd, size_t size, size_t align, ze_device_handle_t h,
              void **out)
{
	void *p = NULL;

	if (posix_memalign(&p, align < 64 ? 64 : align, size ? size : 1) != 0)
		return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
	*out = p;
	return ZE_RESULT_SUCCESS;
}

static ze_result_t ZE_APICALL
drv_mem_alloc_device(ze_context_handle_t c, const ze_device_mem_alloc_desc_t *dd, size_t size,
                     size_t align, ze_device_handle_t h, void **out)
{
	return drv_mem_alloc(c, dd, NULL, size, align, h, out);
}

static ze_result_t ZE_APICALL
drv_mem_alloc_host(ze_context_handle_t c, const ze_host_mem_alloc_desc_t *hd, size_t size,
                   size_t align, void **out)
{
	return drv_mem_alloc(c, NULL, hd, size, align, NULL, out);
}

static ze_result_t ZE_APICALL
drv_mem_free(ze_context_handle_t c, void *p)
{
	free(p);
	return ZE_RESULT_SUCCESS;
}

/* --- the tables the loader asks for ------------------------------------ */

EXPORT ze_result_t ZE_APICALL
zeGetGlobalProcAddrTable(ze_api_version_t v, ze_global_dditable_t *t)
{
	t->pfnInit = drv_init;
	return ZE_RESULT_SUCCESS;
}

EXPORT ze_result_t ZE_APICALL
zeGetDriverProcAddrTable(ze_api_version_t v, ze_driver_dditable_t *t)
{
	t->pfnGet = drv_driver_get;
	t->pfnGetApiVersion = drv_driver_api_version;
	t->pfnGetProperties = drv_driver_properties;
	t->pfnGetExtensionProperties = drv_driver_extensions;
	return ZE_RESULT_SUCCESS;
}

EXPORT ze_result_t ZE_APICALL
zeGetDeviceProcAddrTable(ze_api_version_t v, ze_device_dditable_t *t)
{
	t->pfnGet = drv_device_get;
	t->pfnGetSubDevices = drv_device_sub_devices;
	t->pfnGetProperties = drv_device_properties;
	t->pfnGetModuleProperties = drv_device_module_properties;
	t->pfnGetImageProperties = drv_device_image_properties;
	t->pfnGetComputeProperties = drv_device_compute_properties;
	return ZE_RESULT_SUCCESS;
}

EXPORT ze_result_t ZE_APICALL
zeGetContextProcAddrTable(ze_api_version_t v, ze_context_dditable_t *t)
{
	t->pfnCreate = drv_context_create;
	t->pfnDestroy = drv_context_destroy;
	return ZE_RESULT_SUCCESS;
}

EXPORT ze_result_t ZE_APICALL
zeGetModuleProcAddrTable(ze_api_version_t v, ze_module_dditable_t *t)
{
	t->pfnCreate = drv_module_create;
	t->pfnDestroy = drv_module_destroy;
	t->pfnDynamicLink = drv_module_dynamic_link;
	t->pfnGetKernelNames = drv_module_kernel_names;
	return ZE_RESULT_SUCCESS;
}

EXPORT ze_result_t ZE_APICALL
zeGetModuleBuildLogProcAddrTable(ze_api_version_t v, ze_module_build_log_dditable_t *t)
{
	t->pfnDestroy = drv_build_log_destroy;
	t->pfnGetString = drv_build_log_string;
	return ZE_RESULT_SUCCESS;
}

EXPORT ze_result_t ZE_APICALL
zeGetKernelProcAddrTable(ze_api_version_t v, ze_kernel_dditable_t *t)
{
	t->pfnCreate = drv_kernel_create;
	t->pfnDestroy = drv_kernel_destroy;
	t->pfnSetGroupSize = drv_kernel_group_size;
	t->pfnSuggestGroupSize = drv_kernel_suggest;
	t->pfnSetArgumentValue = drv_kernel_arg;
	t->pfnGetProperties = drv_kernel_properties;
	return ZE_RESULT_SUCCESS;
}

EXPORT ze_result_t ZE_APICALL
zeGetMemProcAddrTable(ze_api_version_t v, ze_mem_dditable_t *t)
{
	t->pfnAllocShared = drv_mem_alloc;
	t->pfnAllocDevice = drv_mem_alloc_device;
	t->pfnAllocHost = drv_mem_alloc_host;
	t->pfnFree = drv_mem_free;
	return ZE_RESULT_SUCCESS;
}

/* Tables this driver leaves empty: the loader still requires each one. */
#define EMPTY(name, type) \
	EXPORT ze_result_t ZE_APICALL name(ze_api_version_t v, type *t) { return ZE_RESULT_SUCCESS; }
EMPTY(zeGetDeviceExpProcAddrTable, ze_device_exp_dditable_t)
EMPTY(zeGetCommandQueueProcAddrTable, ze_command_queue_dditable_t)
EMPTY(zeGetCommandListProcAddrTable, ze_command_list_dditable_t)
EMPTY(zeGetEventProcAddrTable, ze_event_dditable_t)
EMPTY(zeGetEventExpProcAddrTable, ze_event_exp_dditable_t)
EMPTY(zeGetEventPoolProcAddrTable, ze_event_pool_dditable_t)
EMPTY(zeGetFenceProcAddrTable, ze_fence_dditable_t)
EMPTY(zeGetImageProcAddrTable, ze_image_dditable_t)
EMPTY(zeGetImageExpProcAddrTable, ze_image_exp_dditable_t)
EMPTY(zeGetKernelExpProcAddrTable, ze_kernel_exp_dditable_t)
EMPTY(zeGetPhysicalMemProcAddrTable, ze_physical_mem_dditable_t)
EMPTY(zeGetSamplerProcAddrTable, ze_sampler_dditable_t)
EMPTY(zeGetVirtualMemProcAddrTable, ze_virtual_mem_dditable_t)
EMPTY(zeGetFabricEdgeExpProcAddrTable, ze_fabric_edge_exp_dditable_t)
EMPTY(zeGetFabricVertexExpProcAddrTable, ze_fabric_vertex_exp_dditable_t)
/* tools (zet) and sysman (zes) tables: their headers are not included here,
 * the tables are never written */
EMPTY(zetGetDeviceProcAddrTable, void)
EMPTY(zetGetContextProcAddrTable, void)
EMPTY(zetGetCommandListProcAddrTable, void)
EMPTY(zetGetKernelProcAddrTable, void)
EMPTY(zetGetModuleProcAddrTable, void)
EMPTY(zetGetDebugProcAddrTable, void)
EMPTY(zetGetMetricProcAddrTable, void)
EMPTY(zetGetMetricGroupProcAddrTable, void)
EMPTY(zetGetMetricGroupExpProcAddrTable, void)
EMPTY(zetGetMetricQueryProcAddrTable, void)
EMPTY(zetGetMetricQueryPoolProcAddrTable, void)
EMPTY(zetGetMetricStreamerProcAddrTable, void)
EMPTY(zetGetTracerExpProcAddrTable, void)
EMPTY(zesGetDeviceProcAddrTable, void)
EMPTY(zesGetDriverProcAddrTable, void)
EMPTY(zesGetDiagnosticsProcAddrTable, void)
EMPTY(zesGetEngineProcAddrTable, void)
EMPTY(zesGetFabricPortProcAddrTable, void)
EMPTY(zesGetFanProcAddrTable, void)
EMPTY(zesGetFirmwareProcAddrTable, void)
EMPTY(zesGetFrequencyProcAddrTable, void)
EMPTY(zesGetLedProcAddrTable, void)
EMPTY(zesGetMemoryProcAddrTable, void)
EMPTY(zesGetPerformanceFactorProcAddrTable, void)
EMPTY(zesGetPowerProcAddrTable, void)
EMPTY(zesGetPsuProcAddrTable, void)
EMPTY(zesGetRasProcAddrTable, void)
EMPTY(zesGetSchedulerProcAddrTable, void)
EMPTY(zesGetStandbyProcAddrTable, void)
EMPTY(zesGetTemperatureProcAddrTable, void)
