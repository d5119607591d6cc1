// A struct, union or enum named without its tag: clang's error with the
// fix-it that adds it, and the declaration then has that type (no errors
// follow from its use).
struct particle { float x, y; };
union bits { int i; float f; };
enum color { RED, GREEN };

float len(particle p) { return p.x + p.y; } // expected-error {{must use 'struct' tag to refer to type 'particle'}}

kernel void k(global float *out)
{
	particle p; // expected-error {{must use 'struct' tag to refer to type 'particle'}}
	bits b; // expected-error {{must use 'union' tag to refer to type 'bits'}}
	const color c = RED; // expected-error {{must use 'enum' tag to refer to type 'color'}}
	p.x = 1;
	p.y = 2;
	b.f = 1.5f;
	out[0] = len(p) + b.i + c;
}
