// Syntax: a missing ';' is reported where it is missing and names what was
// expected.
// parse: invalid
kernel void f(global int *out)
{
	int a = 1
	out[0] = a; // expected-error@-1 {{expected ';'}}
}
