/* builtins.h — the OpenCL C built-in function library as data.
 *
 * Each row of builtins/builtins.def describes one family of overloads: a
 * name, a signature pattern over a gentype class, the extension or feature
 * that gates it, and how it lowers to SPIR-V.  sema/call.c matches a call
 * against the rows of its name (C++-like ranking, as clang does for
 * overloadable builtins); irgen/builtin.c lowers the chosen row.  Nothing
 * parses a header at compile time.
 *
 * Signature pattern: "R:A,B,..." — R the result, A, B... the parameters,
 * each a type code:
 *   G  the gentype bound from the arguments      S  G's scalar element type
 *   U  G with unsigned elements                  I  G with signed int elements of G's width
 *   N  int (32-bit) with G's component count     M  uint with G's component count
 *   v void   b bool   c char   C uchar   s short   T ushort   i int   u uint
 *   l long   L ulong  h half   f float   d double  z size_t
 *   4 uint4  F float with G's component count    D double with G's component count
 *   P<as><code>  pointer to <code> in address space <as>: g global, l local,
 *                c constant, p private, n generic, * any (bound by the call)
 *   Q<as><code>  the same, pointer to const; V<as><code> pointer to volatile
 *   e event_t    k sampler_t
 * Gentype classes (the set G ranges over; vectors of 2, 3, 4, 8, 16):
 *   GF  half, float, double scalars and vectors (half/double when enabled)
 *   GFS the same, scalars only
 *   GFV vectors of GF only (no scalars)
 *   GF4 float/double/half scalars and vectors of 2, 3, 4 (geometric functions)
 *   GI  char..ulong scalars and vectors          GIS  integer scalars only
 *   GI32 int and uint scalars and vectors        GT   every GI and GF type
 *   GA32 int, uint (scalars: 32-bit atomics)     GA64 long, ulong
 *   GAF float (and double with fp64): float atomics
 *   GF32 float scalars and vectors only (native_ and half_ functions)
 *   GIV, GTV  the vectors of GI, GT (no scalars)
 *   G0  no gentype: the pattern is concrete
 * Result-only code: R  int when G is a scalar, else I (relational functions). */
#ifndef BUILTINS_H
#define BUILTINS_H

#include <stdint.h>

enum BiGen {
	GEN_NONE, GEN_F, GEN_FS, GEN_FV, GEN_F4, GEN_I, GEN_IS, GEN_I32, GEN_T, GEN_A32,
	GEN_A64, GEN_AF, GEN_F32, GEN_IV, GEN_TV
};

/* How a builtin lowers. */
enum BiLower {
	BL_EXT,     /* OpExtInst OpenCL.std op on the converted arguments */
	BL_EXT_SU,  /* OpenCL.std: op for signed integers, aux for unsigned (s_min/u_min) */
	BL_EXT_FSU, /* OpenCL.std: op for floats, aux for signed ints, aux2 for unsigned (min) */
	BL_OP,      /* a core opcode on the converted arguments */
	BL_VAR,     /* component (argument 0) of a BuiltIn Input variable: op = SpvBuiltIn, aux = out-of-range value */
	BL_VAR0,    /* a scalar BuiltIn Input variable: op = SpvBuiltIn */
	BL_SPECIAL  /* a hand-written lowering in irgen/builtin.c: op = BS_* */
};

/* The hand-written lowerings. */
enum BiSpecial {
	BS_BARRIER,       /* barrier(flags), work_group_barrier(flags[, scope]) */
	BS_MEM_FENCE,     /* mem_fence, read_mem_fence, write_mem_fence */
	BS_GLOBAL_LINEAR_ID, /* get_global_linear_id */
	BS_LOCAL_LINEAR_ID,  /* get_local_linear_id */
	BS_DOT,           /* dot: OpDot, or a multiply for scalars */
	BS_RELATIONAL,    /* isnan etc.: op = SpvOp on bools, -1/1 results */
	BS_ALL_ANY,       /* all/any: sign bits */
	BS_SELECT,        /* select(a, b, c) */
	BS_BITSELECT,     /* bitselect */
	BS_COMPARE,       /* isequal etc.: op = comparison opcode */
	BS_COUNT
};

typedef struct Builtin {
	const char *name;
	const char *sig;   /* "R:A,B" pattern, see above */
	uint8_t gen;       /* enum BiGen */
	uint8_t lower;     /* enum BiLower */
	int16_t feature;   /* gating ZC_* extension/feature, -1 none */
	uint16_t op;       /* OpenCL.std number / SpvOp / SpvBuiltIn / BS_* */
	uint16_t aux;      /* BL_EXT_SU: unsigned op; BL_VAR: out-of-range value; BS_*: detail */
	uint16_t aux2;     /* BL_EXT_FSU: unsigned op */
	int16_t minstd;    /* lowest OpenCL C version (e.g. 200), 0 any */
} Builtin;

extern const Builtin bi_table[];
extern const size_t bi_count;

#endif
