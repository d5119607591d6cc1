// cl_ext_float_atomics: atomic_fetch_add/sub on atomic_float and
// atomic_double as OpAtomicFAddEXT (SPV_EXT_shader_atomic_float_add;
// sub adds the negated value), min/max as OpAtomicFMinEXT/FMaxEXT
// (SPV_EXT_shader_atomic_float_min_max); and the core float atomics
// (atomic_exchange, atomic_load, atomic_store), which zocc performs on the
// same bits as integers (Level Zero takes float-typed ones only where the
// device reports float atomic load/store).
// options: -cl-std=CL2.0 -device pvc
// clang: -cl-ext=+cl_ext_float_atomics,+__opencl_c_ext_fp32_global_atomic_add,+__opencl_c_ext_fp32_global_atomic_min_max,+__opencl_c_ext_fp64_global_atomic_add,+cl_khr_fp64,+cl_khr_int64_base_atomics
// llvm-spirv: --spirv-max-version=1.2 --spirv-ext=+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float_min_max
// reverse: CL2.0
// devices: pvc
// expect-calls: atomic_fetch_add atomic_fetch_min atomic_fetch_max
// zocc-as-int: atomic_load_explicit atomic_store_explicit atomic_exchange_explicit

kernel void k(global atomic_float *af, global atomic_double *ad, global float *out)
{
	local atomic_float la;
	if (get_local_id(0) == 0)
		atomic_store_explicit(&la, 0.0f, memory_order_relaxed, memory_scope_work_group);
	work_group_barrier(CLK_LOCAL_MEM_FENCE);
	out[0] = atomic_fetch_add(af, 1.5f) + atomic_fetch_sub_explicit(af, 0.5f, memory_order_relaxed);
	out[1] = atomic_fetch_min(af + 1, out[2]) + atomic_fetch_max_explicit(af + 2, out[3], memory_order_relaxed, memory_scope_device);
	out[2] = (float)atomic_fetch_add(ad, 2.0);
	out[3] = atomic_load_explicit(&la, memory_order_relaxed, memory_scope_work_group);
	out[4] = atomic_exchange(af + 3, 4.0f) + atomic_load(af + 4);
	atomic_store(af + 5, out[5]);
}
