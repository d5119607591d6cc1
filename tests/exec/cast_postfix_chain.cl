// Regression (found by tests/random): a cast applies to the whole chain of
// postfix operators after a parenthesized operand, `(long)(v * 2.0f).wyyy.s2`
// is (long)(((v * 2.0f).wyyy).s2) -- zocc applied only the first swizzle
// inside the cast ("invalid conversion between vector type 'float4' and
// scalar type 'long'").  And when the cast itself is parenthesized, the
// postfix operator applies to the cast: `((global int *)(q))[1]` indexes the
// converted pointer (the first fix for the chain made zocc read it as a
// cast of q[1], "operand of type 'float' cannot be cast to a pointer").
// kernel: k
// global: 8
// arg: global int p[64] = i * 3 - 20
// arg: global long o[48]
// expect: o[6*(i//6)] == 2 * p[8*(i//6) + 1] and o[6*(i//6)+1] == p[8*(i//6) + 3] and o[6*(i//6)+2] == p[8*(i//6) + 2] and o[6*(i//6)+3] == p[8*(i//6) + 5] and o[6*(i//6)+4] == p[8*(i//6) + 7] and o[6*(i//6)+5] == p[8*(i//6)]

kernel void k(global const int *p, global long *o)
{
	int i = get_global_id(0);
	global const int *q = p + 8 * i;
	float4 v = convert_float4(vload4(0, q));
	int4 w = vload4(0, q);
	o[6 * i] = (long)(v * 2.0f).wyyy.s2;
	o[6 * i + 1] = (long)(i >= 0 ? v : -v).ww.x;
	o[6 * i + 2] = (int)(w).wzyx.y;
	o[6 * i + 3] = ((global const int *)(q + 4))[1];
	o[6 * i + 4] = ((global const int4 *)(q))[1].w;
	o[6 * i + 5] = ((int4)(w)).x;
}
