// double arithmetic, a math builtin and a conversion: cl_khr_fp64, which
// skl and pvc have and tgllp and dg2-g10 do not.
// caps: Float64
// devices: skl pvc
kernel void k(global double *a, global float *f) // need: requires cl_khr_fp64 support
{
	double x = a[0] * 2.5 + a[1]; // need: requires cl_khr_fp64 support
	a[2] = x / 3.0;
	f[0] = (float)a[3];
}
