/* spirv.h — building SPIR-V modules (SPIR-V specification 2.3 Physical
 * Layout and 2.4 Logical Layout of a Module), knowing nothing of OpenCL C.
 *
 * A module being built (SpvBuilder) keeps one word buffer per section of
 * the logical layout, hands out ids, and finds or creates types and
 * constants so each is declared once (hash-consing on the instruction's
 * words).  Capabilities follow the types and instructions that need them;
 * spv_finish writes the header with the id bound last. */
#ifndef SPIRV_H
#define SPIRV_H

#include <spirv/unified1/spirv.h>

#include "../support/zc.h"

typedef struct Words {
	uint32_t *v;   /* the words */
	size_t n, cap;
} Words;

/* 2.4 Logical Layout of a Module, in order: the sections the builder
 * writes and the linker reads modules into */
enum SpvSection {
	SEC_CAPABILITY,
	SEC_EXTENSION,
	SEC_EXTINST_IMPORT,
	SEC_MEMORY_MODEL,
	SEC_ENTRY_POINT,
	SEC_EXECUTION_MODE,
	SEC_DEBUG_SOURCE,    /* OpString, OpSourceExtension, OpSource, OpSourceContinued */
	SEC_DEBUG_NAME,      /* OpName, OpMemberName */
	SEC_DEBUG_PROCESSED, /* OpModuleProcessed */
	SEC_ANNOTATION,      /* decorations */
	SEC_GLOBAL,          /* types, constants, global variables; read, OpUndef and module-scope
	                      * OpExtInst (other producers' debug information) too */
	SEC_DEBUG_INFO,      /* the builder's OpenCL.DebugInfo.100 instructions of module scope (-g):
	                      * after the types, constants and variables they name, before the functions */
	SEC_FUNCTION,        /* function declarations and definitions */
	SEC_COUNT
};

typedef struct SpvBuilder {
	Ctx *c;
	uint32_t bound;          /* next free id */
	uint32_t next_low;       /* next of the ids reserved for interface variables (spv_interface_id) */
	uint32_t version;        /* 0x00010000 | minor << 8 */
	uint32_t min_version;    /* the lowest version the instructions used need (0 none): spv_finish raises version to it */
	Words sec[SEC_COUNT];
	Map interned;            /* instruction words (without result id) -> id */
	VEC(uint32_t) caps;      /* declared capabilities, in first-use order */
	StrVec exts;             /* declared extensions */
	uint32_t opencl_std;     /* id of OpExtInstImport "OpenCL.std", 0 until needed */
	uint32_t debug_info;     /* id of OpExtInstImport "OpenCL.DebugInfo.100", 0 until needed */
	bool names;              /* emit OpName for functions and parameters */
	Words scratch;           /* intern's key */
	Words opbuf;             /* operands assembled for intern and spv_decorate */
} SpvBuilder;

/* 2.3 Physical Layout: an instruction's word count is 16 bits */
#define SPV_MAX_WORDS 65535u
/* 2.17 Universal Limits: the highest id (the bound at most one more) */
#define SPV_MAX_ID 4194303u
/* the header's generator word: zocc is not registered with Khronos, so
 * the tool id is 0 ("unknown") and the low half carries our version */
#define SPV_GENERATOR 0x00000001u
/* the most constituents one OpConstantComposite holds (type, result, opcode word) */
#define SPV_MAX_CONSTITUENTS (SPV_MAX_WORDS - 3)

void spv_init(SpvBuilder *m, Ctx *c, uint32_t version);
uint32_t spv_id(SpvBuilder *m);
/* An id for a variable an OpEntryPoint lists in its interface: one of the
 * first SPV_INTERFACE_IDS, which spv_init sets aside.  IGC's SPIR-V reader
 * decodes OpEntryPoint without its interface and then reads each of those
 * words as an instruction's first word: an id below 65536 reads as a word
 * count of 0, which it skips; a larger one as some other opcode, and the
 * module is refused ("does not support the following opcode: N", N the
 * id's low half). */
uint32_t spv_interface_id(SpvBuilder *m);
enum { SPV_INTERFACE_IDS = 32 };

/* Append one instruction: opcode and operand words. */
void spv_emit(SpvBuilder *m, Words *w, SpvOp op, const uint32_t *ops, size_t n);
void spv_emit_str(SpvBuilder *m, Words *w, SpvOp op, const uint32_t *pre, size_t npre,
                  const char *s, const uint32_t *post, size_t npost);
