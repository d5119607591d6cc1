// A real-world kernel shape: compiled, validated and given to IGC (no run).
// options: -device tgllp
#pragma OPENCL EXTENSION cl_intel_subgroups : enable
__kernel __attribute__((intel_reqd_sub_group_size(16)))
void sg_sum(__global const float *in, __global float *out)
{
	float v = in[get_global_id(0)];
	for (int d = 8; d > 0; d >>= 1)
		v += intel_sub_group_shuffle_down(v, v, d);
	if (get_sub_group_local_id() == 0)
		out[get_global_id(0) / 16] = v;
	uint x = intel_sub_group_block_read((const __global uint *)in);
	out[0] += as_float(x) * 0.0f + sub_group_reduce_add(v);
}
