// Vectors: float4, int2, uint4 (the library's uint4 of uint), float8, a
// vector parameter, swizzles and components.
// kernel: vectors
// global: 4
// arg: global float out[4]
// arg: global float src[32] = i
// python: def v(i):
// python:     a = [src_in[4 * i + k] for k in range(4)]
// python:     s = (a[0] + a[1] + a[2] + a[3]) * 2 + a[3] + a[2]
// python:     return s + (i + 1) * 2 + sum(src_in[8 * (i % 4) + k] for k in range(8)) + 7
// expect: close(out[i], v(i))

float total(float4 v)
{
	float t = v.x + v.y + v.z + v.w;
	return t;
}

__kernel void vectors(__global float *out, __global const float *src)
{
	int gid = get_global_id(0);
	float4 a = vload4(gid, src);
	float4 twice = a * 2.0f;
	float2 hi = a.wz;
	int2 ids = (int2)(gid, gid + 1);
	uint4 u4 = (uint4)(1, 2, 3, 1);
	float8 wide = vload8(gid % 4, src);
	float w = wide.s0 + wide.s1 + wide.s2 + wide.s3 + wide.s4 + wide.s5 + wide.s6 + wide.s7;
	out[gid] = total(twice) + hi.x + hi.y + (ids.x + ids.y + 1) + w + (u4.x + u4.y + u4.z + u4.w);
}
