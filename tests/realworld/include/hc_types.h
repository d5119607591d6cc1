/* hc_types.h — the type and helper header a password-recovery tool's
 * hash kernels share with their host code: short integer names, the
 * storage-class macros every helper is declared with, and rotates and byte
 * swaps built from macros.  Written for the realworld tests in the style
 * of such headers (the host side re-declares OpenCL's own names). */
#ifndef HC_TYPES_H
#define HC_TYPES_H

/* The host compiler knows no uint/uchar: the shared header declares them,
 * and OpenCL C sees a compatible redefinition (C11 6.7p3). */
typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;

typedef uchar  u8;
typedef ushort u16;
typedef uint   u32;
typedef unsigned long int u64;   /* the host spelling; ulong on the device */

#define DECLSPEC __inline__ static
#define KERNEL_FQ __kernel
#define GLOBAL_AS __global
#define CONSTANT_AS __constant
#define PRIVATE_AS

#define MAYBE_UNUSED __attribute__((unused))

#ifdef IS_NV
#define HC_INLINE0 __attribute__((noinline))
#else
#define HC_INLINE0
#endif

/* rotates: one helper per width and direction, made by a macro */
#define HC_DECLARE_ROT(W, T)                                                  \
DECLSPEC T hc_rotl##W (const T a, const int n) { return rotate (a, (T) n); }   \
DECLSPEC T hc_rotr##W (const T a, const int n) { return rotate (a, (T) (W - n)); }

HC_DECLARE_ROT(32, u32);
HC_DECLARE_ROT(64, u64);

DECLSPEC u32 hc_swap32 (const u32 v)
{
  return (v >> 24) | ((v >> 8) & 0x0000ff00u) | ((v << 8) & 0x00ff0000u) | (v << 24);
}

DECLSPEC u64 hc_swap64 (const u64 v)
{
  return ((u64) hc_swap32 ((u32) v) << 32) | (u64) hc_swap32 ((u32) (v >> 32));
}

/* byte n of a word, and a word with byte n replaced: one helper each */
#define HC_DECLARE_BYTE(n)                                                                   \
DECLSPEC u32 hc_byte##n (const u32 v) { return (v >> (8 * n)) & 0xff; }                      \
DECLSPEC u32 hc_set_byte##n (const u32 v, const u32 b) { return (v & ~(0xffu << (8 * n))) | ((b & 0xff) << (8 * n)); }

HC_DECLARE_BYTE(0)
HC_DECLARE_BYTE(1)
HC_DECLARE_BYTE(2)
HC_DECLARE_BYTE(3)

/* three-operand adds and xors per width, as the round macros use them */
#define HC_DECLARE_OP3(name, T, op) \
DECLSPEC T name (const T a, const T b, const T c) { return a op b op c; }

HC_DECLARE_OP3(hc_add3_S, u32, +)
HC_DECLARE_OP3(hc_xor3_S, u32, ^)
HC_DECLARE_OP3(hc_add3_64, u64, +)
HC_DECLARE_OP3(hc_xor3_64, u64, ^)

/* a statement-expression macro, as GNU C code writes "safe" min/max */
#define hc_min_u32(a,b) ({ const u32 _a = (a); const u32 _b = (b); _a < _b ? _a : _b; })

#endif
