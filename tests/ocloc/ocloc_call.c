/* ocloc_call.c — one oclocInvoke, from the command line, for the tests of
 * zocc's libocloc drop-in (tests/ocloc/suite.py).
 *
 *     ocloc_call LIBRARY OUTDIR [-src NAME=FILE]... [-hdr NAME=FILE]... -- ARGS...
 *
 * loads LIBRARY (a path, or "libocloc.so" for the loader's choice), passes
 * ARGS as the command line (ARGS[0] is "ocloc") and each -src / -hdr file's
 * contents as an in-memory source or header of that NAME, and writes every
 * output into OUTDIR under its name.  Prints "rc N" and exits 0 when the
 * call was made. */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*InvokeFn)(unsigned, const char **, uint32_t, const uint8_t **, const uint64_t *, const char **,
                        uint32_t, const uint8_t **, const uint64_t *, const char **, uint32_t *, uint8_t ***,
                        uint64_t **, char ***);
typedef int (*FreeFn)(uint32_t *, uint8_t ***, uint64_t **, char ***);

static uint8_t *
slurp(const char *path, uint64_t *len)
{
	FILE *f = fopen(path, "rb");
	uint8_t *d;
	long n;

	if (!f || fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0)
		exit(2);
	d = malloc((size_t)n + 1);
	if (!d || fread(d, 1, (size_t)n, f) != (size_t)n)
		exit(2);
	fclose(f);
	d[n] = 0;
	*len = (uint64_t)n + 1; /* the NUL counted, as SYCL counts it */
	return d;
}

int
main(int argc, char **argv)
{
	const uint8_t *src[16], *hdr[16];
	uint64_t srclen[16], hdrlen[16];
	const char *srcname[16], *hdrname[16];
	uint32_t ns = 0, nh = 0, n = 0, i;
	uint8_t **out = NULL;
	uint64_t *outlen = NULL;
	char **outname = NULL;
	InvokeFn invoke;
	FreeFn free_output;
	void *lib;
	int a, rc;

	if (argc < 4) {
		fprintf(stderr, "usage: ocloc_call LIBRARY OUTDIR [-src NAME=FILE]... [-hdr NAME=FILE]... -- ARGS...\n");
		return 2;
	}
	if (!(lib = dlopen(argv[1], RTLD_NOW))) {
		fprintf(stderr, "ocloc_call: %s\n", dlerror());
		return 2;
	}
	*(void **)&invoke = dlsym(lib, "oclocInvoke");
	*(void **)&free_output = dlsym(lib, "oclocFreeOutput");
	for (a = 3; a < argc && strcmp(argv[a], "--") != 0; a += 2) {
		char *eq = a + 1 < argc ? strchr(argv[a + 1], '=') : NULL;
		int is_src = strcmp(argv[a], "-src") == 0;

		if (!eq || (!is_src && strcmp(argv[a], "-hdr") != 0) || ns >= 16 || nh >= 16)
			return 2;
		*eq = 0;
		if (is_src) {
			srcname[ns] = argv[a + 1];
			src[ns] = slurp(eq + 1, &srclen[ns]);
			ns++;
		} else {
			hdrname[nh] = argv[a + 1];
			hdr[nh] = slurp(eq + 1, &hdrlen[nh]);
			nh++;
		}
	}
	if (a >= argc)
		return 2;
	a++;
	rc = invoke((unsigned)(argc - a), (const char **)argv + a, ns, src, srclen, srcname, nh, hdr, hdrlen, hdrname,
	            &n, &out, &outlen, &outname);
	printf("rc %d\n", rc);
	for (i = 0; i < n; i++) {
		char path[4096];
		FILE *f;

		snprintf(path, sizeof path, "%s/%s", argv[2], outname[i]);
		if (!(f = fopen(path, "wb")) || fwrite(out[i], 1, outlen[i], f) != outlen[i] || fclose(f) != 0)
			return 2;
	}
	free_output(&n, &out, &outlen, &outname);
	for (i = 0; i < ns; i++)
		free((void *)src[i]);
	for (i = 0; i < nh; i++)
		free((void *)hdr[i]);
	dlclose(lib);
	return 0;
}
