// A missing operand is reported where the expression should be.
// parse: invalid
kernel void f(global int *p)
{
	p[0] = (1 + ; // expected-error {{expected expression}}
	p[1] = 2;
}
