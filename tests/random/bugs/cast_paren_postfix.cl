// Found by tests/random: a cast to a scalar type whose operand is a
// parenthesized expression followed by a postfix operator is read as the
// cast of the parenthesized expression with the postfix operator applied
// to the cast's result: `(int)(p)[1]` as `((int)(p))[1]` ("subscripted
// value is not an array, pointer, or vector"), `(int)(v).y` as
// `((int)(v)).y`, `(float)(q)[1]` ("pointer cannot be cast"),
// `(uint)(x)++` ("not assignable").  The grammar's vector_literal rule,
// `(type)(expression)` with a dynamic precedence, wins over cast_expression
// even when the type is not a vector type.  C99 6.5.4: the operand of a
// cast is a unary expression, so these are (int)((p)[1]), (int)((v).y), ...
// (For vector types clang does read `(int4)(v).x` as a vector literal
// followed by .x, which zocc matches.)
// kernel: k
// global: 8
// arg: global int p[16] = i * 5
// arg: global float q[16] = i * 0.5
// arg: global int o[32]
// expect: o[4*(i//4)] == p[i//4 + 1] and o[4*(i//4)+1] == 4 and o[4*(i//4)+2] == 1 and o[4*(i//4)+3] == 7

kernel void k(global const int *p, global const float *q, global int *o)
{
	int i = get_global_id(0);
	int2 v = (int2)(3, 4);
	uint x = 6;
	o[4 * i] = (int)(p + i)[1];
	o[4 * i + 1] = (int)(v).y;
	o[4 * i + 2] = (int)(float)(q)[2];
	o[4 * i + 3] = (uint)(x)++ + 1;
}
