// clang's atomic builtins, which code written for clang calls with the
// __ATOMIC_* and __OPENCL_MEMORY_SCOPE_* macros: __opencl_atomic_X(p, ...,
// order, scope) and __c11_atomic_X(p, ..., order) are OpenCL C 2.0's
// atomic_X_explicit (6.15.12.7).  Each work-item works on eight ints of
// its own.  (clang-15 itself makes a broken module of these builtins for
// spir64 -- "Invalid bitcast" -- so the values are written out here.)
// options: -cl-std=CL2.0
// kernel: k
// global: 8
// arg: global int mem[64] = i * 3
// arg: global int o[64]
// python: def ores(j):
// python:     i, k = j // 8, j % 8
// python:     return [24 * i, 24 * i + 3, 9 + i, 1, 24 * i + 9, 24 * i + 12, 72 * i + 54,
// python:             ((24 * i + 18) & 6) + 21 + i][k]
// python: def mres(j):
// python:     i, k = j // 8, j % 8
// python:     return [24 * i + 3, 4, 9 + i, 24 * i + 9, 13, 2, ((24 * i + 18) & 6) ^ 5, (24 * i + 21) | 2][k]
// expect: o[i] == ores(i)
// expect: mem[i] == mres(i)

kernel void k(global int *mem, global int *o)
{
	int i = (int)get_global_id(0);
	global atomic_int *a = (global atomic_int *)(mem + 8 * i);
	global atomic_uint *u = (global atomic_uint *)(mem + 8 * i + 7);
	global int *r = o + 8 * i;
	int e = 3 * (8 * i + 1);

	r[0] = __opencl_atomic_fetch_add(a, 3, __ATOMIC_RELAXED, __OPENCL_MEMORY_SCOPE_DEVICE);
	r[1] = __c11_atomic_fetch_max(a, 7 * i, __ATOMIC_SEQ_CST);
	__opencl_atomic_store(a + 2, 9 + i, __ATOMIC_RELEASE, __OPENCL_MEMORY_SCOPE_WORK_GROUP);
	r[2] = __opencl_atomic_load(a + 2, __ATOMIC_ACQUIRE, __OPENCL_MEMORY_SCOPE_WORK_GROUP);
	r[3] = __c11_atomic_compare_exchange_strong(a + 1, &e, 4, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
	r[4] = __opencl_atomic_compare_exchange_weak(a + 3, &e, 11, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED,
	                                             __OPENCL_MEMORY_SCOPE_DEVICE) * 100 + e;
	r[5] = __c11_atomic_exchange(a + 4, 13, __ATOMIC_RELAXED);
	r[6] = (int)__opencl_atomic_fetch_or(u, 2u, __ATOMIC_RELAXED, __OPENCL_MEMORY_SCOPE_DEVICE) +
	       __c11_atomic_fetch_sub(a + 5, 1, __ATOMIC_RELAXED) + __c11_atomic_fetch_and(a + 6, 6, __ATOMIC_RELAXED);
	__c11_atomic_init(a + 5, 21 + i);
	r[7] = __c11_atomic_fetch_xor(a + 6, 5, __ATOMIC_RELAXED) + __c11_atomic_fetch_min(a + 5, 2, __ATOMIC_RELAXED);
}
