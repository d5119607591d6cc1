// The khr extended subgroup extensions: GroupNonUniform instructions with
// Subgroup scope, which raise the module to SPIR-V 1.3 (vote, ballot,
// non-uniform arithmetic, shuffle, shuffle_relative, clustered_reduce).
// options: -cl-std=CL2.0 -device skl
// clang: -cl-ext=+cl_khr_subgroups,+cl_khr_subgroup_non_uniform_vote,+cl_khr_subgroup_ballot,+cl_khr_subgroup_non_uniform_arithmetic,+cl_khr_subgroup_shuffle,+cl_khr_subgroup_shuffle_relative,+cl_khr_subgroup_clustered_reduce
// llvm-spirv: --spirv-max-version=1.3
// reverse: CL2.0
// devices: skl tgllp dg2-g10 pvc
// expect-calls: sub_group_elect sub_group_non_uniform_all sub_group_non_uniform_all_equal
// expect-calls: sub_group_ballot sub_group_inverse_ballot sub_group_ballot_bit_extract
// expect-calls: sub_group_ballot_bit_count sub_group_ballot_inclusive_scan sub_group_ballot_find_msb
// expect-calls: sub_group_non_uniform_reduce_add sub_group_non_uniform_scan_inclusive_mul
// expect-calls: sub_group_non_uniform_reduce_logical_xor sub_group_shuffle sub_group_shuffle_xor
// expect-calls: sub_group_shuffle_up sub_group_shuffle_down sub_group_clustered_reduce_max
// expect-calls: sub_group_non_uniform_broadcast sub_group_broadcast_first

kernel void k(global int *p, global uint *u, global float *f)
{
	size_t g = get_global_id(0);
	int x = p[g];
	uint4 b = sub_group_ballot(x > 0);
	p[g] = sub_group_elect() + sub_group_non_uniform_all(x) + sub_group_non_uniform_any(x) +
	       sub_group_non_uniform_all_equal(x) + sub_group_inverse_ballot(b) +
	       sub_group_ballot_bit_extract(b, 3) + sub_group_non_uniform_broadcast(x, 2) +
	       sub_group_broadcast_first(x);
	u[g] = sub_group_ballot_bit_count(b) + sub_group_ballot_inclusive_scan(b) +
	       sub_group_ballot_exclusive_scan(b) + sub_group_ballot_find_lsb(b) + sub_group_ballot_find_msb(b) +
	       get_sub_group_eq_mask().x + get_sub_group_lt_mask().y;
	p[g] += sub_group_non_uniform_reduce_add(x) + sub_group_non_uniform_scan_inclusive_mul(x) +
	        sub_group_non_uniform_scan_exclusive_min(x) + sub_group_non_uniform_reduce_and(x) +
	        sub_group_non_uniform_reduce_logical_xor(x) + sub_group_clustered_reduce_max(x, 4) +
	        sub_group_clustered_reduce_or(x, 8);
	f[g] = sub_group_non_uniform_reduce_max(f[g]) + sub_group_shuffle(f[g], 1) +
	       sub_group_shuffle_xor(f[g], 2) + sub_group_shuffle_up(f[g], 1) + sub_group_shuffle_down(f[g], 1);
}
