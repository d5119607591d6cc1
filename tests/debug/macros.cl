// Code from macros: an expression macro, a statement macro spread over
// lines, a macro calling a macro, a macro argument that is itself code;
// clang puts what a macro makes at the line of its use.
// kernel: macros
// global: 8
// arg: global int out[8]
// arg: global int src[8] = i * 5 - 7
// expect: out[i] == (src_in[i] * src_in[i]) + max(src_in[i], 3) + 2 * abs(src_in[i]) + i

#define SQ(x) ((x) * (x))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM(dst, v) \
	do { \
		int tmp_ = (v); \
		dst += tmp_; \
	} while (0)
#define TWICE_ABS(x) (2 * abs(x))

__kernel void macros(__global int *out, __global const int *src)
{
	int gid = get_global_id(0);
	int v = src[gid];
	int r = SQ(v);
	ACCUM(r, MAX(v, 3));
	ACCUM(r,
	      TWICE_ABS(v));
	out[gid] = r + gid;
}
