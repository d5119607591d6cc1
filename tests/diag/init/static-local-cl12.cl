// OpenCL C 1.2 has no static variables in functions (clang's message).
kernel void k(global int *o)
{
	static constant int t[2] = {1, 2}; // expected-error {{variables in function scope cannot be declared static}}
	static int p = 3; // expected-error {{variables in function scope cannot be declared static}}
	o[0] = t[1] + p;
}
