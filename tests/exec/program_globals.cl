// OpenCL C 2.0 program-scope variables in __global memory (6.5.1): written by
// one work-item's kernel launch, read by the next launch.
// options: -cl-std=CL2.0
// kernel: bump
// global: 1
// arg: global int out[1]
// expect: out[0] == 12
global int counter = 10;
global float scale[2] = {1.5f, 2.0f};

kernel void bump(global int *out)
{
	counter += 2;
	out[0] = counter * (int)(scale[1] / 2.0f);
}
