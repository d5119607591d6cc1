/* native.c — the zocc command's device binaries: --native, --kernel-info,
 * -Xigc and --native-format (native/native.h does the work).
 *
 *     zocc -c --native -device tgllp k.cl -o k.bin
 *     zocc -c --native -device tgllp,dg2-g10,pvc k.cl -o k.bin   (a fat binary)
 *     zocc --kernel-info k.bin [-device tgllp]
 *
 * The front end runs once, for the device (or for what all the devices
 * have in common); IGC then builds the module for each device, through
 * Intel's libocloc in the zocc-igc helper (this command is linked
 * statically and loads no libraries), one helper per device at once.
 * IGC's build options are the OpenCL ones among zocc's (-cl-opt-disable,
 * -cl-fast-relaxed-math, -g, ...), as ocloc passes them; -Xigc OPTION
 * adds IGC's own (ocloc's -internal_options).  Nothing is written when
 * IGC refuses the module.  The options themselves are rows of zocc.c's
 * option table. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "native.h"
#include "zdriver.h"

/* Blank-separated words. */
static char *
join(const char *const *w, int n)
{
	size_t len = 1;
	char *s;
	int i;

	for (i = 0; i < n; i++)
		len += strlen(w[i]) + 1;
	if (!(s = malloc(len)))
		exit(3);
	s[0] = 0;
	for (i = 0; i < n; i++) {
		if (i)
			strcat(s, " ");
		strcat(s, w[i]);
	}
	return s;
}

int
native_prepare(NativeOpts *n, const char **pass, int *npass, const char *device, zocc_input *in)
{
	char err[512];
	const char **opts;
	int i, j, nopts = 0, g = 0;

	if (!device) {
		fprintf(stderr, "zocc: error: --native needs -device NAME (a device, a family such as gen12lp, "
		        "or several separated by commas)\n");
		return 2;
	}
	n->ndevices = nat_devices(device, n->devices, sizeof n->devices / sizeof n->devices[0], err, sizeof err);
	if (!n->ndevices) {
		fprintf(stderr, "zocc: error: -device: %s\n", err);
		return 2;
	}
	if (!nat_common_target(n->devices, n->ndevices, &n->common)) {
		fprintf(stderr, "zocc: error: -device %s: zocc has no profile for one of its devices\n", device);
		return 2;
	}
	/* the front end's target: the common profile instead of -device LIST */
	opts = calloc((size_t)*npass + 2, sizeof *opts);
	if (!opts)
		return 3;
	for (i = j = 0; i < *npass; i++) {
		if (strcmp(pass[i], "-device") == 0) {
			i++;
			continue;
		}
		if (strncmp(pass[i], "-device=", 8) == 0)
			continue;
		if (nat_igc_option(pass[i], strlen(pass[i])) && strcmp(pass[i], "-g") != 0)
			opts[nopts++] = pass[i];
		else if (strcmp(pass[i], "-g0") == 0)
			g = 0;
		else if (strncmp(pass[i], "-g", 2) == 0 && strncmp(pass[i], "-gno-", 5) != 0)
			g = 1;
		pass[j++] = pass[i];
	}
	if (n->common.options[0])
		pass[j++] = n->common.options;
	*npass = j;
	if (g)
		opts[nopts++] = "-g";
	n->options = join(opts, nopts);
	n->internal = join(n->igc, n->nigc);
	free(opts);
	in->target = &n->common.target;
	return 0;
}

int
native_write(NativeOpts *n, const uint32_t *words, size_t nwords, const char *out)
{
	NatBuild b = {0};
	uint8_t *bin = NULL;
	size_t len = 0;
	char *log = NULL;
	int st, ret = 0;

	b.words = words;
	b.nwords = nwords;
	b.devices = n->devices;
	b.ndevices = n->ndevices;
	b.options = n->options;
	b.internal = n->internal;
	b.format = n->format;
	b.mode = NAT_AUTO;
	b.fat = n->fat;
	st = nat_build(NULL, &b, &bin, &len, &log);
	if (log && *log && (st != 0 || n->verbose_igc))
		fputs(log, stderr);
	if (st == 2) {
		fprintf(stderr, "zocc: error: the GPU compiler could not be run%s\n",
		        log && *log ? " (see above)" : "");
		ret = 1;
	} else if (st == 1) {
		fprintf(stderr, "zocc: error: the GPU compiler (IGC) did not build the module; no file was written\n");
		ret = 1;
	} else if (write_output(out, bin, len) != 0) {
		fprintf(stderr, "zocc: error: cannot write '%s': %s\n", out, strerror(errno));
		ret = 1;
	} else if (n->kernel_info) {
		char err[512], *rep;
		const char *label = n->ndevices == 1 && !n->fat ? n->devices[0]->name : NULL;

		if (!(rep = nat_report(bin, len, label, err, sizeof err))) {
			fprintf(stderr, "zocc: error: %s: %s\n", out, err);
			ret = 1;
		} else {
			fputs(rep, stdout);
			free(rep);
		}
	}
	free(bin);
	free(log);
	return ret;
}

bool
native_is_binary(const char *data, size_t len)
{
	return nat_format((const uint8_t *)data, len) != NAT_UNKNOWN;
}

int
native_report_file(const char *path, const char *data, size_t len, const char *device)
{
	char err[512], *rep;

	if (!(rep = nat_report((const uint8_t *)data, len, device, err, sizeof err))) {
		fprintf(stderr, "zocc: error: %s: %s\n", path, err);
		return 1;
	}
	fputs(rep, stdout);
	free(rep);
	return 0;
}

void
native_free(NativeOpts *n)
{
	free(n->options);
	free(n->internal);
}

int
native_spirv(NativeOpts *n, const char *path, const char *data, size_t len, const char **pass, int npass,
             const char *device, const char *out)
{
	int ret;
	size_t i;
	zocc_input in = {0};

	if (len % 4) {
		fprintf(stderr, "zocc: error: '%s' is not a SPIR-V binary: its size is not a multiple of 4\n", path);
		return 1;
	}
	if ((ret = native_prepare(n, pass, &npass, device, &in)) != 0)
		return ret;
	/* the module must suit every device: each profile's check */
	for (i = 0; i < n->ndevices; i++) {
		zocc_result *r;
		zocc_status st = zocc_verify((const uint32_t *)(const void *)data, len / 4, n->devices[i]->profile, &r);

		fputs(zocc_result_log(r), stderr);
		zocc_result_free(r);
		if (st != ZOCC_OK) {
			fprintf(stderr, "zocc: error: '%s' does not suit device %s; no file was written\n", path,
			        n->devices[i]->name);
			return st == ZOCC_ERROR ? 1 : 3;
		}
	}
	return native_write(n, (const uint32_t *)(const void *)data, len / 4, out);
}
