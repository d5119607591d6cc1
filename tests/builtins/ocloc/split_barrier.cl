// cl_intel_split_work_group_barrier on every device: zocc makes
// SPV_INTEL_split_barrier's instructions, which IGC turns into a barrier
// signal and a barrier wait; ocloc's translator leaves the calls as
// imported functions, which IGC compiles to calls of nothing.
// options: -cl-std=CL2.0
// devices: skl icllp tgllp dg2-g10 pvc
// differs: halves zocc:OpControlBarrierArriveINTEL,OpControlBarrierWaitINTEL ocloc:call:intel_work_group_barrier_arrive,call:intel_work_group_barrier_wait ocloc's translator (14) knows no SPV_INTEL_split_barrier and leaves the two calls imported functions; IGC compiles them to calls of nothing (no barrier in its code)
// differs: scoped zocc:OpControlBarrierArriveINTEL,OpControlBarrierWaitINTEL ocloc:call:intel_work_group_barrier_arrive,call:intel_work_group_barrier_wait as for halves, with the memory scope
// isa: tgllp halves signal barrier
// isa: tgllp halves sync\.bar
// isa: dg2-g10 scoped sync\.bar
kernel void halves(global int *out, local int *tmp)
{
	size_t i = get_local_id(0);

	tmp[i] = (int)i;
	intel_work_group_barrier_arrive(CLK_LOCAL_MEM_FENCE);
	out[get_global_id(0)] = 1;
	intel_work_group_barrier_wait(CLK_LOCAL_MEM_FENCE);
	out[get_global_id(0)] += tmp[(i + 1) % get_local_size(0)];
}

kernel void scoped(global int *out)
{
	out[get_global_id(0)] = 2;
	intel_work_group_barrier_arrive(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
	intel_work_group_barrier_wait(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE, memory_scope_work_group);
	out[get_global_id(0) + 1] += 1;
}
