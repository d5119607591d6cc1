// The peak-compute shape on float2 and on uint2: IGC regroups only double
// chains, so these loops keep every variable record (-g says where x and
// y are at each step).
// kernel: control
// global: 4
// arg: global float out[4]
// python: def model(b):
// python:     x, y = [0.25, 1.25], [b, b]
// python:     for _ in range(16):
// python:         for _ in range(4):
// python:             for c in range(2):
// python:                 x[c] = f32(f32(y[c] * x[c]) + y[c]); y[c] = f32(f32(x[c] * y[c]) + x[c])
// python:     return f32(y[0] + y[1])
// expect: close(out[i], model(f32(-0.05 * (i + 1))))
// tolerance: 1e-4
// vars: x y i
// debug-records: x 5 100
// debug-records: u 3 100
#define STEP2(a, b) a = mad(b, a, b); b = mad(a, b, a)

kernel void control(global float *out)
{
	float2 x = (float2)(0.25f, 1.25f), y = (float2)(-0.05f * (float)(get_global_id(0) + 1));
	uint2 u = (uint2)(1, 2), v = (uint2)(3, 4);

	for (int i = 0; i < 16; i++) {
		STEP2(x, y); STEP2(x, y); STEP2(x, y); STEP2(x, y); // line
	}
	for (int j = 0; j < 16; j++) {
		u = u * v + u; v = v * u + v;
		u = u * v + u; v = v * u + v;
	}
	out[get_global_id(0)] = y.s0 + y.s1 + (float)((u.x ^ v.y) & 0); // line
}
