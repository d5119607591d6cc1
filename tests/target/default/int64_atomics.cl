// 64-bit atomics (cl_khr_int64_base_atomics and _extended_atomics) on
// global and local memory: every Intel device but the low-power gen9 and
// gen11 parts (apl, ehl: Intel's front end defines neither extension for
// them, though IGC would build the instructions), not the portable profile.
// caps: Int64Atomics
// devices: skl icllp tgllp dg2-g10 pvc
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable // need: unsupported OpenCL extension 'cl_khr_int64_base_atomics'
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable // need: unsupported OpenCL extension 'cl_khr_int64_extended_atomics'

kernel void k(global long *sum, global ulong *hi, local long *tmp)
{
	long x = (long)get_global_id(0) << 33;
	if (get_local_id(0) == 0)
		*tmp = 0;
	barrier(CLK_LOCAL_MEM_FENCE);
	atom_add(tmp, x); // need: requires cl_khr_int64_base_atomics
	barrier(CLK_LOCAL_MEM_FENCE);
	if (get_local_id(0) == 0)
		atom_add(sum, *tmp); // need: requires cl_khr_int64_base_atomics
	atom_max(hi, (ulong)x); // need: requires cl_khr_int64_extended_atomics
}
