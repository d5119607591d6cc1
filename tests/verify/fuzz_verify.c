/* fuzz_verify.c — random mutations of valid modules through zocc_verify,
 * in one process so that thousands run in a second and AddressSanitizer
 * (./configure --sanitize) sees every read.
 *
 *     fuzz_verify SEED COUNT FILE.spv...
 *
 * Each round takes one of the files and mutates a copy: flips bits, writes
 * small or huge values into random words (word counts, ids, enums), cuts the
 * module short, repeats or drops a slice of words, or swaps two.  The
 * validator must come back with ZOCC_OK or ZOCC_ERROR, every diagnostic an
 * error starting "word N: " (or the "too many errors" stop), and ZOCC_ERROR
 * with at least one diagnostic.  Exit 1 at the first round that breaks this,
 * printing the seed and round to replay it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "zocc.h"

typedef struct Module {
	uint32_t *w;
	size_t n;
} Module;

/* xorshift64*: the same rounds on every machine for a seed */
static uint64_t
rnd(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 2685821657736338717ull;
}

static uint32_t
pick(uint64_t *s, uint32_t n)
{
	return n ? (uint32_t)(rnd(s) % n) : 0;
}

static int
load(const char *path, Module *m)
{
	FILE *f = fopen(path, "rb");
	long len;

	if (!f)
		return -1;
	fseek(f, 0, SEEK_END);
	len = ftell(f);
	fseek(f, 0, SEEK_SET);
	m->n = (size_t)len / 4;
	m->w = malloc(m->n * 4 + 4);
	if (!m->w || fread(m->w, 4, m->n, f) != m->n) {
		fclose(f);
		return -1;
	}
	fclose(f);
	return 0;
}

/* One to four mutations of w[0..*n) (room for 2 * original + 16 words). */
static void
mutate(uint64_t *s, uint32_t *w, size_t *n, size_t room)
{
	static const uint32_t interesting[] = {
		0, 1, 2, 3, 4, 5, 8, 16, 32, 64, 0xffff, 0x10000, 0x7fffffff, 0xffffffff,
		0x00010000, 0x00020000, 0x00ff0000, 0xffff0000, 0x07230203, 0x00010400,
	};
	unsigned k, times = 1 + pick(s, 4);

	for (k = 0; k < times && *n; k++) {
		uint32_t i = pick(s, (uint32_t)*n), j, len;

		switch (pick(s, 8)) {
		case 0: /* flip a bit */
			w[i] ^= 1u << pick(s, 32);
			break;
		case 1: /* an interesting value */
			w[i] = interesting[pick(s, sizeof interesting / sizeof *interesting)];
			break;
		case 2: /* a new word count, same opcode */
			w[i] = (w[i] & 0xffff) | pick(s, 24) << 16;
			break;
		case 3: /* a random small id-like value */
			w[i] = pick(s, 200);
			break;
		case 4: /* cut short */
			*n = i;
			break;
		case 5: /* repeat a slice */
			len = 1 + pick(s, 12);
			if (i + len > *n)
				len = (uint32_t)*n - i;
			if (*n + len <= room) {
				memmove(w + i + len, w + i, (*n - i) * 4);
				*n += len;
			}
			break;
		case 6: /* drop a slice */
			len = 1 + pick(s, 12);
			if (i + len > *n)
				len = (uint32_t)*n - i;
			memmove(w + i, w + i + len, (*n - i - len) * 4);
			*n -= len;
			break;
		case 7: /* swap two words */
			j = pick(s, (uint32_t)*n);
			len = w[i], w[i] = w[j], w[j] = len;
			break;
		}
	}
}

int
main(int argc, char **argv)
{
	static const char *const devices[] = {"ze", "skl", "tgllp", "dg2-g10", "pvc"};
	Module *mods;
	uint64_t seed, state;
	unsigned long rounds, r, nerr = 0;
	int nm, i;

	if (argc < 4) {
		fprintf(stderr, "usage: fuzz_verify SEED COUNT FILE.spv...\n");
		return 2;
	}
	seed = strtoull(argv[1], NULL, 0);
	rounds = strtoul(argv[2], NULL, 0);
	nm = argc - 3;
	mods = calloc((size_t)nm, sizeof *mods);
	for (i = 0; i < nm; i++)
		if (load(argv[3 + i], &mods[i]) < 0) {
			fprintf(stderr, "fuzz_verify: cannot read %s\n", argv[3 + i]);
			return 2;
		}
	state = seed * 0x9e3779b97f4a7c15ull + 1;
	for (r = 0; r < rounds; r++) {
		Module *m = &mods[pick(&state, (uint32_t)nm)];
		size_t room = m->n * 2 + 16, n = m->n, d;
		uint32_t *w = malloc(room * 4);
		const char *dev = devices[pick(&state, 5)];
		zocc_result *res;
		zocc_status st;

		memcpy(w, m->w, m->n * 4);
		mutate(&state, w, &n, room);
		/* shrink to exactly n words so ASan catches a read past the end */
		w = realloc(w, n ? n * 4 : 4);
		st = zocc_verify(w, n, dev, &res);
		if (st != ZOCC_OK && st != ZOCC_ERROR) {
			printf("fuzz_verify: seed %llu round %lu (%s): status %d: %s\n",
			       (unsigned long long)seed, r, dev, st, zocc_result_log(res));
			return 1;
		}
		if (st == ZOCC_ERROR && zocc_result_ndiags(res) == 0) {
			printf("fuzz_verify: seed %llu round %lu: error without diagnostics\n",
			       (unsigned long long)seed, r);
			return 1;
		}
		for (d = 0; d < zocc_result_ndiags(res); d++) {
			const zocc_diag *dg = zocc_result_diag(res, d);

			if (strncmp(dg->message, "word ", 5) != 0 &&
			    strcmp(dg->message, "too many errors emitted, stopping now") != 0) {
				printf("fuzz_verify: seed %llu round %lu: bad message: %s\n",
				       (unsigned long long)seed, r, dg->message);
				return 1;
			}
		}
		nerr += st == ZOCC_ERROR;
		zocc_result_free(res);
		free(w);
	}
	printf("fuzz_verify: %lu rounds over %d modules, %lu with violations, none broke the validator\n",
	       rounds, nm, nerr);
	for (i = 0; i < nm; i++)
		free(mods[i].w);
	free(mods);
	return 0;
}
