// 6.10.3p4: an invocation that the end of the file cuts short
// clang-verify: yes
#define F(a) a // expected-note {{macro 'F' defined here}}
F(1,
  (2 // expected-error@-1 {{unterminated function-like macro invocation}}
// (a preprocessor test input, not a kernel:)
// parse: invalid
