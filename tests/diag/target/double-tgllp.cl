// Level Zero: tgllp has no fp64, and IGC would reject the module with
// "Double type is not supported on this platform" and no location; zocc
// reports each use of 'double' at its line, naming the device.
// options: -device tgllp
kernel void f(global float *a) // a float kernel is fine
{
	double d = a[0]; // expected-error {{use of type 'double' requires cl_khr_fp64 support, which device 'tgllp' does not have}}
	a[1] = (float)(double)a[2]; // expected-error {{use of type 'double' requires cl_khr_fp64 support, which device 'tgllp' does not have}}
	a[3] = 0.5 * a[4]; // an unsuffixed constant is a float where double is missing (as clang)
}
kernel void g(global double *p) {} // expected-error {{use of type 'double' requires cl_khr_fp64 support, which device 'tgllp' does not have}}
