/* kinfo.c — the kernel report: what IGC chose for each kernel, read from
 * the binary's own metadata.
 *
 * Two formats carry it (ocloc 22.43 writes the first by default, the
 * second with --format zebin):
 *
 *   - patch tokens (IGC's executable_format/patch_list.h): a program
 *     header ("CTNI", 28 bytes), the program's tokens, then per kernel a
 *     40-byte header (check sum, hash, name size, token list size, then the
 *     kernel, general state, dynamic state and surface state heap sizes and
 *     the kernel's unpadded size), its name, the four heaps and its tokens,
 *     each token an (id, size) pair and its body.  Read here:
 *       23 EXECUTION_ENVIRONMENT: largest SIMD compiled (word 3), barriers
 *          (word 5), registers required (word 20);
 *       18 MEDIA_VFE_STATE, 55 its second slot: scratch per thread (word 1);
 *       38 ALLOCATE_STATELESS_PRIVATE_MEMORY: private memory (word 3);
 *       15 ALLOCATE_LOCAL_SURFACE: shared local memory (word 1).
 *   - zebin: .ze_info, YAML; per kernel its execution_env (simd_size,
 *     grf_count, barrier_count, slm_size, private_size, spill_size) and
 *     per_thread_memory_buffers (type global or scratch, usage
 *     private_space, spill_fill_space or single_space, size); the .text.NAME
 *     section is the kernel's heap and its symbol's size its instructions.
 *
 * ocloc disasm dumps the same program (PTM.txt holds each token, the
 * kernel heap's .asm its instructions): tests/native compares the report
 * with that dump. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "native.h"

static uint32_t
rd32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void
blank(NatKernel *k)
{
	memset(k, 0, sizeof *k);
	k->simd = -1;
	k->grf = k->private_size = k->spill = k->scratch = k->slm = -1;
	k->barriers = -1;
	k->binary_size = k->isa_size = -1;
}

/* ---- patch tokens ----------------------------------------------------- */

/* Word i of a token's body, -1 when the token is too short. */
static long
tok_word(const uint8_t *tok, uint32_t size, unsigned i)
{
	return 8 + 4 * (size_t)i + 4 <= size ? (long)rd32(tok + 8 + 4 * i) : -1;
}

static long
patch_program(const uint8_t *p, size_t len, NatKernel *out, size_t max, char *err, size_t errlen)
{
	size_t off, n = 0;
	uint32_t nkernels, i;

	if (len < 28 || rd32(p) != 0x494e5443) {
		snprintf(err, errlen, "the device binary section holds no patch-token program");
		return -1;
	}
	nkernels = rd32(p + 16);
	off = 28;
	if (rd32(p + 24) > len - off) {
		snprintf(err, errlen, "the patch-token program is cut short");
		return -1;
	}
	off += rd32(p + 24);
	for (i = 0; i < nkernels; i++) {
		const uint8_t *h = p + off;
		uint32_t namesize, patchsize, heaps[4], unpadded;
		size_t total, t, j;
		NatKernel k;

		if (len - off < 40) {
			snprintf(err, errlen, "kernel %u's header is cut short", i);
			return -1;
		}
		namesize = rd32(h + 12);
		patchsize = rd32(h + 16);
		for (j = 0; j < 4; j++)
			heaps[j] = rd32(h + 20 + 4 * j);
		unpadded = rd32(h + 36);
		total = 40 + (size_t)namesize + heaps[0] + heaps[1] + heaps[2] + heaps[3] + patchsize;
		if (total > len - off || namesize == 0) {
			snprintf(err, errlen, "kernel %u is cut short", i);
			return -1;
		}
		blank(&k);
		snprintf(k.name, sizeof k.name, "%.*s", (int)strnlen((const char *)h + 40, namesize), h + 40);
		k.binary_size = heaps[0];
		k.isa_size = unpadded;
		k.slm = 0;
		k.private_size = 0;
		k.scratch = 0;
		t = 40 + (size_t)namesize + heaps[0] + heaps[1] + heaps[2] + heaps[3];
		while (t + 8 <= total) {
			const uint8_t *tok = h + t;
			uint32_t id = rd32(tok), size = rd32(tok + 4);

			if (size < 8 || size > total - t) {
				snprintf(err, errlen, "kernel '%s' has a bad patch token", k.name);
				return -1;
			}
			switch (id) {
			case 23: /* EXECUTION_ENVIRONMENT */
				k.simd = (int)tok_word(tok, size, 3);
				k.barriers = (int)tok_word(tok, size, 5);
				k.grf = tok_word(tok, size, 20);
				break;
			case 18: /* MEDIA_VFE_STATE */
			case 55: /* MEDIA_VFE_STATE_SLOT1 */
				if (tok_word(tok, size, 1) > 0)
					k.scratch += tok_word(tok, size, 1);
				break;
			case 38: /* ALLOCATE_STATELESS_PRIVATE_MEMORY */
				if (tok_word(tok, size, 3) > 0)
					k.private_size += tok_word(tok, size, 3);
				break;
			case 15: /* ALLOCATE_LOCAL_SURFACE */
				if (tok_word(tok, size, 1) > 0)
					k.slm += tok_word(tok, size, 1);
				break;
			}
			t += size;
		}
		if (n < max)
			out[n++] = k;
		off += total;
	}
	return (long)n;
}

