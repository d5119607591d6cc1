/* link_read.c — reading a module given to the linker (link.c): read.c's
 * reading (the header, every instruction decoded against the grammar,
 * every id defined once and used only if defined), then what linking
 * needs beyond that: the logical layout (SPIR-V 2.4: sections in order,
 * functions whole, declarations before definitions), every id used in no
 * other function than the one defining it and, in the global section,
 * defined before its use but for pointers declared forward, and
 * instruction sets whose ids it can tell.  The words are untrusted: each
 * rule broken is an error naming the module, the word and the
 * instruction, and nothing is read outside the words.  What the linker
 * does next relies on what is checked here (an OpVariable's type is a
 * pointer, an OpFunction's an OpTypeFunction, a forward pointer's id an
 * OpTypePointer defined later). */
#include <string.h>

#include "linkint.h"

const SpvIns *
lgdef(const L *l, uint32_t g, const LinkMod **mod)
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
link_err(const LinkMod *m, const SpvIns *in, const char *fmt, ...)
{
	Ctx *c = m->b.c;
	va_list ap;
	char *why;

	va_start(ap, fmt);
	why = ar_vprintf(&c->ar, fmt, ap);
	va_end(ap);
	zc_error(c, (Loc){0}, "%s: word %u: %s: %s", m->name, in->off,
	         spv_disasm(&c->ar, lw(m, in), in->nw, &m->b.lk), why);
	return false;
}

bool
link_is_type(uint32_t op)
{
	const SpvOpInfo *info = spv_op_info(op);

	return info && info->cls == SPV_CLASS_Type_Declaration;
}

/* A fault of the words (read.c): an error naming the module and the word,
 * and the module is refused. */
static bool
fault(void *ud, int kind, size_t i, uint32_t word, const char *msg)
{
	const LinkMod *m = ud;

	if (kind == SPV_FAULT_SCHEMA)
		return true; /* a reserved word: the result's header is the linker's own */
	if (i == (size_t)-1)
		zc_error(m->b.c, (Loc){0}, "%s: word %u: %s", m->name, word, msg);
	else
		link_err(m, &m->b.ins.v[i], "%s", msg);
	return false;
}

