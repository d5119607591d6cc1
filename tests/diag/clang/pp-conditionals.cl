// Preprocessor: conditionals and directives written wrong.
#define WIDTH 64

#ifdef WIDTH
kernel void stray_else(global int *out)
{
	out[0] = 1;
}
#else
#else
#endif

#if WIDTH > 32 &&
kernel void bad_condition(global int *out)
{
	out[0] = 1;
}
#endif

#if defined(WIDTH
kernel void defined_paren(global int *out)
{
	out[0] = 1;
}
#endif

#if WIDTH = 64
#endif

#error "unsupported configuration"

#warning "tuning parameters not set"

#define
#define 3D 1

#undef

#ifdef
#endif

#if
#endif

#pragma OPENCL EXTENSION cl_khr_fp64 : enabled

#pragma OPENCL EXTENSION cl_khr_nonexistent : enable

#pragma OPENCL EXTENSION all : enable

#include

#ifndef HEIGHT
#define HEIGHT 32
#elif
#endif

#if 1
#elif
#endif

#endif
