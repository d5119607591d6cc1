// 64-bit atomics (cl_khr_int64_base_atomics, cl_khr_int64_extended_atomics):
// sums that overflow 32 bits, min/max, and the tickets of atom_inc.
// kernel: a64
// global: 128  local: 32
// arg: global long src[128] = rnd(i, -(1 << 40), 1 << 40)
// arg: global long acc[4] = 0
// arg: global ulong tickets[128]
// expect: acc[0] == sum(src)
// expect: acc[1] == min(0, min(src))
// expect: acc[2] == max(0, max(src))
// expect: acc[3] == 128
// expect: sorted(tickets) == list(range(128))
// (no -device: the default target has int64 atomics, as every Intel device)

#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

kernel void a64(global long *src, global long *acc, global ulong *tickets)
{
	long x = src[get_global_id(0)];
	atom_add(&acc[0], x);
	atom_min(&acc[1], x);
	atom_max(&acc[2], x);
	tickets[get_global_id(0)] = atom_inc((global ulong *)&acc[3]);
}
