// Found by tests/random: a constant brace initializer whose elements need a
// conversion to the element type -- an int constant for a float element,
// `float a[2] = {1, 2}`, `struct S s = {1, 2, 3}` with a float member --
// makes zocc emit an OpConstantComposite with id 0 for those elements
// ("internal error: ... id 0 is not a valid id"): the constants are not
// converted (6.7.8 p11: as in simple assignment, so 1 becomes 1.0f).
// kernel: k
// global: 8
// arg: global float o[32]
// expect: o[4*(i//4)] == 1.0 and o[4*(i//4)+1] == 2.0 and o[4*(i//4)+2] == 3.0 and o[4*(i//4)+3] == 3.0

struct S { int a; uchar b; float c; };

kernel void k(global float *o)
{
	int i = get_global_id(0);
	float a[2] = {1, 2};
	struct S s = {1, 2, 3};
	o[4 * i] = a[0];
	o[4 * i + 1] = a[1];
	o[4 * i + 2] = s.c;
	o[4 * i + 3] = s.a + s.b;
}
