// -Wall turns on the unused and uninitialized variables, not -Wextra's
// unused parameters and sign comparisons.
// options: -Wall
kernel void k(global int *o, int p, uint u)
{
	int unused; // expected-warning {{unused variable 'unused'}}
	int x;
	o[0] = x; // expected-warning {{variable 'x' is uninitialized when used here}} expected-note@-1 {{initialize the variable 'x' to silence this warning}}
	o[1] = o[2] < u;
}
