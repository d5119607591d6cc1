// A separable Gaussian blur in the style of a photo editor's filters: one
// kernel per direction over float RGBA images, the clamp-to-edge sampler
// from a shared header, weights in a __constant buffer, float4 sums, the
// bounds test before any read.  Each launch blurs the same input; the
// checks recompute the sums in Python.
// features: images
// python: def tex(x, y, c):
// python:     x = min(max(x, 0), 15); y = min(max(y, 0), 7)
// python:     return src_in[(y * 16 + x) * 4 + c]
// python: def row(i):
// python:     x, y, c = (i // 4) % 16, i // 64, i % 4
// python:     return sum(weights[k + 2] * tex(x + k, y, c) for k in range(-2, 3))
// python: def col(i):
// python:     x, y, c = (i // 4) % 16, i // 64, i % 4
// python:     return sum(weights[k + 2] * tex(x, y + k, c) for k in range(-2, 3))
// tolerance: 1e-5
// image: src 16 8
// image: dst 16 8
// kernel: gaussian_row
// global: 16 8
// arg: global float src[16 * 8 * 4] = rnd(i, 0, 1000) / 1000.0
// arg: global float dst[16 * 8 * 4] = 0
// arg: int width = 16
// arg: int height = 8
// arg: int radius = 2
// arg: constant float weights[5] = [0.0625, 0.25, 0.375, 0.25, 0.0625][i]
// expect: close(dst[i], row(i))
// kernel: gaussian_column
// global: 16 8
// arg: global float src[16 * 8 * 4] = rnd(i + 1, 0, 1000) / 1000.0
// arg: global float dst[16 * 8 * 4] = 0
// arg: int width = 16
// arg: int height = 8
// arg: int radius = 2
// arg: constant float weights[5] = [0.0625, 0.25, 0.375, 0.25, 0.0625][i]
// expect: close(dst[i], col(i))

#include "dt_common.h"

kernel void
gaussian_row(read_only image2d_t in, write_only image2d_t out, const int width, const int height,
             const int radius, constant float *weights)
{
  const int x = get_global_id(0);
  const int y = get_global_id(1);

  if(x >= width || y >= height) return;

  float4 sum = (float4)0.0f;

  for(int i = -radius; i <= radius; i++)
  {
    sum += read_imagef(in, sampleri, (int2)(x + i, y)) * weights[i + radius];
  }

  write_imagef(out, (int2)(x, y), sum);
}

kernel void
gaussian_column(read_only image2d_t in, write_only image2d_t out, const int width, const int height,
                const int radius, constant float *weights)
{
  const int x = get_global_id(0);
  const int y = get_global_id(1);

  if(x >= width || y >= height) return;

  float4 sum = 0.0f;

  for(int j = -radius; j <= radius; j++)
  {
    const float4 pixel = read_imagef(in, sampleri, (int2)(x, y + j));
    sum = mad(pixel, weights[j + radius], sum);
  }

  write_imagef(out, (int2)(x, y), sum);
}
