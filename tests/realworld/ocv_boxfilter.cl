// A normalized box filter in the style of a computer-vision library's
// boxFilter kernel: the kernel size and anchor from -D, the work type and
// conversions from -D (uchar in, float sums, uchar out with
// convert_uchar_sat_rte), border replication by a clamping macro, the
// tap offsets in a program-scope __constant 2D array written with brace
// elision, the normalization factor and the tap reach in __constant
// scalars initialized with a cast, sizeof and ?:, a statement-expression
// macro for the tap load.
// options: -DKERNEL_SIZE_X=3 -DKERNEL_SIZE_Y=3 -DANCHOR_X=1 -DANCHOR_Y=1
// options: -DST=uchar -DDT=uchar -DWT=float -DconvertToWT=convert_float -DconvertToDT=convert_uchar_sat_rte -DNORMALIZE
// python: def px(x, y):
// python:     x = min(max(x, 0), 9); y = min(max(y, 0), 6)
// python:     return src[y * 10 + x]
// python: def box(i):
// python:     y, x = divmod(i, 10)
// python:     s = sum(px(x + dx, y + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1))
// python:     return min(255, round(f32(s * f32(1.0 / 9.0))))
// kernel: boxFilter
// global: 10 7
// arg: global uchar src[10 * 7] = rnd(i, 0, 256)
// arg: int src_step = 10
// arg: int src_offset = 0
// arg: int rows = 7
// arg: int cols = 10
// arg: global uchar dst[10 * 7] = 0
// arg: int dst_step = 10
// arg: int dst_offset = 0
// expect: dst[i] == box(i)

#include "ocv_defs.h"

#define KERNEL_AREA (KERNEL_SIZE_X * KERNEL_SIZE_Y)
#define EXTRAPOLATE(x, maxV) clamp((x), 0, (maxV) - 1)

/* (dx, dy) of every tap, one row of the array per tap, braces elided */
__constant int taps[KERNEL_AREA][2] = {
    -1, -1,   0, -1,   1, -1,
    -1,  0,   0,  0,   1,  0,
    -1,  1,   0,  1,   1,  1,
};

/* what the normalization multiplies by, and the widest tap reach */
__constant float kernel_norm = (float)(1.0 / KERNEL_AREA);
__constant int tap_reach = KERNEL_SIZE_X > KERNEL_SIZE_Y ? KERNEL_SIZE_X / 2 : KERNEL_SIZE_Y / (int)sizeof(short);

#define LOAD_TAP(t) ({                                                   \
    int sx_ = EXTRAPOLATE(x + taps[t][0], cols);                         \
    int sy_ = EXTRAPOLATE(y + taps[t][1], rows);                         \
    convertToWT(*(__global const ST *)(srcptr + mad24(sy_, src_step, mad24(sx_, (int)sizeof(ST), src_offset)))); \
})

__kernel void boxFilter(__global const uchar * srcptr, int src_step, int src_offset, int rows, int cols,
                        __global uchar * dstptr, int dst_step, int dst_offset)
{
    int x = get_global_id(0);
    int y = get_global_id(1);

    if (x >= cols || y >= rows)
        return;

    WT sum = (WT)(0);
    #pragma unroll
    for (int t = 0; t < KERNEL_AREA; t++)
        sum += LOAD_TAP(t);

#ifdef NORMALIZE
    const WT alpha = (WT)kernel_norm * (tap_reach == 1);
    sum *= alpha;
#endif

    *(__global DT *)(dstptr + mad24(y, dst_step, mad24(x, (int)sizeof(DT), dst_offset))) = convertToDT(sum);
}
