// C99 6.7.8p20: braces around subaggregates may be left out; what is left
// over is an excess element (a warning, as in clang), and a designator
// belongs to the innermost braced list.
typedef struct S { int a[3]; float f; } S;
constant S s0 = {0};
constant S s1 = {1, 2, 3, 4.5f, 6}; // expected-warning {{excess elements in struct initializer}}
constant int m[2][2] = {1, 2, 3, 4, 5}; // expected-warning {{excess elements in array initializer}}
constant S s2 = {.f = 1.0f, .a = {1}, .a[2] = 3};
constant S s3 = {.a[1] = 1, 2, 3.5f};
constant S s4 = {.g = 1}; // expected-error {{field designator 'g' does not refer to any field in type 'struct S'}}
constant int n[2] = {[2] = 1}; // expected-error {{array designator index (2) exceeds array bounds (2)}}
constant S s5 = {.f.x = 1}; // expected-error {{field designator cannot initialize a non-struct, non-union type 'float'}}
constant int x = {1, 2}; // expected-warning {{excess elements in scalar initializer}}

kernel void k(global int *o)
{
	o[0] = s0.a[0] + s1.a[1] + m[1][1] + s2.a[2] + s3.a[2] + x + n[0] + s4.a[0] + s5.a[0];
}

constant int neg[2] = {[-1] = 1}; // expected-error {{array designator value '-1' is negative}}
constant int var[2] = {[a_variable] = 1}; // expected-error {{use of undeclared identifier 'a_variable'}}
