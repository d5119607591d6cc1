// GNU array range designators '[first ... last] = value': a __constant
// table filled whole, ranges overlapped by later designators and ranges
// (the later initializer wins, with clang's -Winitializer-overrides
// warning), ranges of structs and of subaggregates ('[a ... b].m = v'),
// an array sized by its last range, and locals initialized from values
// computed at run time (evaluated for each element, which clang allows
// when the value has no side effects).
// kernel: k
// global: 64
// arg: global int o[64]
// arg: int q = 5
// python: def t2(j):
// python:     return 1 if j == 3 else 4 if 10 <= j <= 20 else 2 if j <= 31 else 0
// python: def want(i):
// python:     if i < 16: return 7 * 100 + t2(i) * 10 + t2(i + 16)
// python:     j = i % 8
// python:     loc = [0, 6, 6, 6, 0, 9, 9, 0][j]
// python:     s = [3, 3, 3, 0][i % 4] * 10 + [8, 8, 0, 0][i % 4]
// python:     return 10000 * loc + 100 * s + (50 if 2 <= j <= 5 else 0) + 4 + 1000000 * [3, 3, 3, 0][i % 4] + [8, 0, 0, 0][i % 4]
// expect: o[i] == want(i)
// (the values: t has every element 7; t2 has 2 in [0, 31], 1 at 3 and 4 in [10, 20])
struct P { int a, b; };

__constant int t[64] = {[0 ... 63] = 7};
__constant int t2[40] = {[0 ... 31] = 2, [3] = 1, [10 ... 20] = 4}; // 2 warnings in clang
__constant struct P ps[4] = {[0 ... 2] = {3, 8}, [1 ... 3].b = 0};  // the later .b wins
__constant int sized[] = {[2 ... 5] = 50};                          // 6 elements

kernel void k(global int *o, int q)
{
	int i = (int)get_global_id(0), j = i % 8;
	int loc[8] = {[1 ... 3] = q + 1, [5 ... 6] = q * 2 - 1};
	struct P lp[4] = {[0 ... 1] = {3, 8}, [2].a = 3};
	int last = sizeof(sized) / sizeof(sized[0]);

	if (i < 16) {
		o[i] = t[i] * 100 + t2[i] * 10 + t2[i + 16];
		return;
	}
	o[i] = 10000 * loc[j] + 100 * (lp[i % 4].a * 10 + lp[i % 4].b) + (j < last ? sized[j] : 0) + t2[39] + 4 +
	       1000000 * ps[i % 4].a + ps[i % 4].b;
}
