// Warnings: suspicious kernels that compile, with -Wall -Wextra.
// options: -Wall -Wextra
int classify(float v)
{
	if (v > 0.0f)
		return 1;
	else if (v < 0.0f)
		return -1;
}

float pick(int mode, float a, float b)
{
	switch (mode) {
	case 0: return a;
	case 1: return b;
	}
}

kernel void assign_in_if(global int *out, int flag)
{
	if (flag = 1)
		out[0] = 1;
}

kernel void compare_in_statement(global int *out, int n)
{
	if ((n == 0))
		out[0] = 1;
}

kernel void uninit_sum(global const float *in, global float *out, int n)
{
	float sum;
	for (int i = 0; i < n; i++)
		sum += in[i];
	out[0] = sum;
}

kernel void maybe_uninit(global int *out, int n)
{
	int v;
	if (n > 0)
		v = n;
	out[0] = v;
}

kernel void signed_unsigned(global int *out, int n)
{
	for (uint i = 0; i < n; i++)
		out[i] = 0;
}

kernel void unsigned_never_negative(global int *out)
{
	uint gid = get_global_id(0);
	if (gid >= 0)
		out[gid] = 1;
}

kernel void char_out_of_range(global char *out)
{
	char c = 300;
	out[0] = c;
	out[1] = c == 300;
}

kernel void overflow(global int *out)
{
	out[0] = 65536 * 65536;
}

kernel void format_mismatch(global float *in)
{
	printf("%d\n", in[0]);
}

kernel void format_missing_arg(global int *in)
{
	printf("%d %d\n", in[0]);
}

kernel void format_vector(global float4 *in)
{
	printf("%v4f\n", in[0]);
}

kernel void unused_local(global int *out)
{
	int unused = 3;
	out[0] = 1;
}

kernel void set_not_used(global int *out)
{
	int last = 0;
	for (int i = 0; i < 4; i++)
		last = out[i];
	out[4] = 1;
}

kernel void unused_param(global int *out, int stride)
{
	out[0] = 1;
}

kernel void pointer_sign(global int *in, global uint *out)
{
	global uint *p = in;
	out[0] = p[0];
}

kernel void pointer_type(global float *in, global int *out)
{
	global int *p = in;
	out[0] = p[0];
}

kernel void discards_const(global const int *in, global int *out)
{
	global int *p = in;
	out[0] = p[0];
}

kernel void float_literal_to_int(global int *out)
{
	int half_step = 0.5;
	out[0] = half_step;
}

kernel void int_to_pointer(global int *out, int addr)
{
	global int *p = (global int *)addr;
	out[0] = p[0];
}

kernel void shift_precedence(global int *out, int a, int b)
{
	out[0] = a & b == 0;
}

kernel void bitwise_compare(global int *out, int a)
{
	out[0] = (a & 4) == 8; // clang-only-warning {{bitwise comparison always evaluates to false}} missing: zocc has no -Wtautological-bitwise-compare (clang gives it only where its CFG is built: under -Wall, not by default)
}

kernel void self_compare(global int *out, int a)
{
	out[0] = a == a;
}
