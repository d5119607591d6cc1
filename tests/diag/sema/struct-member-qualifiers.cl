// A struct member keeps its qualifiers (C99 6.5.2.3p3): a const member is
// not assignable, and a struct holding one (at any depth) is not assignable
// as a whole (6.3.2.1p1), with clang's messages; an atomic member is an
// atomic object for the builtins, a plain int member is not; a member
// cannot have an address space (OpenCL C 6.5).
// options: -cl-std=CL2.0
typedef struct { int x; const int c; } S; // expected-note 3 {{declared const here}}
typedef struct { int y; S s; } T;
typedef struct { const S cs; int z; } U; // expected-note {{non-static data member 'cs' declared const here}}
typedef union { int a; const float b; } V; // expected-note {{data member 'b' declared const here}}
typedef struct { atomic_int n; int plain; atomic_uint arr[2]; } A;
typedef struct { global int *ok; global int bad; } W; // expected-error {{field may not be qualified with an address space}}

kernel void k(global T *t, global U *u, global V *v, global A *a, global S *s)
{
	T t2 = *t;
	*t = t2; // expected-error {{cannot assign to lvalue with nested const-qualified data member 'c'}}
	t2 = *t; // expected-error {{cannot assign to variable 't2' with nested const-qualified data member 'c'}}
	t->s.c++; // expected-error {{cannot assign to non-static data member 'c' with const-qualified type 'const int'}}
	u->cs.x = 1; // expected-error {{cannot assign to non-static data member 'cs' with const-qualified type 'const S'}}
	u->z = 2;
	*v = *v; // expected-error {{cannot assign to lvalue with const-qualified data member 'b'}}
	v->a = 1;
	s->c += 1; // expected-error {{cannot assign to non-static data member 'c' with const-qualified type 'const int'}}
	s->x = 3;
	global int *p = &s->c; // expected-warning {{initializing '__global int *' with an expression of type 'const __global int *' discards qualifiers}}
	atomic_fetch_add(&a->n, 1);
	atomic_store(&a->arr[1], 2u);
	atomic_fetch_add(&a->plain, 1); // expected-warning {{incompatible pointer types passing '__global int *' to parameter of type 'volatile _Atomic __global int *' [-Wincompatible-pointer-types]}}
	atomic_load(&a->plain); // expected-error {{'atomic_load' needs a pointer to an atomic type (atomic_int, atomic_float, ...), not '__global int *'}}
}
