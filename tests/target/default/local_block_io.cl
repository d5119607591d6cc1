// cl_intel_subgroup_local_block_io: subgroup block reads and writes of
// __local memory (SPV_INTEL_subgroups' block instructions on a Workgroup
// pointer), from gen11 on: IGC refuses them on gen9 (skl, apl), and the
// Level Zero environment lists CrossWorkgroup pointers only (the portable
// profile).
// caps: SubgroupBufferBlockIOINTEL
// devices: icllp ehl tgllp dg2-g10 pvc
// igc-refuses[skl apl]: BlockReadLocal not supported!
kernel void k(global uint *out, local uint *l, local ushort *s, local uchar *c, local ulong *q)
{
	uint a = intel_sub_group_block_read(l); // need: cl_intel_subgroup_local_block_io
	uint4 b = intel_sub_group_block_read4(l + 64); // need: cl_intel_subgroup_local_block_io
	ushort2 x = intel_sub_group_block_read_us2(s); // need: cl_intel_subgroup_local_block_io
	uchar16 y = intel_sub_group_block_read_uc16(c); // need: cl_intel_subgroup_local_block_io
	ulong z = intel_sub_group_block_read_ul(q); // need: cl_intel_subgroup_local_block_io
	intel_sub_group_block_write8(l + 128, (uint8)(a)); // need: cl_intel_subgroup_local_block_io
	intel_sub_group_block_write_us2(s + 64, x); // need: cl_intel_subgroup_local_block_io
	intel_sub_group_block_write_uc16(c + 256, y); // need: cl_intel_subgroup_local_block_io
	intel_sub_group_block_write_ul(q + 64, z); // need: cl_intel_subgroup_local_block_io
	out[get_global_id(0)] = a + b.w + x.y + y.s3 + (uint)z;
}
