// Kernel rules: what needs a later OpenCL C than -cl-std asks for.
// options: -cl-std=CL1.2
kernel void generic_pointer(global int *out)
{
	generic int *p = out; // clang-only-error {{changes address space of pointer}} better: clang goes on as if 'generic' were not written
	p[0] = 1;
}

kernel void program_scope_global(global int *out)
{
	out[0] = 1;
}
global int hits = 0;

kernel void atomic_types(global atomic_int *a)
{
	atomic_fetch_add(a, 1); // clang-only-error {{use of undeclared identifier 'atomic_fetch_add'}} better: zocc names the version it needs zocc-only-error {{requires OpenCL C 2.0 or newer}} better: and the option
}

kernel void work_group_reduce(global int *out)
{
	out[0] = work_group_reduce_add(out[1]); // clang-only-error {{use of undeclared identifier 'work_group_reduce_add'}} better: clang suggests another function zocc-only-error {{requires OpenCL C 2.0 or newer}} better: zocc names the version it needs
}

kernel void pipe_arg(read_only pipe int p, global int *out) // clang-only-warning {{type specifier missing}} better: 1.2 has no pipe; clang reads a parameter named pipe clang-only-error {{access qualifier can only be used for pipe and image type}} better: and its consequences clang-only-error {{expected ')'}} better: at 'p' zocc-only-error {{pipes are not supported}} better: zocc names what is written
{
	out[0] = 1; // clang-only-error {{use of undeclared identifier 'out'}} better: clang dropped the parameters after its error
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
