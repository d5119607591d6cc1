// options: -device tgllp
kernel void k(read_only image2d_t img, write_only image2d_t w, sampler_t s, global float4 *out)
{
	out[0] = read_imagef(img, s, (float2)(0.5f), 1.0f); // expected-error {{'read_imagef' requires OpenCL C 2.0 or newer (compile with -cl-std=CL2.0)}}
	write_imagef(w, (int2)(0), 1, out[0]); // expected-error {{'write_imagef' requires OpenCL C 2.0 or newer}}
}
