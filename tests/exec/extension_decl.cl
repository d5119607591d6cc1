// GNU __extension__ before a declaration: at file scope, before a
// typedef, inside a struct, and before block-scope declarations (zocc
// took it only before expressions and typedefs); it means nothing, as in
// clang, and an __extension__ expression still reads as one.
// kernel: k
// global: 16
// arg: global int o[16]
// expect: o[i] == i * 3 + 7 + 5 + 2 * i + 11
__extension__ constant int base = 7;
__extension__ typedef int I;
struct P {
	__extension__ int x;
	__extension__ union { int y; float f; } u;
};

kernel void k(global int *o)
{
	__extension__ int i = (int)get_global_id(0);
	__extension__ const I three = 3;
	__extension__ struct P p = { 5, { 2 } };
	int e = __extension__ (p.u.y * i);

	__extension__ __extension__ 11;
	o[i] = i * three + base + p.x + e + __extension__ 11;
}
