// OpenCL C 2.0 6.5.5: the conditional operator with a generic pointer and
// one to a named address space gives a generic pointer (zocc called them
// non-overlapping address spaces); the pointee keeps the qualifiers of
// both operands.
// options: -cl-std=CL2.0
// kernel: k
// global: 8
// local: 8
// arg: global int o[8]
// arg: local int l[8]
// expect: o[i] == (2 if i % 2 else 100 + i) + 2 * (100 + i if i % 3 else 7)
int pick(int *p, int c)
{
	int priv = 2;
	int *q = c ? p : &priv;

	return *q;
}

kernel void k(global int *o, local int *l)
{
	int i = (int)get_global_id(0);
	int *g;
	const int *r;

	o[i] = 100 + i;
	l[i] = 50;
	barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
	int a = pick(o + i, i % 2 == 0);
	g = i % 3 ? (int *)(o + i) : l + i;
	r = i % 3 ? (const int *)(o + i) : (int *)(l + i);
	l[i] = 7;
	barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
	o[i] = a + *g + *r;
}
