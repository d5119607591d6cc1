/* link_read.c — reading a module given to the linker (link.c): the
 * header, every instruction decoded against the grammar (which operands
 * are ids, which instruction defines each id), and the logical layout
 * (SPIR-V 2.4): sections in order, functions whole, declarations before
 * definitions, every id defined once, used in no other function than the
 * one defining it, and in the global section defined before its use but
 * for pointers declared forward.  The words are
 * untrusted: each rule broken is an error naming the module, the word and
 * the instruction, and nothing is read outside the words.  What the linker
 * does next relies on what is checked here (an OpVariable's type is a
 * pointer, an OpFunction's an OpTypeFunction, a forward pointer's id an
 * OpTypePointer defined later). */
#include <string.h>

#include "linkint.h"

const char *
lstr(Arena *a, const LMod *m, const LIns *in, unsigned k)
{
	const uint32_t *w = lw(m, in);
	Buf b;

	buf_init(&b, a);
	for (; k < in->nw; k++) {
		unsigned j;

		for (j = 0; j < 4; j++) {
			char ch = (char)(w[k] >> (8 * j) & 0xff);

			if (!ch)
				return b.s;
			buf_putc(&b, ch);
		}
	}
	return b.s;
}

const LIns *
lgdef(const L *l, uint32_t g, const LMod **mod)
{
	size_t lo = 0, hi = l->n;

	/* the last module whose base is below g */
	while (hi - lo > 1) {
		size_t mid = (lo + hi) / 2;

		if (l->m[mid].base < g)
			lo = mid;
		else
			hi = mid;
	}
	if (mod)
		*mod = &l->m[lo];
	return g > l->m[lo].base ? ldef(&l->m[lo], g - l->m[lo].base) : NULL;
}

bool
link_err(L *l, const LMod *m, const LIns *in, const char *fmt, ...)
{
	va_list ap;
	char *why;

	va_start(ap, fmt);
	why = ar_vprintf(&l->c->ar, fmt, ap);
	va_end(ap);
	zc_error(l->c, (Loc){0}, "%s: word %u: %s: %s", m->name, in->off,
	         spv_disasm(&l->c->ar, lw(m, in), in->nw, &m->lk), why);
	return false;
}

static int
lk_type_class(void *ud, uint32_t ty, unsigned *width)
{
	const LIns *d = ldef(ud, ty);

	if (d && d->nw >= 3 && (d->op == SpvOpTypeInt || d->op == SpvOpTypeFloat)) {
		*width = lw(ud, d)[2];
		return d->op == SpvOpTypeInt ? 'i' : 'f';
	}
	return 0;
}

static uint32_t
lk_type_of(void *ud, uint32_t id)
{
	const LIns *d = ldef(ud, id);

	return d && d->res == 2 ? lw(ud, d)[1] : 0;
}

/* What an OpExtInstImport's set is, for its OpExtInsts' operands. */
enum { SET_UNKNOWN, SET_OCL, SET_DEBUG, SET_NONSEMANTIC };

static int
set_kind(const LMod *m, uint32_t id, Arena *a)
{
	const LIns *d = ldef(m, id);
	const char *s;

	if (!d || d->op != SpvOpExtInstImport)
		return SET_UNKNOWN;
	s = lstr(a, m, d, 2);
	if (strcmp(s, "OpenCL.std") == 0)
		return SET_OCL;
	if (strcmp(s, "OpenCL.DebugInfo.100") == 0)
		return SET_DEBUG;
	if (strncmp(s, "NonSemantic.", 12) == 0)
		return SET_NONSEMANTIC;
	return SET_UNKNOWN;
}

/* Which set an OpExtInstImport imports, for the decoder (SPV_SET_*) */
static int
lk_ext_set(void *ud, uint32_t id)
{
	const LIns *d = ldef(ud, id);
	const LMod *m = ud;
	static const char ocl[] = "OpenCL.std", dbg[] = "OpenCL.DebugInfo.100";

	/* without an arena: compare the words in place */
	if (!d || d->op != SpvOpExtInstImport)
		return SPV_SET_UNKNOWN;
	if (d->nw == 2 + (sizeof ocl + 3) / 4 && memcmp(lw(m, d) + 2, ocl, sizeof ocl) == 0)
		return SPV_SET_OCL;
	if (d->nw == 2 + (sizeof dbg + 3) / 4 && memcmp(lw(m, d) + 2, dbg, sizeof dbg) == 0)
		return SPV_SET_DEBUG;
	return SPV_SET_UNKNOWN;
}

