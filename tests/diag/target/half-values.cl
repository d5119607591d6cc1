// Without cl_khr_fp16 a half is only storage: pointers to half are fine,
// half values are not (Level Zero: Float16Buffer vs Float16).
// options: -cl-ext=-cl_khr_fp16 -device skl
kernel void f(global half *h, global float *out)
{
	half x = h[0]; // expected-error {{declaring variable of type 'half' is not allowed without cl_khr_fp16, which device 'skl' does not have}}
	out[0] = (half)1.0f; // expected-error {{casting to type 'half' is not allowed without cl_khr_fp16}}
}
