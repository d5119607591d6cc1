// A builtin's pointer argument that differs from the parameter in its
// qualifiers, its signedness or its pointee type reaches the overload C's
// conversions reach, with the warning clang-15 gives and its name: the
// shapes Intel's kernels write (a const expected value of a compare and
// exchange, an int or long buffer read by Intel's uint block reads), the
// OpenCL 1.1 and 2.0 atomics, vloads and vstores, math with a result
// pointer, async copies.  An overload that takes an argument without such
// a conversion wins over one that needs it (atomic_uint with an int
// operand).  census/pointer-args-CLx makes these calls for every
// overload; calls clang finds ambiguous are errors there in both.
// options: -cl-std=CL2.0 -cl-ext=+cl_intel_subgroups,+cl_khr_int64_base_atomics,+cl_khr_fp16
// variants: -Wno-pointer-sign | -Wno-incompatible-pointer-types | -Wno-incompatible-pointer-types-discards-qualifiers
// variants: -Werror=pointer-sign | -Werror=incompatible-pointer-types | -w | -Werror
kernel void k(global atomic_int *a, global const int *ce, global int *ip, global uint *up, global long *lp,
              global const uint *cup, global atomic_uint *au, local int *lip, global float *fp,
              global const float *cfp, global short *sp, global char *cp, local uint *lu)
{
	int r = atomic_compare_exchange_strong_explicit(a, ce, 1, memory_order_relaxed, memory_order_relaxed);
	uint2 v = intel_sub_group_block_read2(ip);
	uint w = intel_sub_group_block_read(lp);
	uint x = intel_sub_group_block_read(cup);
	intel_sub_group_block_write(ip, 3u);
	intel_sub_group_block_write2((global uint *)lp, v);
	uint y = atomic_fetch_add(au, 1);
	int z = atomic_add(up, 1);
	z += atomic_inc(lip);
	z += atomic_xchg((global uint *)ip, 2u);
	long q = atom_add((global ulong *)lp, 1L);
	int4 f = vload4(0, ip);
	vstore4(convert_float4(f), 0, cfp);
	vstore2(v, 1, ip);
	float s = fract(*fp, ip);
	s += sincos(s, (global double *)fp);
	s += modf(s, (global int *)fp);
	ushort8 h = vload8(0, (global ushort *)sp);
	event_t e = async_work_group_copy(lu, (global const volatile uint *)up, 4, 0);
	wait_group_events(1, &e);
	prefetch(cup, 2);
	prefetch((global char *)cp, 2);
	*ip = r + v.x + w + x + y + z + (int)q + f.x + (int)s + h.s0;
}
