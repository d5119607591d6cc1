/* num.c — floating-point numbers to and from text, exactly and without the
 * C library's locale.
 *
 * strtod, strtof and printf's %g read and write the decimal point of the
 * process's LC_NUMERIC, which a host program may have set to a comma
 * (setlocale(LC_ALL, "") under de_DE): a library may not use them.  These
 * conversions read and write the "C" locale's syntax whatever the locale,
 * and round exactly as IEEE 754 and C99 7.20.1.3 / 7.19.6.1 ask:
 *
 * Reading (zc_parse_float) rounds once, to nearest with ties to even,
 * straight to binary16, binary32 or binary64 (so a float or half literal is
 * not rounded twice through double).  Small decimals take Clinger's fast
 * path (one exact operation on doubles); the others are divided out in big
 * integers: the value D * 10^E is the quotient N / M of two integers, scaled
 * by a power of two so that the quotient has 63-64 bits, and the remainder
 * says whether anything was left below them (the sticky bit).  Decimal
 * digits past the 800th only matter through that bit: a value halfway
 * between two doubles has at most 767 significant digits.
 *
 * Writing (zc_format_g) makes printf's "%.Pg": the exact decimal expansion
 * of the double (a double m * 2^x is m * 5^-x / 10^-x, a finite decimal),
 * rounded to P digits with ties to even as glibc does, in %e or %f form. */
#include <float.h>
#include <string.h>

#include "zc.h"

/* ---- big unsigned integers, 32-bit limbs, least significant first ---- */

enum { BIG_LIMBS = 140 }; /* 4480 bits: 10^1125 scaled by 2^64, see parse_decimal */

typedef struct Big {
	uint32_t v[BIG_LIMBS];
	int n; /* limbs in use; v[n-1] != 0 unless n == 0 */
} Big;

static void
big_trim(Big *a)
{
	while (a->n > 0 && a->v[a->n - 1] == 0)
		a->n--;
}

/* a = a * m + add */
static void
big_muladd(Big *a, uint32_t m, uint32_t add)
{
	uint64_t carry = add;
	int i;

	for (i = 0; i < a->n; i++) {
		uint64_t t = (uint64_t)a->v[i] * m + carry;

		a->v[i] = (uint32_t)t;
		carry = t >> 32;
	}
	if (carry && a->n < BIG_LIMBS)
		a->v[a->n++] = (uint32_t)carry;
}

static void
big_mulpow10(Big *a, int k)
{
	static const uint32_t p10[10] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000,
	                                 100000000, 1000000000};

	for (; k >= 9; k -= 9)
		big_muladd(a, p10[9], 0);
	if (k)
		big_muladd(a, p10[k], 0);
}

static int
big_bits(const Big *a)
{
	return a->n ? (a->n - 1) * 32 + (32 - __builtin_clz(a->v[a->n - 1])) : 0;
}

static void
big_shl(Big *a, int s)
{
	int w = s / 32, b = s % 32, i;

	if (!a->n || !s)
		return;
	if (a->n + w + 1 > BIG_LIMBS)
		return; /* never: sizes are bounded by the callers */
	a->v[a->n + w] = 0;
	for (i = a->n - 1; i >= 0; i--) {
		uint64_t t = (uint64_t)a->v[i] << b;

		a->v[i + w + 1] |= (uint32_t)(t >> 32);
		a->v[i + w] = (uint32_t)t;
	}
	for (i = 0; i < w; i++)
		a->v[i] = 0;
	a->n += w + 1;
	big_trim(a);
}

/* q = u / v (q < 2^64), *rest = whether u mod v != 0.  u is destroyed.
 * Knuth's algorithm D (TAOCP 4.3.1) on 32-bit digits. */
