// GNU __typeof__ (and __typeof) as macro-built code uses it: min/max/swap
// macros over statement expressions, of an expression and of a type name.
// kernel: k
// global: 1
// arg: global int o[4]
// arg: global float f[4] = 1.5
// expect: o[0] == 4 + 16 + 12
// expect: o[1] == 4 * 10 + 3 + 5 + 1
// expect: o[2] == 7
// expect: o[3] == 2
#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
#define SWAP(x, y) do { __typeof(x) t_ = x; x = y; y = t_; } while (0)
typedef float4 V;
kernel void k(global int *o, global float *f)
{
	int x = 3, y = 4;
	__typeof__(V) v = vload4(0, f);
	__typeof__(x + 1.0f) fl = 2.5f;   /* float */
	__typeof__(o) p = o;              /* a global pointer */
	short s = 7;
	__typeof__(s + s) w = 65536 + s;  /* int, after the promotions */

	SWAP(x, y);
	p[0] = MAX(x, y) + sizeof(__typeof__(v)) + sizeof(__typeof__(int[3]));
	p[1] = x * 10 + y + (int)(fl * 2) + (int)v.y;
	p[2] = w - 65536;
	p[3] = sizeof(__typeof__(s));
}
