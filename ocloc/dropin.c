/* dropin.c — libocloc.so, zocc's drop-in for Intel's libocloc.
 *
 * Programs that compile OpenCL C at run time through Intel's stack (SYCL's
 * kernel_compiler, and others) dlopen("libocloc.so") and call oclocInvoke
 * with an ocloc command line and in-memory files (ocloc_api.h, from Debian's
 * intel-opencl-icd).  This library exports the same three functions, so
 * that putting its directory first on the library path hands those calls
 * to zocc:
 *
 *   - `ocloc [compile] -spv_only -file NAME ...`: zocc_compile on the
 *     source of that name (its length may count a trailing NUL, as SYCL
 *     passes it), with -options (zocc's options), -internal_options
 *     (-cl-ext=+name,... lists), in-memory headers, -q, and -device by
 *     name, family or IP version (decimal, as SYCL passes it); several
 *     devices give one module valid for all of them (their common profile,
 *     native/common.c).  Outputs as ocloc names them: NAME.spv (or
 *     -output's), and stdout.log with the diagnostics, clang's format, the
 *     source named;
 *   - `ocloc query [-device D] QUERY...` for CL_DEVICE_OPENCL_C_ALL_VERSIONS,
 *     CL_DEVICE_OPENCL_C_FEATURES, CL_DEVICE_EXTENSIONS,
 *     CL_DEVICE_EXTENSIONS_WITH_VERSION and CL_DEVICE_PROFILE, answered from
 *     zocc's device profiles (the devices' common ones for several) in the
 *     form newer ocloc releases answer them (the text in stdout.log, the
 *     cl_name_version array as an output named after the query);
 *   - a compile without -spv_only: zocc's front end, then IGC through
 *     Intel's libocloc (`-spirv_input` with zocc's module), whose outputs
 *     (the device binary, named as ocloc names it) come back;
 *   - every other command and query: handed to Intel's libocloc, when it
 *     is installed, as it is.
 *
 * Thread-safe: zocc keeps no state, and each call here owns what it
 * allocates.  Intel's library is loaded once per process (pthread_once)
 * and, since it is not known to be safe from several threads at once
 * (bench/run measures it), its calls are made one at a time under a lock:
 * the library's one process-wide state, as Intel's library has its own. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "native.h"
#include "zc.h"
#include "zocc.h"

#define EXPORT __attribute__((visibility("default")))

/* ocloc's return codes (ocloc_error_code.h, OpenCL's for builds) */
enum {
	OCLOC_SUCCESS = 0,
	OCLOC_OUT_OF_HOST_MEMORY = -6,
	OCLOC_BUILD_PROGRAM_FAILURE = -11,
	OCLOC_INVALID_DEVICE = -33,
	OCLOC_INVALID_VALUE = -30,
	OCLOC_INVALID_COMMAND_LINE = -5150,
	OCLOC_INVALID_FILE = -5151,
};

/* The version SYCL checks: the major version equal, the minor at least. */
#define OCLOC_VERSION_1_0 0x10000

/* Intel's libocloc, loaded at the first call that needs it. */
static pthread_once_t intel_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t intel_lock = PTHREAD_MUTEX_INITIALIZER;
static NatOcloc *intel;
static char intel_error[1024];

static void
load_intel(void)
{
	if (nat_in_process_ok())
		intel = nat_ocloc_open(intel_error, sizeof intel_error);
}

/* What one call gives back, built up. */
typedef struct Out {
	NatFile *v;   /* the outputs */
	uint32_t n, cap;
	NatBuf log;   /* stdout.log */
	bool failed;  /* out of memory */
} Out;

