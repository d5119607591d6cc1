// Kernel rules: what a kernel's signature may not be, and where
// program-scope data may live.
kernel int returns_value(global int *out)
{
	out[0] = 1;
	return 0;
}

kernel float4 returns_vector(global float4 *out)
{
	return out[0];
}

kernel void private_pointer_arg(int *out)
{
	out[0] = 1;
}

kernel void bool_arg(global int *out, bool flag)
{
	out[0] = flag;
}

kernel void size_t_arg(global int *out, size_t n)
{
	out[0] = n;
}

kernel void event_arg(global int *out, event_t e)
{
	out[0] = 1;
}

global int counter;
kernel void uses_counter(global int *out)
{
	out[0] = counter;
}

int table[4] = {1, 2, 3, 4};
kernel void uses_table(global int *out)
{
	out[0] = table[0];
}

local float shared_tile[64];
kernel void program_scope_local(global float *out)
{
	out[0] = shared_tile[0];
}

constant float coeffs[3];
kernel void constant_uninit(global float *out)
{
	out[0] = coeffs[0];
}

kernel void static_local(global int *out)
{
	static int calls = 0;
	out[0] = calls++;
}

kernel void local_in_block(global int *out)
{
	if (out[0]) {
		local int flag;
		flag = 1;
		out[1] = flag;
	}
}

kernel void vla(global int *out, int n)
{
	int scratch[n];
	scratch[0] = 1;
	out[0] = scratch[0];
}

kernel void recursion_helper(global int *out);
kernel void variadic(global int *out, ...)
{
	out[0] = 1;
}

kernel void struct_with_pointer(global int *out, struct { global int *p; } s)
{
	out[0] = 1;
}

kernel void double_local_array(global int *out)
{
	local int buf[16] = {0};
	out[0] = buf[0];
}

void not_a_kernel(global int *out) { out[0] = 1; }
kernel void calls_kernel(global int *out)
{
	uses_table(out);
}

kernel void pointer_to_local_param(local int **p, global int *out)
{
	out[0] = 1;
}

__attribute__((reqd_work_group_size(0, 1, 1)))
kernel void zero_wg(global int *out)
{
	out[0] = 1;
}

__attribute__((reqd_work_group_size(64, 1)))
kernel void wg_two_args(global int *out)
{
	out[0] = 1;
}

kernel void image_write_readonly(read_only image2d_t img, global float4 *out)
{
	write_imagef(img, (int2)(0, 0), out[0]); // clang-only-error {{no matching function for call to 'write_imagef'}} better: zocc says why zocc-only-error {{cannot write to a read_only image}} better: the access qualifier named
}

kernel void image_read_writeonly(write_only image2d_t img, global float4 *out)
{
	out[0] = read_imagef(img, (int2)(0, 0)); // clang-only-error {{no matching function for call to 'read_imagef'}} better: zocc says why zocc-only-error {{cannot read from a write_only image}} better: the access qualifier named
}

kernel void image_global(global image2d_t *img) // clang-only-error {{pointer to type}} worse: zocc reports it at the '*', clang at the parameter's name zocc-only-error {{pointer to type}} worse: the same error one token early
{
}

kernel void image_local_var(read_only image2d_t img, global float4 *out)
{
	image2d_t copy = img;
	out[0] = read_imagef(copy, (int2)(0, 0));
}

kernel void sampler_bad(read_only image2d_t img, global float4 *out)
{
	sampler_t s;
	out[0] = read_imagef(img, s, (int2)(0, 0));
}

kernel void image_arith(read_only image2d_t img, global int *out)
{
	out[0] = img + 1;
}
