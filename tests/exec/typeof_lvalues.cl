// GNU __typeof__ of an lvalue keeps the object's address space and
// qualifiers (clang's rule; zocc dropped them, so a pointer to
// '__typeof__(*p)' was a generic or private pointer and a __local
// variable of '__typeof__(lv)' a private one): pointers declared with the
// type of a global, a __local and a private object reach those objects,
// and a __local variable declared with a local object's type is shared by
// the work-group.
// options: -cl-std=CL2.0
// kernel: k
// global: 32
// local: 8
// arg: global int o[32] = i
// arg: global int sums[4] = 0
// expect: o[i] == 3 * i + 1
// expect: sums[i] == sum(range(8 * i, 8 * i + 8))

kernel void k(global int *o, global int *sums)
{
	local int lv;
	int i = (int)get_global_id(0), l = (int)get_local_id(0), x = i;
	__typeof__(lv) shared;        /* __local too: one per work-group */
	__typeof__(*o) *gp = o + i;   /* __global int * */
	__typeof__(lv) *lp = &shared; /* __local int * */
	__typeof__(x) *pp = &x;       /* __private int * */

	if (l == 0)
		shared = 0;
	work_group_barrier(CLK_LOCAL_MEM_FENCE);
	atomic_add(lp, i);
	work_group_barrier(CLK_LOCAL_MEM_FENCE);
	*pp *= 2;
	*gp += x + 1;
	if (l == 0)
		sums[get_group_id(0)] = *lp;
}
