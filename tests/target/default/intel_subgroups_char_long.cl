// cl_intel_subgroups_char and cl_intel_subgroups_long: block reads and
// writes of char and long, on every Intel device; the portable profile
// promises only the int and short forms of cl_intel_subgroups.
// caps: SubgroupBufferBlockIOINTEL
// devices: skl apl icllp ehl tgllp dg2-g10 pvc
kernel void k(global uchar *c, global ulong *l)
{
	uchar x = intel_sub_group_block_read_uc(c); // need: cl_intel_subgroups_char
	ulong y = intel_sub_group_block_read_ul(l); // need: cl_intel_subgroups_long
	intel_sub_group_block_write_uc(c + 64, (uchar)(x + 1)); // need: cl_intel_subgroups_char
	intel_sub_group_block_write_ul(l + 64, y + 1); // need: cl_intel_subgroups_long
}
