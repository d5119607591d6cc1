// The conformance suite's vector-scalar select shape (OpenCL C 6.3.i):
// under a vector condition two scalar arms of type T give a vector of T,
// not of int, so 'char4 r = (c > (char)0) ? (char)1 : (char)2;' compiles
// for char, uchar, short and ushort.  A comparison's vector result is -1
// (MSB set) where true; an unsigned condition selects by its MSB too,
// so uchar 200 picks the first arm and 100 the second.
// kernel: k
// global: 16
// arg: global char c[64] = rnd(i, -128, 127)
// arg: global uchar uc[64] = rnd(i + 7, 0, 255)
// arg: global short s[64] = rnd(i + 9, -32768, 32767)
// arg: global ushort us[64] = rnd(i + 11, 0, 65535)
// arg: global int o[256]
// python: def want(j):
// python:     k, part = j // 16 * 4 + j % 4, j % 16 // 4
// python:     return [1 if c[k] > 0 else 2, 3 if uc[k] >= 128 else 4,
// python:             5 if s[k] <= 0 else 6, 7 if us[k] >= 32768 else 8][part]
// expect: o[i] == want(i)

kernel void k(global const char *c, global const uchar *uc, global const short *s,
              global const ushort *us, global int *o)
{
	int i = get_global_id(0);
	char4 cv = vload4(i, c);
	uchar4 ucv = vload4(i, uc);
	short4 sv = vload4(i, s);
	ushort4 usv = vload4(i, us);
	char4 r1 = (cv > (char)0) ? (char)1 : (char)2;
	uchar4 r2 = ucv ? (uchar)3 : (uchar)4;
	short4 r3 = (sv <= (short)0) ? (short)5 : (short)6;
	ushort4 r4 = usv ? (ushort)7 : (ushort)8;
	vstore4(convert_int4(r1), 0, o + 16 * i);
	vstore4(convert_int4(r2), 0, o + 16 * i + 4);
	vstore4(convert_int4(r3), 0, o + 16 * i + 8);
	vstore4(convert_int4(r4), 0, o + 16 * i + 12);
}
