/* clrun.c — the OpenCL host program of the execution tests.
 *
 * It loads one program binary (SPIR 1.2 LLVM bitcode, as `llvm-spirv-15 -r
 * --spirv-target-env=CL1.2` writes it) on the PoCL device with
 * clCreateProgramWithBinary, builds it, and runs the launches a small spec
 * describes, one directive a line (from a file, or stdin when it is "-"):
 *
 *     kernel saxpy                   start a launch of kernel "saxpy"
 *     global 1024 [N [N]]            global work size, 1 to 3 dimensions
 *     local 64 [N [N]]               work-group size (omit: the runtime picks)
 *     arg float 0x1.4p+1             scalar argument: char uchar short ushort
 *                                    int uint long ulong float double size_t;
 *                                    integers in C syntax, floats as strtod reads
 *                                    them (hex floats round-trip exactly)
 *     arg buffer float IN OUT        __global buffer: initial bytes from file IN,
 *                                    contents after the launch written to OUT
 *     arg constant int IN OUT        the same as a read-only buffer (__constant)
 *     arg local 256                  __local buffer of 256 bytes (size only)
 *     arg image2d float 8 4 IN OUT   an 8x4 CL_RGBA image of CL_FLOAT (or int:
 *                                    CL_SIGNED_INT32, uint: CL_UNSIGNED_INT32),
 *                                    texels from IN, read back into OUT
 *     arg sampler 20                 a sampler from the CLK_* bits of OpenCL C
 *                                    (normalized 1, addressing 2..8, filter 0x10/0x20)
 *     arg bytes 07000000ff00         an argument passed by value as these bytes
 *                                    (a struct or union), in hex
 *
 * Arguments are set in the order given, which must be the kernel's parameter
 * order; the count must match the kernel's.  Launches run in order, each on
 * fresh buffers, after one program build.  With -p the buffers are also
 * printed as text.  Every OpenCL error is reported by name with the call that
 * returned it (and the build log on a build failure); the exit status is 0
 * only if every launch ran and every result file was written.
 *
 * The tests compare results in tests/exec/suite.py; this program only moves
 * bytes, so it knows nothing about expectations. */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

enum { MAXARGS = 64, MAXLAUNCH = 32 };

/* What one argument of a launch is. */
enum ArgKind {
	ARG_SCALAR,   /* a value passed by clSetKernelArg */
	ARG_BUFFER,   /* a __global buffer, read back after the launch */
	ARG_CONSTANT, /* a read-only buffer for a __constant parameter */
	ARG_LOCAL,    /* a __local buffer: size only, no contents */
	ARG_IMAGE,    /* a 2D RGBA image: texels in, read back after the launch */
	ARG_SAMPLER,  /* a sampler object made from CLK_* bits */
	ARG_BYTES,    /* an aggregate passed by value: its bytes */
};

/* The scalar and element types the spec names; size_t follows the device. */
typedef struct Type {
	const char *name; /* OpenCL C spelling */
	int size;         /* bytes; 0 for size_t (CL_DEVICE_ADDRESS_BITS / 8) */
	char kind;        /* 'i' signed, 'u' unsigned, 'f' floating */
} Type;

static const Type types[] = {
	{"char", 1, 'i'}, {"uchar", 1, 'u'}, {"short", 2, 'i'}, {"ushort", 2, 'u'},
	{"int", 4, 'i'}, {"uint", 4, 'u'}, {"long", 8, 'i'}, {"ulong", 8, 'u'},
	{"float", 4, 'f'}, {"double", 8, 'f'}, {"size_t", 0, 'u'},
};

typedef struct Arg {
	enum ArgKind kind; /* how it is passed */
	const Type *type;  /* scalar or element type (NULL for local) */
	unsigned char val[8]; /* a scalar's bytes, little-endian as the device */
	size_t size;       /* bytes of the scalar or buffer */
	char *in, *out;    /* buffer contents before / after (file paths) */
	size_t w, h;       /* ARG_IMAGE: width and height in texels */
	unsigned bits;     /* ARG_SAMPLER: the CLK_* bits */
	unsigned char *bytes; /* ARG_BYTES: the value (size bytes) */
	int line;          /* spec line, for messages */
} Arg;

