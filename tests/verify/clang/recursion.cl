// clang accepts recursion in OpenCL C; the environment does not.
// A rule of the letter (-device ze): IGC compiles recursion on every device,
// so the default target and the device profiles accept it.
// expect[ze]: recursion "has the cycle %4 (fact) -> %4 (fact)"
// ocloc: ok
int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
kernel void k(global int *x) { x[0] = fact(x[1]); }
