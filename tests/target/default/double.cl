// double arithmetic, a math builtin and a conversion: cl_khr_fp64, which
// gen9 (skl, apl) and pvc have; IGC refuses double on gen11, gen12lp and
// dg2.
// caps: Float64
// devices: skl apl pvc
// igc-refuses[icllp ehl tgllp dg2-g10]: Double type is not supported on this platform
kernel void k(global double *a, global float *f) // need: requires cl_khr_fp64 support
{
	double x = a[0] * 2.5 + a[1]; // need: requires cl_khr_fp64 support
	a[2] = x / 3.0;
	f[0] = (float)a[3];
}
