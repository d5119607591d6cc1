// Several syntax errors in one file are all reported, one per statement.
// parse: invalid
kernel void f(global int *p)
{
	p[0] = 1 +; // expected-error {{expected expression}}
}
kernel void g(global int *p)
{
	int q = 3 // expected-error {{expected ';' at end of declaration}}
	p[0] = q;
}
