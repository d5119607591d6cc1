// read_write images are OpenCL C 2.0 (and an optional 3.0 feature): in
// 1.2, clang's error where the qualifier is written (zocc took them).
// options: -cl-std=CL1.2
kernel void k(read_write image2d_t im) // expected-error {{access qualifier 'read_write' can not be used for '__read_write image2d_t' prior to OpenCL C version 2.0}}
{
	write_imagef(im, (int2)(0), (float4)(1));
}
