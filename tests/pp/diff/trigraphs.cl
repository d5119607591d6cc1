// 5.2.1.1 trigraphs (clang converts them in OpenCL C) and line splices
??=define T(x) ??(x??)
T(1) ??< ??> ??' ??! ??- "what??!"
#define LONG_MACRO a ??/
b
LONG_MACRO
// (a preprocessor test input, not a kernel:)
// parse: invalid
