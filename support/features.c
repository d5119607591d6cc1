/* features.c — the names of the extensions and OpenCL C 3.0 features
 * (ZC_FEATURES in zc.h), looked up by -cl-ext, the preprocessor and pragmas,
 * and the -cl-std from which each is a predefined macro. */
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
