/* linkint.h — what the linker's files share: the modules as read
 * (link.c) and the numbering every module's ids are joined in, which
 * link_types.c fills with the classes of structurally equal types and
 * constants.
 *
 * Ids are renamed in two steps.  Each module's ids first get a place in
 * one numbering of all of them, the gid: base + id, with base the sum of
 * the bounds of the modules before it.  Then every gid belongs to a class
 * whose canonical member is cls[gid] (itself unless merged): an import
 * resolved to its export, a type declared in two modules, a second
 * OpExtInstImport of the same set, a built-in variable two modules
 * declare.  Only canonical definitions are written out, each with an
 * output id given on first use. */
#ifndef SPV_LINKINT_H
#define SPV_LINKINT_H

#include "link.h"
#include "spirv.h"
#include "verify.h"

typedef struct LIns {
	uint32_t off;  /* its first word's offset in the module */
	uint16_t op;   /* opcode */
	uint16_t nw;   /* word count */
	uint8_t sec;   /* enum SpvSection */
	bool merge;    /* SEC_GLOBAL: a type or constant that may be one with another (link_types.c) */
	bool debug;    /* OpExtInst of a debug or non-semantic set: its ids may refer forward */
	uint16_t res;  /* word index of its result id, 0 if none */
	uint32_t ids;  /* its id operands (result id excluded): word indices idpos[ids .. ids + nids) */
	uint32_t nids;
} LIns;

typedef struct LMod {
	const char *name;     /* for diagnostics */
	const uint32_t *w;    /* the words */
	size_t nw;
	uint32_t version;     /* header word 1 */
	uint32_t bound;       /* header word 3 */
	uint32_t base;        /* gid of id 0 */
	VEC(LIns) ins;
	VEC(uint16_t) idpos;
	uint32_t *def;        /* [bound]: index + 1 of the instruction whose result each id is */
	SpvLookup lk;         /* decoding help (OpSwitch widths, OpenCL.std) */
} LMod;

typedef struct L {
	Ctx *c;
	LMod *m;              /* the modules */
	size_t n;
	bool library;         /* -create-library */
	uint32_t G;           /* gids below this */
	uint32_t *cls;        /* [G]: canonical member of each gid's class */
	uint8_t *drop;        /* [G]: the definition is left out of the result */
	uint8_t *unlink;      /* [G]: its LinkageAttributes decoration is left out */
	uint32_t *out;        /* [G]: output id of a canonical gid, 0 until it has one */
	uint32_t next;        /* next output id */
} L;

static inline const uint32_t *
lw(const LMod *m, const LIns *in)
{
	return m->w + in->off;
}

/* The instruction defining id in m, NULL if none. */
static inline const LIns *
ldef(const LMod *m, uint32_t id)
{
	return id && id < m->bound && m->def[id] ? &m->ins.v[m->def[id] - 1] : NULL;
}

/* link_read.c: a module read and checked (its name, words and count
 * set); false after an error naming it.  opd has room for 65,536
 * operands. */
bool link_read(L *l, LMod *m, SpvOpd *opd);
/* An error at an instruction of m: "a.spv: word 57: %3 = OpTypeInt 32 0:
 * why"; false. */
bool link_err(L *l, const LMod *m, const LIns *in, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
bool link_is_type(uint32_t op); /* a type declaration (3.32.6) */
/* The module and instruction defining gid g; NULL if none. */
const LIns *lgdef(const L *l, uint32_t g, const LMod **mod);
const char *lstr(Arena *a, const LMod *m, const LIns *in, unsigned k); /* the string at word k */

/* link_types.c: the classes of types and constants (before imports are
 * resolved: types never depend on variables), and their spelling */
void link_merge_types(L *l);
/* "float (float)", "global int *"; with object, a variable's pointer type
 * as the object it points to ("global int") */
const char *link_type_str(L *l, const LMod *m, uint32_t type, bool object);

#endif
