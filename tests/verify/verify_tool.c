/* verify_tool.c — a test helper until the driver has `zocc --verify`: read a
 * SPIR-V binary and check it with zocc_verify for a device.
 *
 *     verify_tool [-device NAME] FILE.spv
 *
 * Prints one line per diagnostic ("error: word 57: ...") on stdout and exits
 * 0 when the module is clean, 1 on violations, 2 on bad input, 3 on an
 * internal error. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "zocc.h"

static const char *const sev[] = {"note", "warning", "error", "fatal error"};

int
main(int argc, char **argv)
{
	const char *device = NULL, *path = NULL;
	unsigned char *bytes = NULL;
	size_t n = 0, cap = 0, i;
	zocc_result *r;
	zocc_status st;
	uint32_t *words;
	FILE *f;
	int a;

	for (a = 1; a < argc; a++) {
		if (strcmp(argv[a], "-device") == 0 && a + 1 < argc)
			device = argv[++a];
		else if (!path)
			path = argv[a];
		else {
			fprintf(stderr, "usage: verify_tool [-device NAME] FILE.spv\n");
			return 2;
		}
	}
	if (!path) {
		fprintf(stderr, "usage: verify_tool [-device NAME] FILE.spv\n");
		return 2;
	}
	f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	if (!f) {
		perror(path);
		return 2;
	}
	for (;;) {
		size_t got;

		if (n == cap) {
			cap = cap ? cap * 2 : 4096;
			bytes = realloc(bytes, cap);
			if (!bytes)
				return 3;
		}
		got = fread(bytes + n, 1, cap - n, f);
		if (!got)
			break;
		n += got;
	}
	if (f != stdin)
		fclose(f);
	/* a trailing partial word is dropped, as a reader of words would */
	words = malloc(n / 4 * 4 + 4);
	if (!words)
		return 3;
	memcpy(words, bytes, n / 4 * 4);
	if (n % 4)
		fprintf(stdout, "note: %zu trailing bytes ignored\n", n % 4);
	st = zocc_verify(words, n / 4, device, &r);
	for (i = 0; i < zocc_result_ndiags(r); i++) {
		const zocc_diag *d = zocc_result_diag(r, i);

		printf("%s: %s\n", sev[d->severity], d->message);
	}
	zocc_result_free(r);
	free(words);
	free(bytes);
	return st == ZOCC_OK ? 0 : st == ZOCC_ERROR ? 1 : st == ZOCC_BAD_INPUT ? 2 : 3;
}