/* OpenCL.DebugInfo.100's operands, from its grammar (SPIRV-Headers'
 * extinst.opencl.debuginfo.100.grammar.json): one letter a word, i an id
 * and l a literal (its enumerants take no parameters), then what any
 * further words are: 'i', 'l', or 0 for none. */
static const struct { const char *fixed; char rest; } debug_ops[] = {
	{"", 0},           /* 0 DebugInfoNone */
	{"llil", 0},       /* 1 DebugCompilationUnit */
	{"iil", 0},        /* 2 DebugTypeBasic */
	{"ill", 0},        /* 3 DebugTypePointer */
	{"il", 0},         /* 4 DebugTypeQualifier */
	{"i", 'i'},        /* 5 DebugTypeArray */
	{"il", 0},         /* 6 DebugTypeVector */
	{"iiilli", 0},     /* 7 DebugTypedef */
	{"li", 'i'},       /* 8 DebugTypeFunction */
	{"iiilliil", 'i'}, /* 9 DebugTypeEnum */
	{"ililliiil", 'i'}, /* 10 DebugTypeComposite */
	{"iiilliiil", 'i'}, /* 11 DebugTypeMember */
	{"iiiil", 0},      /* 12 DebugTypeInheritance */
	{"ii", 0},         /* 13 DebugTypePtrToMember */
	{"i", 'i'},        /* 14 DebugTypeTemplate */
	{"iiiill", 0},     /* 15 DebugTypeTemplateParameter */
	{"iiill", 0},      /* 16 DebugTypeTemplateTemplateParameter */
	{"iill", 'i'},     /* 17 DebugTypeTemplateParameterPack */
	{"iiilliiil", 'i'}, /* 18 DebugGlobalVariable */
	{"iiilliil", 0},   /* 19 DebugFunctionDeclaration */
	{"iiilliilli", 'i'}, /* 20 DebugFunction */
	{"illi", 'i'},     /* 21 DebugLexicalBlock */
	{"ili", 0},        /* 22 DebugLexicalBlockDiscriminator */
	{"i", 'i'},        /* 23 DebugScope */
	{"", 0},           /* 24 DebugNoScope */
	{"li", 'i'},       /* 25 DebugInlinedAt */
	{"iiillil", 'l'},  /* 26 DebugLocalVariable */
	{"ii", 0},         /* 27 DebugInlinedVariable */
	{"iii", 0},        /* 28 DebugDeclare */
	{"iii", 'i'},      /* 29 DebugValue */
	{"l", 'l'},        /* 30 DebugOperation */
	{"", 'i'},         /* 31 DebugExpression */
	{"ili", 'i'},      /* 32 DebugMacroDef */
	{"ili", 0},        /* 33 DebugMacroUndef */
	{"iliilli", 0},    /* 34 DebugImportedEntity */
	{"i", 'i'},        /* 35 DebugSource */
	{"iiiliiil", 0},   /* 36 DebugModuleINTEL */
};

/* Where an instruction may be (2.4): a fixed section, or the global
 * section only, or in a function only, or either of the last two. */
enum { P_GLOBAL = 100, P_FUNC, P_EITHER };

static int
placement(uint32_t op)
{
	const SpvOpInfo *info = spv_op_info(op);

	switch (op) {
	case SpvOpCapability: return SEC_CAPABILITY;
	case SpvOpExtension: return SEC_EXTENSION;
	case SpvOpExtInstImport: return SEC_EXTINST_IMPORT;
	case SpvOpMemoryModel: return SEC_MEMORY_MODEL;
	case SpvOpEntryPoint: return SEC_ENTRY_POINT;
	case SpvOpExecutionMode: case SpvOpExecutionModeId: return SEC_EXECUTION_MODE;
	case SpvOpString: case SpvOpSourceExtension: case SpvOpSource: case SpvOpSourceContinued: return SEC_DEBUG_SOURCE;
	case SpvOpName: case SpvOpMemberName: return SEC_DEBUG_NAME;
	case SpvOpModuleProcessed: return SEC_DEBUG_PROCESSED;
	case SpvOpDecorate: case SpvOpMemberDecorate: case SpvOpDecorateId: case SpvOpDecorateString:
	case SpvOpMemberDecorateString: case SpvOpDecorationGroup: case SpvOpGroupDecorate:
	case SpvOpGroupMemberDecorate:
		return SEC_ANNOTATION;
	case SpvOpVariable: case SpvOpUndef: case SpvOpLine: case SpvOpNoLine: case SpvOpExtInst:
		return P_EITHER;
	}
	if (info && (info->cls == SPV_CLASS_Type_Declaration || info->cls == SPV_CLASS_Constant_Creation))
		return P_GLOBAL;
	return P_FUNC;
}

