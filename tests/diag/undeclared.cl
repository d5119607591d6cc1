// Sema: a name that was never declared is an error at its use, and
// compilation goes on to report the next one (several errors in one run).
kernel void f(global int *out)
{
	out[0] = y; // expected-error {{undeclared identifier 'y'}}
	int a = 1;
	// expected-error@+1 {{undeclared identifier 'z'}}
	out[1] = a + z;
	out[2] = a; // a is declared: no diagnostic here
}
