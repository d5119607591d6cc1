// get_sub_group_eq_mask and the other masks alone in a module: their
// BuiltIns need GroupNonUniformBallot and SPIR-V 1.3,
// which nothing else declares here (the module once failed spirv-val).
// options: -cl-std=CL2.0 -device tgllp
// clang: -cl-ext=+cl_khr_subgroups,+cl_khr_subgroup_ballot
// llvm-spirv: --spirv-max-version=1.3
// reverse: CL2.0
// expect-calls: get_sub_group_eq_mask get_sub_group_ge_mask get_sub_group_gt_mask get_sub_group_le_mask get_sub_group_lt_mask

kernel void k(global uint4 *p)
{
	size_t g = get_global_id(0);
	p[g] = get_sub_group_eq_mask() + get_sub_group_ge_mask() + get_sub_group_gt_mask() +
	       get_sub_group_le_mask() + get_sub_group_lt_mask();
}
