// intel_reqd_sub_group_size(32): every Intel device runs sub-groups of 32.
// caps: SubgroupDispatch
// devices: skl apl icllp ehl tgllp dg2-g10 pvc
kernel __attribute__((intel_reqd_sub_group_size(32))) // need: requires cl_intel_required_subgroup_size
void k(global uint *p)
{
	p[get_global_id(0)] = get_sub_group_local_id();
}
