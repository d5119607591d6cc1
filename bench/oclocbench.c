/* oclocbench.c — a libocloc (Intel's, or zocc's drop-in) timed in-process,
 * the way a program that compiles at run time calls it (bench/native.py).
 *
 *     oclocbench spv LIBRARY FILE.cl REPS [DEVICE]
 *         `ocloc -q -spv_only -file FILE.cl [-device DEVICE]` REPS times
 *         after one untimed call (the library's own loading); prints
 *         "call MS cpu MS bytes N": the median wall time of a call, the
 *         process's CPU time per call, the module's size
 *     oclocbench threads LIBRARY FILE.spv DEVICE[,DEVICE...] THREADS CALLS
 *         `ocloc compile -spirv_input` of the module (IGC), thread i for
 *         the i-th device (round robin): THREADS*CALLS calls one after
 *         another, then the same number from THREADS threads at once; each
 *         binary compared with a call alone's for its device; prints
 *         "serial MS parallel MS calls N bad N" (bad: a call that failed
 *         or gave other bytes).  A crash ends the
 *         process: bench/native.py reports its signal.
 *
 * A bench tool, never installed. */
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef int (*InvokeFn)(unsigned, const char **, uint32_t, const uint8_t **, const uint64_t *, const char **,
                        uint32_t, const uint8_t **, const uint64_t *, const char **, uint32_t *, uint8_t ***,
                        uint64_t **, char ***);
typedef int (*FreeFn)(uint32_t *, uint8_t ***, uint64_t **, char ***);

