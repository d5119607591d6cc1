// clang accepts recursion in OpenCL C; the environment does not.
// expect: recursion "has the cycle %4 (fact) -> %4 (fact)"
int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
kernel void k(global int *x) { x[0] = fact(x[1]); }
