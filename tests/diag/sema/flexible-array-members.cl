// Flexible array members (C99 6.7.2.1p16) with clang's diagnostics: only
// the last member of a struct with other members, never in a union; a
// struct ending in one inside another struct but last is clang's GNU
// warning; the member has no size; initializing it is an error (clang
// takes it for static objects as a GNU extension, which SPIR-V cannot
// hold: the object would be larger than its type).
// options: -cl-std=CL2.0
typedef struct { int n; float data[]; } F; // expected-note 2 {{initialized flexible array member 'data' is here}}
typedef struct { float data[]; int n; } Bad1; // expected-error {{flexible array member 'data' with type 'float[]' is not at the end of struct}} expected-note {{next field declaration is here}}
typedef struct { float data[]; } Bad2; // expected-error {{flexible array member 'data' not allowed in otherwise empty struct}}
typedef union { int a; float data[]; } Bad3; // expected-error {{flexible array member 'data' in a union is not allowed}}
typedef struct { F f; int z; } Gnu; // expected-warning {{field 'f' with variable sized type 'F' not at the end of a struct or class is a GNU extension [-Wgnu-variable-sized-type-not-at-end]}}
typedef struct { int z; F f; } Ok;

kernel void k(global F *p, global int *o)
{
	F x = { 1, { 2, 3 } }; // expected-error {{initialization of flexible array member is not allowed}}
	F y = { 1 };
	F z = { .n = 1, .data = { 2 } }; // expected-error {{initialization of flexible array member is not allowed}}

	o[0] = sizeof(F) + sizeof(Ok);
	o[1] = sizeof(p->data); // expected-error {{invalid application of 'sizeof' to an incomplete type '__global float[]'}}
	o[2] = p->data[2] + y.n;
	*p = y;
}
