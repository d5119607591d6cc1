// get_work_dim, get_num_groups, get_global_size and get_local_size, the
// same kernel launched once in 1D and once in 2D; dimensions beyond the
// launch's report size 1 and one group.
// kernel: dims
// global: 64  local: 16
// arg: global uint out[8]
// expect: out == [1, 4, 1, 64, 1, 16, 1, 1]
// kernel: dims
// global: 12 8  local: 4 2
// arg: global uint out[8]
// expect: out == [2, 3, 4, 12, 8, 4, 2, 1]

kernel void dims(global uint *out)
{
	if (get_global_id(0) != 0 || get_global_id(1) != 0)
		return;
	out[0] = get_work_dim();
	out[1] = get_num_groups(0);
	out[2] = get_num_groups(1);
	out[3] = get_global_size(0);
	out[4] = get_global_size(1);
	out[5] = get_local_size(0);
	out[6] = get_local_size(1);
	out[7] = get_num_groups(2);
}
