/* zc.h — the helpers every stage shares: the per-compilation context, an
 * arena, growable arrays, a string-keyed and an integer-keyed hash map, the
 * source manager that turns locations into file:line:col, and diagnostics.
 *
 * Nothing here is global: every function takes the Ctx (or an Arena) it works
 * on, so two compilations on two threads never touch the same memory.  Fatal
 * internal errors unwind with longjmp to the API entry point (zc_fatal). */
#ifndef ZC_H
#define ZC_H

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct Ctx Ctx;

/* ---- arena ------------------------------------------------------------- */

typedef struct ArenaChunk ArenaChunk;
typedef struct Arena {
	ArenaChunk *head;  /* newest chunk; older ones follow its link */
	size_t used;       /* bytes handed out of head */
	size_t total;      /* bytes obtained from malloc, for statistics */
	size_t chunk;      /* the size of the first chunk (0: 64 KB; later ones double it up
	                    * to 16 MB): ar_size_for sets it from what the arena will hold */
	jmp_buf *oom;      /* where to unwind when malloc fails: set whenever it allocates */
	struct ArenaOwned *owned; /* blocks and objects handed over with ar_own, ar_own_fn */
	struct Arena *subs;       /* arenas made with ar_sub, freed with this one */
	struct Arena *nextsub;    /* in the parent's subs */
} Arena;

void ar_init(Arena *a, jmp_buf *oom);
void ar_free(Arena *a);
void ar_reset(Arena *a);  /* free everything but keep the newest chunk for reuse */
/* An arena of its own whose memory can be given back early (ar_reset,
 * ar_free) and that ar_free(parent) frees in any case, also after a
 * longjmp out of a compilation; chunks of `chunk` bytes at first. */
Arena *ar_sub(Arena *parent, size_t chunk);
/* Move everything src holds into dst, which frees it from now on. */
void ar_adopt(Arena *dst, Arena *src);  /* src must have no sub-arenas */
size_t ar_total(const Arena *a);        /* bytes obtained from malloc, sub-arenas included */
/* The arena will hold about `expect` bytes more: its next chunks are
 * sized so that it takes a few of them, not a long doubling series. */
void ar_size_for(Arena *a, size_t expect);
void *ar_alloc(Arena *a, size_t n);              /* 16-byte aligned, zeroed */
void *ar_realloc(Arena *a, void *p, size_t old, size_t n);
char *ar_strndup(Arena *a, const char *s, size_t n);
char *ar_strdup(Arena *a, const char *s);
char *ar_printf(Arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
char *ar_vprintf(Arena *a, const char *fmt, va_list ap);
/* Hand a malloc'ed block p to the arena, which frees it in ar_free; for big
 * buffers that grow with realloc (no copying, no zeroing, no waste).
 * Returns where the arena keeps the pointer: store the new one there after
 * each realloc. */
void **ar_own(Arena *a, void *p);
/* The same for an object another library made (a tree-sitter parser),
 * which release frees: so that a compilation unwinding (zc_fatal, out of
 * memory) frees it with the arena.  Whoever deletes it first stores NULL
 * in the slot. */
void **ar_own_fn(Arena *a, void *p, void (*release)(void *p));

/* ---- growable arrays ---------------------------------------------------
 * A vector is three fields named v, n, cap in any struct, grown in an arena:
 *     struct { int *v; size_t n, cap; } xs = {0};
 *     VEC_PUSH(ar, &xs, 42);                                                */
#define VEC(T) struct { T *v; size_t n, cap; }
#define VEC_GROW(ar, vec, want) do { \
	if ((want) > (vec)->cap) { \
		size_t nc_ = (vec)->cap ? (vec)->cap * 2 : 8; \
		while (nc_ < (want)) nc_ *= 2; \
		(vec)->v = ar_realloc((ar), (vec)->v, (vec)->cap * sizeof *(vec)->v, nc_ * sizeof *(vec)->v); \
		(vec)->cap = nc_; \
	} } while (0)
#define VEC_PUSH(ar, vec, x) do { VEC_GROW(ar, vec, (vec)->n + 1); (vec)->v[(vec)->n++] = (x); } while (0)
#define VEC_LAST(vec) ((vec)->v[(vec)->n - 1])
typedef VEC(const char *) StrVec;

/* ---- byte buffer ------------------------------------------------------- */

typedef struct Buf {
	char *s;       /* NUL-terminated contents */
	size_t n, cap; /* length without the NUL, capacity */
	Arena *ar;     /* where it grows */
} Buf;

