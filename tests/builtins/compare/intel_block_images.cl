// cl_intel_subgroups block reads and writes on image2d_t
// (SubgroupImageBlockIOINTEL) in their read_only, write_only and
// read_write forms, with int2 coordinates; clang declares these only in
// OpenCL C 2.0.
// options: -cl-std=CL2.0 -device skl
// clang: -cl-ext=+cl_intel_subgroups,+cl_intel_subgroups_short
// llvm-spirv: --spirv-max-version=1.2 --spirv-ext=+SPV_INTEL_subgroups
// reverse: CL2.0
// expect-calls: intel_sub_group_block_read intel_sub_group_block_read4 intel_sub_group_block_write2
// expect-calls: intel_sub_group_block_read_us2 intel_sub_group_block_write_us

kernel void k(read_only image2d_t a, write_only image2d_t b, read_write image2d_t c, global uint *o)
{
	int2 p = (int2)(16, 2);
	uint x = intel_sub_group_block_read(a, p);
	uint4 y = intel_sub_group_block_read4(c, p);
	intel_sub_group_block_write2(b, p, y.xy);
	intel_sub_group_block_write_ui(c, p, x);
	ushort2 s = intel_sub_group_block_read_us2(a, p);
	intel_sub_group_block_write_us(b, p, s.y);
}
