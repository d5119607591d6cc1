// Division and remainder truncate toward zero (C99 6.5.5): -7 / 2 == -3 and
// -7 % 2 == -1, at every width, signed and unsigned.  No divisor is zero and
// no quotient overflows.
// kernel: divmod
// global: 400
// arg: global int a[400] = rnd(i, -100000, 100000)
// arg: global int b[400] = rnd(i + 1, 1, 50) * (1 if i % 3 else -1)
// arg: global int q[400]
// arg: global int r[400]
// arg: global char q8[400]
// arg: global char r8[400]
// arg: global short q16[400]
// arg: global long q64[400]
// arg: global long r64[400]
// arg: global uint uq[400]
// arg: global uint ur[400]
// expect: q[i] == cdiv(a[i], b[i]) and r[i] == cmod(a[i], b[i])
// expect: q[i] * b[i] + r[i] == a[i]
// expect: q8[i] == cdiv(i8(a[i]), b[i]) and r8[i] == cmod(i8(a[i]), b[i])
// expect: q16[i] == cdiv(i16(a[i]), i16(b[i] * 7))
// expect: q64[i] == cdiv(a[i] * 123456789, b[i]) and r64[i] == cmod(a[i] * 123456789, b[i])
// expect: uq[i] == u32(a[i]) // u32(b[i]) and ur[i] == u32(a[i]) % u32(b[i])

kernel void divmod(global const int *a, global const int *b, global int *q, global int *r,
                   global char *q8, global char *r8, global short *q16,
                   global long *q64, global long *r64, global uint *uq, global uint *ur)
{
	int i = get_global_id(0);
	int x = a[i], y = b[i];
	q[i] = x / y;
	r[i] = x % y;
	char cx = (char)x, cy = (char)y;
	q8[i] = cx / cy;
	r8[i] = cx % cy;
	short sx = (short)x, sy = (short)(y * 7);
	q16[i] = sx / sy;
	long lx = (long)x * 123456789;
	q64[i] = lx / y;
	r64[i] = lx % y;
	uint ux = x, uy = y;
	uq[i] = ux / uy;
	ur[i] = ux % uy;
}
