// Without options, -Wall's and -Wextra's warnings are off; the others are
// on (here -Wtautological-compare).
kernel void k(global int *o, int p, uint u)
{
	int unused;
	int x, y;
	y = 1;
	o[0] = x;
	o[1] = o[2] < u;
	o[3] = p == p; // expected-warning {{self-comparison always evaluates to true}}
}
