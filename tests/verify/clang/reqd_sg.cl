// intel_reqd_sub_group_size(8): SubgroupDispatch and OpExecutionMode
// SubgroupSize 8, which pvc (16 and 32 only) and ze refuse.
// expect[ze pvc]: subgroup-size "does not support subgroup size 8"
// expect[ze]: capability "SubgroupDispatch"
// ocloc[pvc]: fail
// ocloc[skl tgllp dg2-g10]: ok
__attribute__((intel_reqd_sub_group_size(8)))
kernel void k8(global int *x) { x[get_global_id(0)] = get_sub_group_local_id(); }