/* The device binary section of a patch-token OpenCL ELF. */
typedef struct Find {
	const char *name;       /* the section wanted ("" for the first of a type) */
	uint32_t type;          /* its type, 0: any */
	const uint8_t *data;    /* found */
	size_t size;
} Find;

static bool
find_section(void *ctx, const char *name, uint32_t type, const uint8_t *data, size_t size)
{
	Find *f = ctx;

	if ((f->type && type == f->type) || (f->name[0] && strcmp(name, f->name) == 0)) {
		f->data = data;
		f->size = size;
		return false;
	}
	return true;
}

/* ---- zebin ------------------------------------------------------------ */

/* What a zebin's sections give: .ze_info, .symtab, .strtab, and the
 * sections themselves for the .text.KERNEL sizes. */
typedef struct Zebin {
	const uint8_t *info, *sym, *str;
	size_t ninfo, nsym, nstr;
	NatKernel *k;   /* the kernels read from .ze_info */
	size_t nk;
} Zebin;

static bool
zebin_section(void *ctx, const char *name, uint32_t type, const uint8_t *data, size_t size)
{
	Zebin *z = ctx;
	size_t i;

	if (strcmp(name, ".ze_info") == 0) {
		z->info = data;
		z->ninfo = size;
	} else if (type == 2) { /* SHT_SYMTAB */
		z->sym = data;
		z->nsym = size;
	} else if (strcmp(name, ".strtab") == 0) {
		z->str = data;
		z->nstr = size;
	} else if (strncmp(name, ".text.", 6) == 0) {
		for (i = 0; z->k && i < z->nk; i++)
			if (strcmp(z->k[i].name, name + 6) == 0)
				z->k[i].binary_size = (long)size;
	}
	return true;
}

/* One line of YAML as IGC writes .ze_info: indentation, an optional "- ",
 * a key and the value after ':' (quotes removed). */
typedef struct Line {
	int indent;      /* column of the key */
	bool item;       /* began with "- " */
	char key[64];
	char val[256];
} Line;

static bool
yaml_line(const char *s, size_t n, Line *l)
{
	size_t i = 0, k;

	memset(l, 0, sizeof *l);
	while (i < n && s[i] == ' ')
		i++;
	if (i + 1 < n && s[i] == '-' && s[i + 1] == ' ') {
		l->item = true;
		i += 2;
		while (i < n && s[i] == ' ')
			i++;
	}
	l->indent = (int)i;
	for (k = 0; i < n && s[i] != ':' && k + 1 < sizeof l->key; i++)
		l->key[k++] = s[i];
	if (i >= n || s[i] != ':')
		return false;
	i++;
	while (i < n && s[i] == ' ')
		i++;
	if (i < n && s[i] == '\'')
		i++;
	for (k = 0; i < n && s[i] != '\'' && k + 1 < sizeof l->val; i++)
		l->val[k++] = s[i];
	return true;
}

/* One of a kernel's per_thread_memory_buffers, its fields one per line. */
typedef struct Buffer {
	char type[16];   /* global, scratch, slm */
	char usage[32];  /* private_space, spill_fill_space, single_space */
	long size;       /* bytes, -1 until read */
} Buffer;

