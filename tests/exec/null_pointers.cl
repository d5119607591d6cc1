// NULL ((void *)0, a private or generic void pointer) and 0 are null
// pointer constants (C99 6.3.2.3p3): they convert to a pointer into any
// address space and to pointers to opaque types (event_t *), compare with
// any pointer, and pass as builtin arguments: wait_group_events(0, NULL)
// waits for nothing.  Checked in CL1.2, where a void pointer is private.
// kernel: k
// global: 32  local: 8
// arg: global int a[32] = i * 7 - 50
// arg: global int o[128]
// python: def want(j):
// python:     x = a[j // 4]
// python:     return [1, 1, 1, x if x > 0 else 0][j % 4]
// expect: o[i] == want(i)

global int *first_positive(global int *p, int n)
{
	for (int k = 0; k < n; k++)
		if (p[k] > 0)
			return p + k;
	return NULL;
}

int no_events(event_t *e, local int *l, constant int *c)
{
	return e == NULL && l != 0 && c == NULL;
}

kernel void k(global int *a, global int *o)
{
	local int tile[8];
	int i = get_global_id(0), li = get_local_id(0);
	global int *none = NULL;
	event_t ev = async_work_group_copy(tile, a + get_group_id(0) * 8, 8, 0);
	wait_group_events(1, &ev);
	wait_group_events(0, NULL);
	global int *hit = first_positive(a + i, 1);
	o[4 * i] = none == NULL && NULL == none && !none;
	o[4 * i + 1] = no_events(NULL, tile, 0);
	o[4 * i + 2] = tile[li] == a[i];
	o[4 * i + 3] = hit != NULL ? *hit : 0;
}
