// noinline and always_inline become the function's FunctionControl
// (tests/inline); as in clang they take no arguments and must come before
// the definition.
__attribute__((noinline(2))) int counted(int x) { return x; } // expected-error {{'noinline' attribute takes no arguments}}
__attribute__((always_inline(1))) int counted2(int x) { return x; } // expected-error {{'always_inline' attribute takes no arguments}}
int early(int x) { return x + 1; } // expected-note {{previous definition is here}}
__attribute__((noinline)) int early(int x); // expected-warning {{attribute declaration must precede definition}}
kernel void k(global int *p) { p[0] = counted(p[1]) + counted2(p[2]) + early(p[3]); }
