// A real-world kernel shape: compiled, validated and given to IGC (no run).
// options: -device tgllp
__kernel void bitonic_sort(__global int *data, const uint stage, const uint pass, const uint dir)
{
	uint id = get_global_id(0);
	uint pair_distance = 1 << (stage - pass);
	uint block_width = 2 * pair_distance;
	uint left = (id % pair_distance) + (id / pair_distance) * block_width;
	uint right = left + pair_distance;
	int l = data[left], r = data[right];
	uint same = dir;
	if ((id / (1 << stage)) % 2 == 1)
		same = 1 - same;
	int greater = l > r ? l : r, lesser = l > r ? r : l;
	data[left] = same ? lesser : greater;
	data[right] = same ? greater : lesser;
}
