// Swizzles: .wzyx reversal, .xy/.hi/.lo/.even/.odd selections, .s0123
// numeric selectors, and assignment to a swizzle.
// requires: vectors
// kernel: swizzle
// global: 32
// arg: global int src[128] = rnd(i, -1000, 1000)
// arg: global int rev[128]
// arg: global int mix[128]
// python: def mixed(v):
// python:     return [v[2] + v[0], v[3] + v[1], v[2] - v[3], v[0] - v[1]]
// expect: rev[i] == src[i // 4 * 4 + 3 - i % 4]
// expect: mix[i] == mixed(src[i // 4 * 4 : i // 4 * 4 + 4])[i % 4]

kernel void swizzle(global const int4 *src, global int4 *rev, global int4 *mix)
{
	int i = get_global_id(0);
	int4 v = src[i];
	rev[i] = v.wzyx;
	int4 m;
	m.xy = v.hi + v.lo;
	m.s2 = v.even.y - v.odd.y;
	m.s3 = v.s0 - v.s1;
	mix[i] = m;
}
