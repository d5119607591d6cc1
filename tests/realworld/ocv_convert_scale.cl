// convertTo with a scale and shift in the style of a computer-vision
// library's kernel: short in, uchar out, the work type float, every type
// and conversion from -D (convert_uchar_sat_rte named through a macro
// built by CONVERT_SAT_RTE), two rows per work-item, steps and offsets, a
// helper returning a __global pointer to a pixel,
// and a second kernel for the float to half-range short conversion with
// convert_short_sat_rte.  Dyadic scale and shift keep the products exact.
// options: -DsrcT=short -DdstT=uchar -DworkT=float -DconvertToWT1=convert_float -DrowsPerWI=2
// python: def sat(v, lo, hi): return min(max(round(v), lo), hi)
// python: def cs(i):
// python:     y, x = divmod(i - 3, 12)
// python:     if i < 3 or x >= 10 or y >= 6: return 0
// python:     return sat(src[y * 10 + x] * alpha + beta, 0, 255)
// kernel: convertScale
// global: 10 3
// arg: global short src[6 * 10] = rnd(i, 0, 1200) - 300
// arg: int src_step = 20
// arg: int src_offset = 0
// arg: global uchar dst[3 + 6 * 12] = 0
// arg: int dst_step = 12
// arg: int dst_offset = 3
// arg: int rows = 6
// arg: int cols = 10
// arg: float alpha = 0.375
// arg: float beta = 17.5
// expect: dst[i] == cs(i)
// kernel: convertFloatToShort
// global: 64
// arg: global float fsrc[64] = (rnd(i, 0, 200000) - 100000) / 2.0 + (0.5 if i % 2 else 0)
// arg: global short sdst[64] = 0
// expect: sdst[i] == sat(fsrc[i], -32768, 32767)

#include "ocv_defs.h"

#define convertToDT CONVERT_SAT_RTE(dstT)

/* the address of pixel (x, y) of a matrix given by its byte pointer */
static inline __global dstT *dst_at(__global uchar *base, int x, int y, int step, int offset)
{
    return (__global dstT *)(base + mad24(y, step, mad24(x, (int)sizeof(dstT), offset)));
}

__kernel void convertScale(__global const uchar * srcptr, int src_step, int src_offset,
                           __global uchar * dstptr, int dst_step, int dst_offset, int dst_rows, int dst_cols,
                           workT alpha, workT beta)
{
    int x = get_global_id(0);
    int y0 = get_global_id(1) * rowsPerWI;

    if (x < dst_cols)
    {
        int src_index = mad24(y0, src_step, mad24(x, (int)sizeof(srcT), src_offset));

        for (int y = y0, y1 = min(dst_rows, y0 + rowsPerWI); y < y1; ++y, src_index += src_step)
        {
            __global const srcT * src = (__global const srcT *)(srcptr + src_index);
            __global dstT * dst = dst_at(dstptr, x, y, dst_step, dst_offset);

            dst[0] = convertToDT(fma(convertToWT1(src[0]), alpha, beta));
        }
    }
}

__kernel void convertFloatToShort(__global const float * src, __global short * dst)
{
    const int i = get_global_id(0);
    dst[i] = CONVERT_SAT_RTE(short)(src[i]);
}