/* Every instruction's place and the ids it uses. */
static bool
read_layout(L *l, LinkMod *m)
{
	Ctx *c = l->c;
	const SpvBinary *b = &m->b;
	uint8_t *fwd = ar_alloc(&c->ar, b->bound);
	uint32_t *owner = ar_alloc(&c->ar, (size_t)b->bound * sizeof *owner), fn = 0;
	int cur = SEC_CAPABILITY, nmodel = 0;
	bool infn = false, body = false, params = false, defined = false;
	size_t i, k;

	/* the function each id is defined in (1 for the first), 0 outside
	 * any: a function's parameters, labels and values are its own, and
	 * the linker drops a function whole (an import resolved) */
	for (i = 0; i < b->ins.n; i++) {
		const SpvIns *in = &b->ins.v[i];

		if (in->op == SpvOpFunction)
			fn++;
		else if (fn && in->res)
			owner[lw(m, in)[in->res]] = fn;
	}
	fn = 0;

	for (i = 0; i < b->ins.n; i++) {
		const SpvIns *in = &b->ins.v[i];
		const uint32_t *w = lw(m, in);
		int place = spv_placement(in->op);

		if (in->op == SpvOpExtInst) {
			int set = spv_ext_set(b, w[3]);

			if (set == SPV_SET_UNKNOWN)
				return link_err(m, in, "instruction set '%s' is one zocc cannot link (it does not know which of its operands are ids)",
				                ldef(m, w[3]) ? spv_str(b, ldef(m, w[3]), 2) : "?");
			/* the grammar tells its ids from its literals */
			if (set == SPV_SET_DEBUG && !spv_ext_info(set, w[4]))
				return link_err(m, in, "not an OpenCL.DebugInfo.100 instruction");
		}
		if (in->op == SpvOpFunction)
			fn++;
		for (k = 0; k < in->nids; k++) {
			uint32_t id = w[b->idpos.v[in->ids + k]];

			/* names and decorations may name what a function defines;
			 * the function itself, and nothing else */
			if (owner[id] && place != SEC_DEBUG_NAME && place != SEC_ANNOTATION &&
			    (!(infn || in->op == SpvOpFunctionEnd) || owner[id] != fn))
				return link_err(m, in, "%%%u is defined in another function", id);
		}
		if (in->res == 2 && !link_is_type(ldef(m, w[1])->op))
			return link_err(m, in, "its result type %%%u is not a type", w[1]);
		/* 2.4 Logical Layout */
		if (!infn) {
			if (in->op == SpvOpFunction) {
				const SpvIns *ft = in->nw >= 5 ? ldef(m, w[4]) : NULL;

				if (!ft || ft->op != SpvOpTypeFunction)
					return link_err(m, in, "its function type is not an OpTypeFunction");
				infn = true;
				body = false;
				params = true;
				cur = SEC_FUNCTION;
			} else if (place <= SEC_ANNOTATION) {
				if (place < cur)
					return link_err(m, in, "out of place: the logical layout (SPIR-V 2.4) puts it earlier");
				cur = place;
			} else if (place == SPV_PLACE_GLOBAL || place == SPV_PLACE_EITHER) {
				if (cur > SEC_GLOBAL)
					return link_err(m, in, "out of place: after the functions");
				cur = SEC_GLOBAL;
			} else {
				return link_err(m, in, "outside a function");
			}
		} else {
			if (in->op == SpvOpFunction)
				return link_err(m, in, "a function inside a function (no OpFunctionEnd before it)");
			if (place != SPV_PLACE_FUNC && place != SPV_PLACE_EITHER)
				return link_err(m, in, "inside a function");
			if (in->op == SpvOpFunctionParameter) {
				if (!params)
					return link_err(m, in, "a parameter after the function's first block");
			} else if (in->op == SpvOpLabel) {
				body = true;
				params = false;
			} else if (in->op == SpvOpFunctionEnd) {
				if (!body && defined)
					return link_err(m, in, "a function declaration after a definition (SPIR-V 2.4 puts declarations first)");
				defined |= body;
				infn = false;
			} else if (!body && in->op != SpvOpLine && in->op != SpvOpNoLine) {
				return link_err(m, in, "before the function's first block");
			} else {
				params = false;
			}
		}
		if (in->op == SpvOpMemoryModel)
			nmodel++;
		if (in->sec == SEC_GLOBAL) {
			if (in->op == SpvOpVariable) {
				const SpvIns *pt = ldef(m, w[1]);

				if (!pt || pt->op != SpvOpTypePointer || pt->nw < 4)
					return link_err(m, in, "its type is not a pointer type");
			}
			if (in->op == SpvOpTypeForwardPointer) {
				const SpvIns *p = ldef(m, w[1]);

				if (!p || p->op != SpvOpTypePointer || p < in || p->nw < 4 || lw(m, p)[2] != w[2])
					return link_err(m, in, "%%%u is not an OpTypePointer of that storage class defined later", w[1]);
				fwd[w[1]] = 1;
				continue;
			}
			/* each id defined before its use, but for pointers declared
			 * forward (in types) and the debug instructions' references */
			for (k = 0; k < in->nids && !in->debug; k++) {
				uint32_t id = w[b->idpos.v[in->ids + k]];

				if (ldef(m, id) >= in && !(fwd[id] && link_is_type(in->op)))
					return link_err(m, in, "%%%u is used before its definition", id);
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
link_read(L *l, LinkMod *m, const uint32_t *words, size_t nwords)
{
	SpvBinary *b = &m->b;

	if (!spv_read_header(b, l->c, words, nwords, fault, m))
		return false;
	/* each id needs an instruction of two words or more to define it; a
	 * bound far beyond that would only make the linker's tables large */
	if (b->bound - 1 > SPV_MAX_ID || b->bound > 4 * b->nw + 4096) {
		zc_error(l->c, (Loc){0}, "%s: word 3: the id bound %u is %s", m->name, b->bound,
		         b->bound - 1 > SPV_MAX_ID ? "above the 4,194,304 ids a module may have" :
		         ar_printf(&l->c->ar, "out of proportion to the module's %zu words", b->nw));
		return false;
	}
	return spv_read_insts(b) && read_layout(l, m);
}
