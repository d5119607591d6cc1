// __builtin_offsetof as clang-15 reports it in OpenCL C: a member that
// does not exist, a member of something not a struct or union, an
// incomplete type, a subscript that is not an integer.
// (offsetof-nonconst.cl: a subscript that is not constant where a
// constant is needed.)
struct S { int a[4]; struct { int x, y; } in[2]; };

kernel void k(global ulong *p, int q)
{
	p[0] = __builtin_offsetof(struct S, b); // expected-error {{no member named 'b' in 'S'}}
	p[1] = __builtin_offsetof(struct S, a.x); // expected-error {{offsetof requires struct, union, or class type, 'int[4]' invalid}}
	p[2] = __builtin_offsetof(int, a); // expected-error {{offsetof requires struct, union, or class type, 'int' invalid}}
	p[3] = __builtin_offsetof(struct T, a); // expected-error {{offsetof of incomplete type 'struct T'}} expected-note {{forward declaration of 'struct T'}}
	p[4] = __builtin_offsetof(struct S, in[1.0].y); // expected-error {{array subscript is not an integer}}
	p[5] = __builtin_offsetof(struct S, in[q].y);
}
