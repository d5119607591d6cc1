/* read.c — a SPIR-V binary read (read.h), the way the verifier and the
 * linker both read the modules they are given: the header (2.3 Physical
 * Layout), the instructions by their word counts, each instruction decoded
 * against the grammar for its result and its id operands, which
 * instruction defines each id, the extended instruction sets imported, and
 * each instruction's section of the logical layout (2.4).  The reader
 * checks what every reading needs (the header, word counts, operands
 * against the grammar, ids below the bound, defined once and used only if
 * defined) and hands each fault to its caller; the rules of the Level Zero
 * environment and of linking are the callers'.
 *
 * Ids may be anywhere below the bound the module declares, which the
 * module chooses: the definitions are a table by id only where the bound
 * is in proportion to the words, an integer map where it is not. */
#include <string.h>

#include <spirv/unified1/spirv.h>

#include "read.h"

/* A fault reported to the caller: whether reading goes on. */
static bool
say(SpvBinary *b, int fault, size_t ins, uint32_t word, const char *fmt, ...)
{
	va_list ap;
	char *msg;

	va_start(ap, fmt);
	msg = ar_vprintf(&b->c->ar, fmt, ap);
	va_end(ap);
	return b->fault(b->ud, fault, ins, word, msg);
}

/* ---- what the module defines ------------------------------------------- */

/* Index + 1 of the instruction defining id, 0 if none (yet). */
static uint32_t
def_get(const SpvBinary *b, uint32_t id)
{
	if (b->defs)
		return id < b->bound ? b->defs[id] : 0;
	return u64_get(&b->def, id);
}

const SpvIns *
spv_def(const SpvBinary *b, uint32_t id)
{
	uint32_t k = def_get(b, id);

	return k ? &b->ins.v[k - 1] : NULL;
}

const char *
spv_str(const SpvBinary *b, const SpvIns *in, unsigned k)
{
	const uint32_t *w = spv_ins_words(b, in);
	Buf s;

	buf_init(&s, &b->c->ar);
	for (; k < in->nw; k++) {
		unsigned j;

		for (j = 0; j < 4; j++) {
			char ch = (char)(w[k] >> (8 * j) & 0xff);

			if (!ch)
				return s.s;
			buf_putc(&s, ch);
		}
	}
	return s.s;
}

int
spv_ext_set(const SpvBinary *b, uint32_t id)
{
	uint32_t k;

	if (id && id == b->ocl)
		return SPV_SET_OCL; /* the common case: an OpExtInst every few instructions */
	k = u64_get(&b->sets, id);

	return k ? (int)k - 1 : SPV_SET_UNKNOWN;
}

uint32_t
spv_type_of(const SpvBinary *b, uint32_t id)
{
	const SpvIns *d = spv_def(b, id);
	const SpvOpInfo *op = d ? spv_op_info(d->op) : NULL;

	if (!op || !op->nops || spv_specs[op->first].kind != SPV_K_IdResultType || d->nw < 2)
		return 0;
	return spv_ins_words(b, d)[1];
}

/* ---- decoding help backed by the module --------------------------------- */

static int
lk_type_class(void *ud, uint32_t ty, unsigned *width)
{
	const SpvBinary *b = ud;
	const SpvIns *d = spv_def(b, ty);

	if (!d || (d->op != SpvOpTypeInt && d->op != SpvOpTypeFloat))
		return 0;
	*width = d->nw > 2 ? spv_ins_words(b, d)[2] : 0;
	return d->op == SpvOpTypeInt ? 'i' : 'f';
}

static uint32_t
lk_type_of(void *ud, uint32_t id)
{
	return spv_type_of(ud, id);
}

static int
lk_ext_set(void *ud, uint32_t id)
{
	return spv_ext_set(ud, id);
}

/* ---- the header and the instructions ---------------------------------- */

