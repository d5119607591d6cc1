/* devices.c — the devices ocloc compiles for, by name, family, release and
 * IP version.
 *
 * The table is what Intel's ocloc 22.43 (the release beside the runtime
 * here) says: `ocloc ids NAME` gives the IP versions (major.minor.revision)
 * of each product, family (gen9, gen11, gen12lp, xe) and release (xe-hpg,
 * xe-hpc) name.  A fat binary names each device's binary by its IP version
 * ("64.12.55.8"), and Level Zero reports a device's IP version
 * (ze_device_ip_version_ext_t) packed as arch << 22 | release << 14 |
 * revision, which is how SYCL passes it to ocloc, in decimal.
 *
 * Left out: gen8 (bdw), which Level Zero does not run, and xe-hp
 * (12.50.4), a device that was never sold; zocc has no profile for either. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "native.h"

/* Each product: its names (the first is ocloc's for its binaries), then
 * the unnamed steppings of its release that ocloc compiles for the release
 * name, each with its product's row. */
static const NatDevice table[] = {
	{"skl", NAT_IP(9, 0, 9), "skl", "gen9", NULL, true},
	{"kbl", NAT_IP(9, 1, 9), "skl", "gen9", NULL, true},
	{"cfl", NAT_IP(9, 2, 9), "skl", "gen9", NULL, true},
	{"apl", NAT_IP(9, 3, 0), "skl", "gen9", NULL, true},
	{"glk", NAT_IP(9, 4, 0), "skl", "gen9", NULL, true},
	{"whl", NAT_IP(9, 5, 0), "skl", "gen9", NULL, true},
	{"aml", NAT_IP(9, 6, 0), "skl", "gen9", NULL, true},
	{"cml", NAT_IP(9, 7, 0), "skl", "gen9", NULL, true},
	{"icllp", NAT_IP(11, 0, 0), "icllp", "gen11", NULL, true},
	{"lkf", NAT_IP(11, 1, 0), "icllp", "gen11", NULL, true},
	{"ehl", NAT_IP(11, 2, 0), "icllp", "gen11", NULL, true},
	{"tgllp", NAT_IP(12, 0, 0), "tgllp", "gen12lp", NULL, true},
	{"rkl", NAT_IP(12, 1, 0), "tgllp", "gen12lp", NULL, true},
	{"adl-s", NAT_IP(12, 2, 0), "tgllp", "gen12lp", NULL, true},
	{"adl-p", NAT_IP(12, 3, 0), "tgllp", "gen12lp", NULL, true},
	{"adl-n", NAT_IP(12, 4, 0), "tgllp", "gen12lp", NULL, true},
	{"dg1", NAT_IP(12, 10, 0), "tgllp", "gen12lp", NULL, true},
	{"dg2-g10", NAT_IP(12, 55, 0), "dg2-g10", "xe", "xe-hpg", false},
	{"dg2-g10", NAT_IP(12, 55, 1), "dg2-g10", "xe", "xe-hpg", false},
	{"dg2-g10", NAT_IP(12, 55, 4), "dg2-g10", "xe", "xe-hpg", false},
	{"dg2-g10", NAT_IP(12, 55, 8), "dg2-g10", "xe", "xe-hpg", true},
	{"dg2-g11", NAT_IP(12, 56, 0), "dg2-g10", "xe", "xe-hpg", false},
	{"dg2-g11", NAT_IP(12, 56, 4), "dg2-g10", "xe", "xe-hpg", false},
	{"dg2-g11", NAT_IP(12, 56, 5), "dg2-g10", "xe", "xe-hpg", true},
	{"dg2-g12", NAT_IP(12, 57, 0), "dg2-g10", "xe", "xe-hpg", true},
	{"pvc", NAT_IP(12, 60, 0), "pvc", "xe", "xe-hpc", false},
	{"pvc-sdv", NAT_IP(12, 60, 1), "pvc", "xe", "xe-hpc", true},
	{"pvc", NAT_IP(12, 60, 3), "pvc", "xe", "xe-hpc", false},
	{"pvc", NAT_IP(12, 60, 5), "pvc", "xe", "xe-hpc", false},
	{"pvc", NAT_IP(12, 60, 6), "pvc", "xe", "xe-hpc", false},
	{"pvc", NAT_IP(12, 60, 7), "pvc", "xe", "xe-hpc", true},
};
#define NTABLE (sizeof table / sizeof table[0])

