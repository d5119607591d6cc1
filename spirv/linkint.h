/* linkint.h — what the linker's files share: the modules as read
 * (read.h, and link_read.c's checks) and the numbering every module's ids
 * are joined in, which link_types.c fills with the classes of structurally
 * equal types and constants.
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
#include "read.h"

typedef struct LinkMod {
	const char *name;     /* for diagnostics */
	SpvBinary b;          /* the module read (read.h) */
	uint32_t base;        /* gid of id 0 */
} LinkMod;

typedef struct L {
	Ctx *c;
	LinkMod *m;           /* the modules */
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
lw(const LinkMod *m, const SpvIns *in)
{
	return spv_ins_words(&m->b, in);
}

/* The instruction defining id in m, NULL if none. */
static inline const SpvIns *
ldef(const LinkMod *m, uint32_t id)
{
	return spv_def(&m->b, id);
}

/* link_read.c: a module read and checked (its name set); false after an
 * error naming it. */
bool link_read(L *l, LinkMod *m, const uint32_t *words, size_t nwords);
/* An error at an instruction of m: "a.spv: word 57: %3 = OpTypeInt 32 0:
 * why"; false. */
bool link_err(const LinkMod *m, const SpvIns *in, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
bool link_is_type(uint32_t op); /* a type declaration (3.32.6) */
/* The module and instruction defining gid g; NULL if none. */
const SpvIns *lgdef(const L *l, uint32_t g, const LinkMod **mod);

/* link_types.c: the classes of types and constants (before imports are
 * resolved: types never depend on variables) */
void link_merge_types(L *l);

#endif