/* The buffer read so far, counted in the last kernel, and cleared. */
static void
buffer_done(Buffer *b, NatKernel *out, size_t n)
{
	if (n > 0 && b->size >= 0) {
		NatKernel *k = &out[n - 1];

		if (strcmp(b->type, "scratch") == 0) {
			k->scratch = (k->scratch < 0 ? 0 : k->scratch) + b->size;
			if (strcmp(b->usage, "spill_fill_space") == 0)
				k->spill = (k->spill < 0 ? 0 : k->spill) + b->size;
		} else if (strcmp(b->usage, "private_space") == 0) {
			k->private_size = (k->private_size < 0 ? 0 : k->private_size) + b->size;
		}
	}
	b->type[0] = b->usage[0] = 0;
	b->size = -1;
}

static long
zebin_kernels(const uint8_t *d, size_t len, NatKernel *out, size_t max, char *err, size_t errlen)
{
	Zebin z = {0};
	size_t p = 0, n = 0, i;
	int kernel_indent = -1;
	char section[64] = "";
	Buffer cur = {"", "", -1};
	bool in_kernels = false;

	if (!nat_elf_sections(d, len, zebin_section, &z) || !z.info) {
		snprintf(err, errlen, "the zebin has %s", z.info ? "bad section headers" : "no .ze_info section");
		return -1;
	}
	while (p < z.ninfo) {
		const char *s = (const char *)z.info + p;
		size_t ln = 0;
		Line l;

		while (p + ln < z.ninfo && s[ln] != '\n')
			ln++;
		p += ln + 1;
		if (!yaml_line(s, ln, &l))
			continue;
		if (l.indent == 0 && !l.item) {
			buffer_done(&cur, out, n);
			in_kernels = strcmp(l.key, "kernels") == 0;
			continue;
		}
		if (!in_kernels)
			continue;
		if (l.item && strcmp(l.key, "name") == 0 && (kernel_indent < 0 || l.indent == kernel_indent)) {
			buffer_done(&cur, out, n);
			kernel_indent = l.indent;
			if (n >= max)
				break;
			blank(&out[n]);
			snprintf(out[n].name, sizeof out[n].name, "%s", l.val);
			out[n].private_size = out[n].scratch = out[n].slm = 0;
			out[n].barriers = 0;
			n++;
			section[0] = 0;
			continue;
		}
		if (n == 0)
			continue;
		if (l.indent == kernel_indent && !l.item) {
			buffer_done(&cur, out, n);
			snprintf(section, sizeof section, "%s", l.key);
			continue;
		}
		if (strcmp(section, "execution_env") == 0) {
			NatKernel *k = &out[n - 1];
			long v = strtol(l.val, NULL, 10);

			if (strcmp(l.key, "simd_size") == 0)
				k->simd = (int)v;
			else if (strcmp(l.key, "grf_count") == 0)
				k->grf = v;
			else if (strcmp(l.key, "barrier_count") == 0)
				k->barriers = (int)v;
			else if (strcmp(l.key, "slm_size") == 0)
				k->slm = v;
			else if (strcmp(l.key, "private_size") == 0)
				k->private_size = v;
			else if (strcmp(l.key, "spill_size") == 0)
				k->spill = v;
		} else if (strcmp(section, "per_thread_memory_buffers") == 0) {
			if (l.item)
				buffer_done(&cur, out, n);
			if (strcmp(l.key, "type") == 0)
				snprintf(cur.type, sizeof cur.type, "%.15s", l.val);
			else if (strcmp(l.key, "usage") == 0)
				snprintf(cur.usage, sizeof cur.usage, "%.31s", l.val);
			else if (strcmp(l.key, "size") == 0)
				cur.size = strtol(l.val, NULL, 10);
		}
	}
	buffer_done(&cur, out, n);
	/* the .text sections and the symbols' sizes */
	z.k = out;
	z.nk = n;
	nat_elf_sections(d, len, zebin_section, &z);
	for (i = 0; z.sym && z.str && i + 24 <= z.nsym; i += 24) {
		uint32_t name = rd32(z.sym + i);
		uint64_t size64 = (uint64_t)rd32(z.sym + i + 16) | (uint64_t)rd32(z.sym + i + 20) << 32;
		size_t j;

		if ((z.sym[i + 4] & 0xf) != 2 || name >= z.nstr) /* STT_FUNC */
			continue;
		for (j = 0; j < n; j++)
			if (strnlen((const char *)z.str + name, z.nstr - name) == strlen(out[j].name) &&
			    memcmp(z.str + name, out[j].name, strlen(out[j].name)) == 0)
				out[j].isa_size = (long)size64;
	}
	return (long)n;
}

