// C99 6.7: one definition per name and scope.
int twice(int x) { return 2 * x; } // expected-note {{previous definition is here}}
int twice(int x) { return x + x; } // expected-error {{redefinition of 'twice'}}
kernel void f(global int *p)
{
	int a = 1; // expected-note {{previous definition is here}}
	int a = 2; // expected-error {{redefinition of 'a'}}
	p[0] = twice(a);
}
