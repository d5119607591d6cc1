// Two independent scalar chains of multiply-adds in a while loop whose
// count is known only at run time, and fma() in a do-while.
// kernel: chains
// global: 4
// arg: global double out[4]
// arg: int n = 40
// python: def model(g, n):
// python:     a, b, k = 1.0 + g, 2.0 - g, 0.5
// python:     for _ in range(n):
// python:         a = a * k + 1.0; b = b * k + 3.0
// python:     c, d, m = 0.0, 1.0, 0
// python:     while True:
// python:         c = c * 0.25 + d; d = d * 0.75 + 0.5; m += 1
// python:         if m >= n: break
// python:     return a + b + c + d
// expect: close(out[i], model(i, 40))
// tolerance: 1e-9
// vars: a b k c d m n
// debug-records: a 1 1
double grow(double v, double k) { return v * k + 3.0; }

kernel void chains(global double *out, int n)
{
	int g = get_global_id(0), left = n, m = 0;
	double a = 1.0 + g, b = 2.0 - g, k = 0.5, c = 0.0, d = 1.0;

	while (left-- > 0) { // line
		a = a * k + 1.0;
		b = grow(b, k);
	}
	do {
		c = fma(c, 0.25, d); // line
		d = fma(d, 0.75, 0.5);
		m++;
	} while (m < n);
	out[g] = a + b + c + d; // line
}