static uint64_t
big_div(Big *u, Big *v, bool *rest)
{
	int n = v->n, m = u->n - v->n, j, i, s;
	uint64_t q = 0;

	if (m < 0) {
		*rest = u->n != 0;
		return 0;
	}
	if (n == 1) {
		uint64_t r = 0;
		uint32_t d = v->v[0];

		for (i = u->n - 1; i >= 0; i--) {
			uint64_t t = r << 32 | u->v[i];

			if (i < 2)
				q |= (t / d) << (32 * i);
			r = t % d;
		}
		*rest = r != 0;
		return q;
	}
	/* normalize: the divisor's top limb gets its top bit set */
	s = __builtin_clz(v->v[n - 1]);
	u->v[u->n] = 0;
	if (s) {
		for (i = n - 1; i > 0; i--)
			v->v[i] = v->v[i] << s | v->v[i - 1] >> (32 - s);
		v->v[0] <<= s;
		u->v[u->n] = u->v[u->n - 1] >> (32 - s);
		for (i = u->n - 1; i > 0; i--)
			u->v[i] = u->v[i] << s | u->v[i - 1] >> (32 - s);
		u->v[0] <<= s;
	}
	for (j = m; j >= 0; j--) {
		uint64_t num = (uint64_t)u->v[j + n] << 32 | u->v[j + n - 1];
		uint64_t qhat = num / v->v[n - 1], rhat = num % v->v[n - 1];
		int64_t borrow = 0, t;

		while (qhat >> 32 || qhat * v->v[n - 2] > (rhat << 32 | u->v[j + n - 2])) {
			qhat--;
			rhat += v->v[n - 1];
			if (rhat >> 32)
				break;
		}
		for (i = 0; i < n; i++) {
			uint64_t p = qhat * v->v[i];

			t = (int64_t)u->v[i + j] - borrow - (int64_t)(p & 0xffffffffu);
			u->v[i + j] = (uint32_t)t;
			borrow = (int64_t)(p >> 32) - (t >> 32);
		}
		t = (int64_t)u->v[j + n] - borrow;
		u->v[j + n] = (uint32_t)t;
		if (t < 0) { /* qhat was one too many: add the divisor back */
			uint64_t c = 0;

			qhat--;
			for (i = 0; i < n; i++) {
				c += (uint64_t)u->v[i + j] + v->v[i];
				u->v[i + j] = (uint32_t)c;
				c >>= 32;
			}
			u->v[j + n] += (uint32_t)c;
		}
		if (j < 2)
			q |= qhat << (32 * j);
	}
	*rest = false;
	for (i = 0; i < n; i++)
		if (u->v[i])
			*rest = true;
	return q;
}

/* ---- rounding to a binary format ---- */

typedef struct Fmt {
	int bits; /* in all */
	int p;    /* significand bits, with the implicit one */
	int emin; /* exponent of the smallest normal number */
	int emax; /* exponent of the largest finite number */
} Fmt;

static const Fmt fmts[] = {
	[ZC_FP16] = {16, 11, -14, 15},
	[ZC_FP32] = {32, 24, -126, 127},
	[ZC_FP64] = {64, 53, -1022, 1023},
};

static uint64_t
inf_bits(const Fmt *f)
{
	return (uint64_t)(2 * f->emax + 1) << (f->p - 1);
}

/* The bits of (q + rest) * 2^x rounded to f, q != 0, rest in {0, a
 * positive amount below one}; *tie says the value rounded was exactly
 * halfway (as far as q and rest tell). */
static uint64_t
round_pack(const Fmt *f, uint64_t q, int64_t x, bool rest, bool *tie)
{
	int h = 63 - __builtin_clzll(q);
	int64_t e = h + x, keep = f->p, drop;
	uint64_t m, bits;

	*tie = false;
	if (e < f->emin)
		keep = f->p - (f->emin - e); /* a subnormal keeps fewer bits */
	drop = h + 1 - keep;
	if (drop <= 0) {
		m = q << -drop;
	} else if (drop > h + 1) {
		m = 0; /* below half the smallest subnormal */
	} else {
		uint64_t half = (uint64_t)1 << (drop - 1);
		uint64_t low = q & (half * 2 - 1); /* the bits dropped */

		m = drop == 64 ? 0 : q >> drop;
		if (low > half || (low == half && rest)) {
			m++;
		} else if (low == half) {
			*tie = true;
			m += m & 1;
		}
	}
	if (e < f->emin || m == 0)
		return m; /* subnormal or zero: a carry into the exponent field is right */
	bits = ((uint64_t)(e + (f->emax - 1)) << (f->p - 1)) + m; /* biased exponent - 1, plus the implicit one */
	return bits >= inf_bits(f) ? inf_bits(f) : bits;
}

/* ---- reading ---- */

int
zc_hexval(int ch)
{
	if (ch >= '0' && ch <= '9')
		return ch - '0';
	if (ch >= 'a' && ch <= 'f')
		return ch - 'a' + 10;
	if (ch >= 'A' && ch <= 'F')
		return ch - 'A' + 10;
	return -1;
}

