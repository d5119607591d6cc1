// Work-group inclusive prefix sum (Hillis and Steele): log2(n) steps over
// two __local buffers that swap roles, a barrier between steps.
#define WG 64
// kernel: scan
// global: 512  local: 64
// arg: global int src[512] = rnd(i, -20, 100)
// arg: global int out[512]
// expect: out[i] == sum(src[(i // WG) * WG : i + 1])

kernel void scan(global const int *src, global int *out)
{
	local int buf[2][WG];
	int lid = get_local_id(0);
	int cur = 0;
	buf[0][lid] = src[get_global_id(0)];
	barrier(CLK_LOCAL_MEM_FENCE);
	for (int off = 1; off < WG; off *= 2) {
		int v = buf[cur][lid];
		if (lid >= off)
			v += buf[cur][lid - off];
		buf[1 - cur][lid] = v;
		cur = 1 - cur;
		barrier(CLK_LOCAL_MEM_FENCE);
	}
	out[get_global_id(0)] = buf[cur][lid];
}
