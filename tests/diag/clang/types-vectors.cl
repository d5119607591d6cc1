// Types: vector components out of range or mixed, vector literals of the
// wrong size, vectors of the wrong width mixed in arithmetic.
kernel void component_range(global float2 *in, global float *out)
{
	float2 v = in[0];
	out[0] = v.z;
}

kernel void component_w(global float3 *in, global float *out)
{
	out[0] = in[0].w;
}

kernel void mixed_sets(global float4 *in, global float2 *out)
{
	out[0] = in[0].xg;
}

kernel void numeric_range(global float4 *in, global float *out)
{
	out[0] = in[0].s7;
}

kernel void numeric_prefix(global float8 *in, global float *out)
{
	out[0] = in[0].s8;
}

kernel void duplicate_store(global float4 *out, float2 v)
{
	float4 w = 0.0f;
	w.xx = v;
	out[0] = w;
}

kernel void literal_too_few(global float4 *out)
{
	out[0] = (float4)(1.0f, 2.0f, 3.0f);
}

kernel void literal_too_many(global float2 *out)
{
	out[0] = (float2)(1.0f, 2.0f, 3.0f);
}

kernel void width_mismatch(global float4 *out, float4 a, float2 b)
{
	out[0] = a + b;
}

kernel void type_mismatch(global float4 *out, float4 a, int4 b)
{
	out[0] = a * b;
}

kernel void hi_lo_odd(global float *out, float3 v)
{
	float2 h = v.hi;
	out[0] = h.x;
}

kernel void too_many_components(global float4 *out, float4 v)
{
	out[0] = v.xyzxy;
}

kernel void swizzle_of_scalar(global float *out, float f)
{
	out[0] = f.x;
}

kernel void vector_of_vector(global float *out)
{
	float44 v;
	out[0] = 1.0f;
}

kernel void uppercase_component(global float *out, float4 v)
{
	out[0] = v.X;
}

kernel void rgba_old(global float *out, float4 v)
{
	out[0] = v.r;
}

kernel void vector_size_bad(global int *out)
{
	int5 v; // clang-only-error {{expected ';' after expression}} better: clang reads an expression clang-only-error {{did you mean 'rint'?}} better: and suggests a function for a type zocc-only-error {{use of undeclared identifier 'int5'}} better: one error clang-only-error {{use of undeclared identifier 'v'}} better: its third
	out[0] = 1;
}

kernel void compare_width(global int4 *out, float4 a, float2 b)
{
	out[0] = a < b;
}
