/* libbench.c — zocc_compile in-process, the way a Level Zero program calls
 * it right before zeModuleCreate: no process start-up, just the compile.
 *
 *     libbench FILE REPS [options...]
 *
 * Prints the median time of one compilation in microseconds and the
 * arena bytes the result needed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "zocc.h"

static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

int
main(int argc, char **argv)
{
	FILE *f;
	char *src;
	long len;
	int reps, i;
	double *t;
	zocc_input in = {0};

	if (argc < 3) {
		fprintf(stderr, "usage: libbench FILE REPS [options...]\n");
		return 2;
	}
	f = fopen(argv[1], "rb");
	if (!f) {
		perror(argv[1]);
		return 2;
	}
	fseek(f, 0, SEEK_END);
	len = ftell(f);
	fseek(f, 0, SEEK_SET);
	src = malloc((size_t)len + 1);
	if (!src || fread(src, 1, (size_t)len, f) != (size_t)len)
		return 2;
	src[len] = 0;
	fclose(f);
	reps = atoi(argv[2]);
	if (reps < 1)
		reps = 1;
	t = malloc(sizeof *t * (size_t)reps);
	in.source = src;
	in.source_len = (size_t)len;
	in.source_name = argv[1];
	in.argv = (const char *const *)argv + 3;
	in.argc = argc - 3;
	for (i = 0; i < reps; i++) {
		struct timespec a, b;
		zocc_result *r;
		zocc_status st;

		clock_gettime(CLOCK_MONOTONIC, &a);
		st = zocc_compile(&in, &r);
		clock_gettime(CLOCK_MONOTONIC, &b);
		if (st != ZOCC_OK) {
			fputs(zocc_result_log(r), stderr);
			return 1;
		}
		zocc_result_free(r);
		t[i] = (double)(b.tv_sec - a.tv_sec) * 1e6 + (double)(b.tv_nsec - a.tv_nsec) / 1e3;
	}
	qsort(t, (size_t)reps, sizeof *t, cmp);
	printf("%.1f\n", t[reps / 2]);
	return 0;
}