long
nat_kernels(const uint8_t *d, size_t len, NatKernel *out, size_t max, char *err, size_t errlen)
{
	switch (nat_format(d, len)) {
	case NAT_PATCHTOKENS: {
		Find f = {"Intel(R) OpenCL Device Binary", 0, NULL, 0};

		if (!nat_elf_sections(d, len, find_section, &f) || !f.data) {
			snprintf(err, errlen, "the OpenCL ELF has no device binary section");
			return -1;
		}
		return patch_program(f.data, f.size, out, max, err, errlen);
	}
	case NAT_ZEBIN:
		return zebin_kernels(d, len, out, max, err, errlen);
	case NAT_AR:
		snprintf(err, errlen, "a fat binary holds several device binaries; read each member");
		return -1;
	default:
		snprintf(err, errlen, "not a device binary IGC writes (neither zebin nor patch tokens)");
		return -1;
	}
}

/* "-" for a value the format does not carry. */
static const char *
num(long v, char *buf, size_t n)
{
	if (v < 0)
		return "-";
	snprintf(buf, n, "%ld", v);
	return buf;
}

/* The report of one device binary, under a line naming the device. */
static bool
report_one(NatBuf *b, const uint8_t *d, size_t len, const char *device, char *err, size_t errlen)
{
	NatKernel k[256];
	long n = nat_kernels(d, len, k, 256, err, errlen), i;

	if (n < 0)
		return false;
	nat_buf_printf(b, "%s: %s, %ld kernel%s\n", device,
	               nat_format(d, len) == NAT_ZEBIN ? "zebin" : "patch tokens", n, n == 1 ? "" : "s");
	for (i = 0; i < n; i++) {
		char v[9][32];

		nat_buf_printf(b, "  %s: SIMD%s, GRF %s, private %s, scratch %s, spill %s, SLM %s, barriers %s, "
		               "binary %s, ISA %s\n", k[i].name, num(k[i].simd, v[0], 32), num(k[i].grf, v[1], 32),
		               num(k[i].private_size, v[2], 32), num(k[i].scratch, v[3], 32), num(k[i].spill, v[4], 32),
		               num(k[i].slm, v[5], 32), num(k[i].barriers, v[6], 32), num(k[i].binary_size, v[7], 32),
		               num(k[i].isa_size, v[8], 32));
	}
	return true;
}

char *
nat_report(const uint8_t *d, size_t len, const char *device, char *err, size_t errlen)
{
	NatBuf b = {0};

	if (nat_format(d, len) == NAT_AR) {
		NatMember m[64];
		long n = nat_ar_members(d, len, m, 64), i;

		if (n < 0) {
			snprintf(err, errlen, "the fat binary is cut short");
			return NULL;
		}
		for (i = 0; i < n; i++) {
			const char *dot = strchr(m[i].name, '.');
			unsigned a, r, v;
			char label[96];

			if (!dot || sscanf(dot + 1, "%u.%u.%u", &a, &r, &v) != 3)
				continue; /* pad_N, generic_ir */
			{
				const NatDevice *dev = nat_device_by_ip(NAT_IP(a, r, v));

				snprintf(label, sizeof label, "%s (%s)", dev ? dev->name : "unknown device", dot + 1);
			}
			if (!report_one(&b, m[i].data, m[i].len, label, err, errlen)) {
				free(b.p);
				return NULL;
			}
		}
	} else if (!report_one(&b, d, len, device ? device : "device", err, errlen)) {
		free(b.p);
		return NULL;
	}
	if (b.failed) {
		free(b.p);
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	return (char *)b.p;
}
