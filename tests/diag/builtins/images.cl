// Image access qualifiers against the call, samplers that are not
// constants, and 3D image writes without cl_khr_3d_image_writes.
// options: -cl-std=CL2.0 -device skl -cl-ext=-cl_khr_3d_image_writes,-__opencl_c_3d_image_writes

kernel void k(read_only image2d_t r, write_only image2d_t w, read_write image2d_t rw,
              write_only image3d_t w3, sampler_t s, int bits)
{
	float4 v = read_imagef(w, (int2)(0, 0)); // expected-error {{'read_imagef' cannot read from a write_only image}}
	write_imagef(r, (int2)(0, 0), v); // expected-error {{'write_imagef' cannot write to a read_only image}}
	v = read_imagef(rw, s, (int2)(0, 0)); // expected-error {{with a sampler needs a read_only image}}
	write_imagef(w3, (int4)(0, 0, 0, 0), v); // expected-error {{requires cl_khr_3d_image_writes}}
	const sampler_t bad = bits; // expected-error {{needs a constant expression of the CLK_* sampler bits}}
	v = read_imagef(r, s, (float2)(0.5f, 0.5f)) + read_imagef(rw, (int2)(1, 1));
	write_imagef(rw, (int2)(1, 1), v);
}
