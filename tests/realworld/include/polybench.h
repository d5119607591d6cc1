/* polybench.h — what a polyhedral benchmark suite's OpenCL kernels share:
 * the element type and problem sizes from -D (with defaults), the fp64
 * pragma chosen by whichever extension the device names, and the
 * row-major indexing macros.  Written for the realworld tests. */
#ifndef POLYBENCH_H
#define POLYBENCH_H

#if defined(cl_khr_fp64)
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#elif defined(cl_amd_fp64)
#pragma OPENCL EXTENSION cl_amd_fp64 : enable
#endif

#ifndef DATA_TYPE
#define DATA_TYPE float
#endif

typedef DATA_TYPE data_t;

#define IDX2(i, j, ncols) ((i) * (ncols) + (j))
#define IDX3(i, j, k, n1, n2) (((i) * (n1) + (j)) * (n2) + (k))

#endif
