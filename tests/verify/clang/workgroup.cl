// Work-group collectives and async copies (OpGroupIAdd, OpGroupBroadcast,
// OpGroupAsyncCopy with Workgroup scope): clean everywhere.
// expect: clean
// ocloc[skl tgllp dg2-g10 pvc]: ok
kernel void wg(global int *x, global int *y, local int *tmp)
{
	size_t i = get_global_id(0);
	int s = work_group_reduce_add(x[i]);
	event_t e = async_work_group_copy(tmp, x, 64, 0);
	wait_group_events(1, &e);
	y[i] = s + tmp[get_local_id(0)] + work_group_broadcast(x[i], 0);
}
