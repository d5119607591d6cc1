// A depth image needs cl_khr_depth_images: with the extension taken away
// by -cl-ext the type is refused where it is written (before, it compiled
// into a module with depth images the target said it lacks).
// options: -cl-ext=-cl_khr_depth_images
kernel void k(read_only image2d_depth_t im, global float *o) // expected-error {{image type '__read_only image2d_depth_t' requires cl_khr_depth_images}}
{
	o[0] = read_imagef(im, (int2)(0, 0));
}
kernel void k2(read_only image2d_t im, global float4 *o) // still fine
{
	o[0] = read_imagef(im, (int2)(0, 0));
}
