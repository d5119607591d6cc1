// an #include cycle stops at the nesting limit (200, as clang's)
// (not checked by clang -verify: every inclusion would expect the error again)
#include "include-depth.cl" // expected-error {{#include nested too deeply}}
