// cl_khr_mipmap_image and _writes on the devices with images: sampled reads
// at a mip level and with gradients, the number of levels, writes to a
// level, for every image type Intel's header declares them on.
// options: -cl-std=CL2.0
// devices: skl icllp tgllp dg2-g10
kernel void lod(read_only image1d_t a, read_only image1d_array_t b, read_only image2d_t c,
                read_only image2d_array_t d, read_only image3d_t e, read_only image2d_depth_t f,
                read_only image2d_array_depth_t g, sampler_t s, global float4 *out, global float *lv)
{
	float l = lv[get_global_id(0)];

	out[0] = read_imagef(a, s, 0.5f, l);
	out[1] = convert_float4(read_imagei(b, s, (float2)(0.5f, 1.0f), l));
	out[2] = convert_float4(read_imageui(c, s, (float2)(0.5f), l));
	out[3] = read_imagef(d, s, (float4)(0.5f, 0.5f, 2.0f, 0.0f), l);
	out[4] = convert_float4(read_imagei(e, s, (float4)(0.5f), l));
	out[5].x = read_imagef(f, s, (float2)(0.5f), l);
	out[5].y = read_imagef(g, s, (float4)(0.5f, 0.5f, 1.0f, 0.0f), l);
}

kernel void grad(read_only image1d_t a, read_only image1d_array_t b, read_only image2d_t c,
                 read_only image2d_array_t d, read_only image2d_depth_t f,
                 read_only image2d_array_depth_t g, sampler_t s, global float4 *out, global float *gr)
{
	float x = gr[0], y = gr[1];
	float2 dx = (float2)(x, y), dy = (float2)(y, x);

	out[0] = read_imagef(a, s, 0.5f, x, y);
	out[1] = convert_float4(read_imageui(b, s, (float2)(0.5f, 1.0f), x, y));
	out[2] = convert_float4(read_imagei(c, s, (float2)(0.5f), dx, dy));
	out[3] = read_imagef(d, s, (float4)(0.5f, 0.5f, 2.0f, 0.0f), dx, dy);
	out[4].x = read_imagef(f, s, (float2)(0.5f), dx, dy);
	out[4].y = read_imagef(g, s, (float4)(0.5f, 0.5f, 1.0f, 0.0f), dx, dy);
}

kernel void levels(read_only image1d_t a, read_only image2d_t b, read_only image3d_t c,
                   read_only image1d_array_t d, read_only image2d_array_t e,
                   read_only image2d_depth_t f, read_only image2d_array_depth_t g, global int *out)
{
	out[0] = get_image_num_mip_levels(a);
	out[1] = get_image_num_mip_levels(b);
	out[2] = get_image_num_mip_levels(c);
	out[3] = get_image_num_mip_levels(d);
	out[4] = get_image_num_mip_levels(e);
	out[5] = get_image_num_mip_levels(f);
	out[6] = get_image_num_mip_levels(g);
}

kernel void writes(write_only image1d_t a, write_only image1d_array_t b, write_only image2d_t c,
                   write_only image2d_array_t d, write_only image3d_t e, write_only image2d_depth_t f,
                   write_only image2d_array_depth_t g, global float4 *in, global int *lv)
{
	int l = lv[get_global_id(0)];
	int2 p = (int2)(get_global_id(0), get_global_id(1));

	write_imagef(a, p.x, l, in[0]);
	write_imagei(b, p, l, convert_int4(in[1]));
	write_imageui(c, p, l, convert_uint4(in[2]));
	write_imagef(d, (int4)(p, 1, 0), l, in[3]);
	write_imagei(e, (int4)(p, 2, 0), l, convert_int4(in[4]));
	write_imagef(f, p, l, in[5].x);
	write_imagef(g, (int4)(p, 1, 0), l, in[5].y);
}
