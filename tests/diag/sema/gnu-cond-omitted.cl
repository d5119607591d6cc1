// GNU 'x ?: y' takes the conditional operator's rules: a floating
// condition is clang's error in OpenCL C, as is a condition of a type
// that is not scalar.
struct S { int a; };

kernel void k(global int *p)
{
	float f = 1.0f;
	struct S s = {1};
	float g = f ?: 2.0f; // expected-error {{used type 'float' where floating point type is not allowed}}
	int h = s ?: 1; // expected-error {{used type 'struct S' where arithmetic or pointer type is required}}

	p[0] = (int)g + h + (p[1] ?: 3);
}
