// __builtin_offsetof with a subscript that is not constant is computed
// at run time, so it cannot initialize a __constant variable (clang's
// error); with a constant subscript it can.
struct S { int a[4]; struct { int x, y; } in[2]; };

kernel void k(global ulong *p, int q)
{
	constant ulong c = __builtin_offsetof(struct S, in[q].y); // expected-error {{initializer element is not a compile-time constant}}
	constant ulong d = __builtin_offsetof(struct S, in[1].y);

	p[0] = c + d;
}
