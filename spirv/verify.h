/* verify.h — checking finished SPIR-V words against the Level Zero SPIR-V
 * environment (spv_verify), and what that check shares between its files:
 * the check of one module (SpvCheck: the module read, read.h, and the
 * facts and violations of the rules in verify*.c). */
#ifndef SPV_VERIFY_H
#define SPV_VERIFY_H

#include "read.h"

/* ---- the check ---------------------------------------------------------- */

/* Check words against every rule of the Level Zero SPIR-V environment for
 * target t; report each violation as an error diagnostic without location
 * ("word N: <instruction>: <rule> (Level Zero: <section>) [<key>]").  True
 * if there were none.  Never reads outside words[0..nwords). */
bool spv_verify(Ctx *c, const uint32_t *words, size_t nwords, const Target *t);

/* ---- internals shared by verify*.c -------------------------------------- */

typedef struct SpvViol {
	uint32_t off;     /* word offset it is reported at */
	uint32_t seq;     /* report order, to keep the sort stable */
	const char *msg;  /* the whole message */
} SpvViol;

typedef struct SpvFunc {
	uint32_t id;        /* result id of its OpFunction */
	uint32_t first;     /* index of the OpFunction in SpvBinary.ins */
	uint32_t last;      /* index of its OpFunctionEnd (or of the last instruction) */
	VEC(uint32_t) calls; /* indices of its OpFunctionCall instructions */
} SpvFunc;

typedef struct SpvEntry {
	uint32_t ins;       /* index of the OpEntryPoint */
	uint32_t model;     /* its Execution Model */
	uint32_t fn;        /* its function id */
	const char *name;   /* its name, NULL if malformed */
} SpvEntry;

typedef struct SpvCheck {
	SpvBinary b;           /* the module read */
	Ctx *c;
	const Target *t;
	U64Map names;          /* id -> index + 1 of its OpName */
	uint8_t *has_cap;      /* [SPV_MAXCAP]: 1 where the capability is declared */
	VEC(const char *) exts; /* OpExtension names */
	VEC(SpvFunc) funcs;
	VEC(SpvEntry) entries;
	VEC(SpvViol) viols;
	const char **dis;      /* [ndis], made at the first violation: each instruction's text, once */
	size_t ndis;
} SpvCheck;

#define SPV_MAXCAP 8192 /* capabilities are numbered below this (6115 is the highest used) */

/* Report a violation at instruction index i (or (size_t)-1 with a header
 * word offset in hdr): section is the environment's heading, key the rule. */
void spv_viol(SpvCheck *m, size_t i, uint32_t hdr, const char *key, const char *section,
              const char *fmt, ...) __attribute__((format(printf, 6, 7)));

/* Words of the instruction with index i, and one of them (0 past its end). */
const uint32_t *spv_iw(const SpvCheck *m, size_t i);
uint32_t spv_arg(const SpvCheck *m, size_t i, unsigned k);
/* The instruction index defining id, or (size_t)-1. */
size_t spv_defi(const SpvCheck *m, uint32_t id);
/* The opcode defining id, 0 if none. */
unsigned spv_defop(const SpvCheck *m, uint32_t id);
/* Word k of id's defining instruction (0 if none or past its end). */
uint32_t spv_defarg(const SpvCheck *m, uint32_t id, unsigned k);
/* The type id of value id, 0 if none. */
uint32_t spv_typeof(const SpvCheck *m, uint32_t id);
bool vm_has_cap(const SpvCheck *m, uint32_t cap);
bool vm_has_ext(const SpvCheck *m, const char *name);
/* The constant value of a 32-bit OpConstant id: false if id is not one. */
bool spv_const32(const SpvCheck *m, uint32_t id, uint32_t *val);
/* A readable name for id: "%5 (foo)" with its OpName, else "%5". */
const char *spv_idname(SpvCheck *m, uint32_t id);
/* The type id described: "int", "float4", "global int *" (read.c's spelling) */
const char *spv_tyname(SpvCheck *m, uint32_t type);

/* The rule groups, in verify_types.c and verify_ops.c. */
void spv_check_types(SpvCheck *m);
void spv_check_kernels(SpvCheck *m);
void spv_check_recursion(SpvCheck *m);
void spv_check_insts(SpvCheck *m);

#endif
