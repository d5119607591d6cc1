// 6.10.3.3p1 and 6.10.3.2p1: where ## and # may stand
// clang-verify: yes
#define A(x) ## x // expected-error {{'##' cannot appear at start of macro expansion}}
#define B(x) x ## // expected-error {{'##' cannot appear at end of macro expansion}}
#define C ## // expected-error {{'##' cannot appear at start of macro expansion}}
#define D(x) #y // expected-error {{'#' is not followed by a macro parameter}}
#define E(x) x # // expected-error {{'#' is not followed by a macro parameter}}
#define OK # y ## z
#define CAT(a, b) a ## b
CAT(a, +) // expected-error {{pasting formed 'a+', an invalid preprocessing token}}
CAT(+, a) // expected-error {{pasting formed '+a', an invalid preprocessing token}}
CAT(/, /) // expected-error {{pasting formed '//', an invalid preprocessing token}}
CAT(a, b) CAT(+, +) CAT(, +)
// (a preprocessor test input, not a kernel:)
// parse: invalid
