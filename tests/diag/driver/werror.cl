// -Werror makes every warning an error (and the exit status 1).
// options: -Werror
#warning this becomes an error // expected-error {{this becomes an error}}
kernel void f(global int *p) { p[0] = 0; }
