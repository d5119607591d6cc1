/* suggest.c — "did you mean": the name closest to a misspelt one, by the
 * rules clang's typo correction applies.
 *
 * The distance is Levenshtein's (insertions, deletions and replacements of
 * one character each; a transposition is two), case-sensitive.  A name is a
 * candidate when it is at most (len + 2) / 3 edits from the typo of len
 * characters, and its length alone does not make it too far (a length
 * difference d with len / d < 3 rules it out); typos of fewer than three
 * characters get no suggestion.  The strict form, clang's for struct
 * members and type names, also wants len / distance >= 3.  Two different
 * names equally close leave the choice open, and none is suggested. */
#include <string.h>

#include "zc.h"

/* The edit distance of a and b, or a number above max once it exceeds
 * max (the rows stop early). */
unsigned
zc_edit_distance(const char *a, size_t an, const char *b, size_t bn, unsigned max)
{
	unsigned row[64], *r = row;
	size_t i, j;
	unsigned result;

	if (bn + 1 > ZC_COUNTOF(row))
		r = NULL;
	if (!r) /* names this long are never close enough to matter: count them far */
		return max + 1;
	for (j = 0; j <= bn; j++)
		r[j] = (unsigned)j;
	for (i = 1; i <= an; i++) {
		unsigned prev = r[0], best;

		r[0] = (unsigned)i;
		best = r[0];
		for (j = 1; j <= bn; j++) {
			unsigned up = r[j], v;

			v = prev + (a[i - 1] != b[j - 1]);
			if (up + 1 < v)
				v = up + 1;
			if (r[j - 1] + 1 < v)
				v = r[j - 1] + 1;
			prev = up;
			r[j] = v;
			if (v < best)
				best = v;
		}
		if (best > max)
			return max + 1;
	}
	result = r[bn];
	return result;
}

void
zc_suggest_init(ZcSuggest *sg, const char *typo, bool strict)
{
	memset(sg, 0, sizeof *sg);
	sg->typo = typo;
	sg->len = strlen(typo);
	sg->max = (unsigned)((sg->len + 2) / 3);
	sg->strict = strict;
	sg->best_ed = ~0u;
}

void
zc_suggest_add(ZcSuggest *sg, const char *name, void *data)
{
	size_t n = strlen(name), d;
	unsigned ed;

	if (sg->len < 3 || !n)
		return;
	d = n > sg->len ? n - sg->len : sg->len - n;
	if (d && sg->len / d < 3)
		return;
	ed = zc_edit_distance(sg->typo, sg->len, name, n, sg->max);
	if (ed > sg->max || ed == 0)
		return;
	if (ed < sg->best_ed) {
		sg->best = name;
		sg->best_ed = ed;
		sg->data = data;
		sg->tie = false;
	} else if (ed == sg->best_ed && strcmp(name, sg->best) != 0) {
		sg->tie = true;
	}
}

const char *
zc_suggest_best(ZcSuggest *sg, void **data)
{
	if (!sg->best || sg->tie)
		return NULL;
	if (sg->strict && sg->len / sg->best_ed < 3)
		return NULL;
	if (data)
		*data = sg->data;
	return sg->best;
}
