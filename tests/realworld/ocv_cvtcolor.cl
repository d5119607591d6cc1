// Colour conversions in the style of a computer-vision library's
// cvtColor kernels: RGB to grey and RGB to YCrCb in 14-bit fixed point
// (CV_DESCALE over mad24/mul24), the channel order from -Dbidx, the depth
// from -Ddepth selecting the data type and saturation through #if chains,
// an anonymous enum of coefficients, several pixels per work-item in y;
// grey to RGB stores the scalar with vstore3, widened to three lanes.
// Checked with the same integer arithmetic in Python.
// options: -Ddepth=0 -Dscn=4 -Ddcn=3 -Dbidx=2 -DPIX_PER_WI_Y=2
// python: def desc(v, n): return (v + (1 << (n - 1))) >> n
// python: def sat8(v): return min(max(v, 0), 255)
// python: def rgb(buf, p): return (buf[p * 4 + 0], buf[p * 4 + 1], buf[p * 4 + 2])   # bidx=2: RGBA
// python: def gray(p):
// python:     r, g, b = rgb(src, p)
// python:     return desc(b * 1868 + g * 9617 + r * 4899, 14)
// python: def ycc(i):
// python:     p, c = divmod(i, 3)
// python:     r, g, b = rgb(src, p)
// python:     y = desc(b * 1868 + g * 9617 + r * 4899, 14)
// python:     cr = sat8(desc((r - y) * 11682 + (128 << 14), 14))
// python:     cb = sat8(desc((b - y) * 9241 + (128 << 14), 14))
// python:     return [sat8(y), cr, cb][c]
// kernel: RGB2Gray
// global: 8 3
// arg: global uchar src[8 * 6 * 4] = rnd(i, 0, 256)
// arg: int src_step = 32
// arg: int src_offset = 0
// arg: global uchar dst[8 * 6] = 0
// arg: int dst_step = 8
// arg: int dst_offset = 0
// arg: int rows = 6
// arg: int cols = 8
// expect: dst[i] == gray(i)
// kernel: Gray2RGB
// global: 8 3
// arg: global uchar src[8 * 6] = rnd(i + 5, 0, 256)
// arg: int src_step = 8
// arg: int src_offset = 0
// arg: global uchar dst[8 * 6 * 3] = 0
// arg: int dst_step = 24
// arg: int dst_offset = 0
// arg: int rows = 6
// arg: int cols = 8
// expect: dst[i] == src[i // 3]
// kernel: RGB2YCrCb
// global: 8 3
// arg: global uchar src[8 * 6 * 4] = rnd(i + 2, 0, 256)
// arg: int src_step = 32
// arg: int src_offset = 0
// arg: global uchar dst[8 * 6 * 3] = 0
// arg: int dst_step = 24
// arg: int dst_offset = 0
// arg: int rows = 6
// arg: int cols = 8
// expect: dst[i] == ycc(i)

#include "ocv_defs.h"

#if depth == 0
    #define DATA_TYPE uchar
    #define MAX_NUM 255
    #define HALF_MAX_NUM 128
    #define COEFF_TYPE int
    #define SAT_CAST(num) convert_uchar_sat(num)
    #define SAT_CAST3(num) convert_uchar3_sat(num)
    #define DEPTH_0
#elif depth == 2
    #define DATA_TYPE ushort
    #define MAX_NUM 65535
    #define HALF_MAX_NUM 32768
    #define COEFF_TYPE int
    #define SAT_CAST(num) convert_ushort_sat(num)
    #define SAT_CAST3(num) convert_ushort3_sat(num)
    #define DEPTH_2
#elif depth == 5
    #define DATA_TYPE float
    #define MAX_NUM 1.0f
    #define HALF_MAX_NUM 0.5f
    #define COEFF_TYPE float
    #define SAT_CAST(num) (num)
    #define SAT_CAST3(num) (num)
    #define DEPTH_5
#else
    #error "invalid depth: should be 0 (CV_8U), 2 (CV_16U) or 5 (CV_32F)"
#endif

#define DATA_TYPE_4 CAT(DATA_TYPE, 4)
#define DATA_TYPE_3 CAT(DATA_TYPE, 3)

enum
{
    yuv_shift  = 14,
    R2Y        = 4899,
    G2Y        = 9617,
    B2Y        = 1868,
    CR2Y       = 11682,
    CB2Y       = 9241,
};

#if bidx == 0
#define R_COMP z
#define G_COMP y
#define B_COMP x
#else
#define R_COMP x
#define G_COMP y
#define B_COMP z
#endif

