// long and ulong: 64-bit wraparound, uint*uint wrapping at 32 bits before it
// widens, and int widening to long by sign extension.
// kernel: arith64
// global: 512
// arg: global long a[512] = rnd(i, -2**31, 2**31) * rnd(i + 3, 1, 2**31)
// arg: global ulong u[512] = rnd(i, 0, 2**32) << 32 | rnd(i + 1, 0, 2**32)
// arg: global uint w[512] = rnd(i + 2, 0, 2**32)
// arg: global int s[512] = rnd(i + 4, -2**31, 2**31)
// arg: global ulong umul[512]
// arg: global ulong narrow[512]
// arg: global ulong wide[512]
// arg: global long sext[512]
// arg: global long lsum[512]
// arg: global ulong hi[512]
// expect: umul[i] == u64(u[i] * 0x9E3779B97F4A7C15)
// expect: narrow[i] == u32(w[i] * w[i])
// expect: wide[i] == w[i] * w[i]
// expect: sext[i] == s[i] * 3
// expect: lsum[i] == a[i] - s[i] + (a[i] >> 40)
// expect: hi[i] == u[i] >> 48

kernel void arith64(global const long *a, global const ulong *u, global const uint *w,
                  global const int *s, global ulong *umul, global ulong *narrow,
                  global ulong *wide, global long *sext, global long *lsum, global ulong *hi)
{
	int i = get_global_id(0);
	umul[i] = u[i] * 0x9E3779B97F4A7C15ul;
	narrow[i] = w[i] * w[i];
	wide[i] = (ulong)w[i] * w[i];
	long t = s[i];
	sext[i] = t * 3;
	lsum[i] = a[i] - s[i] + (a[i] >> 40);
	hi[i] = u[i] >> 48;
}