typedef struct Launch {
	char *kernel;      /* kernel name */
	int dims;          /* 1..3; 0 until a global line is read */
	size_t global[3];  /* global work size */
	size_t local[3];   /* work-group size */
	int haslocal;      /* a local line was given */
	Arg args[MAXARGS]; /* in parameter order */
	int nargs;
	int line;          /* spec line of the kernel directive */
} Launch;

static const char *spec_name = "-"; /* for messages */
static int printbufs;               /* -p: print buffers as text */
static int verbose;                 /* -v: say what is done */
static int addrbytes = 8;           /* size_t on the device */

static void
die(const char *fmt, ...)
{
	va_list ap;
	fputs("clrun: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(2);
}

/* The names of the error codes of cl.h (OpenCL 1.2 and 2.x), so that a
 * failure says CL_INVALID_KERNEL_ARGS rather than -52. */
static const char *
clerr(cl_int e)
{
	switch (e) {
#define E(x) case x: return #x;
	E(CL_SUCCESS) E(CL_DEVICE_NOT_FOUND) E(CL_DEVICE_NOT_AVAILABLE)
	E(CL_COMPILER_NOT_AVAILABLE) E(CL_MEM_OBJECT_ALLOCATION_FAILURE)
	E(CL_OUT_OF_RESOURCES) E(CL_OUT_OF_HOST_MEMORY)
	E(CL_PROFILING_INFO_NOT_AVAILABLE) E(CL_MEM_COPY_OVERLAP)
	E(CL_IMAGE_FORMAT_MISMATCH) E(CL_IMAGE_FORMAT_NOT_SUPPORTED)
	E(CL_BUILD_PROGRAM_FAILURE) E(CL_MAP_FAILURE)
	E(CL_MISALIGNED_SUB_BUFFER_OFFSET)
	E(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST)
	E(CL_COMPILE_PROGRAM_FAILURE) E(CL_LINKER_NOT_AVAILABLE)
	E(CL_LINK_PROGRAM_FAILURE) E(CL_DEVICE_PARTITION_FAILED)
	E(CL_KERNEL_ARG_INFO_NOT_AVAILABLE)
	E(CL_INVALID_VALUE) E(CL_INVALID_DEVICE_TYPE) E(CL_INVALID_PLATFORM)
	E(CL_INVALID_DEVICE) E(CL_INVALID_CONTEXT) E(CL_INVALID_QUEUE_PROPERTIES)
	E(CL_INVALID_COMMAND_QUEUE) E(CL_INVALID_HOST_PTR) E(CL_INVALID_MEM_OBJECT)
	E(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR) E(CL_INVALID_IMAGE_SIZE)
	E(CL_INVALID_SAMPLER) E(CL_INVALID_BINARY) E(CL_INVALID_BUILD_OPTIONS)
	E(CL_INVALID_PROGRAM) E(CL_INVALID_PROGRAM_EXECUTABLE)
	E(CL_INVALID_KERNEL_NAME) E(CL_INVALID_KERNEL_DEFINITION)
	E(CL_INVALID_KERNEL) E(CL_INVALID_ARG_INDEX) E(CL_INVALID_ARG_VALUE)
	E(CL_INVALID_ARG_SIZE) E(CL_INVALID_KERNEL_ARGS)
	E(CL_INVALID_WORK_DIMENSION) E(CL_INVALID_WORK_GROUP_SIZE)
	E(CL_INVALID_WORK_ITEM_SIZE) E(CL_INVALID_GLOBAL_OFFSET)
	E(CL_INVALID_EVENT_WAIT_LIST) E(CL_INVALID_EVENT) E(CL_INVALID_OPERATION)
	E(CL_INVALID_GL_OBJECT) E(CL_INVALID_BUFFER_SIZE) E(CL_INVALID_MIP_LEVEL)
	E(CL_INVALID_GLOBAL_WORK_SIZE) E(CL_INVALID_PROPERTY)
	E(CL_INVALID_IMAGE_DESCRIPTOR) E(CL_INVALID_COMPILER_OPTIONS)
	E(CL_INVALID_LINKER_OPTIONS) E(CL_INVALID_DEVICE_PARTITION_COUNT)
#undef E
	/* OpenCL 2.0 codes, spelled out so the 1.2 headers suffice */
	case -70: return "CL_INVALID_PIPE_SIZE";
	case -71: return "CL_INVALID_DEVICE_QUEUE";
	case -1001: return "CL_PLATFORM_NOT_FOUND_KHR";
	default: return "unknown OpenCL error";
	}
}

/* Every OpenCL call goes through CHECK: a failure names the call and the
 * error code and ends the run. */
#define CHECK(call) do { \
	cl_int e_ = (call); \
	if (e_ != CL_SUCCESS) \
		die("%s: %s (%d)", #call, clerr(e_), (int)e_); \
	} while (0)
#define CHECKED(var, what) do { \
	if ((var) != CL_SUCCESS) \
		die("%s: %s (%d)", what, clerr(var), (int)(var)); \
	} while (0)

