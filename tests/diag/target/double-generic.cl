// The generic Level Zero profile (no -device) offers only what every device
// must: no fp64.
kernel void f(global double *a) {} // expected-error {{use of type 'double' requires cl_khr_fp64 support, which the generic Level Zero profile (use -device to name one) does not have}}