bool
spv_read_header(SpvBinary *b, Ctx *c, const uint32_t *words, size_t nwords, SpvFaultFn fault,
                void *ud)
{
	const uint32_t *w = words;

	memset(b, 0, sizeof *b);
	b->c = c;
	b->w = words;
	b->nw = words ? nwords : 0;
	b->fault = fault;
	b->ud = ud;
	b->lk.ud = b;
	b->lk.type_class = lk_type_class;
	b->lk.type_of = lk_type_of;
	b->lk.ext_set = lk_ext_set;
	if (b->nw < 5)
		return say(b, SPV_FAULT_HEADER, (size_t)-1, 0,
		           "the module has %zu words; a SPIR-V module starts with a 5-word header", b->nw), false;
	if (w[0] == 0x03022307u)
		return say(b, SPV_FAULT_ENDIAN, (size_t)-1, 0,
		           "the module's words are byte-swapped (another endianness); they are read in host order"), false;
	if (w[0] != SpvMagicNumber)
		return say(b, SPV_FAULT_HEADER, (size_t)-1, 0,
		           "not a SPIR-V module: it starts with 0x%08x, not the magic number 0x07230203", w[0]), false;
	if (b->nw > UINT32_MAX)
		return say(b, SPV_FAULT_HEADER, (size_t)-1, 0, "the module has more than 2^32 words"), false;
	b->version = w[1];
	if (!spv_version_ok(b->version) &&
	    !say(b, SPV_FAULT_HEADER, (size_t)-1, 1, "version word 0x%08x is not a SPIR-V version 1.0 to 1.6",
	         b->version))
		return false;
	b->bound = w[3];
	if (b->bound == 0 && !say(b, SPV_FAULT_HEADER, (size_t)-1, 3, "the id bound is 0"))
		return false;
	if (w[4] != 0 && !say(b, SPV_FAULT_SCHEMA, (size_t)-1, 4, "schema word is %u, not 0", w[4]))
		return false;
	return true;
}

/* The words into instructions, as far as the word counts allow: false if
 * a bad one stopped the reading and the caller reads no further. */
static bool
split(SpvBinary *b)
{
	size_t at = 5;

	while (at < b->nw) {
		uint32_t wc = b->w[at] >> 16, op = b->w[at] & 0xffff;
		SpvIns in = {0};

		if (wc == 0) {
			b->cut = true;
			return say(b, SPV_FAULT_WORD_COUNT, (size_t)-1, (uint32_t)at,
			           "instruction word 0x%08x (opcode %u) has word count 0; the rest of the "
			           "module cannot be read", b->w[at], op);
		}
		if (wc > b->nw - at) {
			b->cut = true;
			return say(b, SPV_FAULT_TRUNCATED, (size_t)-1, (uint32_t)at,
			           "instruction word 0x%08x (opcode %u) says %u words but only %zu remain",
			           b->w[at], op, wc, b->nw - at);
		}
		in.off = (uint32_t)at;
		in.op = (uint16_t)op;
		in.nw = (uint16_t)wc;
		VEC_PUSH(&b->c->ar, &b->ins, in);
		at += wc;
	}
	return true;
}

int
spv_placement(uint32_t op)
{
	const SpvOpInfo *info;

	switch (op) {
	case SpvOpCapability: return SEC_CAPABILITY;
	case SpvOpExtension: return SEC_EXTENSION;
	case SpvOpExtInstImport: return SEC_EXTINST_IMPORT;
	case SpvOpMemoryModel: return SEC_MEMORY_MODEL;
	case SpvOpEntryPoint: return SEC_ENTRY_POINT;
	case SpvOpExecutionMode: case SpvOpExecutionModeId: return SEC_EXECUTION_MODE;
	case SpvOpString: case SpvOpSourceExtension: case SpvOpSource: case SpvOpSourceContinued:
		return SEC_DEBUG_SOURCE;
	case SpvOpName: case SpvOpMemberName: return SEC_DEBUG_NAME;
	case SpvOpModuleProcessed: return SEC_DEBUG_PROCESSED;
	case SpvOpDecorate: case SpvOpMemberDecorate: case SpvOpDecorateId: case SpvOpDecorateString:
	case SpvOpMemberDecorateString: case SpvOpDecorationGroup: case SpvOpGroupDecorate:
	case SpvOpGroupMemberDecorate:
		return SEC_ANNOTATION;
	case SpvOpVariable: case SpvOpUndef: case SpvOpLine: case SpvOpNoLine: case SpvOpExtInst:
		return SPV_PLACE_EITHER;
	}
	info = spv_op_info(op);
	if (info && (info->cls == SPV_CLASS_Type_Declaration || info->cls == SPV_CLASS_Constant_Creation))
		return SPV_PLACE_GLOBAL;
	return SPV_PLACE_FUNC;
}

/* Decode instruction i: its result, its id operands, the definition it
 * makes.  False if a fault stopped the reading. */
