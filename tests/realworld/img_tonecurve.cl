// Exposure, gamma and a filmic-like tone curve in the style of a photo
// editor's basic adjustments: pow(float4, float) and native_powr(float4,
// float) with a scalar exponent, mix() with a scalar weight, clamp(float4,
// float, float), fmax, select() and ?: on float4 comparisons, and a
// write_imagef of a grey level given as a float.  Checked against the same
// formulas in Python.
// features: images
// tolerance: 2e-4
// image: src 16 4
// image: dst 16 4
// image: grey 16 4
// python: def curve(i):
// python:     v = src_in[i]
// python:     if i % 4 == 3: return v
// python:     e = max(v * exposure - black, 0.0)
// python:     g = e ** (1.0 / gamma)
// python:     s = g * g * (3.0 - 2.0 * g) if g < 1.0 else 1.0
// python:     return min(max(s * (1 - sat) + g * sat, 0.0), 1.0)
// python: def lumgrey(i):
// python:     p = i // 4
// python:     return (0.25 * src_in[p * 4] + 0.5 * src_in[p * 4 + 1] + 0.25 * src_in[p * 4 + 2]) ** 2.2
// kernel: tonecurve
// global: 16 4
// arg: global float src[16 * 4 * 4] = rnd(i, 0, 1000) / 800.0
// arg: global float dst[16 * 4 * 4] = 0
// arg: global float grey[16 * 4 * 4] = 0
// arg: float exposure = 1.25
// arg: float black = 0.03125
// arg: float gamma = 2.2
// arg: float sat = 0.375
// expect: close(dst[i], curve(i))
// expect: close(grey[i], lumgrey(i), 1e-3)

#include "dt_common.h"

kernel void
tonecurve(read_only image2d_t in, write_only image2d_t out, write_only image2d_t lum,
          const float exposure, const float black, const float gamma, const float sat)
{
  const int x = get_global_id(0);
  const int y = get_global_id(1);
  const int2 p = (int2)(x, y);

  const float4 pixel = read_imagef(in, sampleri, p);

  float4 e = fmax(pixel * exposure - black, 0.0f);
  float4 g = native_powr(e, 1.0f / gamma);

  /* smoothstep below 1, flat above: per-lane choice on a vector condition */
  const float4 smooth = g * g * (3.0f - 2.0f * g);
  const float4 s = (g < 1.0f) ? smooth : (float4)1.0f;

  float4 o = clamp(mix(s, g, sat), 0.0f, 1.0f);
  o = select(o, pixel, (int4)(0, 0, 0, -1));

  write_imagef(out, p, o);

  const float l = dot(pixel, (float4)(0.25f, 0.5f, 0.25f, 0.0f));
  write_imagef(lum, p, pow((float4)l, 2.2f).x);
}
