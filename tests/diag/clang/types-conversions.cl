// Types: values of the wrong type assigned, initialized, returned.
typedef struct { float x, y; } point;

kernel void struct_to_float(global point *in, global float *out)
{
	out[0] = in[0];
}

kernel void float_to_struct(global point *out, float v)
{
	point p = v;
	out[0] = p;
}

kernel void vector_width(global float4 *out, float2 v)
{
	float4 w = v;
	out[0] = w;
}

kernel void vector_to_scalar(global float *out, global float4 *in)
{
	out[0] = in[0];
}

kernel void vector_type(global int4 *out, global float4 *in)
{
	out[0] = in[0];
}

float4 ret_wrong(float2 v)
{
	return v;
}

kernel void ret_struct(global float *out)
{
	out[0] = ret_wrong((float2)(1.0f));
}

kernel void pointer_to_float(global float *in, global float *out)
{
	float v = in;
	out[0] = v;
}

kernel void array_assign(global int *out)
{
	int a[4] = {1, 2, 3, 4};
	int b[4];
	b = a;
	out[0] = b[0];
}

kernel void const_assign(global int *out)
{
	const int n = 4;
	n = 5;
	out[0] = n;
}

kernel void const_param(const global int *in, global int *out)
{
	in[0] = out[0];
}

kernel void constant_write(constant float *lut, global float *out)
{
	lut[0] = 1.0f;
	out[0] = lut[1];
}

kernel void increment_const(global int *out)
{
	const int step = 1;
	step++;
	out[0] = step;
}

kernel void struct_compare(global point *a, global int *out)
{
	out[0] = a[0] == a[1];
}

kernel void struct_arith(global point *a)
{
	a[0] = a[0] + a[1];
}

kernel void bool_vector(global int *out, float4 v)
{
	if (v > 0.0f)
		out[0] = 1;
}

kernel void deref_scalar(global int *out, int n)
{
	out[0] = *n;
}

kernel void subscript_scalar(global int *out, int n)
{
	out[0] = n[0];
}

kernel void address_of_rvalue(global int *out)
{
	global int *p = &(out[0] + 1);
	p[0] = 1;
}

kernel void modulo_float(global float *out, float a)
{
	out[0] = a % 2.0f;
}

kernel void shift_float(global float *out, float a)
{
	out[0] = a << 1;
}

kernel void bitand_float(global float *out, float a, float b)
{
	out[0] = a & b;
}

kernel void void_value(global int *out)
{
	int v = barrier(CLK_LOCAL_MEM_FENCE);
	out[0] = v;
}

kernel void switch_float(global int *out, float f)
{
	switch (f) {
	case 0: out[0] = 1; break;
	}
}
