// Names: a builtin function misspelt, or one from another API (CUDA, C).
kernel void work_item(global int *out)
{
	out[get_global_idx(0)] = 1;
}

kernel void local_size(global int *out)
{
	out[0] = get_local_sizes(0);
}

kernel void group_id(global int *out)
{
	out[get_group_idx(0)] = 0;
}

kernel void num_groups(global int *out)
{
	out[0] = get_num_group(0);
}

kernel void global_offset(global int *out)
{
	out[0] = get_global_ofset(0);
}

kernel void cuda_sync(global float *out, local float *tile)
{
	tile[get_local_id(0)] = out[get_global_id(0)];
	__syncthreads();
	out[get_global_id(0)] = tile[0];
}

kernel void cuda_index(global float *out)
{
	out[threadIdx.x] = 0.0f;
}

kernel void math_misspelt(global float *out)
{
	out[0] = sqrtf(out[1]);
	out[1] = squrt(out[2]);
}

kernel void clamp_misspelt(global float *out)
{
	out[0] = clmap(out[0], 0.0f, 1.0f);
}

kernel void atomic_misspelt(global int *counter)
{
	atomic_addd(counter, 1); // clang-only-error {{changes address space of pointer}} better: clang checks the call against the wrong overload of its suggestion
}

kernel void barrier_misspelt(global int *out)
{
	barier(CLK_LOCAL_MEM_FENCE);
	out[0] = 1;
}

kernel void convert_misspelt(global float *in, global int *out)
{
	out[0] = convert_int_rte(in[0]) + conver_int(in[1]);
}

kernel void vload_misspelt(global float *in, global float4 *out)
{
	out[0] = vlaod4(0, in);
}

kernel void mad_misspelt(global float *out)
{
	out[0] = fmad(out[1], out[2], out[3]);
}

kernel void printf_misspelt(global int *out)
{
	printff("%d\n", out[0]);
}
