/* blas_common.h — the precision-generic definitions a BLAS library's
 * kernels start with: `real` and its vector forms chosen by -DPRECISION
 * (16, 32, 64) and -DVW, the extension pragmas each precision needs,
 * constants, and the arithmetic as macros so one kernel text serves every
 * precision.  Written for the realworld tests in the style of such
 * libraries' common headers. */
#ifndef BLAS_COMMON_H
#define BLAS_COMMON_H

#ifndef PRECISION
  #define PRECISION 32
#endif
#ifndef VW
  #define VW 1
#endif

#if PRECISION == 16
  #pragma OPENCL EXTENSION cl_khr_fp16: enable
#endif

#if PRECISION == 64
  #if __OPENCL_VERSION__ <= CL_VERSION_1_1
    #pragma OPENCL EXTENSION cl_khr_fp64: enable
  #endif
#endif

#if PRECISION == 16
  typedef half real;
  typedef half2 real2;
  typedef half4 real4;
  typedef half8 real8;
  typedef half16 real16;
  #define ZERO 0
  #define ONE 1
  #define SMALLEST -1.0e14
#elif PRECISION == 32
  typedef float real;
  typedef float2 real2;
  typedef float4 real4;
  typedef float8 real8;
  typedef float16 real16;
  #define ZERO 0.0f
  #define ONE 1.0f
  #define SMALLEST -1.0e37f
#elif PRECISION == 64
  typedef double real;
  typedef double2 real2;
  typedef double4 real4;
  typedef double8 real8;
  typedef double16 real16;
  #define ZERO 0.0
  #define ONE 1.0
  #define SMALLEST -1.0e37
#endif

/* the vector width of the fast paths */
#if VW == 1
  typedef real realV;
#elif VW == 2
  typedef real2 realV;
#elif VW == 4
  typedef real4 realV;
#elif VW == 8
  typedef real8 realV;
#elif VW == 16
  typedef real16 realV;
#endif

#define INLINE_FUNC inline
#define RESTRICT __restrict

#define SetToZero(a) a = ZERO
#define SetToOne(a) a = ONE
#define Multiply(c, a, b) c = a * b
#if USE_CL_MAD == 1
  #define MultiplyAdd(c, a, b) c = mad(a, b, c)
#else
  #define MultiplyAdd(c, a, b) c += a * b
#endif
#define AXPBY(e, a, b, c, d) e = a * b + c * d

/* the number of elements of realV, in the preprocessor's terms */
#define VWSIZE (sizeof(realV) / sizeof(real))

#endif
