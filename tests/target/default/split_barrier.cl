// cl_intel_split_work_group_barrier: the two halves of a work-group barrier
// (SPV_INTEL_split_barrier's OpControlBarrierArriveINTEL and
// OpControlBarrierWaitINTEL), on every Intel device; the Level Zero
// environment does not list the extension, so the portable profile has
// it not.
// options: -cl-std=CL2.0
// caps: SplitBarrierINTEL
// devices: skl apl icllp ehl tgllp dg2-g10 pvc
kernel void k(global int *out, local int *tmp)
{
	size_t i = get_local_id(0), n = get_local_size(0);

	tmp[i] = (int)i;
	intel_work_group_barrier_arrive(CLK_LOCAL_MEM_FENCE); // need: cl_intel_split_work_group_barrier
	out[get_global_id(0)] = 1;
	intel_work_group_barrier_wait(CLK_LOCAL_MEM_FENCE); // need: cl_intel_split_work_group_barrier
	out[get_global_id(0)] += tmp[(i + 1) % n];
	intel_work_group_barrier_arrive(CLK_GLOBAL_MEM_FENCE, memory_scope_device); // need: cl_intel_split_work_group_barrier
	intel_work_group_barrier_wait(CLK_GLOBAL_MEM_FENCE, memory_scope_device); // need: cl_intel_split_work_group_barrier
}
