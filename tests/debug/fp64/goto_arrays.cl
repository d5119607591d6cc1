// A loop made by goto, and double2 elements of a private array updated in
// a counted loop inside a runtime one (the inner loop unrolled whole by
// IGC makes the outer one a single block).
// kernel: gotos
// global: 4
// arg: global double out[4]
// arg: int n = 12
// python: def model(g, n):
// python:     a = [[0.25 * g, 0.5], [0.125, -0.25]]
// python:     s, t = [0.0, 0.0], [0.1 * g, 0.2]
// python:     for _ in range(n):
// python:         for k in range(2):
// python:             for c in range(2):
// python:                 a[k][c] = a[k][c] * 0.5 + 0.25
// python:     m = 0
// python:     while True:
// python:         for c in range(2):
// python:             s[c] = s[c] * 0.5 + t[c]; t[c] = t[c] * 0.5 + s[c]
// python:         m += 1
// python:         if m >= n: break
// python:     return a[0][0] + a[0][1] + a[1][0] + a[1][1] + s[0] + t[1]
// expect: close(out[i], model(i, 12))
// tolerance: 1e-9
// vars: s t m r g n
// debug-records: s 1 1
kernel void gotos(global double *out, int n)
{
	int g = get_global_id(0), m = 0;
	double2 a[2] = {(double2)(0.25 * g, 0.5), (double2)(0.125, -0.25)};
	double2 s = (double2)(0.0), t = (double2)(0.1 * g, 0.2);

	for (int r = 0; r < n; r++) // line
		for (int k = 0; k < 2; k++)
			a[k] = mad(a[k], 0.5, 0.25); // line
again:
	s = mad(s, 0.5, t); // line
	t = mad(t, 0.5, s);
	if (++m < n)
		goto again;
	out[g] = a[0].s0 + a[0].s1 + a[1].s0 + a[1].s1 + s.s0 + t.s1; // line
}
