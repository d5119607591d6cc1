// A box blur through a __local tile in the style of a photo editor's
// lowpass and bilateral-grid kernels: each work-group loads its block
// plus a halo of RAD pixels into a __local float4 buffer passed as a
// kernel argument, waits at a barrier, and averages from the tile; the
// tile's size comes from get_local_size; out-of-range work-items still
// help load.  Checked against the box mean in Python.
// features: images
// options: -DRAD=2
// tolerance: 1e-5
// image: src 20 12
// image: dst 20 12
// python: def tex(x, y, c):
// python:     x = min(max(x, 0), 19); y = min(max(y, 0), 11)
// python:     return src_in[(y * 20 + x) * 4 + c]
// python: def box(i):
// python:     x, y, c = (i // 4) % 20, i // 80, i % 4
// python:     return sum(tex(x + k, y + j, c) for j in range(-RAD, RAD + 1) for k in range(-RAD, RAD + 1)) / (2 * RAD + 1) ** 2
// kernel: lowpass_box
// global: 24 16  local: 8 8
// arg: global float src[20 * 12 * 4] = rnd(i, 0, 1000) / 1000.0
// arg: global float dst[20 * 12 * 4] = 0
// arg: int width = 20
// arg: int height = 12
// arg: local float tile[(8 + 2 * 2) * (8 + 2 * 2) * 4]
// expect: close(dst[i], box(i))

#include "dt_common.h"

kernel void
lowpass_box(read_only image2d_t in, write_only image2d_t out, const int width, const int height,
            local float4 *buffer)
{
  const int lx = get_local_id(0);
  const int ly = get_local_id(1);
  const int lszx = get_local_size(0);
  const int lszy = get_local_size(1);
  const int bw = lszx + 2 * RAD;
  const int bh = lszy + 2 * RAD;
  const int x0 = get_group_id(0) * lszx - RAD;
  const int y0 = get_group_id(1) * lszy - RAD;

  /* the block and its halo: each work-item loads a strided share */
  for(int j = ly; j < bh; j += lszy)
    for(int i = lx; i < bw; i += lszx)
      buffer[j * bw + i] = read_imagef(in, sampleri, (int2)(x0 + i, y0 + j));

  barrier(CLK_LOCAL_MEM_FENCE);

  const int x = get_global_id(0);
  const int y = get_global_id(1);
  if(x >= width || y >= height) return;

  float4 sum = (float4)0.0f;
  for(int j = 0; j <= 2 * RAD; j++)
    for(int i = 0; i <= 2 * RAD; i++)
      sum += buffer[(ly + j) * bw + lx + i];

  write_imagef(out, (int2)(x, y), sum / (float)((2 * RAD + 1) * (2 * RAD + 1)));
}
