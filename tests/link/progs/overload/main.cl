// Overloaded functions defined in lib.cl: each call imports the overload
// it resolves to, by its mangled name.
// parts: main.cl lib.cl
// kernel: k
// global: 16
// arg: global int a[16] = i - 3
// arg: global int o[16]
// expect: o[i] == 2 * a_in[i] + int(2 * a_in[i] + 0.25) + (2 * a_in[i] + 1) + (2 * a_in[i] + 3) + (2 * a_in[0] + 5) + (2 * a_in[i] + 7)
__attribute__((overloadable)) int twice(int x);
__attribute__((overloadable)) float twice(float x);
__attribute__((overloadable)) int2 twice(int2 x);
__attribute__((overloadable)) int twice(global const int *p);
__attribute__((overloadable)) long twice(long x, uchar k);

kernel void k(global int *a, global int *o)
{
	int i = (int)get_global_id(0);
	int2 v = twice((int2)(a[i]));

	o[i] = twice(a[i]) + (int)twice((float)a[i]) + v.x + v.y + twice(a) + (int)twice((long)a[i], (uchar)7);
}