static void
out_add(Out *o, const char *name, const void *data, size_t len)
{
	NatFile *f;

	if (o->n == o->cap) {
		uint32_t cap = o->cap ? o->cap * 2 : 4;
		NatFile *v = realloc(o->v, cap * sizeof *v);

		if (!v) {
			o->failed = true;
			return;
		}
		o->v = v;
		o->cap = cap;
	}
	f = &o->v[o->n];
	f->name = malloc(strlen(name) + 1);
	f->data = malloc(len + 1);
	if (!f->name || !f->data) {
		free(f->name);
		free(f->data);
		o->failed = true;
		return;
	}
	strcpy(f->name, name);
	if (len)
		memcpy(f->data, data, len);
	f->data[len] = 0;
	f->len = len;
	o->n++;
}

/* The command line, read. */
typedef struct Cmd {
	const char *command;   /* "compile", "query", ... */
	const char *file;      /* -file */
	const char *device;    /* -device */
	const char *output;    /* -output */
	NatBuf options;        /* -options, each after a blank */
	NatBuf internal;       /* -internal_options, each after a blank */
	bool spv_only;         /* -spv_only */
	bool spirv_input;      /* -spirv_input */
	bool no_suffix;        /* -output_no_suffix */
	const char *queries[16]; /* query names */
	int nqueries;
	const char *bad;       /* an argument not understood */
} Cmd;

static void
append_words(NatBuf *b, const char *s)
{
	if (b->len)
		nat_buf_put(b, " ", 1);
	nat_buf_put(b, s, strlen(s));
}

/* Reads argv; false when something is not zocc's to do (handed to Intel's). */
static bool
parse(unsigned argc, const char **argv, Cmd *c)
{
	unsigned i = 1;

	memset(c, 0, sizeof *c);
	c->command = "compile";
	if (argc > 1 && argv[1][0] != '-') {
		c->command = argv[1];
		i = 2;
	}
	for (; i < argc; i++) {
		const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;

		if (strcmp(c->command, "query") == 0 && a[0] != '-') {
			if (c->nqueries < 16)
				c->queries[c->nqueries++] = a;
		} else if (strcmp(a, "-q") == 0 || strcmp(a, "-64") == 0) {
		} else if (strcmp(a, "-spv_only") == 0) {
			c->spv_only = true;
		} else if (strcmp(a, "-spirv_input") == 0) {
			c->spirv_input = true;
		} else if (strcmp(a, "-output_no_suffix") == 0) {
			c->no_suffix = true;
		} else if (v && strcmp(a, "-file") == 0) {
			c->file = argv[++i];
		} else if (v && strcmp(a, "-device") == 0) {
			c->device = argv[++i];
		} else if (v && strcmp(a, "-output") == 0) {
			c->output = argv[++i];
		} else if (v && strcmp(a, "-out_dir") == 0) {
			i++; /* outputs are in memory */
		} else if (v && strcmp(a, "-options") == 0) {
			append_words(&c->options, argv[++i]);
		} else if (v && strcmp(a, "-internal_options") == 0) {
			append_words(&c->internal, argv[++i]);
		} else {
			c->bad = a;
			return false;
		}
	}
	return true;
}

static const NatFile *
find_source(const NatFile *s, uint32_t n, const char *name)
{
	uint32_t i;

	for (i = 0; i < n; i++)
		if (s[i].name && strcmp(s[i].name, name) == 0)
			return &s[i];
	return NULL;
}

/* A length without the trailing NULs SYCL counts in. */
static size_t
text_len(const NatFile *f)
{
	size_t n = f->len;

	while (n && f->data[n - 1] == 0)
		n--;
	return n;
}

/* "dir/main.cl" -> "main" */
static void
stem(const char *path, char *out, size_t n)
{
	const char *b = strrchr(path, '/'), *dot;

	b = b ? b + 1 : path;
	dot = strrchr(b, '.');
	snprintf(out, n, "%.*s", (int)(dot && dot != b ? dot - b : (long)strlen(b)), b);
}

/* The devices of -device; 0 devices with no -device (any device). */
static int
devices(const Cmd *c, const NatDevice **d, size_t *n, Out *o)
{
	char err[512];

	*n = 0;
	if (!c->device)
		return 0;
	if (!(*n = nat_devices(c->device, d, 64, err, sizeof err))) {
		nat_buf_printf(&o->log, "Error: -device %s: %s\n", c->device, err);
		return OCLOC_INVALID_DEVICE;
	}
	return 0;
}

