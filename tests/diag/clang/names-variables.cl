// Names: a variable misspelt, used before or outside its scope, or never
// declared, the way a kernel writer slips.
kernel void saxpy(global float *x, global float *y, float alpha)
{
	int gid = get_global_id(0);
	y[gid] = alhpa * x[gid] + y[gid];
}

kernel void vec_add(global const float *a, global const float *b, global float *c)
{
	size_t i = get_global_id(0);
	c[idx] = a[i] + b[i];
}

kernel void loop_scope(global int *out, int n)
{
	for (int i = 0; i < n; i++)
		out[i] = 0;
	out[i] = n;
}

kernel void block_scope(global float *out, int flag)
{
	if (flag) {
		float scale = 2.0f;
	}
	out[0] = scale;
}

kernel void used_before(global int *out)
{
	out[0] = total;
	int total = 4;
}

kernel void case_mismatch(global float *Input, global float *out)
{
	out[get_global_id(0)] = input[get_global_id(0)];
}

kernel void param_misspelt(global float *src, global float *dst, int width)
{
	int x = get_global_id(0), y = get_global_id(1);
	dst[y * widht + x] = src[y * width + x];
}

kernel void local_misspelt(global float *out, local float *scratch)
{
	int lid = get_local_id(0);
	scrach[lid] = out[lid];
	barrier(CLK_LOCAL_MEM_FENCE);
	out[lid] = scratch[0];
}

kernel void macro_constant(global float *out)
{
	out[0] = M_PI_F * 2.0f + M_TAU_F;
}

kernel void fence_flag(global int *out)
{
	barrier(CLK_GLOBAL_MEM_FENSE);
	out[0] = 1;
}

constant float weights[4] = {0.1f, 0.2f, 0.3f, 0.4f};
kernel void program_scope(global float *out)
{
	out[0] = weight[1];
}

kernel void enumerator(global int *out)
{
	enum mode { MODE_ADD, MODE_SUB, MODE_MUL };
	out[0] = MODE_DIV;
	out[1] = MODE_SUBB;
}

kernel void other_kernel_param(global int *a)
{
	a[0] = b[0];
}
