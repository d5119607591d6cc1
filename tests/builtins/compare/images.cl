// Images: sampled reads (OpSampledImage + OpImageSampleExplicitLod, Lod 0)
// with a kernel-argument sampler, a program-scope constant sampler and a
// literal one (OpConstantSampler, LiteralSampler); sampler-less reads
// (OpImageRead) and writes (OpImageWrite) without image operands; the
// queries; 1D, 1D array, 1D buffer, 2D, 2D array, 3D and depth images.
// (The reverse translation is lossy: uint reads and writes come back as
// the int ones, widths and heights of 2D and 3D images as get_image_dim.)
// expect-calls: read_imagef14ocl_image2d_ro11ocl_samplerDv2_f read_imagef14ocl_image2d_roDv2_i
// expect-calls: read_imagef20ocl_image2d_depth_ro read_imagef21ocl_image1d_buffer_ro
// expect-calls: read_imagei14ocl_image3d_ro11ocl_samplerDv4_f write_imagef write_imagei
// expect-calls: get_image_width get_image_dim get_image_channel_order get_image_channel_data_type
// expect-calls: get_image_array_size __translate_sampler_initializer
// options: -device skl

const sampler_t gs = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;

kernel void k(read_only image2d_t a, write_only image2d_t b, sampler_t s, read_only image3d_t c,
              global int *o, read_only image2d_array_t d)
{
	int2 p = vload2(0, o + 4); /* no vector literal of variables: llvm-spirv-15 -r crashes on OpCompositeConstruct */
	const sampler_t ls = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_MIRRORED_REPEAT | CLK_FILTER_LINEAR;
	float4 v = read_imagef(a, s, p) + read_imagef(a, gs, (float2)(1.5f, 2.5f)) + read_imagef(a, p);
	uint4 u = read_imageui(a, CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_NEAREST, (float2)(0.5f, 0.5f));
	int4 i = read_imagei(c, ls, (float4)(0.5f, 0.5f, 0.5f, 0.0f)) + read_imagei(d, vload4(0, o + 8));
	write_imagef(b, p, v + convert_float4(u) + convert_float4(i));
	o[0] = get_image_width(a) + get_image_height(b) + get_image_depth(c) + get_image_dim(a).x +
	       get_image_dim(c).z + get_image_channel_order(a) + get_image_channel_data_type(b) +
	       get_image_array_size(d);
}

kernel void k2(sampler_t s, global int *o, read_only image1d_buffer_t bb, read_only image1d_t e,
               write_only image1d_array_t fa, read_only image2d_depth_t dep, write_only image2d_t bi,
               write_only image2d_t bu)
{
	int2 p = vload2(0, o + 4); /* no vector literal of variables: llvm-spirv-15 -r crashes on OpCompositeConstruct */
	float4 v = read_imagef(bb, p.x) + read_imagef(e, s, 0.5f);
	v.x += read_imagef(dep, gs, p);
	write_imagei(bi, p, convert_int4(v));
	write_imageui(bu, p, convert_uint4(v));
	write_imagef(fa, p, v);
	o[0] = get_image_width(bb) + get_image_array_size(fa);
}
