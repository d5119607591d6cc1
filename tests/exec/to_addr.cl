// OpenCL C 2.0's to_global, to_local and to_private (6.13.9): a generic
// pointer back in its own address space.  clang has them as builtins, not
// in opencl-c.h, so zocc lacked them (real 2.0 code uses them to take a
// fast path by address space).  PoCL's CPU device has one flat address
// space and gives every cast a pointer, so what runs here is the pointer
// coming back; the NULL of the other spaces is the instruction IGC takes
// (tests/builtins/compare/to_addr.cl holds it to the reference's).
// options: -cl-std=CL2.0
// kernel: k
// global: 1
// local: 1
// arg: global int o[8]
// expect: o[0] == 100
// expect: o[1] == 200
// expect: o[2] == 300
// expect: o[3] == 1
int get(int *p, int space)
{
	global int *g = to_global(p);
	local int *l = to_local(p);
	private int *q = to_private(p);

	return space == 0 ? *g : space == 1 ? *l : *q;
}

kernel void k(global int *o)
{
	local int l;
	int q = 300;

	l = 200;
	o[7] = 100;
	o[0] = get(&o[7], 0);
	o[1] = get(&l, 1);
	o[2] = get(&q, 2);
	o[3] = to_global(o) == o && to_global((int *)o) == o;
}
