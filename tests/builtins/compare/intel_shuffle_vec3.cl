// intel_sub_group_shuffle* on 3-component vectors:
// SPV_INTEL_subgroups shuffles take scalars and vectors of 2, 4, 8 and 16
// only (the Level Zero validator says so), so a 3-vector goes through a
// 4-vector; it once was an internal error.  The reference shuffles the
// 3-vector itself, so the functions called differ: zocc's only.
// options: -cl-std=CL2.0 -device tgllp
// reference: none
// reverse: CL2.0
// expect-calls: intel_sub_group_shuffleDv4_i intel_sub_group_shuffle_xorDv4_f intel_sub_group_shuffle_downDv4_
// expect-calls: intel_sub_group_shuffle_upDv4_s

kernel void k(global int *i, global float *f, global uint *u, global short *s)
{
	size_t g = get_global_id(0);
	vstore3(intel_sub_group_shuffle(vload3(g, i), 1), g, i);
	vstore3(intel_sub_group_shuffle_xor(vload3(g, f), 1), g, f);
	vstore3(intel_sub_group_shuffle_down(vload3(g, u), vload3(g + 1, u), 1), g, u);
	vstore3(intel_sub_group_shuffle_up(vload3(g, s), vload3(g + 1, s), 1), g, s);
}
