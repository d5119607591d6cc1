/* read.h — reading a SPIR-V binary (SPIR-V specification 2.3 Physical
 * Layout, 2.4 Logical Layout of a Module), for the verifier (verify*.c)
 * and the linker (link*.c): the operand decoder and one-instruction
 * disassembler of disasm.c, and a module read (read.c) with its header,
 * its instructions with their result and id operands, which instruction
 * defines each id, the extended instruction sets it imports, its strings
 * and how its types are spelled in messages.
 *
 * The words come from anywhere.  What is wrong with them is a fault that
 * the reader hands to its caller, which reports it its own way (the
 * verifier as a violation, the linker as an error naming the module) and
 * says whether reading goes on; nothing is read outside the words. */
#ifndef SPV_READ_H
#define SPV_READ_H

#include "spirv.h"
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

/* The extended instruction sets a module may import. */
enum {
	SPV_SET_UNKNOWN,    /* another, or not an OpExtInstImport */
	SPV_SET_OCL,        /* OpenCL.std */
	SPV_SET_DEBUG,      /* OpenCL.DebugInfo.100 */
	SPV_SET_NONSEMANTIC /* NonSemantic.*: no meaning, every operand an id */
};

/* The set an OpExtInstImport's name imports. */
int spv_ext_set_named(const char *name);
/* The instruction num of set (SPV_SET_*), NULL if the tables do not
 * know it (the tables hold OpenCL.std and OpenCL.DebugInfo.100). */
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
 * malformed parts are skipped as the check would skip them (verify.c). */
void spv_disasm_module(Ctx *c, const uint32_t *words, size_t nwords, Buf *out);

/* ---- a module read (read.c) --------------------------------------------- */

/* What is wrong with the words. */
enum {
	SPV_FAULT_HEADER,     /* too short, not the magic number, the version word, a bound of 0 */
	SPV_FAULT_ENDIAN,     /* the magic number byte-swapped */
	SPV_FAULT_SCHEMA,     /* the schema word is not 0 */
	SPV_FAULT_WORD_COUNT, /* an instruction of 0 words: the rest cannot be read */
	SPV_FAULT_TRUNCATED,  /* an instruction longer than the words left */
	SPV_FAULT_OPCODE,     /* an opcode the grammar does not have */
	SPV_FAULT_OPERANDS,   /* operands that do not fit the grammar */
	SPV_FAULT_ID          /* id 0, an id not below the bound, defined twice or never */
};

/* A fault: of instruction ins (an index in SpvBinary.ins), or of the
 * header or a word count at word when ins is (size_t)-1; msg says what
 * is wrong ("id 7 is not below the bound 7").  True to read on. */
typedef bool (*SpvFaultFn)(void *ud, int fault, size_t ins, uint32_t word, const char *msg);

/* One instruction. */
typedef struct SpvIns {
	uint32_t off;   /* its first word's offset in the module */
	uint16_t op;    /* opcode */
	uint16_t nw;    /* word count */
	uint16_t res;   /* word index of its result id, 0 if none */
	uint8_t sec;    /* enum SpvSection its opcode and place put it in (in a function:
	                 * SEC_FUNCTION; an instruction only a function may hold, outside
	                 * one: SEC_FUNCTION too) */
	bool malformed; /* its operands do not fit the grammar (a fault said so) */
	bool debug;     /* an OpExtInst of a set other than OpenCL.std: its ids may refer forward */
	uint32_t ids;   /* its id operands but the result: word indices idpos[ids .. ids + nids) */
	uint32_t nids;
} SpvIns;

typedef struct SpvBinary {
	Ctx *c;
	const uint32_t *w;     /* the words */
	size_t nw;
	uint32_t version;      /* header word 1 */
	uint32_t bound;        /* header word 3 */
	VEC(SpvIns) ins;       /* every instruction, in order */
	VEC(uint16_t) idpos;   /* the id operands of every instruction (SpvIns.ids) */
	bool cut;              /* a bad word count stopped the reading early */
	uint32_t *defs;        /* [bound]: id -> index + 1 of the instruction whose result it is (the
	                        * first), when the bound is in proportion to the words; else def */
	U64Map def;            /* the same for a bound out of proportion (a hostile module's) */
	U64Map sets;           /* OpExtInstImport id -> SPV_SET_* + 1 */
	uint32_t ocl;          /* the first OpExtInstImport of OpenCL.std, 0 if none */
	SpvLookup lk;          /* decoding help backed by this module */
	SpvOpd *opd;           /* scratch for spv_decode, room for the longest instruction */
	SpvFaultFn fault;      /* the caller's */
	void *ud;
} SpvBinary;

/* Read the header of words into b (set up anew): false when the rest
 * cannot be read (too short, byte-swapped, not SPIR-V) or a fault
 * stopped it.  Then spv_read_insts reads the instructions, their operands
 * and results; the caller may look at the header in between. */
bool spv_read_header(SpvBinary *b, Ctx *c, const uint32_t *words, size_t nwords, SpvFaultFn fault,
                     void *ud);
bool spv_read_insts(SpvBinary *b);

/* A version word of SPIR-V 1.0 to 1.6 (2.3: 0 | major | minor | 0). */
static inline bool
spv_version_ok(uint32_t v)
{
	return !(v & 0xff0000ffu) && v >> 16 == 1 && (v >> 8 & 0xff) <= 6;
}

static inline const uint32_t *
spv_ins_words(const SpvBinary *b, const SpvIns *in)
{
	return b->w + in->off;
}

/* The instruction whose result id is, NULL if none. */
const SpvIns *spv_def(const SpvBinary *b, uint32_t id);
/* The type id of value id (its defining instruction's Result Type), 0 if none. */
uint32_t spv_type_of(const SpvBinary *b, uint32_t id);
/* The literal string at word k of in, copied into the arena. */
const char *spv_str(const SpvBinary *b, const SpvIns *in, unsigned k);
/* The set the OpExtInstImport id imports (SPV_SET_*). */
int spv_ext_set(const SpvBinary *b, uint32_t id);
/* Where an instruction of opcode op belongs (2.4): a section, or one of
 * these for the ones whose place is the global section or a function. */
enum { SPV_PLACE_GLOBAL = SEC_COUNT + 1, SPV_PLACE_FUNC, SPV_PLACE_EITHER };
int spv_placement(uint32_t op);

/* A type in a message, in OpenCL C's words: "float (float)", "global int *",
 * "struct {int, float}", "int4"; with object, a variable's pointer type
 * as the object it points to ("global int").  An id that is no type
 * defined is "%5 (undefined)"; shortened with "..." past about 200
 * characters. */
const char *spv_type_name(const SpvBinary *b, uint32_t type, bool object);

#endif
