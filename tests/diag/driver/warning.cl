// Without -w or -Werror a warning is a warning: printed, exit status 0.
#warning shown // expected-warning {{shown}}
kernel void f(global int *p) { p[0] = 0; }
