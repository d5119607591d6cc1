// Image resampling in the style of a photo editor's scaling code: the
// output pixel's centre mapped to normalized input coordinates, read
// through a linear-filtering clamp-to-edge sampler, a float2 scale
// computed from both images' sizes (int2 to float2 conversions).  The
// checks redo the bilinear interpolation in Python.
// features: images
// tolerance: 1e-4
// image: src 8 6
// image: dst 13 9
// python: def tex(x, y, c):
// python:     x = min(max(x, 0), 7); y = min(max(y, 0), 5)
// python:     return src_in[(y * 8 + x) * 4 + c]
// python: def lin(i):
// python:     ox, oy, c = (i // 4) % 13, i // 52, i % 4
// python:     u = (ox + 0.5) * 8 / 13 - 0.5; v = (oy + 0.5) * 6 / 9 - 0.5
// python:     x0, y0 = floor(u), floor(v); a, b = u - x0, v - y0
// python:     return ((1 - a) * (1 - b) * tex(x0, y0, c) + a * (1 - b) * tex(x0 + 1, y0, c)
// python:             + (1 - a) * b * tex(x0, y0 + 1, c) + a * b * tex(x0 + 1, y0 + 1, c))
// kernel: clip_and_zoom
// global: 13 9
// arg: global float src[8 * 6 * 4] = rnd(i, 0, 1000) / 1000.0
// arg: global float dst[13 * 9 * 4] = 0
// expect: close(dst[i], lin(i))

#include "dt_common.h"

kernel void
clip_and_zoom(read_only image2d_t in, write_only image2d_t out)
{
  const int x = get_global_id(0);
  const int y = get_global_id(1);

  const int2 isize = dt_image_size(in);
  const int2 osize = dt_image_size(out);

  if(x >= osize.x || y >= osize.y) return;

  const float2 scale = convert_float2(isize) / convert_float2(osize);
  const float2 pos = ((float2)(x, y) + 0.5f) * scale;

  const float4 pixel = read_imagef(in, samplerc, pos / convert_float2(isize));

  write_imagef(out, (int2)(x, y), pixel);
}
