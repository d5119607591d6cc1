// Programs that define OpenCL C's own type names again, as the reference's
// header does (typedef unsigned int uint; typedef float float4
// __attribute__((ext_vector_type(4)))), and vector types of their own
// with clang's ext_vector_type: the same types as the built-in vectors,
// with components, swizzles, literals and arithmetic; a typedef repeated
// with the same type (C11 6.7p3).
// kernel: k
// global: 32
// arg: global float a[32] = i * 0.5
// arg: global uint o[128]
// python: def want(j):
// python:     i, k = j // 4, j % 4
// python:     x = a[i]
// python:     return [int(x * 2) + 3, int(x + 1.0) + 2 * int(x), i * 7 + 1, (i * 7 + 1) * 2][k]
// expect: o[i] == want(i)

typedef unsigned int uint;
typedef float float4 __attribute__((ext_vector_type(4)));
typedef unsigned long size_t;
typedef float vec3f __attribute__((ext_vector_type(3)));
typedef int ivec2 __attribute__((ext_vector_type(2)));
typedef ivec2 ivec2;
typedef vec3f vec3f;

vec3f scale(vec3f v, float s)
{
	return v * s;
}

kernel void k(global const float *a, global uint *o)
{
	size_t i = get_global_id(0);
	float x = a[i];
	vec3f v = (vec3f)(x, 1.0f, 3.0f);
	float4 w = (float4)(v, 0.0f);
	float3 u = scale(v, 2.0f);
	ivec2 n = (ivec2)((int)i * 7 + 1);
	int2 m = n * (int2)(1, 2);
	o[4 * i] = (uint)(u.x + w.z);
	o[4 * i + 1] = (uint)(v.x + v.y) + 2 * (uint)(w.x);
	o[4 * i + 2] = (uint)n.y;
	o[4 * i + 3] = (uint)m.y;
}
