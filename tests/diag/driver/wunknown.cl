// clang's warning options are accepted (-Wall, -Wextra, -pedantic and
// the common names such as -Wshadow); -Wno-everything drops every
// warning, the one for an unknown -W option included.
// options: -Wall -Wextra -pedantic -Wshadow -Wno-unused-variable -Wno-everything -Wnot-a-warning
// expected-no-diagnostics
#warning not shown
kernel void f(global int *p) { int a[2]; a[5] = 1; p[0] = a[0]; }
