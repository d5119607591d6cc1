/* num_test.c — zocc's locale-free number conversions (support/num.c)
 * against the C library's in the "C" locale, which glibc rounds exactly.
 *
 *     num_test SEED COUNT
 *
 * Reading: random decimal and hexadecimal strings (short and long digit
 * strings, every exponent range, subnormals, overflow, the exact halfway
 * points between neighbouring doubles and floats and a hair either side of
 * them, printed with glibc's exact %.*e) through zc_strtod / zc_strtof
 * against strtod / strtof, bit for bit, with the same end pointer; binary16
 * against a reference built from the double.  Writing: zc_format_g against
 * snprintf("%.*g") for precisions 1 to 17 and 9/17 on random doubles of every
 * kind.  Prints the first mismatch and exits 1. */
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../support/zc.h"

static uint64_t state;

static uint64_t
rnd(void)
{
	state ^= state >> 12;
	state ^= state << 25;
	state ^= state >> 27;
	return state * 2685821657736338717ull;
}

static unsigned
pick(unsigned n)
{
	return (unsigned)(rnd() % n);
}

static double
rnd_double(void)
{
	union { uint64_t u; double d; } b;

	switch (pick(4)) {
	case 0: /* any bits */
		b.u = rnd();
		break;
	case 1: /* subnormal */
		b.u = rnd() & ((1ull << 52) - 1) >> pick(52);
		break;
	case 2: /* a float widened */
		b.d = (float)ldexp((double)(rnd() >> 40), (int)pick(300) - 150);
		break;
	default: /* small integers and simple fractions */
		b.d = (double)(int)pick(100000) / (double)(1u << pick(20));
		break;
	}
	return b.d;
}

static int failures;

static void
check_read(const char *s)
{
	char *e1, *e2;
	union { double d; uint64_t u; } a, b;
	union { float f; uint32_t u; } fa, fb;

	a.d = strtod(s, &e1);
	b.d = zc_strtod(s, &e2);
	if ((a.u != b.u && !(isnan(a.d) && isnan(b.d))) || e1 != e2) {
		printf("strtod(\"%s\"): libc %a (end +%d), zocc %a (end +%d)\n", s, a.d, (int)(e1 - s),
		       b.d, (int)(e2 - s));
		failures++;
	}
	fa.f = strtof(s, &e1);
	fb.f = zc_strtof(s, &e2);
	if ((fa.u != fb.u && !(isnan(fa.f) && isnan(fb.f))) || e1 != e2) {
		printf("strtof(\"%s\"): libc %a (end +%d), zocc %a (end +%d)\n", s, (double)fa.f,
		       (int)(e1 - s), (double)fb.f, (int)(e2 - s));
		failures++;
	}
}

/* binary16 bits to double */
static double
half_value(unsigned h)
{
	int e = h >> 10 & 31;
	double m = h & 1023;
	double v = e ? ldexp(m + 1024, e - 25) : ldexp(m, -24);

	if (e == 31)
		v = (h & 1023) ? NAN : INFINITY;
	return h >> 15 ? -v : v;
}

/* The binary16 nearest x (ties to even), for x that is not itself halfway
 * between two of them: found by search, needing no rounding code. */
static unsigned
half_nearest(double x)
{
	unsigned lo = 0, hi = 0x7c00, sign = 0;

	if (signbit(x)) {
		sign = 0x8000;
		x = -x;
	}
	if (x >= 65520.0) /* halfway between 65504 and 65536 and up */
		return sign | 0x7c00;
	while (hi - lo > 1) { /* the largest half <= x */
		unsigned mid = (lo + hi) / 2;

		if (half_value(mid) <= x)
			lo = mid;
		else
			hi = mid;
	}
	if (x - half_value(lo) > half_value(lo + 1) - x ||
	    (x - half_value(lo) == half_value(lo + 1) - x && (lo & 1)))
		lo++;
	return sign | lo;
}

static void
check_half(const char *s)
{
	double d = strtod(s, NULL);
	unsigned h = (unsigned)zc_parse_float(s, NULL, ZC_FP16), want;
	double a = fabs(d);
	unsigned lo;

	if (isnan(d))
		return;
	/* skip values a double rounding could have moved onto a midpoint */
	lo = half_nearest(a) & 0x7fff;
	if (lo < 0x7c00 && (a == (half_value(lo) + half_value(lo + 1)) / 2 ||
	                    (lo && a == (half_value(lo) + half_value(lo - 1)) / 2)))
		return;
	want = half_nearest(d);
	if (h != want) {
		printf("binary16(\"%s\"): want %04x, zocc %04x\n", s, want, h);
		failures++;
	}
}

static void
check_write(double v, int prec)
{
	char a[128], b[64];

	snprintf(a, sizeof a, "%.*g", prec, v);
	zc_format_g(b, v, prec);
	if (strcmp(a, b)) {
		printf("%%.%dg of %a: libc \"%s\", zocc \"%s\"\n", prec, v, a, b);
		failures++;
	}
}