/* Types and constants another module may declare the same (spec constants
 * are each the host's to set; OpSpecConstantOp computes from them). */
static bool
mergeable(uint32_t op)
{
	const SpvOpInfo *info = spv_op_info(op);

	switch (op) {
	case SpvOpTypeForwardPointer:
	case SpvOpSpecConstant: case SpvOpSpecConstantTrue: case SpvOpSpecConstantFalse:
	case SpvOpSpecConstantComposite:
		return false;
	case SpvOpUndef:
		return true;
	}
	return info && (info->cls == SPV_CLASS_Type_Declaration || info->cls == SPV_CLASS_Constant_Creation);
}

bool
link_is_type(uint32_t op)
{
	const SpvOpInfo *info = spv_op_info(op);

	return info && info->cls == SPV_CLASS_Type_Declaration;
}

/* The header and the instructions, with their results. */
static bool
read_words(L *l, LMod *m)
{
	Ctx *c = l->c;
	const uint32_t *w = m->w;
	size_t at, i;

	if (m->nw < 5) {
		zc_error(c, (Loc){0}, "%s: not a SPIR-V module: %zu words, fewer than a header's 5", m->name, m->nw);
		return false;
	}
	if (w[0] == 0x03022307u) {
		zc_error(c, (Loc){0}, "%s: the module's words are byte-swapped (another endianness); zocc reads them in host order", m->name);
		return false;
	}
	if (w[0] != SpvMagicNumber) {
		zc_error(c, (Loc){0}, "%s: not a SPIR-V module: it starts with 0x%08x, not the magic number 0x07230203", m->name, w[0]);
		return false;
	}
	m->version = w[1];
	if ((m->version & 0xff0000ffu) || m->version >> 16 != 1 || (m->version >> 8 & 0xff) > 6) {
		zc_error(c, (Loc){0}, "%s: word 1: version 0x%08x is not SPIR-V 1.0 to 1.6", m->name, m->version);
		return false;
	}
	m->bound = w[3];
	/* each id needs an instruction of two words or more to define it; a
	 * bound far beyond that would only make the linker's tables large */
	if (m->bound == 0 || m->bound - 1 > SPV_MAX_ID || m->bound > 4 * m->nw + 4096) {
		zc_error(c, (Loc){0}, "%s: word 3: the id bound %u is %s", m->name, m->bound,
		         m->bound == 0 ? "0" : m->bound - 1 > SPV_MAX_ID ? "above the 4,194,304 ids a module may have" :
		         ar_printf(&c->ar, "out of proportion to the module's %zu words", m->nw));
		return false;
	}
	for (at = 5; at < m->nw;) {
		uint32_t wc = w[at] >> 16;
		LIns in = {0};

		if (wc == 0 || wc > m->nw - at) {
			zc_error(c, (Loc){0}, "%s: word %zu: instruction 0x%08x (opcode %u) %s", m->name, at, w[at],
			         w[at] & 0xffff, wc == 0 ? "has a word count of 0" :
			         ar_printf(&c->ar, "says %u words but only %zu remain", wc, m->nw - at));
			return false;
		}
		in.off = (uint32_t)at;
		in.op = (uint16_t)(w[at] & 0xffff);
		in.nw = (uint16_t)wc;
		VEC_PUSH(&c->ar, &m->ins, in);
		at += wc;
	}
	m->def = ar_alloc(&c->ar, (size_t)m->bound * sizeof *m->def);
	for (i = 0; i < m->ins.n; i++) {
		LIns *in = &m->ins.v[i];
		const SpvOpInfo *info = spv_op_info(in->op);
		uint32_t id;

		if (!info)
			return link_err(l, m, in, "opcode %u is not in the SPIR-V grammar zocc knows (SPIR-V 1.6): its operands cannot be renumbered", in->op);
		if (info->nops >= 2 && spv_specs[info->first].kind == SPV_K_IdResultType &&
		    spv_specs[info->first + 1].kind == SPV_K_IdResult)
			in->res = 2;
		else if (info->nops >= 1 && spv_specs[info->first].kind == SPV_K_IdResult)
			in->res = 1;
		if (!in->res)
			continue;
		if (in->nw <= in->res)
			return link_err(l, m, in, "too few words for its result");
		id = w[in->off + in->res];
		if (id == 0 || id >= m->bound)
			return link_err(l, m, in, "result id %u is outside 1 to the bound %u", id, m->bound - 1);
		if (m->def[id])
			return link_err(l, m, in, "result id %%%u is already the result of word %u", id,
			            m->ins.v[m->def[id] - 1].off);
		m->def[id] = (uint32_t)i + 1;
	}
	return true;
}

