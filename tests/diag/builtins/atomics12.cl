// OpenCL C 1.2: no generic address space, so an atomic on private memory
// has nothing to convert to; the 2.0 functions do not exist.

kernel void k(global int *g)
{
	int x = 0;
	atomic_add(&x, 1); // expected-error {{'atomic_add' needs a pointer to __global or __local memory, not 'int *'}}
	atomic_fetch_add(g, 1); // expected-error {{'atomic_fetch_add' requires OpenCL C 2.0 or newer}}
	atomic_add(g, 1);
}
