// A real-world kernel shape: compiled, validated and given to IGC (no run).
// options: -device tgllp
#define BINS 256
kernel void histogram(global const uchar *data, int n, global uint *hist)
{
	local uint lh[BINS];
	int lid = get_local_id(0);
	for (int i = lid; i < BINS; i += get_local_size(0))
		lh[i] = 0;
	barrier(CLK_LOCAL_MEM_FENCE);
	for (int i = get_global_id(0); i < n; i += get_global_size(0))
		atomic_inc(&lh[data[i]]);
	barrier(CLK_LOCAL_MEM_FENCE);
	for (int i = lid; i < BINS; i += get_local_size(0))
		atomic_add(&hist[i], lh[i]);
}
