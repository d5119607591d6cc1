// A 3D launch: every dimension's ids and sizes, linearized by hand.
// kernel: ids3d
// global: 8 6 4  local: 4 3 2
// arg: global uint pos[192]
// arg: global uint loc[192]
// arg: global uint sizes[192]
// expect: pos[i] == (i % 8) + 100 * (i // 8 % 6) + 10000 * (i // 48)
// expect: loc[i] == (i % 8 % 4) + 10 * (i // 8 % 6 % 3) + 100 * (i // 48 % 2) + 1000 * (i // 48 // 2)
// expect: sizes[i] == 8 * 6 * 4 + 4 * 3 * 2 * 1000

kernel void ids3d(global uint *pos, global uint *loc, global uint *sizes)
{
	uint x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
	uint idx = (z * get_global_size(1) + y) * get_global_size(0) + x;
	pos[idx] = x + 100 * y + 10000 * z;
	loc[idx] = get_local_id(0) + 10 * get_local_id(1) + 100 * get_local_id(2) + 1000 * get_group_id(2);
	sizes[idx] = get_global_size(0) * get_global_size(1) * get_global_size(2) +
		get_local_size(0) * get_local_size(1) * get_local_size(2) * 1000;
}
