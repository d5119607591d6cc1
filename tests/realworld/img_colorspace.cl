// Colour-space conversion in the style of a photo editor's colorin and
// colorout modules: linear RGB to CIE XYZ by a 3x3 __constant matrix,
// XYZ to L*a*b* with the companding function evaluated on float4 with a
// vector condition, and back; a kernel argument picks the direction from
// a typedef'd enum.  Checked against the formulas in Python; the round
// trip must return the input.
// features: images
// tolerance: 2e-4
// image: src 8 8
// image: dst 8 8
// python: M = [0.4360747, 0.3850649, 0.1430804, 0.2225045, 0.7168786, 0.0606169, 0.0139322, 0.0971045, 0.7141733]
// python: W = [0.9642, 1.0, 0.8249]
// python: def f(t): return t ** (1.0 / 3.0) if t > 216.0 / 24389.0 else (24389.0 / 27.0 * t + 16.0) / 116.0
// python: def lab(i):
// python:     p = i // 4
// python:     rgb = src_in[p * 4:p * 4 + 3]
// python:     xyz = [sum(M[r * 3 + k] * rgb[k] for k in range(3)) / W[r] for r in range(3)]
// python:     fx, fy, fz = [f(v) for v in xyz]
// python:     return [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz), src_in[p * 4 + 3]][i % 4]
// kernel: colorspace
// global: 8 8
// arg: global float src[8 * 8 * 4] = rnd(i, 0, 1000) / 1000.0 if i % 16 else 0.001
// arg: global float dst[8 * 8 * 4] = 0
// arg: int direction = 1
// expect: close(dst[i], lab(i), 1e-3 if i % 4 else 2e-4)
// kernel: colorspace
// global: 8 8
// arg: global float src[8 * 8 * 4] = rnd(i + 3, 0, 1000) / 1000.0
// arg: global float dst[8 * 8 * 4] = 0
// arg: int direction = 3
// expect: close(dst[i], src[i], 1e-3)

#include "dt_common.h"

/* XYZ to linear RGB: the inverse of srgb_to_xyz, row by row */
constant float xyz_to_srgb[9] = {
  3.1338561f, -1.6168667f, -0.4906146f,
  -0.9787684f, 1.9161415f, 0.0334540f,
  0.0719453f, -0.2289914f, 1.4052427f,
};

kernel void
colorspace(read_only image2d_t in, write_only image2d_t out, const int direction)
{
  const int x = get_global_id(0);
  const int y = get_global_id(1);

  float4 pixel = read_imagef(in, sampleri, (int2)(x, y));
  const dt_iop_colorspace_type_t cst = (dt_iop_colorspace_type_t)direction;

  float4 XYZ = matrix_product(pixel, srgb_to_xyz);
  float4 Lab = XYZ_to_Lab(XYZ);

  switch(cst)
  {
    case IOP_CS_LAB:
      pixel = Lab;
      break;
    case IOP_CS_LCH:
      /* the round trip, through Lab and back to RGB */
      pixel = matrix_product(Lab_to_XYZ(Lab), xyz_to_srgb);
      break;
    default:
      pixel = XYZ;
      break;
  }

  write_imagef(out, (int2)(x, y), pixel);
}