/* zocc's front end on the source -file names; the module's words in *r. */
static int
front_end(const Cmd *c, const NatFile *src, uint32_t nsrc, const NatFile *hdr, uint32_t nhdr, Out *o,
          zocc_result **r, const NatDevice **dev, size_t *ndev)
{
	const NatFile *s;
	zocc_input in = {0};
	zocc_header *h = NULL;
	NatCommon common;
	NatBuf opts = {0};
	uint32_t i;
	int rc;

	*r = NULL;
	if (!c->file || !(s = find_source(src, nsrc, c->file))) {
		nat_buf_printf(&o->log, "Error: %s\n", c->file ? "no source of the name -file gives was passed"
		               : "Input file not specified (-file)");
		return OCLOC_INVALID_FILE;
	}
	if ((rc = devices(c, dev, ndev, o)) != 0)
		return rc;
	if (*ndev) {
		if (!nat_common_target(dev, *ndev, &common)) {
			nat_buf_printf(&o->log, "Error: -device %s: zocc has no profile for it\n", c->device);
			return OCLOC_INVALID_DEVICE;
		}
		in.target = &common.target;
		if (common.options[0])
			append_words(&opts, common.options);
	}
	if (c->internal.len)
		append_words(&opts, (const char *)c->internal.p);
	if (c->options.len)
		append_words(&opts, (const char *)c->options.p);
	if (nhdr && !(h = calloc(nhdr, sizeof *h))) {
		free(opts.p);
		return OCLOC_OUT_OF_HOST_MEMORY;
	}
	for (i = 0; i < nhdr; i++) {
		h[i].name = hdr[i].name;
		h[i].text = (const char *)hdr[i].data;
		h[i].len = text_len(&hdr[i]);
		if (!h[i].len)
			h[i].text = "";
	}
	in.source = (const char *)s->data;
	in.source_len = text_len(s);
	if (!in.source_len)
		in.source = "";
	in.source_name = s->name;
	in.options = opts.p ? (const char *)opts.p : "";
	in.headers = h;
	in.nheaders = nhdr;
	switch (zocc_compile(&in, r)) {
	case ZOCC_OK:
		rc = zocc_result_spirv(*r, NULL) ? OCLOC_SUCCESS : OCLOC_INVALID_COMMAND_LINE;
		break;
	case ZOCC_ERROR:
		rc = OCLOC_BUILD_PROGRAM_FAILURE;
		break;
	case ZOCC_BAD_INPUT:
		rc = OCLOC_INVALID_COMMAND_LINE;
		break;
	default:
		rc = OCLOC_BUILD_PROGRAM_FAILURE;
	}
	if (*r)
		nat_buf_put(&o->log, zocc_result_log(*r), strlen(zocc_result_log(*r)));
	free(opts.p);
	free(h);
	return rc;
}

/* Intel's libocloc, one call at a time; its outputs into o. */
static int
intel_call(const NatCall *call, Out *o)
{
	NatResult r;
	uint32_t i;
	bool ok;

	pthread_once(&intel_once, load_intel);
	if (!intel && nat_in_process_ok()) {
		nat_buf_printf(&o->log, "Error: zocc's libocloc hands '%s' to Intel's libocloc, which is missing: %s\n",
		               call->argc > 1 ? call->argv[1] : "ocloc", intel_error);
		return OCLOC_INVALID_COMMAND_LINE;
	}
	pthread_mutex_lock(&intel_lock);
	ok = nat_call(intel, NAT_AUTO, call, &r);
	pthread_mutex_unlock(&intel_lock);
	if (!ok) {
		nat_buf_printf(&o->log, "Error: %s\n", r.error ? r.error : "Intel's libocloc could not be called");
		nat_result_free(&r);
		return OCLOC_INVALID_COMMAND_LINE;
	}
	for (i = 0; i < r.nout; i++) {
		if (strcmp(r.out[i].name, "stdout.log") == 0)
			nat_buf_put(&o->log, r.out[i].data, r.out[i].len);
		else
			out_add(o, r.out[i].name, r.out[i].data, r.out[i].len);
	}
	i = (uint32_t)r.rc;
	nat_result_free(&r);
	return (int)i;
}