void words_push(Ctx *c, Words *w, uint32_t x);

void spv_cap(SpvBuilder *m, SpvCapability cap);
bool spv_has_cap(const SpvBuilder *m, SpvCapability cap);
void spv_ext(SpvBuilder *m, const char *name);
uint32_t spv_opencl_std(SpvBuilder *m);
uint32_t spv_debug_info(SpvBuilder *m);  /* the OpenCL.DebugInfo.100 import */

/* OpString s, once per text (in the debug section, before OpSource) */
uint32_t spv_string(SpvBuilder *m, const char *s);
/* OpExtInst %void OpenCL.DebugInfo.100 inst ops... in SEC_DEBUG_INFO: a new
 * one (spv_dbg, with result id id, or a fresh one when id is 0), or the
 * one with these operands if there is one (spv_dbg_interned) */
uint32_t spv_dbg(SpvBuilder *m, uint32_t id, uint32_t inst, const uint32_t *ops, size_t n);
uint32_t spv_dbg_interned(SpvBuilder *m, uint32_t inst, const uint32_t *ops, size_t n);

/* types (hash-consed; each adds the capabilities it needs) */
uint32_t spv_type_void(SpvBuilder *m);
uint32_t spv_type_bool(SpvBuilder *m);
uint32_t spv_type_int(SpvBuilder *m, unsigned bits);
uint32_t spv_type_float(SpvBuilder *m, unsigned bits);
uint32_t spv_type_vector(SpvBuilder *m, uint32_t elem, unsigned n);
uint32_t spv_type_pointer(SpvBuilder *m, SpvStorageClass sc, uint32_t pointee);
uint32_t spv_type_forward_pointer(SpvBuilder *m, SpvStorageClass sc);
void spv_type_pointer_define(SpvBuilder *m, uint32_t id, SpvStorageClass sc, uint32_t pointee);
uint32_t spv_type_array(SpvBuilder *m, uint32_t elem, uint32_t length_id);
uint32_t spv_type_struct(SpvBuilder *m, const uint32_t *members, size_t n);
uint32_t spv_type_function(SpvBuilder *m, uint32_t ret, const uint32_t *params, size_t n);
uint32_t spv_type_opaque(SpvBuilder *m, SpvOp op, const uint32_t *ops, size_t n); /* sampler, event, image... */

/* constants (hash-consed) */
uint32_t spv_const_int(SpvBuilder *m, uint32_t type, unsigned bits, uint64_t v);
uint32_t spv_const_float(SpvBuilder *m, uint32_t type, unsigned bits, double v);
uint32_t spv_half_bits(double v);   /* IEEE binary16 bits of v, rounded to nearest even */
uint32_t spv_const_bool(SpvBuilder *m, uint32_t booltype, bool v);
uint32_t spv_const_null(SpvBuilder *m, uint32_t type);
uint32_t spv_const_composite(SpvBuilder *m, uint32_t type, const uint32_t *elems, size_t n);
/* the same for more than 61 elements, not interned (an error past 65532) */
uint32_t spv_undef(SpvBuilder *m, uint32_t type);
/* OpSpecConstantOp type op ops...: a constant computed from constants
 * (Kernel allows Bitcast, PtrAccessChain, PtrCastToGeneric, conversions) */
uint32_t spv_spec_op(SpvBuilder *m, uint32_t type, SpvOp op, const uint32_t *ops, size_t n);
uint32_t spv_const_uint32(SpvBuilder *m, uint32_t v); /* a 32-bit integer constant */

/* a global OpVariable (not hash-consed); init 0 for none */
uint32_t spv_global_var(SpvBuilder *m, uint32_t ptrtype, SpvStorageClass sc, uint32_t init);

void spv_decorate(SpvBuilder *m, uint32_t id, SpvDecoration d, const uint32_t *lits, size_t n);
void spv_name(SpvBuilder *m, uint32_t id, const char *name);
/* LinkageAttributes "name" type (adds the Linkage capability) */
void spv_decorate_linkage(SpvBuilder *m, uint32_t id, const char *name, SpvLinkageType type);

/* Serialise: header (magic, version, generator, bound, schema) and the
 * sections in layout order.  Returns arena memory. */
uint32_t *spv_finish(SpvBuilder *m, size_t *nwords);

#endif
