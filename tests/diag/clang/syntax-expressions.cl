// Syntax: an operand, an operator or a name missing in an expression.
// parse: invalid
float f(float a, float b) { return a + b; }

kernel void operand(global int *out)
{
	out[0] = 1 + ; // expected-error {{expected expression}}
	out[1] = out[0] * ; // expected-error {{expected expression}}
	out[2] = - ; // expected-error {{expected expression}}
}

kernel void initializer(global int *out)
{
	int x = ; // expected-error {{expected expression}}
	out[0] = 1;
}

kernel void comma_operand(global int *out)
{
	out[0] = 1, ; // expected-error {{expected expression}}
}

kernel void two_operands(global int *out, int a, int b)
{
	out[0] = a b; // expected-error {{expected ';' after expression}}
	// clang-only-warning@-1 {{expression result unused}} missing: zocc has no -Wunused-value
}

kernel void argument_comma(global float *out)
{
	out[0] = f(1.0f 2.0f); // expected-error {{expected ')'}} expected-note {{to match this '('}}
}

kernel void trailing_argument(global float *out)
{
	out[0] = f(1.0f, ); // expected-error {{expected expression}}
}

kernel void empty_element(global int *out)
{
	int a[] = {1, 2,, 3}; // expected-error {{expected expression}}
	out[0] = a[0];
}

kernel void vector_element(global float *out)
{
	float4 v = (float4)(1.0f, 2.0f, 3.0f 4.0f); // expected-error {{expected ')'}} expected-note {{to match this '('}}
	// clang-only-error@-1 {{too few elements in vector initialization}} better: clang checks the literal it cut short
	out[0] = v.x;
}

kernel void member(global float4 *out)
{
	float4 v = out[0];
	out[1].x = v.; // expected-error {{expected identifier}}
	out[2].x = (&v)->; // expected-error {{expected identifier}}
}

kernel void cast_operand(global int *out)
{
	out[0] = (int)); // expected-error {{expected expression}}
	out[1] = (int); // expected-error {{expected expression}}
}

kernel void not_assignable(global int *out)
{
	1 = out[0]; // expected-error {{expression is not assignable}}
}

kernel void empty_parens(global int *out)
{
	out[0] = (); // expected-error {{expected expression}}
}
