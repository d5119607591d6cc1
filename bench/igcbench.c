/* igcbench.c — source to GPU binary in one process, the way a Level Zero
 * program waits for it: zocc_compile, then Intel's GPU compiler (IGC,
 * which zeModuleCreate runs) through libocloc's oclocInvoke, so that no
 * process start-up hides either step.
 *
 *     igcbench [-n REPS] [-device D] [-o OUT.bin] [-options O] MODE FILE [zocc options...]
 *
 *   zocc FILE.cl     zocc_compile in-process, then IGC on its module
 *   spirv FILE.spv   IGC on a module (the reference compiler's)
 *   source FILE.cl   ocloc from source: Intel's front end and IGC, in-process
 *
 * -options O goes to IGC (and to Intel's front end in source mode), as a
 * program's build flags do.  IGC is loaded once before anything is timed
 * (a runtime loads it once per process).  Prints the medians over REPS,
 * CPU time of the whole process (IGC's threads included):
 *
 *     front MS igc MS wall MS bytes N
 *
 * front: zocc_compile (0 in the other modes); igc: oclocInvoke; wall: both;
 * bytes: the device binary, which -o writes for `ocloc disasm`.  A bench
 * tool (bench/run builds it), never installed.
 *
 * ocloc_api.h is C++ only, so its two entry points are declared here, as
 * tests/ze/ocloc_build.c declares them. */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <fcntl.h>
#include <unistd.h>

#include "zocc.h"

int oclocInvoke(unsigned int numArgs, const char *argv[], const uint32_t numSources,
                const uint8_t **dataSources, const uint64_t *lenSources, const char **nameSources,
                const uint32_t numInputHeaders, const uint8_t **dataInputHeaders,
                const uint64_t *lenInputHeaders, const char **nameInputHeaders, uint32_t *numOutputs,
                uint8_t ***dataOutputs, uint64_t **lenOutputs, char ***nameOutputs);
int oclocFreeOutput(uint32_t *numOutputs, uint8_t ***dataOutputs, uint64_t **lenOutputs,
                    char ***nameOutputs);

static double
now(clockid_t clk)
{
	struct timespec t;

	clock_gettime(clk, &t);
	return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static char *
slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	if (!f) {
		perror(path);
		exit(2);
	}
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	buf = malloc((size_t)n + 1);
	if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
		fprintf(stderr, "igcbench: cannot read %s\n", path);
		exit(2);
	}
	buf[n] = 0;
	fclose(f);
	*len = (size_t)n;
	return buf;
}

/* One oclocInvoke; keeps the device binary in *bin (malloc'ed).  Returns
 * false, with ocloc's log on stderr, if IGC failed. */
static bool
ocloc(const char *device, const char *options, bool spirv, const void *data, size_t len,
      const char *name, uint8_t **bin, size_t *binlen)
{
	const char *args[12] = {"ocloc", "compile", "-q"};
	unsigned nargs = 3, i;
	const uint8_t *src[1] = {data};
	uint64_t srclen[1] = {len};
	const char *names[1] = {name};
	uint32_t nout = 0;
	uint8_t **out = NULL;
	uint64_t *outlen = NULL;
	char **outname = NULL;
	int rc, fd, null;
	bool ok = false;

	if (spirv)
		args[nargs++] = "-spirv_input";
	args[nargs++] = "-file";
	args[nargs++] = name;
	args[nargs++] = "-device";
	args[nargs++] = device;
	if (options && *options) {
		args[nargs++] = "-options";
		args[nargs++] = options;
	}
	/* libocloc prints to standard output too: keep ours for the result */
	fflush(stdout);
	fd = dup(1);
	null = open("/dev/null", O_WRONLY);
	if (fd >= 0 && null >= 0)
		dup2(null, 1);
	rc = oclocInvoke(nargs, args, 1, src, srclen, names, 0, NULL, NULL, NULL, &nout, &out, &outlen,
	                 &outname);
	if (fd >= 0) {
		dup2(fd, 1);
		close(fd);
	}
	if (null >= 0)
		close(null);
	*bin = NULL;
	*binlen = 0;
	for (i = 0; i < nout; i++) {
		size_t n = strlen(outname[i]);

		if (rc == 0 && n > 4 && strcmp(outname[i] + n - 4, ".bin") == 0) {
			*bin = malloc(outlen[i]);
			memcpy(*bin, out[i], outlen[i]);
			*binlen = outlen[i];
			ok = true;
		} else if (rc != 0 && strcmp(outname[i], "stdout.log") == 0) {
			fwrite(out[i], 1, outlen[i], stderr);
		}
	}
	oclocFreeOutput(&nout, &out, &outlen, &outname);
	return ok;
}

