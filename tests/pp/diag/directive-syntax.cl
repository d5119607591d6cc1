// malformed directives
// clang-verify: yes
#define // expected-error {{macro name missing}}
#define 3 // expected-error {{macro name must be an identifier}}
#define defined // expected-error {{'defined' cannot be used as a macro name}}
#undef // expected-error {{macro name missing}}
#undef "x" // expected-error {{macro name must be an identifier}}
#ifdef // expected-error {{macro name missing}}
#endif
#ifndef 3 // expected-error {{macro name must be an identifier}}
#endif
#include // expected-error {{expected "FILENAME" or <FILENAME>}}
#include foo // expected-error {{expected "FILENAME" or <FILENAME>}}
#define F(x // expected-error {{expected comma in macro parameter list}}
#define G(x y) // expected-error {{expected comma in macro parameter list}}
#define H(x, x) // expected-error {{duplicate macro parameter name 'x'}}
#define I(3) // expected-error {{invalid token in macro parameter list}}
#define J(x,) // expected-error {{expected identifier in macro parameter list}}
#define K(x...,y) // expected-error {{missing ')' in macro parameter list}}
#define X 1
#ifdef X junk // expected-warning {{extra tokens at end of #ifdef directive}}
#else junk // expected-warning {{extra tokens at end of #else directive}}
#endif junk // expected-warning {{extra tokens at end of #endif directive}}
#undef X junk // expected-warning {{extra tokens at end of #undef directive}}
#if // expected-error {{expected value in expression}}
#endif
#line abc // expected-error {{#line directive requires a positive integer argument}}
#line 10 foo // expected-error {{invalid filename for #line directive}}
