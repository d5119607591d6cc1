// what is left of a wrong invocation, as in clang: after a wrong argument
// count the macro's name stays and its arguments go; an unterminated
// invocation goes entirely
#define F(a) [a]
F(1, 2) x F(3,
// expect-text: F x
// expect-etext: \nF x\n
// (a preprocessor test input, not a kernel:)
// parse: invalid
