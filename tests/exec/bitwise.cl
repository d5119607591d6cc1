// Bitwise & | ^ ~ and logical ! on every integer width.
// kernel: bits
// global: 200
// arg: global ulong a[200] = rnd(i, 0, 2**32) << 32 | rnd(i + 9, 0, 2**32)
// arg: global ulong b[200] = rnd(i + 2, 0, 2**32) << 32 | rnd(i + 11, 0, 2**32)
// arg: global ulong r64[200]
// arg: global uint r32[200]
// arg: global ushort r16[200]
// arg: global uchar r8[200]
// arg: global char s8[200]
// arg: global int nots[200]
// expect: r64[i] == (a[i] & b[i]) ^ (~a[i] & 0xFFFFFFFFFFFFFFFF | (b[i] >> 7))
// expect: r32[i] == (u32(a[i]) | u32(b[i])) ^ u32(~a[i])
// expect: r16[i] == u16(~u16(a[i]) & 0xFFFF ^ u16(b[i]))
// expect: r8[i] == u8(u8(a[i]) & ~u8(b[i]))
// expect: s8[i] == i8(~i8(a[i]))
// expect: nots[i] == int(not (a[i] & 1)) + 2 * int(not not (b[i] & 6)) + 4 * int(~i32(a[i]) == -i32(a[i]) - 1)

kernel void bits(global const ulong *a, global const ulong *b, global ulong *r64,
                 global uint *r32, global ushort *r16, global uchar *r8, global char *s8,
                 global int *nots)
{
	int i = get_global_id(0);
	ulong x = a[i], y = b[i];
	r64[i] = (x & y) ^ (~x | (y >> 7));
	uint x32 = x, y32 = y;
	r32[i] = (x32 | y32) ^ ~x32;
	ushort x16 = x, y16 = y;
	r16[i] = ~x16 ^ y16;
	uchar x8 = x, y8 = y;
	r8[i] = x8 & ~y8;
	char c = x;
	s8[i] = ~c;
	int n = x;
	nots[i] = !(x & 1) + 2 * !!(y & 6) + 4 * (~n == -n - 1);
}
