// Atomics the way GPU micro-benchmarks write them: explicit memory orders
// and scopes on counters the host allocates as plain ints (cast to the
// atomic types), a compare-and-exchange retry loop whose expected value
// lives in a private variable, work-group scope on __local memory, and a
// few C-style slips compilers take with a warning: the plain int buffer
// passed to atomic_fetch_max_explicit as it is, and the expected value
// through a const pointer.
// options: -cl-std=CL2.0
// kernel: atomics
// global: 256  local: 64
// arg: global int counters[4] = 0
// arg: global int flags[256] = 0
// expect: counters[i] == [256, 256 * 3, 255, 4][i]
// expect: flags[i] == 1
__kernel void atomics(__global int *counters, __global int *flags)
{
	const int gid = get_global_id(0);
	__local int group_hits;
	volatile __global atomic_int *hits = (volatile __global atomic_int *)&counters[0];
	volatile __global atomic_int *sum = (volatile __global atomic_int *)&counters[1];

	if (get_local_id(0) == 0)
		atomic_init((volatile __local atomic_int *)&group_hits, 0);
	work_group_barrier(CLK_LOCAL_MEM_FENCE);

	atomic_fetch_add_explicit(hits, 1, memory_order_relaxed, memory_scope_device);
	atomic_fetch_add_explicit((volatile __local atomic_int *)&group_hits, 1, memory_order_relaxed,
	                          memory_scope_work_group);
	/* a retry loop: add 3 to the sum with compare-and-exchange */
	int expected = atomic_load_explicit(sum, memory_order_relaxed, memory_scope_device);
	while (!atomic_compare_exchange_weak_explicit(sum, &expected, expected + 3, memory_order_relaxed,
	                                              memory_order_relaxed, memory_scope_device))
		;
	atomic_fetch_max_explicit(&counters[2], gid, memory_order_relaxed, memory_scope_device);
	work_group_barrier(CLK_LOCAL_MEM_FENCE);
	if (get_local_id(0) == 0) {
		int seen = 64;

		/* succeeds once per group: the group's count is 64 */
		if (atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)&group_hits,
		                                            (const int *)&seen, 0, memory_order_relaxed,
		                                            memory_order_relaxed, memory_scope_work_group))
			atomic_fetch_add_explicit((volatile __global atomic_int *)&counters[3], 1, memory_order_relaxed,
			                          memory_scope_device);
	}
	flags[gid] = 1;
}
