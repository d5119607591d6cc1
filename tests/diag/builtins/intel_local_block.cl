// cl_intel_subgroup_local_block_io: skl (gen9) has block reads and writes of
// __global memory only; the __local forms name the extension.
// options: -device skl

kernel void k(global uint *g, local uint *l, local uchar *c)
{
	uint a = intel_sub_group_block_read(g);
	uint b = intel_sub_group_block_read(l); // expected-error {{'intel_sub_group_block_read' with argument of type '__local uint *' requires cl_intel_subgroup_local_block_io, which is not enabled or not supported by device 'skl'}}
	intel_sub_group_block_write_uc16(c, (uchar16)(1)); // expected-error {{'intel_sub_group_block_write_uc16' with arguments of type '__local uchar *', 'uchar16' requires cl_intel_subgroup_local_block_io}}
	intel_sub_group_block_write(g, a + b);
}
