// OpenCL 2.0 atomics on the atomic_* types: atomic_fetch_* with default
// and explicit orders and scopes, exchange, compare-exchange loops,
// atomic_load/store, atomic_init on __local memory, and atomic_flag as a
// per-group "first one in" marker.  (clang's module for this file does
// not link on PoCL: it calls the 1.x functions on generic pointers.)
// options: -cl-std=CL2.0
// kernel: c11
// global: 256  local: 64
// arg: global int src[256] = rnd(i, -3000, 3000)
// arg: global int acc[12] = 0
// arg: global int firsts[4] = 0
// python: def fold(vs, op, r=0):
// python:     for v in vs: r = op(r, v)
// python:     return r
// expect: acc[0] == sum(src)
// expect: acc[1] == -sum(src)
// expect: acc[2] == min(0, min(src))
// expect: acc[3] == max(0, max(src))
// expect: acc[4] == fold(src, lambda a, b: a | (b & 0xff))
// expect: acc[5] == fold(src, lambda a, b: a ^ b)
// expect: acc[6] == fold(src, lambda a, b: a & b, -1)
// expect: acc[7] == 256
// expect: acc[8] in src
// expect: acc[9] == 4 * 64
// expect: acc[10] == 4
// expect: acc[11] == 256
// expect: firsts[i] == 1

kernel void c11(global int *src, global atomic_int *acc, global int *firsts)
{
	local atomic_int cnt;
	local atomic_flag flag;
	int x = src[get_global_id(0)];
	if (get_local_id(0) == 0) {
		atomic_init(&cnt, 0);
		atomic_flag_clear_explicit(&flag, memory_order_relaxed, memory_scope_work_group);
	}
	if (get_global_id(0) == 0)
		atomic_store(&acc[6], -1);
	work_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
	atomic_fetch_add(&acc[0], x);
	atomic_fetch_sub_explicit(&acc[1], x, memory_order_relaxed);
	atomic_fetch_min_explicit(&acc[2], x, memory_order_acq_rel, memory_scope_device);
	atomic_fetch_max(&acc[3], x);
	atomic_fetch_or(&acc[4], x & 0xff);
	atomic_fetch_xor(&acc[5], x);
	barrier(CLK_GLOBAL_MEM_FENCE);
	if (get_group_id(0) == 0 && get_local_id(0) == 0) {
		/* wait until work-item 0's store is visible, then keep it */
		while (atomic_load_explicit(&acc[6], memory_order_acquire) != -1)
			;
	}
	atomic_fetch_and(&acc[6], x);
	{
		int old = atomic_load(&acc[7]);
		while (!atomic_compare_exchange_weak(&acc[7], &old, old + 1))
			;
	}
	atomic_exchange(&acc[8], x);
	atomic_fetch_add_explicit(&cnt, 1, memory_order_relaxed, memory_scope_work_group);
	if (!atomic_flag_test_and_set(&flag)) {
		firsts[get_group_id(0)] += 1;
		atomic_fetch_add(&acc[10], 1);
	}
	work_group_barrier(CLK_LOCAL_MEM_FENCE);
	if (get_local_id(0) == 0)
		atomic_fetch_add(&acc[9], atomic_load(&cnt));
	{
		int e = 0;
		/* exactly one compare_exchange_strong from 0 succeeds per value */
		while (!atomic_compare_exchange_strong_explicit(&acc[11], &e, e + 1, memory_order_seq_cst,
		                                                memory_order_relaxed, memory_scope_device))
			;
	}
}
