// Kernel rules: what needs a later OpenCL C than -cl-std asks for.
// options: -cl-std=CL1.2
kernel void generic_pointer(global int *out)
{
	generic int *p = out;
	p[0] = 1;
}

kernel void program_scope_global(global int *out)
{
	out[0] = 1;
}
global int hits = 0;

kernel void atomic_types(global atomic_int *a)
{
	atomic_fetch_add(a, 1);
}

kernel void work_group_reduce(global int *out)
{
	out[0] = work_group_reduce_add(out[1]);
}

kernel void pipe_arg(read_only pipe int p, global int *out)
{
	out[0] = 1;
}

kernel void enqueue(global int *out)
{
	queue_t q = get_default_queue();
	out[0] = 1;
}

kernel void static_var(global int *out)
{
	static global int total;
	out[0] = total;
}

kernel void read_write_image(read_write image2d_t img, global float4 *out)
{
	out[0] = read_imagef(img, (int2)(0, 0));
}

kernel void to_global(global int *out, local int *l)
{
	out[0] = to_global(l) != 0;
}

kernel void sub_group(global int *out)
{
	out[0] = get_sub_group_id();
}
