// cl_khr_subgroup_rotate: IGC reads no
// OpGroupNonUniformRotateKHR (the reference's modules fail in it), so the
// rotations are shuffles from the rotated id: (id + delta) mod the
// maximum subgroup size, or within a cluster of a constant size.
// options: -cl-std=CL2.0 -device skl
// reference: none
// reverse: CL2.0
// devices: skl tgllp dg2-g10 pvc
// expect-calls: sub_group_shufflefj sub_group_shuffleij get_max_sub_group_size get_sub_group_local_id

kernel void k(global float *f, global int *i)
{
	size_t g = get_global_id(0);
	f[g] = sub_group_rotate(f[g], 1) + sub_group_clustered_rotate(f[g], -1, 4);
	i[g] = sub_group_rotate(i[g], i[g + 1]);
}
