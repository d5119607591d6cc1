// threshold in the style of a computer-vision library's kernel, four
// pixels per work-item as a short4 (-DT=short4 -DT1=short): each threshold
// type is one kernel made by a macro that writes the whole function, its
// operation a macro too; the comparison of the vector with the scalar
// threshold is the condition of ?: between splatted scalars (a short4
// mask) or, in the mask kernel, between short scalars that the vector
// condition widens to short4; TRUNC clamps with a scalar low and a vector
// high bound.
// options: -DT=short4 -DT1=short -DSTRIDE_SIZE=1 -DrowsPerWI=2
// python: def th(kind, v):
// python:     return {'binary': max_val if v > thresh else 0, 'binary_inv': 0 if v > thresh else max_val,
// python:             'trunc': min(max(v, min_val), thresh), 'tozero': v if v > thresh else 0,
// python:             'tozero_inv': 0 if v > thresh else v}[kind]
// kernel: threshold_binary
// global: 4 4
// arg: global short src[8 * 16] = rnd(i, 0, 2000) - 1000
// arg: int src_step = 32
// arg: int src_offset = 0
// arg: global short dst[8 * 16] = 7
// arg: int dst_step = 32
// arg: int dst_offset = 0
// arg: int rows = 8
// arg: int cols = 4
// arg: short thresh = 100
// arg: short max_val = 255
// arg: short min_val = -255
// expect: dst[i] == th('binary', src[i])
// kernel: threshold_binary_inv
// global: 4 4
// arg: global short src[8 * 16] = rnd(i + 1, 0, 2000) - 1000
// arg: int src_step = 32
// arg: int src_offset = 0
// arg: global short dst[8 * 16] = 7
// arg: int dst_step = 32
// arg: int dst_offset = 0
// arg: int rows = 8
// arg: int cols = 4
// arg: short thresh = -100
// arg: short max_val = 1000
// arg: short min_val = -255
// expect: dst[i] == th('binary_inv', src[i])
// kernel: threshold_trunc
// global: 4 4
// arg: global short src[8 * 16] = rnd(i + 2, 0, 2000) - 1000
// arg: int src_step = 32
// arg: int src_offset = 0
// arg: global short dst[8 * 16] = 7
// arg: int dst_step = 32
// arg: int dst_offset = 0
// arg: int rows = 8
// arg: int cols = 4
// arg: short thresh = 100
// arg: short max_val = 255
// arg: short min_val = -255
// expect: dst[i] == th('trunc', src[i])
// kernel: threshold_tozero
// global: 4 4
// arg: global short src[8 * 16] = rnd(i + 3, 0, 2000) - 1000
// arg: int src_step = 32
// arg: int src_offset = 0
// arg: global short dst[8 * 16] = 7
// arg: int dst_step = 32
// arg: int dst_offset = 0
// arg: int rows = 8
// arg: int cols = 4
// arg: short thresh = 0
// arg: short max_val = 255
// arg: short min_val = -255
// expect: dst[i] == th('tozero', src[i])
// kernel: threshold_tozero_inv
// global: 4 4
// arg: global short src[8 * 16] = rnd(i + 4, 0, 2000) - 1000
// arg: int src_step = 32
// arg: int src_offset = 0
// arg: global short dst[8 * 16] = 7
// arg: int dst_step = 32
// arg: int dst_offset = 0
// arg: int rows = 8
// arg: int cols = 4
// arg: short thresh = 0
// arg: short max_val = 255
// arg: short min_val = -255
// expect: dst[i] == th('tozero_inv', src[i])
// kernel: threshold_mask
// global: 4 4
// arg: global short src[8 * 16] = rnd(i + 5, 0, 2000) - 1000
// arg: int src_step = 32
// arg: int src_offset = 0
// arg: global short dst[8 * 16] = 7
// arg: int dst_step = 32
// arg: int dst_offset = 0
// arg: int rows = 8
// arg: int cols = 4
// arg: short thresh = 10
// arg: short max_val = 255
// arg: short min_val = -255
// expect: dst[i] == (-1 if src[i] > thresh else 0)

#include "ocv_defs.h"

#define THRESH_BINARY_OP(s)     ((s) > (thresh) ? (T)(max_val) : (T)(0))
#define THRESH_BINARY_INV_OP(s) ((s) > (thresh) ? (T)(0) : (T)(max_val))
#define THRESH_TRUNC_OP(s)      clamp((s), min_val, (T)(thresh))
#define THRESH_TOZERO_OP(s)     ((s) > (thresh) ? (s) : (T)(0))
#define THRESH_TOZERO_INV_OP(s) ((s) > (thresh) ? (T)(0) : (s))

/* a mask: scalar operands, the vector condition widens them to T */
#define THRESH_MASK_OP(s)       ((s) > (thresh) ? (T1)-1 : (T1)0)

#define DEFINE_THRESHOLD(name, OP)                                                              \
__kernel void CAT(threshold_, name)(__global const uchar * srcptr, int src_step, int src_offset, \
                        __global uchar * dstptr, int dst_step, int dst_offset, int rows, int cols, \
                        T1 thresh, T1 max_val, T1 min_val)                                      \
{                                                                                               \
    int gx = get_global_id(0);                                                                  \
    int gy = get_global_id(1) * rowsPerWI;                                                      \
                                                                                                \
    if (gx < cols)                                                                              \
    {                                                                                           \
        int src_index = mad24(gy, src_step, mad24(gx, (int)sizeof(T), src_offset));            \
        int dst_index = mad24(gy, dst_step, mad24(gx, (int)sizeof(T), dst_offset));            \
                                                                                                \
        _Pragma("unroll")                                                                       \
        for (int i = 0; i < rowsPerWI; ++i)                                                     \
            if (gy < rows)                                                                      \
            {                                                                                   \
                T sdata = *(__global const T *)(srcptr + src_index);                            \
                __global T * dst = (__global T *)(dstptr + dst_index);                          \
                dst[0] = OP(sdata);                                                             \
                gy++;                                                                           \
                src_index += src_step;                                                          \
                dst_index += dst_step;                                                          \
            }                                                                                   \
    }                                                                                           \
}

DEFINE_THRESHOLD(binary, THRESH_BINARY_OP)
DEFINE_THRESHOLD(binary_inv, THRESH_BINARY_INV_OP)
DEFINE_THRESHOLD(trunc, THRESH_TRUNC_OP)
DEFINE_THRESHOLD(tozero, THRESH_TOZERO_OP)
DEFINE_THRESHOLD(tozero_inv, THRESH_TOZERO_INV_OP)
DEFINE_THRESHOLD(mask, THRESH_MASK_OP)
