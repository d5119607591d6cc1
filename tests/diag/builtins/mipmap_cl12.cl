// The mipmap builtins are OpenCL C 2.0 functions, in clang's header and in
// Intel's: a CL1.2 program gets the version to compile with; its own
// prototype of one does not bind to it there.
// options: -device tgllp

int get_image_num_mip_levels(read_only image2d_t image); // expected-error {{function 'get_image_num_mip_levels' is used but never defined: 'get_image_num_mip_levels' is a built-in function of OpenCL C 2.0 (compile with -cl-std=CL2.0)}}

kernel void k(read_only image2d_t img, sampler_t s, global float4 *out, global int *n)
{
	n[0] = get_image_num_mip_levels(img);
}
