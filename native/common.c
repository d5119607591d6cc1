/* common.c — one front-end target for several devices: what all have.
 *
 * A fat binary holds one SPIR-V module (generic_ir) that every device in
 * it builds from, and the libocloc drop-in's -spv_only for several devices
 * promises a module valid for each, so the front end runs once for their
 * common profile: the profile of the device with the fewest extensions and
 * features, less (-cl-ext=-name) every one some other device lacks, with
 * the sub-group sizes all of them have.  zocc's device profiles
 * (support/target.c) say what each has. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "zc.h"
#include "zocc.h"
#include "native.h"

/* Features in a set. */
static int
count(const FeatureSet *s)
{
	int f, n = 0;

	for (f = 0; f < ZC_NFEATURES; f++)
		n += (int)ZC_FS_HAS(*s, f);
	return n;
}

bool
nat_common_target(const NatDevice *const *d, size_t n, NatCommon *out)
{
	Target t[64], *base;
	size_t i, b = 0;
	uint32_t sg = 7;
	int f;
	NatBuf ext = {0};

	memset(out, 0, sizeof *out);
	if (n == 0 || n > 64)
		return false;
	for (i = 0; i < n; i++) {
		if (!zc_target_lookup(d[i]->profile, &t[i]))
			return false;
		if (count(&t[i].features) < count(&t[b].features))
			b = i;
		sg &= t[i].subgroup_sizes;
	}
	base = &t[b];
	snprintf(out->device, sizeof out->device, "%s", base->name);
	for (f = 0; f < ZC_NFEATURES; f++) {
		if (!ZC_FS_HAS(base->features, f))
			continue;
		for (i = 0; i < n; i++) {
			if (!ZC_FS_HAS(t[i].features, f)) {
				nat_buf_printf(&ext, "%s-%s", ext.len ? "," : "-cl-ext=", zc_feature_names[f]);
				break;
			}
		}
	}
	if (ext.failed || ext.len >= sizeof out->options) {
		free(ext.p);
		return false;
	}
	if (ext.len)
		memcpy(out->options, ext.p, ext.len + 1);
	free(ext.p);
	for (i = 0; i < 3; i++)
		if (sg & (1u << i))
			out->subgroup_sizes[out->nsubgroup_sizes++] = 8u << i;
	out->target.device = out->device;
	out->target.given = ZOCC_TARGET_SUBGROUP_SIZES;
	out->target.subgroup_sizes = out->subgroup_sizes;
	out->target.nsubgroup_sizes = out->nsubgroup_sizes;
	return true;
}
