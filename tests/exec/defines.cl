// Object-like macros from #define and from -D options, and a #pragma OPENCL
// EXTENSION line, in the kernel the slice's preprocessor must handle.
// options: -DOFFSET=7 -DFACTOR=2
#pragma OPENCL EXTENSION cl_khr_byte_addressable_store : enable
#define SCALE 3
#define COUNT 100
// kernel: scaled
// global: 100
// arg: global int x[COUNT] = i - 50
// arg: global int y[COUNT]
// expect: y[i] == SCALE * x[i] * FACTOR + OFFSET

kernel void scaled(global const int *x, global int *y)
{
	int i = get_global_id(0);
	y[i] = SCALE * x[i] * FACTOR + OFFSET;
}
