// GNU vector types (__attribute__((vector_size(BYTES))) on a typedef),
// as portable SIMD code writes them: zocc ignored the attribute, so v4sf
// was a float and the kernel read and wrote every fourth float.  Brace
// initializers, subscripts, arithmetic with scalars, and clang's
// ext_vector_type beside them.
// kernel: k
// global: 4
// arg: global float a[4 * 4] = i * 0.5
// arg: global float o[4 * 4]
// arg: global int b[4 * 2]
// python: def want(i):
// python:     return (i * 0.5) * 2.0 + [1.0, 2.0, 3.0, 4.0][i % 4] + (i % 4)
// expect: o[i] == want(i)
// expect: b[i] == (i % 2) * 10 + 7
typedef float v4sf __attribute__((vector_size(16)));
typedef int v2si __attribute__((vector_size(8)));
typedef int int2_t __attribute__((ext_vector_type(2)));

kernel void k(global const v4sf *a, global v4sf *o, global v2si *b)
{
	size_t i = get_global_id(0);
	v4sf add = {1.0f, 2.0f, 3.0f, 4.0f};
	v2si t = {0, 10};
	int2_t e = (int2_t)(7, 7);
	v4sf r = a[i] * 2.0f + add;

	for (int j = 0; j < 4; j++)
		r[j] += (float)j;
	o[i] = r;
	b[i] = t + e;
}
