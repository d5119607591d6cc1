// GNU case ranges (`case lo ... hi:`), which clang accepts in OpenCL C
// and zocc refused as a syntax error: ranges beside single values, in int,
// uchar and ulong (64-bit literals in OpSwitch) switches, a range with a
// macro bound and one with negative bounds; each range lists its values.
// kernel: k
// global: 64
// arg: global int o[64]
// python: def want(i):
// python:     a = 1 if 0 <= i <= 9 else 2 if i == 10 else 3 if 11 <= i <= 20 else 4 if 30 <= i <= 39 else 5
// python:     b = 10 if i % 16 <= 3 else 20 if i % 16 <= 7 else 30
// python:     c = 100 if (i - 32) <= -20 else 200 if -19 <= i - 32 <= -1 else 300 if i == 32 else 400
// python:     big = (1 << 40) + i
// python:     d = 1000 if (1 << 40) + 3 <= big <= (1 << 40) + 5 else 2000
// python:     return a + b + c + d
// expect: o[i] == want(i)
#define LAST 39

kernel void k(global int *o)
{
	int i = (int)get_global_id(0), a, b, c, d;
	uchar u = (uchar)(i % 16);
	ulong big = (1ul << 40) + (ulong)i;

	switch (i) {
	case 0 ... 9: a = 1; break;
	case 10: a = 2; break;
	case 11 ...20: a = 3; break;
	case 30 ... LAST: a = 4; break;
	default: a = 5;
	}
	switch (u) {
	case 0 ... 3: b = 10; break;
	case 4 ... 7: b = 20; break;
	default: b = 30;
	}
	switch (i - 32) {
	case -20 ... -1:
		c = 200;
		if (i - 32 <= -20)
			c = 100;
		break;
	case 0: c = 300; break;
	default: c = (i - 32 < -20) ? 100 : 400;
	}
	switch (big) {
	case (1ul << 40) + 3 ... (1ul << 40) + 5: d = 1000; break;
	default: d = 2000;
	}
	o[i] = a + b + c + d;
}
