// LUT (a per-channel table lookup) in the style of a computer-vision
// library's kernel: the table copied into __local memory by the whole
// work-group with async_work_group_copy (no event to chain: 0), four rows per work-item, source and destination types and
// channel counts from -D (one table for three-channel pixels here:
// -Dlcn=1 -Ddcn=3), the loads and stores as vectors built by CAT.
// options: -DsrcT=uchar -DdstT=uchar -Dlcn=1 -Ddcn=3
// python: def lut_of(i):
// python:     y, r = divmod(i, 24)
// python:     return lut[src[y * 24 + r]] if y < 9 else 0
// kernel: LUT
// global: 8 4  local: 8 2
// arg: global uchar src[9 * 24] = rnd(i, 0, 256)
// arg: int src_step = 24
// arg: int src_offset = 0
// arg: global uchar lut[256] = (i * 37 + 11) % 256
// arg: int lut_step = 256
// arg: int lut_offset = 0
// arg: global uchar dst[9 * 24] = 0
// arg: int dst_step = 24
// arg: int dst_offset = 0
// arg: int rows = 9
// arg: int cols = 8
// expect: dst[i] == lut_of(i)

#include "ocv_defs.h"

#define srcT3 CAT(srcT, 3)
#define dstT3 CAT(dstT, 3)

__kernel void LUT(__global const uchar * srcptr, int src_step, int src_offset,
                  __global const uchar * lutptr, int lut_step, int lut_offset,
                  __global uchar * dstptr, int dst_step, int dst_offset, int rows, int cols)
{
    int x = get_global_id(0);
    int y = get_global_id(1) << 2;

    __local dstT lut_l[256 * lcn];
    __global const dstT * lut = (__global const dstT *)(lutptr + lut_offset);

#ifdef NO_ASYNC_COPY
    for (int i = get_local_id(1) * get_local_size(0) + get_local_id(0),
             step = get_local_size(0) * get_local_size(1); i < 256 * lcn; i += step)
        lut_l[i] = lut[i];
    barrier(CLK_LOCAL_MEM_FENCE);
#else
    event_t e = async_work_group_copy(lut_l, lut, 256 * lcn, 0);
    wait_group_events(1, &e);
#endif

    if (x < cols && y < rows)
    {
        int src_index = mad24(y, src_step, mad24(x, (int)sizeof(srcT) * dcn, src_offset));
        int dst_index = mad24(y, dst_step, mad24(x, (int)sizeof(dstT) * dcn, dst_offset));

        __global const srcT * src = (__global const srcT *)(srcptr + src_index);
        __global dstT * dst = (__global dstT *)(dstptr + dst_index);

        #pragma unroll
        for (int cy = 0; cy < 4 && y < rows; ++cy, ++y)
        {
#if lcn == 1
            const srcT3 s = vload3(0, src);
            vstore3((dstT3)(lut_l[s.x], lut_l[s.y], lut_l[s.z]), 0, dst);
#else
            const srcT3 s = vload3(0, src);
            vstore3((dstT3)(lut_l[s.x * lcn], lut_l[s.y * lcn + 1], lut_l[s.z * lcn + 2]), 0, dst);
#endif
            src = (__global const srcT *)((__global const uchar *)src + src_step);
            dst = (__global dstT *)((__global uchar *)dst + dst_step);
        }
    }
}
