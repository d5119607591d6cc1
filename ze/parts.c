/* parts.c — a program of separately compiled parts (zocc_ze_module_desc
 * .parts): each part compiled alone for the device (what it uses and does
 * not define becomes an import, for the other parts to resolve), or taken
 * as the SPIR-V module it is; then zocc_link joins them, which checks that
 * every import is resolved by an export of the right type.  From there,
 * either the linked module goes to zeModuleCreate (zocc_ze_module_create),
 * or each part becomes a module of its own and the driver links them
 * (zocc_ze_modules_create: zeModuleCreate per part, zeModuleDynamicLink),
 * zocc's link having found the program complete first: the driver only
 * ever sees parts that link. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "zze.h"

typedef struct Parts {
	zocc_module *mods;  /* each part's module (words owned where compiled here) */
	uint32_t **owned;   /* the copies to free, NULL where the caller's */
	char **names;       /* each part's name in diagnostics */
	size_t n;
} Parts;

static void
parts_free(Parts *p)
{
	size_t i;

	for (i = 0; p->owned && i < p->n; i++)
		free(p->owned[i]);
	for (i = 0; p->names && i < p->n; i++)
		free(p->names[i]);
	free(p->owned);
	free(p->names);
	free(p->mods);
}

/* Each part's module: compiled here, or the caller's. */
static ze_result_t
compile_parts(zocc_ze_log *log, const zocc_ze_device *dev, const zocc_ze_module_desc *desc, Parts *p)
{
	Buf *b = &log->text;
	size_t i;

	p->n = desc->nparts;
	p->mods = calloc(p->n, sizeof *p->mods);
	p->owned = calloc(p->n, sizeof *p->owned);
	p->names = calloc(p->n, sizeof *p->names);
	if (!p->mods || !p->owned || !p->names)
		return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
	log->stage = ZOCC_ZE_COMPILE;
	for (i = 0; i < p->n; i++) {
		const zocc_ze_part *part = &desc->parts[i];
		zocc_module *m = &p->mods[i];
		char name[64], *what, *options;

		snprintf(name, sizeof name, "<part %zu>", i + 1);
		if (!(p->names[i] = malloc(strlen(part->name ? part->name : name) + 1)))
			return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
		strcpy(p->names[i], part->name ? part->name : name);
		m->name = p->names[i];
		if (part->source) {
			zocc_input in = {0};
			zocc_result *r = NULL;
			const uint32_t *w;
			ze_result_t res;

			if (!(options = zze_options(desc->options, part->options)) ||
			    !(what = malloc(strlen(part->name ? part->name : name) + 16))) {
				free(options);
				return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
			}
			sprintf(what, "part '%s'", part->name ? part->name : name);
			in.source = part->source;
			in.source_len = part->source_len;
			in.source_name = part->name ? part->name : name;
			in.options = options;
			in.headers = desc->headers;
			in.nheaders = desc->nheaders;
			in.target = &dev->target;
			res = zze_compile(log, &in, &r, what);
			free(options);
			free(what);
			if (res != ZE_RESULT_SUCCESS) {
				/* the log keeps the part that failed */
				zocc_result_free(log->result);
				log->result = r;
				return res;
			}
			w = zocc_result_spirv(r, &m->nwords);
			if (!(p->owned[i] = malloc(m->nwords * 4))) {
				zocc_result_free(r);
				return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
			}
			memcpy(p->owned[i], w, m->nwords * 4);
			m->words = p->owned[i];
			zocc_result_free(r);
			buf_printf(b, "zocc: compiled part '%s': a SPIR-V module of %zu bytes\n",
			           part->name ? part->name : name, m->nwords * 4);
		} else {
			m->words = part->spirv;
			m->nwords = part->spirv_words;
			buf_printf(b, "zocc: part '%s': a SPIR-V module of %zu bytes\n",
			           part->name ? part->name : name, m->nwords * 4);
		}
	}
	return ZE_RESULT_SUCCESS;
}

/* zocc_link over the parts, for the device: the result in log->result. */
static ze_result_t
link_parts(zocc_ze_log *log, const zocc_ze_device *dev, const Parts *p)
{
	Buf *b = &log->text;
	zocc_link_input in = {0};
	zocc_status st;
	size_t i, n = 0;

	log->stage = ZOCC_ZE_LINK;
	in.modules = p->mods;
	in.nmodules = p->n;
	in.target = &dev->target;
	zocc_result_free(log->result);
	log->result = NULL;
	st = zocc_link(&in, &log->result);
	if (!log->result)
		return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
	buf_append(b, zocc_result_log(log->result), strlen(zocc_result_log(log->result)));
	for (i = 0; i < zocc_result_ndiags(log->result); i++)
		n += zocc_result_diag(log->result, i)->severity >= ZOCC_ERROR_SEVERITY;
	switch (st) {
	case ZOCC_OK:
		return ZE_RESULT_SUCCESS;
	case ZOCC_ERROR:
		buf_printf(b, "zocc: the parts do not link (%zu error%s); nothing was handed to the driver\n", n,
		           n == 1 ? "" : "s");
		return ZE_RESULT_ERROR_MODULE_LINK_FAILURE;
	case ZOCC_BAD_INPUT:
		buf_printf(b, "zocc: the parts could not be given to the linker\n");
		return ZE_RESULT_ERROR_INVALID_ARGUMENT;
	default:
		buf_printf(b, "zocc: internal error linking the parts (a bug in zocc); nothing was handed to the driver\n");
		return ZE_RESULT_ERROR_UNKNOWN;
	}
}

