/* replay.c — a main() for a fuzz harness without libFuzzer: runs
 * LLVMFuzzerTestOneInput on every file named, and on every file in every
 * directory named (not recursively), in name order.  `ninja test` replays
 * the committed corpus and regression inputs this way (tests/fuzz/suite.py);
 * a finding aborts, as it would under the fuzzer.  It prints how many
 * inputs it ran and what they came to (fuzz.h's fuzz_note). */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* fuzz.h's fuzz_note lands here: how many inputs came to each outcome,
 * printed after the count ("replayed 12 inputs: module 7, error 5"). */
static struct {
	const char *what;
	long n;
} tally[16];

void
fuzz_tally(const char *what)
{
	size_t i;

	for (i = 0; i < sizeof tally / sizeof *tally && tally[i].what; i++)
		if (strcmp(tally[i].what, what) == 0)
			break;
	if (i == sizeof tally / sizeof *tally)
		return;
	tally[i].what = what;
	tally[i].n++;
}

static int
one(const char *path)
{
	FILE *f = fopen(path, "rb");
	uint8_t *buf;
	long n;

	if (!f) {
		fprintf(stderr, "replay: cannot open %s\n", path);
		return -1;
	}
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	buf = malloc(n > 0 ? (size_t)n : 1);
	if (!buf || (n > 0 && fread(buf, 1, (size_t)n, f) != (size_t)n)) {
		fclose(f);
		free(buf);
		fprintf(stderr, "replay: cannot read %s\n", path);
		return -1;
	}
	fclose(f);
	fprintf(stderr, "replay: %s\n", path); /* the last one named is the one that failed */
	LLVMFuzzerTestOneInput(buf, (size_t)n);
	free(buf);
	return 0;
}

static int
byname(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int
main(int argc, char **argv)
{
	long count = 0;
	int i;

	for (i = 1; i < argc; i++) {
		struct stat st;
		DIR *d;
		struct dirent *e;
		char **names = NULL;
		size_t nn = 0, k;

		if (stat(argv[i], &st) != 0) {
			fprintf(stderr, "replay: no such file: %s\n", argv[i]);
			return 2;
		}
		if (!S_ISDIR(st.st_mode)) {
			if (one(argv[i]) < 0)
				return 2;
			count++;
			continue;
		}
		if (!(d = opendir(argv[i])))
			return 2;
		while ((e = readdir(d))) {
			char *p;

			if (e->d_name[0] == '.')
				continue;
			p = malloc(strlen(argv[i]) + strlen(e->d_name) + 2);
			sprintf(p, "%s/%s", argv[i], e->d_name);
			names = realloc(names, (nn + 1) * sizeof *names);
			names[nn++] = p;
		}
		closedir(d);
		qsort(names, nn, sizeof *names, byname);
		for (k = 0; k < nn; k++) {
			if (stat(names[k], &st) == 0 && S_ISREG(st.st_mode)) {
				if (one(names[k]) < 0)
					return 2;
				count++;
			}
			free(names[k]);
		}
		free(names);
	}
	printf("replayed %ld inputs", count);
	for (i = 0; i < (int)(sizeof tally / sizeof *tally) && tally[i].what; i++)
		printf("%s %s %ld", i ? "," : ":", tally[i].what, tally[i].n);
	printf("\n");
	return 0;
}
