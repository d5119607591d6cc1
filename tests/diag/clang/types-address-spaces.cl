// Types: pointers into one address space handed where another is asked
// for, and program-scope or local data in the wrong place.
void fill(global float *p, int n) { for (int i = 0; i < n; i++) p[i] = 0.0f; }
float sum(local float *p) { return p[0] + p[1]; }

kernel void local_to_global(local float *tile, global float *out)
{
	fill(tile, 4);
	out[0] = tile[0];
}

kernel void global_to_local(global float *in, global float *out)
{
	out[0] = sum(in);
}

kernel void private_to_global(global float *out)
{
	float tmp[4];
	fill(tmp, 4);
	out[0] = tmp[0];
}

kernel void constant_to_global(constant float *lut, global float *out)
{
	fill(lut, 4);
	out[0] = lut[0];
}

kernel void assign_across(global float *g, local float *l)
{
	global float *p = l;
	p[0] = 1.0f;
}

kernel void private_pointer_of_global(global int *g)
{
	int *p = g;
	p[0] = 1;
}

kernel void local_in_helper_var(global int *out)
{
	out[0] = 1;
}
void helper_local(global int *out)
{
	local int scratch[16];
	scratch[0] = out[0];
	out[1] = scratch[0];
}

kernel void local_initialized(global int *out)
{
	local int count = 0;
	out[0] = count;
}

kernel void compare_spaces(global int *g, local int *l, global int *out)
{
	out[0] = g == l;
}

kernel void cast_spaces(global int *g, global int *out)
{
	local int *l = (local int *)g;
	out[0] = l[0];
}

kernel void return_local(global int *out)
{
	out[0] = 1;
}
local int *give_local(local int *p) { return p; }
global int *give_global(local int *p) { return p; }