static bool
isdig(int ch)
{
	return ch >= '0' && ch <= '9';
}

static int
lower(int ch)
{
	return ch >= 'A' && ch <= 'Z' ? ch + 32 : ch;
}

/* case-insensitive prefix */
static bool
word(const char *s, const char *w)
{
	for (; *w; s++, w++)
		if (lower((unsigned char)*s) != *w)
			return false;
	return true;
}

/* An exponent's optional sign and digits at *p: the value (clamped far
 * beyond any format's range), *p moved past it only if there are digits. */
static int64_t
exponent(const char **p)
{
	const char *s = *p;
	int64_t v = 0;
	bool neg = false;

	if (*s == '+' || *s == '-')
		neg = *s++ == '-';
	if (!isdig((unsigned char)*s))
		return 0;
	for (; isdig((unsigned char)*s); s++)
		if (v < 100000000)
			v = v * 10 + (*s - '0');
	*p = s;
	return neg ? -v : v;
}

enum { MAX_DIGITS = 800 };

/* Hexadecimal: 0x digits [. digits] [p exponent], exact up to 64 bits of
 * digits; the ones below only make the sticky bit. */
static uint64_t
parse_hex(const Fmt *f, const char *s, const char **end)
{
	uint64_t q = 0;
	int64_t x = 0;
	bool rest = false, dot = false, tie;
	int d;

	for (;; s++) {
		if (*s == '.' && !dot) {
			dot = true;
			continue;
		}
		if ((d = zc_hexval((unsigned char)*s)) < 0)
			break;
		if (q >> 60) {
			rest |= d != 0;
			x += dot ? 0 : 4;
		} else {
			q = q << 4 | (uint64_t)d;
			x -= dot ? 4 : 0;
		}
	}
	if ((*s == 'p' || *s == 'P')) {
		const char *e = s + 1;
		int64_t v = exponent(&e);

		if (e != s + 1) {
			x += v;
			s = e;
		}
	}
	*end = s;
	if (!q)
		return 0;
	return round_pack(f, q, x, rest, &tie);
}

/* 10^k for Clinger's fast path: exact doubles */
static const double exact10[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
                                 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
                                 1e20, 1e21, 1e22};

/* Decimal: the digits are in dig[0..nd) (no leading zeros, a last '1'
 * standing for any nonzero digits cut off), the value dig * 10^e10. */
static uint64_t
round_decimal(const Fmt *f, const char *dig, int nd, int64_t e10)
{
	Big n, m;
	int i, s;
	uint64_t q;
	bool rest, tie;
	int64_t lead = nd + e10; /* the value lies in [10^(lead-1), 10^lead) */

	if (lead > 311)
		return inf_bits(f);
	if (lead < -325)
		return 0;
#if FLT_EVAL_METHOD == 0
	/* Clinger's fast path: digits and power of ten both exact doubles, so
	 * one correctly rounded operation gives the double; for a narrower
	 * format that double is rounded again, which is right unless it fell
	 * exactly halfway, where an inexact operation may have lost the side */
	if (nd <= 15 && e10 >= -22 && e10 <= 22) {
		uint64_t dv = 0;
		double r;
		union { double d; uint64_t u; } b;

		for (i = 0; i < nd; i++)
			dv = dv * 10 + (uint64_t)(dig[i] - '0');
		r = e10 >= 0 ? (double)dv * exact10[e10] : (double)dv / exact10[-e10];
		b.d = r;
		if (f == &fmts[ZC_FP64])
			return b.u;
		if (b.u) {
			uint64_t mant = (b.u & (((uint64_t)1 << 52) - 1)) | (uint64_t)1 << 52;
			int64_t ex = (int64_t)(b.u >> 52) - 1075;
			uint64_t bits = round_pack(f, mant, ex, false, &tie);

			if (!tie)
				return bits;
		}
	}
#endif
	memset(&n, 0, sizeof n);
	memset(&m, 0, sizeof m);
	for (i = 0; i < nd; i++) {
		if (n.n == 0)
			n.n = 1, n.v[0] = 0;
		big_muladd(&n, 10, (uint32_t)(dig[i] - '0'));
	}
	big_trim(&n);
	m.n = 1;
	m.v[0] = 1;
	if (e10 >= 0)
		big_mulpow10(&n, (int)e10);
	else
		big_mulpow10(&m, (int)-e10);
	/* scale so that the quotient has 63 or 64 bits */
	s = 63 - (big_bits(&n) - big_bits(&m));
	if (s > 0)
		big_shl(&n, s);
	else if (s < 0)
		big_shl(&m, -s);
	q = big_div(&n, &m, &rest);
	return round_pack(f, q, -(int64_t)s, rest, &tie);
}

