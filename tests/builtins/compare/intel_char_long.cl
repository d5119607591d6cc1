// cl_intel_subgroups_char and cl_intel_subgroups_long block reads and
// writes (_uc with 1, 2, 4, 8, 16 elements; _ul with 1, 2, 4, 8) and char
// shuffles: clang-15 does not declare them, so only zocc's module is
// checked, and its reverse translation must show the Intel builtins.
// options: -device skl
// reference: none
// expect-calls: intel_sub_group_block_read_uc16 intel_sub_group_block_write_uc2
// expect-calls: intel_sub_group_block_read_ul4 intel_sub_group_block_write_ul
// expect-calls: intel_sub_group_shuffle

kernel void k(global uchar *c, global ulong *l)
{
	uchar16 a = intel_sub_group_block_read_uc16(c);
	intel_sub_group_block_write_uc2(c + 256, a.s01);
	ulong4 b = intel_sub_group_block_read_ul4(l);
	intel_sub_group_block_write_ul(l + 64, b.w);
	c[get_global_id(0)] = intel_sub_group_shuffle(c[0], 3);
}
