// clang's optimization hints in the shape Intel's runtime built-ins use
// them: __builtin_assume on a 64-bit index (nothing is
// evaluated, nothing is emitted), __builtin_expect(x, c) is x (as long).
// kernel: fill
// global: 64  local: 16
// arg: global int dst[64] = -1
// arg: ulong n = 48
// expect: dst[i] == (i * 3 if i < 48 else -1)

kernel void fill(global int *dst, ulong n)
{
	size_t i = get_global_id(0);
	__builtin_assume(i <= 4294967295ul);
	if (__builtin_expect(i < n, 1))
		dst[i] = (int)(__builtin_expect((long)i, 0) * 3);
}