/* the smallest kernel, to load IGC (and in source mode the front end)
 * before anything is timed */
static void
warm_up(const char *device, bool source)
{
	static const char k[] = "kernel void w(global int *p) { p[0] = 1; }\n";
	zocc_input in = {.source = k};
	zocc_result *r;
	uint8_t *bin;
	size_t n, binlen;

	if (source) {
		ocloc(device, NULL, false, k, sizeof k, "warm.cl", &bin, &binlen);
	} else if (zocc_compile(&in, &r) == ZOCC_OK) {
		const uint32_t *w = zocc_result_spirv(r, &n);

		ocloc(device, NULL, true, w, n * 4, "warm.spv", &bin, &binlen);
		zocc_result_free(r);
	}
	free(bin);
}

int
main(int argc, char **argv)
{
	const char *device = "tgllp", *outpath = NULL, *options = NULL, *mode, *file;
	int reps = 1, i, a = 1;
	double *front, *igc, *wall;
	char *text;
	size_t len, binlen = 0;
	uint8_t *bin = NULL;

	while (a + 1 < argc && argv[a][0] == '-') {
		if (strcmp(argv[a], "-n") == 0)
			reps = atoi(argv[a + 1]);
		else if (strcmp(argv[a], "-device") == 0)
			device = argv[a + 1];
		else if (strcmp(argv[a], "-o") == 0)
			outpath = argv[a + 1];
		else if (strcmp(argv[a], "-options") == 0)
			options = argv[a + 1];
		else
			break;
		a += 2;
	}
	if (argc - a < 2) {
		fprintf(stderr, "usage: igcbench [-n REPS] [-device D] [-o OUT.bin] [-options O] zocc|spirv|source FILE [zocc options...]\n");
		return 2;
	}
	mode = argv[a];
	file = argv[a + 1];
	if (reps < 1)
		reps = 1;
	text = slurp(file, &len);
	front = calloc((size_t)reps, sizeof *front);
	igc = calloc((size_t)reps, sizeof *igc);
	wall = calloc((size_t)reps, sizeof *wall);
	warm_up(device, strcmp(mode, "source") == 0);
	for (i = 0; i < reps; i++) {
		double c0 = now(CLOCK_PROCESS_CPUTIME_ID), w0 = now(CLOCK_MONOTONIC), c1;
		bool ok;

		free(bin);
		if (strcmp(mode, "zocc") == 0) {
			zocc_input in = {0};
			zocc_result *r;
			const uint32_t *w;
			size_t n;

			in.source = text;
			in.source_len = len;
			in.source_name = file;
			in.argv = (const char *const *)argv + a + 2;
			in.argc = argc - a - 2;
			if (zocc_compile(&in, &r) != ZOCC_OK) {
				fputs(zocc_result_log(r), stderr);
				return 1;
			}
			w = zocc_result_spirv(r, &n);
			c1 = now(CLOCK_PROCESS_CPUTIME_ID);
			ok = ocloc(device, options, true, w, n * 4, "module.spv", &bin, &binlen);
			zocc_result_free(r);
		} else if (strcmp(mode, "spirv") == 0 || strcmp(mode, "source") == 0) {
			/* Intel's front end reads the source up to its NUL */
			c1 = c0;
			ok = ocloc(device, options, mode[1] == 'p', text, mode[1] == 'p' ? len : len + 1, file, &bin,
			           &binlen);
		} else {
			fprintf(stderr, "igcbench: unknown mode '%s'\n", mode);
			return 2;
		}
		if (!ok) {
			fprintf(stderr, "igcbench: IGC failed on %s for %s\n", file, device);
			return 1;
		}
		front[i] = c1 - c0;
		igc[i] = now(CLOCK_PROCESS_CPUTIME_ID) - c1;
		wall[i] = now(CLOCK_MONOTONIC) - w0;
	}
	if (outpath) {
		FILE *f = fopen(outpath, "wb");

		if (!f || fwrite(bin, 1, binlen, f) != binlen || fclose(f) != 0) {
			perror(outpath);
			return 2;
		}
	}
	qsort(front, (size_t)reps, sizeof *front, cmp);
	qsort(igc, (size_t)reps, sizeof *igc, cmp);
	qsort(wall, (size_t)reps, sizeof *wall, cmp);
	printf("front %.3f igc %.3f wall %.3f bytes %zu\n", front[reps / 2], igc[reps / 2], wall[reps / 2], binlen);
	free(bin);
	return 0;
}
