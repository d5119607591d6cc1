// GNU array range designators as clang-15 reports them: a later
// initializer overriding an element a range gave (a warning, the later
// one wins), an empty range, a range past the array's end, a bound that
// is not constant, a range in a vector's braces, and a value with side
// effects, which clang refuses ("cannot compile ... yet").
constant int t[8] = {[0 ... 7] = 7, [3] = 1}; // expected-warning {{initializer overrides prior initialization of this subobject}} expected-note {{previous initialization is here}}
constant int u[4] = {[1 ... 2] = 3, [2 ... 3] = 4}; // expected-warning {{initializer overrides prior initialization of this subobject}} expected-note {{previous initialization is here}}

kernel void k(global int *p)
{
	int a[4] = {[2 ... 1] = 1}; // expected-error {{array designator range [2, 1] is empty}}
	int b[4] = {[1 ... 5] = 1}; // expected-error {{array designator index (5) exceeds array bounds (4)}}
	int c[4] = {[p[0] ... 2] = 1}; // expected-error {{expression is not an integer constant expression}}
	int d[] = {[0 ... 5] = 2};
	int e[4] = {[0 ... 3] = p[0]++}; // expected-error {{cannot compile this GNU array range designator extension yet}}
	int4 v = (int4){[0 ... 1] = 2}; // expected-error {{designator in initializer for scalar type 'int'}}

	p[0] = a[0] + b[0] + c[0] + d[0] + e[0] + v.x + t[0] + u[0];
}
