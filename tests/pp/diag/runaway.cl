// runaway expansion never hangs: exponential growth stops at a limit
#define X4(x) x x x x
#define X16(x) X4(X4(x))
#define X256(x) X16(X16(x))
#define X64K(x) X256(X256(x))
X64K(X64K(t)) // expected-error {{macro expansion produces more than 2097152 tokens}}
// (a preprocessor test input, not a kernel:)
// parse: invalid
