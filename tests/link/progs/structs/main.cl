// Kernels taking structs by value in a program of separately compiled
// files: main.cl's kernel and lib.cl's (a kernel in a library: the
// entry point and its ByVal parameters come through -create-library and
// the link unchanged), and functions across the files that take the
// struct through a pointer (a struct by value does not cross between
// zocc's modules and clang's: link/error/struct-by-value).  Every kernel
// must be in IGC's binary of the linked program.
// parts: main.cl lib.cl
// library: lib.cl
// no-pocl: spirv-link mixed-spirv-link: spirv-link keeps each module's variable for a BuiltIn, and llvm-spirv-15 -r refuses two
// kernel: k
// global: 8
// arg: global float o[8]
// arg: struct p = pack('<2fi4x4f', 0.5, 2.0, 3, 1.0, 2.0, 3.0, 4.0)
// expect: close(o[i], 0.5 * i + 2.0 * 3 + [1.0, 2.0, 3.0, 4.0][i % 4] + 10)
// kernel: lib_scale
// global: 8
// arg: global float o[8] = i
// arg: struct p = pack('<2fi4x4f', 3.0, 0.0, 0, 0, 0, 0, 0)
// expect: close(o[i], 3.0 * i)
#include "lib.h"

kernel void k(global float *o, params_t p)
{
	int i = (int)get_global_id(0);
	float v[4] = {p.box.x, p.box.y, p.box.z, p.box.w};

	o[i] = apply(&p, (float)i) + v[i % 4] + offset();
}
