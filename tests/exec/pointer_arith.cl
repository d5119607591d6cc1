// Pointer arithmetic: p + n, p[-1], *p++, p - q (a ptrdiff_t), pointer
// comparisons, and pointers into private and local arrays.
// kernel: ptrs
// global: 64  local: 16
// arg: global int src[256] = rnd(i, -500, 500)
// arg: global int dst[256]
// arg: global long diff[64]
// arg: global int walk[64]
// expect: dst[i] == src[i] + (src[i - 1] if i % 4 else 0)
// expect: diff[i] == 4 * i + 3
// expect: walk[i] == sum(src[4*i:4*i+4]) + src[4*i+3] * 100 + 4 * (i % 16 + 1)

kernel void ptrs(global const int *src, global int *dst, global long *diff, global int *walk)
{
	local int lbuf[16];
	int g = get_global_id(0);
	int l = get_local_id(0);
	global const int *p = src + 4 * g;
	global int *q = dst + 4 * g;
	global const int *end = p + 4;
	*q++ = *p++;
	while (p < end) {
		*q = *p + p[-1];
		q++;
		p++;
	}
	diff[g] = (q - 1) - dst;

	int priv[4];
	int *pp = priv;
	for (global const int *r = src + 4 * g; r != end; r++)
		*pp++ = *r;
	int s = 0;
	for (int *r = priv + 3; r >= priv; r--)
		s += *r;
	s += *(pp - 1) * 100;

	lbuf[l] = l + 1;
	barrier(CLK_LOCAL_MEM_FENCE);
	local int *lp = lbuf + l;
	walk[g] = s + 4 * *lp;
}