static void *
xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		die("out of memory (%zu bytes)", n);
	return p;
}

static char *
xstrdup(const char *s)
{
	char *p = xmalloc(strlen(s) + 1);
	return strcpy(p, s);
}

static unsigned char *
readfile(const char *path, size_t *len)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	if (!f)
		die("%s: %s", path, strerror(errno));
	size_t cap = 4096, n = 0;
	unsigned char *b = xmalloc(cap);
	size_t got;
	while ((got = fread(b + n, 1, cap - n, f)) > 0) {
		n += got;
		if (n == cap && !(b = realloc(b, cap *= 2)))
			die("out of memory reading %s", path);
	}
	if (ferror(f))
		die("%s: read error", path);
	if (f != stdin)
		fclose(f);
	b[n] = 0; /* room is always left: n < cap */
	*len = n;
	return b;
}

static void
writefile(const char *path, const void *p, size_t n)
{
	FILE *f = fopen(path, "wb");
	if (!f)
		die("%s: %s", path, strerror(errno));
	if (fwrite(p, 1, n, f) != n || fclose(f) != 0)
		die("%s: write error", path);
}

static const Type *
findtype(const char *name, int line)
{
	for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
		if (!strcmp(types[i].name, name))
			return &types[i];
	die("%s:%d: unknown type '%s'", spec_name, line, name);
	return NULL;
}

static int
typesize(const Type *t)
{
	return t->size ? t->size : addrbytes;
}

/* A scalar's text to its bytes: integers with C's prefixes, range-checked
 * for the type (an unsigned value may also be given as its negative
 * two's-complement twin, -1 for 0xffffffff); floats by strtof/strtod. */
static void
parsescalar(Arg *a, const char *s, int line)
{
	char *end;
	int n = typesize(a->type);
	a->size = n;
	errno = 0;
	if (a->type->kind == 'f') {
		if (n == 4) {
			float f = strtof(s, &end);
			memcpy(a->val, &f, 4);
		} else {
			double d = strtod(s, &end);
			memcpy(a->val, &d, 8);
		}
	} else {
		uint64_t u;
		if (*s == '-') {
			long long v = strtoll(s, &end, 0);
			if (n < 8 && a->type->kind == 'i' && v < -(1LL << (8 * n - 1)))
				errno = ERANGE;
			if (n < 8 && a->type->kind == 'u' && v < -(1LL << (8 * n - 1)))
				errno = ERANGE;
			u = (uint64_t)v;
		} else {
			unsigned long long v = strtoull(s, &end, 0);
			uint64_t max = n == 8 ? UINT64_MAX : (1ULL << (8 * n)) - 1;
			if (a->type->kind == 'i')
				max >>= 1;
			if (v > max)
				errno = ERANGE;
			u = v;
		}
		for (int i = 0; i < n; i++)
			a->val[i] = (unsigned char)(u >> (8 * i)); /* little-endian device */
	}
	if (end == s || *end)
		die("%s:%d: bad %s value '%s'", spec_name, line, a->type->name, s);
	if (errno == ERANGE)
		die("%s:%d: %s value '%s' out of range", spec_name, line, a->type->name, s);
}

static int
splitwords(char *s, char **w, int max)
{
	int n = 0;
	for (char *t = strtok(s, " \t\r\n"); t; t = strtok(NULL, " \t\r\n")) {
		if (n == max)
			return max + 1;
		w[n++] = t;
	}
	return n;
}

static size_t
parsesize(const char *s, int line)
{
	char *end;
	errno = 0;
	unsigned long long v = strtoull(s, &end, 0);
	if (end == s || *end || errno || *s == '-')
		die("%s:%d: bad size '%s'", spec_name, line, s);
	return v;
}

