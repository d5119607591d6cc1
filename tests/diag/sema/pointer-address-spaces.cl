// OpenCL C 6.5.5: pointers into different named address spaces do not
// convert into each other.
kernel void f(global int *g, local int *l)
{
	local int *pl = g; // expected-error {{changes address space of pointer}}
	global int *pg = (global int *)l; // expected-error {{casting '__local int *' to type '__global int *' changes address space of pointer}}
	pl = l;
	pl[0] = g[0];
}
