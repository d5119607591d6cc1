// OpenCL C 2.0's conditional operator on pointers: a generic one meets a
// named space in the generic one (tests/exec/cond_generic_pointers runs
// that), but __global and __local still have nothing in common; the
// result keeps both operands' qualifiers, so assigning it drops const as
// clang warns.
// options: -cl-std=CL2.0
kernel void k(global int *o, local int *l, global const int *c)
{
	int *z = o[1] ? o : l; // expected-error {{conditional operator with the second and third operands of type ('__global int *' and '__local int *') which are pointers to non-overlapping address spaces}}
	global int *p = o[0] ? o : c; // expected-warning {{initializing '__global int *' with an expression of type 'const __global int *' discards qualifiers}}
	int *g = o[2] ? (int *)o : l;
	p[0] = g[0];
}