static int
compile(const Cmd *c, const NatFile *src, uint32_t nsrc, const NatFile *hdr, uint32_t nhdr, Out *o)
{
	const NatDevice *dev[64];
	size_t ndev = 0, nw;
	zocc_result *r = NULL;
	const uint32_t *w;
	char base[512], name[600];
	int rc = front_end(c, src, nsrc, hdr, nhdr, o, &r, dev, &ndev);

	if (rc != OCLOC_SUCCESS) {
		zocc_result_free(r);
		return rc;
	}
	w = zocc_result_spirv(r, &nw);
	stem(c->output ? c->output : c->file, base, sizeof base);
	if (c->spv_only) {
		snprintf(name, sizeof name, "%s.spv", base);
		out_add(o, name, w, nw * 4);
	} else {
		/* IGC through Intel's library, on zocc's module */
		const char *argv[40];
		unsigned n = 0;
		NatFile spv = {name, (uint8_t *)w, nw * 4};
		NatCall call = {argv, 0, &spv, 1, NULL, 0};
		NatBuf igc = {0}, devs = {0};
		size_t k;

		snprintf(name, sizeof name, "%s.spv", base);
		argv[n++] = "ocloc";
		argv[n++] = "compile";
		argv[n++] = "-q";
		argv[n++] = "-spirv_input";
		argv[n++] = "-file";
		argv[n++] = name;
		argv[n++] = "-output";
		argv[n++] = base;
		if (ndev) {
			/* IP versions as ocloc 22.43 reads them (not in decimal) */
			for (k = 0; k < ndev; k++) {
				char v[32];

				nat_ip_str(dev[k]->ip, v, sizeof v);
				nat_buf_printf(&devs, "%s%s", k ? "," : "", v);
			}
			argv[n++] = "-device";
			argv[n++] = devs.failed ? c->device : (const char *)devs.p;
		}
		nat_igc_options((const char *)c->options.p, &igc);
		if (igc.len) {
			argv[n++] = "-options";
			argv[n++] = (const char *)igc.p;
		}
		if (c->no_suffix)
			argv[n++] = "-output_no_suffix";
		call.argc = n;
		rc = intel_call(&call, o);
		free(igc.p);
		free(devs.p);
	}
	zocc_result_free(r);
	return rc;
}

/* ---- query ------------------------------------------------------------- */

/* cl_name_version: a version (CL_MAKE_VERSION: major << 22 | minor << 12 |
 * patch) and a 64-byte name */
static void
name_version(NatBuf *bin, NatBuf *text, const char *name, unsigned major, unsigned minor, unsigned patch)
{
	uint8_t rec[68] = {0};
	uint32_t v = major << 22 | minor << 12 | patch;
	bool quote = strchr(name, ' ') != NULL;

	memcpy(rec, &v, 4);
	snprintf((char *)rec + 4, 64, "%s", name);
	nat_buf_put(bin, rec, sizeof rec);
	nat_buf_printf(text, "%s%s%s%s:%u.%u.%u", text->len ? " " : "", quote ? "\"" : "", name,
	               quote ? "\"" : "", major, minor, patch);
}

/* What all the devices of -device have (without one, the default profile:
 * what some device has). */
