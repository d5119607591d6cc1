// OpenCL 1.1 atomics on __global and __local int/uint: every work-item
// updates the same few words, so only atomic read-modify-writes give the
// totals checked below.  The values atomic_inc returns must be a
// permutation (each ticket handed out once); a compare-and-swap loop must
// lose no increment.
// kernel: legacy
// global: 256  local: 64
// arg: global int src[256] = rnd(i, -5000, 5000)
// arg: global int acc[10] = 0
// arg: global uint tickets[256]
// arg: global float fx[1] = 0
// python: def fold(vs, op):
// python:     r = 0
// python:     for v in vs: r = op(r, v & 0xffff)
// python:     return r
// expect: acc[0] == sum(src)
// expect: acc[1] == -sum(src)
// expect: acc[2] == min(0, min(src))
// expect: acc[3] == max(0, max(src))
// expect: acc[4] == fold(src, lambda a, b: a | b)
// expect: acc[5] == fold(src, lambda a, b: a ^ b)
// expect: acc[6] == 4 * sum(1 for v in src if v > 0)
// expect: acc[7] == 256
// expect: acc[8] == 256
// expect: acc[9] == -256
// expect: sorted(tickets) == list(range(256))
// expect: fx[0] in [float(v) for v in src]

kernel void legacy(global int *src, global int *acc, global uint *tickets, global float *fx)
{
	local int lpos;
	int x = src[get_global_id(0)], old;
	if (get_local_id(0) == 0)
		lpos = 0;
	barrier(CLK_LOCAL_MEM_FENCE);
	atomic_add(&acc[0], x);
	atomic_sub(&acc[1], x);
	atomic_min(&acc[2], x);
	atomic_max(&acc[3], x);
	atomic_or((global uint *)&acc[4], (uint)x & 0xffffu);
	atomic_xor(&acc[5], x & 0xffff);
	if (x > 0)
		atomic_inc(&lpos);
	barrier(CLK_LOCAL_MEM_FENCE);
	if (get_local_id(0) == 0)
		atomic_add(&acc[6], 4 * lpos);
	tickets[get_global_id(0)] = atomic_inc((global uint *)&acc[7]);
	do {
		old = acc[8];
	} while (atomic_cmpxchg(&acc[8], old, old + 1) != old);
	atomic_dec(&acc[9]);
	atomic_xchg(&fx[0], (float)x);
}
