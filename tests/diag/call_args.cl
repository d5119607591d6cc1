// Sema: a call must pass as many arguments as the function has parameters.
int add(int a, int b)
{
	return a + b;
}

kernel void f(global int *out)
{
	out[0] = add(1); // expected-error {{too few arguments}}
	out[1] = add(1, 2, 3); // expected-error {{too many arguments}}
	out[2] = add(1, 2);
}
