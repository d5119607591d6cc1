// Swizzles through a pointer to a vector with '->' (clang takes v->y and
// v->xy = ...; zocc said the base type is not a structure or union), read
// and written, in global and private memory.
// kernel: k
// global: 4
// arg: global float v[4 * 4] = i
// arg: global float o[4]
// python: def want(i):
// python:     w, k = divmod(i, 4)
// python:     return [1.0, 2.0, 4 * w + 2 + 10, 4 * w + 1][k]
// expect: v[i] == want(i)
// expect: o[i] == (4 * i + 1) + (4 * i + 3) + 5
kernel void k(global float4 *v, global float *o)
{
	size_t i = get_global_id(0);
	global float4 *p = v + i;
	float2 t = (float2)(2.0f, 3.0f);
	float2 *q = &t;
	float a = p->y + p->w;

	p->w = p->y;
	p->xy = (float2)(1.0f, 2.0f);
	p->z += 10.0f;
	o[i] = a + q->x + q->y;
}