static InvokeFn invoke;
static FreeFn free_output;
static uint8_t *input;
static uint64_t input_len;
static const char *input_name;
static const char *devices[8];   /* the devices, thread i builds for devices[i % ndevices] */
static int ndevices;
static uint8_t *refs[8];         /* a call alone's binary for each device */
static uint64_t ref_lens[8];
static int calls_per_thread, bad;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static double
now(clockid_t c)
{
	struct timespec t;

	clock_gettime(c, &t);
	return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* One call; the output whose name ends in ext copied to *out. */
static int
once(const char **argv, unsigned argc, const char *ext, uint8_t **out, uint64_t *len)
{
	const uint8_t *src[1] = {input};
	uint64_t srclen[1] = {input_len};
	const char *names[1] = {input_name};
	uint32_t n = 0, i;
	uint8_t **o = NULL;
	uint64_t *ol = NULL;
	char **on = NULL;
	int rc = invoke(argc, argv, 1, src, srclen, names, 0, NULL, NULL, NULL, &n, &o, &ol, &on);

	*out = NULL;
	*len = 0;
	for (i = 0; i < n; i++) {
		size_t nl = strlen(on[i]), el = strlen(ext);

		if (nl >= el && strcmp(on[i] + nl - el, ext) == 0 && !*out) {
			*out = malloc(ol[i] + 1);
			memcpy(*out, o[i], ol[i]);
			*len = ol[i];
		}
	}
	free_output(&n, &o, &ol, &on);
	return rc;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* IGC for device d; 1 if the binary is not the reference's (or none). */
static int
igc_call(int d, uint8_t **keep, uint64_t *keep_len)
{
	const char *argv[] = {"ocloc", "compile", "-q", "-spirv_input", "-file", input_name, "-device", devices[d],
	                      "-output", "k", "-output_no_suffix"};
	uint8_t *bin;
	uint64_t len;
	int rc = once(argv, 11, "k", &bin, &len), wrong;

	if (keep) {
		*keep = bin;
		*keep_len = len;
		return rc != 0 || !bin;
	}
	wrong = rc != 0 || !bin || len != ref_lens[d] || memcmp(bin, refs[d], len) != 0;
	free(bin);
	return wrong;
}

static void *
worker(void *arg)
{
	int i, b = 0, d = (int)(intptr_t)arg % ndevices;

	for (i = 0; i < calls_per_thread; i++)
		b += igc_call(d, NULL, NULL);
	pthread_mutex_lock(&lock);
	bad += b;
	pthread_mutex_unlock(&lock);
	return NULL;
}

static uint8_t *
slurp(const char *path, uint64_t *len, int nul)
{
	FILE *f = fopen(path, "rb");
	uint8_t *d;
	long n;

	if (!f || fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0)
		return NULL;
	if (!(d = malloc((size_t)n + 1)) || fread(d, 1, (size_t)n, f) != (size_t)n)
		return NULL;
	fclose(f);
	d[n] = 0;
	*len = (uint64_t)n + (nul ? 1 : 0);
	return d;
}

int
main(int argc, char **argv)
{
	void *lib;

	if (argc < 5) {
		fprintf(stderr, "usage: oclocbench spv LIBRARY FILE.cl REPS [DEVICE] | "
		        "threads LIBRARY FILE.spv DEVICE[,DEVICE...] THREADS CALLS\n");
		return 2;
	}
	if (!(lib = dlopen(argv[2], RTLD_NOW))) {
		fprintf(stderr, "oclocbench: %s\n", dlerror());
		return 2;
	}
	*(void **)&invoke = dlsym(lib, "oclocInvoke");
	*(void **)&free_output = dlsym(lib, "oclocFreeOutput");
	input_name = strrchr(argv[3], '/') ? strrchr(argv[3], '/') + 1 : argv[3];
	if (strcmp(argv[1], "spv") == 0) {
		int reps = atoi(argv[4]), i, n = 0;
		const char *args[8] = {"ocloc", "-q", "-spv_only", "-file", input_name};
		double *t = calloc((size_t)reps + 1, sizeof *t), c0;
		uint8_t *spv;
		uint64_t len;

		if (!(input = slurp(argv[3], &input_len, 1)) || !t)
			return 2;
		n = 5;
		if (argc > 5) {
			args[n++] = "-device";
			args[n++] = argv[5];
		}
		if (once(args, (unsigned)n, ".spv", &spv, &len) != 0 || !spv) {
			fprintf(stderr, "oclocbench: the library made no module of %s\n", argv[3]);
			return 1;
		}
		free(spv);
		c0 = now(CLOCK_PROCESS_CPUTIME_ID);
		for (i = 0; i < reps; i++) {
			double w = now(CLOCK_MONOTONIC);

			once(args, (unsigned)n, ".spv", &spv, &len);
			t[i] = now(CLOCK_MONOTONIC) - w;
			free(spv);
		}
		qsort(t, (size_t)reps, sizeof *t, cmp_double);
		printf("call %.4f cpu %.4f bytes %llu\n", t[reps / 2], (now(CLOCK_PROCESS_CPUTIME_ID) - c0) / reps,
		       (unsigned long long)len);
		return 0;
	}
	if (strcmp(argv[1], "threads") == 0 && argc >= 7) {
		int threads = atoi(argv[5]), i;
		pthread_t th[64];
		double t0, serial, parallel;

		char *list = argv[4], *tok;

		for (tok = strtok(list, ","); tok && ndevices < 8; tok = strtok(NULL, ","))
			devices[ndevices++] = tok;
		calls_per_thread = atoi(argv[6]);
		if (threads < 1 || threads > 64 || !ndevices || !(input = slurp(argv[3], &input_len, 0)))
			return 2;
		for (i = 0; i < ndevices; i++) {
			if (igc_call(i, &refs[i], &ref_lens[i]) != 0) {
				fprintf(stderr, "oclocbench: IGC did not build %s for %s\n", argv[3], devices[i]);
				return 1;
			}
		}
		t0 = now(CLOCK_MONOTONIC);
		for (i = 0; i < threads * calls_per_thread; i++)
			bad += igc_call(i / calls_per_thread % ndevices, NULL, NULL);
		serial = now(CLOCK_MONOTONIC) - t0;
		t0 = now(CLOCK_MONOTONIC);
		for (i = 0; i < threads; i++)
			pthread_create(&th[i], NULL, worker, (void *)(intptr_t)i);
		for (i = 0; i < threads; i++)
			pthread_join(th[i], NULL);
		parallel = now(CLOCK_MONOTONIC) - t0;
		printf("serial %.1f parallel %.1f calls %d bad %d\n", serial, parallel, threads * calls_per_thread, bad);
		return 0;
	}
	fprintf(stderr, "oclocbench: unknown mode %s\n", argv[1]);
	return 2;
}
