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
 * A program's own names (an undeclared identifier, a member, a type name,
 * a function) follow clang's typo correction more strictly
 * (zc_suggest_names): a word of fewer than three characters gets no
 * suggestion, two different names equally near leave the choice open and
 * none is given, and for members and type names (strict) the distance
 * must also be at most a third of the word's length.  Options, device
 * names and warning names keep the first of the nearest, as clang's
 * option table does.
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

void
zc_suggest_names(Suggest *s, const char *word, bool strict)
{
	zc_suggest_init(s, word, strlen(word));
	s->names = true;
	s->strict = strict;
}

/* a program's name: the nearest, and whether another is as near */
static bool
offer_name(Suggest *s, const char *name, size_t len, void *data)
{
	size_t diff = len > s->len ? len - s->len : s->len - len;
	unsigned d;

	if (s->len < 3 || !len)
		return false;
	if (diff && s->len / diff < 3)
		return false;
	d = zc_edit_distance(s->word, s->len, name, len, s->limit);
	if (d > s->limit || d == 0)
		return false;
	if (d < s->dist) {
		s->best = name;
		s->bestlen = len;
		s->dist = d;
		s->data = data;
		s->tie = false;
		return true;
	}
	if (d == s->dist && (len != s->bestlen || memcmp(name, s->best, len) != 0))
		s->tie = true;
	return false;
}

void
zc_suggest_add(Suggest *s, const char *name, void *data)
{
	zc_suggest_offer_data(s, name, strlen(name), data);
}

const char *
zc_suggest_best(const Suggest *s, void **data)
{
	if (!s->best || s->tie)
		return NULL;
	if (s->strict && s->len / (s->dist ? s->dist : 1) < 3)
		return NULL;
	if (data)
		*data = s->data;
	return s->best;
}

bool
zc_suggest_offer(Suggest *s, const char *name, size_t len)
{
	return zc_suggest_offer_data(s, name, len, NULL);
}

bool
zc_suggest_offer_data(Suggest *s, const char *name, size_t len, void *data)
{
	size_t diff = len > s->len ? len - s->len : s->len - len, i;
	unsigned d;

	if (s->names)
		return offer_name(s, name, len, data);
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
			s->data = data;
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
	s->data = data;
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
