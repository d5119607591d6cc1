/* fuzz_verify.c — zocc_verify on arbitrary words: the first byte picks the
 * device profile, the rest are the words (a partial last word is dropped).
 * The validator must answer ZOCC_OK or ZOCC_ERROR (ZOCC_ERROR with at least
 * one diagnostic), every diagnostic an error naming its word ("word N: ...")
 * or the stop after too many; never a crash or a read past the words. */
#include "fuzz.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const devices[] = {"ze", "skl", "tgllp", "dg2-g10", "pvc", NULL};
	const char *dev;
	uint32_t *w;
	size_t n, i;
	zocc_result *r = NULL;
	zocc_status st;

	if (size < 1)
		return 0;
	dev = devices[data[0] % 6];
	n = (size - 1) / 4;
	w = malloc(n * 4 + 1); /* exactly n words: AddressSanitizer sees a read past them */
	memcpy(w, data + 1, n * 4);
	st = zocc_verify(w, n, dev, &r);
	if (!r)
		FUZZ_FAIL("no result object");
	if (st != ZOCC_OK && st != ZOCC_ERROR)
		FUZZ_FAIL("status %d:\n%s", st, zocc_result_log(r));
	if (st == ZOCC_ERROR && zocc_result_ndiags(r) == 0)
		FUZZ_FAIL("ZOCC_ERROR without diagnostics");
	for (i = 0; i < zocc_result_ndiags(r); i++) {
		const zocc_diag *d = zocc_result_diag(r, i);

		if (strncmp(d->message, "word ", 5) != 0 &&
		    strcmp(d->message, "too many errors emitted, stopping now") != 0)
			FUZZ_FAIL("a diagnostic that names no word: %s", d->message);
	}
	fuzz_note(st == ZOCC_OK ? "valid" : "invalid");
	zocc_result_free(r);
	free(w);
	return 0;
}
