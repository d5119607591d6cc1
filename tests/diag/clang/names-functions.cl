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
	out[0] = p.x; // clang-only-error {{use of undeclared identifier 'p'}} better: clang dropped the declaration; zocc reports the type name once
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
	out[0] = x; // clang-only-error {{use of undeclared identifier 'x'}} better: clang dropped the declaration; zocc reports the type name once
}

kernel void type_cast(global float *out, int n)
{
	out[0] = (flot)n; // clang-only-error {{did you mean 'float'?}} worse: zocc suggests no keyword zocc-only-error {{use of undeclared identifier 'flot'}} worse: without the suggestion // clang-only-error {{overloaded function type}} better: clang assigns the function it suggested clang-only-warning {{expression result unused}} better: of what it read as a second statement
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
