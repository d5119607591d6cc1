// -cl-ext=+cl_khr_fp64 on the portable profile makes double available (the
// caller knows its device); the preprocessor's macro follows.
// options: -device ze -cl-ext=+cl_khr_fp64
// expected-no-diagnostics
#ifndef cl_khr_fp64
#error cl_khr_fp64 should be defined
#endif
kernel void f(global double *a) { a[0] *= 2.0; }