void buf_init(Buf *b, Arena *a);
void buf_putn(Buf *b, const char *s, size_t n);
void buf_puts(Buf *b, const char *s);
void buf_putc(Buf *b, int c);
void buf_printf(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* ---- numbers (num.c): floating point to and from text, locale-free ----- */

enum { ZC_FP16, ZC_FP32, ZC_FP64 }; /* IEEE 754 binary16, binary32, binary64 */

/* Read a floating-point number the way strtod does in the "C" locale
 * (white space, sign, decimal digits with '.' and e exponent, 0x hex digits
 * with p exponent, inf, infinity, nan, nan(...)), rounded once to nearest
 * even in the format; returns its bits.  *end (if end is not NULL) is set
 * past what was read, to s when there was no number. */
uint64_t zc_parse_float(const char *s, const char **end, int format);
double zc_strtod(const char *s, char **end); /* zc_parse_float to binary64 */
float zc_strtof(const char *s, char **end);  /* zc_parse_float to binary32 */
/* printf("%.<prec>g", v) in the "C" locale, prec 1 to 40; buf holds 64
 * bytes.  Returns the length written (a NUL follows). */
size_t zc_format_g(char *buf, double v, int prec);
int zc_hexval(int ch);  /* a hex digit's value, -1 for anything else */

/* ---- hash map from byte strings to pointers ---------------------------- */

typedef struct MapEntry {
	const char *key; /* not copied: the caller keeps it alive (arena) */
	size_t len;      /* key length */
	uint32_t hash;   /* cached hash of key */
	void *val;       /* NULL never stored: NULL means absent */
} MapEntry;

typedef struct Map {
	MapEntry *e;   /* open-addressed table, power-of-two size */
	size_t n, cap; /* live entries, slots */
	Arena *ar;
} Map;

void map_init(Map *m, Arena *a);
void map_reserve(Map *m, size_t n); /* room for n entries without rehashing (while empty) */
uint32_t map_hash(const char *s, size_t n);
void *map_get(const Map *m, const char *key, size_t len);
void map_put(Map *m, const char *key, size_t len, void *val); /* val NULL removes */

/* ---- hash map from 64-bit integers to 32-bit values -------------------- */

/* Keys are never 0 (an empty slot), and a value of 0 reads as absent: ids,
 * indices + 1 and packed pairs of them fit.  The table is in the arena of
 * the Ctx given to u64_put and u64_reserve; a zeroed U64Map is empty. */
typedef struct U64Map {
	uint64_t *k;   /* keys; 0 = empty slot */
	uint32_t *v;   /* the value of each key */
	size_t n, cap; /* live entries, slots (a power of two, or 0) */
} U64Map;

void u64_put(Ctx *c, U64Map *m, uint64_t k, uint32_t v);
void u64_reserve(Ctx *c, U64Map *m, size_t n);       /* room for n entries without growing */

/* Where k is or would go (m has slots).  Lookups are inline: irgen, the
 * reader and the linker make one for nearly every id they meet. */
static inline size_t
zc_u64_slot(const U64Map *m, uint64_t k)
{
	size_t i = (size_t)((k * 0x9e3779b97f4a7c15ull) >> 32) & (m->cap - 1);

	while (m->k[i] && m->k[i] != k)
		i = (i + 1) & (m->cap - 1);
	return i;
}

/* The value of k, 0 if absent. */
static inline uint32_t
u64_get(const U64Map *m, uint64_t k)
{
	size_t i;

	if (!m->cap)
		return 0;
	i = zc_u64_slot(m, k);
	return m->k[i] ? m->v[i] : 0;
}

/* ---- source manager and locations -------------------------------------- */

/* A location is where a token's characters were spelled (file and byte offset)
 * plus, for tokens that came out of a macro, the expansion that produced them. */
typedef struct Loc {
	uint32_t file; /* index into SrcMgr.files; 0 = no location */
	uint32_t off;  /* byte offset in that file's text */
	uint32_t exp;  /* index into SrcMgr.exps; 0 = not from a macro */
} Loc;

typedef struct LineMark {
	uint32_t off;      /* the line after a #line directive starts here */
	uint32_t line;     /* and has this presumed number */
	const char *name;  /* presumed file name from then on */
} LineMark;

typedef struct SrcFile {
	const char *name;      /* as written or resolved, used in diagnostics */
	const char *path;      /* path opened on disk, NULL for in-memory text */
	const char *text;      /* contents, NUL-terminated */
	uint32_t len;          /* bytes in text */
	uint32_t *lines;       /* byte offset of each line start, computed lazily */
	uint32_t nlines;
	Loc included_from;     /* the #include that brought it in */
	VEC(LineMark) marks;   /* #line directives, in offset order */
	bool system;           /* found through <...>, or in an -isystem directory (-MMD leaves it out) */
	bool sysdir;           /* found in an -isystem directory: its warnings are not shown, as clang
	                        * shows none in a system header */
} SrcFile;

typedef struct Expansion {
	const char *macro; /* the macro's name */
	Loc use;           /* where the macro name was used; may itself be in an expansion */
	Loc def;           /* where the macro was defined */
} Expansion;

typedef struct SrcMgr {
	VEC(SrcFile *) files; /* files[0] is a dummy so 0 means none */
	VEC(Expansion) exps;  /* exps[0] is a dummy */
	uint32_t main;        /* the main file's index (0 until the preprocessor reads it) */
} SrcMgr;

/* A location made presentable: presumed file and line (after #line), 1-based column. */
typedef struct PLoc {
	const char *file;
	uint32_t line, col;
	const char *linetext; /* start of the physical line in the file text */
	uint32_t linelen;     /* its length without the newline */
} PLoc;

uint32_t src_add(Ctx *c, const char *name, const char *path, const char *text, size_t len);
PLoc src_ploc(Ctx *c, Loc l);
Loc src_outermost(Ctx *c, Loc l); /* follow expansions out to the use in real text */

/* ---- diagnostics ------------------------------------------------------- */

enum { DIAG_NOTE, DIAG_WARNING, DIAG_ERROR, DIAG_FATAL };

/* A fix-it: what clang would write into the source to fix what a
 * diagnostic says, printed on a line under the caret. */
typedef struct FixIt {
	Loc loc;            /* where the text goes */
	uint32_t len;       /* bytes of the source it replaces (0: inserted) */
	const char *text;
	struct FixIt *next; /* the diagnostic's next one, further right */
} FixIt;

typedef struct Diag {
	int severity;     /* DIAG_* */
	Loc loc;          /* primary location (0 file: none) */
	const char *msg;  /* arena string, no trailing newline */
	uint32_t parent;  /* for notes: index+1 of the diagnostic they belong to */
	FixIt *fixits;    /* what to write to fix it, NULL: nothing offered */
} Diag;

/* ---- targets, extensions and features ---------------------------------- */

/* Every OpenCL extension and OpenCL C 3.0 feature zocc knows.  Columns:
 * identifier, the name as the macro / -cl-ext spells it, 1 if it is a 3.0
 * feature macro (__opencl_c_*) rather than an extension, and the first
 * -cl-std whose predefined macros include it when the target has it.  That
 * last column follows clang-15 for spir64: the features OpenCL C 2.0 made
 * core (and the float atomic ones) are defined by its header from CL2.0
 * on, __opencl_c_int64 in every version, the other features only in CL3.0;
 * cl_ext_float_atomics from CL2.0.  Extensions are defined in every
 * version, as ocloc does with the device's list (clang-15 leaves the
 * subgroup extensions out before CL2.0: tests/target lists why zocc
 * differs), except the two that ocloc's header too defines only from
 * CL2.0. */
#define ZC_FEATURES(X) \
	X(KHR_FP64, "cl_khr_fp64", 0, 100) \
	X(KHR_FP16, "cl_khr_fp16", 0, 100) \
	X(KHR_INT64_BASE_ATOMICS, "cl_khr_int64_base_atomics", 0, 100) \
	X(KHR_INT64_EXTENDED_ATOMICS, "cl_khr_int64_extended_atomics", 0, 100) \
	X(KHR_GLOBAL_INT32_BASE_ATOMICS, "cl_khr_global_int32_base_atomics", 0, 100) \
	X(KHR_GLOBAL_INT32_EXTENDED_ATOMICS, "cl_khr_global_int32_extended_atomics", 0, 100) \
	X(KHR_LOCAL_INT32_BASE_ATOMICS, "cl_khr_local_int32_base_atomics", 0, 100) \
	X(KHR_LOCAL_INT32_EXTENDED_ATOMICS, "cl_khr_local_int32_extended_atomics", 0, 100) \
	X(KHR_BYTE_ADDRESSABLE_STORE, "cl_khr_byte_addressable_store", 0, 100) \
	X(KHR_3D_IMAGE_WRITES, "cl_khr_3d_image_writes", 0, 100) \
	X(KHR_DEPTH_IMAGES, "cl_khr_depth_images", 0, 100) \
	X(KHR_SUBGROUPS, "cl_khr_subgroups", 0, 100) \
	X(KHR_SUBGROUP_EXTENDED_TYPES, "cl_khr_subgroup_extended_types", 0, 100) \
	X(KHR_SUBGROUP_NON_UNIFORM_VOTE, "cl_khr_subgroup_non_uniform_vote", 0, 100) \
	X(KHR_SUBGROUP_BALLOT, "cl_khr_subgroup_ballot", 0, 100) \
	X(KHR_SUBGROUP_NON_UNIFORM_ARITHMETIC, "cl_khr_subgroup_non_uniform_arithmetic", 0, 100) \
	X(KHR_SUBGROUP_SHUFFLE, "cl_khr_subgroup_shuffle", 0, 100) \
	X(KHR_SUBGROUP_SHUFFLE_RELATIVE, "cl_khr_subgroup_shuffle_relative", 0, 100) \
	X(KHR_SUBGROUP_CLUSTERED_REDUCE, "cl_khr_subgroup_clustered_reduce", 0, 100) \
	X(INTEL_SUBGROUPS, "cl_intel_subgroups", 0, 100) \
	X(INTEL_SUBGROUPS_SHORT, "cl_intel_subgroups_short", 0, 100) \
	X(INTEL_SUBGROUPS_CHAR, "cl_intel_subgroups_char", 0, 100) \
	X(INTEL_SUBGROUPS_LONG, "cl_intel_subgroups_long", 0, 100) \
	X(INTEL_REQD_SUB_GROUP_SIZE, "cl_intel_required_subgroup_size", 0, 100) \
	X(KHR_SUBGROUP_ROTATE, "cl_khr_subgroup_rotate", 0, 100) \
	X(INTEL_SPIRV_SUBGROUPS, "cl_intel_spirv_subgroups", 0, 100) \
	X(INTEL_SUBGROUP_LOCAL_BLOCK_IO, "cl_intel_subgroup_local_block_io", 0, 100) \
	X(INTEL_MEDIA_BLOCK_IO, "cl_intel_media_block_io", 0, 100) \
	X(INTEL_SPIRV_MEDIA_BLOCK_IO, "cl_intel_spirv_media_block_io", 0, 100) \
	X(INTEL_SPLIT_WORK_GROUP_BARRIER, "cl_intel_split_work_group_barrier", 0, 100) \
	X(INTEL_PLANAR_YUV, "cl_intel_planar_yuv", 0, 100) \
	X(INTEL_PACKED_YUV, "cl_intel_packed_yuv", 0, 100) \
	X(KHR_SPIRV_NO_INTEGER_WRAP_DECORATION, "cl_khr_spirv_no_integer_wrap_decoration", 0, 100) \
	X(KHR_MIPMAP_IMAGE, "cl_khr_mipmap_image", 0, 200) \
	X(KHR_MIPMAP_IMAGE_WRITES, "cl_khr_mipmap_image_writes", 0, 200) \
	X(KHR_EXTENDED_BIT_OPS, "cl_khr_extended_bit_ops", 0, 200) \
	X(KHR_INTEGER_DOT_PRODUCT, "cl_khr_integer_dot_product", 0, 200) \
	X(F_INTEGER_DOT_PRODUCT_INPUT_4X8BIT, "__opencl_c_integer_dot_product_input_4x8bit", 1, 200) \
	X(F_INTEGER_DOT_PRODUCT_INPUT_4X8BIT_PACKED, "__opencl_c_integer_dot_product_input_4x8bit_packed", 1, 200) \
	X(EXT_FLOAT_ATOMICS, "cl_ext_float_atomics", 0, 200) \
	X(EXT_FP16_GLOBAL_ATOMIC_LOAD_STORE, "__opencl_c_ext_fp16_global_atomic_load_store", 1, 200) \
	X(EXT_FP16_LOCAL_ATOMIC_LOAD_STORE, "__opencl_c_ext_fp16_local_atomic_load_store", 1, 200) \
	X(EXT_FP16_GLOBAL_ATOMIC_ADD, "__opencl_c_ext_fp16_global_atomic_add", 1, 200) \
	X(EXT_FP16_LOCAL_ATOMIC_ADD, "__opencl_c_ext_fp16_local_atomic_add", 1, 200) \
	X(EXT_FP16_GLOBAL_ATOMIC_MIN_MAX, "__opencl_c_ext_fp16_global_atomic_min_max", 1, 200) \
	X(EXT_FP16_LOCAL_ATOMIC_MIN_MAX, "__opencl_c_ext_fp16_local_atomic_min_max", 1, 200) \
	X(EXT_FP32_GLOBAL_ATOMIC_ADD, "__opencl_c_ext_fp32_global_atomic_add", 1, 200) \
	X(EXT_FP32_LOCAL_ATOMIC_ADD, "__opencl_c_ext_fp32_local_atomic_add", 1, 200) \
	X(EXT_FP32_GLOBAL_ATOMIC_MIN_MAX, "__opencl_c_ext_fp32_global_atomic_min_max", 1, 200) \
	X(EXT_FP32_LOCAL_ATOMIC_MIN_MAX, "__opencl_c_ext_fp32_local_atomic_min_max", 1, 200) \
	X(EXT_FP64_GLOBAL_ATOMIC_ADD, "__opencl_c_ext_fp64_global_atomic_add", 1, 200) \
	X(EXT_FP64_LOCAL_ATOMIC_ADD, "__opencl_c_ext_fp64_local_atomic_add", 1, 200) \
	X(EXT_FP64_GLOBAL_ATOMIC_MIN_MAX, "__opencl_c_ext_fp64_global_atomic_min_max", 1, 200) \
	X(EXT_FP64_LOCAL_ATOMIC_MIN_MAX, "__opencl_c_ext_fp64_local_atomic_min_max", 1, 200) \
	X(F_3D_IMAGE_WRITES, "__opencl_c_3d_image_writes", 1, 300) \
	X(F_ATOMIC_ORDER_ACQ_REL, "__opencl_c_atomic_order_acq_rel", 1, 200) \
	X(F_ATOMIC_ORDER_SEQ_CST, "__opencl_c_atomic_order_seq_cst", 1, 200) \
	X(F_ATOMIC_SCOPE_DEVICE, "__opencl_c_atomic_scope_device", 1, 200) \
	X(F_ATOMIC_SCOPE_ALL_DEVICES, "__opencl_c_atomic_scope_all_devices", 1, 200) \
	X(F_DEVICE_ENQUEUE, "__opencl_c_device_enqueue", 1, 200) \
	X(F_GENERIC_ADDRESS_SPACE, "__opencl_c_generic_address_space", 1, 200) \
	X(F_FP64, "__opencl_c_fp64", 1, 300) \
	X(F_IMAGES, "__opencl_c_images", 1, 200) \
	X(F_INT64, "__opencl_c_int64", 1, 100) \
	X(F_PIPES, "__opencl_c_pipes", 1, 200) \
	X(F_PROGRAM_SCOPE_GLOBAL_VARIABLES, "__opencl_c_program_scope_global_variables", 1, 200) \
	X(F_READ_WRITE_IMAGES, "__opencl_c_read_write_images", 1, 200) \
	X(F_SUBGROUPS, "__opencl_c_subgroups", 1, 300) \
	X(F_WORK_GROUP_COLLECTIVE_FUNCTIONS, "__opencl_c_work_group_collective_functions", 1, 200)

enum {
#define X(id, name, feat, since) ZC_##id,
	ZC_FEATURES(X)
#undef X
	ZC_NFEATURES
};
/* A set of extensions and features: bit f % 64 of word f / 64 is set when
 * feature f is available.  Plain words, so that profiles are constant
 * initializers (support/target.c) and sets are copied by assignment. */
#define ZC_FEATURE_WORDS ((ZC_NFEATURES + 63) / 64)
typedef struct FeatureSet {
	uint64_t w[ZC_FEATURE_WORDS];
} FeatureSet;
#define ZC_FS_HAS(set, f) ((((set).w[(unsigned)(f) / 64]) >> ((unsigned)(f) % 64)) & 1)
#define ZC_HAS(set, id) ZC_FS_HAS(set, ZC_##id)
void zc_fs_put(FeatureSet *set, int f, bool on);                 /* add or remove f */
void zc_fs_or(FeatureSet *dst, const FeatureSet *src);           /* dst |= src */
void zc_fs_and(FeatureSet *dst, const FeatureSet *src);          /* dst &= src */
void zc_fs_andnot(FeatureSet *dst, const FeatureSet *src);       /* dst &= ~src */
bool zc_fs_meets(const FeatureSet *a, const FeatureSet *b);      /* a & b is not empty */
bool zc_fs_equal(const FeatureSet *a, const FeatureSet *b);
bool zc_fs_empty(const FeatureSet *set);

extern const char *const zc_feature_names[ZC_NFEATURES];
extern const unsigned char zc_feature_is_feature[ZC_NFEATURES];
extern const unsigned short zc_feature_since[ZC_NFEATURES]; /* 100, 200 or 300 */
int zc_feature_lookup(const char *name, size_t len); /* -1 if unknown */

/* Float atomic capabilities, one byte per type in Target.fp_atomic_flags
 * (fp16 in bits 0-7, fp32 in 8-15, fp64 in 16-23): Level Zero's
 * ze_device_fp_atomic_ext_flags_t with its LOCAL bits (16-18) moved to 4-6. */
enum {
	ZC_FPA_GLOBAL_LOAD_STORE = 1 << 0, /* atomic load, store, exchange on CrossWorkgroup */
	ZC_FPA_GLOBAL_ADD = 1 << 1,        /* OpAtomicFAddEXT on CrossWorkgroup */
	ZC_FPA_GLOBAL_MIN_MAX = 1 << 2,    /* OpAtomicFMinEXT/FMaxEXT on CrossWorkgroup */
	ZC_FPA_LOCAL_LOAD_STORE = 1 << 4,  /* the same three on Workgroup */
	ZC_FPA_LOCAL_ADD = 1 << 5,
	ZC_FPA_LOCAL_MIN_MAX = 1 << 6
};
#define ZC_FPA_SHIFT(width) ((width) == 16 ? 0 : (width) == 32 ? 8 : 16)
#define ZC_FPA(t, width) (((t)->fp_atomic_flags >> ZC_FPA_SHIFT(width)) & 0xffu)

/* A target profile: what the module may use on the device compiled for
 * ("any", the default, has what some known device has; "ze" what every
 * device must have; see support/target.c).  The flags and the feature set
 * agree (zc_target_resolve keeps them so): fp64 is cl_khr_fp64 and
 * __opencl_c_fp64, images is __opencl_c_images, fp_atomic_flags is the
 * __opencl_c_ext_fp* features, and so on. */
typedef struct Target {
	const char *name;         /* ocloc's device name (an alias gives its family's first), "any" or "ze" */
	uint32_t spirv_max;       /* highest SPIR-V version it reads, as 0x00MMmm00 (emit <= 1.2 unless needed) */
	FeatureSet features;      /* extensions and features the device offers */
	bool images;              /* ImageBasic and its companions */
	bool fp16, fp64;          /* Float16, Float64 arithmetic */
	bool int64_atomics;       /* Int64Atomics */
	uint32_t fp_atomic_flags; /* ZE_extension_float_atomics: ZC_FPA_* per type, see ZC_FPA() */
	uint32_t subgroup_sizes;  /* bit k set: subgroup size 8 << k is supported (8, 16, 32) */
	bool ext_subgroups;       /* ZE_extension_subgroups: any cl_khr_subgroup_* beyond cl_khr_subgroups */
	bool linkonce_odr;        /* ZE_extension_linkonce_odr: SPV_KHR_linkonce_odr */
	bool bf16_conversions;    /* ZE_extension_bfloat16_conversions: SPV_INTEL_bfloat16_conversion */
	bool env_letter;          /* keep the Level Zero environment's lists where the devices take more
	                           * (the portable profile; doc/targets.md, "Where zocc follows the devices") */
	bool debug_info;          /* OpenCL.DebugInfo.100, which IGC reads and the environment does not list */
} Target;

/* The profile for a device name ("skl", "gen9", "tgllp", "dg2-g10", "pvc",
 * ...; NULL or "any" for the default, any Level Zero device; "ze" for the
 * portable profile).  False if unknown (out is then any). */
bool zc_target_lookup(const char *name, Target *out);
/* The canonical name of the i-th profile ("any", "ze", "skl", ...), NULL
 * past the last: for listing them. */
const char *zc_target_name(size_t i);
/* Whether t is any or ze, which stand for no one device. */
bool zc_target_generic(const Target *t);
/* The target compiled for, for diagnostics: "device 'tgllp'", or for the
 * default "any known Level Zero device" (a feature none has). */
const char *zc_target_str(Ctx *c);
/* Set c->target from c->opt: the -device profile (an unknown name is an
 * error listing the known ones, and any is used), then the -cl-ext entries in
 * order (+name, -name, +all, -all; cl_khr_fp64 and __opencl_c_fp64 move
 * together, removing a feature removes those that need it), then
 * --spirv-max-version; the flags (fp64, images, fp_atomic_flags...) are
 * rederived from the resulting features.  -cl-std does not change the
 * target: which macros a language version defines is the preprocessor's. */
void zc_target_resolve(Ctx *c);

/* The ZC_EXT_FP*_ATOMIC_* feature for a float-atomic flag (ZC_FPA_*) of a
 * float width, -1 if it has none (load/store of fp32 and fp64 are core). */
int zc_fpa_feature(unsigned width, unsigned flag);

/* Options parsed from the command-line syntax the API accepts. */
typedef struct Define {
	const char *text; /* "NAME", "NAME=VALUE" */
	bool undef;       /* -U rather than -D */
} Define;

/* Resource limits (doc/limits.md): each bounds the time and memory of a
 * compilation, far above what real programs need, with an option to raise
 * it (-f<name>-limit=N) and a zocc_limits field.  0 never means unlimited
 * here: ctx_init sets the defaults. */
typedef struct Limits {
	uint64_t expansion;   /* tokens macro replacement produces or copies (pre-expanded arguments) */
	uint64_t tokens;      /* tokens after preprocessing (what the parser reads) */
	uint32_t nesting;     /* brackets and statements nested in one another */
	uint32_t depth;       /* the parse tree's depth, operators included (ppshape.c) */
	uint64_t statements;  /* statements in one function body */
	uint64_t module;      /* bytes of the SPIR-V module */
} Limits;

enum { /* the defaults */
	ZC_LIMIT_EXPANSION = 1u << 25,  /* 33M: 30x what 7,600 lines of macro-heavy code use */
	ZC_LIMIT_TOKENS = 1u << 21,     /* 2M: 10-20 MB of preprocessed text */
	ZC_LIMIT_NESTING = 1024,        /* clang's -fbracket-depth is 256 */
	ZC_LIMIT_DEPTH = 1u << 18,      /* 262,144: an expression of 100,000 terms */
	ZC_LIMIT_STATEMENTS = 1u << 16, /* 65,536 in one function */
	ZC_LIMIT_MODULE = 1u << 26      /* 64 MB of SPIR-V */
};

/* Which functions the module lets the GPU compiler inline, as clang's
 * inlining options mark them (irgen/func.c turns it into FunctionControl) */
enum {
	ZC_INLINE_NORMAL, /* any: only always_inline and noinline say something */
	ZC_INLINE_HINT,   /* only those declared 'inline' (and always_inline) */
	ZC_INLINE_ALWAYS  /* only always_inline ones: the rest DontInline */
};

typedef struct Options {
	int cl_std;                  /* 100, 110, 120, 200, 300 */
	VEC(Define) defines;         /* -D and -U in command-line order */
	StrVec incdirs;              /* -I in order: "..." and <...> search them */
	StrVec quotedirs;            /* -iquote in order: only "..." searches them, before -I */
	StrVec sysdirs;              /* -isystem in order: searched after -I; their headers are system headers */
	StrVec includes;             /* -include FILE in order: #include "FILE" before the main file */
	VEC(const char *) exts;      /* -cl-ext= entries, "+name" or "-name", in order */
	const char *device;          /* -device NAME, NULL for the default (any Level Zero device) */
	uint32_t spirv_max;          /* --spirv-max-version, 0 = profile's */
	bool fast_relaxed_math;      /* -cl-fast-relaxed-math */
	bool mad_enable;             /* -cl-mad-enable */
	bool finite_math, no_signed_zeros, unsafe_math, denorms_are_zero; /* -cl-* math flags */
	bool opt_disable;            /* -cl-opt-disable */
	uint8_t opt_level;           /* the last -O<n>: n + 1 (1-4), 5 for -Os/-Oz; 0 none given */
	int inlining;                /* ZC_INLINE_*: -finline-functions, -finline-hint-functions,
	                              * -fno-inline-functions / -fno-inline (the last one given) */
	bool preprocess_only;        /* -E: produce preprocessed text, no module */
	bool dump_macros;            /* -dM: with -E, the macros defined at the end instead */
	bool werror, nowarn;         /* -Werror, -w */
	VEC(const char *) wflags;    /* -W<x> and -pedantic: x, in order (support/diag.c) */
	bool kernel_arg_info;        /* -cl-kernel-arg-info */
	bool single_precision_constant; /* -cl-single-precision-constant: 1.0 is a float */
	Limits limits;               /* -f*-limit=N and zocc_input.limits over the defaults */
	bool time_report;            /* -ftime-report: time and memory per phase, in the log */
	bool create_library;         /* -create-library: export every function that is not static */
	int debug;                   /* -g (ZC_DEBUG_FULL), -gline-tables-only (ZC_DEBUG_LINES), -g0 */
	uint32_t dwarf;              /* -gdwarf-N: the DWARF version the compilation unit names */
	bool debug_columns;          /* columns in the line table (-gno-column-info: none) */
	bool debug_embed;            /* the source text in each DebugSource (-gno-embed-source: not) */
	bool syntax_only;            /* -fsyntax-only: every check, no module handed out */
	bool verbose;                /* -v: the log starts with the version, target and search list */
	bool color;                  /* -fcolor-diagnostics: the log in clang's terminal colours */
} Options;

/* How much debug information (OpenCL.DebugInfo.100) the module carries */
enum {
	ZC_DEBUG_NONE,  /* none: the module as without -g */
	ZC_DEBUG_LINES, /* sources, functions and a line for every instruction */
	ZC_DEBUG_FULL   /* and types, variables and scopes */
};

/* ---- phase timers (-ftime-report, support/timer.c) --------------------- */

enum {
	ZC_PH_PREPROCESS, /* pp_run */
	ZC_PH_TYPENAMES,  /* marking type names in the parser's copy */
	ZC_PH_PARSE,      /* tree-sitter */
	ZC_PH_AST,        /* concrete tree to AST, freeing the tree */
	ZC_PH_SEMA,
	ZC_PH_IRGEN,      /* functions and globals into the module's sections */
	ZC_PH_EMIT,       /* the sections joined into the module's words */
	ZC_PH_VALIDATE,   /* the Level Zero check of the finished words */
	ZC_NPHASES
};

typedef struct ZcTimes {
	uint64_t cpu[ZC_NPHASES], wall[ZC_NPHASES]; /* nanoseconds spent in each phase */
	size_t arena[ZC_NPHASES];  /* arena bytes at the end of each phase */
	size_t rss[ZC_NPHASES];    /* the process's peak resident bytes by then */
	bool ran[ZC_NPHASES];      /* the phase was reached */
	uint64_t cpu_mark, wall_mark; /* the end of the previous phase */
	size_t input_bytes, input_lines; /* the preprocessed text */
	size_t module_bytes, module_insts; /* the finished module */
	size_t functions, functions_dropped; /* defined; of those, unreachable from a kernel */
	size_t bodies_freed;       /* function bodies freed as soon as sema had checked them */
} ZcTimes;

void zc_times_start(Ctx *c);             /* -ftime-report: start timing (sets c->times) */
void zc_times_thread(Ctx *c);            /* the stages moved to another thread */
void zc_phase(Ctx *c, int phase);        /* the work since the last mark was phase's */
void zc_times_module(Ctx *c, const uint32_t *words, size_t n); /* the module's size and instructions */
void zc_times_report(Ctx *c, Buf *out);  /* the report, if timing */

/* ---- the context ------------------------------------------------------- */

struct Ctx {
	Arena ar;               /* owns every allocation of the compilation */
	SrcMgr src;             /* files and macro expansions */
	VEC(Diag) diags;        /* in the order reported */
	const char *log_head;   /* what the log prints before the diagnostics (-v), or NULL */
	unsigned nerrors, nwarnings;
	unsigned max_errors;    /* stop reporting after this many (0 = unlimited) */
	bool werror, nowarn;    /* -Werror, -w */
	bool stopped;           /* too many errors: further diagnostics dropped */
	unsigned mute;          /* > 0: diagnostics dropped (while a declaration holding a syntax
	                         * error is built and checked: that error is its one error) */
	bool dropped;           /* the last warning was not given (-w, -Wno-NAME): nor are its notes */
	unsigned nwerrors;      /* of nerrors, the warnings -Werror made errors (clang's analyses
	                         * stop after a real error, not after those) */
	uint8_t unsupported;    /* 1 << ZC_NO_*: what Level Zero lacks that was reported (zc_unsupported) */
	jmp_buf *fatal;         /* where zc_fatal unwinds to */
	Options opt;            /* parsed options */
	Target target;          /* the device profile compiled for, after -cl-ext */
	struct Types *types;    /* sema's interned types */
	uint32_t next_type_id;  /* sema: ids handed to types */
	uint32_t type_depth_max; /* sema: types may be derived this many levels deep (the stack
	                          * the stages run on has room for it); 0: the nesting limit */
	ZcTimes *times;         /* -ftime-report's timers, NULL when not asked for */
};

void ctx_init(Ctx *c, jmp_buf *fatal);
void ctx_free(Ctx *c);

/* ---- stack (stack.c) --------------------------------------------------- */

/* Bytes of stack left below the caller on the current thread (0 if it
 * cannot tell). */
size_t zc_stack_left(void);
/* Run fn(c, arg) with at least need bytes of stack: here when there is
 * that much left, else on a new thread with a stack of its own, waited for.
 * zc_fatal inside fn unwinds to the caller's handler as usual.  False,
 * with an error reported and fn not run, if no such thread could start. */
bool zc_run_with_stack(Ctx *c, size_t need, void (*fn)(Ctx *, void *), void *arg);

/* Report a diagnostic at l and return its index; notes attach to the last
 * error or warning reported.  Macro expansion notes are added automatically. */
size_t zc_error(Ctx *c, Loc l, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
size_t zc_warning(Ctx *c, Loc l, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void zc_check_warning_options(Ctx *c); /* clang's warning for an unknown -W option */
/* A note on the last error or warning (none if that one was not given);
 * its index, (size_t)-1 when dropped. */
size_t zc_note(Ctx *c, Loc l, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A fix-it on diagnostic idx (support/diag.c): text replacing len bytes at l. */
void zc_fixit(Ctx *c, size_t idx, Loc l, uint32_t len, const char *text);
/* Whether the options let warning name (its -W name without -W) be given:
 * for the analyses that cost something to run. */
bool zc_warning_enabled(Ctx *c, const char *name);
/* A use of an OpenCL C 2.0 feature Level Zero has no objects for: an
 * error that names it at its first use in the program, nothing at the
 * others (what names the construct, e.g. the builtin called, or NULL). */
enum { ZC_NO_BLOCKS, ZC_NO_ENQUEUE, ZC_NO_PIPES };
void zc_unsupported(Ctx *c, Loc l, int feature, const char *what);
size_t zc_diag(Ctx *c, int severity, Loc l, const char *fmt, va_list ap);
/* An internal error: report it and unwind to the API entry point. */
_Noreturn void zc_fatal(Ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Print every diagnostic clang-style (file:line:col: error: msg, source line, caret). */
void zc_render_diags(Ctx *c, Buf *out);
/* Put the diagnostics in the order of the program's text (zc_render_diags
 * does it first). */
void zc_sort_diags(Ctx *c);

/* ---- "did you mean" (suggest.c) -------------------------------------------
 * The name nearest to a misspelt word by clang's typo-correction rule: at
 * most (length + 2) / 3 edits, a match but for letter case first, the
 * first of equally near names.  Offer every name in a stable order.  For
 * the program's own names (zc_suggest_names), clang's stricter rule:
 * none for a word under three characters, none when two are as near,
 * and with strict (members, type names) none further than a third of the
 * word's length; ask zc_suggest_best. */
enum { ZC_SUGGEST_MAX = 255 }; /* longer words and names are never matched */
typedef struct Suggest {
	const char *word;  /* the misspelt word */
	size_t len;        /* its length */
	unsigned limit;    /* the most edits a suggestion may be away */
	unsigned dist;     /* the best's distance (limit + 1: none yet; 0: same but for case) */
	const char *best;  /* the nearest name offered so far, or NULL */
	size_t bestlen;    /* its length */
	void *data;        /* what the caller offered with it */
	bool names;        /* a program's names (zc_suggest_names) */
	bool strict;       /* names: members and type names, a third of the length at most */
	bool tie;          /* names: another name is as near (no suggestion) */
} Suggest;

void zc_suggest_init(Suggest *s, const char *word, size_t len);
void zc_suggest_names(Suggest *s, const char *word, bool strict);
/* Offer one name (len bytes), with a datum of the caller's; true if it is
 * the best so far. */
bool zc_suggest_offer(Suggest *s, const char *name, size_t len);
bool zc_suggest_offer_data(Suggest *s, const char *name, size_t len, void *data);
void zc_suggest_add(Suggest *s, const char *name, void *data); /* NUL-terminated */
/* The suggestion (and its datum), or NULL: a tie or too far under the
 * names' rules. */
const char *zc_suggest_best(const Suggest *s, void **data);
/* The best of n NUL-terminated names (NULL entries skipped), or NULL. */
const char *zc_suggest_list(const char *word, const char *const *names, size_t n);
/* Insertions, deletions and replacements turning a into b; max + 1 as soon
 * as it must be more than max. */
unsigned zc_edit_distance(const char *a, size_t an, const char *b, size_t bn, unsigned max);

#define ZC_ASSERT(c, x) do { if (!(x)) zc_fatal((c), "internal error: assertion '%s' failed at %s:%d", #x, __FILE__, __LINE__); } while (0)
#define ZC_COUNTOF(a) (sizeof(a) / sizeof((a)[0]))

#endif
