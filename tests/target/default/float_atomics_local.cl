// cl_ext_float_atomics on __local memory: fp32 add, sub, min and max and
// the core exchange, which IGC builds on every device (compare-exchange
// loops on shared local memory).
// options: -cl-std=CL3.0
// caps: AtomicFloat32AddEXT AtomicFloat32MinMaxEXT
// devices: skl apl icllp ehl tgllp dg2-g10 pvc
kernel void k(global float *out, local atomic_float *acc)
{
	float v = (float)get_local_id(0);

	if (get_local_id(0) == 0)
		atomic_store_explicit(acc, 0.0f, memory_order_relaxed, memory_scope_work_group);
	barrier(CLK_LOCAL_MEM_FENCE);
	atomic_fetch_add_explicit(acc, v, memory_order_relaxed, memory_scope_work_group); // need: cl_ext_float_atomics
	atomic_fetch_sub_explicit(acc, 1.0f, memory_order_relaxed, memory_scope_work_group); // need: cl_ext_float_atomics
	atomic_fetch_min_explicit(acc + 1, v, memory_order_relaxed, memory_scope_work_group); // need: cl_ext_float_atomics
	atomic_fetch_max_explicit(acc + 2, v, memory_order_relaxed, memory_scope_work_group); // need: cl_ext_float_atomics
	barrier(CLK_LOCAL_MEM_FENCE);
	out[get_global_id(0)] = atomic_exchange_explicit(acc + 3, v, memory_order_relaxed, memory_scope_work_group);
}
