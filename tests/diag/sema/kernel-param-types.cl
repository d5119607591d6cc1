// OpenCL C 6.9: bool, size_t, ptrdiff_t, intptr_t, uintptr_t and event_t
// cannot be kernel parameters (their size is not fixed across host and
// device).
kernel void a(bool b) {} // expected-error {{'bool' cannot be used as the type of a kernel parameter}}
kernel void c(size_t n) {} // expected-error {{'size_t' cannot be used as the type of a kernel parameter}}
kernel void d(ptrdiff_t n) {} // expected-error {{'ptrdiff_t' cannot be used as the type of a kernel parameter}}
kernel void e(event_t ev) {} // expected-error {{'event_t' cannot be used as the type of a kernel parameter}}
kernel void g(global int *p, int n) { p[0] = n; }
