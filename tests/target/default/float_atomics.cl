// cl_ext_float_atomics: fp32 atomic add and max on global memory.  Intel's
// front end declares the float atomics for every device and IGC builds
// them on each (a native atomic_fadd from dg2 on, a compare-exchange loop
// before), so every device has them; the portable profile has not (the
// Level Zero environment lists no float atomics).
// options: -cl-std=CL2.0
// caps: AtomicFloat32AddEXT AtomicFloat32MinMaxEXT
// devices: skl apl icllp ehl tgllp dg2-g10 pvc
kernel void k(global atomic_float *sum, global atomic_float *top, global const float *x)
{
	float v = x[get_global_id(0)];
	atomic_fetch_add_explicit(sum, v, memory_order_relaxed, memory_scope_device); // need: cl_ext_float_atomics
	atomic_fetch_max_explicit(top, v, memory_order_relaxed, memory_scope_device); // need: cl_ext_float_atomics
}
