// minMaxLoc's first stage in the style of a computer-vision library's
// reduction kernels: each work-group scans a stripe of the image with
// the element type and limits chosen by -DDEPTH through #if chains
// (MIN_VAL/MAX_VAL from the OpenCL limit macros), keeps min, max and
// their indexes, reduces them in __local arrays sized WGS2_ALIGNED with a
// first step folding the part above it, and writes one record per group.
// The checks compute each group's answer in Python.
// options: -DDEPTH=5 -DsrcT=float -DWGS=32 -DWGS2_ALIGNED=16 -DOP_MIN_MAX_LOC
// python: def part(g):
// python:     vals = [(src[k], k) for k in range(len(src)) if (k // 32) % 4 == g]
// python:     mn = min(vals); mx = max(vals, key=lambda t: (t[0], -t[1]))
// python:     return mn, mx
// kernel: minmaxloc
// global: 128  local: 32
// arg: global float src[500] = (rnd(i, 0, 100000) - 50000) / 16.0
// arg: int total = 500
// arg: int groupnum = 4
// arg: global float minval[4] = 0
// arg: global float maxval[4] = 0
// arg: global uint minloc[4] = 0
// arg: global uint maxloc[4] = 0
// expect: minval[i] == part(i)[0][0] and minloc[i] == part(i)[0][1]
// expect: maxval[i] == part(i)[1][0] and maxloc[i] == part(i)[1][1]

#include "ocv_defs.h"

#if DEPTH == 0
#define MIN_VAL 0
#define MAX_VAL UCHAR_MAX
#elif DEPTH == 1
#define MIN_VAL SCHAR_MIN
#define MAX_VAL SCHAR_MAX
#elif DEPTH == 2
#define MIN_VAL 0
#define MAX_VAL USHRT_MAX
#elif DEPTH == 3
#define MIN_VAL SHRT_MIN
#define MAX_VAL SHRT_MAX
#elif DEPTH == 4
#define MIN_VAL INT_MIN
#define MAX_VAL INT_MAX
#elif DEPTH == 5
#define MIN_VAL (-FLT_MAX)
#define MAX_VAL FLT_MAX
#elif DEPTH == 6
#define MIN_VAL (-DBL_MAX)
#define MAX_VAL DBL_MAX
#endif

#define INDEX_MAX UINT_MAX

/* a candidate replaces the current one when better, or equal and earlier */
#define MINMAX_UPDATE(minv, maxv, minl, maxl, v, l)          \
    if ((v) < (minv) || ((v) == (minv) && (l) < (minl))) {   \
        minv = (v); minl = (l);                              \
    }                                                        \
    if ((v) > (maxv) || ((v) == (maxv) && (l) < (maxl))) {   \
        maxv = (v); maxl = (l);                              \
    }

__kernel void minmaxloc(__global const srcT * src, int total, int groupnum,
                        __global srcT * minval, __global srcT * maxval,
                        __global uint * minloc, __global uint * maxloc)
{
    int lid = get_local_id(0);
    int gid = get_group_id(0);
    int id = get_global_id(0);

    __local srcT localmem_min[WGS2_ALIGNED], localmem_max[WGS2_ALIGNED];
    __local uint localmem_minloc[WGS2_ALIGNED], localmem_maxloc[WGS2_ALIGNED];

    srcT minv = MAX_VAL, maxv = MIN_VAL;
    uint minl = INDEX_MAX, maxl = INDEX_MAX;

    for (int grain = groupnum * WGS; id < total; id += grain)
    {
        srcT v = src[id];
        MINMAX_UPDATE(minv, maxv, minl, maxl, v, (uint)id)
    }

    if (lid < WGS2_ALIGNED)
    {
        localmem_min[lid] = minv;
        localmem_max[lid] = maxv;
        localmem_minloc[lid] = minl;
        localmem_maxloc[lid] = maxl;
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    if (lid >= WGS2_ALIGNED && total >= WGS2_ALIGNED)
    {
        int lid3 = lid - WGS2_ALIGNED;
        MINMAX_UPDATE(localmem_min[lid3], localmem_max[lid3], localmem_minloc[lid3], localmem_maxloc[lid3],
                      minv, minl)
        /* the max half of the update with the max candidate */
        if (maxv > localmem_max[lid3] || (maxv == localmem_max[lid3] && maxl < localmem_maxloc[lid3]))
        {
            localmem_max[lid3] = maxv;
            localmem_maxloc[lid3] = maxl;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    for (int lsize = WGS2_ALIGNED >> 1; lsize > 0; lsize >>= 1)
    {
        if (lid < lsize)
        {
            int lid2 = lsize + lid;
            if (localmem_min[lid2] < localmem_min[lid] ||
                (localmem_min[lid2] == localmem_min[lid] && localmem_minloc[lid2] < localmem_minloc[lid]))
            {
                localmem_min[lid] = localmem_min[lid2];
                localmem_minloc[lid] = localmem_minloc[lid2];
            }
            if (localmem_max[lid2] > localmem_max[lid] ||
                (localmem_max[lid2] == localmem_max[lid] && localmem_maxloc[lid2] < localmem_maxloc[lid]))
            {
                localmem_max[lid] = localmem_max[lid2];
                localmem_maxloc[lid] = localmem_maxloc[lid2];
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }

    if (lid == 0)
    {
        minval[gid] = localmem_min[0];
        maxval[gid] = localmem_max[0];
        minloc[gid] = localmem_minloc[0];
        maxloc[gid] = localmem_maxloc[0];
    }
}
