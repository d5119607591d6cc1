// cl_intel_subgroups_short's intel_sub_group_broadcast, reductions and
// scans: the cl_khr_subgroups instructions on 16-bit
// values.  llvm-spirv-15 leaves the reference's as calls for IGC to
// resolve from its library, so only zocc's module is read back.
// options: -cl-std=CL2.0 -device skl
// reference: none
// reverse: CL2.0
// devices: skl tgllp dg2-g10 pvc
// expect-calls: sub_group_broadcastDv2_ sub_group_reduce_adds sub_group_scan_exclusive_mins
// expect-calls: sub_group_scan_inclusive_maxt sub_group_reduce_mint

kernel void k(global short *s, global ushort *u, global short2 *v)
{
	size_t g = get_global_id(0);
	v[g] = intel_sub_group_broadcast(v[g], 1);
	s[g] = intel_sub_group_reduce_add(s[g]) + intel_sub_group_scan_exclusive_min(s[g]);
	u[g] = intel_sub_group_scan_inclusive_max(u[g]) + intel_sub_group_reduce_min(u[g]);
}