/* Other names ocloc takes for a product. */
static const struct {
	const char *alias, *name;
} aliases[] = {
	{"bxt", "apl"}, {"jsl", "ehl"}, {"acm-g10", "dg2-g10"}, {"ats-m150", "dg2-g10"},
	{"acm-g11", "dg2-g11"}, {"ats-m75", "dg2-g11"}, {"acm-g12", "dg2-g12"},
};

const NatDevice *
nat_device_at(size_t i)
{
	return i < NTABLE ? &table[i] : NULL;
}

void
nat_ip_str(uint32_t ip, char *buf, size_t n)
{
	snprintf(buf, n, "%u.%u.%u", (unsigned)NAT_IP_ARCH(ip), (unsigned)NAT_IP_RELEASE(ip),
	         (unsigned)NAT_IP_REVISION(ip));
}

const NatDevice *
nat_device_by_ip(uint32_t ip)
{
	size_t i;

	for (i = 0; i < NTABLE; i++)
		if (table[i].ip == ip)
			return &table[i];
	return NULL;
}

/* "12.55.8" or a decimal IP version: the IP version, or 0. */
static uint32_t
parse_ip(const char *s, size_t n)
{
	unsigned long v[3] = {0, 0, 0};
	size_t i, k = 0;

	if (n == 0 || n > 12)
		return 0;
	for (i = 0; i < n; i++) {
		if (s[i] == '.') {
			if (++k > 2 || i == 0 || s[i - 1] == '.')
				return 0;
		} else if (isdigit((unsigned char)s[i])) {
			v[k] = v[k] * 10 + (unsigned long)(s[i] - '0');
		} else {
			return 0;
		}
	}
	if (k == 0)
		return v[0] <= 0xffffffffUL ? (uint32_t)v[0] : 0;
	if (k != 2 || s[n - 1] == '.' || v[0] > 1023 || v[1] > 255 || v[2] > 63)
		return 0;
	return NAT_IP(v[0], v[1], v[2]);
}

static size_t
add(const NatDevice **out, size_t n, size_t max, const NatDevice *d)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (out[i] == d)
			return n;
	if (n < max)
		out[n++] = d;
	return n;
}

size_t
nat_devices(const char *list, const NatDevice **out, size_t max, char *err, size_t errlen)
{
	size_t n = 0;
	const char *p = list;

	if (!list || !*list) {
		snprintf(err, errlen, "no device named");
		return 0;
	}
	while (*p) {
		size_t len = strcspn(p, ","), i, before = n;
		char word[64];
		uint32_t ip;

		if (len == 0 || len >= sizeof word) {
			snprintf(err, errlen, "'%s' is not a device list (names separated by commas)", list);
			return 0;
		}
		memcpy(word, p, len);
		word[len] = 0;
		for (i = 0; i < sizeof aliases / sizeof aliases[0]; i++)
			if (strcmp(word, aliases[i].alias) == 0)
				snprintf(word, sizeof word, "%s", aliases[i].name);
		for (i = 0; i < NTABLE; i++)
			if (table[i].named && strcmp(word, table[i].name) == 0)
				n = add(out, n, max, &table[i]);
		if (n == before)
			for (i = 0; i < NTABLE; i++)
				if (strcmp(word, table[i].family) == 0 ||
				    (table[i].release && strcmp(word, table[i].release) == 0))
					n = add(out, n, max, &table[i]);
		if (n == before && (ip = parse_ip(word, len)) != 0) {
			const NatDevice *d = nat_device_by_ip(ip);

			if (!d) {
				char v[32];

				nat_ip_str(ip, v, sizeof v);
				snprintf(err, errlen, "no device has IP version %s (%s)", v, word);
				return 0;
			}
			n = add(out, n, max, d);
		}
		if (n == before) {
			if (strcmp(word, "bdw") == 0 || strcmp(word, "gen8") == 0 || strcmp(word, "xe-hp") == 0 ||
			    strcmp(word, "xe_hp_sdv") == 0)
				snprintf(err, errlen, "device '%s' is not one zocc compiles for (it has no Level Zero "
				         "profile)", word);
			else
				snprintf(err, errlen, "unknown device '%s' (products such as skl, tgllp, dg2-g10, pvc; "
				         "families gen9, gen11, gen12lp, xe; releases xe-hpg, xe-hpc; or an IP version)",
				         word);
			return 0;
		}
		p += len;
		if (*p == ',')
			p++;
	}
	return n;
}
