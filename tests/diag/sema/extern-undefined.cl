// Functions and variables declared extern, used, and defined nowhere:
// clang leaves them to a link step (Imports in the module); zocc compiles
// the whole program, so there is nothing to link them with.  Like a
// linker, it lists every one, not only the first; one declared and never
// used is no error.
// options: -cl-std=CL2.0
extern global int counter; // expected-error {{variable 'counter' is used but never defined (zocc compiles one program; there is nothing to link against)}}
extern constant float table[]; // expected-error {{variable 'table' is used but never defined (zocc compiles one program; there is nothing to link against)}}
extern global int unused_var;
int twice(int x); // expected-error {{function 'twice' is used but never defined (zocc compiles one program; there is nothing to link against)}}
int thrice(int x); // expected-error {{function 'thrice' is used but never defined (zocc compiles one program; there is nothing to link against)}}

kernel void k(global int *o)
{
	o[0] = counter + twice(1) + thrice(2) + (int)table[1];
}
