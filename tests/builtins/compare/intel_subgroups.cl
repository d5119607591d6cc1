// cl_intel_subgroups, cl_intel_subgroups_short and cl_khr_subgroups: the
// Intel shuffles (SPV_INTEL_subgroups, SubgroupShuffleINTEL) on scalars and
// vectors, buffer block reads and writes (SubgroupBufferBlockIOINTEL), and
// the khr subgroup collectives (OpGroup* with Subgroup scope, Groups).
// clang: -cl-ext=+cl_intel_subgroups,+cl_intel_subgroups_short,+cl_khr_subgroups
// llvm-spirv: --spirv-max-version=1.2 --spirv-ext=+SPV_INTEL_subgroups
// expect-calls: intel_sub_group_shuffle intel_sub_group_shuffle_down intel_sub_group_shuffle_up
// expect-calls: intel_sub_group_shuffle_xor intel_sub_group_block_read intel_sub_group_block_write
// expect-calls: sub_group_reduce_add sub_group_scan_exclusive_min sub_group_scan_inclusive_max
// expect-calls: sub_group_broadcast sub_group_all sub_group_any get_sub_group_local_id
// options: -device skl

kernel void k(global int *p, global float *q, global uint *u, global ushort *us, global long *l)
{
	size_t g = get_global_id(0);
	int x = p[g];
	p[g] = sub_group_reduce_add(x) + sub_group_scan_exclusive_min(x) + sub_group_scan_inclusive_max(x) +
	       sub_group_broadcast(x, 0) + sub_group_all(x) + sub_group_any(x);
	q[g] = sub_group_reduce_add(q[g]) + sub_group_reduce_max(q[g]) + sub_group_scan_inclusive_min(q[g]) +
	       intel_sub_group_shuffle(q[g], 1) + intel_sub_group_shuffle_down(q[g], q[g], 1) +
	       intel_sub_group_shuffle_up(q[g], q[g], 1) + intel_sub_group_shuffle_xor(q[g], 1);
	l[g] = sub_group_reduce_add(l[g]) + intel_sub_group_shuffle(l[g], 3) + sub_group_scan_exclusive_max((ulong)l[g]);
	float4 v = intel_sub_group_shuffle(vload4(g, q), 2);
	vstore4(v, g, q);
	sub_group_barrier(CLK_LOCAL_MEM_FENCE);
	uint4 b = intel_sub_group_block_read4(u);
	intel_sub_group_block_write2(u + 64, b.xy);
	intel_sub_group_block_write(u + 128, intel_sub_group_block_read_ui(u) + get_sub_group_local_id());
	ushort8 s = intel_sub_group_block_read_us8(us);
	intel_sub_group_block_write_us8(us + 256, s);
	short2 t = intel_sub_group_shuffle((short2)(1, 2), 1);
	us[g] += t.y + get_sub_group_size() + get_max_sub_group_size() + get_num_sub_groups() + get_sub_group_id();
}
