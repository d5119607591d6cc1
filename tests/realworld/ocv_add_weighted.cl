// addWeighted (dst = saturate(src1 * alpha + src2 * beta + gamma)) in the
// style of a computer-vision library's element-wise kernels: the whole
// type set from -D (T, T1, cn=3, the work type and the conversions, as
// the host builds them from the matrices' types), three-channel pixels
// through vload3/vstore3, byte pointers with steps and offsets, several
// rows per work-item, convert_uchar3_sat_rte named through a -D macro.
// Dyadic coefficients keep every value exact; ties round to even.
// options: -DT=uchar3 -DT1=uchar -Dcn=3 -DDEPTH=0 -DWT=float3 -DWT1=float
// options: -DconvertToWT=convert_float3 -DconvertToT=convert_uchar3_sat_rte -DrowsPerWI=2
// python: def sat(v): return min(max(round(v), 0), 255)
// python: def px(buf, k, y, x, c, step, off): return buf[off + y * step + x * 3 + c]
// python: def aw(i):
// python:     y, r = divmod(i - 2, 32)
// python:     x, c = divmod(r, 3)
// python:     if i < 2 or r >= 30 or y >= 5: return 0
// python:     return sat(px(src1, 0, y, x, c, 32, 1) * alpha + px(src2, 0, y, x, c, 40, 4) * beta + gamma)
// kernel: addWeighted
// global: 10 3
// arg: global uchar src1[1 + 5 * 32] = rnd(i, 0, 256)
// arg: int src1_step = 32
// arg: int src1_offset = 1
// arg: global uchar src2[4 + 5 * 40] = rnd(i + 1, 0, 256)
// arg: int src2_step = 40
// arg: int src2_offset = 4
// arg: global uchar dst[2 + 5 * 32] = 0
// arg: int dst_step = 32
// arg: int dst_offset = 2
// arg: int rows = 5
// arg: int cols = 10
// arg: float alpha = 0.5
// arg: float beta = 0.75
// arg: float gamma = -20.5
// expect: dst[i] == aw(i)

#include "ocv_defs.h"

__kernel void addWeighted(__global const uchar * src1ptr, int src1_step, int src1_offset,
                          __global const uchar * src2ptr, int src2_step, int src2_offset,
                          __global uchar * dstptr, int dst_step, int dst_offset, int rows, int cols,
                          WT1 alpha, WT1 beta, WT1 gamma)
{
    int x = get_global_id(0);
    int y0 = get_global_id(1) * rowsPerWI;

    if (x < cols)
    {
        int src1_index = PIX_INDEX(x, y0, src1_step, src1_offset, TSIZE);
        int src2_index = PIX_INDEX(x, y0, src2_step, src2_offset, TSIZE);
        int dst_index = PIX_INDEX(x, y0, dst_step, dst_offset, TSIZE);

        for (int y = y0, y1 = min(rows, y0 + rowsPerWI); y < y1; ++y, src1_index += src1_step,
             src2_index += src2_step, dst_index += dst_step)
        {
            WT a = convertToWT(loadpix(src1ptr + src1_index));
            WT b = convertToWT(loadpix(src2ptr + src2_index));
            T v = convertToT(a * alpha + b * beta + gamma);
            storepix(v, dstptr + dst_index);
        }
    }
}
