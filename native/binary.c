/* binary.c — the containers IGC's output comes in, read and written.
 *
 *   - a fat binary: an ar archive ("!<arch>\n", 60-byte member headers
 *     with names ending in '/'), one member per device named
 *     "POINTERBITS.ARCH.RELEASE.REVISION" ("64.12.55.8"), and "generic_ir",
 *     the SPIR-V every other device may build from.  Intel's encoder
 *     (NEO's ArEncoder) puts a "pad_N" member before a member whose data
 *     would not start 8 bytes into the archive's entries, and pads a
 *     member of odd size with one zero byte; written here the same way,
 *     so that zocc's fat binary is byte for byte ocloc's;
 *   - the OpenCL ELF (NEO's own ELF flavour: e_type 0xff01-0xff04, no
 *     e_machine, one section per part): the container of a patch-token
 *     program ("Intel(R) OpenCL Device Binary") and of the generic_ir
 *     SPIR-V ("SPIRV Object", in an ELF of type 0xff02);
 *   - zebin: IGC's own ELF (e_machine 205, Intel Graphics Technology), a
 *     .text.KERNEL section per kernel and the .ze_info metadata (kinfo.c
 *     reads that).
 * Every reader checks each offset and size against the bytes it has: a
 * binary is untrusted input. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "native.h"

void
nat_buf_put(NatBuf *b, const void *p, size_t n)
{
	if (b->failed)
		return;
	if (b->len + n + 1 > b->cap) {
		size_t cap = b->cap ? b->cap : 4096;
		uint8_t *q;

		while (cap < b->len + n + 1)
			cap *= 2;
		if (!(q = realloc(b->p, cap))) {
			b->failed = true;
			return;
		}
		b->p = q;
		b->cap = cap;
	}
	if (n)
		memcpy(b->p + b->len, p, n);
	b->len += n;
	b->p[b->len] = 0; /* text stays a string */
}

void
nat_buf_printf(NatBuf *b, const char *fmt, ...)
{
	char small[1024];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(small, sizeof small, fmt, ap);
	va_end(ap);
	if (n < 0) {
		b->failed = true;
	} else if ((size_t)n < sizeof small) {
		nat_buf_put(b, small, (size_t)n);
	} else {
		char *big = malloc((size_t)n + 1);

		if (!big) {
			b->failed = true;
			return;
		}
		va_start(ap, fmt);
		vsnprintf(big, (size_t)n + 1, fmt, ap);
		va_end(ap);
		nat_buf_put(b, big, (size_t)n);
		free(big);
	}
}

static uint32_t
rd32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

NatFormat
nat_format(const uint8_t *d, size_t len)
{
	if (len >= 8 && memcmp(d, "!<arch>\n", 8) == 0)
		return NAT_AR;
	if (len >= 64 && memcmp(d, "\177ELF", 4) == 0 && d[4] == 2) {
		unsigned type = d[16] | d[17] << 8, machine = d[18] | d[19] << 8;

		if (machine == 205) /* EM_INTELGT */
			return NAT_ZEBIN;
		if (type == 0xff04) /* ET_OPENCL_EXECUTABLE */
			return NAT_PATCHTOKENS;
	}
	return NAT_UNKNOWN;
}

/* ---- ar --------------------------------------------------------------- */

long
nat_ar_members(const uint8_t *d, size_t len, NatMember *out, size_t max)
{
	size_t off = 8, n = 0;

	if (nat_format(d, len) != NAT_AR)
		return -1;
	while (off < len) {
		const uint8_t *h = d + off;
		char size[11];
		unsigned long sz;
		char *end;
		size_t i;

		if (len - off < 60 || h[58] != '`' || h[59] != '\n')
			return -1;
		memcpy(size, h + 48, 10);
		size[10] = 0;
		sz = strtoul(size, &end, 10);
		if (end == size || sz > len - off - 60)
			return -1;
		if (n < max) {
			NatMember *m = &out[n];

			for (i = 0; i < 16 && h[i] != '/' && h[i] != ' '; i++)
				m->name[i] = (char)h[i];
			m->name[i] = 0;
			m->data = h + 60;
			m->len = sz;
		}
		n++;
		off += 60 + sz + (sz & 1);
	}
	return (long)(n < max ? n : max);
}

const NatMember *
nat_ar_pick(const NatMember *m, size_t n, uint32_t ip)
{
	char want[40], v[32];
	size_t i;

	nat_ip_str(ip, v, sizeof v);
	snprintf(want, sizeof want, "%d.%s", (int)(sizeof(void *) * 8), v);
	for (i = 0; i < n; i++)
		if (strcmp(m[i].name, want) == 0)
			return &m[i];
	return NULL;
}

void
nat_ar_start(NatBuf *b)
{
	nat_buf_put(b, "!<arch>\n", 8);
}

/* One member header: the name with '/' after it, then the fields NEO's
 * encoder writes (date 0, owner 0, group 0, mode 644), the size. */
static void
ar_header(NatBuf *b, const char *name, size_t size)
{
	char h[61];

	snprintf(h, sizeof h, "%-16.16s%-12s%-6s%-6s%-8s%-10zu`\n", name, "0", "0", "0", "644", size);
	nat_buf_put(b, h, 60);
}

