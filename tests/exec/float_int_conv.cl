// float <-> integer conversions: to an integer truncates toward zero
// (6.3.1.4), to float rounds to nearest even (16777217 becomes 16777216);
// all values are in range of their target type.
// kernel: fconv
// global: 256
// arg: global float f[256] = (i - 128) * 1.375 + (0.5 if i % 4 == 0 else 0)
// arg: global int n[256] = 16777200 + i * 3 if i < 128 else -(i * 1234567)
// arg: global ulong big[256] = (1 << 40) + i * 12345
// arg: global int to_int[256]
// arg: global uint to_uint[256]
// arg: global long to_long[256]
// arg: global char to_char[256]
// arg: global float from_int[256]
// arg: global float from_uint[256]
// arg: global float from_ulong[256]
// arg: global int implicit[256]
// expect: to_int[i] == trunc(f[i]) and to_long[i] == trunc(f32(f[i] * 1e6))
// expect: to_uint[i] == trunc(abs(f[i]))
// expect: to_char[i] == trunc(f[i] / 2)
// expect: from_int[i] == f32(n[i]) and from_uint[i] == f32(u32(n[i]) if n[i] >= 0 else 0)
// expect: from_ulong[i] == f32(big[i])
// expect: implicit[i] == trunc(f32(f[i] * 3)) + n[i]

kernel void fconv(global const float *f, global const int *n, global const ulong *big,
                  global int *to_int, global uint *to_uint, global long *to_long,
                  global char *to_char, global float *from_int, global float *from_uint,
                  global float *from_ulong, global int *implicit)
{
	int i = get_global_id(0);
	float x = f[i];
	to_int[i] = (int)x;
	to_uint[i] = (uint)(x < 0 ? -x : x);
	float m = x * 1e6f;
	to_long[i] = (long)m;
	float h = x / 2;
	to_char[i] = (char)h;
	from_int[i] = n[i];
	uint u = n[i] >= 0 ? n[i] : 0;
	from_uint[i] = u;
	from_ulong[i] = big[i];
	int k = x * 3;
	implicit[i] = k + n[i];
}
