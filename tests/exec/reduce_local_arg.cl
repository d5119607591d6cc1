// Work-group sum of floats in a __local buffer passed as a kernel argument
// (the host gives only its size).  The values are multiples of 1/4 small
// enough that every partial sum is exact in float.
// kernel: reduce
// global: 1024  local: 64
// arg: global float src[1024] = (i % 13) * 0.25 - 1.5
// arg: global float out[16]
// arg: local float scratch[64]
// expect: out[i] == sum(src[i*64:(i+1)*64])

kernel void reduce(global const float *src, global float *out, local float *scratch)
{
	uint lid = get_local_id(0);
	uint n = get_local_size(0);
	scratch[lid] = src[get_global_id(0)];
	barrier(CLK_LOCAL_MEM_FENCE);
	while (n > 1) {
		n /= 2;
		if (lid < n)
			scratch[lid] = scratch[lid] + scratch[lid + n];
		barrier(CLK_LOCAL_MEM_FENCE);
	}
	if (lid == 0)
		out[get_group_id(0)] = scratch[0];
}
