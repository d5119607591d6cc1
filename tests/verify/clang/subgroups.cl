// cl_intel_subgroups block reads/writes and shuffles, and a cl_khr_subgroups
// reduction: clean everywhere.
// expect: clean
// ocloc[skl tgllp dg2-g10 pvc]: ok
kernel void sg(global uint *in, global uint *out, global float *f)
{
	uint x = intel_sub_group_block_read(in);
	float y = intel_sub_group_shuffle(f[get_global_id(0)], 3u);
	uint s = sub_group_reduce_add(x);
	intel_sub_group_block_write(out, x + s + (uint)y);
}
