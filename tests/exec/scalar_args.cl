// Scalar kernel arguments of every integer type and float, at the ends of
// their ranges, each written back widened to 64 bits.  (size_t may not be
// the type of a kernel parameter: OpenCL C 6.9.k.)
// kernel: scalars
// global: 1
// arg: char c = -128
// arg: uchar uc = 255
// arg: short s = -32768
// arg: ushort us = 65535
// arg: int n = -2147483648
// arg: uint un = 4294967295
// arg: long l = -9223372036854775808
// arg: ulong ul = 18446744073709551615
// arg: float f = -1.5e-3
// arg: global long out[10]
// arg: global float fout[1]
// expect: out[:8] == [c, uc, s, us, n, un, l, i64(ul)]
// expect: out[8] == un + 1 and out[9] == c + uc + s + us + n
// expect: fout[0] == f

kernel void scalars(char c, uchar uc, short s, ushort us, int n, uint un, long l, ulong ul,
                    float f, global long *out, global float *fout)
{
	out[0] = c;
	out[1] = uc;
	out[2] = s;
	out[3] = us;
	out[4] = n;
	out[5] = un;
	out[6] = l;
	out[7] = ul;
	out[8] = un + 1ul;
	out[9] = c + uc + s + us + n;
	fout[0] = f;
}
