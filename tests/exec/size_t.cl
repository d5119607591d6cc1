// size_t arithmetic: work-item ids are size_t, unsigned and 64 bits wide
// here, so 0 - 1 wraps to 2^64 - 1 and a negative int compared with a
// size_t converts to a huge value.
// kernel: sizes
// global: 100
// arg: global ulong rev[100]
// arg: global ulong wrapped[100]
// arg: global int cmp[100]
// arg: global ulong stride[100]
// expect: rev[i] == 99 - i
// expect: wrapped[i] == 2**64 - 1 - i
// expect: cmp[i] == 0
// expect: stride[i] == i * 3 * 2**32 + 17

kernel void sizes(global ulong *rev, global ulong *wrapped, global int *cmp, global ulong *stride)
{
	size_t i = get_global_id(0);
	size_t n = get_global_size(0);
	rev[i] = n - i - 1;
	size_t zero = 0;
	wrapped[i] = zero - 1 - i;
	int minus = -1;
	cmp[i] = minus > i ? 0 : 1;
	size_t big = (size_t)3 << 32;
	stride[i] = i * big + 17;
}
