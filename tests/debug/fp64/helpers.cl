// The chains in helper functions IGC inlines into the loop: one returning
// double2, one updating a double2 through a pointer (the variables then
// live in memory: IGC turns their declarations into values at each
// store), and an unrelated store in the loop.
// kernel: helpers
// global: 4
// arg: global double out[8]
// arg: int n = 24
// python: def model(g, n):
// python:     x, y = [0.5, 0.75], [-0.02 * (g + 1)] * 2
// python:     for _ in range(n):
// python:         for c in range(2):
// python:             x[c] = y[c] * x[c] + y[c]; y[c] = y[c] * x[c] + x[c]
// python:             x[c] = x[c] * y[c] + x[c]
// python:     return y[0] + y[1] + x[0]
// expect: close(out[i], model(i, 24)) if i < 4 else out[i] == 1.0
// tolerance: 1e-9
// vars: y i g n
// debug-records: x 0 0
double2 step(double2 p, double2 q) { double2 t = mad(q, p, q); return t; }
void bump(double2 *p, double2 q) { *p = mad(*p, q, *p); }

kernel void helpers(global double *out, int n)
{
	int g = get_global_id(0);
	double2 x = (double2)(0.5, 0.75), y = (double2)(-0.02 * (g + 1));

	for (int i = 0; i < n; i++) { // line
		x = step(x, y);
		y = mad(y, x, x); // line
		bump(&x, y);
		out[4 + g] = 1.0;
	}
	out[g] = y.s0 + y.s1 + x.s0; // line
}
