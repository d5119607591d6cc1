// A reorder (a copy that converts the data type and scales), the way
// deep-learning libraries generate one kernel per pair of types from the
// -D set: the overloaded load picks the source type's helper (`SRC_DATA_T
// v = load(v, src + i);`), CONVERT_DST builds convert_<DST_DATA_T> by
// token pasting.  Here uchar to float (dnn_reorder_s32: int to char,
// saturated).
// options: -DSRC_DATA_T=uchar -DDST_DATA_T=float -DSCALE=0.5f -DNELEMS=256
// kernel: reorder
// global: 256
// arg: global uchar src[256] = (i * 37) % 256
// arg: global float dst[256]
// expect: dst[i] == ((i * 37) % 256) * 0.5
#include "dnn_io.h"

__kernel void reorder(const __global SRC_DATA_T *src, __global DST_DATA_T *dst)
{
	const int i = get_global_id(0);

	if (i >= NELEMS)
		return;
	SRC_DATA_T v = load(v, src + i);
	DST_DATA_T out = CONVERT_DST(v) * SCALE;

	store(dst + i, out);
}