__kernel void RGB2Gray(__global const uchar * srcptr, int src_step, int src_offset,
                       __global uchar * dstptr, int dst_step, int dst_offset,
                       int rows, int cols)
{
    int x = get_global_id(0);
    int y = get_global_id(1) * PIX_PER_WI_Y;

    if (x < cols)
    {
        int src_index = PIX_INDEX(x, y, src_step, src_offset, scn * (int)sizeof(DATA_TYPE));
        int dst_index = PIX_INDEX(x, y, dst_step, dst_offset, (int)sizeof(DATA_TYPE));

        #pragma unroll
        for (int cy = 0; cy < PIX_PER_WI_Y; ++cy)
        {
            if (y < rows)
            {
                __global const DATA_TYPE* src = (__global const DATA_TYPE*)(srcptr + src_index);
                __global DATA_TYPE* dst = (__global DATA_TYPE*)(dstptr + dst_index);
                DATA_TYPE_4 src_pix = vload4(0, src);
#ifdef DEPTH_5
                dst[0] = fma(src_pix.B_COMP, 0.114f, fma(src_pix.G_COMP, 0.587f, src_pix.R_COMP * 0.299f));
#else
                dst[0] = (DATA_TYPE)CV_DESCALE(mad24(src_pix.B_COMP, B2Y, mad24(src_pix.G_COMP, G2Y, mul24(src_pix.R_COMP, R2Y))), yuv_shift);
#endif
                ++y;
                src_index += src_step;
                dst_index += dst_step;
            }
        }
    }
}

__kernel void RGB2YCrCb(__global const uchar* srcptr, int src_step, int src_offset,
                        __global uchar* dstptr, int dst_step, int dst_offset,
                        int rows, int cols)
{
    int x = get_global_id(0);
    int y = get_global_id(1) * PIX_PER_WI_Y;

    if (x < cols)
    {
        int src_index = PIX_INDEX(x, y, src_step, src_offset, scn * (int)sizeof(DATA_TYPE));
        int dst_index = PIX_INDEX(x, y, dst_step, dst_offset, dcn * (int)sizeof(DATA_TYPE));

        #pragma unroll
        for (int cy = 0; cy < PIX_PER_WI_Y; ++cy)
        {
            if (y < rows)
            {
                __global const DATA_TYPE* src = (__global const DATA_TYPE*)(srcptr + src_index);
                __global DATA_TYPE* dst = (__global DATA_TYPE*)(dstptr + dst_index);
                const DATA_TYPE_4 src_pix = vload4(0, src);
                const int4 p = convert_int4(src_pix);
                const COEFF_TYPE coeffs[5] = { R2Y, G2Y, B2Y, CR2Y, CB2Y };
                const int delta = HALF_MAX_NUM * (1 << yuv_shift);

                int Y = CV_DESCALE(mad24(p.B_COMP, coeffs[2], mad24(p.G_COMP, coeffs[1], mul24(p.R_COMP, coeffs[0]))), yuv_shift);
                int Cr = CV_DESCALE(mad24(p.R_COMP - Y, coeffs[3], delta), yuv_shift);
                int Cb = CV_DESCALE(mad24(p.B_COMP - Y, coeffs[4], delta), yuv_shift);

                vstore3(SAT_CAST3((int3)(Y, Cr, Cb)), 0, dst);

                ++y;
                src_index += src_step;
                dst_index += dst_step;
            }
        }
    }
}

/* a grey pixel into three channels: vstore3 of the scalar, widened */
__kernel void Gray2RGB(__global const uchar * srcptr, int src_step, int src_offset,
                       __global uchar * dstptr, int dst_step, int dst_offset,
                       int rows, int cols)
{
    int x = get_global_id(0);
    int y = get_global_id(1) * PIX_PER_WI_Y;

    if (x < cols)
    {
        int src_index = PIX_INDEX(x, y, src_step, src_offset, (int)sizeof(DATA_TYPE));
        int dst_index = PIX_INDEX(x, y, dst_step, dst_offset, dcn * (int)sizeof(DATA_TYPE));

        for (int cy = 0; cy < PIX_PER_WI_Y && y < rows; ++cy, ++y, src_index += src_step, dst_index += dst_step)
        {
            __global const DATA_TYPE* src = (__global const DATA_TYPE*)(srcptr + src_index);
            __global DATA_TYPE* dst = (__global DATA_TYPE*)(dstptr + dst_index);
            vstore3(src[0], 0, dst);
        }
    }
}
