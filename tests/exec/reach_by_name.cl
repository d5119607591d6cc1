// The kernel reaches its helpers in every way the text allows, while the
// builder frees the body of each function no kernel can reach as soon as
// sema has checked it (frontend/ast.c; typenames.c reads which names each
// reachable body mentions): a function defined after the kernel through a
// prototype before it, a chain three deep, two overloadable functions of
// one name, a call inside a statement expression and one a macro makes,
// a body with its own struct type and one with a __constant table; a
// second kernel, declared `kernel` by a prototype and defined without the
// keyword, reaches its own helper.  Not
// reached and freed: an unreached function and the one only it calls.
// Not reached and kept: a function whose name the kernel gives a local
// variable (a name in the text counts), and bodies with a __constant
// table or a struct type of their own (they outlive the body).
// tests/perf/bodies-freed counts what was freed.
// kernel: k
// global: 8
// arg: global int o[8]
// python: def want(i):
// python:     return [2, 9, 302, 16, -3, 15, 30, 16][i]
// expect: o[i] == want(i)
int later(int x);

int chain3(int x) { return x + 3; }
int chain2(int x) { return chain3(x) * 2; }
int chain1(int x) { return chain2(x) + 1; }

__attribute__((overloadable)) int ov(int x) { return x + 100; }
__attribute__((overloadable)) int ov(float x) { return (int)x + 200; }

int in_stmtexpr(int x) { return x * 5; }
int by_macro(int x) { return x - 7; }
#define CALL_IT(v) by_macro(v)

int struct_user(int x)
{
	struct pair { int a, b; } p = {x, x * 2};

	return p.a + p.b;
}

int table_user(int x)
{
	__constant int tab[4] = {10, 20, 30, 40};

	return tab[x & 3];
}

int shadowed(int x) { return x + 9; }

int freed_leaf(int x) { return x * 11; }
int freed_caller(int x) { return freed_leaf(x) + 1; }
int named_only(int x) { return x - 1; }

int table_unreached(int x)
{
	__constant int tab[2] = {5, 6};

	return tab[x & 1];
}

int struct_unreached(int x)
{
	struct one { int v; } s = {x};

	return s.v;
}

kernel void k(global int *o)
{
	int i = (int)get_global_id(0);
	int r;

	switch (i) {
	case 0: r = later(i); break;
	case 1: r = chain1(i); break;
	case 2: r = ov(i) + ov(0.5f); break;
	case 3: r = ({ int t = in_stmtexpr(i); t + 1; }); break;
	case 4: r = CALL_IT(i); break;
	case 5: r = struct_user(i); break;
	case 6: r = table_user(i); break;
	default: {
		int named_only = shadowed(i);

		r = named_only;
	}
	}
	o[i] = r;
}

int later(int x) { return x * 4 + 2; }

kernel void k2(global int *o);
int via_proto(int x) { return x + 40; }
void k2(global int *o) { o[0] = via_proto(o[1]); }
