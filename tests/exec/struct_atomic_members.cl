// Qualified struct members (C99 6.5.2.3p3: a member's qualifiers are its
// own plus the structure's): an atomic_int member, an array of atomic_uint
// members and a member inside a nested struct reach the OpenCL C 2.0 atomic
// builtins as pointers to atomic types (zocc dropped a member's qualifiers,
// so '&s->n' was a plain 'int *' the builtins refused), and a volatile
// member is accessed with Volatile loads and stores.  Every work-item adds
// to the counters; the layout (sizes, offsets) is clang's (checked there with
// _Static_assert and __builtin_offsetof).
// options: -cl-std=CL2.0
// kernel: k
// global: 64
// local: 16
// arg: global int o[16] = 0
// expect: o[0] == 64
// expect: o[1] == 2 * 64
// expect: o[2] == sum(range(64))
// expect: o[3] == 64 * 3
// expect: o[4] == 7
// expect: o[5] == 16
// expect: o[6] == 44
// kernel: layout
// global: 1
// arg: global int o[8] = 0
// expect: o[0] == 44 and o[1] == 16 and o[2] == 28 and o[3] == 36
// expect: o[4] == 40 and o[5] == 8 and o[6] == 4 and o[7] == 12
typedef struct { float pad; atomic_int cnt; } Inner;
typedef struct {
	atomic_int n;
	float v[3];
	atomic_uint arr[3];
	volatile int vi;
	Inner in;
	atomic_int big;
} S;

kernel void k(global int *o)
{
	local S s;
	int i = (int)get_global_id(0), l = (int)get_local_id(0);

	if (l == 0) {
		atomic_init(&s.n, 0);
		for (int j = 0; j < 3; j++)
			atomic_init(&s.arr[j], 0u);
		atomic_init(&s.in.cnt, 0);
		atomic_init(&s.big, 0);
		s.vi = 7;
	}
	work_group_barrier(CLK_LOCAL_MEM_FENCE);
	atomic_fetch_add(&s.n, 1);
	atomic_fetch_add_explicit(&s.arr[1], 2u, memory_order_relaxed);
	atomic_fetch_add(&s.big, i);
	atomic_fetch_or(&s.in.cnt, 1 << (l % 4));
	work_group_barrier(CLK_LOCAL_MEM_FENCE);
	if (l == 0) {
		atomic_fetch_add((global atomic_int *)&o[0], atomic_load(&s.n));
		atomic_fetch_add((global atomic_int *)&o[1], (int)atomic_load(&s.arr[1]));
		atomic_fetch_add((global atomic_int *)&o[2], (int)atomic_load(&s.big));
		atomic_fetch_add((global atomic_int *)&o[3], 3 * (int)atomic_load(&s.arr[1]) / 2);
		if (i == 0) {
			o[4] = s.vi;
			o[5] = atomic_load(&s.in.cnt) + 1;
			o[6] = (int)sizeof(S);
		}
	}
}

kernel void layout(global int *o)
{
	S s;

	o[0] = (int)sizeof(S);
	o[1] = (int)((char *)&s.arr[0] - (char *)&s);
	o[2] = (int)((char *)&s.vi - (char *)&s);
	o[3] = (int)((char *)&s.in.cnt - (char *)&s);
	o[4] = (int)((char *)&s.big - (char *)&s);
	o[5] = (int)sizeof(Inner);
	o[6] = (int)__alignof__(S);
	o[7] = (int)sizeof(s.arr);
}
