// C99 6.5.16: the left operand of an assignment is a modifiable lvalue;
// OpenCL C 6.5.3: __constant memory is read-only.
constant int table[2] = {1, 2};
kernel void f(global int *p, constant int *c, const global int *cg)
{
	const int k = 1;
	k = 2; // expected-error {{cannot assign to variable 'k' with const-qualified type 'const int'}}
	c[0] = 1; // expected-error {{read-only variable is not assignable}}
	table[0] = 3; // expected-error {{read-only variable is not assignable}}
	cg[0] = 4; // expected-error {{read-only variable is not assignable}}
	(p[0] + 1) = 3; // expected-error {{expression is not assignable}}
}
