// A program-scope variable's initializer must be a constant expression
// (C99 6.6): the message points at the element that is not.
int f(void);
constant int a = 5;
constant int b = a + 1; /* a __constant variable's value: folded, as clang folds it */
constant int c[3] = {1, 2, f()}; // expected-error {{initializer element is not a compile-time constant}}
constant int tab[2] = {1, 2};
constant union { int i; constant int *p; } u = {.p = tab};
constant union { constant int *p; long l[2]; } v = {tab}; // expected-error {{an address in a union member other than its largest is not supported yet}}
constant float q = 1.0f / 3.0f;
constant int r = (int)(2.5f * 3.0f) + sizeof(float4);

kernel void k(global int *o)
{
	o[0] = b + c[0] + u.i + v.l[0] + (int)q + r;
}

int f(void) { return 1; }

// options: -cl-std=CL2.0
kernel void s(global int *o, int x)
{
	static int bad = x; // expected-error {{initializer element is not a compile-time constant}}
	o[0] = bad;
}
/* a __constant variable named in its own initializer (in scope there) is
 * not a constant, nor is what is made of it (zocc recursed for ever) */
constant int self = self + 1; // expected-error {{initializer element is not a compile-time constant}}
constant int other = self * 2; // expected-error {{initializer element is not a compile-time constant}}
