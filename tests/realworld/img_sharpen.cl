// A 3x3 convolution (sharpen minus a little blur) in the style of a photo
// editor's sharpen and highpass modules: the kernel matrix a
// program-scope __constant 2D array initialized with brace elision and
// floating-point arithmetic (1.0f/16.0f), a file-scope const sampler,
// the loop over the neighbourhood unrolled by pragma, alpha kept.  Checked
// against the convolution in Python.
// features: images
// tolerance: 1e-5
// image: src 10 7
// image: dst 10 7
// python: K = [[-1/16, -2/16, -1/16], [-2/16, 2 + 4/16, -2/16], [-1/16, -2/16, -1/16]]
// python: def tex(x, y, c):
// python:     x = min(max(x, 0), 9); y = min(max(y, 0), 6)
// python:     return src_in[(y * 10 + x) * 4 + c]
// python: def conv(i):
// python:     x, y, c = (i // 4) % 10, i // 40, i % 4
// python:     if c == 3: return tex(x, y, 3)
// python:     return sum(K[j + 1][k + 1] * tex(x + k, y + j, c) for j in (-1, 0, 1) for k in (-1, 0, 1)) * amount + tex(x, y, c) * (1 - amount)
// kernel: sharpen
// global: 10 7
// arg: global float src[10 * 7 * 4] = rnd(i, 0, 1000) / 1000.0
// arg: global float dst[10 * 7 * 4] = 0
// arg: float amount = 0.75
// expect: close(dst[i], conv(i))

#include "dt_common.h"

/* 2 * identity - a normalized 3x3 Gaussian, rows written flat */
__constant float sharpen_matrix[3][3] = {
  -1.0f / 16.0f, -2.0f / 16.0f, -1.0f / 16.0f,
  -2.0f / 16.0f, 2.0f + 4.0f / 16.0f, -2.0f / 16.0f,
  -1.0f / 16.0f, -2.0f / 16.0f, -1.0f / 16.0f,
};

const sampler_t sharpen_sampler = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

kernel void
sharpen(read_only image2d_t in, write_only image2d_t out, const float amount)
{
  const int x = get_global_id(0);
  const int y = get_global_id(1);

  float4 sum = (float4)(0.0f);

#pragma unroll
  for(int j = 0; j < 3; j++)
  {
#pragma unroll 3
    for(int i = 0; i < 3; i++)
      sum += sharpen_matrix[j][i] * read_imagef(in, sharpen_sampler, (int2)(x + i - 1, y + j - 1));
  }

  const float4 pixel = read_imagef(in, sharpen_sampler, (int2)(x, y));
  float4 o = mix(pixel, sum, amount);
  o.w = pixel.w;
  write_imagef(out, (int2)(x, y), o);
}
