// The extended subgroup extensions (cl_khr_subgroup_ballot,
// _non_uniform_arithmetic, _shuffle, _clustered_reduce, _non_uniform_vote):
// GroupNonUniform* in a SPIR-V 1.3 module, on every Intel device; the
// portable profile has none of them.
// options: -cl-std=CL2.0
// caps: GroupNonUniformBallot GroupNonUniformArithmetic GroupNonUniformShuffle GroupNonUniformClustered GroupNonUniformVote
// devices: skl apl icllp ehl tgllp dg2-g10 pvc
kernel void k(global uint4 *b, global int *r)
{
	uint id = get_sub_group_local_id();
	b[get_global_id(0)] = sub_group_ballot(id & 1); // need: requires cl_khr_subgroup_ballot
	int s = sub_group_non_uniform_reduce_add((int)id); // need: requires cl_khr_subgroup_non_uniform_arithmetic
	int t = sub_group_shuffle_xor(s, 1u); // need: requires cl_khr_subgroup_shuffle
	int c = sub_group_clustered_reduce_max((int)id, 4); // need: requires cl_khr_subgroup_clustered_reduce
	r[get_global_id(0)] = t + c + sub_group_non_uniform_all(id < 4); // need: requires cl_khr_subgroup_non_uniform_vote
}
