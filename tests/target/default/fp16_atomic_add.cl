// Kept out of every profile: fp16 atomic add (cl_ext_float_atomics'
// __opencl_c_ext_fp16_*_atomic_add).  Intel's front end declares it for
// every device, but IGC has no OpAtomicFAddEXT on half, on any device (and
// ocloc's own translator asserts on it from source).
// options: -cl-std=CL3.0
// devices: none
// igc-module: -cl-ext=+__opencl_c_ext_fp16_global_atomic_add,+__opencl_c_ext_fp16_local_atomic_add
// igc-refuses[skl apl icllp ehl tgllp dg2-g10 pvc]: undefined reference to `__builtin_spirv_OpAtomicFAddEXT_p1f16_i32_i32_f16'
// unchecked: ze  it has no fp16 at all (target/default/half)
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void k(global atomic_half *g, global half *out)
{
	half v = out[get_global_id(0)];

	out[get_global_id(0)] = atomic_fetch_add_explicit(g, v, memory_order_relaxed, memory_scope_device); // need: floating-point atomic add
}
