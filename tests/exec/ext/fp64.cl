// double arithmetic and conversions, for the default target (no -device:
// any device, so double is accepted); the module declares Float64, so IGC
// checks it only on the devices with fp64 (skl, pvc).
// requires: fp64
// kernel: dbl
// global: 128
// arg: global double a[128] = rnd(i, -10**9, 10**9) / 7.0
// arg: global double b[128] = rnd(i + 1, 1, 10**6) / 3.0
// arg: global double out[128]
// arg: global long trunc_[128]
// arg: global float narrow[128]
// expect: out[i] == a[i] * b[i] - a[i] / b[i]
// expect: trunc_[i] == trunc(a[i] * 1000)
// expect: narrow[i] == f32(a[i])
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void dbl(global const double *a, global const double *b, global double *out,
                global long *trunc_, global float *narrow)
{
	int i = get_global_id(0);
	double x = a[i], y = b[i];
	double p = x * y;
	double q = x / y;
	out[i] = p - q;
	double t = x * 1000.0;
	trunc_[i] = (long)t;
	narrow[i] = (float)x;
}
