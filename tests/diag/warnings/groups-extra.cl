// -Wextra: the unused parameters and -Wsign-compare; -Wunused: the unused
// and set-but-unused variables (it holds neither -Wunused-parameter nor
// -Wuninitialized).
// options: -Wextra -Wunused
kernel void k(global int *o, int p, uint u) // expected-warning {{unused parameter 'p'}}
{
	int unused; // expected-warning {{unused variable 'unused'}}
	int x, y; // expected-warning {{variable 'y' set but not used}}
	y = 1;
	o[0] = x;
	o[1] = o[2] < u; // expected-warning {{comparison of integers of different signs}}
}
