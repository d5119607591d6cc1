// 32- and 64-bit integer atomics, and an OpenCL C 2.0 atomic_load of an
// atomic_float, which clang makes through a Generic pointer: the float rule
// (load/store/exchange under the GLOBAL and LOCAL flags of
// ze_device_fp_atomic_ext_flags) takes it where both flags are set, which
// every device has and ze has not.  ze also lacks 64-bit atomics.
// expect[ze]: atomic-float "fp32 atomic load/store/exchange on Generic memory"
// expect[ze]: capability "Int64Atomics"
// expect[ze]: atomic-int64 "OpAtomicIAdd"
// ocloc[skl tgllp dg2-g10 pvc]: ok
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
kernel void count(global int *hits, global long *total, local int *tmp, global atomic_float *f)
{
	atomic_inc(hits);
	atom_add(total, 3L);
	atomic_add(tmp, 1);
	barrier(CLK_LOCAL_MEM_FENCE);
	float v = atomic_load(f);
	hits[1] = (int)v + tmp[0];
}