/* The id operands of OpExtInst of OpenCL.DebugInfo.100 (words 5 on). */
static bool
debug_ids(L *l, LMod *m, LIns *in)
{
	const uint32_t *w = lw(m, in);
	uint32_t k, inst = in->nw > 4 ? w[4] : 0;
	const char *p;

	/* keep the result type and the set, drop what the core grammar said
	 * of the rest */
	while (in->nids && m->idpos.v[in->ids + in->nids - 1] >= 5)
		in->nids--, m->idpos.n--;
	if (in->nw < 5 || inst >= ZC_COUNTOF(debug_ops))
		return link_err(l, m, in, "not an OpenCL.DebugInfo.100 instruction");
	for (k = 5, p = debug_ops[inst].fixed; k < in->nw; k++) {
		char kind = *p ? *p++ : debug_ops[inst].rest;

		if (!kind)
			return link_err(l, m, in, "more words than OpenCL.DebugInfo.100 instruction %u takes", inst);
		if (kind == 'i') {
			VEC_PUSH(&l->c->ar, &m->idpos, (uint16_t)k);
			in->nids++;
		}
	}
	if (*p)
		return link_err(l, m, in, "too few words for OpenCL.DebugInfo.100 instruction %u", inst);
	return true;
}

/* Every instruction's operands and place; opd has room for the longest
 * instruction's. */