static uint64_t
parse_decimal(const Fmt *f, const char *s, const char **end)
{
	char dig[MAX_DIGITS + 1];
	int nd = 0;
	int64_t e10 = 0;
	bool dot = false, cut = false;

	for (;; s++) {
		if (*s == '.' && !dot) {
			dot = true;
			continue;
		}
		if (!isdig((unsigned char)*s))
			break;
		if (nd == 0 && *s == '0') {
			e10 -= dot; /* a leading zero after the point */
			continue;
		}
		if (nd < MAX_DIGITS) {
			dig[nd++] = *s;
			e10 -= dot;
		} else {
			cut |= *s != '0';
			e10 += !dot;
		}
	}
	if (*s == 'e' || *s == 'E') {
		const char *e = s + 1;
		int64_t v = exponent(&e);

		if (e != s + 1) {
			e10 += v;
			s = e;
		}
	}
	*end = s;
	while (!cut && nd > 1 && dig[nd - 1] == '0') { /* 1500 is 15e2: the fast path takes more */
		nd--;
		e10++;
	}
	if (cut) { /* a '1' past the last digit kept stands for the digits cut */
		dig[nd++] = '1';
		e10--;
	}
	if (!nd)
		return 0;
	return round_decimal(f, dig, nd, e10);
}

uint64_t
zc_parse_float(const char *s, const char **end, int format)
{
	const Fmt *f = &fmts[format];
	const char *p = s, *e = s;
	uint64_t sign = 0, bits;

	while (*p == ' ' || (*p >= '\t' && *p <= '\r'))
		p++;
	if (*p == '+' || *p == '-')
		sign = *p++ == '-' ? (uint64_t)1 << (f->bits - 1) : 0;
	if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X') &&
	    (zc_hexval((unsigned char)p[2]) >= 0 || (p[2] == '.' && zc_hexval((unsigned char)p[3]) >= 0))) {
		bits = parse_hex(f, p + 2, &e);
	} else if (isdig((unsigned char)*p) || (*p == '.' && isdig((unsigned char)p[1]))) {
		bits = parse_decimal(f, p, &e);
	} else if (word(p, "inf")) {
		e = p + (word(p, "infinity") ? 8 : 3);
		bits = inf_bits(f);
	} else if (word(p, "nan")) {
		e = p + 3;
		if (*e == '(') { /* nan(n-char-sequence) */
			const char *q = e + 1;

			while (isdig((unsigned char)*q) || (lower((unsigned char)*q) >= 'a' && lower((unsigned char)*q) <= 'z') || *q == '_')
				q++;
			if (*q == ')')
				e = q + 1;
		}
		bits = inf_bits(f) | (uint64_t)1 << (f->p - 2); /* a quiet NaN */
	} else {
		if (end)
			*end = s; /* no number: nothing read, as strtod */
		return 0;
	}
	if (end)
		*end = e;
	return sign | bits;
}

double
zc_strtod(const char *s, char **end)
{
	const char *e;
	union { uint64_t u; double d; } b;

	b.u = zc_parse_float(s, &e, ZC_FP64);
	if (end)
		*end = (char *)e;
	return b.d;
}

float
zc_strtof(const char *s, char **end)
{
	const char *e;
	union { uint32_t u; float f; } b;

	b.u = (uint32_t)zc_parse_float(s, &e, ZC_FP32);
	if (end)
		*end = (char *)e;
	return b.f;
}

/* ---- writing ---- */

/* The exact decimal digits of a positive finite double into out (without
 * a NUL; at most 800), *dexp the decimal exponent of the first. */
