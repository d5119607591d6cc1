// __builtin_{add,sub,mul}_overflow and their typed forms (sadd, umull,
// ...): the wrapped result is stored and the call says whether the exact
// result fit, for operands of the result's type (int, uint, long, ulong,
// char: the check of the wrapped value) and of other types up to 32 bits
// (computed exactly in 64 bits: a uint and an int into an int, a short
// into a uchar); checked against Python's exact arithmetic on edge
// values and pseudo-random ones.
// kernel: ovf
// global: 64
// python: EI = [0, 1, -1, 2**31 - 1, -2**31, 2**16, -2**16, 46341]
// python: def xa(i): return EI[i % 8] if i < 64 else 0
// python: def xb(i): return EI[i // 8]
// python: def la(i): return [0, 1, -1, 2**63 - 1, -2**63, 2**32, -2**32, 3037000500][i % 8]
// python: def lb(i): return [0, 1, -1, 2**63 - 1, -2**63, 2**32, -2**32, 3037000500][i // 8]
// python: def fit(v, bits, sg): lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if sg else (0, (1 << bits) - 1); return int(not (lo <= v <= hi))
// python: def wr(v, bits, sg): h = 1 << (bits - 1) if sg else 0; return (v + h) % (1 << bits) - h
// python: def want(i, k):
// python:     a, b, A, B = xa(i), xb(i), la(i), lb(i)
// python:     ua, ub, UA, UB = a % 2**32, b % 2**32, A % 2**64, B % 2**64
// python:     ops = [(a + b, 32, 1), (a - b, 32, 1), (a * b, 32, 1), (ua + ub, 32, 0), (ua - ub, 32, 0), (ua * ub, 32, 0),
// python:            (A + B, 64, 1), (A - B, 64, 1), (A * B, 64, 1), (UA + UB, 64, 0), (UA - UB, 64, 0), (UA * UB, 64, 0),
// python:            (ua + b, 32, 1), (ua * b, 32, 1), (a - ub, 32, 0), (i16(a) + i8(b), 8, 0), (i8(a) * i8(b), 8, 1)]
// python:     v, bits, sg = ops[k // 2]
// python:     return fit(v, bits, sg) if k % 2 == 0 else i64(wr(v, bits, sg))
// python: N = 34
// arg: global int ia[64] = xa(i)
// arg: global int ib[64] = xb(i)
// arg: global long la_[64] = la(i)
// arg: global long lb_[64] = lb(i)
// arg: global long o[64 * 34]
// expect: o[i] == want(i // N, i % N)
#define N 34

kernel void ovf(global const int *ia, global const int *ib, global const long *la, global const long *lb, global long *o)
{
	int i = (int)get_global_id(0);
	int a = ia[i], b = ib[i], r;
	uint ua = (uint)a, ub = (uint)b, ur;
	long A = la[i], B = lb[i], R;
	ulong UA = (ulong)A, UB = (ulong)B, UR;
	uchar cr;
	char sr;
	global long *out = o + i * N;

#define PUT(k, call, res) out[k] = (call); out[k + 1] = (res)
	PUT(0, __builtin_add_overflow(a, b, &r), r);
	PUT(2, __builtin_ssub_overflow(a, b, &r), r);
	PUT(4, __builtin_smul_overflow(a, b, &r), r);
	PUT(6, __builtin_uadd_overflow(ua, ub, &ur), ur);
	PUT(8, __builtin_sub_overflow(ua, ub, &ur), ur);
	PUT(10, __builtin_umul_overflow(ua, ub, &ur), ur);
	PUT(12, __builtin_saddl_overflow(A, B, &R), R);
	PUT(14, __builtin_sub_overflow(A, B, &R), R);
	PUT(16, __builtin_mul_overflow(A, B, &R), R);
	PUT(18, __builtin_add_overflow(UA, UB, &UR), (long)UR);
	PUT(20, __builtin_usubll_overflow(UA, UB, &UR), (long)UR);
	PUT(22, __builtin_umulll_overflow(UA, UB, &UR), (long)UR);
	PUT(24, __builtin_add_overflow(ua, b, &r), r);
	PUT(26, __builtin_mul_overflow(ua, b, &r), r);
	PUT(28, __builtin_sub_overflow(a, ub, &ur), ur);
	PUT(30, __builtin_add_overflow((short)a, (char)b, &cr), cr);
	PUT(32, __builtin_mul_overflow((char)a, (char)b, &sr), sr);
}
