// A real-world kernel shape: compiled, validated and given to IGC (no run).
// options: -device tgllp
#define BLOCK 16
__kernel __attribute__((reqd_work_group_size(BLOCK, BLOCK, 1)))
void transpose(__global float *out, __global const float *in, int w, int h)
{
	__local float tile[BLOCK][BLOCK + 1];
	int x = get_global_id(0), y = get_global_id(1);
	if (x < w && y < h)
		tile[get_local_id(1)][get_local_id(0)] = in[y * w + x];
	barrier(CLK_LOCAL_MEM_FENCE);
	x = get_group_id(1) * BLOCK + get_local_id(0);
	y = get_group_id(0) * BLOCK + get_local_id(1);
	if (x < h && y < w)
		out[y * h + x] = tile[get_local_id(0)][get_local_id(1)];
}