/* Reads the spec into launches; returns how many. */
static int
parsespec(char *text, Launch *ls)
{
	int nl = 0, line = 0;
	Launch *l = NULL;
	for (char *p = text; p && *p; ) {
		char *nlc = strchr(p, '\n');
		if (nlc)
			*nlc = 0;
		line++;
		char *w[8];
		int n = splitwords(p, w, 7);
		p = nlc ? nlc + 1 : NULL;
		if (n == 0 || w[0][0] == '#')
			continue;
		if (n > 7)
			die("%s:%d: too many words", spec_name, line);
		if (!strcmp(w[0], "kernel")) {
			if (n != 2)
				die("%s:%d: usage: kernel NAME", spec_name, line);
			if (nl == MAXLAUNCH)
				die("%s:%d: more than %d launches", spec_name, line, MAXLAUNCH);
			l = &ls[nl++];
			memset(l, 0, sizeof *l);
			l->kernel = xstrdup(w[1]);
			l->line = line;
			continue;
		}
		if (!l)
			die("%s:%d: '%s' before any 'kernel'", spec_name, line, w[0]);
		if (!strcmp(w[0], "global") || !strcmp(w[0], "local")) {
			if (n < 2 || n > 4)
				die("%s:%d: usage: %s N [N [N]]", spec_name, line, w[0]);
			size_t *sz = w[0][0] == 'g' ? l->global : l->local;
			for (int i = 1; i < n; i++)
				sz[i - 1] = parsesize(w[i], line);
			if (w[0][0] == 'g')
				l->dims = n - 1;
			else
				l->haslocal = n - 1;
		} else if (!strcmp(w[0], "arg")) {
			if (l->nargs == MAXARGS)
				die("%s:%d: more than %d arguments", spec_name, line, MAXARGS);
			Arg *a = &l->args[l->nargs++];
			a->line = line;
			if (n == 3 && !strcmp(w[1], "local")) {
				a->kind = ARG_LOCAL;
				a->size = parsesize(w[2], line);
			} else if (n == 5 && (!strcmp(w[1], "buffer") || !strcmp(w[1], "constant"))) {
				a->kind = w[1][0] == 'b' ? ARG_BUFFER : ARG_CONSTANT;
				a->type = findtype(w[2], line);
				a->in = xstrdup(w[3]);
				a->out = xstrdup(w[4]);
			} else if (n == 7 && !strcmp(w[1], "image2d")) {
				a->kind = ARG_IMAGE;
				a->type = findtype(w[2], line);
				if (strcmp(w[2], "float") && strcmp(w[2], "int") && strcmp(w[2], "uint"))
					die("%s:%d: an image holds float, int or uint texels", spec_name, line);
				a->w = parsesize(w[3], line);
				a->h = parsesize(w[4], line);
				a->in = xstrdup(w[5]);
				a->out = xstrdup(w[6]);
			} else if (n == 3 && !strcmp(w[1], "bytes")) {
				size_t len = strlen(w[2]);
				a->kind = ARG_BYTES;
				if (len == 0 || len % 2)
					die("%s:%d: arg bytes takes an even number of hex digits", spec_name, line);
				a->size = len / 2;
				a->bytes = xmalloc(a->size);
				for (size_t i = 0; i < a->size; i++) {
					unsigned v;
					if (!isxdigit((unsigned char)w[2][2 * i]) || !isxdigit((unsigned char)w[2][2 * i + 1]) ||
					    sscanf(w[2] + 2 * i, "%2x", &v) != 1)
						die("%s:%d: arg bytes: '%s' is not hex", spec_name, line, w[2]);
					a->bytes[i] = (unsigned char)v;
				}
			} else if (n == 3 && !strcmp(w[1], "sampler")) {
				a->kind = ARG_SAMPLER;
				a->bits = (unsigned)parsesize(w[2], line);
			} else if (n == 3) {
				a->kind = ARG_SCALAR;
				a->type = findtype(w[1], line);
				parsescalar(a, w[2], line);
			} else {
				die("%s:%d: usage: arg TYPE VALUE | arg buffer|constant TYPE IN OUT | arg local BYTES | arg bytes HEX",
				    spec_name, line);
			}
		} else {
			die("%s:%d: unknown directive '%s'", spec_name, line, w[0]);
		}
	}
	for (int i = 0; i < nl; i++) {
		if (!ls[i].dims)
			die("%s:%d: kernel %s has no 'global' size", spec_name, ls[i].line, ls[i].kernel);
		if (ls[i].haslocal && ls[i].haslocal != ls[i].dims)
			die("%s:%d: kernel %s: 'local' has %d sizes, 'global' %d", spec_name,
			    ls[i].line, ls[i].kernel, ls[i].haslocal, ls[i].dims);
	}
	if (nl == 0)
		die("%s: no 'kernel' directive", spec_name);
	return nl;
}

