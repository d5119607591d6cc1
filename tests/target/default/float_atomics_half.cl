// cl_ext_float_atomics on half: load, store, exchange, min and max on
// global and local memory, which IGC builds on every device; fp16 add it
// cannot compile (fp16_atomic_add).
// options: -cl-std=CL3.0
// caps: AtomicFloat16MinMaxEXT
// devices: skl apl icllp ehl tgllp dg2-g10 pvc
// unchecked: ze  it has no fp16 at all (target/default/half)
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void k(global atomic_half *g, local atomic_half *l, global half *out)
{
	half v = out[get_global_id(0)];

	atomic_store_explicit(l, v, memory_order_relaxed, memory_scope_work_group);
	atomic_fetch_min_explicit(g, v, memory_order_relaxed, memory_scope_device);
	atomic_fetch_max_explicit(l, v, memory_order_relaxed, memory_scope_work_group);
	out[get_global_id(0)] = atomic_exchange_explicit(g + 1, v, memory_order_relaxed, memory_scope_device) +
	                        atomic_load_explicit(l, memory_order_relaxed, memory_scope_work_group);
}
