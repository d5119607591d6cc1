/* disasm.c — decoding an instruction's operands with the grammar tables,
 * and printing one instruction the way `spirv-dis --raw-id` does, for
 * diagnostics ("word 57: %12 = OpTypeInt 32 1: ...").
 *
 * The decoder follows the grammar's operand list (2.3 Physical Layout of a
 * SPIR-V Module and Instruction): quantified operands consume words while
 * there are any, an enumerant brings its parameters, every set bit of a mask
 * brings those of its bit, a string runs to the word holding its NUL.  It
 * never reads past the instruction's word count, whatever the words say. */
#include <stdio.h>
#include <string.h>

#include <spirv/unified1/spirv.h>

#include "read.h"

typedef struct Dec {
	const uint32_t *w;   /* the instruction */
	uint32_t nw;         /* its word count */
	uint32_t pos;        /* next word */
	const SpvLookup *lk;
	SpvOpd *out;
	size_t n;            /* operands decoded */
	const char *err;     /* first fault */
} Dec;

static void operands(Dec *d, const SpvOperandSpec *s, unsigned ns);

static void
emit(Dec *d, int kind, int role, uint32_t nwords)
{
	d->out[d->n].kind = (uint8_t)kind;
	d->out[d->n].role = (uint8_t)role;
	d->out[d->n].at = (uint16_t)d->pos;
	d->out[d->n].n = (uint16_t)nwords;
	d->n++;
	d->pos += nwords;
}

/* Words of a literal number of the type of value id (OpSwitch). */
static uint32_t
literal_words(Dec *d, uint32_t value)
{
	unsigned width = 32;

	if (d->lk && d->lk->type_of && d->lk->type_class) {
		uint32_t ty = d->lk->type_of(d->lk->ud, value);

		if (ty && d->lk->type_class(d->lk->ud, ty, &width) && width > 32)
			return 2;
	}
	return 1;
}

/* One operand of this kind at d->pos, which is < d->nw. */
static void
operand(Dec *d, const SpvOperandSpec *s)
{
	const SpvKindInfo *k = &spv_kinds[s->kind];
	uint32_t v, i;

	switch (k->cat) {
	case SPV_CAT_ID:
		emit(d, s->kind, s->role, 1);
		return;
	case SPV_CAT_LITERAL:
		if (s->kind == SPV_K_LiteralString) {
			for (i = d->pos; i < d->nw; i++) {
				uint32_t x = d->w[i];

				if (!(x & 0xff) || !(x & 0xff00) || !(x & 0xff0000) || !(x & 0xff000000u))
					break;
			}
			if (i == d->nw) {
				d->err = "string operand has no terminating NUL";
				return;
			}
			emit(d, s->kind, 0, i - d->pos + 1);
		} else if (s->kind == SPV_K_LiteralContextDependentNumber) {
			/* OpConstant and OpSpecConstant: the rest of the words */
			emit(d, s->kind, 0, d->nw - d->pos);
		} else if (s->kind == SPV_K_LiteralSpecConstantOpInteger) {
			const SpvOpInfo *inner = spv_op_info(d->w[d->pos]);
			unsigned j;

			emit(d, s->kind, 0, 1);
			if (!inner) {
				d->err = "OpSpecConstantOp names an unknown opcode";
				return;
			}
			/* the operation's own operands without its type and result */
			for (j = 0; j < inner->nops && !d->err; j++) {
				const SpvOperandSpec *is = &spv_specs[inner->first + j];

				if (is->kind != SPV_K_IdResultType && is->kind != SPV_K_IdResult)
					operands(d, is, 1);
			}
		} else {
			emit(d, s->kind, 0, 1);
		}
		return;
	case SPV_CAT_COMPOSITE: {
		SpvOperandSpec a = {k->base0, SPV_Q_ONE, 0}, b = {k->base1, SPV_Q_ONE, 0};

		if (s->kind == SPV_K_PairLiteralIntegerIdRef && (d->w[0] & 0xffff) == SpvOpSwitch) {
			/* a case literal as wide as the selector */
			uint32_t n = literal_words(d, d->w[1]);

			if (d->pos + n > d->nw) {
				d->err = "OpSwitch case literal is cut short";
				return;
			}
			emit(d, SPV_K_LiteralContextDependentNumber, 0, n);
		} else {
			operands(d, &a, 1);
		}
		if (d->err)
			return;
		if (d->pos >= d->nw) {
			d->err = "pair operand is missing its second half";
			return;
		}
		operands(d, &b, 1);
		return;
	}
	case SPV_CAT_VALUEENUM: {
		const SpvEnumerant *e;

		v = d->w[d->pos];
		emit(d, s->kind, 0, 1);
		e = spv_enumerant(s->kind, v);
		if (e && e->nparams)
			operands(d, &spv_specs[e->first], e->nparams);
		return;
	}
	case SPV_CAT_BITENUM:
		v = d->w[d->pos];
		emit(d, s->kind, 0, 1);
		/* parameters follow in the order of the bits, lowest first */
		for (i = 0; i < 32 && !d->err; i++) {
			const SpvEnumerant *e;

			if (!(v >> i & 1))
				continue;
			e = spv_enumerant(s->kind, 1u << i);
			if (e && e->nparams)
				operands(d, &spv_specs[e->first], e->nparams);
		}
		return;
	}
}

