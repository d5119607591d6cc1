// A real-world kernel shape: compiled, validated and given to IGC (no run).
// options: -device tgllp
__constant float mask[5] = {0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};
__kernel void conv1d(__global const float *in, __global float *out, int n)
{
	int i = get_global_id(0);
	float acc = 0.0f;
	for (int k = -2; k <= 2; k++) {
		int j = clamp(i + k, 0, n - 1);
		acc = mad(in[j], mask[k + 2], acc);
	}
	out[i] = acc;
}
