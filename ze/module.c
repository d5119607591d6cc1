/* module.c — zocc_ze_module_create: source text to a ze_module_handle_t.
 *
 * Four steps, each writing to one log: describe the device (device.c),
 * compile with zocc_compile for that device, hand the words to zeModuleCreate
 * as ZE_MODULE_FORMAT_IL_SPIRV, and copy the driver's build log.  A program
 * with errors stops at the second step, so the driver only ever sees modules
 * zocc accepted.  A program of separately compiled parts goes through
 * parts.c, which uses the steps here.  Everything a call allocates hangs off
 * its log; nothing is shared between calls. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "zze.h"

void
buf_append(Buf *b, const char *s, size_t n)
{
	if (b->failed)
		return;
	if (b->len + n + 1 > b->cap) {
		size_t cap = b->cap ? b->cap : 256;
		char *p;

		while (cap < b->len + n + 1)
			cap *= 2;
		if (!(p = realloc(b->s, cap))) {
			b->failed = true;
			return;
		}
		b->s = p;
		b->cap = cap;
	}
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = 0;
}

void
buf_printf(Buf *b, const char *fmt, ...)
{
	char small[512];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(small, sizeof small, fmt, ap);
	va_end(ap);
	if (n < 0) {
		b->failed = true;
		return;
	}
	if ((size_t)n < sizeof small) {
		buf_append(b, small, (size_t)n);
		return;
	}
	{
		char *big = malloc((size_t)n + 1);

		if (!big) {
			b->failed = true;
			return;
		}
		va_start(ap, fmt);
		vsnprintf(big, (size_t)n + 1, fmt, ap);
		va_end(ap);
		buf_append(b, big, (size_t)n);
		free(big);
	}
}

/* Every line of text that is not blank, prefixed (the driver's log as
 * "driver: ..." lines). */