static int
exact_digits(double v, char *out, int *dexp)
{
	union { double d; uint64_t u; } b = {v};
	uint64_t mant = b.u & (((uint64_t)1 << 52) - 1);
	int be = (int)(b.u >> 52 & 0x7ff), x, nd = 0, i, k;
	Big n;
	char tmp[800];

	if (be)
		mant |= (uint64_t)1 << 52;
	else
		be = 1;
	x = be - 1075; /* v = mant * 2^x */
	memset(&n, 0, sizeof n);
	n.v[0] = (uint32_t)mant;
	n.v[1] = (uint32_t)(mant >> 32);
	n.n = 2;
	big_trim(&n);
	if (x >= 0) {
		big_shl(&n, x);
		*dexp = 0;
	} else {
		static const uint32_t pow5[13] = {1, 5, 25, 125, 625, 3125, 15625, 78125, 390625,
		                                  1953125, 9765625, 48828125, 244140625};

		for (k = -x; k >= 13; k -= 13) /* times 5^-x: then v = n * 10^x */
			big_muladd(&n, 1220703125u, 0);
		big_muladd(&n, pow5[k], 0);
		*dexp = x;
	}
	/* the digits, nine at a time from the bottom */
	while (n.n) {
		uint64_t r = 0;

		for (i = n.n - 1; i >= 0; i--) {
			uint64_t t = r << 32 | n.v[i];

			n.v[i] = (uint32_t)(t / 1000000000u);
			r = t % 1000000000u;
		}
		big_trim(&n);
		for (k = 0; k < 9 && (n.n || r); k++) {
			tmp[nd++] = (char)('0' + r % 10);
			r /= 10;
		}
		if (n.n)
			for (; k < 9; k++)
				tmp[nd++] = '0';
	}
	for (i = 0; i < nd; i++)
		out[i] = tmp[nd - 1 - i];
	*dexp += nd - 1;
	return nd;
}

size_t
zc_format_g(char *buf, double v, int prec)
{
	union { double d; uint64_t u; } b = {v};
	char dig[801], *w = buf;
	int nd, dexp, i, last;

	if (prec < 1)
		prec = 1;
	if (prec > 40)
		prec = 40;
	if (b.u >> 63)
		*w++ = '-';
	b.u &= ~((uint64_t)1 << 63);
	if ((b.u >> 52) == 0x7ff) {
		memcpy(w, b.u << 12 ? "nan" : "inf", 4);
		return (size_t)(w + 3 - buf);
	}
	if (b.u == 0) {
		memcpy(w, "0", 2);
		return (size_t)(w + 1 - buf);
	}
	nd = exact_digits(b.d, dig, &dexp);
	/* round to prec digits, ties to even (the digits are exact) */
	if (nd > prec) {
		bool up;
		int first = dig[prec] - '0';

		if (first != 5) {
			up = first > 5;
		} else {
			up = false;
			for (i = prec + 1; i < nd; i++)
				if (dig[i] != '0')
					up = true;
			if (!up) /* exactly halfway */
				up = (dig[prec - 1] - '0') & 1;
		}
		nd = prec;
		if (up) {
			for (i = nd - 1; i >= 0 && dig[i] == '9'; i--)
				dig[i] = '0';
			if (i >= 0) {
				dig[i]++;
			} else { /* 99.9 became 100 */
				dig[0] = '1';
				for (i = 1; i < nd; i++)
					dig[i] = '0';
				dexp++;
			}
		}
	}
	for (i = nd; i < prec; i++)
		dig[i] = '0';
	/* %g drops trailing zeros (there is no # flag) */
	for (last = prec; last > 1 && dig[last - 1] == '0'; last--)
		;
	if (dexp < -4 || dexp >= prec) {
		*w++ = dig[0];
		if (last > 1) {
			*w++ = '.';
			for (i = 1; i < last; i++)
				*w++ = dig[i];
		}
		*w++ = 'e';
		*w++ = dexp < 0 ? '-' : '+';
		if (dexp < 0)
			dexp = -dexp;
		if (dexp >= 100)
			*w++ = (char)('0' + dexp / 100);
		*w++ = (char)('0' + dexp / 10 % 10);
		*w++ = (char)('0' + dexp % 10);
	} else if (dexp >= 0) {
		for (i = 0; i <= dexp; i++)
			*w++ = dig[i];
		if (last > dexp + 1) {
			*w++ = '.';
			for (i = dexp + 1; i < last; i++)
				*w++ = dig[i];
		}
	} else {
		*w++ = '0';
		*w++ = '.';
		for (i = 0; i < -dexp - 1; i++)
			*w++ = '0';
		for (i = 0; i < last; i++)
			*w++ = dig[i];
	}
	*w = 0;
	return (size_t)(w - buf);
}
