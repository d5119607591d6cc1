/* features.c — the names of the extensions and OpenCL C 3.0 features
 * (ZC_FEATURES in zc.h), looked up by -cl-ext, the preprocessor and pragmas,
 * the -cl-std from which each is a predefined macro, and sets of them
 * (FeatureSet: more features than one word has bits). */
#include <string.h>

#include "zc.h"

const char *const zc_feature_names[ZC_NFEATURES] = {
#define X(id, name, feat, since) name,
	ZC_FEATURES(X)
#undef X
};

const unsigned char zc_feature_is_feature[ZC_NFEATURES] = {
#define X(id, name, feat, since) feat,
	ZC_FEATURES(X)
#undef X
};

const unsigned short zc_feature_since[ZC_NFEATURES] = {
#define X(id, name, feat, since) since,
	ZC_FEATURES(X)
#undef X
};

int
zc_feature_lookup(const char *name, size_t len)
{
	int i;

	for (i = 0; i < ZC_NFEATURES; i++)
		if (strlen(zc_feature_names[i]) == len && memcmp(zc_feature_names[i], name, len) == 0)
			return i;
	return -1;
}

/* ---- feature sets ---- */

void
zc_fs_put(FeatureSet *set, int f, bool on)
{
	uint64_t bit = (uint64_t)1 << ((unsigned)f % 64);

	if (on)
		set->w[(unsigned)f / 64] |= bit;
	else
		set->w[(unsigned)f / 64] &= ~bit;
}

void
zc_fs_or(FeatureSet *dst, const FeatureSet *src)
{
	size_t i;

	for (i = 0; i < ZC_FEATURE_WORDS; i++)
		dst->w[i] |= src->w[i];
}

void
zc_fs_and(FeatureSet *dst, const FeatureSet *src)
{
	size_t i;

	for (i = 0; i < ZC_FEATURE_WORDS; i++)
		dst->w[i] &= src->w[i];
}

void
zc_fs_andnot(FeatureSet *dst, const FeatureSet *src)
{
	size_t i;

	for (i = 0; i < ZC_FEATURE_WORDS; i++)
		dst->w[i] &= ~src->w[i];
}

bool
zc_fs_meets(const FeatureSet *a, const FeatureSet *b)
{
	size_t i;

	for (i = 0; i < ZC_FEATURE_WORDS; i++)
		if (a->w[i] & b->w[i])
			return true;
	return false;
}

bool
zc_fs_equal(const FeatureSet *a, const FeatureSet *b)
{
	size_t i;

	for (i = 0; i < ZC_FEATURE_WORDS; i++)
		if (a->w[i] != b->w[i])
			return false;
	return true;
}

bool
zc_fs_empty(const FeatureSet *set)
{
	size_t i;

	for (i = 0; i < ZC_FEATURE_WORDS; i++)
		if (set->w[i])
			return false;
	return true;
}
