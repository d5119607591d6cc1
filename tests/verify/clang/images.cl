// A sampler and images: ImageBasic and LiteralSampler, refused on ze and pvc.
// expect[ze pvc]: capability "OpCapability ImageBasic"
// expect[ze pvc]: capability "OpCapability LiteralSampler"
// ocloc[skl tgllp dg2-g10]: ok
constant sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
kernel void blur(read_only image2d_t src, write_only image2d_t dst)
{
	int2 p = (int2)(get_global_id(0), get_global_id(1));
	float4 a = read_imagef(src, smp, p);
	float4 b = read_imagef(src, smp, p + (int2)(1, 0));
	write_imagef(dst, p, (a + b) * 0.5f);
}
