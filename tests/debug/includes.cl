// Code in an #include'd header (functions, a typedef, a struct), and a
// #line directive that names another file for the lines after it.
// options: -Iinclude
// kernel: includes
// global: 8
// arg: global float out[8]
// arg: global float src[8] = i * 3 - 10
// expect: close(out[i], min(max(src_in[i], -2.0), 5.0) + min(src_in[i], 0.0) + max(src_in[i], 0.0) + 1)

#include "dbg_math.h"

__kernel void includes(__global float *out, __global const float *src)
{
	int gid = get_global_id(0);
	struct stats st = {0.0f, 0.0f, 0};
	real v = src[gid];
	real c = clampv(v, -2.0f, 5.0f);
	account(&st, v);
#line 100 "generated.cl"
	real extra = st.lo + st.hi;
	out[gid] = c + extra + st.count;
}
