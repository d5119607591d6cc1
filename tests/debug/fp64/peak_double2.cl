// The peak-compute shape of the Level Zero performance tests: chains of
// mad() on double2 written out by macros, in a counted loop.  IGC splits
// the two components into independent chains and regroups them.
// kernel: peak
// global: 8
// arg: global double src[1] = 0.25
// arg: global double out[8]
// python: def model(a, b):
// python:     x, y = [a, a + 1], [b, b]
// python:     for _ in range(64):
// python:         for _ in range(4):
// python:             for c in range(2):
// python:                 x[c] = y[c] * x[c] + y[c]; y[c] = x[c] * y[c] + x[c]
// python:     return y[0] + y[1]
// expect: close(out[i], model(0.25, -0.05 * (i + 1)))
// tolerance: 1e-9
// vars: x y i src out
// debug-records: x 1 1
#define STEP2(a, b) a = mad(b, a, b); b = mad(a, b, a)
#define STEP8(a, b) STEP2(a, b); STEP2(a, b); STEP2(a, b); STEP2(a, b)

kernel void peak(global const double *src, global double *out)
{
	double2 x = (double2)(src[0], src[0] + 1.0);
	double2 y = (double2)(-0.05 * (double)(get_global_id(0) + 1));

	for (int i = 0; i < 64; i++) {
		STEP8(x, y); // line
	}
	out[get_global_id(0)] = y.s0 + y.s1; // line
}
