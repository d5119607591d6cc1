// The portable profile ze does not promise cl_intel_required_subgroup_size
// (the SubgroupDispatch capability).
// options: -device ze
kernel __attribute__((intel_reqd_sub_group_size(16))) void f(global int *p) { p[0] = 1; } // expected-error {{'intel_reqd_sub_group_size' requires cl_intel_required_subgroup_size, which the portable profile 'ze' does not have}}
