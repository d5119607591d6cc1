// A scalar argument widens to a vector parameter (OpenCL C 6.2.6), ranked
// below every scalar conversion as clang ranks it: pow(float4, float)
// takes pow(float4, float4); clamp(int4, int, int4) and mad(float2, float,
// float2) likewise; max(float4, 1) still takes max(float4, float) (a
// conversion beats a widening); vstore3(v.x, 0, p) stores the scalar in
// three places.
// kernel: k
// global: 8  local: 8
// arg: global float a[32] = i + 0.25
// arg: global int b[32] = 3 * i - 50
// arg: global float r[32]
// arg: global int c[32]
// arg: global float m[16]
// arg: global float v[24]
// arg: global float mx[32]
// expect: close(r[i], (i + 0.25) ** 2)
// expect: c[i] == min(max(3 * i - 50, -2), 3 * i - 45)
// expect: close(m[i], (4 * (i // 2) + i % 2 + 0.25) * 3 + 1)
// expect: v[i] == 4 * (i // 3) + 0.25
// expect: mx[i] == max(i + 0.25, 1.0)

kernel void k(global float *a, global int *b, global float *r, global int *c, global float *m,
              global float *v, global float *mx)
{
	size_t g = get_global_id(0);
	float s = 2.0f;
	float4 x = vload4(g, a);
	int4 y = vload4(g, b);

	vstore4(pow(x, s), g, r);
	vstore4(clamp(y, -2, y + 5), g, c);
	vstore2(mad(x.xy, 3.0f, (float2)(1.0f)), g, m);
	vstore3(x.x, g, v);
	vstore4(max(x, 1), g, mx);
}
