// The reorder of dnn_reorder_u8 generated for another pair of types: int
// to char, scaled and saturated (CONVERT_DST_SAT: convert_char_sat_rte),
// one -D set of many a library compiles the same source with.
// options: -DSRC_DATA_T=int -DDST_DATA_T=char -DSCALE=3 -DNELEMS=200
// kernel: reorder
// global: 256
// arg: global int src[256] = i * 7 - 700
// arg: global char dst[256] = 99
// expect: dst[i] == (max(-128, min(127, (i * 7 - 700) * 3)) if i < 200 else 99)
#include "dnn_io.h"

__kernel void reorder(const __global SRC_DATA_T *src, __global DST_DATA_T *dst)
{
	const int i = get_global_id(0);

	if (i >= NELEMS)
		return;
	SRC_DATA_T v = load(v, src + i);
	DST_DATA_T out = CONVERT_DST_SAT(v * SCALE);

	store(dst + i, out);
}
