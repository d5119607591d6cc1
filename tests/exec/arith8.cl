// char and uchar: operands promote to int (6.3.1.1), results wrap when
// stored back into 8 bits; uchar stays non-negative, char does not.
// kernel: arith8
// global: 256
// arg: global char a[256] = i - 128
// arg: global char b[256] = rnd(i, -128, 128)
// arg: global uchar u[256] = i
// arg: global char sum[256]
// arg: global char prod[256]
// arg: global int wide[256]
// arg: global uchar usum[256]
// arg: global uchar uneg[256]
// arg: global int cmp[256]
// expect: sum[i] == i8(a[i] + b[i])
// expect: prod[i] == i8(a[i] * b[i])
// expect: wide[i] == a[i] * b[i] + u[i]
// expect: usum[i] == u8(u[i] + 200)
// expect: uneg[i] == u8(-u[i])
// expect: cmp[i] == (a[i] < u[i])

kernel void arith8(global const char *a, global const char *b, global const uchar *u,
                 global char *sum, global char *prod, global int *wide,
                 global uchar *usum, global uchar *uneg, global int *cmp)
{
	int i = get_global_id(0);
	char x = a[i], y = b[i];
	uchar v = u[i];
	sum[i] = x + y;
	prod[i] = x * y;
	wide[i] = x * y + v;
	usum[i] = v + 200;
	uneg[i] = -v;
	cmp[i] = x < v;
}
