// AXPY (y = alpha * x + y) in the style of a tuned BLAS library's level-1
// kernels: one text for every precision through the `real`/`realV`
// typedefs of a common header, vector width and work-group size from -D,
// a generic kernel with offsets and increments, a fast kernel over realV
// vectors, and reqd_work_group_size from the tuning macro.
// options: -DPRECISION=32 -DVW=4 -DWGS=64 -DWPT=2 -DUSE_CL_MAD=1
// tolerance: 1e-6
// kernel: Xaxpy
// global: 40
// arg: int n = 40
// arg: float alpha = 1.5
// arg: global float xgm[128] = rnd(i, 0, 200) / 8.0 - 12
// arg: int x_offset = 3
// arg: int x_inc = 2
// arg: global float ygm[128] = rnd(i + 1, 0, 200) / 8.0
// arg: int y_offset = 5
// arg: int y_inc = 3
// expect: close(ygm[i], alpha * xgm[3 + (i - 5) // 3 * 2] + ygm_in[i] if i >= 5 and (i - 5) % 3 == 0 and (i - 5) // 3 < 40 else ygm_in[i])
// kernel: XaxpyFast
// global: 64  local: 64
// arg: int n = 512
// arg: float alpha = -0.75
// arg: global float xgm[512] = rnd(i, 0, 200) / 8.0 - 12
// arg: global float ygm[512] = rnd(i + 7, 0, 200) / 8.0
// expect: close(ygm[i], alpha * xgm[i] + ygm_in[i])

#include "blas_level1.h"
