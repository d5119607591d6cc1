// Vector types: float4 loads, component-wise arithmetic, a vector literal
// and a scalar widened to a vector.
// requires: vectors
// kernel: vec4
// global: 64
// arg: global float a[256] = i * 0.5
// arg: global float b[256] = 100 - i
// arg: global float out[256]
// expect: out[i] == f32(f32(f32(a[i] + b[i]) * 2) - [1, 2, 3, 4][i % 4])

kernel void vec4(global const float4 *a, global const float4 *b, global float4 *out)
{
	int i = get_global_id(0);
	float4 s = a[i] + b[i];
	float4 t = s * 2.0f;
	out[i] = t - (float4)(1.0f, 2.0f, 3.0f, 4.0f);
}
