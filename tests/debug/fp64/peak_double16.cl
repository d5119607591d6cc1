// The same on double16 and double4 (IGC makes sixteen and four chains),
// the loops counted at run time, the sixteen summed through swizzles of
// pairs.
// kernel: peak16
// global: 4
// arg: global double src[1] = 0.125
// arg: global double out[4]
// arg: int n = 8
// python: def model(a, b, n, w):
// python:     t = 0.0
// python:     for c in range(w):
// python:         x, y = a + c % 4, b
// python:         for _ in range(n):
// python:             for _ in range(2):
// python:                 x = y * x + y; y = x * y + x
// python:         t += y
// python:     return t
// expect: close(out[i], model(0.125, -0.04 * (i + 1), 8, 16) + model(0.125, -0.04 * (i + 1), 32, 4))
// tolerance: 1e-9
// vars: x y i v w
// debug-records: x 1 1
#define STEP2(a, b) a = mad(b, a, b); b = mad(a, b, a)
#define STEP4(a, b) STEP2(a, b); STEP2(a, b)

kernel void peak16(global const double *src, global double *out, int n)
{
	double a = src[0], b = -0.04 * (double)(get_global_id(0) + 1);
	double16 x = (double16)((double4)(a, a + 1, a + 2, a + 3), (double4)(a, a + 1, a + 2, a + 3),
	                        (double4)(a, a + 1, a + 2, a + 3), (double4)(a, a + 1, a + 2, a + 3));
	double16 y = (double16)(b);
	double4 v = (double4)(a, a + 1, a + 2, a + 3), w = (double4)(b);

	for (int i = 0; i < n; i++) {
		STEP4(x, y); // line
	}
	for (int j = 0; j < 4 * n; j++) {
		STEP4(v, w); // line
	}
	double2 t = y.s01 + y.s23 + y.s45 + y.s67 + y.s89 + y.sab + y.scd + y.sef;
	out[get_global_id(0)] = t.s0 + t.s1 + w.x + w.y + w.z + w.w; // line
}
