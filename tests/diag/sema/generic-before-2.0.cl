// The generic address space is OpenCL C 2.0's: in 1.2 it is clang's error
// (zocc took 'generic int *p' and made a 2.0 module of a 1.2 program).
kernel void k(global int *o)
{
	generic int *p = o; // expected-error {{OpenCL C version 1.2 does not support the '__generic' type qualifier}}
	p[0] = 1;
}
