// Comparisons under the usual arithmetic conversions (6.3.1.8): int against
// uint compares as uint (-1 < 1u is false), against long as long; char and
// uchar both promote to int.  A scalar comparison gives int 1 or 0.
// kernel: compare
// global: 128
// arg: global int a[128] = rnd(i, -5, 5)
// arg: global uint u[128] = rnd(i + 3, 0, 5)
// arg: global int lt_u[128]
// arg: global int lt_l[128]
// arg: global int le_c[128]
// arg: global int eq_ul[128]
// arg: global int ops[128]
// expect: lt_u[i] == (u32(a[i]) < u[i])
// expect: lt_l[i] == (a[i] < u[i])
// expect: le_c[i] == (i8(a[i]) <= u8(u[i] + 250))
// expect: eq_ul[i] == (u64(a[i]) == 0xFFFFFFFFFFFFFFFF)
// expect: ops[i] == (a[i] > 0) * 1 + (a[i] >= 0) * 2 + (a[i] != 0) * 4 + (a[i] == 0) * 8 + (a[i] <= 0) * 16 + (a[i] < 0) * 32

kernel void compare(global const int *a, global const uint *u, global int *lt_u,
                    global int *lt_l, global int *le_c, global int *eq_ul, global int *ops)
{
	int i = get_global_id(0);
	int x = a[i];
	uint y = u[i];
	lt_u[i] = x < y;
	long lx = x;
	lt_l[i] = lx < y;
	char c = (char)x;
	uchar uc = (uchar)(y + 250);
	le_c[i] = c <= uc;
	ulong big = 0xFFFFFFFFFFFFFFFFul;
	eq_ul[i] = x == big;
	ops[i] = (x > 0) + (x >= 0) * 2 + (x != 0) * 4 + (x == 0) * 8 + (x <= 0) * 16 + (x < 0) * 32;
}