/* The operands of a spec list with their quantifiers. */
static void
operands(Dec *d, const SpvOperandSpec *s, unsigned ns)
{
	unsigned i;

	for (i = 0; i < ns && !d->err; i++) {
		switch (s[i].quant) {
		case SPV_Q_ONE:
			if (d->pos >= d->nw) {
				d->err = "too few words for its operands";
				return;
			}
			operand(d, &s[i]);
			break;
		case SPV_Q_OPT:
			if (d->pos < d->nw)
				operand(d, &s[i]);
			break;
		case SPV_Q_ANY:
			while (d->pos < d->nw && !d->err)
				operand(d, &s[i]);
			break;
		}
	}
}

int
spv_ext_set_named(const char *name)
{
	if (strcmp(name, "OpenCL.std") == 0)
		return SPV_SET_OCL;
	if (strcmp(name, "OpenCL.DebugInfo.100") == 0)
		return SPV_SET_DEBUG;
	if (strncmp(name, "NonSemantic.", 12) == 0)
		return SPV_SET_NONSEMANTIC;
	return SPV_SET_UNKNOWN;
}

const SpvExtInstInfo *
spv_ext_info(int set, uint32_t num)
{
	return set == SPV_SET_OCL ? spv_ocl_info(num) : set == SPV_SET_DEBUG ? spv_dbg_info(num) : NULL;
}

size_t
spv_decode(const uint32_t *ins, uint32_t nw, const SpvLookup *lk, SpvOpd *out, const char **err)
{
	Dec d = {ins, nw, 1, lk, out, 0, NULL};
	const SpvOpInfo *op = spv_op_info(ins[0] & 0xffff);
	unsigned i;

	*err = NULL;
	if (!op) {
		*err = "unknown opcode";
		return 0;
	}
	for (i = 0; i < op->nops && !d.err; i++) {
		const SpvOperandSpec *s = &spv_specs[op->first + i];

		if (s->kind == SPV_K_LiteralExtInstInteger && d.pos < d.nw && lk && lk->ext_set &&
		    lk->ext_set(lk->ud, ins[3]) != SPV_SET_UNKNOWN) {
			/* OpExtInst of a set the tables know: that instruction's operands */
			const SpvExtInstInfo *x = spv_ext_info(lk->ext_set(lk->ud, ins[3]), ins[d.pos]);

			emit(&d, s->kind, 0, 1);
			if (x) {
				operands(&d, &spv_specs[x->first], x->nops);
				break;
			}
			continue;
		}
		operands(&d, s, 1);
	}
	if (d.err)
		*err = d.err;
	else if (d.pos < nw)
		*err = "more words than its operands take";
	return d.n;
}

/* ---- printing ----------------------------------------------------------- */

static void
put_string(Buf *b, const uint32_t *w, uint32_t n)
{
	uint32_t i;

	buf_putc(b, '"');
	for (i = 0; i < n * 4; i++) {
		unsigned ch = w[i / 4] >> (8 * (i % 4)) & 0xff;

		if (!ch)
			break;
		if (ch == '"' || ch == '\\')
			buf_printf(b, "\\%c", ch);
		else if (ch < 0x20 || ch >= 0x7f)
			buf_printf(b, "\\x%02x", ch);
		else
			buf_putc(b, (int)ch);
	}
	buf_putc(b, '"');
}

/* A 16-bit float the way spirv-dis prints it: hexadecimal, normalized
 * ("0x1.8p+0"), denormals too ("0x1p-24"); infinities and NaNs with the
 * exponent 16 ("0x1p+16", "0x1.2p+16"). */
static void
put_half(Buf *b, uint32_t h)
{
	int e = (int)(h >> 10 & 0x1f);
	uint32_t m = h & 0x3ff;
	unsigned digits = 3;

	buf_puts(b, h & 0x8000 ? " -" : " ");
	if (e == 0 && m == 0) {
		buf_puts(b, "0x0p+0");
		return;
	}
	if (e == 0) {
		/* denormal: shift the leading 1 up to the hidden bit */
		e = 1;
		while (!(m & 0x400))
			m <<= 1, e--;
		m &= 0x3ff;
	}
	m <<= 2; /* 10 bits to 3 hex digits */
	while (digits && !(m & 0xf))
		m >>= 4, digits--;
	if (digits)
		buf_printf(b, "0x1.%0*xp%+d", (int)digits, m, e == 31 ? 16 : e - 15);
	else
		buf_printf(b, "0x1p%+d", e == 31 ? 16 : e - 15);
}

