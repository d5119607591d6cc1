// Program-scope variables declared extern: a definition of another type
// or address space is clang's "redefinition with a different type"; an
// initializer on an extern declaration is clang's warning; a second
// initializer is a redefinition; a variable declared extern, used and
// never defined has no definition anywhere (zocc compiles one program).
// options: -cl-std=CL2.0
extern global int a; // expected-note {{previous declaration is here}}
global float a = 1; // expected-error {{redefinition of 'a' with a different type: '__global float' vs '__global int'}}
extern constant int c = 3; // expected-warning {{'extern' variable has an initializer}}
extern global int d; // expected-note {{previous declaration is here}}
constant int d = 2; // expected-error {{redefinition of 'd' with a different type: '__constant int' vs '__global int'}}
global int e = 1; // expected-note {{previous definition is here}}
global int e = 2; // expected-error {{redefinition of 'e'}}
extern global const int f; // expected-note {{previous declaration is here}}
global int f; // expected-error {{redefinition of 'f' with a different type: '__global int' vs '__global const int'}}
extern global int unused_never_defined;

kernel void k(global int *o)
{
	o[0] = a + c + d + e;
}