void
nat_ar_add(NatBuf *b, const char *name, const uint8_t *data, size_t len, unsigned *pad)
{
	size_t entries = b->len - 8; /* the encoder counts from after the magic */
	char nm[20];

	if ((entries + 60) % 8 != 0) {
		size_t padding = 8 - (entries + 120) % 8;

		snprintf(nm, sizeof nm, "pad_%u/", (*pad)++);
		ar_header(b, nm, padding);
		nat_buf_put(b, "        ", padding);
	}
	snprintf(nm, sizeof nm, "%s/", name);
	ar_header(b, nm, len);
	nat_buf_put(b, data, len);
	if (len & 1)
		nat_buf_put(b, "", 1);
}

/* ---- the OpenCL ELF ---------------------------------------------------- */

static void
put16(uint8_t *p, unsigned v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
}

static void
put32le(uint8_t *p, uint32_t v)
{
	put16(p, v & 0xffff);
	put16(p + 2, v >> 16);
}

static void
put64le(uint8_t *p, uint64_t v)
{
	put32le(p, (uint32_t)v);
	put32le(p + 4, (uint32_t)(v >> 32));
}

/* An ELF64 section header. */
static void
shdr(uint8_t *p, uint32_t name, uint32_t type, uint64_t off, uint64_t size)
{
	memset(p, 0, 64);
	put32le(p, name);
	put32le(p + 4, type);
	put64le(p + 24, off);
	put64le(p + 32, size);
	put64le(p + 48, 8); /* sh_addralign */
}

void
nat_elf_spirv(NatBuf *b, const uint8_t *spv, size_t len)
{
	/* ELF header, three section headers (null, the SPIR-V, the names),
	 * then each section's data 8-byte aligned, as NEO's ElfEncoder lays
	 * them out */
	static const char names[] = "\0.shstrtab\0SPIRV Object";
	uint8_t h[64 + 3 * 64];
	size_t spv_off = sizeof h, str_off = (spv_off + len + 7) & ~(size_t)7;
	static const uint8_t zero[8];

	memset(h, 0, sizeof h);
	memcpy(h, "\177ELF\2\1\1", 7);
	put16(h + 16, 0xff02);      /* ET_OPENCL_OBJECTS */
	put32le(h + 20, 1);         /* EV_CURRENT */
	put64le(h + 40, 64);        /* e_shoff */
	put16(h + 52, 64);          /* e_ehsize */
	put16(h + 54, 56);          /* e_phentsize */
	put16(h + 58, 64);          /* e_shentsize */
	put16(h + 60, 3);           /* e_shnum */
	put16(h + 62, 2);           /* e_shstrndx */
	shdr(h + 64, 0, 0, 0, 0);
	h[64 + 48] = 0;             /* the null section has no alignment */
	shdr(h + 128, 11, 0xff000009, spv_off, len); /* SHT_OPENCL_SPIRV */
	shdr(h + 192, 1, 3, str_off, sizeof names);  /* SHT_STRTAB */
	nat_buf_put(b, h, sizeof h);
	nat_buf_put(b, spv, len);
	nat_buf_put(b, zero, str_off - spv_off - len);
	nat_buf_put(b, names, sizeof names);
}

bool
nat_elf_sections(const uint8_t *d, size_t len, NatSectionFn f, void *ctx)
{
	uint64_t shoff;
	unsigned shnum, shstrndx, i;
	const uint8_t *strs;
	uint64_t strsize;

	if (len < 64 || memcmp(d, "\177ELF\2\1", 6) != 0)
		return false;
	shoff = (uint64_t)rd32(d + 40) | (uint64_t)rd32(d + 44) << 32;
	shnum = d[60] | d[61] << 8;
	shstrndx = d[62] | d[63] << 8;
	if (shoff > len || shnum > (len - shoff) / 64 || shstrndx >= shnum)
		return false;
	{
		const uint8_t *s = d + shoff + (size_t)shstrndx * 64;
		uint64_t off = (uint64_t)rd32(s + 24) | (uint64_t)rd32(s + 28) << 32;

		strsize = (uint64_t)rd32(s + 32) | (uint64_t)rd32(s + 36) << 32;
		if (off > len || strsize > len - off)
			return false;
		strs = d + off;
	}
	for (i = 0; i < shnum; i++) {
		const uint8_t *s = d + shoff + (size_t)i * 64;
		uint32_t name = rd32(s), type = rd32(s + 4);
		uint64_t off = (uint64_t)rd32(s + 24) | (uint64_t)rd32(s + 28) << 32;
		uint64_t size = (uint64_t)rd32(s + 32) | (uint64_t)rd32(s + 36) << 32;
		char nm[256];
		size_t k;

		if (type == 8) /* SHT_NOBITS has no data in the file */
			size = 0;
		if (name >= strsize || off > len || size > len - off)
			return false;
		for (k = 0; k + 1 < sizeof nm && name + k < strsize && strs[name + k]; k++)
			nm[k] = (char)strs[name + k];
		nm[k] = 0;
		if (!f(ctx, nm, type, d + off, (size_t)size))
			break;
	}
	return true;
}
