// -cl-ext=-cl_khr_fp64 takes fp64 away from the default target: the macro
// goes, and 'double' is an error that says why.
// options: -cl-ext=-cl_khr_fp64
#ifdef cl_khr_fp64
#error cl_khr_fp64 should not be defined
#endif
kernel void f(global double *a) {} // expected-error {{use of type 'double' requires cl_khr_fp64 support, which the default target as -cl-ext or zocc_target changed it does not have}}
