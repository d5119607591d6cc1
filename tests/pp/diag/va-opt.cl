// __VA_OPT__ misused: clang's errors (and its warning for one in a
// macro without variable arguments, where it is always empty); '##' or
// '#' beside it, which clang pastes, is an error that says zocc does not.
#define A(x) __VA_OPT__(x) q // expected-warning {{__VA_OPT__ can only appear in the expansion of a variadic macro}}
#define E(...) __VA_OPT__ x // expected-error {{missing '(' following __VA_OPT__}}
#define G(...) __VA_OPT__(__VA_OPT__()) // expected-error {{__VA_OPT__ cannot be nested within its own replacement tokens}}
#define C(...) a ## __VA_OPT__(b) // expected-error {{'##' before __VA_OPT__ is not supported}}
#define D(...) __VA_OPT__(b) ## c // expected-error {{'##' after __VA_OPT__ is not supported}}
A(1)
// (a preprocessor test input, not a kernel:)
// parse: invalid
