// clang's __builtin_astype(v, T), through which its header defines as_T:
// the same bits as another type of the same size, scalars and vectors, a
// 3-component vector being the size of 4 (6.2.4.2).  zocc had no
// __builtin_astype (code that tests __clang__ may call it).  Compared with
// clang-15 + llvm-spirv-15's module on PoCL.
// kernel: k
// global: 16
// arg: global float f[64] = (i - 30) * 1.75
// arg: global int o[16 * 8]
// expect: same-as-reference

kernel void k(global const float *f, global int *o)
{
	int i = (int)get_global_id(0);
	global int *r = o + i * 8;
	float4 x = vload4(i, f);
	int4 a = __builtin_astype(x, int4);
	uint2 b = __builtin_astype(x.xy, uint2);
	int3 c = __builtin_astype(x, int3);
	ushort2 d = __builtin_astype(x.w, ushort2);

	vstore4(a, 0, r);
	r[4] = (int)b.y;
	r[5] = c.z;
	r[6] = d.x + (d.y << 16);
	r[7] = __builtin_astype(1.0f + x.x, int);
}
