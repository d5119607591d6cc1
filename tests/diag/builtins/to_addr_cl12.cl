// Before OpenCL C 2.0 there is no generic address space to cast from.
kernel void k(global int *o)
{
	o[0] = to_global(o) != 0; // expected-error {{'to_global' requires the generic address space}}
}
