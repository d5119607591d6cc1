// -w silences warnings: none is printed and the module is written.
// options: -w
// expected-no-diagnostics
#warning not shown
kernel void f(global int *p) { int a[2]; a[5] = 1; p[0] = a[0]; }
