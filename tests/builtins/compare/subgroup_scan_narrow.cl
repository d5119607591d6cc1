// Subgroup reductions and scans of char and short:
// with cl_khr_subgroup_extended_types they are overloads of their own,
// computed on the narrow type, so the identity of an exclusive min/max
// scan is CHAR_MAX, SHRT_MIN... of that type; they once resolved to the
// int overload, and work-item 0 got (char)INT_MAX = -1.
// options: -cl-std=CL2.0 -device skl
// clang: -cl-ext=+cl_khr_subgroups,+cl_khr_subgroup_extended_types,+cl_khr_subgroup_non_uniform_arithmetic
// llvm-spirv: --spirv-max-version=1.3
// reverse: CL2.0
// expect-calls: sub_group_scan_exclusive_minc sub_group_scan_exclusive_maxc sub_group_scan_exclusive_mins
// expect-calls: sub_group_scan_exclusive_maxt sub_group_non_uniform_scan_exclusive_minh
// expect-calls: sub_group_non_uniform_scan_exclusive_maxs sub_group_reduce_adds sub_group_scan_inclusive_minh

kernel void k(global char *c, global uchar *uc, global short *s, global ushort *us)
{
	size_t g = get_global_id(0);
	c[g] = sub_group_scan_exclusive_min(c[g]) + sub_group_scan_exclusive_max(c[g]);
	s[g] = sub_group_scan_exclusive_min(s[g]) + sub_group_non_uniform_scan_exclusive_max(s[g]);
	us[g] = sub_group_scan_exclusive_max(us[g]) + sub_group_reduce_add(us[g]);
	uc[g] = sub_group_non_uniform_scan_exclusive_min(uc[g]) + sub_group_scan_inclusive_min(uc[g]);
}
