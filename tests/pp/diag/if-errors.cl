// 6.10.1: errors in #if expressions
// clang-verify: yes
// lang: c (clang's OpenCL mode has 128-bit #if arithmetic; see ../diff/if-arith.cl)
#if 1 / 0 // expected-error {{division by zero in preprocessor expression}}
#endif
#if 1 % 0 // expected-error {{remainder by zero in preprocessor expression}}
#endif
#if 0 && 1 / 0
#endif
#if defined(X // expected-error {{missing ')' after 'defined'}} expected-note {{to match this '('}}
#endif
#if defined // expected-error {{macro name missing}}
#endif
#if 1 + // expected-error {{expected value in expression}}
#endif
#if 1 2 // expected-error {{token is not a valid binary operator in a preprocessor subexpression}}
#endif
#if (1 // expected-error {{expected ')' in preprocessor expression}} expected-note {{to match this '('}}
#endif
#if 1 ? 2 // expected-error {{expected ':'}} expected-note {{to match this '?'}}
#endif
#if 1.0 // expected-error {{floating point literal in preprocessor expression}}
#endif
#if 0x // expected-error {{invalid suffix 'x' on integer constant}}
#endif
#if 12abc // expected-error {{invalid digit 'a' in decimal constant}}
#endif
#if 12xyz // expected-error {{invalid suffix 'xyz' on integer constant}}
#endif
#if 099 // expected-error {{invalid digit '9' in octal constant}}
#endif
#if 99999999999999999999 // expected-error {{integer literal is too large to be represented in any integer type}}
#endif
#if undefined_fn(1) // expected-error {{function-like macro 'undefined_fn' is not defined}}
#endif
#if "string" // expected-error {{invalid token at start of a preprocessor expression}}
#endif
#if 'ab' // expected-warning {{multi-character character constant}}
#endif
