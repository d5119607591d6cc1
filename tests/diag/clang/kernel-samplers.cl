// Kernel rules: a sampler at program scope must be const or __constant.
sampler_t plain = CLK_FILTER_NEAREST;
const sampler_t fine = CLK_FILTER_NEAREST;
constant sampler_t also_fine = CLK_FILTER_LINEAR;
kernel void k(read_only image2d_t img, global float4 *out)
{
	out[0] = read_imagef(img, plain, (int2)(0)) + read_imagef(img, fine, (int2)(0)) + read_imagef(img, also_fine, (float2)(0.5f));
}
