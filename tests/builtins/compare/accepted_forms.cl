// Forms clang-15 takes that zocc once refused:
// vector broadcasts (cl_khr_subgroup_extended_types), non-uniform
// broadcasts of vectors, the integer dot product of char4/uchar4
// (cl_khr_integer_dot_product), as_type between 3- and 4-component
// vectors, select on floats with an unsigned mask, async copies and
// prefetch of vectors; computed values are in tests/exec/builtins.
// options: -cl-std=CL2.0 -device tgllp
// clang: -cl-ext=+cl_khr_subgroups,+cl_khr_subgroup_extended_types,+cl_khr_subgroup_ballot
// llvm-spirv: --spirv-max-version=1.4 --spirv-ext=+SPV_KHR_integer_dot_product
// reverse: CL2.0
// devices: tgllp dg2-g10 pvc
// expect-calls: sub_group_broadcastDv4_f sub_group_non_uniform_broadcastDv2_ SDotKHR SUDotKHR UDotKHR async_work_group
// expect-calls: select prefetch

kernel void k(global float4 *f, global int2 *i2, global char4 *c, global uchar4 *uc, global int *d,
              global uint *m, global float *fs, global int4 *i4)
{
	size_t g = get_global_id(0);
	local float4 buf[16];
	f[g] = sub_group_broadcast(f[g], 0);
	i2[g] = sub_group_non_uniform_broadcast(i2[g], 1);
	d[g] = dot(c[g], c[g + 1]) + dot(c[g], uc[g]) + (int)dot(uc[g], uc[g + 1]);
	i4[g] = as_int4(as_int3(i4[g]));
	fs[g] = select(fs[g], fs[g + 1], m[g]);
	event_t e = async_work_group_copy(buf, f, 16, 0);
	wait_group_events(1, &e);
	prefetch(f, 16);
	f[g] = buf[g];
}