static int
contains(const char *hay, const char *needle)
{
	size_t n = strlen(needle);
	for (; *hay; hay++)
		if (!strncasecmp(hay, needle, n))
			return 1;
	return 0;
}

/* The PoCL device: the first device of the first platform whose name or
 * vendor mentions CLRUN_PLATFORM (default "pocl").  Another ICD (Intel's,
 * without a GPU here) must not be picked by accident. */
static cl_device_id
pickdevice(cl_platform_id *platform)
{
	const char *want = getenv("CLRUN_PLATFORM");
	if (!want || !*want)
		want = "pocl";
	cl_uint np = 0;
	CHECK(clGetPlatformIDs(0, NULL, &np));
	if (np == 0)
		die("no OpenCL platform (is pocl-opencl-icd installed?)");
	cl_platform_id *ps = xmalloc(np * sizeof *ps);
	CHECK(clGetPlatformIDs(np, ps, NULL));
	for (cl_uint i = 0; i < np; i++) {
		char name[256] = "", vendor[256] = "";
		CHECK(clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, sizeof name - 1, name, NULL));
		CHECK(clGetPlatformInfo(ps[i], CL_PLATFORM_VENDOR, sizeof vendor - 1, vendor, NULL));
		if (!contains(name, want) && !contains(vendor, want))
			continue;
		cl_device_id d;
		cl_uint nd = 0;
		cl_int e = clGetDeviceIDs(ps[i], CL_DEVICE_TYPE_ALL, 1, &d, &nd);
		if (e == CL_DEVICE_NOT_FOUND || nd == 0)
			continue;
		CHECKED(e, "clGetDeviceIDs");
		*platform = ps[i];
		free(ps);
		if (verbose) {
			char dn[256] = "";
			CHECK(clGetDeviceInfo(d, CL_DEVICE_NAME, sizeof dn - 1, dn, NULL));
			fprintf(stderr, "clrun: platform %s, device %s\n", name, dn);
		}
		return d;
	}
	die("no OpenCL platform matching '%s' has a device", want);
	return NULL;
}

static void
printbuf(FILE *f, const Arg *a, const unsigned char *b)
{
	int sz = typesize(a->type);
	size_t n = a->size / sz;
	fprintf(f, "%s (%s[%zu]):", a->out, a->type->name, n);
	for (size_t i = 0; i < n; i++) {
		const unsigned char *p = b + i * sz;
		if (a->type->kind == 'f') {
			if (sz == 4) {
				float v;
				memcpy(&v, p, 4);
				fprintf(f, " %.9g", v);
			} else {
				double v;
				memcpy(&v, p, 8);
				fprintf(f, " %.17g", v);
			}
			continue;
		}
		uint64_t u = 0;
		for (int k = 0; k < sz; k++)
			u |= (uint64_t)p[k] << (8 * k);
		if (a->type->kind == 'i' && sz < 8 && (u >> (8 * sz - 1)) & 1)
			u |= ~0ULL << (8 * sz); /* sign-extend */
		if (a->type->kind == 'i')
			fprintf(f, " %lld", (long long)u);
		else
			fprintf(f, " %llu", (unsigned long long)u);
	}
	fputc('\n', f);
}

