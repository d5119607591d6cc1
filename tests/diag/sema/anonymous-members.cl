// Anonymous struct and union members (C11 6.7.2.1p13): their members join
// the containing struct's, so a name may not come twice at any depth
// (clang's messages); a struct with a tag and no declarator declares only
// the tag; designators and member accesses find fields two levels down,
// and name nothing that is not there.
struct A { int x; struct T { int a; }; int y; }; // expected-warning {{declaration does not declare anything}}
struct B { int x; struct { int x; int z; }; }; // expected-error {{member of anonymous struct redeclares 'x'}} expected-note {{previous declaration is here}}
struct C { union { int q; struct { int r, q; }; }; }; // expected-error {{member of anonymous struct redeclares 'q'}} expected-note {{previous declaration is here}}
struct D { struct { int w; }; int w; }; // expected-error {{duplicate member 'w'}} expected-note {{previous declaration is here}}
typedef struct { union { struct { float x, y; }; float v[2]; }; int k; } P;

kernel void k(global float *o)
{
	struct A a = { 1, 2 };
	struct T t = { 3 };
	P p = { .y = 1, .k = 3 }, p2 = { .v[1] = 2 };
	P bad = { .z = 1 }; // expected-error {{field designator 'z' does not refer to any field in type 'P'}}
	P bad2 = { .v.x = 1 }; // expected-error {{field designator cannot initialize a non-struct, non-union type 'float[2]'}}

	o[0] = a.y + t.a + p.y + p.v[0] + p.k + p2.y;
	o[1] = p.z; // expected-error {{no member named 'z' in 'P'}}
	o[2] = a.a; // expected-error {{no member named 'a' in 'struct A'}}
}