void
append_lines(Buf *b, const char *prefix, const char *text)
{
	while (*text) {
		size_t n = strcspn(text, "\n"), i;

		for (i = 0; i < n && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r'); i++)
			;
		if (i < n)
			buf_printf(b, "%s%.*s\n", prefix, (int)n, text);
		text += n;
		if (*text == '\n')
			text++;
	}
}

/* The program text of several sources: each after a #line directive naming
 * it, so that diagnostics keep each source's own name and line numbers. */
static char *
join_sources(const zocc_ze_module_desc *d, size_t *len)
{
	Buf b = {0};
	size_t i;

	for (i = 0; i < d->nsources; i++) {
		const zocc_ze_source *s = &d->sources[i];
		size_t n = s->len ? s->len : strlen(s->text);
		const char *p;

		buf_printf(&b, "#line 1 \"");
		if (s->name) {
			/* a string literal: escape what would end or bend it */
			for (p = s->name; *p; p++) {
				if (*p == '"' || *p == '\\')
					buf_append(&b, "\\", 1);
				if (*p == '\n')
					buf_append(&b, "\\n", 2);
				else
					buf_append(&b, p, 1);
			}
		} else {
			buf_printf(&b, "<source %zu>", i + 1);
		}
		buf_printf(&b, "\"\n");
		buf_append(&b, s->text, n);
		if (n == 0 || s->text[n - 1] != '\n')
			buf_append(&b, "\n", 1);
	}
	if (b.failed) {
		free(b.s);
		return NULL;
	}
	*len = b.len;
	return b.s;
}

static size_t
count_errors(const zocc_result *r)
{
	size_t i, n = 0;

	for (i = 0; i < zocc_result_ndiags(r); i++)
		if (zocc_result_diag(r, i)->severity >= ZOCC_ERROR_SEVERITY)
			n++;
	return n;
}

/* The driver's build log as a string (NULL if it has none). */
static char *
driver_log(ze_module_build_log_handle_t h)
{
	size_t size = 0;
	char *s;

	if (zeModuleBuildLogGetString(h, &size, NULL) != ZE_RESULT_SUCCESS || size == 0)
		return NULL;
	if (!(s = calloc(size + 1, 1)))
		return NULL;
	if (zeModuleBuildLogGetString(h, &size, s) != ZE_RESULT_SUCCESS) {
		free(s);
		return NULL;
	}
	return s;
}

void
zze_driver_log(zocc_ze_log *log, ze_module_build_log_handle_t h)
{
	char *d;

	if (!h)
		return;
	d = driver_log(h);
	zeModuleBuildLogDestroy(h);
	if (!d)
		return;
	append_lines(&log->text, "driver: ", d);
	if (log->driver) {
		/* several modules: their logs one after the other */
		char *both = malloc(strlen(log->driver) + strlen(d) + 1);

		if (both) {
			strcpy(both, log->driver);
			strcat(both, d);
		}
		free(log->driver);
		free(d);
		log->driver = both;
	} else {
		log->driver = d;
	}
}

const char *
zze_result_name(ze_result_t r, char *buf, size_t n)
{
	const char *s = zocc_ze_result_name(r);

	if (s)
		return s;
	snprintf(buf, n, "ze_result_t 0x%x", (unsigned)r);
	return buf;
}

/* Whether the module carries debug information (zocc's -g): an
 * OpExtInstImport of OpenCL.DebugInfo.100 among its first instructions. */
static bool
has_debug_info(const uint32_t *w, size_t n)
{
	static const char set[] = "OpenCL.DebugInfo.100";
	size_t i = 5;

	while (i < n && w[i] >> 16) {
		uint32_t len = w[i] >> 16, op = w[i] & 0xffff;

		if (op == 14) /* OpMemoryModel: the imports are before it */
			break;
		if (op == 11 && len >= 3 && i + len <= n && (len - 2) * 4 >= sizeof set &&
		    memcmp(&w[i + 2], set, sizeof set) == 0)
			return true;
		i += len;
	}
	return false;
}

/* Whether flags (blank-separated words) has the word flag. */
static bool
has_word(const char *flags, const char *flag)
{
	size_t n = strlen(flag);

	while (flags && *flags) {
		while (*flags == ' ' || *flags == '\t')
			flags++;
		if (strncmp(flags, flag, n) == 0 && (!flags[n] || flags[n] == ' ' || flags[n] == '\t'))
			return true;
		while (*flags && *flags != ' ' && *flags != '\t')
			flags++;
	}
	return false;
}

/* A NULL context or device.  Most often the caller found no driver or no
 * device to make one from (zeInit, zeDriverGet and zeDeviceGet give none
 * on a machine without a Level Zero GPU), and the log says so in those
 * words; otherwise the handle is simply missing. */
static void
no_handle(Buf *b, const char *fn, const char *what)
{
	ze_driver_handle_t drv[16];
	uint32_t nd = 0, ndev = 0, i;

	if (zeInit(0) != ZE_RESULT_SUCCESS || zeDriverGet(&nd, NULL) != ZE_RESULT_SUCCESS || nd == 0) {
		buf_printf(b, "zocc: %s: the %s is NULL: there is no Level Zero driver (zeInit and zeDriverGet find none)\n",
		           fn, what);
		return;
	}
	if (nd > 16)
		nd = 16;
	if (zeDriverGet(&nd, drv) == ZE_RESULT_SUCCESS) {
		for (i = 0; i < nd; i++) {
			uint32_t n = 0;

			if (zeDeviceGet(drv[i], &n, NULL) == ZE_RESULT_SUCCESS)
				ndev += n;
		}
	}
	if (ndev == 0)
		buf_printf(b, "zocc: %s: the %s is NULL: there is no Level Zero device (the driver%s report%s none)\n",
		           fn, what, nd > 1 ? "s" : "", nd > 1 ? "" : "s");
	else
		buf_printf(b, "zocc: %s: the %s is NULL\n", fn, what);
}

ze_result_t
zze_arguments(zocc_ze_log *log, const char *fn, ze_context_handle_t context, ze_device_handle_t device,
              const zocc_ze_module_desc *desc, const void *module)
{
	Buf *b = &log->text;
	size_t i;

	log->stage = ZOCC_ZE_ARGUMENTS;
	if (!context || !device) {
		no_handle(b, fn, context ? "device" : "context");
		return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
	}
	if (!desc || !module) {
		buf_printf(b, "zocc: %s: %s is NULL\n", fn, desc ? "module" : "desc");
		return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
	}
	if (desc->native && !desc->native_size) {
		buf_printf(b, "zocc: %s: native_size is 0\n", fn);
		return ZE_RESULT_ERROR_INVALID_SIZE;
	}
	if (desc->nparts ? !desc->parts || desc->source || desc->nsources :
	    desc->nsources ? !desc->sources : !desc->source && !desc->native) {
		buf_printf(b, "zocc: %s: the descriptor has %s\n", fn,
		           desc->nparts && (desc->source || desc->nsources) ? "both parts and source" : "no source");
		return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
	}
	for (i = 0; i < desc->nsources; i++) {
		if (!desc->sources[i].text) {
			buf_printf(b, "zocc: %s: sources[%zu].text is NULL\n", fn, i);
			return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
		}
	}
	for (i = 0; i < desc->nparts; i++) {
		const zocc_ze_part *p = &desc->parts[i];

		if (p->source ? p->spirv != NULL : !p->spirv || p->spirv_words < 5) {
			buf_printf(b, "zocc: %s: parts[%zu] has %s\n", fn, i,
			           p->source ? "both source and spirv" : "neither source nor a SPIR-V module");
			return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
		}
	}
	return ZE_RESULT_SUCCESS;
}

ze_result_t
zze_device(zocc_ze_log *log, ze_device_handle_t device, zocc_ze_device *dev)
{
	Buf *b = &log->text;
	char name[64];
	ze_result_t r;

	log->stage = ZOCC_ZE_DEVICE;
	if ((r = zocc_ze_device_describe(device, dev)) != ZE_RESULT_SUCCESS) {
		buf_printf(b, "zocc: the driver could not describe the device: %s\n",
		           zze_result_name(r, name, sizeof name));
		return r;
	}
	zze_describe_line(b, dev);
	if (dev->target.spirv_version == 0) {
		/* ze_device_module_properties_t: "Returns zero if SPIR-V is not supported" */
		buf_printf(b, "zocc: the device takes no SPIR-V modules\n");
		return ZE_RESULT_ERROR_UNSUPPORTED_FEATURE;
	}
	return ZE_RESULT_SUCCESS;
}

ze_result_t
zze_compile(zocc_ze_log *log, const zocc_input *in, zocc_result **out, const char *what)
{
	Buf *b = &log->text;
	zocc_status st;

	log->stage = ZOCC_ZE_COMPILE;
	st = zocc_compile(in, out);
	if (!*out)
		return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
	buf_append(b, zocc_result_log(*out), strlen(zocc_result_log(*out)));
	switch (st) {
	case ZOCC_OK:
		break;
	case ZOCC_ERROR: {
		size_t n = count_errors(*out);

		buf_printf(b, "zocc: %zu error%s in %s; it was not handed to the driver\n", n,
		           n == 1 ? "" : "s", what);
		return ZE_RESULT_ERROR_MODULE_BUILD_FAILURE;
	}
	case ZOCC_BAD_INPUT:
		buf_printf(b, "zocc: the options were not accepted; nothing was compiled\n");
		return ZE_RESULT_ERROR_INVALID_ARGUMENT;
	default:
		buf_printf(b, "zocc: internal compiler error (a bug in zocc); nothing was handed to the driver\n");
		return ZE_RESULT_ERROR_UNKNOWN;
	}
	if (!zocc_result_spirv(*out, NULL) && zocc_result_text(*out, NULL)) {
		buf_printf(b, "zocc: -E preprocesses only: there is no module to create\n");
		return ZE_RESULT_ERROR_INVALID_ARGUMENT;
	}
	if (!zocc_result_spirv(*out, NULL)) {
		buf_printf(b, "zocc: internal compiler error: no module was produced\n");
		return ZE_RESULT_ERROR_UNKNOWN;
	}
	return ZE_RESULT_SUCCESS;
}

ze_result_t
zze_module(zocc_ze_log *log, ze_context_handle_t context, ze_device_handle_t device,
           const zocc_ze_module_desc *desc, const uint32_t *words, size_t nwords,
           ze_module_handle_t *module)
{
	Buf *b = &log->text;
	char name[64];
	ze_module_desc_t md = {
		.stype = ZE_STRUCTURE_TYPE_MODULE_DESC,
		.format = ZE_MODULE_FORMAT_IL_SPIRV,
		.inputSize = nwords * sizeof *words,
		.pInputModule = (const uint8_t *)words,
		.pBuildFlags = desc->build_flags,
		.pConstants = desc->constants,
	};
	ze_module_build_log_handle_t blog = NULL;
	ze_result_t r;
	char *flags = NULL;

	log->stage = ZOCC_ZE_MODULE;
	/* a module with debug information asks the driver to keep it: IGC
	 * makes DWARF of it only with -g among the build flags */
	if (has_debug_info(words, nwords) && !has_word(desc->build_flags, "-g")) {
		const char *f = desc->build_flags ? desc->build_flags : "";

		if (!(flags = malloc(strlen(f) + 4)))
			return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
		sprintf(flags, "%s%s-g", f, *f ? " " : "");
		md.pBuildFlags = flags;
		buf_printf(b, "zocc: the module has debug information (-g): the driver builds it with -g\n");
	}
	r = zeModuleCreate(context, device, &md, module, &blog);
	free(flags);
	zze_driver_log(log, blog);
	if (r != ZE_RESULT_SUCCESS) {
		*module = NULL;
		buf_printf(b, "zocc: zeModuleCreate failed: %s\n", zze_result_name(r, name, sizeof name));
	}
	return r;
}

char *
zze_options(const char *a, const char *b)
{
	size_t na = a ? strlen(a) : 0, nb = b ? strlen(b) : 0;
	char *s = malloc(na + nb + 2);

	if (!s)
		return NULL;
	memcpy(s, a ? a : "", na);
	s[na] = ' ';
	memcpy(s + na + 1, b ? b : "", nb);
	s[na + 1 + nb] = 0;
	return s;
}

/* One program (a source, or several texts compiled as one): every
 * function and variable it uses must be defined in it, since nothing links
 * its module afterwards (-Werror=undefined-import first, so that the
 * caller's options may still say otherwise). */
static ze_result_t
create(zocc_ze_log *log, ze_context_handle_t context, ze_device_handle_t device,
       const zocc_ze_module_desc *desc, ze_module_handle_t *module)
{
	Buf *b = &log->text;
	zocc_ze_device dev;
	zocc_input in = {0};
	char *joined = NULL, *options;
	const uint32_t *words;
	size_t nwords;
	ze_result_t r;

	if ((r = zze_arguments(log, "zocc_ze_module_create", context, device, desc, module)) != ZE_RESULT_SUCCESS)
		return r;
	if ((r = zze_device(log, device, &dev)) != ZE_RESULT_SUCCESS)
		return r;
	if (desc->native && zze_native(log, context, device, &dev, desc, module, &r))
		return r;
	if (!desc->source && !desc->nsources && !desc->nparts) {
		log->stage = ZOCC_ZE_MODULE;
		buf_printf(b, "zocc: the native binary has nothing for this device, and there is no source to "
		           "compile\n");
		return ZE_RESULT_ERROR_INVALID_NATIVE_BINARY;
	}
	if (desc->nparts)
		return zze_linked(log, context, device, &dev, desc, module);
	if (!(options = zze_options("-Werror=undefined-import", desc->options)))
		return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
	if (desc->nsources) {
		if (!(joined = join_sources(desc, &in.source_len))) {
			free(options);
			return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
		}
		in.source = joined;
		in.source_name = desc->sources[0].name;
	} else {
		in.source = desc->source;
		in.source_name = desc->source_name;
	}
	in.options = options;
	in.headers = desc->headers;
	in.nheaders = desc->nheaders;
	in.target = &dev.target;
	r = zze_compile(log, &in, &log->result, "the program");
	free(joined);
	free(options);
	if (r != ZE_RESULT_SUCCESS)
		return r;
	words = zocc_result_spirv(log->result, &nwords);
	buf_printf(b, "zocc: compiled a SPIR-V module of %zu bytes; zeModuleCreate builds it\n",
	           nwords * sizeof *words);
	if ((r = zze_module(log, context, device, desc, words, nwords, module)) != ZE_RESULT_SUCCESS)
		return r;
	log->stage = ZOCC_ZE_DONE;
	buf_printf(b, "zocc: module created\n");
	return ZE_RESULT_SUCCESS;
}

ze_result_t
zocc_ze_module_create(ze_context_handle_t context, ze_device_handle_t device,
                      const zocc_ze_module_desc *desc, ze_module_handle_t *module,
                      zocc_ze_log **logp)
{
	zocc_ze_log *log;
	ze_result_t r;

	if (module)
		*module = NULL;
	if (logp)
		*logp = NULL;
	if (!(log = calloc(1, sizeof *log)))
		return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
	r = create(log, context, device, desc, module);
	if (log->text.failed && r == ZE_RESULT_SUCCESS) {
		/* the module exists but its log could not be kept: say so rather
		 * than hand back a truncated account */
		zeModuleDestroy(*module);
		*module = NULL;
		r = ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
	}
	if (logp)
		*logp = log;
	else
		zocc_ze_log_free(log);
	return r;
}

const char *
zocc_ze_log_text(const zocc_ze_log *log)
{
	if (!log || log->text.failed)
		return log ? "zocc: out of memory while writing this log\n" : "";
	return log->text.s ? log->text.s : "";
}

zocc_ze_stage
zocc_ze_log_stage(const zocc_ze_log *log)
{
	return log ? log->stage : ZOCC_ZE_ARGUMENTS;
}

const zocc_result *
zocc_ze_log_result(const zocc_ze_log *log)
{
	return log ? log->result : NULL;
}

const char *
zocc_ze_log_driver(const zocc_ze_log *log)
{
	return log && log->driver ? log->driver : "";
}

void
zocc_ze_log_free(zocc_ze_log *log)
{
	if (!log)
		return;
	zocc_result_free(log->result);
	free(log->driver);
	free(log->text.s);
	free(log);
}