static bool
read_layout(L *l, LMod *m, SpvOpd *opd)
{
	Ctx *c = l->c;
	uint8_t *fwd = ar_alloc(&c->ar, m->bound);
	uint32_t *owner = ar_alloc(&c->ar, (size_t)m->bound * sizeof *owner), fn = 0;
	struct { uint32_t id; int kind; } sets[8];
	size_t nsets = 0;
	int cur = SEC_CAPABILITY, nmodel = 0;
	bool infn = false, body = false, params = false, defined = false;
	size_t i, k;

	/* the function each id is defined in (1 for the first), 0 outside
	 * any: a function's parameters, labels and values are its own, and
	 * the linker drops a function whole (an import resolved) */
	for (i = 0; i < m->ins.n; i++) {
		const LIns *in = &m->ins.v[i];

		if (in->op == SpvOpFunction)
			fn++;
		else if (fn && in->res)
			owner[lw(m, in)[in->res]] = fn;
	}
	fn = 0;

	m->lk.ud = m;
	m->lk.type_class = lk_type_class;
	m->lk.type_of = lk_type_of;
	m->lk.ext_set = lk_ext_set;
	for (i = 0; i < m->ins.n; i++) {
		LIns *in = &m->ins.v[i];
		const uint32_t *w = lw(m, in);
		const char *err;
		size_t n = spv_decode(w, in->nw, &m->lk, opd, &err);
		int place = placement(in->op);

		if (err)
			return link_err(l, m, in, "%s", err);
		in->ids = (uint32_t)m->idpos.n;
		for (k = 0; k < n; k++) {
			if (spv_kinds[opd[k].kind].cat != SPV_CAT_ID || opd[k].kind == SPV_K_IdResult)
				continue;
			VEC_PUSH(&c->ar, &m->idpos, opd[k].at);
			in->nids++;
		}
		if (in->op == SpvOpExtInst) {
			int set = -1;

			/* the few sets a module imports, each named once */
			for (k = 0; k < nsets && set < 0; k++)
				if (sets[k].id == w[3])
					set = sets[k].kind;
			if (set < 0) {
				set = set_kind(m, w[3], &c->ar);
				if (nsets < ZC_COUNTOF(sets))
					sets[nsets].id = w[3], sets[nsets++].kind = set;
			}

			if (set == SET_UNKNOWN)
				return link_err(l, m, in, "instruction set '%s' is one zocc cannot link (it does not know which of its operands are ids)",
				            ldef(m, w[3]) ? lstr(&c->ar, m, ldef(m, w[3]), 2) : "?");
			if (set == SET_DEBUG && !debug_ids(l, m, in))
				return false;
			in->debug = set != SET_OCL;
		}
		if (in->op == SpvOpFunction)
			fn++;
		for (k = 0; k < in->nids; k++) {
			uint32_t id = w[m->idpos.v[in->ids + k]];

			if (id == 0 || id >= m->bound)
				return link_err(l, m, in, "id %u is outside 1 to the bound %u", id, m->bound - 1);
			if (!m->def[id])
				return link_err(l, m, in, "%%%u is used but no instruction defines it", id);
			/* names and decorations may name what a function defines;
			 * the function itself, and nothing else */
			if (owner[id] && place != SEC_DEBUG_NAME && place != SEC_ANNOTATION &&
			    (!(infn || in->op == SpvOpFunctionEnd) || owner[id] != fn))
				return link_err(l, m, in, "%%%u is defined in another function", id);
		}
		if (in->res == 2 && !link_is_type(ldef(m, w[1])->op))
			return link_err(l, m, in, "its result type %%%u is not a type", w[1]);
		/* 2.4 Logical Layout */
		if (!infn) {
			if (in->op == SpvOpFunction) {
				const LIns *ft = in->nw >= 5 ? ldef(m, w[4]) : NULL;

				if (!ft || ft->op != SpvOpTypeFunction)
					return link_err(l, m, in, "its function type is not an OpTypeFunction");
				infn = true;
				body = false;
				params = true;
				cur = SEC_FUNCTION;
			} else if (place <= SEC_ANNOTATION) {
				if (place < cur)
					return link_err(l, m, in, "out of place: the logical layout (SPIR-V 2.4) puts it earlier");
				cur = place;
			} else if (place == P_GLOBAL || place == P_EITHER) {
				if (cur > SEC_GLOBAL)
					return link_err(l, m, in, "out of place: after the functions");
				cur = SEC_GLOBAL;
			} else {
				return link_err(l, m, in, "outside a function");
			}
		} else {
			if (in->op == SpvOpFunction)
				return link_err(l, m, in, "a function inside a function (no OpFunctionEnd before it)");
			if (place != P_FUNC && place != P_EITHER)
				return link_err(l, m, in, "inside a function");
			if (in->op == SpvOpFunctionParameter) {
				if (!params)
					return link_err(l, m, in, "a parameter after the function's first block");
			} else if (in->op == SpvOpLabel) {
				body = true;
				params = false;
			} else if (in->op == SpvOpFunctionEnd) {
				if (!body && defined)
					return link_err(l, m, in, "a function declaration after a definition (SPIR-V 2.4 puts declarations first)");
				defined |= body;
				infn = false;
			} else if (!body && in->op != SpvOpLine && in->op != SpvOpNoLine) {
				return link_err(l, m, in, "before the function's first block");
			} else {
				params = false;
			}
		}
		in->sec = (uint8_t)(in->op == SpvOpFunction || infn || in->op == SpvOpFunctionEnd ? SEC_FUNCTION : cur);
		if (in->op == SpvOpMemoryModel)
			nmodel++;
		if (in->sec == SEC_GLOBAL) {
			in->merge = mergeable(in->op);
			if (in->op == SpvOpVariable) {
				const LIns *pt = ldef(m, w[1]);

				if (!pt || pt->op != SpvOpTypePointer || pt->nw < 4)
					return link_err(l, m, in, "its type is not a pointer type");
			}
			if (in->op == SpvOpTypeForwardPointer) {
				const LIns *p = ldef(m, w[1]);

				if (!p || p->op != SpvOpTypePointer || p < in || p->nw < 4 || lw(m, p)[2] != w[2])
					return link_err(l, m, in, "%%%u is not an OpTypePointer of that storage class defined later", w[1]);
				fwd[w[1]] = 1;
				continue;
			}
			/* each id defined before its use, but for pointers declared
			 * forward (in types) and the debug instructions' references */
			for (k = 0; k < in->nids && !in->debug; k++) {
				uint32_t id = w[m->idpos.v[in->ids + k]];

				if (m->def[id] - 1 >= i && !(fwd[id] && link_is_type(in->op)))
					return link_err(l, m, in, "%%%u is used before its definition", id);
			}
		}
	}
	if (infn)
		return zc_error(c, (Loc){0}, "%s: the last function has no OpFunctionEnd", m->name), false;
	if (nmodel != 1)
		return zc_error(c, (Loc){0}, "%s: %s", m->name, nmodel ? "more than one OpMemoryModel" : "no OpMemoryModel"), false;
	return true;
}

bool
link_read(L *l, LMod *m, SpvOpd *opd)
{
	return read_words(l, m) && read_layout(l, m, opd);
}