static void
put_number(Buf *b, const uint32_t *w, uint32_t n, int cls, unsigned width)
{
	if (cls == 'f' && width == 32 && n == 1) {
		float f;
		char t[64];

		memcpy(&f, &w[0], 4);
		zc_format_g(t, (double)f, 9); /* %.9g, whatever the locale's decimal point */
		buf_printf(b, " %s", t);
	} else if (cls == 'f' && width == 64 && n == 2) {
		uint64_t u = (uint64_t)w[1] << 32 | w[0];
		double f;
		char t[64];

		memcpy(&f, &u, 8);
		zc_format_g(t, f, 17);
		buf_printf(b, " %s", t);
	} else if (cls == 'f' && width == 16 && n == 1) {
		put_half(b, w[0] & 0xffff);
	} else if (n == 2) {
		buf_printf(b, " %llu", (unsigned long long)((uint64_t)w[1] << 32 | w[0]));
	} else {
		uint32_t i;

		for (i = 0; i < n; i++)
			buf_printf(b, " %u", w[i]);
	}
}

static void
put_enum(Buf *b, int kind, uint32_t v)
{
	const char *name;

	if (spv_kinds[kind].cat == SPV_CAT_BITENUM) {
		bool first = true;
		unsigned i;

		if (v == 0) {
			name = spv_enum_name(kind, 0);
			buf_printf(b, " %s", name ? name : "0");
			return;
		}
		buf_putc(b, ' ');
		for (i = 0; i < 32; i++) {
			if (!(v >> i & 1))
				continue;
			name = spv_enum_name(kind, 1u << i);
			if (!first)
				buf_putc(b, '|');
			if (name)
				buf_puts(b, name);
			else
				buf_printf(b, "0x%x", 1u << i);
			first = false;
		}
		return;
	}
	name = spv_enum_name(kind, v);
	if (name)
		buf_printf(b, " %s", name);
	else
		buf_printf(b, " %u", v);
}

char *
spv_disasm(Arena *a, const uint32_t *ins, uint32_t nw, const SpvLookup *lk)
{
	const SpvOpInfo *op = spv_op_info(ins[0] & 0xffff);
	SpvOpd *opd;
	const char *err;
	size_t n, i;
	Buf b;

	buf_init(&b, a);
	if (!op) {
		buf_printf(&b, "Op%u", ins[0] & 0xffff);
		for (i = 1; i < nw && i < 8; i++)
			buf_printf(&b, " !%u", ins[i]);
		if (nw > 8)
			buf_puts(&b, " ...");
		return b.s;
	}
	opd = ar_alloc(a, (nw + 1) * sizeof *opd);
	n = spv_decode(ins, nw, lk, opd, &err);
	for (i = 0; i < n; i++)
		if (opd[i].kind == SPV_K_IdResult)
			buf_printf(&b, "%%%u = ", ins[opd[i].at]);
	buf_puts(&b, op->name);
	for (i = 0; i < n && b.n < 200; i++) {
		const SpvOpd *o = &opd[i];
		const uint32_t *w = ins + o->at;

		switch (o->kind) {
		case SPV_K_IdResult:
			break;
		case SPV_K_LiteralString:
			buf_putc(&b, ' ');
			put_string(&b, w, o->n);
			break;
		case SPV_K_LiteralInteger:
			buf_printf(&b, " %u", w[0]);
			break;
		case SPV_K_LiteralContextDependentNumber: {
			unsigned width = 0;
			int cls = 0;

			if (lk && lk->type_class) {
				uint32_t ty = (ins[0] & 0xffff) == SpvOpSwitch && lk->type_of
				              ? lk->type_of(lk->ud, ins[1]) : ins[1];

				cls = ty ? lk->type_class(lk->ud, ty, &width) : 0;
			}
			put_number(&b, w, o->n, cls, width);
			break;
		}
		case SPV_K_LiteralExtInstInteger: {
			const SpvExtInstInfo *x = lk && lk->ext_set ? spv_ext_info(lk->ext_set(lk->ud, ins[3]), w[0]) : NULL;

			if (x)
				buf_printf(&b, " %s", x->name);
			else
				buf_printf(&b, " %u", w[0]);
			break;
		}
		case SPV_K_LiteralSpecConstantOpInteger: {
			const SpvOpInfo *inner = spv_op_info(w[0]);

			if (inner)
				buf_printf(&b, " %s", inner->name + 2);
			else
				buf_printf(&b, " %u", w[0]);
			break;
		}
		default:
			if (spv_kinds[o->kind].cat == SPV_CAT_ID)
				buf_printf(&b, " %%%u", w[0]);
			else if (spv_kinds[o->kind].cat == SPV_CAT_VALUEENUM ||
			         spv_kinds[o->kind].cat == SPV_CAT_BITENUM)
				put_enum(&b, o->kind, w[0]);
			else
				buf_printf(&b, " %u", w[0]);
			break;
		}
	}
	if (i < n || b.n > 200) {
		if (b.n > 200)
			b.n = 200, b.s[200] = 0;
		buf_puts(&b, " ...");
	} else if (err) {
		/* show the words the grammar could not place */
		uint32_t at = n ? opd[n - 1].at + opd[n - 1].n : 1;

		for (; at < nw && at < 12; at++)
			buf_printf(&b, " !%u", ins[at]);
		if (at < nw)
			buf_puts(&b, " ...");
	}
	return b.s;
}
