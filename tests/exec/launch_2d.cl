// A 2D launch: global, local and group ids in both dimensions, and the
// global size used as a row pitch.
#define W 24
#define H 12
// kernel: ids2d
// global: 24 12  local: 8 4
// arg: global uint out[W*H]
// arg: global uint grp[W*H]
// expect: out[i] == (i % W) + 1000 * (i // W)
// expect: grp[i] == ((i % W) % 8) | ((i // W) % 4) << 8 | ((i % W) // 8) << 16 | ((i // W) // 4) << 24

kernel void ids2d(global uint *out, global uint *grp)
{
	size_t x = get_global_id(0), y = get_global_id(1);
	size_t idx = y * get_global_size(0) + x;
	out[idx] = x + 1000 * y;
	grp[idx] = get_local_id(0) | get_local_id(1) << 8 | get_group_id(0) << 16 | get_group_id(1) << 24;
}
