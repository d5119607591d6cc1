// OpenCL C 6.2.1: no implicit conversions between vector types; explicit
// casts between vector types are not allowed either (use convert_ or as_).
kernel void f(global float4 *a, global int4 *b)
{
	float4 x = a[0];
	int4 y = x; // expected-error {{initializing 'int4' with an expression of incompatible type 'float4'; use an explicit convert_ function}}
	int4 z = (int4)x; // expected-error {{invalid conversion between vector type 'float4' and 'int4' of the same size}}
	int2 w = b[0]; // expected-error {{initializing 'int2' with an expression of incompatible type 'int4'}}
	b[0] = convert_int4(x) + as_int4(x);
	float4 v = x + 1.0f; // a scalar meets a vector: widened
	a[1] = v;
}
