// OpenCL C 6.5.2: __local variables belong to kernels, are declared in
// the kernel's outermost block (one object per work-group, not per entry
// into a block), and are not initialized.
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
	{
		local int w; // expected-error {{variables in the local address space can only be declared in the outermost scope of a kernel function}}
	}
	for (;;) {
		local float q[2]; // expected-error {{variables in the local address space can only be declared in the outermost scope of a kernel function}}
		break;
	}
	p[1] = ({ local int m; 1; }); // expected-error {{variables in the local address space can only be declared in the outermost scope of a kernel function}}
}