/* a random decimal string in strtod's syntax */
static void
rnd_decimal(char *s)
{
	int nd = pick(8) == 0 ? (int)pick(900) + 1 : (int)pick(25) + 1, i, dot = (int)pick(nd + 1);
	char *w = s;

	if (pick(4) == 0)
		*w++ = "+- \t"[pick(4)];
	for (i = 0; i < nd; i++) {
		if (i == dot && pick(2))
			*w++ = '.';
		*w++ = (char)('0' + (pick(3) ? pick(10) : pick(2) * 9));
	}
	if (pick(3)) {
		*w++ = "eE"[pick(2)];
		if (pick(2))
			*w++ = "+-"[pick(2)];
		w += sprintf(w, "%u", pick(5) ? pick(340) : pick(100000));
	}
	if (pick(8) == 0)
		*w++ = "fxe.+"[pick(5)];
	*w = 0;
}

static void
rnd_hex(char *s)
{
	int nd = (int)pick(30) + 1, i, dot = (int)pick(nd + 1);
	char *w = s + sprintf(s, "%s0%c", pick(2) ? "-" : "", "xX"[pick(2)]);

	for (i = 0; i < nd; i++) {
		if (i == dot && pick(2))
			*w++ = '.';
		*w++ = "0123456789abcdefABCDEF"[pick(22)];
	}
	if (pick(5)) {
		*w++ = "pP"[pick(2)];
		w += sprintf(w, "%d", (int)pick(2400) - 1200);
	}
	*w = 0;
}

int
main(int argc, char **argv)
{
	static char s[4096];
	long n = argc > 2 ? atol(argv[2]) : 100000, i;
	static const char *const fixed[] = {
		"0", "0.0", "-0", ".5", "5.", ".", "", "x", "1e", "1e+", "1e-5x", "0x", "0x.", "0x.p1",
		"0x1p", "0x1.8", "0x1.8p1", "inf", "-INF", "infinity", "infinit", "nan", "NaN(123)",
		"nan(", "1.5f", "0.1", "1e308", "1.8e308", "1e-320", "4.9e-324", "2.4e-324", "2.5e-324",
		"2.4703282292062327e-324", "2.4703282292062328e-324", "1.7976931348623157e308",
		"1.7976931348623158e308", "3.4028235e38", "3.4028236e38", "1.4e-45", "7e-46", "7.1e-46",
		"0x1.fffffffffffff8p1023", "0x1.ffffffp127", "0x0.0000000000001p-1022", "00000001",
		"123456789012345678901234567890", "9007199254740993", "9007199254740992.5",
		"16777217", "16777217.000001", "0.30000000000000004", "2.2250738585072011e-308",
		"2.2250738585072012e-308", "1" "000000000000000000000000000000000000000000000000000e-51",
	};

	state = (uint64_t)(argc > 1 ? atol(argv[1]) : 1) * 0x9E3779B97F4A7C15ull + 1;
	setlocale(LC_ALL, "C");
	for (i = 0; i < (long)(sizeof fixed / sizeof *fixed); i++) {
		check_read(fixed[i]);
		check_half(fixed[i]);
	}
	for (i = 0; i < n && failures < 10; i++) {
		double v = rnd_double();
		union { double d; uint64_t u; } b = {v}, nb;

		switch (pick(6)) {
		case 0:
			rnd_decimal(s);
			break;
		case 1:
			rnd_hex(s);
			break;
		case 2: /* a double printed to some precision */
			snprintf(s, sizeof s, "%.*g", (int)pick(20) + 1, v);
			break;
		case 3: /* halfway between v and the next double up, exactly, or a hair either side */
			nb.u = b.u + 1;
			if (isfinite(v) && isfinite(nb.d)) {
				long double mid = ((long double)v + (long double)nb.d) / 2;
				int len = snprintf(s, sizeof s, "%.800Le", mid);

				/* exact: cut the zeros that end it */
				char *e = strchr(s, 'e'), *z = e;
				char ex[16];

				strcpy(ex, e);
				while (z[-1] == '0')
					z--;
				if (pick(3) == 0) {
					*z++ = '1'; /* a hair above */
				} else if (pick(2) == 0 && z[-1] >= '1' && z[-1] <= '9') {
					z[-1]--; /* a hair below: ...5 becomes ...49 */
					*z++ = '9';
				}
				strcpy(z, ex);
				(void)len;
			} else {
				snprintf(s, sizeof s, "%.17g", v);
			}
			break;
		case 4: { /* halfway between floats */
			float f = (float)v, g;
			union { float f; uint32_t u; } fb = {f};

			fb.u++;
			g = fb.f;
			if (isfinite(f) && isfinite(g))
				snprintf(s, sizeof s, "%.200e", ((double)f + (double)g) / 2);
			else
				snprintf(s, sizeof s, "%.9g", (double)f);
			break;
		}
		default:
			snprintf(s, sizeof s, "%a", v);
			break;
		}
		check_read(s);
		check_half(s);
		check_write(v, (int)pick(17) + 1);
		check_write(v, 9);
		check_write(v, 17);
		check_write((double)(float)v, 9);
	}
	if (failures)
		return 1;
	printf("%ld random conversions agree with the C library\n", n);
	return 0;
}
