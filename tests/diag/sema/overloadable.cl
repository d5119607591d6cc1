// clang's __attribute__((overloadable)) in C: a name may have several
// functions when they are marked; without the mark a second signature is
// a conflict.  At most one function of a set may be unmarked, and a
// redeclaration keeps the marking of what it declares again.  A call
// that no function takes, or that two take equally well, is an error
// naming the candidates.  Signatures differing only in an image's access
// qualifier are different functions.
// options: -cl-std=CL2.0 -device tgllp
int f1(int); // expected-note {{previous declaration is here}}
int f1(float); // expected-error {{conflicting types for 'f1'}}
int __attribute__((overloadable)) f2(int);
int f2(float);
int __attribute__((overloadable)) f3(int); // expected-note {{previous overload of function is here}}
int f3(int); // expected-error {{redeclaration of 'f3' must have the 'overloadable' attribute}}
int f4(int); // expected-note {{previous unmarked overload of function is here}}
int __attribute__((overloadable)) f4(int); // expected-error {{redeclaration of 'f4' must not have the 'overloadable' attribute}}
int f5(int);
int __attribute__((overloadable)) f5(float);
int f6(int); // expected-note {{previous unmarked overload of function is here}}
int __attribute__((overloadable)) f6(float);
int f6(char); // expected-error {{at most one overload for a given name may lack the 'overloadable' attribute}}
int __attribute__((overloadable)) f7(int); // expected-note {{previous declaration is here}}
float __attribute__((overloadable)) f7(int); // expected-error {{conflicting types for 'f7'}}
float4 __attribute__((overloadable)) img(read_only image2d_t im);
float4 __attribute__((overloadable)) img(write_only image2d_t im);
float4 __attribute__((overloadable)) img(read_only image2d_t im) { return (float4)(1.0f); }

int __attribute__((overloadable)) g(int x) { return 1; } // expected-note {{candidate function not viable: no known conversion from '__local int *' to 'int' for 1st argument}} expected-note {{candidate function not viable: requires single argument 'x', but 3 arguments were provided}} expected-note {{candidate function}}
int __attribute__((overloadable)) g(float x) { return 2; } // expected-note {{candidate function not viable: no known conversion from '__local int *' to 'float' for 1st argument}} expected-note {{candidate function not viable: requires single argument 'x', but 3 arguments were provided}} expected-note {{candidate function}}
int __attribute__((overloadable)) g(global int *p, int y) { return 4; } // expected-note {{candidate function not viable: requires 2 arguments, but 1 was provided}} expected-note {{candidate function not viable: requires 2 arguments, but 3 were provided}}
int __attribute__((overloadable)) h(long x) { return 1; } // expected-note 2 {{candidate function}}
int __attribute__((overloadable)) h(short x) { return 2; } // expected-note 2 {{candidate function}}
int __attribute__((overloadable)) v(int4 x) { return 1; } // expected-note {{candidate function}}
int __attribute__((overloadable)) v(float4 x) { return 2; } // expected-note {{candidate function}}
int __attribute__((overloadable)) q(int *x) { return 1; }
int __attribute__((overloadable)) q(const int *x) { return 2; }
int __attribute__((overloadable)) w(int4 x) { return 1; }
int __attribute__((overloadable)) w(long x) { return 2; }

kernel void k(global int *o, local int *l, read_only image2d_t im)
{
	o[0] = g(1L); // expected-error {{call to 'g' is ambiguous}}
	o[1] = g(l); // expected-error {{no matching function for call to 'g'}}
	o[2] = h(1); // expected-error {{call to 'h' is ambiguous}}
	o[3] = h((char)1); // expected-error {{call to 'h' is ambiguous}}
	int a = 1;
	o[4] = q(&a);
	o[5] = v(1); // expected-error {{call to 'v' is ambiguous}}
	o[6] = w(1);
	o[7] = g(o, 1, 2); // expected-error {{no matching function for call to 'g'}}
	o[9] = g(true);
	o[10] = (int)img(im).x + f2(1) + f2(1.0f) + f5(1) + f5(1.0f);
	o[11] = g(1.0f) + g(o, 1);
}
