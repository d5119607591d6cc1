// OpenCL C 6.9 (Function qualifiers) and the Level Zero kernel argument
// rules: a pointer argument of a kernel points into __global, __constant or
// __local memory, never __private.
kernel void f(global int *ok, private int *p) // expected-error {{pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space}}
{
	ok[0] = 1;
}
