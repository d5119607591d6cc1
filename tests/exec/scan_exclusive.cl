// Work-group exclusive prefix sum (Blelloch): an up-sweep builds partial
// sums in place, the root is cleared, a down-sweep distributes them.  Each
// work-item handles two elements; the group total goes to sums[group].
#define N 128
// kernel: scan_excl
// global: 256  local: 64
// arg: global uint data[512] = rnd(i, 0, 1000)
// arg: global uint sums[4]
// expect: data[i] == sum(data_in[(i // N) * N : i])
// expect: sums[i] == sum(data_in[i * N : (i + 1) * N])

kernel void scan_excl(global uint *data, global uint *sums)
{
	local uint t[N];
	uint lid = get_local_id(0);
	global uint *d = data + get_group_id(0) * N;
	t[2 * lid] = d[2 * lid];
	t[2 * lid + 1] = d[2 * lid + 1];
	uint off = 1;
	for (uint n = N >> 1; n > 0; n >>= 1) {
		barrier(CLK_LOCAL_MEM_FENCE);
		if (lid < n) {
			uint ai = off * (2 * lid + 1) - 1;
			uint bi = off * (2 * lid + 2) - 1;
			t[bi] += t[ai];
		}
		off *= 2;
	}
	barrier(CLK_LOCAL_MEM_FENCE);
	if (lid == 0) {
		sums[get_group_id(0)] = t[N - 1];
		t[N - 1] = 0;
	}
	for (uint n = 1; n < N; n *= 2) {
		off >>= 1;
		barrier(CLK_LOCAL_MEM_FENCE);
		if (lid < n) {
			uint ai = off * (2 * lid + 1) - 1;
			uint bi = off * (2 * lid + 2) - 1;
			uint x = t[ai];
			t[ai] = t[bi];
			t[bi] += x;
		}
	}
	barrier(CLK_LOCAL_MEM_FENCE);
	d[2 * lid] = t[2 * lid];
	d[2 * lid + 1] = t[2 * lid + 1];
}
