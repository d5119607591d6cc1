// half arithmetic (cl_khr_fp16) with the default target: values declared
// half, multiplied, added and converted; the module declares Float16.
// Inputs are small integers and halves, exact in half precision.
// kernel: harith
// global: 64
// arg: global float a[64] = (i % 16) * 0.5
// arg: global float b[64] = (i % 7) - 3
// arg: global float out[64]
// expect: out[i] == a[i] * b[i] + a[i] - 1.0
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
// clang contracts x * y + x into a half mad, which PoCL's library lacks
#pragma OPENCL FP_CONTRACT OFF

kernel void harith(global const float *a, global const float *b, global float *out)
{
	int i = get_global_id(0);
	half x = (half)a[i], y = (half)b[i];
	half r = x * y + x - (half)1.0f;
	out[i] = (float)r;
}
