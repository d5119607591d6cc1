// cl_intel_split_work_group_barrier: the flags and the scope as for
// work_group_barrier; the scope form is OpenCL C 2.0's.
// options: -device ze

kernel void k(global int *p)
{
	intel_work_group_barrier_arrive(CLK_LOCAL_MEM_FENCE); // expected-error {{'intel_work_group_barrier_arrive' requires cl_intel_split_work_group_barrier, which is not enabled or not supported by the portable profile 'ze'}}
	intel_work_group_barrier_wait(CLK_LOCAL_MEM_FENCE); // expected-error {{'intel_work_group_barrier_wait' requires cl_intel_split_work_group_barrier}}
}
