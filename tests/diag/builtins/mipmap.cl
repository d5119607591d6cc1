// cl_khr_mipmap_image and _writes: what Intel's GPU compiler cannot take is
// refused at the call (a 3D image read with gradients, a write to a mip
// level of a read_write image), and a sampler needs a read_only image.
// options: -cl-std=CL2.0 -device tgllp

kernel void k(read_only image3d_t v, read_write image2d_t rw, write_only image2d_t w, sampler_t s,
              global float4 *out)
{
	out[0] = read_imagef(v, s, (float4)(0.5f), (float4)(0.25f), (float4)(0.25f)); // expected-error {{'read_imagef' of an image3d_t with gradients is not supported: Intel's GPU compiler reads no valid SPIR-V form of it}}
	out[1] = read_imagef(v, s, (float4)(0.5f), 1.5f);
	write_imagef(rw, (int2)(0, 0), 1, out[1]); // expected-error {{'write_imagef' to a mip level of a read_write image is not supported by Intel's GPU compiler}}
	write_imagef(w, (int2)(0, 0), 1, out[1]);
	out[2] = read_imagef(rw, s, (float2)(0.5f), 1.0f); // expected-error {{'read_imagef' with a sampler needs a read_only image, not a read_write one}}
	out[3] = read_imagef(w, s, (float2)(0.5f), 1.0f); // expected-error {{'read_imagef' cannot read from a write_only image}}
	out[4].x = (float)get_image_num_mip_levels(w);
}
