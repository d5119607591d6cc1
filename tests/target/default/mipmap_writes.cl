// cl_khr_mipmap_image_writes: writes to a mip level (OpImageWrite with
// Lod), on every device with images: pvc has none, and the portable
// profile none; the Level Zero environment forbids image operands on
// OpImageWrite (the letter ze keeps), the devices take this one.
// options: -cl-std=CL2.0
// caps: ImageBasic
// devices: skl apl icllp ehl tgllp dg2-g10
kernel void k(write_only image2d_t a, // need: requires image support
              write_only image2d_array_t b, // need: requires image support
              write_only image1d_t c, // need: requires image support
              global float4 *in)
{
	int2 p = (int2)(get_global_id(0), get_global_id(1));
	int lod = (int)get_group_id(2);

	write_imagef(a, p, lod, in[0]); // need: requires cl_khr_mipmap_image_writes
	write_imageui(b, (int4)(p, 1, 0), lod + 1, convert_uint4(in[1])); // need: requires cl_khr_mipmap_image_writes
	write_imagei(c, p.x, 0, convert_int4(in[2])); // need: requires cl_khr_mipmap_image_writes
}
