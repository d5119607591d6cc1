// Names: the program's own functions and types misspelt or declared later.
float square(float v) { return v * v; }
// parse: invalid
float4 normalize_rgb(float4 c) { return c / (c.x + c.y + c.z); }

kernel void helper_misspelt(global float *out)
{
	out[0] = sqaure(out[1]);
}

kernel void helper_later(global float *out)
{
	out[0] = cube(out[1]);
}
float cube(float v) { return v * v * v; }

kernel void helper_case(global float4 *out)
{
	out[0] = normalize_RGB(out[1]);
}

typedef struct { float x, y, z; } vec3_t;
kernel void typedef_misspelt(global float *out)
{
	vec3 p = {1, 2, 3};
	out[0] = p.x;
}

kernel void typedef_misspelt_param(global vect3_t *in, global float *out)
{
	out[0] = in[0].x;
}

kernel void type_misspelt_decl(global float *out)
{
	flaot4 v = (float4)(0.0f);
	out[0] = v.x;
}

kernel void type_unsigned(global uint *out)
{
	unit x = 3;
	out[0] = x;
}

kernel void type_cast(global float *out, int n)
{
	out[0] = (flot)n;
}

kernel void type_sizeof(global int *out)
{
	out[0] = sizeof(vec3);
}

kernel void cuda_type(global float *out)
{
	float3_t v;
	out[0] = 1;
}
