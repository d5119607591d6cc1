// GNU __typeof__ of an lvalue is the object's type with its qualifiers and
// address space, as clang has it: a declaration of that type follows the
// rules for that address space, a const one is not assignable, and a
// pointer to it points into that space.  An rvalue has neither.
// options: -cl-std=CL2.0
global int gv;
typedef struct { int f; const int h; float g[2]; } S;
kernel void k(global int *p, global S *s, local int *lp)
{
	local int lv;
	int x = 1;
	const int kk = 2;
	int *gp = p;
	__typeof__(gv) a = 1; // expected-error {{function scope variable cannot be declared in global address space}}
	__typeof__(lv) b = 2; // expected-error {{'__local' variable cannot have an initializer}}
	__typeof__(lv) b2;
	__typeof__(*p) c = 3; // expected-error {{function scope variable cannot be declared in global address space}}
	__typeof__(s->f) d = 4; // expected-error {{function scope variable cannot be declared in global address space}}
	__typeof__(s->g) arr; // expected-error {{function scope variable cannot be declared in global address space}}
	__typeof__(s->g[0]) w = 1; // expected-error {{function scope variable cannot be declared in global address space}}
	__typeof__(*gp) v = 1; // expected-error {{automatic variable qualified with an invalid address space}}
	__typeof__(x) *q = &x;
	__typeof__(kk) j = 2;
	__typeof__(*p) *pp = p;
	__typeof__(*lp) *lq = lp;
	__typeof__(gv + 1) y = 5;
	__typeof__(*p + 0) z = 6;

	q = p; // expected-error {{changes address space of pointer}}
	j = 3; // expected-error {{cannot assign to variable 'j' with const-qualified type 'const int'}}
	pp = lp; // expected-error {{changes address space of pointer}}
	lq = p; // expected-error {{changes address space of pointer}}
	*pp = y + z + b2;
}

void f(local int *lp)
{
	__typeof__(*lp) l3; // expected-error {{non-kernel function variable cannot be declared in local address space}}
}
