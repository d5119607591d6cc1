// A bilateral filter in the style of a photo editor's denoise modules:
// spatial and range weights from native_exp over float4 colour
// differences, dot() on the .xyz swizzle, the accumulated weight kept in
// .w of a float4, pixel sizes from the image itself (an overloaded helper
// on the access qualifier).  The checks recompute the weighted means in
// Python.
// features: images
// tolerance: 2e-4
// image: src 12 10
// image: dst 12 10
// python: import math
// python: def tex(x, y, c):
// python:     x = min(max(x, 0), 11); y = min(max(y, 0), 9)
// python:     return src_in[(y * 12 + x) * 4 + c]
// python: def bil(i):
// python:     x, y, c = (i // 4) % 12, i // 48, i % 4
// python:     acc = wsum = 0.0
// python:     for dy in range(-2, 3):
// python:         for dx in range(-2, 3):
// python:             d = [tex(x + dx, y + dy, k) - tex(x, y, k) for k in range(3)]
// python:             w = math.exp(-(dx * dx + dy * dy) * inv_sigma_s - sum(v * v for v in d) * inv_sigma_r)
// python:             acc += w * (tex(x + dx, y + dy, c) if c < 3 else 1.0)
// python:             wsum += w
// python:     return acc / wsum if c < 3 else tex(x, y, 3)
// kernel: bilateral
// global: 12 10
// arg: global float src[12 * 10 * 4] = rnd(i, 0, 1000) / 1000.0
// arg: global float dst[12 * 10 * 4] = 0
// arg: float inv_sigma_s = 0.125
// arg: float inv_sigma_r = 8.0
// expect: close(dst[i], bil(i))

#include "dt_common.h"

#define RAD 2

kernel void
bilateral(read_only image2d_t in, write_only image2d_t out, const float inv_sigma_s, const float inv_sigma_r)
{
  const int x = get_global_id(0);
  const int y = get_global_id(1);
  const int2 size = dt_image_size(out);

  if(x >= size.x || y >= size.y) return;

  const float4 center = read_imagef(in, sampleri, (int2)(x, y));
  float4 acc = (float4)(0.0f);

  for(int j = -RAD; j <= RAD; j++)
  {
    for(int i = -RAD; i <= RAD; i++)
    {
      const float4 pixel = read_imagef(in, sampleri, (int2)(x + i, y + j));
      const float4 diff = pixel - center;
      const float dist2 = (float)(i * i + j * j);
      const float w = native_exp(-dist2 * inv_sigma_s - dot(diff.xyz, diff.xyz) * inv_sigma_r);
      acc += (float4)(pixel.xyz, 1.0f) * w;
    }
  }

  const float4 result = (float4)(acc.xyz / acc.w, center.w);
  write_imagef(out, (int2)(x, y), result);
}
