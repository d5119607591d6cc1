// __local memory: an array declared in the kernel, a __local pointer
// parameter, a barrier between the writes and the reads.
// kernel: local_mem
// global: 16  local: 8
// arg: global float out[16]
// arg: global float src[16] = i + 0.25
// arg: local float scratch[8]
// expect: close(out[i], src_in[(i // 8) * 8 + (7 - i % 8)] + 2 * src_in[i])

__kernel void local_mem(__global float *out, __global const float *src, __local float *scratch)
{
	__local float tile[8];
	int lid = get_local_id(0);
	int gid = get_global_id(0);
	float mine = src[gid];
	tile[lid] = mine;
	scratch[lid] = mine * 2.0f;
	barrier(CLK_LOCAL_MEM_FENCE);
	float other = tile[7 - lid];
	out[gid] = other + scratch[lid];
}
