// Shifts.  OpenCL C takes the shift count modulo the width of the (promoted)
// left operand, so x << 33 on an int is x << 1; >> of a negative signed value
// fills with ones, of an unsigned value with zeros.
// kernel: shifts
// global: 256
// arg: global int a[256] = rnd(i, -2**31, 2**31)
// arg: global uint n[256] = i
// arg: global int shl[256]
// arg: global int sar[256]
// arg: global uint shr[256]
// arg: global long lshl[256]
// arg: global long lsar[256]
// arg: global ulong lshr[256]
// arg: global uchar cshl[256]
// arg: global char csar[256]
// expect: shl[i] == i32(a[i] << (n[i] % 32))
// expect: sar[i] == a[i] >> (n[i] % 32)
// expect: shr[i] == u32(a[i]) >> (n[i] % 32)
// expect: lshl[i] == i64(a[i] * 3 << (n[i] % 64))
// expect: lsar[i] == (a[i] * 3) >> (n[i] % 64)
// expect: lshr[i] == u64(a[i] * 3) >> (n[i] % 64)
// expect: cshl[i] == u8(u8(a[i]) << (n[i] % 8))
// expect: csar[i] == i8(a[i]) >> (n[i] % 8)

kernel void shifts(global const int *a, global const uint *n, global int *shl,
                   global int *sar, global uint *shr, global long *lshl,
                   global long *lsar, global ulong *lshr, global uchar *cshl,
                   global char *csar)
{
	int i = get_global_id(0);
	int x = a[i];
	uint k = n[i];
	shl[i] = x << k;
	sar[i] = x >> k;
	shr[i] = (uint)x >> k;
	long l = (long)x * 3;
	lshl[i] = l << k;
	lsar[i] = l >> k;
	lshr[i] = (ulong)l >> k;
	uchar c = (uchar)x;
	cshl[i] = c << (k % 8);
	char sc = (char)x;
	csar[i] = sc >> (k % 8);
}
