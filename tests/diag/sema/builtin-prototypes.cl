// A program may repeat the library's prototype of a builtin (with or
// without 'overloadable'): calls stay the builtin's (tests/lang compares
// the modules).  A prototype no builtin has declares a function of the
// program, which then needs a definition; a definition of a builtin's
// name replaces the builtin for the calls after it.
// options: -cl-std=CL2.0
void barrier(cl_mem_fence_flags flags);
int __attribute__((overloadable)) atomic_add(volatile __global int *p, int val);
float4 __attribute__((overloadable)) vload4(size_t offset, const __global float *p);
int mad24(int x, int y); // expected-error {{function 'mad24' is used but never defined}}
int mul24(int x, int y) { return x * y + 1; } // expected-warning {{'mul24' redefines an OpenCL C built-in function; calls to 'mul24' use this definition}}

kernel void k(global int *o, global float *f)
{
	barrier(CLK_LOCAL_MEM_FENCE);
	atomic_add(o, 1);
	o[1] = (int)vload4(0, f).x + mad24(1, 2) + mul24(2, 3);
}
