// cl_ext_float_atomics on double: add, min and max on global and local
// memory, on the devices with fp64 (gen9, pvc), where IGC builds them;
// elsewhere double itself is refused.
// options: -cl-std=CL3.0
// caps: AtomicFloat64AddEXT AtomicFloat64MinMaxEXT
// devices: skl apl pvc
kernel void k(global atomic_double *sum, local atomic_double *tmp, // need: double
              global const double *x) // need: double
{
	double v = x[get_global_id(0)]; // need: double

	atomic_fetch_add_explicit(sum, v, memory_order_relaxed, memory_scope_device);
	atomic_fetch_max_explicit(sum + 1, v, memory_order_relaxed, memory_scope_device);
	atomic_fetch_add_explicit(tmp, v, memory_order_relaxed, memory_scope_work_group);
	atomic_fetch_min_explicit(tmp + 1, v, memory_order_relaxed, memory_scope_work_group);
}
