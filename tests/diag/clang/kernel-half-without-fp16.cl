// half without cl_khr_fp16 (the portable profile ze, or -cl-ext=-cl_khr_fp16):
// only storage, reached through pointers and vload_half/vstore_half.  A load
// or a store of a half object is a half value (Float16), an error at its
// line as clang gives it; one error for one mistake (a half variable's
// initializer is not reported again).  Compared with clang-15.
// options: -cl-ext=-cl_khr_fp16
kernel void k(global half *x, global float *f, global int *n)
{
	f[0] = x[1];
	f[1] = (float)x[2];
	x[3] = f[3];
	x[4] = 0;
	x[5] += 1.0f;
	f[6] = *x + 1.0f;
	f[7] = vload_half(8, x);
	vstore_half(f[9], 10, x);
	n[0] = sizeof(x[0]);
	global half *p = &x[11];
	half y = x[12];
}
