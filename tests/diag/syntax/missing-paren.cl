// A missing ')' is reported after the token before it, as clang does.
// parse: invalid
kernel void f(global int *p)
{
	if (p[0] > 1 { // expected-error {{expected ')'}}
		p[1] = 2;
	}
}
