// OpenCL 2.0 work-group collectives (OpGroup* with Workgroup scope) on
// int, uint, long, float and double, work_group_broadcast with 1, 2 and 3
// local ids, and sub_group_barrier with a memory scope.
// options: -cl-std=CL2.0 -device skl
// clang: -cl-ext=+cl_khr_subgroups,+cl_khr_fp64
// reverse: CL2.0
// devices: skl pvc
// expect-calls: work_group_all work_group_any work_group_broadcast work_group_reduce_add
// expect-calls: work_group_reduce_min work_group_reduce_max work_group_scan_exclusive_add
// expect-calls: work_group_scan_inclusive_min work_group_scan_inclusive_max

kernel void k(global int *p, global uint *u, global long *l, global float *f, global double *d)
{
	size_t g = get_global_id(0);
	p[g] = work_group_all(p[g] > 0) + work_group_any(p[g] < 0) + work_group_broadcast(p[g], 3) +
	       work_group_reduce_add(p[g]) + work_group_scan_exclusive_add(p[g]) +
	       work_group_scan_inclusive_min(p[g]) + work_group_reduce_max(p[g]);
	u[g] = work_group_reduce_min(u[g]) + work_group_scan_inclusive_max(u[g]) + work_group_broadcast(u[g], 1, 0);
	l[g] = work_group_reduce_add(l[g]) + work_group_scan_exclusive_max(l[g]) + work_group_broadcast(l[g], 0, 0, 0);
	f[g] = work_group_reduce_add(f[g]) + work_group_reduce_min(f[g]) + work_group_scan_inclusive_max(f[g]);
	d[g] = work_group_reduce_add(d[g]) + work_group_broadcast(d[g], 2);
	sub_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_sub_group);
	work_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_work_group);
}
