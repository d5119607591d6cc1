// Atomics: a 16-bin histogram counted with atomic_inc in __local memory,
// then merged into the global histogram with atomic_add.
// requires: atomics
// kernel: histogram
// global: 1024  local: 64
// arg: global uchar data[1024] = rnd(i, 0, 256)
// arg: global uint bins[16] = 0
// expect: bins[i] == sum(1 for v in data if v % 16 == i)

kernel void histogram(global const uchar *data, global uint *bins)
{
	local uint lb[16];
	int lid = get_local_id(0);
	if (lid < 16)
		lb[lid] = 0;
	barrier(CLK_LOCAL_MEM_FENCE);
	atomic_inc(&lb[data[get_global_id(0)] % 16]);
	barrier(CLK_LOCAL_MEM_FENCE);
	if (lid < 16)
		atomic_add(&bins[lid], lb[lid]);
}
