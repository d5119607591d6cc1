// 6.10.3p4: the number of arguments must match the parameters
// clang-verify: yes
#define F(a, b) a b // expected-note 4 {{macro 'F' defined here}}
#define V(a, ...) a __VA_ARGS__
#define N() n
F(1, 2, 3) // expected-error {{too many arguments provided to function-like macro invocation}}
F(1) // expected-error {{too few arguments provided to function-like macro invocation}}
F() // expected-error {{too few arguments provided to function-like macro invocation}}
V(1) V(1, 2, 3) N()
F((1, 2), (3, 4)) F([1, 2, 3]) // expected-error {{too many arguments provided to function-like macro invocation}}
// (a preprocessor test input, not a kernel:)
// parse: invalid
