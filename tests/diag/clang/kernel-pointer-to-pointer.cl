// A kernel argument that points to a pointer: OpenCL C 1.2's rule, gone
// from 2.0 on (clang-15 and ocloc agree; IGC keeps such kernels:
// tests/exec/pointer_to_pointer_arg.cl).  Compared with clang-15 under
// each language version: an error at 1.2, nothing at 2.0 and 3.0.
// options: -cl-std=CL1.2
// variants: -cl-std=CL2.0 | -cl-std=CL3.0
kernel void rows(global float *global *rows, global float *out)
{
	out[0] = rows[0][0];
}
kernel void tables(constant int *constant *t, global int *out)
{
	out[0] = t[1][2];
}
