// C99 6.8.6.4: a return in a void function has no value; one in a
// non-void function has one.
void v(global int *p) { return 1; } // expected-error {{void function 'v' should not return a value}}
int i(void) { return; } // expected-error {{non-void function 'i' should return a value}}
kernel void k(global int *p) { v(p); p[0] = i(); }