ze_result_t
zze_linked(zocc_ze_log *log, ze_context_handle_t context, ze_device_handle_t device,
           const zocc_ze_device *dev, const zocc_ze_module_desc *desc, ze_module_handle_t *module)
{
	Buf *b = &log->text;
	Parts p = {0};
	const uint32_t *words;
	size_t nwords;
	ze_result_t r;

	if ((r = compile_parts(log, dev, desc, &p)) != ZE_RESULT_SUCCESS ||
	    (r = link_parts(log, dev, &p)) != ZE_RESULT_SUCCESS) {
		parts_free(&p);
		return r;
	}
	parts_free(&p);
	words = zocc_result_spirv(log->result, &nwords);
	buf_printf(b, "zocc: linked %zu parts into a SPIR-V module of %zu bytes; zeModuleCreate builds it\n",
	           desc->nparts, nwords * 4);
	if ((r = zze_module(log, context, device, desc, words, nwords, module)) != ZE_RESULT_SUCCESS)
		return r;
	log->stage = ZOCC_ZE_DONE;
	buf_printf(b, "zocc: module created\n");
	return ZE_RESULT_SUCCESS;
}

static ze_result_t
create_linked(zocc_ze_log *log, ze_context_handle_t context, ze_device_handle_t device,
              const zocc_ze_module_desc *desc, ze_module_handle_t *modules)
{
	Buf *b = &log->text;
	zocc_ze_device dev;
	Parts p = {0};
	ze_module_build_log_handle_t llog = NULL;
	char name[64];
	size_t i;
	ze_result_t r;

	if ((r = zze_arguments(log, "zocc_ze_modules_create", context, device, desc, modules)) != ZE_RESULT_SUCCESS)
		return r;
	if (!desc->nparts) {
		buf_printf(b, "zocc: zocc_ze_modules_create: the descriptor has no parts\n");
		return ZE_RESULT_ERROR_INVALID_ARGUMENT;
	}
	for (i = 0; i < desc->nparts; i++)
		modules[i] = NULL;
	if ((r = zze_device(log, device, &dev)) != ZE_RESULT_SUCCESS)
		return r;
	if ((r = compile_parts(log, &dev, desc, &p)) != ZE_RESULT_SUCCESS ||
	    (r = link_parts(log, &dev, &p)) != ZE_RESULT_SUCCESS)
		goto fail;
	buf_printf(b, "zocc: the %zu parts link; zeModuleCreate builds a module of each, zeModuleDynamicLink links them\n",
	           p.n);
	for (i = 0; i < p.n; i++)
		if ((r = zze_module(log, context, device, desc, p.mods[i].words, p.mods[i].nwords, &modules[i])) !=
		    ZE_RESULT_SUCCESS)
			goto fail;
	log->stage = ZOCC_ZE_LINK;
	r = zeModuleDynamicLink((uint32_t)p.n, modules, &llog);
	zze_driver_log(log, llog);
	if (r != ZE_RESULT_SUCCESS) {
		buf_printf(b, "zocc: zeModuleDynamicLink failed: %s\n", zze_result_name(r, name, sizeof name));
		goto fail;
	}
	parts_free(&p);
	log->stage = ZOCC_ZE_DONE;
	buf_printf(b, "zocc: %zu modules created and linked\n", desc->nparts);
	return ZE_RESULT_SUCCESS;
fail:
	parts_free(&p);
	for (i = 0; i < desc->nparts; i++) {
		if (modules[i])
			zeModuleDestroy(modules[i]);
		modules[i] = NULL;
	}
	return r;
}

ze_result_t
zocc_ze_modules_create(ze_context_handle_t context, ze_device_handle_t device,
                       const zocc_ze_module_desc *desc, ze_module_handle_t *modules, zocc_ze_log **logp)
{
	zocc_ze_log *log;
	ze_result_t r;
	size_t i;

	if (logp)
		*logp = NULL;
	if (!(log = calloc(1, sizeof *log)))
		return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
	r = create_linked(log, context, device, desc, modules);
	if (log->text.failed && r == ZE_RESULT_SUCCESS) {
		/* the modules exist but the log could not be kept */
		for (i = 0; i < desc->nparts; i++) {
			zeModuleDestroy(modules[i]);
			modules[i] = NULL;
		}
		r = ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
	}
	if (logp)
		*logp = log;
	else
		zocc_ze_log_free(log);
	return r;
}
