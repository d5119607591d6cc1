/* verify.h — checking finished SPIR-V words against the Level Zero SPIR-V
 * environment (spv_verify), and what that check shares between its files:
 * the operand decoder and one-instruction disassembler of disasm.c, and the
 * parsed module the rules in verify*.c look things up in. */
#ifndef SPV_VERIFY_H
#define SPV_VERIFY_H

#include "../support/zc.h"
#include "tables.h"

/* ---- operands and disassembly (disasm.c) ------------------------------- */

/* One decoded operand of an instruction. */
typedef struct SpvOpd {
	uint8_t kind;  /* SPV_K_* (an enumerant's parameters come as their own operands) */
	uint8_t role;  /* SPV_ROLE_* of an IdScope, else 0 */
	uint16_t at;   /* index of its first word in the instruction */
	uint16_t n;    /* its words */
} SpvOpd;

/* What decoding needs to know about ids, all optional (NULL members, or a
 * NULL SpvLookup, decode without them). */
typedef struct SpvLookup {
	void *ud;
	/* 'i' or 'f' (and *width) for an integer or float type id, else 0 */
	int (*type_class)(void *ud, uint32_t type, unsigned *width);
	/* the type id of the value id (OpSwitch's selector), 0 if unknown */
	uint32_t (*type_of)(void *ud, uint32_t id);
	/* which instruction set the OpExtInstImport id imports (SPV_SET_*) */
	int (*ext_set)(void *ud, uint32_t id);
} SpvLookup;

/* The extended instruction sets whose grammar the tables hold. */
enum {
	SPV_SET_UNKNOWN,   /* another, or not an OpExtInstImport */
	SPV_SET_OCL,       /* OpenCL.std */
	SPV_SET_DEBUG      /* OpenCL.DebugInfo.100 */
};

/* The set an OpExtInstImport's name imports. */
int spv_ext_set_named(const char *name);
/* The instruction num of set (SPV_SET_*), NULL if unknown. */
const SpvExtInstInfo *spv_ext_info(int set, uint32_t num);

/* Decode the operands of the instruction ins[0..nw) (ins[0] holds its word
 * count and opcode) into out, which has room for nw entries.  Returns how
 * many were decoded; when the words do not fit the grammar (missing
 * operands, extra words, an unterminated string, an unknown opcode) *err
 * says why and the operands before the fault are returned. */
size_t spv_decode(const uint32_t *ins, uint32_t nw, const SpvLookup *lk, SpvOpd *out,
                  const char **err);

/* "%12 = OpTypeInt 32 1": the instruction as spirv-dis --raw-id prints it,
 * shortened with "..." past about 200 characters. */
char *spv_disasm(Arena *a, const uint32_t *ins, uint32_t nw, const SpvLookup *lk);

/* Every instruction of a module, one spv_disasm line each (no header);
 * malformed parts are skipped as the check would skip them. */
void spv_disasm_module(Ctx *c, const uint32_t *words, size_t nwords, Buf *out);

/* ---- the check ---------------------------------------------------------- */

/* Check words against every rule of the Level Zero SPIR-V environment for
 * target t; report each violation as an error diagnostic without location
 * ("word N: <instruction>: <rule> (Level Zero: <section>) [<key>]").  True
 * if there were none.  Never reads outside words[0..nwords). */
bool spv_verify(Ctx *c, const uint32_t *words, size_t nwords, const Target *t);

/* ---- internals shared by verify*.c -------------------------------------- */

typedef struct SpvIns {
	uint32_t off;  /* word offset of its first word in the module */
	uint16_t op;   /* opcode */
	uint16_t nw;   /* word count */
} SpvIns;

typedef struct SpvViol {
	uint32_t off;     /* word offset it is reported at */
	uint32_t seq;     /* report order, to keep the sort stable */
	const char *msg;  /* the whole message */
} SpvViol;

typedef struct SpvFunc {
	uint32_t id;        /* result id of its OpFunction */
	uint32_t first;     /* index of the OpFunction in SpvMod.ins */
	uint32_t last;      /* index of its OpFunctionEnd (or of the last instruction) */
	VEC(uint32_t) calls; /* indices of its OpFunctionCall instructions */
} SpvFunc;

typedef struct SpvEntry {
	uint32_t ins;       /* index of the OpEntryPoint */
	uint32_t model;     /* its Execution Model */
	uint32_t fn;        /* its function id */
	const char *name;   /* its name, NULL if malformed */
} SpvEntry;

typedef struct SpvMod {
	Ctx *c;
	const Target *t;
	const uint32_t *w;     /* the module */
	size_t nw;
	uint32_t version;      /* header word 1 */
	uint32_t bound;        /* header word 3 */
	VEC(SpvIns) ins;       /* every well-formed instruction, in order */
	bool cut;              /* a bad word count stopped the reading early */
	U64Map def;            /* id -> index + 1 of its (first) defining instruction */
	U64Map names;          /* id -> index + 1 of its OpName */
	uint8_t *has_cap;      /* [SPV_MAXCAP]: 1 where the capability is declared */
	VEC(const char *) exts; /* OpExtension names */
	VEC(SpvFunc) funcs;
	VEC(SpvEntry) entries;
	VEC(SpvViol) viols;
	SpvLookup lk;          /* decoding help backed by this module */
	uint32_t set_ids[4];   /* OpExtInstImport ids of the sets the tables know (SPV_SET_*), 0 if none */
	SpvOpd *opd;           /* scratch for spv_decode, room for the longest instruction */
	const char **dis;      /* [ndis], made at the first violation: each instruction's text, once */
	size_t ndis;
} SpvMod;

#define SPV_MAXCAP 8192 /* capabilities are numbered below this (6115 is the highest used) */

/* Report a violation at instruction index i (or (size_t)-1 with a header
 * word offset in hdr): section is the environment's heading, key the rule. */
void spv_viol(SpvMod *m, size_t i, uint32_t hdr, const char *key, const char *section,
              const char *fmt, ...) __attribute__((format(printf, 6, 7)));

/* Words of the instruction with index i, and one of them (0 past its end). */
const uint32_t *spv_iw(const SpvMod *m, size_t i);
uint32_t spv_arg(const SpvMod *m, size_t i, unsigned k);
/* The instruction index defining id, or (size_t)-1. */
size_t spv_defi(const SpvMod *m, uint32_t id);
/* The opcode defining id, 0 if none. */
unsigned spv_defop(const SpvMod *m, uint32_t id);
/* Word k of id's defining instruction (0 if none or past its end). */
uint32_t spv_defarg(const SpvMod *m, uint32_t id, unsigned k);
/* The type id of value id, 0 if none. */
uint32_t spv_typeof(const SpvMod *m, uint32_t id);
bool vm_has_cap(const SpvMod *m, uint32_t cap);
bool vm_has_ext(const SpvMod *m, const char *name);
/* The constant value of a 32-bit OpConstant id: false if id is not one. */
bool spv_const32(const SpvMod *m, uint32_t id, uint32_t *val);
/* A readable name for id: "%5 (foo)" with its OpName, else "%5". */
const char *spv_idname(SpvMod *m, uint32_t id);
/* The type id described: "uint", "float", "v4uint", "ptr CrossWorkgroup uint"... */
const char *spv_tyname(SpvMod *m, uint32_t type);

/* The rule groups, in verify_types.c and verify_ops.c. */
void spv_check_types(SpvMod *m);
void spv_check_kernels(SpvMod *m);
void spv_check_recursion(SpvMod *m);
void spv_check_insts(SpvMod *m);

#endif
