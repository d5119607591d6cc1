// clang's floating-point __builtin_ functions: the type-generic
// classifications (isnan ... fpclassify, isless ...) on zeros, ones,
// infinities, NaN, a denormal and the largest float; the libm spellings
// (__builtin_sqrtf, __builtin_frexpf, ...), which become the OpenCL C
// functions, checked against Python's math; and the rest: shufflevector,
// nontemporal loads and stores, choose_expr, constant_p, expect,
// assume_aligned, prefetch and unreachable.
// tolerance: 2e-6
// python: import math
// python: FV = [0.0, -0.0, 1.0, -1.5, float('inf'), float('-inf'), float('nan'), 1e-40, 3.4e38, 2.5, -2.5, 0.75, 100.0, 1e-3, -7.25, 6.0]
// python: def fv(i): return FV[i % 16]
// python: def cls(i, k):
// python:     x, y = f32(fv(i)), f32(fv(i // 16))
// python:     un = x != x or y != y
// python:     fin = not math.isinf(x) and x == x
// python:     nrm = fin and abs(x) >= 2.0 ** -126
// python:     v = [int(x != x), int(math.isinf(x)), int(fin), int(nrm), int(math.copysign(1, x) < 0),
// python:          int(not un and x > y), int(not un and x >= y), int(not un and x < y), int(not un and x <= y),
// python:          int(not un and x != y), int(un), 10 if x != x else 11 if math.isinf(x) else 12 if nrm else 14 if x == 0 else 13]
// python:     return v[k]
// kernel: classify
// global: 256
// arg: global float xs[256] = fv(i)
// arg: global float ys[256] = fv(i // 16)
// arg: global int c[256 * 12]
// expect: c[i] == cls(i // 12, i % 12)
// python: MX = [0.0, 1.0, -1.5, 2.5, -2.5, 0.75, 100.0, 1e-3, -7.25, 6.0, 0.5, 3.5]
// python: def mx(i): return MX[i % 12]
// python: def my(i): return MX[(i * 5 + 3) % 12] or 2.0
// python: def mval(i, k):
// python:     x, y = f32(mx(i)), f32(my(i))
// python:     fr = math.frexp(x)
// python:     mf = math.modf(x)
// python:     v = [math.sqrt(abs(x)), abs(x), math.floor(x), math.ceil(x), math.trunc(x), float(round(x)) if abs(x - math.trunc(x)) != 0.5 else math.trunc(x) + math.copysign(1, x),
// python:          float(round(x)), float(round(x)), min(x, y), max(x, y), x * y + 1.0, math.fmod(x, y), math.copysign(x, y), math.hypot(x, y),
// python:          math.ldexp(x, 3), math.ldexp(x, -2), fr[0], fr[1], mf[0], mf[1], math.exp(x / 8), math.log(abs(x) + 1), math.pow(abs(x), 1.5),
// python:          math.atan2(x, y), (math.frexp(x)[1] - 1) if x else -2147483648, math.copysign(abs(x) ** (1 / 3), x), math.sqrt(abs(x))]
// python:     return v[k]
// kernel: mathf
// global: 48
// arg: global float mxs[48] = mx(i)
// arg: global float mys[48] = my(i)
// arg: global float m[48 * 27]
// expect: close(m[i], mval(i // 27, i % 27))
// python: def misc(i, k):
// python:     return [i * 10 + 3, i * 10 + 2, 40 + i, 7, 2, 1, 0, i, 5][k]
// kernel: misc
// global: 16
// arg: global int w[16 * 9]
// expect: w[i] == misc(i // 9, i % 9)

kernel void classify(global const float *xs, global const float *ys, global int *c)
{
	int i = (int)get_global_id(0);
	float x = xs[i], y = ys[i];
	global int *r = c + i * 12;

	r[0] = __builtin_isnan(x);
	r[1] = __builtin_isinf(x);
	r[2] = __builtin_isfinite(x);
	r[3] = __builtin_isnormal(x);
	r[4] = __builtin_signbit(x);
	r[5] = __builtin_isgreater(x, y);
	r[6] = __builtin_isgreaterequal(x, y);
	r[7] = __builtin_isless(x, y);
	r[8] = __builtin_islessequal(x, y);
	r[9] = __builtin_islessgreater(x, y);
	r[10] = __builtin_isunordered(x, y);
	r[11] = __builtin_fpclassify(10, 11, 12, 13, 14, x);
}

kernel void mathf(global const float *xs, global const float *ys, global float *m)
{
	int i = (int)get_global_id(0), e;
	float x = xs[i], y = ys[i], ip;
	global float *r = m + i * 27;

	r[0] = __builtin_sqrtf(__builtin_fabsf(x));
	r[1] = __builtin_fabsf(x);
	r[2] = __builtin_floorf(x);
	r[3] = __builtin_ceilf(x);
	r[4] = __builtin_truncf(x);
	r[5] = __builtin_roundf(x);
	r[6] = __builtin_rintf(x);
	r[7] = __builtin_nearbyintf(x);
	r[8] = __builtin_fminf(x, y);
	r[9] = __builtin_fmaxf(x, y);
	r[10] = __builtin_fmaf(x, y, 1.0f);
	r[11] = __builtin_fmodf(x, y);
	r[12] = __builtin_copysignf(x, y);
	r[13] = __builtin_hypotf(x, y);
	r[14] = __builtin_ldexpf(x, 3);
	r[15] = __builtin_scalbnf(x, -2);
	r[16] = __builtin_frexpf(x, &e);
	r[17] = e;
	r[18] = __builtin_modff(x, &ip);
	r[19] = ip;
	r[20] = __builtin_expf(x / 8);
	r[21] = __builtin_logf(__builtin_fabsf(x) + 1);
	r[22] = __builtin_powf(__builtin_fabsf(x), 1.5f);
	r[23] = __builtin_atan2f(x, y);
	r[24] = __builtin_ilogbf(x);
	r[25] = __builtin_cbrtf(x);
	/* the double form: in double where the target has it */
	r[26] = (float)__builtin_sqrt(__builtin_fabs(x));
}

kernel void misc(global int *w)
{
	int i = (int)get_global_id(0);
	global int *r = w + i * 9;
	int4 v = (int4)(i * 10, i * 10 + 1, i * 10 + 2, i * 10 + 3);
	int4 s = __builtin_shufflevector(v, v, 3, 6, -1, 0);
	global int *al = __builtin_assume_aligned(w, 4);

	__builtin_prefetch(w, 0, 3);
	r[0] = s.x;
	r[1] = s.y;
	__builtin_nontemporal_store(40 + i, r + 2);
	r[3] = __builtin_nontemporal_load(r + 2) - 33 - i;
	r[4] = __builtin_choose_expr(sizeof(int) == 4, 2, 3.0f);
	r[5] = __builtin_constant_p(6 * 7) + __builtin_constant_p(i);
	r[6] = (int)__builtin_expect(i > 100, 0);
	if (i > 1000)
		__builtin_unreachable();
	al[i * 9 + 7] = i;
	r[8] = 5;
}
