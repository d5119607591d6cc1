// Images and samplers: an image parameter of each access, a sampler
// parameter and a program-scope sampler, a read and a write.
// devices: images

__constant sampler_t nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

__kernel void images(read_only image2d_t src, write_only image2d_t dst, sampler_t smp)
{
	int2 pos = (int2)(get_global_id(0), get_global_id(1));
	float4 a = read_imagef(src, smp, pos);
	float4 b = read_imagef(src, nearest, pos + (int2)(1, 0));
	float4 mix = (a + b) * 0.5f;
	write_imagef(dst, pos, mix);
}
