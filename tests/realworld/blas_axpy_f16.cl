// Half-precision AXPY: the kernels of blas_axpy (include/blas_level1.h)
// built with -DPRECISION=16 and half8 vectors, fp16 arithmetic through
// cl_khr_fp16 as a BLAS library's half routines do.
// features: fp16
// pocl: no: PoCL has no cl_khr_fp16 (its kernel library lacks the half builtins)
// options: -DPRECISION=16 -DVW=8 -DWGS=32 -DWPT=1

#include "blas_level1.h"
