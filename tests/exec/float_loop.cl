// A float recurrence in a loop (Horner's rule on a polynomial, then a few
// steps of Newton's iteration for a square root): compared with the
// reference compiler's results, and loosely with the exact value.
// tolerance: 1e-5
// kernel: horner
// global: 256  local: 32
// arg: global float x[256] = (i - 128) / 64.0
// arg: constant float coef[6] = [0.5, -1.25, 2.0, 0.75, -0.125, 1.0][i]
// arg: global float poly[256]
// arg: global float root[256]
// expect: same-as-reference
// expect: close(poly[i], sum(coef[k] * x[i] ** (5 - k) for k in range(6)))
// expect: close(root[i], sqrt(1 + x[i] * x[i]))

kernel void horner(global const float *x, constant float *coef, global float *poly,
                   global float *root)
{
	int i = get_global_id(0);
	float v = x[i];
	float acc = 0.0f;
	for (int k = 0; k < 6; k++)
		acc = acc * v + coef[k];
	poly[i] = acc;
	float a = 1.0f + v * v;
	float r = a;
	for (int k = 0; k < 20; k++)
		r = 0.5f * (r + a / r);
	root[i] = r;
}
