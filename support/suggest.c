/* suggest.c — "did you mean": the name nearest to a misspelt one.
 *
 * The rule is clang's typo correction: the distance between two names is
 * the number of characters inserted, deleted or replaced to turn one into
 * the other (Levenshtein's), and a name is a candidate only if that
 * distance is at most (length + 2) / 3 of the misspelt word, so that a
 * short word gets one edit and a long one more.  A name whose length is so
 * far off that it cannot be within the limit is passed over before any
 * distance is computed (clang's own shortcut, which keeps a scan over a
 * symbol table cheap).  A name equal to the word but for letter case beats
 * every other (clang offers 'Width' for 'width' first); among names at the
 * same distance the first one offered wins, so the order the caller offers
 * them in decides ties and the answer never depends on a hash order.
 *
 * Use:
 *     Suggest s;
 *     zc_suggest_init(&s, word, strlen(word));
 *     for (each name in scope) zc_suggest_offer(&s, name, strlen(name));
 *     if (s.best) ... "did you mean '%.*s'?", (int)s.bestlen, s.best
 *
 * Nothing is allocated: a row of the distance table lives on the stack, so
 * words and names longer than ZC_SUGGEST_MAX bytes are never matched. */
#include <string.h>

#include "zc.h"

static unsigned char
lower(unsigned char ch)
{
	return ch >= 'A' && ch <= 'Z' ? (unsigned char)(ch - 'A' + 'a') : ch;
}

void
zc_suggest_init(Suggest *s, const char *word, size_t len)
{
	memset(s, 0, sizeof *s);
	s->word = word;
	s->len = len;
	s->limit = (unsigned)((len + 2) / 3);
	s->dist = s->limit + 1; /* nothing found yet */
}

/* The edit distance of a and b, or max + 1 as soon as it must exceed max. */
unsigned
zc_edit_distance(const char *a, size_t an, const char *b, size_t bn, unsigned max)
{
	unsigned row[ZC_SUGGEST_MAX + 1];
	size_t i, j;

	if (an > ZC_SUGGEST_MAX || bn > ZC_SUGGEST_MAX)
		return max + 1;
	for (j = 0; j <= bn; j++)
		row[j] = (unsigned)j;
	for (i = 1; i <= an; i++) {
		unsigned diag = row[0], rowmin;

		row[0] = (unsigned)i;
		rowmin = row[0];
		for (j = 1; j <= bn; j++) {
			unsigned up = row[j], best;

			best = diag + (a[i - 1] == b[j - 1] ? 0 : 1);  /* keep or replace */
			if (up + 1 < best)
				best = up + 1;                          /* delete a[i-1] */
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;                  /* insert b[j-1] */
			diag = up;
			row[j] = best;
			if (best < rowmin)
				rowmin = best;
		}
		if (rowmin > max) /* every path through this row is over already */
			return max + 1;
	}
	return row[bn];
}

bool
zc_suggest_offer(Suggest *s, const char *name, size_t len)
{
	size_t diff = len > s->len ? len - s->len : s->len - len, i;
	unsigned d;

	if (s->dist == 0 || !s->len || !len)
		return false;
	if (len == s->len && memcmp(name, s->word, len) == 0)
		return false; /* the word itself is no suggestion */
	if (len == s->len) {
		for (i = 0; i < len && lower((unsigned char)name[i]) == lower((unsigned char)s->word[i]); i++)
			;
		if (i == len) {
			s->best = name;
			s->bestlen = len;
			s->dist = 0;
			return true;
		}
	}
	/* clang's shortcut: a length difference is at least that many edits */
	if (diff && s->len / diff < 3)
		return false;
	d = zc_edit_distance(s->word, s->len, name, len, s->dist - 1 < s->limit ? s->dist - 1 : s->limit);
	if (d > s->limit || d >= s->dist)
		return false;
	s->best = name;
	s->bestlen = len;
	s->dist = d;
	return true;
}

const char *
zc_suggest_list(const char *word, const char *const *names, size_t n)
{
	Suggest s;
	size_t i;

	zc_suggest_init(&s, word, strlen(word));
	for (i = 0; i < n; i++)
		if (names[i])
			zc_suggest_offer(&s, names[i], strlen(names[i]));
	return s.best;
}
