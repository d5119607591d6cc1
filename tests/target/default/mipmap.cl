// cl_khr_mipmap_image: sampled reads at a mip level and with gradients,
// and the number of mip levels (OpenCL C 2.0), on every device with
// images; pvc has none, and the portable profile none.
// options: -cl-std=CL2.0
// caps: ImageBasic
// devices: skl apl icllp ehl tgllp dg2-g10
kernel void k(read_only image2d_t a, // need: requires image support
              read_only image3d_t v, // need: requires image support
              read_only image2d_array_depth_t d, // need: requires image support
              sampler_t s, global float4 *out, global int *levels)
{
	float2 p = (float2)(get_global_id(0), get_global_id(1)) / 64.0f;
	float lod = (float)get_group_id(0);

	out[0] = read_imagef(a, s, p, lod); // need: requires cl_khr_mipmap_image
	out[1] = convert_float4(read_imageui(a, s, p, (float2)(0.5f, 0.0f), (float2)(0.0f, 0.5f))); // need: requires cl_khr_mipmap_image
	out[2] = convert_float4(read_imagei(v, s, (float4)(p, 0.5f, 0.0f), lod)); // need: requires cl_khr_mipmap_image
	out[3] = read_imagef(a, s, p, (float2)(0.25f), (float2)(0.25f)); // need: requires cl_khr_mipmap_image
	out[4].x = read_imagef(d, s, (float4)(p, 1.0f, 0.0f), lod); // need: requires cl_khr_mipmap_image
	levels[0] = get_image_num_mip_levels(a); // need: requires cl_khr_mipmap_image
	levels[1] = get_image_num_mip_levels(v); // need: requires cl_khr_mipmap_image
	levels[2] = get_image_num_mip_levels(d); // need: requires cl_khr_mipmap_image
}