static bool
decode(SpvBinary *b, size_t i)
{
	SpvIns *in = &b->ins.v[i];
	const uint32_t *w = spv_ins_words(b, in);
	const char *err;
	size_t n = spv_decode(w, in->nw, &b->lk, b->opd, &err), k;

	in->ids = (uint32_t)b->idpos.n;
	if (err) {
		in->malformed = true;
		if (!(spv_op_info(in->op)
		      ? say(b, SPV_FAULT_OPERANDS, i, in->off, "the operands do not match the grammar: %s", err)
		      : say(b, SPV_FAULT_OPCODE, i, in->off, "opcode %u is not in the SPIR-V grammar zocc knows "
		            "(SPIR-V 1.6)", in->op)))
			return false;
	}
	for (k = 0; k < n; k++) {
		const SpvOpd *o = &b->opd[k];
		uint32_t id = w[o->at], prev;

		if (spv_kinds[o->kind].cat != SPV_CAT_ID)
			continue;
		if (o->kind == SPV_K_IdResult) {
			in->res = o->at;
		} else {
			VEC_PUSH(&b->c->ar, &b->idpos, o->at);
			in->nids++;
		}
		if (id == 0) {
			if (!say(b, SPV_FAULT_ID, i, in->off, "id 0 is not a valid id"))
				return false;
			continue;
		}
		if (id >= b->bound) {
			if (!say(b, SPV_FAULT_ID, i, in->off, "id %u is not below the bound %u", id, b->bound))
				return false;
			continue;
		}
		if (o->kind != SPV_K_IdResult)
			continue;
		if ((prev = def_get(b, id)) != 0) {
			if (!say(b, SPV_FAULT_ID, i, in->off, "id %%%u is defined again (first at word %u)", id,
			         b->ins.v[prev - 1].off))
				return false;
		} else if (b->defs) {
			b->defs[id] = (uint32_t)i + 1;
		} else {
			u64_put(b->c, &b->def, id, (uint32_t)i + 1);
		}
	}
	in->debug = in->op == SpvOpExtInst && in->nw > 3 && spv_ext_set(b, w[3]) != SPV_SET_OCL;
	return true;
}

bool
spv_read_insts(SpvBinary *b)
{
	size_t i, k, longest = 1;
	bool infn = false;

	if (!split(b))
		return false;
	for (i = 0; i < b->ins.n; i++)
		if (b->ins.v[i].nw > longest)
			longest = b->ins.v[i].nw;
	b->opd = ar_alloc(&b->c->ar, (longest + 1) * sizeof *b->opd);
	/* each id takes an instruction of two words or more to define: a
	 * table by id where the bound says no more than that (any module a
	 * compiler made), a map where it says far more */
	if (b->bound <= 4 * b->nw + 4096)
		b->defs = ar_alloc(&b->c->ar, (size_t)b->bound * sizeof *b->defs);
	else
		u64_reserve(b->c, &b->def, b->ins.n);
	/* the sets first, each import once (a module with debug information
	 * has an OpExtInst every few instructions) */
	for (i = 0; i < b->ins.n; i++) {
		const SpvIns *in = &b->ins.v[i];
		uint32_t id = in->nw >= 3 ? spv_ins_words(b, in)[1] : 0;
		int set;

		if (in->op != SpvOpExtInstImport || !id || u64_get(&b->sets, id))
			continue;
		set = spv_ext_set_named(spv_str(b, in, 2));
		u64_put(b->c, &b->sets, id, (uint32_t)set + 1);
		if (set == SPV_SET_OCL && !b->ocl)
			b->ocl = id;
	}
	for (i = 0; i < b->ins.n; i++) {
		SpvIns *in = &b->ins.v[i];
		int place;

		if (!decode(b, i))
			return false;
		infn |= in->op == SpvOpFunction;
		place = infn ? SPV_PLACE_FUNC : spv_placement(in->op);
		in->sec = (uint8_t)(place == SPV_PLACE_FUNC ? SEC_FUNCTION : place > SEC_COUNT ? SEC_GLOBAL : place);
		infn &= in->op != SpvOpFunctionEnd;
	}
	/* every id used is defined (0 and ids past the bound said already) */
	for (i = 0; i < b->ins.n; i++) {
		const SpvIns *in = &b->ins.v[i];
		const uint32_t *w = spv_ins_words(b, in);

		for (k = 0; k < in->nids; k++) {
			uint32_t id = w[b->idpos.v[in->ids + k]];

			if (id && id < b->bound && !def_get(b, id) &&
			    !say(b, SPV_FAULT_ID, i, in->off, "id %%%u is never defined", id))
				return false;
		}
	}
	return true;
}

/* ---- types in messages ------------------------------------------------ */

static const char *
space_name(Arena *a, uint32_t sc)
{
	const char *n;

	switch (sc) {
	case SpvStorageClassCrossWorkgroup: return "global ";
	case SpvStorageClassWorkgroup: return "local ";
	case SpvStorageClassUniformConstant: return "constant ";
	case SpvStorageClassFunction: return "private ";
	case SpvStorageClassGeneric: return "generic ";
	case SpvStorageClassInput: return "input ";
	}
	n = spv_enum_name(SPV_K_StorageClass, sc);
	return n ? ar_printf(a, "%s ", n) : ar_printf(a, "storage class %u ", sc);
}

