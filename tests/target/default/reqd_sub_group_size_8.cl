// intel_reqd_sub_group_size(8): SubgroupSize 8, which pvc cannot run (it has
// 16 and 32) and the portable profile does not promise at all.
// caps: SubgroupDispatch
// devices: skl apl icllp ehl tgllp dg2-g10
// igc-refuses[pvc]: Kernel compiled with required subgroup size 8, which is unsupported on this platform
kernel __attribute__((intel_reqd_sub_group_size(8))) // need[ze]: requires cl_intel_required_subgroup_size // need[pvc]: subgroup size 8 is not supported
void k(global uint *p)
{
	p[get_global_id(0)] = get_sub_group_size() * 100 + get_sub_group_local_id();
}
