// OpenCL C 1.2 6.5: variables at program scope live in __constant and must
// be initialized.
// options: -cl-std=CL1.2
global int g = 1; // expected-error {{program scope variable must reside in constant address space}}
constant int c; // expected-error {{variable in constant address space must be initialized}}
constant int ok[2] = {1, 2};
kernel void f(global int *p) { p[0] = ok[1]; }
