// Work-group sum in a __local array declared in the kernel: a tree of
// halving steps separated by barriers; one partial sum per group.
#define WG 128
// kernel: reduce
// global: 2048  local: 128
// arg: global int src[2048] = rnd(i, -1000, 1000)
// arg: global int out[16]
// expect: out[i] == sum(src[i*WG:(i+1)*WG])

kernel void reduce(global const int *src, global int *out)
{
	local int tmp[WG];
	size_t lid = get_local_id(0);
	tmp[lid] = src[get_global_id(0)];
	barrier(CLK_LOCAL_MEM_FENCE);
	for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {
		if (lid < s)
			tmp[lid] += tmp[lid + s];
		barrier(CLK_LOCAL_MEM_FENCE);
	}
	if (lid == 0)
		out[get_group_id(0)] = tmp[0];
}