/* The value of an integer OpConstant, for an array's length. */
static bool
int_const(const SpvBinary *b, uint32_t id, uint64_t *v)
{
	const SpvIns *d = spv_def(b, id);
	const uint32_t *w;

	if (!d || d->op != SpvOpConstant || d->nw < 4 || d->nw > 5)
		return false;
	w = spv_ins_words(b, d);
	*v = w[3] | (d->nw == 5 ? (uint64_t)w[4] << 32 : 0);
	return true;
}

/* Type names nest (a pointer to a struct of ...); a malformed module may
 * make them cycle, so the nesting is cut off, and a long one shortened. */
static void
spell(const SpvBinary *b, uint32_t ty, Buf *s, int depth)
{
	const SpvIns *d = spv_def(b, ty);
	Arena *a = &b->c->ar;
	const uint32_t *w;
	uint32_t k;

	if (s->n > 200)
		return;
	if (!d) {
		buf_printf(s, "%%%u (undefined)", ty);
		return;
	}
	if (depth > 8) {
		buf_puts(s, "...");
		return;
	}
	w = spv_ins_words(b, d);
	switch (d->nw < 2 ? 0 : d->op) {
	case SpvOpTypeVoid:
		buf_puts(s, "void");
		return;
	case SpvOpTypeBool:
		buf_puts(s, "bool");
		return;
	case SpvOpTypeInt:
		if (d->nw < 3)
			break;
		buf_puts(s, w[2] == 8 ? "char" : w[2] == 16 ? "short" : w[2] == 32 ? "int" : w[2] == 64 ? "long" :
		         ar_printf(a, "int%u", w[2]));
		return;
	case SpvOpTypeFloat:
		if (d->nw < 3)
			break;
		buf_puts(s, w[2] == 16 ? "half" : w[2] == 32 ? "float" : w[2] == 64 ? "double" :
		         ar_printf(a, "float%u", w[2]));
		return;
	case SpvOpTypeVector:
		if (d->nw < 4)
			break;
		if (w[3] == 2 || w[3] == 3 || w[3] == 4 || w[3] == 8 || w[3] == 16) {
			spell(b, w[2], s, depth + 1);
			buf_printf(s, "%u", w[3]);
		} else {
			/* no OpenCL C name: "int5" would read as a type */
			buf_printf(s, "vector of %u ", w[3]);
			spell(b, w[2], s, depth + 1);
		}
		return;
	case SpvOpTypePointer:
		if (d->nw < 4)
			break;
		buf_puts(s, space_name(a, w[2]));
		spell(b, w[3], s, depth + 1);
		buf_puts(s, " *");
		return;
	case SpvOpTypeArray: {
		uint64_t n;

		if (d->nw < 4)
			break;
		spell(b, w[2], s, depth + 1);
		if (int_const(b, w[3], &n))
			buf_printf(s, "[%llu]", (unsigned long long)n);
		else
			buf_puts(s, "[?]");
		return;
	}
	case SpvOpTypeStruct:
		buf_puts(s, "struct {");
		for (k = 2; k < d->nw && s->n <= 200; k++) {
			buf_puts(s, k > 2 ? ", " : "");
			spell(b, w[k], s, depth + 1);
		}
		buf_puts(s, "}");
		return;
	case SpvOpTypeFunction:
		if (d->nw < 3)
			break;
		spell(b, w[2], s, depth + 1);
		buf_puts(s, " (");
		for (k = 3; k < d->nw && s->n <= 200; k++) {
			buf_puts(s, k > 3 ? ", " : "");
			spell(b, w[k], s, depth + 1);
		}
		buf_puts(s, ")");
		return;
	case SpvOpTypeSampler:
		buf_puts(s, "sampler_t");
		return;
	case SpvOpTypeEvent:
		buf_puts(s, "event_t");
		return;
	case SpvOpTypeOpaque:
		buf_printf(s, "opaque '%s'", spv_str(b, d, 2));
		return;
	}
	{
		const SpvOpInfo *op = spv_op_info(d->op);

		buf_printf(s, "%s %%%u", op ? op->name : "?", ty);
	}
}

const char *
spv_type_name(const SpvBinary *b, uint32_t type, bool object)
{
	const SpvIns *d = spv_def(b, type);
	Buf s;

	buf_init(&s, &b->c->ar);
	if (object && d && d->op == SpvOpTypePointer && d->nw >= 4) {
		/* a variable: what it holds, where */
		buf_puts(&s, space_name(&b->c->ar, spv_ins_words(b, d)[2]));
		spell(b, spv_ins_words(b, d)[3], &s, 1);
	} else {
		spell(b, type, &s, 0);
	}
	if (s.n > 200) {
		s.n = 200;
		s.s[200] = 0;
		buf_puts(&s, " ...");
	}
	return s.s;
}
