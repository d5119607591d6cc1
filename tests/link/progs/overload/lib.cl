// Overloadable functions: the module exports each under its Itanium name
// (_Z5twicei, _Z5twicef, ...), as clang names them.
__attribute__((overloadable)) int twice(int x) { return 2 * x; }
__attribute__((overloadable)) float twice(float x) { return 2.0f * x + 0.25f; }
__attribute__((overloadable)) int2 twice(int2 x) { return x * 2 + (int2)(1, 3); }
__attribute__((overloadable)) int twice(global const int *p) { return 2 * p[0] + 5; }
__attribute__((overloadable)) long twice(long x, uchar k) { return x * 2 + k; }
