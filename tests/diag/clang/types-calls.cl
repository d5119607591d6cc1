// Types: calls with the wrong number or the wrong types of arguments, to
// builtins and to the program's own functions.
float lerp(float a, float b, float t) { return a + (b - a) * t; }
void store(global float *p, float v) { *p = v; }

kernel void too_few_user(global float *out)
{
	out[0] = lerp(out[1], out[2]);
}

kernel void too_many_user(global float *out)
{
	out[0] = lerp(out[1], out[2], 0.5f, 1.0f);
}

kernel void wrong_pointer_user(global int *out)
{
	store(out, 1.0f);
}

kernel void struct_arg_user(global float *out)
{
	struct { float v; } s = {1.0f};
	out[0] = lerp(s, 1.0f, 0.5f);
}

kernel void too_few_builtin(global float *out)
{
	out[0] = clamp(out[0], 0.0f);
}

kernel void too_many_builtin(global float *out)
{
	out[0] = get_global_id(0, 1);
}

kernel void no_args_builtin(global int *out)
{
	out[get_global_id()] = 1;
}

kernel void mad_two(global float *out)
{
	out[0] = mad(out[0], out[1]);
}

kernel void dot_scalar_vector(global float *out, float4 v)
{
	out[0] = dot(v, 1.0f);
}

kernel void cross_float2(global float2 *out, float2 a, float2 b)
{
	out[0] = cross(a, b);
}

kernel void vload_wrong_pointer(global float4 *out, global int *in)
{
	out[0] = vload4(0, in);
}

kernel void vstore_value(global float *out, float4 v)
{
	vstore4(out, 0, v);
}

kernel void atomic_float(global float *sum, float v)
{
	atomic_add(sum, v);
}

kernel void atomic_private(global int *out)
{
	int count = 0;
	atomic_inc(&count); // clang-only-error {{no matching function for call to 'atomic_inc'}} better: zocc says why zocc-only-error {{needs a pointer to __global or __local memory}} better: the address space named
	out[0] = count;
}

kernel void barrier_no_flags(global int *out)
{
	barrier(); // clang-only-error {{single argument 'flags' was not specified}} worse: zocc knows no names of the builtins' parameters zocc-only-error {{too few arguments to function call, expected 1, have 0}} worse: the count instead of the name
	out[0] = 1;
}

kernel void select_mismatch(global float4 *out, float4 a, float4 b, int4 m)
{
	out[0] = select(a, b, 1.0f);
}

kernel void mix_int(global int *out, int a, int b)
{
	out[0] = mix(a, b, 0.5f);
}

kernel void abs_float(global float *out)
{
	out[0] = abs(out[1]);
}

kernel void fabs_int(global int *out)
{
	out[0] = fabs(out[1]);
}

kernel void min_pointer(global int *out, global int *in)
{
	out[0] = min(in, 4);
}

kernel void convert_struct(global int *out)
{
	struct { int a; } s = {1};
	out[0] = convert_int(s);
}

kernel void void_arg(global float *out)
{
	out[0] = sqrt(barrier(CLK_LOCAL_MEM_FENCE));
}

kernel void kernel_call(global float *a, global float *b)
{
	too_few_user(a, b);
}