static void
runlaunch(cl_context ctx, cl_command_queue q, cl_program prog, Launch *l)
{
	cl_int e;
	cl_kernel k = clCreateKernel(prog, l->kernel, &e);
	if (e != CL_SUCCESS)
		die("clCreateKernel(\"%s\"): %s (%d)", l->kernel, clerr(e), (int)e);
	cl_uint nargs = 0;
	CHECK(clGetKernelInfo(k, CL_KERNEL_NUM_ARGS, sizeof nargs, &nargs, NULL));
	if ((int)nargs != l->nargs)
		die("%s:%d: kernel %s takes %u arguments, the spec gives %d",
		    spec_name, l->line, l->kernel, nargs, l->nargs);
	cl_mem mems[MAXARGS] = {0};
	cl_sampler samplers[MAXARGS] = {0};
	unsigned char *data[MAXARGS] = {0};
	for (int i = 0; i < l->nargs; i++) {
		Arg *a = &l->args[i];
		switch (a->kind) {
		case ARG_SCALAR:
			e = clSetKernelArg(k, i, a->size, a->val);
			break;
		case ARG_BYTES:
			e = clSetKernelArg(k, i, a->size, a->bytes);
			break;
		case ARG_LOCAL:
			e = clSetKernelArg(k, i, a->size, NULL);
			break;
		case ARG_BUFFER:
		case ARG_CONSTANT:
			data[i] = readfile(a->in, &a->size);
			if (a->size == 0)
				die("%s:%d: %s is empty: a buffer needs at least one element",
				    spec_name, a->line, a->in);
			if (a->size % typesize(a->type))
				die("%s:%d: %s holds %zu bytes, not a whole number of %s",
				    spec_name, a->line, a->in, a->size, a->type->name);
			mems[i] = clCreateBuffer(ctx,
			    (a->kind == ARG_CONSTANT ? CL_MEM_READ_ONLY : CL_MEM_READ_WRITE) |
			    CL_MEM_COPY_HOST_PTR, a->size, data[i], &e);
			if (e != CL_SUCCESS)
				die("%s:%d: clCreateBuffer(%zu bytes): %s (%d)", spec_name,
				    a->line, a->size, clerr(e), (int)e);
			e = clSetKernelArg(k, i, sizeof(cl_mem), &mems[i]);
			break;
		case ARG_IMAGE: {
			cl_image_format fmt = {CL_RGBA, a->type->kind == 'f' ? CL_FLOAT :
			                       a->type->kind == 'i' ? CL_SIGNED_INT32 : CL_UNSIGNED_INT32};
			cl_image_desc desc;
			memset(&desc, 0, sizeof desc);
			desc.image_type = CL_MEM_OBJECT_IMAGE2D;
			desc.image_width = a->w;
			desc.image_height = a->h;
			data[i] = readfile(a->in, &a->size);
			if (a->size != a->w * a->h * 16)
				die("%s:%d: %s holds %zu bytes, not %zux%zu RGBA texels of 4 bytes each",
				    spec_name, a->line, a->in, a->size, a->w, a->h);
			mems[i] = clCreateImage(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, &fmt, &desc,
			                        data[i], &e);
			if (e != CL_SUCCESS)
				die("%s:%d: clCreateImage(%zux%zu): %s (%d)", spec_name, a->line, a->w, a->h,
				    clerr(e), (int)e);
			e = clSetKernelArg(k, i, sizeof(cl_mem), &mems[i]);
			break;
		}
		case ARG_SAMPLER: {
			static const cl_addressing_mode am[] = {CL_ADDRESS_NONE, CL_ADDRESS_CLAMP_TO_EDGE,
			    CL_ADDRESS_CLAMP, CL_ADDRESS_REPEAT, CL_ADDRESS_MIRRORED_REPEAT};
			unsigned m = (a->bits >> 1) & 7;
			if (m > 4)
				die("%s:%d: bad addressing mode in sampler bits 0x%x", spec_name, a->line, a->bits);
			samplers[i] = clCreateSampler(ctx, a->bits & 1, am[m],
			    (a->bits & 0x20) ? CL_FILTER_LINEAR : CL_FILTER_NEAREST, &e);
			if (e != CL_SUCCESS)
				die("%s:%d: clCreateSampler(0x%x): %s (%d)", spec_name, a->line, a->bits,
				    clerr(e), (int)e);
			e = clSetKernelArg(k, i, sizeof(cl_sampler), &samplers[i]);
			break;
		}
		}
		if (e != CL_SUCCESS)
			die("%s:%d: clSetKernelArg(%s, %d): %s (%d)", spec_name, a->line,
			    l->kernel, i, clerr(e), (int)e);
	}
	e = clEnqueueNDRangeKernel(q, k, l->dims, NULL, l->global,
	    l->haslocal ? l->local : NULL, 0, NULL, NULL);
	if (e != CL_SUCCESS)
		die("%s:%d: clEnqueueNDRangeKernel(%s): %s (%d)", spec_name, l->line,
		    l->kernel, clerr(e), (int)e);
	CHECK(clFinish(q));
	for (int i = 0; i < l->nargs; i++) {
		Arg *a = &l->args[i];
		if (samplers[i])
			CHECK(clReleaseSampler(samplers[i]));
		if (!mems[i])
			continue;
		if (a->kind == ARG_IMAGE) {
			size_t origin[3] = {0, 0, 0}, region[3] = {a->w, a->h, 1};
			CHECK(clEnqueueReadImage(q, mems[i], CL_TRUE, origin, region, 0, 0, data[i], 0, NULL, NULL));
		} else {
			CHECK(clEnqueueReadBuffer(q, mems[i], CL_TRUE, 0, a->size, data[i], 0, NULL, NULL));
		}
		writefile(a->out, data[i], a->size);
		if (printbufs)
			printbuf(stdout, a, data[i]);
		CHECK(clReleaseMemObject(mems[i]));
		free(data[i]);
	}
	CHECK(clReleaseKernel(k));
	if (verbose)
		fprintf(stderr, "clrun: ran %s\n", l->kernel);
}

