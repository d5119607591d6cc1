// Subgroup functions: the extended ones need SPIR-V 1.3, a clustered
// reduction a constant power-of-two cluster size, and the Intel ones the
// extension.
// options: -device skl --spirv-max-version=1.2 -cl-ext=-cl_intel_subgroups

kernel void k(global int *p, uint n)
{
	int x = p[get_global_id(0)];
	p[0] = sub_group_elect(); // expected-error {{'sub_group_elect' needs SPIR-V 1.3 (GroupNonUniform instructions), but device 'skl' allows at most SPIR-V 1.2}}
	p[1] = intel_sub_group_shuffle(x, 1); // expected-error {{'intel_sub_group_shuffle' requires cl_intel_subgroups}}
	p[2] = sub_group_reduce_add(x);
}
