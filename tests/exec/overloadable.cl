// Functions marked __attribute__((overloadable)) share a name; a call picks
// the one whose parameters the arguments convert to best (exact, then a
// pointer adjusted to generic or to a more qualified pointee, then a
// promotion, then a conversion, then a scalar splatted to a vector), as
// clang resolves them.  One function of a set may lack the attribute.
// Each function returns a tag (hundreds) and a value, so a wrong choice
// or a wrong conversion shows.
// options: -cl-std=CL2.0
// kernel: k
// global: 16  local: 16
// arg: global int a[16] = rnd(i, -50, 50)
// arg: global int o[256]
// python: def want(j):
// python:     i, k = j // 16, j % 16
// python:     x = a[i]
// python:     return [100 + x, 200 + x * 2, 300 + x, 400 + x + 1, 500 + x, 600 + x,
// python:             700 + x, 800 + 4 * x, 900 + x, 1000 + x, 1100 + x + 3, 1200 + x,
// python:             1300 + x, 1400 + x, 1500 + 2, 1600 + x][k]
// expect: o[i] == want(i)

int __attribute__((overloadable)) f(int v) { return 100 + v; }
int __attribute__((overloadable)) f(float v) { return 200 + (int)(v * 2.0f); }
int __attribute__((overloadable)) f(long v) { return 300 + (int)v; }
int __attribute__((overloadable)) f(int v, int w) { return 400 + v + w; }
int __attribute__((overloadable)) f(global int *p) { return 500 + *p; }
int __attribute__((overloadable)) f(local int *p) { return 600 + *p; }
int __attribute__((overloadable)) f(int *p) { return 700 + *p; }      /* generic */
int __attribute__((overloadable)) f(int4 v) { return 800 + v.x + v.y + v.z + v.w; }
int __attribute__((overloadable)) f(const global int *p, int w) { return 900 + *p + w; }

int __attribute__((overloadable)) g(uint v) { return 2000; }
int __attribute__((overloadable)) g(int v) { return 1000 + v; }          /* ushort promotes to int */
int __attribute__((overloadable)) g(int4 v) { return 3000; }

int h(uint v) { return 1100 + (int)v; }                                  /* the one unmarked */
int __attribute__((overloadable)) h(float4 v) { return 2000; }

int __attribute__((overloadable)) q(int *p) { return 1200 + *p; }
int __attribute__((overloadable)) q(const int *p) { return 2000; }

int __attribute__((overloadable)) w(long v) { return 1300 + (int)v; }     /* conversion beats splat */
int __attribute__((overloadable)) w(int4 v) { return 2000; }

int __attribute__((overloadable)) z(char v) { return 2000; }
int __attribute__((overloadable)) z(int v) { return 1400 + v; }          /* promotion beats conversion */

int __attribute__((overloadable)) e(event_t *p) { return 1500 + (p == NULL) + 1; }
int __attribute__((overloadable)) e(int v) { return 2000; }

kernel void k(global int *a, global int *o)
{
	local int l[16];
	int i = get_global_id(0);
	int x = a[i], px = x;
	global int *out = o + 16 * i;

	l[i] = x;
	barrier(CLK_LOCAL_MEM_FENCE);
	out[0] = f(x);
	out[1] = f((float)x);
	out[2] = f((long)x);
	out[3] = f(x, 1);
	out[4] = f(a + i);
	out[5] = f(l + i);
	out[6] = f(&px);
	out[7] = f((int4)(x));
	out[8] = f(a + i, 0) - 0 * f((const global int *)(a + i), 0);
	out[9] = g((ushort)(x + 50)) - 50;
	out[10] = h(x + 3);
	out[11] = q(&px);
	out[12] = w((short)x);
	out[13] = z((short)x);
	out[14] = e(NULL);
	out[15] = f((uchar)0) - 100 + 1600 + x - 0 * z((uchar)1);
}
