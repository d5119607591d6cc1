/* dt_common.h — what a photo editor's OpenCL image filters share: the
 * samplers, small inline helpers on float4 pixels, colour-space
 * conversions, and overloads on the image access qualifier.  Written for
 * the realworld tests in the style of such headers. */
#ifndef DT_COMMON_H
#define DT_COMMON_H

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

constant sampler_t sampleri = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
constant sampler_t samplerf = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;
constant sampler_t samplerc = CLK_NORMALIZED_COORDS_TRUE  | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;

#define RED 0
#define GREEN 1
#define BLUE 2
#define ALPHA 3

typedef enum dt_iop_colorspace_type_t
{
  IOP_CS_NONE = -1,
  IOP_CS_RAW = 0,
  IOP_CS_LAB = 1,
  IOP_CS_RGB = 2,
  IOP_CS_LCH = 3,
} dt_iop_colorspace_type_t;

static inline float clipf(float a)
{
  return clamp(a, 0.0f, 1.0f);
}

static inline float4 clip4(float4 a)
{
  return clamp(a, 0.0f, 1.0f);
}

static inline float sqf(const float x)
{
  return x * x;
}

/* the image's size, for either access qualifier */
static inline int2 __attribute__((overloadable)) dt_image_size(read_only image2d_t im)
{
  return get_image_dim(im);
}

static inline int2 __attribute__((overloadable)) dt_image_size(write_only image2d_t im)
{
  return get_image_dim(im);
}

/* CIE L*a*b*'s companding function and its inverse, four lanes at once;
 * the vector condition picks the branch per component */
static inline float4 lab_f(const float4 x)
{
  const float4 epsilon = 216.0f / 24389.0f;
  const float4 kappa = 24389.0f / 27.0f;
  return (x > epsilon) ? cbrt(x) : (kappa * x + (float4)16.0f) / (float4)116.0f;
}

static inline float4 lab_f_inv(const float4 x)
{
  const float4 epsilon = 0.206896551f;
  const float4 kappa = 24389.0f / 27.0f;
  return (x > epsilon) ? x * x * x : ((float4)116.0f * x - (float4)16.0f) / kappa;
}

/* D50 white */
constant float4 d50 = (float4)(0.9642f, 1.0f, 0.8249f, 1.0f);

static inline float4 XYZ_to_Lab(float4 xyz)
{
  float4 lab;
  const float4 f = lab_f(xyz / d50);
  lab.x = 116.0f * f.y - 16.0f;
  lab.y = 500.0f * (f.x - f.y);
  lab.z = 200.0f * (f.y - f.z);
  lab.w = xyz.w;
  return lab;
}

static inline float4 Lab_to_XYZ(float4 Lab)
{
  const float fy = (Lab.x + 16.0f) / 116.0f;
  const float4 f = (float4)(fy + Lab.y / 500.0f, fy, fy - Lab.z / 200.0f, 0.0f);
  return (float4)(d50.xyz * lab_f_inv(f).xyz, Lab.w);
}

/* linear sRGB (D50-adapted primaries) to XYZ, row by row */
constant float srgb_to_xyz[9] = {
  0.4360747f, 0.3850649f, 0.1430804f,
  0.2225045f, 0.7168786f, 0.0606169f,
  0.0139322f, 0.0971045f, 0.7141733f,
};

static inline float4 matrix_product(const float4 in, constant const float *const m)
{
  return (float4)(m[0] * in.x + m[1] * in.y + m[2] * in.z,
                  m[3] * in.x + m[4] * in.y + m[5] * in.z,
                  m[6] * in.x + m[7] * in.y + m[8] * in.z, in.w);
}

#endif