static void
usage(void)
{
	fputs("usage: clrun [-p] [-v] [-o BUILD-OPTIONS] PROGRAM.bc [SPEC|-]\n"
	      "  runs the launches SPEC describes (see the top of tests/host/clrun.c)\n"
	      "  -p  also print every buffer as text after its launch\n"
	      "  -v  report the device and each launch on stderr\n"
	      "  -o  options for clBuildProgram\n", stderr);
	exit(2);
}

int
main(int argc, char **argv)
{
	const char *buildopts = "";
	int i = 1;
	for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
		if (!strcmp(argv[i], "-p"))
			printbufs = 1;
		else if (!strcmp(argv[i], "-v"))
			verbose = 1;
		else if (!strcmp(argv[i], "-o") && i + 1 < argc)
			buildopts = argv[++i];
		else
			usage();
	}
	if (argc - i < 1 || argc - i > 2)
		usage();
	const char *progpath = argv[i];
	spec_name = argc - i == 2 ? argv[i + 1] : "-";

	size_t speclen, binlen;
	char *spec = (char *)readfile(spec_name, &speclen);
	static Launch launches[MAXLAUNCH];
	int nl = parsespec(spec, launches);
	unsigned char *bin = readfile(progpath, &binlen);
	if (binlen < 4 || memcmp(bin, "BC\xc0\xde", 4))
		die("%s: not LLVM bitcode (expected the output of llvm-spirv -r)", progpath);

	cl_platform_id platform;
	cl_device_id dev = pickdevice(&platform);
	cl_uint bits = 64;
	CHECK(clGetDeviceInfo(dev, CL_DEVICE_ADDRESS_BITS, sizeof bits, &bits, NULL));
	addrbytes = bits / 8;
	/* size_t scalars were sized before the device was known: resize them */
	for (int li = 0; li < nl; li++)
		for (int ai = 0; ai < launches[li].nargs; ai++) {
			Arg *a = &launches[li].args[ai];
			if (a->kind == ARG_SCALAR && a->type->size == 0)
				a->size = addrbytes;
		}

	cl_int e;
	cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)platform, 0};
	cl_context ctx = clCreateContext(props, 1, &dev, NULL, NULL, &e);
	CHECKED(e, "clCreateContext");
	cl_command_queue q = clCreateCommandQueue(ctx, dev, 0, &e);
	CHECKED(e, "clCreateCommandQueue");

	const unsigned char *bins[1] = {bin};
	cl_int binstatus = CL_SUCCESS;
	cl_program prog = clCreateProgramWithBinary(ctx, 1, &dev, &binlen, bins, &binstatus, &e);
	if (e != CL_SUCCESS)
		die("clCreateProgramWithBinary(%s): %s (%d), binary status %s", progpath,
		    clerr(e), (int)e, clerr(binstatus));
	e = clBuildProgram(prog, 1, &dev, buildopts, NULL, NULL);
	if (e != CL_SUCCESS) {
		size_t n = 0;
		clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, 0, NULL, &n);
		char *log = xmalloc(n + 1);
		log[0] = 0;
		clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, n, log, NULL);
		log[n] = 0;
		fprintf(stderr, "%s", log);
		die("clBuildProgram(%s): %s (%d)", progpath, clerr(e), (int)e);
	}
	for (int li = 0; li < nl; li++)
		runlaunch(ctx, q, prog, &launches[li]);
	CHECK(clReleaseProgram(prog));
	CHECK(clReleaseCommandQueue(q));
	CHECK(clReleaseContext(ctx));
	free(bin);
	free(spec);
	return 0;
}
