// to_global/to_local/to_private need a pointer outside __constant, and the
// generic address space.
// options: -cl-std=CL2.0
kernel void k(global int *o, constant int *c)
{
	int x = 0;

	o[0] = *to_global(c); // expected-error {{invalid address space for pointee of pointer argument to 'to_global'}}
	o[1] = *to_local(x); // expected-error {{invalid argument 'int' to function 'to_local': a pointer is expected}}
	o[2] = *to_private(&x, &x); // expected-error {{too many arguments to function call, expected 1, have 2}}
}
