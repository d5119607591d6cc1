/* build.c — a SPIR-V module to a device binary, or to a fat binary.
 *
 * For each device, the command line ocloc itself runs for it:
 *
 *     ocloc compile -q -spirv_input -file module.spv -device 12.55.8
 *           [-exclude_ir] [-options OPTIONS] [-internal_options INTERNAL]
 *           [--format zebin|patchtokens] -output module -output_no_suffix
 *
 * One device: its binary is the result (IGC in this process, or in the
 * helper under a sanitizer).  Several: a helper process per device, all at
 * once, so that the build costs about the slowest device's IGC instead of
 * the sum; then the fat binary ocloc writes for `-device A,B,C`: each
 * device's binary without its copy of the SPIR-V (-exclude_ir), named by
 * its IP version, and the SPIR-V once, as generic_ir. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "native.h"

/* One device's command line. */
typedef struct Args {
	const char *v[24];
	unsigned n;
	char ip[32];
} Args;

static void
args_for(Args *a, const NatBuild *b, const NatDevice *d, bool fat)
{
	a->n = 0;
	nat_ip_str(d->ip, a->ip, sizeof a->ip);
	a->v[a->n++] = "ocloc";
	a->v[a->n++] = "compile";
	a->v[a->n++] = "-q";
	a->v[a->n++] = "-spirv_input";
	a->v[a->n++] = "-file";
	a->v[a->n++] = "module.spv";
	a->v[a->n++] = "-device";
	a->v[a->n++] = a->ip;
	if (fat)
		a->v[a->n++] = "-exclude_ir";
	if (b->options && *b->options) {
		a->v[a->n++] = "-options";
		a->v[a->n++] = b->options;
	}
	if (b->internal && *b->internal) {
		a->v[a->n++] = "-internal_options";
		a->v[a->n++] = b->internal;
	}
	if (b->format) {
		a->v[a->n++] = "--format";
		a->v[a->n++] = b->format;
	}
	a->v[a->n++] = "-output";
	a->v[a->n++] = "module";
	a->v[a->n++] = "-output_no_suffix";
}

/* IGC's log for one device, each line kept. */
static void
log_device(NatBuf *log, const NatDevice *d, const NatResult *r, bool several)
{
	const NatFile *f = nat_result_file(r, "stdout.log");
	char ip[32];

	nat_ip_str(d->ip, ip, sizeof ip);
	if (several || r->error || r->rc)
		nat_buf_printf(log, "IGC for %s (%s): %s\n", d->name, ip,
		               r->error ? r->error : r->rc ? "build failed" : "built");
	if (f && f->len) {
		nat_buf_put(log, f->data, f->len);
		if (f->data[f->len - 1] != '\n')
			nat_buf_put(log, "\n", 1);
	}
}

int
nat_build(NatOcloc *o, const NatBuild *b, uint8_t **bin, size_t *len, char **log)
{
	size_t n = b->ndevices, i;
	bool fat = n > 1 || b->fat;
	Args *args = calloc(n, sizeof *args);
	NatCall *calls = calloc(n, sizeof *calls);
	NatResult *res = calloc(n, sizeof *res);
	NatFile spv = {"module.spv", (uint8_t *)b->words, b->nwords * 4};
	NatBuf out = {0}, lb = {0};
	int status = 0;

	*bin = NULL;
	*len = 0;
	*log = NULL;
	if (!args || !calls || !res) {
		free(args);
		free(calls);
		free(res);
		return 2;
	}
	for (i = 0; i < n; i++) {
		args_for(&args[i], b, b->devices[i], fat);
		calls[i].argv = args[i].v;
		calls[i].argc = args[i].n;
		calls[i].sources = &spv;
		calls[i].nsources = 1;
	}
	if (n > 1)
		nat_call_all(o, calls, res, n);
	else
		nat_call(o, b->mode, &calls[0], &res[0]);
	for (i = 0; i < n; i++) {
		log_device(&lb, b->devices[i], &res[i], fat);
		if (res[i].error)
			status = 2;
		else if ((res[i].rc || !nat_result_file(&res[i], "module")) && status == 0)
			status = 1;
	}
	if (status == 0 && !fat) {
		const NatFile *f = nat_result_file(&res[0], "module");

		nat_buf_put(&out, f->data, f->len);
	} else if (status == 0) {
		unsigned pad = 0;
		NatBuf ir = {0};

		nat_ar_start(&out);
		for (i = 0; i < n; i++) {
			const NatFile *f = nat_result_file(&res[i], "module");
			char name[40];

			snprintf(name, sizeof name, "%d.%s", (int)(sizeof(void *) * 8), args[i].ip);
			nat_ar_add(&out, name, f->data, f->len, &pad);
		}
		nat_elf_spirv(&ir, (const uint8_t *)b->words, b->nwords * 4);
		nat_ar_add(&out, "generic_ir", ir.p, ir.len, &pad);
		if (ir.failed)
			out.failed = true;
		free(ir.p);
	}
	for (i = 0; i < n; i++)
		nat_result_free(&res[i]);
	free(res);
	free(calls);
	free(args);
	if (out.failed || lb.failed) {
		free(out.p);
		free(lb.p);
		*log = NULL;
		return 2;
	}
	*log = (char *)lb.p;
	if (status != 0) {
		free(out.p);
		return status;
	}
	*bin = out.p;
	*len = out.len;
	return 0;
}

bool
nat_igc_option(const char *a, size_t n)
{
	if (n > 4 && strncmp(a, "-cl-", 4) == 0)
		return !(n >= 8 && (strncmp(a, "-cl-std=", 8) == 0 || strncmp(a, "-cl-ext=", 8) == 0));
	return n == 2 && strncmp(a, "-g", 2) == 0;
}

void
nat_igc_options(const char *options, NatBuf *out)
{
	while (options && *options) {
		size_t n;

		options += strspn(options, " \t\n");
		n = strcspn(options, " \t\n");
		if (n && nat_igc_option(options, n)) {
			if (out->len)
				nat_buf_put(out, " ", 1);
			nat_buf_put(out, options, n);
		}
		options += n;
	}
}
