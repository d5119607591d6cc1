// A luminance histogram and its equalization in the style of a photo
// editor's histogram and levels code: per-work-group bins in __local
// memory with atomic_inc, merged into the global histogram with
// atomic_add, a 64-bit running sum of luminance with the
// cl_khr_int64_base_atomics atom_add; then a lookup of each pixel's bin
// in a __constant cumulative table.  Checked by counting in Python (grey
// pixels at bin centres, so no rounding can move one to the next bin).
// features: images int64-atomics
// image: src 16 16
// image: dst 16 16
// python: def lum(p): return 0.2126 * src_in[p * 4] + 0.7152 * src_in[p * 4 + 1] + 0.0722 * src_in[p * 4 + 2]
// python: def binof(p): return min(max(int(lum(p) * 64.0), 0), 63)
// python: def count(b): return sum(1 for p in range(256) if binof(p) == b)
// python: def lumsum(): return sum(int(lum(p) * 65536.0) for p in range(256))
// kernel: histogram_lum
// global: 16 16  local: 8 8
// arg: global float src[16 * 16 * 4] = (rnd(i // 4, 0, 64) + 0.5) / 64 if i % 4 < 3 else 1.0
// arg: global uint hist[64] = 0
// arg: global ulong total[1] = 0
// arg: local uint bins[64]
// expect: hist[i] == count(i)
// expect: abs(total[0] - lumsum()) <= 256
// kernel: equalize
// global: 16 16
// arg: global float src[16 * 16 * 4] = (rnd(i // 4, 0, 64) + 0.5) / 64 if i % 4 < 3 else 1.0
// arg: global float dst[16 * 16 * 4] = 0
// arg: constant float cdf[64] = (i + 1) / 64.0
// expect: close(dst[i], (binof(i // 4) + 1) / 64.0 if i % 4 < 3 else src_in[i])

#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable

#include "dt_common.h"

#define BINS 64

/* the builtin overload the kernel uses, declared again as some code bases do */
uint __attribute__((overloadable)) atomic_inc(volatile __local uint *p);

static inline float luminance(const float4 rgb)
{
  return dot(rgb.xyz, (float3)(0.2126f, 0.7152f, 0.0722f));
}

static inline int lum_bin(const float4 rgb)
{
  return clamp((int)(luminance(rgb) * (float)BINS), 0, BINS - 1);
}

kernel void
histogram_lum(read_only image2d_t in, global uint *hist, global ulong *total, local uint *bins)
{
  const int x = get_global_id(0);
  const int y = get_global_id(1);
  const int l = get_local_id(1) * get_local_size(0) + get_local_id(0);
  const int n = get_local_size(0) * get_local_size(1);

  for(int b = l; b < BINS; b += n) bins[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);

  const float4 pixel = read_imagef(in, sampleri, (int2)(x, y));
  atomic_inc(&bins[lum_bin(pixel)]);
  atom_add(total, (ulong)(luminance(pixel) * 65536.0f));

  barrier(CLK_LOCAL_MEM_FENCE);
  for(int b = l; b < BINS; b += n)
    if(bins[b]) atomic_add(&hist[b], bins[b]);
}

kernel void
equalize(read_only image2d_t in, write_only image2d_t out, constant float *cdf)
{
  const int2 p = (int2)(get_global_id(0), get_global_id(1));
  const float4 pixel = read_imagef(in, sampleri, p);
  const float v = cdf[lum_bin(pixel)];
  write_imagef(out, p, (float4)(v, v, v, pixel.w));
}
