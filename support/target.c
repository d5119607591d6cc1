/* target.c — device profiles.  (Minimal: every profile is the generic one
 * with fp64, fp16, int64 atomics and subgroups; the Level Zero profiles
 * issue replaces this with the real per-device tables.) */
#include <string.h>

#include "zc.h"

bool
zc_target_lookup(const char *name, Target *t)
{
	memset(t, 0, sizeof *t);
	t->name = name ? name : "ze";
	t->spirv_max = 0x10400; /* IGC reads up to 1.4; modules stay at 1.0-1.2 unless an instruction needs more */
	t->images = true;
	t->fp16 = true;
	t->fp64 = true;
	t->int64_atomics = true;
	/* float atomics (builtins): fp32 and fp64 load/store, add, min/max in
	 * global and local memory (layout: sema/library.c fp_atomic_ok) */
	t->fp_atomic_flags = 0x77u << 8 | 0x77u << 16;
	t->subgroup_sizes = 7; /* 8, 16 and 32 */
	t->features = 0;
#define X(id, nm, feat) t->features |= (FeatureSet)1 << ZC_##id;
	ZC_FEATURES(X)
#undef X
	return true;
}

void
zc_target_resolve(Ctx *c)
{
	size_t i;

	zc_target_lookup(c->opt.device, &c->target);
	for (i = 0; i < c->opt.exts.n; i++) {
		const char *e = c->opt.exts.v[i];
		int f = zc_feature_lookup(e + 1, strlen(e + 1));

		if (f < 0) {
			zc_warning(c, (Loc){0}, "unknown extension or feature '%s' in -cl-ext", e + 1);
			continue;
		}
		if (e[0] == '+')
			c->target.features |= (FeatureSet)1 << f;
		else
			c->target.features &= ~((FeatureSet)1 << f);
	}
	if (c->opt.spirv_max && c->opt.spirv_max < c->target.spirv_max)
		c->target.spirv_max = c->opt.spirv_max;
}
