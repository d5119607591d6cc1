// clang's integer __builtin_ functions, which hashes, codecs and index
// arithmetic written for clang use (zocc said "use of unknown builtin"):
// popcount/clz/ctz/ffs/parity/clrsb in their int and long forms, bswap,
// bitreverse, rotates and abs, on edge values (0, 1, all ones, the sign
// bit alone, its complement) and pseudo-random ones; the results are
// checked against Python's own computation of each, bit for bit.  The
// long-long forms are the long ones (OpenCL C has no wider integer).
// Constant arguments fold (an array size, a case label).
// kernel: bits
// global: 64
// python: E32 = [0, 1, 0xffffffff, 0x80000000, 0x7fffffff, 0x80, 0x10000, 0xdeadbeef]
// python: E64 = [0, 1, 2**64 - 1, 2**63, 2**63 - 1, 0x80, 2**40, 0x0123456789abcdef]
// python: def xa(i): return E32[i] if i < 8 else rnd(i, 0, 2**32)
// python: def xb(i): return E64[i] if i < 8 else rnd(i, 0, 2**32) << 32 | rnd(i + 999, 0, 2**32)
// python: def clz(x, w): return w - x.bit_length()
// python: def ctz(x, w): return (x & -x).bit_length() - 1 if x else w
// python: def sgn(x, w): return x - (1 << w) if x >> (w - 1) else x
// python: def clrsb(x, w): return clz(x ^ (2**w - 1) if x >> (w - 1) else x, w) - 1
// python: def bswap(x, w): return int.from_bytes(x.to_bytes(w // 8, 'little'), 'big')
// python: def brev(x, w): return int(format(x, '0%db' % w)[::-1], 2)
// python: def rotl(x, n, w): n %= w; return (x << n | x >> (w - n)) & (2**w - 1) if n else x
// python: def want(i, k):
// python:     a, b = xa(i), xb(i)
// python:     v = [bin(a).count('1'), bin(b).count('1'), clz(a, 32) if a else 99, clz(b, 64) if b else 99,
// python:          ctz(a, 32) if a else 99, ctz(b, 64) if b else 99, ctz(a, 32) + 1 if a else 0, ctz(b, 64) + 1 if b else 0,
// python:          bin(a).count('1') & 1, bin(b).count('1') & 1, clrsb(a, 32), clrsb(b, 64),
// python:          bswap(a & 0xffff, 16), bswap(a, 32), bswap(b, 64), brev(a & 0xff, 8), brev(a & 0xffff, 16),
// python:          brev(a, 32), brev(b, 64), rotl(a, i, 32), rotl(a, 32 - i % 32, 32), rotl(a & 0xff, i, 8),
// python:          rotl(b, i, 64), rotl(b, 64 - i % 64, 64), abs(sgn(a, 32)) & (2**32 - 1), abs(sgn(b, 64)) & (2**64 - 1),
// python:          bin(b).count("1") + clz(b, 64) if b else 0, 8 + 24 + 3 + 1 if i == 0 else 8 + 24 + 3 + 31 + 1]
// python:     return v[k]
// python: N = 28
// arg: global uint a[64] = xa(i)
// arg: global ulong b[64] = xb(i)
// arg: global ulong o[64 * 28]
// expect: o[i] == want(i // N, i % N)
#define N 28

kernel void bits(global const uint *a, global const ulong *b, global ulong *o)
{
	int i = (int)get_global_id(0);
	uint x = a[i];
	ulong y = b[i];
	global ulong *r = o + i * N;
	int arr[__builtin_popcount(0xff) + __builtin_clz(0xffu)];

	r[0] = __builtin_popcount(x);
	r[1] = __builtin_popcountl(y);
	r[2] = x ? __builtin_clz(x) : 99;
	r[3] = y ? __builtin_clzl(y) : 99;
	r[4] = x ? __builtin_ctz(x) : 99;
	r[5] = y ? __builtin_ctzll(y) : 99;
	r[6] = __builtin_ffs((int)x);
	r[7] = __builtin_ffsl((long)y);
	r[8] = __builtin_parity(x);
	r[9] = __builtin_parityll(y);
	r[10] = __builtin_clrsb((int)x);
	r[11] = __builtin_clrsbl((long)y);
	r[12] = __builtin_bswap16((ushort)x);
	r[13] = __builtin_bswap32(x);
	r[14] = __builtin_bswap64(y);
	r[15] = __builtin_bitreverse8((uchar)x);
	r[16] = __builtin_bitreverse16((ushort)x);
	r[17] = __builtin_bitreverse32(x);
	r[18] = __builtin_bitreverse64(y);
	r[19] = __builtin_rotateleft32(x, (uint)i);
	r[20] = __builtin_rotateright32(x, (uint)i);
	r[21] = __builtin_rotateleft8((uchar)x, (uchar)i);
	r[22] = __builtin_rotateleft64(y, (ulong)i);
	r[23] = __builtin_rotateright64(y, (ulong)i);
	r[24] = (uint)__builtin_abs((int)x);
	r[25] = (ulong)__builtin_llabs((long)y);
	r[26] = y ? __builtin_popcountll(y) + __builtin_clzll(y) : 0;
	/* folded: 8 + 24, then case labels from constants */
	switch (i) {
	case __builtin_ctz(8u) - 3:
		r[27] = sizeof(arr) / sizeof(int) + __builtin_bswap32(0x03000000u) + __builtin_parity(1u);
		break;
	default:
		r[27] = sizeof(arr) / sizeof(int) + __builtin_ffs(4) + __builtin_clrsb(-1) + 1;
	}
}
