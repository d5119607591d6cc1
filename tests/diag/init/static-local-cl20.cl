// options: -cl-std=CL2.0
// OpenCL C 2.0 6.8: a static variable in a function lives in the global or
// the constant address space (global when none is written), and its
// initializer is a constant.
kernel void k(global int *o, int x)
{
	static int count = 3;
	static constant int t[2] = {1, 2};
	static local int l; // expected-error {{static local variable must reside in global or constant address space}}
	static private int p; // expected-error {{static local variable must reside in global or constant address space}}
	static constant int c; // expected-error {{variable in constant address space must be initialized}}
	o[0] = count + t[1] + l + p + c;
}
