// kernels.cl — kernels whose device code differs in what --kernel-info
// reports: no memory of their own (vadd), a private array IGC keeps in
// scratch space (table), shared local memory and barriers (reverse), and a
// sub-group size the kernel asks for (narrow).
__kernel void vadd(__global const float *a, __global const float *b, __global float *c)
{
	size_t i = get_global_id(0);

	c[i] = a[i] + b[i];
}

__kernel void table(__global int *o, int n)
{
	int t[1024];

	for (int i = 0; i < 1024; i++)
		t[i] = o[i] * n;
	o[get_global_id(0)] = t[(n + get_global_id(0)) & 1023];
}

__kernel void reverse(__global float *o, __local float *scratch)
{
	__local float tile[256];
	size_t l = get_local_id(0);

	tile[l] = o[get_global_id(0)];
	barrier(CLK_LOCAL_MEM_FENCE);
	scratch[l] = tile[255 - l];
	barrier(CLK_LOCAL_MEM_FENCE);
	o[get_global_id(0)] = scratch[l ^ 1];
}

__attribute__((intel_reqd_sub_group_size(16)))
__kernel void narrow(__global uint *o)
{
	o[get_global_id(0)] = get_sub_group_local_id() + get_sub_group_size();
}
