// -Wunused-variable and -Wunused-but-set-variable (in -Wall, -Wunused),
// -Wunused-parameter and -Wunused-but-set-parameter (in -Wextra): a
// variable never named, or named only to be assigned where the value is
// dropped (x = 1; x++; x += 2; the left of a comma); none for a scope with
// an error in it, as in clang.
// options: -Wall -Wextra -Wno-uninitialized
typedef struct { int a; } S;

int helper(int used, int unused_p, int set_p) // expected-warning {{parameter 'set_p' set but not used}} expected-warning {{unused parameter 'unused_p'}}
{
	set_p = 3;
	return used;
}

kernel void k(global int *o, int p) // expected-warning {{unused parameter 'p'}}
{
	int a; a++; // expected-warning {{variable 'a' set but not used}}
	int b; b += 1; // expected-warning {{variable 'b' set but not used}}
	int c = 0; c = c + 1;
	int d; d = 1; d = 2;
	int e = 1; // expected-warning {{unused variable 'e'}}
	int f; o[0] = sizeof(f);
	S s; s.a = 1;
	float4 v; v.x = 1;
	local int l[4]; // expected-warning {{unused variable 'l'}}
	int arr[4]; arr[0] = 1;
	volatile int vol = 1; // expected-warning {{unused variable 'vol'}}
	volatile int vol2 = 1; vol2 += 1;
	int *ptr; ptr = &d; // expected-warning {{variable 'ptr' set but not used}}
	const int ci = 3; // expected-warning {{unused variable 'ci'}}
	int g; g = 1; o[1] = g;
	int r; o[2] = 2, r = 1;
	int t; t = 1, o[3] = 2; // expected-warning {{variable 't' set but not used}}
	int u; u = 1, u = 2;
	int w; for (int i = 0; i < 2; w = i, i++) ; // expected-warning {{variable 'w' set but not used}}
	int y; { y = 1; } // expected-warning {{variable 'y' set but not used}}
	int z; (z = 1);
	int jj; jj = o[5] ? 1 : 2; // expected-warning {{variable 'jj' set but not used}}
	int ii; if ((ii = o[3])) o[4] = 1;
	o[6] = helper(1, 2, 3);
}
