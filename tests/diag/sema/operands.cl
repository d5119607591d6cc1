// C99 6.5: operand types of operators.
struct s { int a; };
kernel void f(global int *p, global float *q)
{
	struct s x = {1};
	p[0] = x + 1; // expected-error {{invalid operands to binary expression ('struct s' and 'int')}}
	p[1] = q[0] % 2.0f; // expected-error {{invalid operands to binary expression ('float' and 'float')}}
	p[2] = *p[3]; // expected-error {{indirection requires pointer operand ('int' invalid)}}
	p[3] = x.b; // expected-error {{no member named 'b' in 'struct s'}}
	p[4] = p[0](); // expected-error {{called object type 'int' is not a function}}
	p[5] = x.a;
}
