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
 *   J  unsigned integers of G's element width, G's component count (nan)
 *   Z  G with elements of twice the width, same signedness (upsample)
 *   v void   b bool   c char   C uchar   s short   T ushort   i int   u uint
 *   l long   L ulong  h half   f float   d double  z size_t
 *   4 uint4  F float with G's component count    D double with G's component count
 *   X<n><code>  a vector of n (2, 3, 4, 8, or g for 16) of the scalar <code>
 *               (X4f float4, X2i int2, X4S a 4-vector of G's element type)
 *   P<as><code>  pointer to <code> in address space <as>: g global, l local,
 *                c constant, p private, n generic, * any (bound by the call),
 *                w any but constant (an output), d what an unqualified
 *                pointer parameter means: private before OpenCL C 2.0, the
 *                generic space from 2.0 (the named spaces convert to it),
 *                m atomic memory: the argument's global, local or generic
 *                space (a private pointer converts to generic where the
 *                generic address space exists; constant never matches),
 *                a global or local only (the OpenCL 1.x atomics)
 *   Q<as><code>  the same, pointer to const; V<as><code> pointer to volatile
 *   W<as><code>  pointer to volatile _Atomic <code> (the atomic_* types)
 *   e event_t    k sampler_t
 *   @<k>  an image type of any access qualifier (the argument's): k is
 *         1 image1d_t, a image1d_array_t, b image1d_buffer_t, 2 image2d_t,
 *         A image2d_array_t, d image2d_depth_t, D image2d_array_depth_t,
 *         3 image3d_t
 * Gentype classes (the set G ranges over; vectors of 2, 3, 4, 8, 16):
 *   GF  half, float, double scalars and vectors (half/double when enabled)
 *   GFS the same, scalars only
 *   GFV vectors of GF only (no scalars)
 *   GF4 float/double/half scalars and vectors of 2, 3, 4 (geometric functions)
 *   GI  char..ulong scalars and vectors          GIS  integer scalars only
 *   GI32 int and uint scalars and vectors        GT   every GI and GF type
 *   GA32 int, uint (scalars: 32-bit atomics)     GA64 long, ulong
 *   GAF float (and double with fp64, half with cl_ext_float_atomics): float atomics
 *   GAI int, uint, long, ulong (2.0 integer atomics; 64-bit ones are checked
 *       against the target's int64 atomics after resolution)
 *   GAT GAI and GAF (atomic_load, atomic_store, atomic_exchange...)
 *   GF32 float scalars and vectors only (native_ and half_ functions)
 *   GIV, GTV  the vectors of GI, GT (no scalars)
 *   GTS every scalar of GT (vloadn, vstoren)
 *   GUP char, uchar, short, ushort, int, uint scalars and vectors (upsample)
 *   GGS int, uint, long, ulong, float, double, half scalars (group functions)
 *   GSH the Intel subgroup shuffle types: char..uint, float scalars and
 *       vectors of 2, 4, 8, 16, and long, ulong, half, double scalars
 *   GSI signed integer scalars and vectors (any, all)
 *   GFF4 float scalars and vectors of 2, 3, 4 (fast_length...)
 *   GF34 half, float, double vectors of 3 and 4 (cross)
 *   GSGS the cl_khr_subgroups scalars: GGS, and char, short (and unsigned)
 *       with cl_khr_subgroup_extended_types
 *   GSGB GSGS, and with cl_khr_subgroup_extended_types vectors of every
 *       element type (sub_group_broadcast)
 *   GNUS every scalar: char..ulong, half, float, double (cl_khr_subgroup_*)
 *   GNUV every scalar and vector (sub_group_non_uniform_broadcast)
 *   GS16 short, ushort scalars and vectors of 2, 3, 4, 8; GS16S the scalars
 *       (cl_intel_subgroups_short's broadcast, reduce and scans)
 *   GUL ulong alone (atomic_uintptr_t with a ptrdiff_t operand)
 *   GFDS float and double scalars (vstore_half)
 *   G0  no gentype: the pattern is concrete
 * Result-only code: R  int when G is a scalar, else I (relational functions). */
#ifndef BUILTINS_H
#define BUILTINS_H

#include <stdint.h>

enum BiGen {
	GEN_NONE, GEN_F, GEN_FS, GEN_FV, GEN_F4, GEN_I, GEN_IS, GEN_I32, GEN_T, GEN_A32,
	GEN_A64, GEN_AF, GEN_F32, GEN_IV, GEN_TV, GEN_AI, GEN_AT, GEN_TS, GEN_UP, GEN_GS,
	GEN_SH, GEN_SI, GEN_FF4, GEN_F34, GEN_SGS, GEN_SGB, GEN_NUS, GEN_NUV, GEN_S16, GEN_S16S,
	GEN_UL, GEN_FDS
};

/* How a builtin lowers. */
enum BiLower {
	BL_EXT,     /* OpExtInst OpenCL.std op on the converted arguments */
	BL_EXT_SU,  /* OpenCL.std: op for signed integers, aux for unsigned (s_min/u_min) */
	BL_EXT_FSU, /* OpenCL.std: op for floats, aux for signed ints, aux2 for unsigned (min) */
	BL_OP,      /* a core opcode on the converted arguments */
	BL_VAR,     /* component (argument 0) of a BuiltIn Input variable: op = SpvBuiltIn, aux = out-of-range value */
	BL_VAR0,    /* a scalar BuiltIn Input variable: op = SpvBuiltIn */
	BL_EXT_LIT, /* OpenCL.std op with aux appended as a literal (vloadn's n, rounding modes) */
	BL_ATOMIC,  /* an atomic operation (irgen/atomic.c): op = SpvOp, aux = BA_* form */
	BL_SPECIAL  /* a hand-written lowering in irgen/builtin.c: op = BS_* */
};

/* The argument forms of atomic functions (Builtin.aux of BL_ATOMIC rows);
 * each explicit variant takes the memory order(s) and an optional scope
 * after the operands. */
enum BiAtomic {
	BA_LEGACY,        /* OpenCL 1.x atomic_op/atom_op(p[, v]): relaxed, Device (Workgroup for __local) */
	BA_LEGACY_CMPXCHG,/* atomic_cmpxchg(p, cmp, v) */
	BA_FETCH,         /* atomic_fetch_op[_explicit](p, v[, order[, scope]]), atomic_exchange */
	BA_FETCH_SUB_F,   /* atomic_fetch_sub on floats: an add of -v */
	BA_LOAD,          /* atomic_load[_explicit](p[, order[, scope]]) */
	BA_STORE,         /* atomic_store[_explicit](p, v[, order[, scope]]) */
	BA_INIT,          /* atomic_init(p, v): a plain store */
	BA_CMPXCHG,       /* atomic_compare_exchange_strong/weak[_explicit](p, expected, desired[, ok, fail[, scope]]) */
	BA_FLAG_TAS,      /* atomic_flag_test_and_set[_explicit](p[, order[, scope]]) */
	BA_FLAG_CLEAR,    /* atomic_flag_clear[_explicit](p[, order[, scope]]) */
	BA_FENCE          /* atomic_work_item_fence(flags, order, scope) */
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
	BS_COMPARE,       /* isequal etc.: op = comparison opcode */
	BS_ASYNC_COPY,    /* async_work_group_copy, _strided_copy: OpGroupAsyncCopy */
	BS_WAIT_EVENTS,   /* wait_group_events: OpGroupWaitEvents */
	BS_READ_IMAGE,    /* read_image{f,i,ui,h}: aux 0 float, 1 int, 2 uint, 3 half results; a
	                   * fourth argument is the mip level (Lod), a fourth and fifth the
	                   * gradients (Grad): cl_khr_mipmap_image */
	BS_WRITE_IMAGE,   /* write_image{f,i,ui,h}; with four arguments the third is the mip
	                   * level (cl_khr_mipmap_image_writes) */
	BS_IMAGE_QUERY,   /* get_image_*: aux = BQ_* */
	BS_GROUP_VOTE,    /* sub_group_all/any, work_group_all/any: aux scope, op = SpvOp */
	BS_GROUP_BCAST,   /* sub_group_broadcast, work_group_broadcast: aux scope */
	BS_GROUP_ARITH,   /* reduce/scan: aux = scope | GroupOperation << 4, aux2 = BG_* */
	BS_SG_BARRIER,    /* sub_group_barrier(flags[, scope]) */
	BS_NU_ARITH,      /* non-uniform reduce/scan/clustered: aux = GroupOperation, aux2 = BG_* */
	BS_NU,            /* a GroupNonUniform instruction on (Subgroup, args...): aux = SpvOp, aux2 = capability */
	BS_INTEL_SHUFFLE, /* intel_sub_group_shuffle*: aux = SpvOp */
	BS_BLOCK_READ,    /* intel_sub_group_block_read*: aux 0 a __global buffer, 1 an image2d_t,
	                   * 2 a __local buffer (cl_intel_subgroup_local_block_io; aux2 is then
	                   * the element type's subgroup extension + 1, needed as well) */
	BS_BLOCK_WRITE,   /* intel_sub_group_block_write*, as BS_BLOCK_READ */
	BS_MEDIA_READ,    /* intel_sub_group_media_block_read_*: OpSubgroupImageMediaBlockReadINTEL */
	BS_MEDIA_WRITE,   /* intel_sub_group_media_block_write_* */
	BS_SPLIT_BARRIER, /* intel_work_group_barrier_arrive/wait(flags[, scope]): aux = SpvOp */
	BS_IDOT,          /* integer dot products: aux = OpSDot etc., aux2 1 packed, 2 packed with the signed operand second */
	BS_BITFIELD,      /* cl_khr_extended_bit_ops: aux = OpBitFieldInsert, ...SExtract, ...UExtract, OpBitReverse */
	BS_ROTATE,        /* sub_group_rotate (aux 0), sub_group_clustered_rotate (aux 1): a shuffle */
	BS_GET_FENCE,     /* get_fence(p): OpGenericPtrMemSemantics */
	BS_COUNT
};

/* get_image_* queries (BS_IMAGE_QUERY aux) */
enum BiQuery { BQ_WIDTH, BQ_HEIGHT, BQ_DEPTH, BQ_DIM, BQ_ARRAY_SIZE, BQ_ORDER, BQ_DATA_TYPE, BQ_MIP_LEVELS };

/* group arithmetic (BS_GROUP_ARITH, BS_NU_ARITH aux2): the opcode follows the type */
enum BiGroupOp { BG_ADD, BG_MIN, BG_MAX, BG_MUL, BG_AND, BG_OR, BG_XOR, BG_LAND, BG_LOR, BG_LXOR };

/* The GNU and clang __builtin_ functions (gnu.def): what sema/gnu.c
 * checks and irgen/gnu.c lowers (Expr.op of a call named "gnu") */
enum GnuOp {
	GB_NONE, GB_MATH,
	GB_POPCOUNT, GB_CLZ, GB_CTZ, GB_FFS, GB_PARITY, GB_CLRSB, GB_BSWAP, GB_BITREVERSE,
	GB_ROTL, GB_ROTR, GB_ABS,
	GB_ADD_OVF, GB_SUB_OVF, GB_MUL_OVF,
	GB_ISNAN, GB_ISINF, GB_ISFINITE, GB_ISNORMAL, GB_SIGNBIT,
	GB_ISGREATER, GB_ISGREATEREQUAL, GB_ISLESS, GB_ISLESSEQUAL, GB_ISLESSGREATER, GB_ISUNORDERED,
	GB_FPCLASSIFY,
	GB_INF, GB_NAN, GB_EXPECT, GB_ASSUME, GB_ASSUME_ALIGNED, GB_CONSTANT_P, GB_CHOOSE_EXPR,
	GB_UNREACHABLE, GB_PREFETCH, GB_NT_LOAD, GB_NT_STORE, GB_SHUFFLEVECTOR, GB_PRINTF
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
