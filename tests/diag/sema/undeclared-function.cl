// OpenCL C has no implicit function declarations.
kernel void f(global int *p)
{
	p[0] = frobnicate(3); // expected-error {{use of undeclared identifier 'frobnicate'}}
}
