// A real-world kernel shape: compiled, validated and given to IGC (no run).
// options: -device tgllp
const sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
__kernel void sobel(__read_only image2d_t src, __write_only image2d_t dst)
{
	int2 c = (int2)(get_global_id(0), get_global_id(1));
	float4 gx = -read_imagef(src, smp, c + (int2)(-1, -1)) - 2 * read_imagef(src, smp, c + (int2)(-1, 0)) - read_imagef(src, smp, c + (int2)(-1, 1))
	          + read_imagef(src, smp, c + (int2)(1, -1)) + 2 * read_imagef(src, smp, c + (int2)(1, 0)) + read_imagef(src, smp, c + (int2)(1, 1));
	float4 gy = -read_imagef(src, smp, c + (int2)(-1, -1)) - 2 * read_imagef(src, smp, c + (int2)(0, -1)) - read_imagef(src, smp, c + (int2)(1, -1))
	          + read_imagef(src, smp, c + (int2)(-1, 1)) + 2 * read_imagef(src, smp, c + (int2)(0, 1)) + read_imagef(src, smp, c + (int2)(1, 1));
	float4 g = sqrt(gx * gx + gy * gy);
	write_imagef(dst, c, (float4)(g.xyz, 1.0f));
}