static bool
query_features(const Cmd *c, FeatureSet *fs, Out *o)
{
	const NatDevice *dev[64];
	size_t n, i;
	Target t;

	if (devices(c, dev, &n, o) != 0)
		return false;
	if (n == 0) {
		zc_target_lookup(NULL, &t);
		*fs = t.features;
		return true;
	}
	for (i = 0; i < n; i++) {
		if (!zc_target_lookup(dev[i]->profile, &t))
			return false;
		if (i == 0)
			*fs = t.features;
		else
			zc_fs_and(fs, &t.features);
	}
	return true;
}

static bool
ours(const char *q)
{
	return strcmp(q, "CL_DEVICE_OPENCL_C_ALL_VERSIONS") == 0 || strcmp(q, "CL_DEVICE_OPENCL_C_FEATURES") == 0 ||
	       strcmp(q, "CL_DEVICE_EXTENSIONS") == 0 || strcmp(q, "CL_DEVICE_EXTENSIONS_WITH_VERSION") == 0 ||
	       strcmp(q, "CL_DEVICE_PROFILE") == 0;
}

static int
query(const Cmd *c, Out *o)
{
	FeatureSet fs;
	int i, f;

	if (c->nqueries == 0) {
		nat_buf_printf(&o->log, "Error: Invalid command line. Expected ocloc query <argument>.\n");
		return OCLOC_INVALID_COMMAND_LINE;
	}
	if (!query_features(c, &fs, o))
		return OCLOC_INVALID_DEVICE;
	for (i = 0; i < c->nqueries; i++) {
		const char *q = c->queries[i];
		NatBuf bin = {0}, text = {0};

		if (strcmp(q, "CL_DEVICE_OPENCL_C_ALL_VERSIONS") == 0) {
			/* the -cl-std values zocc takes */
			static const unsigned v[][2] = {{1, 0}, {1, 1}, {1, 2}, {2, 0}, {3, 0}};
			size_t k;

			for (k = 0; k < sizeof v / sizeof v[0]; k++)
				name_version(&bin, &text, "OpenCL C", v[k][0], v[k][1], 0);
			out_add(o, q, bin.p, bin.len);
		} else if (strcmp(q, "CL_DEVICE_OPENCL_C_FEATURES") == 0) {
			for (f = 0; f < ZC_NFEATURES; f++)
				if (zc_feature_is_feature[f] && ZC_FS_HAS(fs, f))
					name_version(&bin, &text, zc_feature_names[f], 3, 0, 0);
			out_add(o, q, bin.p, bin.len);
		} else if (strcmp(q, "CL_DEVICE_EXTENSIONS_WITH_VERSION") == 0) {
			for (f = 0; f < ZC_NFEATURES; f++)
				if (!zc_feature_is_feature[f] && ZC_FS_HAS(fs, f))
					name_version(&bin, &text, zc_feature_names[f], 1, 0, 0);
			out_add(o, q, bin.p, bin.len);
		} else if (strcmp(q, "CL_DEVICE_EXTENSIONS") == 0) {
			for (f = 0; f < ZC_NFEATURES; f++)
				if (!zc_feature_is_feature[f] && ZC_FS_HAS(fs, f))
					nat_buf_printf(&text, "%s%s", text.len ? " " : "", zc_feature_names[f]);
			out_add(o, q, text.p ? text.p : (uint8_t *)"", text.len);
		} else if (strcmp(q, "CL_DEVICE_PROFILE") == 0) {
			nat_buf_printf(&text, "FULL_PROFILE");
			out_add(o, q, text.p, text.len + 1);
		}
		nat_buf_printf(&o->log, "%s\n", text.p ? (const char *)text.p : "");
		if (bin.failed || text.failed)
			o->failed = true;
		free(bin.p);
		free(text.p);
	}
	return OCLOC_SUCCESS;
}

/* ---- the API ----------------------------------------------------------- */

