// cl_ext_float_atomics: fp32 atomic add and min/max on global memory, which
// only pvc reports (ze_device_fp_atomic_ext_flags).
// options: -cl-std=CL2.0
// caps: AtomicFloat32AddEXT AtomicFloat32MinMaxEXT
// devices: pvc
kernel void k(global atomic_float *sum, global atomic_float *top, global const float *x)
{
	float v = x[get_global_id(0)];
	atomic_fetch_add_explicit(sum, v, memory_order_relaxed, memory_scope_device); // need: cl_ext_float_atomics
	atomic_fetch_max_explicit(top, v, memory_order_relaxed, memory_scope_device); // need: cl_ext_float_atomics
}
