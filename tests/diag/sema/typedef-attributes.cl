// Attributes on a typedef: an alignment is part of clang's typedef type
// (members of it move, structs grow), which zocc's types cannot carry, so
// an aligned() that would change the alignment is an error (it was
// ignored: sizeof of a struct differed from clang's); one equal to the
// natural alignment is accepted, unknown ones are clang's warning.
typedef int aint __attribute__((aligned(16))); // expected-error {{'aligned(16)' on a typedef of 'int' (aligned to 4) is not supported by zocc: it would change the type's layout; align the variable or the struct member instead}}
typedef float4 f4 __attribute__((aligned(16)));
typedef __attribute__((aligned(8))) double d8;
typedef int odd __attribute__((aligned(3))); // expected-error {{requested alignment is not a power of 2}}
typedef float x __attribute__((foo)); // expected-warning {{unknown attribute 'foo' ignored}}
typedef struct { char c; int x; } P3 __attribute__((packed)); // expected-warning {{unknown attribute 'packed' ignored}}
typedef struct { char c; int x; } __attribute__((aligned(16))) A1;

kernel void k(global int *o)
{
	o[0] = sizeof(A1) + sizeof(f4) + sizeof(P3);
}