EXPORT int
oclocInvoke(unsigned numArgs, const char *argv[], const uint32_t numSources, const uint8_t **dataSources,
            const uint64_t *lenSources, const char **nameSources, const uint32_t numInputHeaders,
            const uint8_t **dataInputHeaders, const uint64_t *lenInputHeaders, const char **nameInputHeaders,
            uint32_t *numOutputs, uint8_t ***dataOutputs, uint64_t **lenOutputs, char ***nameOutputs)
{
	NatFile *src = calloc(numSources + 1, sizeof *src), *hdr = calloc(numInputHeaders + 1, sizeof *hdr);
	Out o = {0};
	Cmd c;
	uint32_t i;
	int rc;

	if (numOutputs)
		*numOutputs = 0;
	if (!numOutputs || !dataOutputs || !lenOutputs || !nameOutputs || !argv || !src || !hdr) {
		free(src);
		free(hdr);
		return OCLOC_INVALID_VALUE;
	}
	for (i = 0; i < numSources; i++)
		src[i] = (NatFile){(char *)nameSources[i], (uint8_t *)dataSources[i], lenSources[i]};
	for (i = 0; i < numInputHeaders; i++)
		hdr[i] = (NatFile){(char *)nameInputHeaders[i], (uint8_t *)dataInputHeaders[i], lenInputHeaders[i]};
	{
		bool mine = parse(numArgs, argv, &c);
		bool q = strcmp(c.command, "query") == 0;
		int k;

		for (k = 0; q && k < c.nqueries; k++)
			mine = mine && ours(c.queries[k]);
		if (mine && q) {
			rc = query(&c, &o);
		} else if (mine && strcmp(c.command, "compile") == 0 && !c.spirv_input) {
			rc = compile(&c, src, numSources, hdr, numInputHeaders, &o);
		} else {
			NatCall call = {argv, numArgs, src, numSources, hdr, numInputHeaders};

			rc = intel_call(&call, &o);
		}
	}
	free(c.options.p);
	free(c.internal.p);
	out_add(&o, "stdout.log", o.log.p ? o.log.p : (uint8_t *)"", o.log.len);
	free(o.log.p);
	free(src);
	free(hdr);
	if (o.failed || o.log.failed)
		rc = OCLOC_OUT_OF_HOST_MEMORY;
	*numOutputs = o.n;
	*dataOutputs = calloc(o.n + 1, sizeof **dataOutputs);
	*lenOutputs = calloc(o.n + 1, sizeof **lenOutputs);
	*nameOutputs = calloc(o.n + 1, sizeof **nameOutputs);
	if (!*dataOutputs || !*lenOutputs || !*nameOutputs) {
		*numOutputs = 0;
		rc = OCLOC_OUT_OF_HOST_MEMORY;
	}
	for (i = 0; i < o.n; i++) {
		if (*numOutputs) {
			(*dataOutputs)[i] = o.v[i].data;
			(*lenOutputs)[i] = o.v[i].len;
			(*nameOutputs)[i] = o.v[i].name;
		} else {
			free(o.v[i].data);
			free(o.v[i].name);
		}
	}
	free(o.v);
	return rc;
}

EXPORT int
oclocFreeOutput(uint32_t *numOutputs, uint8_t ***dataOutputs, uint64_t **lenOutputs, char ***nameOutputs)
{
	uint32_t i;

	if (!numOutputs || !dataOutputs || !lenOutputs || !nameOutputs)
		return OCLOC_INVALID_VALUE;
	for (i = 0; i < *numOutputs; i++) {
		if (*dataOutputs)
			free((*dataOutputs)[i]);
		if (*nameOutputs)
			free((*nameOutputs)[i]);
	}
	free(*dataOutputs);
	free(*lenOutputs);
	free(*nameOutputs);
	*dataOutputs = NULL;
	*lenOutputs = NULL;
	*nameOutputs = NULL;
	*numOutputs = 0;
	return 0;
}

EXPORT int
oclocVersion(void)
{
	return OCLOC_VERSION_1_0;
}

/* Marks this library as zocc's, so that zocc (native/igc.c), looking for
 * Intel's libocloc to reach IGC, passes it over. */
EXPORT const char zocc_ocloc_dropin[] = "zocc " ZOCC_VERSION_STRING;
