// Integer conversions (6.3.1.3): narrowing keeps the low bits, widening a
// signed value sign-extends, widening an unsigned one zero-extends, and a
// negative int converted to ulong is 2^64 minus its magnitude.
// kernel: conv
// global: 300
// arg: global int a[300] = rnd(i, -2**31, 2**31)
// arg: global char c[300]
// arg: global uchar uc[300]
// arg: global short s[300]
// arg: global ushort us[300]
// arg: global int from_c[300]
// arg: global int from_uc[300]
// arg: global long from_i[300]
// arg: global ulong from_i_u[300]
// arg: global long from_u[300]
// arg: global int from_l[300]
// expect: c[i] == i8(a[i]) and uc[i] == u8(a[i])
// expect: s[i] == i16(a[i]) and us[i] == u16(a[i])
// expect: from_c[i] == i8(a[i]) and from_uc[i] == u8(a[i])
// expect: from_i[i] == a[i]
// expect: from_i_u[i] == u64(a[i])
// expect: from_u[i] == u32(a[i])
// expect: from_l[i] == i32(a[i] * 1000003 + 7)

kernel void conv(global const int *a, global char *c, global uchar *uc, global short *s,
                 global ushort *us, global int *from_c, global int *from_uc,
                 global long *from_i, global ulong *from_i_u, global long *from_u,
                 global int *from_l)
{
	int i = get_global_id(0);
	int x = a[i];
	c[i] = x;
	uc[i] = x;
	s[i] = x;
	us[i] = x;
	char cx = x;
	uchar ucx = x;
	from_c[i] = cx;
	from_uc[i] = ucx;
	from_i[i] = x;
	from_i_u[i] = x;
	uint ux = x;
	from_u[i] = ux;
	long l = (long)x * 1000003 + 7;
	from_l[i] = (int)l;
}
