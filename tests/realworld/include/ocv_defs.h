/* ocv_defs.h — the definitions a computer-vision library's OpenCL kernels
 * rely on, in the style of its kernel sources: token-pasting helpers, the
 * depth codes and their limits, fixed-point descaling, the pixel
 * load/store macros that switch to vload3/vstore3 for three channels,
 * and the mad24-based index arithmetic over byte pointers with a step and
 * offset.  The element types and conversions come from -D, as the host
 * side builds them from a Mat's type.  Written for the realworld tests. */
#ifndef OCV_DEFS_H
#define OCV_DEFS_H

#ifdef DOUBLE_SUPPORT
#ifdef cl_amd_fp64
#pragma OPENCL EXTENSION cl_amd_fp64:enable
#elif defined (cl_khr_fp64)
#pragma OPENCL EXTENSION cl_khr_fp64:enable
#endif
#endif

#define __CAT(x, y) x##y
#define CAT(x, y) __CAT(x, y)
#define noconvert

/* convert_<T>_sat_rte, from the type's name */
#define CONVERT_SAT_RTE(T) CAT(CAT(convert_, T), _sat_rte)
#define CONVERT_SAT(T) CAT(CAT(convert_, T), _sat)

#define CV_8U 0
#define CV_8S 1
#define CV_16U 2
#define CV_16S 3
#define CV_32S 4
#define CV_32F 5
#define CV_64F 6

#define CV_DESCALE(x, n) (((x) + (1 << ((n) - 1))) >> (n))

#ifndef cn
#define cn 1
#endif

#ifndef rowsPerWI
#define rowsPerWI 1
#endif

/* a pixel of T1 x cn: three channels are not a vector type's size */
#if cn != 3
#define loadpix(addr) *(__global const T *)(addr)
#define storepix(val, addr)  *(__global T *)(addr) = val
#define TSIZE (int)sizeof(T)
#else
#define loadpix(addr) vload3(0, (__global const T1 *)(addr))
#define storepix(val, addr) vstore3(val, 0, (__global T1 *)(addr))
#define TSIZE ((int)sizeof(T1) * 3)
#endif

/* the index of pixel (x, y) in a buffer with a step and an offset */
#define PIX_INDEX(x, y, step, offset, tsize) mad24((y), (step), mad24((x), (tsize), (offset)))

#endif
