// 2D images read with a sampler and written: pvc has no images.
// caps: ImageBasic
// devices: skl apl icllp ehl tgllp dg2-g10
constant sampler_t s = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

kernel void k(read_only image2d_t in, // need: requires image support
              write_only image2d_t out) // need: requires image support
{
	int2 p = (int2)(get_global_id(0), get_global_id(1));
	float4 c = read_imagef(in, s, p); // need: needs image support
	write_imagef(out, p, c * 0.5f); // need: needs image support
}
