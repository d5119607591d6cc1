// The portable profile ze offers only what every Level Zero device must:
// no fp64.  Each use of 'double' is an error at its line.
// options: -device ze
kernel void f(global double *a) {} // expected-error {{use of type 'double' requires cl_khr_fp64 support, which the portable profile 'ze' does not have}}
kernel void g(global float *a)
{
	double d = a[0]; // expected-error {{use of type 'double' requires cl_khr_fp64 support, which the portable profile 'ze' does not have}}
	a[1] = 0.5 * a[2]; // an unsuffixed constant is a float where double is missing (as clang)
}
