// OpenCL C 6.5.2: __local variables belong to kernels and are not
// initialized.
void helper(global int *p)
{
	local int x; // expected-error {{non-kernel function variable cannot be declared in local address space}}
	p[0] = 0;
}
kernel void f(global int *p)
{
	local int y = 3; // expected-error {{'__local' variable cannot have an initializer}}
	local int z[8];
	z[p[0]] = 1;
	helper(p);
}
