// A pointer compared with an integer (clang accepts it with a warning)
// compares the integer converted to the pointer: a signed integer is
// sign-extended to 64 bits first, so (global int *)-1 is all ones and
// p != -1 holds, p == (long)p holds, and p > 5 holds for a real buffer.
// kernel: k
// global: 16
// arg: global int o[16]
// expect: o[i] == [1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1][i]

kernel void k(global int *o)
{
	int i = get_global_id(0);
	global int *p = o + i;
	long pl = (long)p;
	int m1 = -1;
	uint um1 = 0xffffffffu;
	int r[16];
	r[0] = p != m1;
	r[1] = p == pl;
	r[2] = p != pl;
	r[3] = p > 5;
	r[4] = (ulong)(global int *)m1 == 0xffffffffffffffffUL;
	r[5] = (ulong)(global int *)um1 == 0xffffffffUL;
	r[6] = p == 0;
	r[7] = p != 0;
	r[8] = 5 < p;
	r[9] = pl + 4 == (long)(p + 1);
	r[10] = (p + 1) == pl + 4;
	r[11] = p <= 7;
	r[12] = p >= 7;
	r[13] = p != um1;
	r[14] = (global int *)0 == 0;
	r[15] = !(p == 3);
	o[i] = r[i];
}
