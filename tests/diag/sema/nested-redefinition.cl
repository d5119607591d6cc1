// A struct or union defined again inside its own definition (C99 6.7.2.3:
// the inner tag is the outer one's, still incomplete): clang's "nested
// redefinition", and the outer type never holds itself.  A struct that held
// itself by value sent every walk over its members round for ever (the
// kernel argument rules overflowed the stack: a fuzzer's finding,
// tests/fuzz/regress/compile/nested-redefinition-holds-itself).
struct Nested { struct Nested { int z; } i; }; // expected-error {{nested redefinition of 'Nested'}} expected-note {{previous definition is here}}
union U { int a; union U { float f; } u; }; // expected-error {{nested redefinition of 'U'}} expected-note {{previous definition is here}}
struct Deep { struct Mid { struct Deep { int q; } d; } m; }; // expected-error {{nested redefinition of 'Deep'}} expected-note {{previous definition is here}}

kernel void k(struct Nested n, union U u, struct Deep d, global int *o)
{
	o[0] = n.i.z + (int)u.u.f + d.m.d.q + sizeof(struct Nested);
}
