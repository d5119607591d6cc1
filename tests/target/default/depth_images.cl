// cl_khr_depth_images: a depth image read with a sampler, on the devices
// with images.
// caps: ImageBasic
// devices: skl apl icllp ehl tgllp dg2-g10
kernel void k(read_only image2d_depth_t d, sampler_t s, global float *out) // need: requires image support
{
	out[0] = read_imagef(d, s, (int2)(1, 2)); // need: needs image support
}
