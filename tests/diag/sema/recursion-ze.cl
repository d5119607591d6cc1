// The Level Zero environment: the static call graph of an entry point must
// not contain cycles.  Intel's devices compile recursion (tests/compile/
// recursion.cl), so only -device ze, the environment's letter, reports the
// cycle at the source.
// options: -device ze
int odd(int n);
int even(int n) // expected-error {{recursion is not allowed by the portable profile 'ze' (the Level Zero environment: the static call graph must not contain cycles): 'even' -> 'odd' -> 'even'}}
{
	return n == 0 ? 1 : odd(n - 1); // expected-note@-2 {{'even' calls 'odd'}}
}
int odd(int n) // expected-note {{'odd' calls 'even'}}
{
	return n == 0 ? 0 : even(n - 1);
}
int fact(int n) // expected-error {{'fact' -> 'fact'}}
{
	return n ? n * fact(n - 1) : 1;
}
kernel void k(global int *p) { p[0] = even(p[1]) + fact(3); }
