// Bilinear resize in fixed point in the style of a computer-vision
// library's resizeLN kernel: the source position of each destination
// pixel in float, weights rounded to INTER_RESIZE_COEF_BITS-bit integers
// with convert_int_rte, the four taps combined in int4 with mul24 and
// descaled, neighbour indexes clamped with clamp(int2, int, int2), four
// channels per pixel as uchar4 and the conversions named by -D.  Scale
// factors of 0.75 and 0.5 keep every float step exact, so the check can
// redo the integer arithmetic in Python.
// options: -DT=uchar4 -DT1=uchar -DWT=int4 -Dcn=4 -DINTER_RESIZE_COEF_BITS=11
// options: -DconvertToWT=convert_int4 -DconvertToDT=convert_uchar4_sat
// python: SC = 1 << 11
// python: def px(x, y, c): return src[y * 48 + x * 4 + c]
// python: def lin(i):
// python:     y, r = divmod(i, 64)
// python:     x, c = divmod(r, 4)
// python:     sx = (x + 0.5) * 0.75 - 0.5; sy = (y + 0.5) * 0.5 - 0.5
// python:     x0, y0 = floor(sx), floor(sy)
// python:     u, v = sx - x0, sy - y0
// python:     if x0 < 0: x0, u = 0, 0.0
// python:     if y0 < 0: y0, v = 0, 0.0
// python:     x1, y1 = min(max(x0 + 1, 0), 11), min(max(y0 + 1, 0), 3)
// python:     U, V = round(u * SC), round(v * SC)
// python:     val = (SC - U) * (SC - V) * px(x0, y0, c) + U * (SC - V) * px(x1, y0, c) + (SC - U) * V * px(x0, y1, c) + U * V * px(x1, y1, c)
// python:     return min(255, (val + (1 << 21)) >> 22)
// kernel: resizeLN
// global: 16 8
// arg: global uchar src[4 * 48] = rnd(i, 0, 256)
// arg: int src_step = 48
// arg: int src_offset = 0
// arg: int src_rows = 4
// arg: int src_cols = 12
// arg: global uchar dst[8 * 64] = 0
// arg: int dst_step = 64
// arg: int dst_offset = 0
// arg: int dst_rows = 8
// arg: int dst_cols = 16
// arg: float ifx = 0.75
// arg: float ify = 0.5
// expect: dst[i] == lin(i)

#include "ocv_defs.h"

#define INTER_RESIZE_COEF_SCALE (1 << INTER_RESIZE_COEF_BITS)
#define CAST_BITS (INTER_RESIZE_COEF_BITS << 1)

__kernel void resizeLN(__global const uchar * srcptr, int src_step, int src_offset, int src_rows, int src_cols,
                       __global uchar * dstptr, int dst_step, int dst_offset, int dst_rows, int dst_cols,
                       float ifx, float ify)
{
    int dx = get_global_id(0);
    int dy = get_global_id(1);

    if (dx < dst_cols && dy < dst_rows)
    {
        float sx = ((dx + 0.5f) * ifx - 0.5f), sy = ((dy + 0.5f) * ify - 0.5f);
        int x = floor(sx), y = floor(sy);

        float u = sx - x, v = sy - y;

        if ( x<0 ) x=0,u=0;
        if ( x>=src_cols ) x=src_cols-1,u=0;
        if ( y<0 ) y=0,v=0;
        if ( y>=src_rows ) y=src_rows-1,v=0;

        const int2 xs = clamp((int2)(x, x + 1), 0, (int2)(src_cols - 1));
        const int2 ys = clamp((int2)(y, y + 1), 0, (int2)(src_rows - 1));

        u = u * INTER_RESIZE_COEF_SCALE;
        v = v * INTER_RESIZE_COEF_SCALE;

        int U = convert_int_rte(u);
        int V = convert_int_rte(v);
        int U1 = convert_int_rte(INTER_RESIZE_COEF_SCALE - u);
        int V1 = convert_int_rte(INTER_RESIZE_COEF_SCALE - v);

        WT data0 = convertToWT(loadpix(srcptr + mad24(ys.x, src_step, mad24(xs.x, TSIZE, src_offset))));
        WT data1 = convertToWT(loadpix(srcptr + mad24(ys.x, src_step, mad24(xs.y, TSIZE, src_offset))));
        WT data2 = convertToWT(loadpix(srcptr + mad24(ys.y, src_step, mad24(xs.x, TSIZE, src_offset))));
        WT data3 = convertToWT(loadpix(srcptr + mad24(ys.y, src_step, mad24(xs.y, TSIZE, src_offset))));

        WT val = mul24((WT)mul24(U1, V1), data0) + mul24((WT)mul24(U, V1), data1) +
                 mul24((WT)mul24(U1, V), data2) + mul24((WT)mul24(U, V), data3);

        T uval = convertToDT((val + (1 << (CAST_BITS - 1))) >> CAST_BITS);
        storepix(uval, dstptr + mad24(dy, dst_step, mad24(dx, TSIZE, dst_offset)));
    }
}
