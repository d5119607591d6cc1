// Seidel 2D in the style of a polyhedral benchmark suite: the loop nest
// (time steps, rows, columns, in place, each point the mean of its nine
// neighbours as updated so far) is sequential, so each work-item runs
// the whole nest on its own grid, the grids one after another in a
// buffer; TSTEPS and N from -D, a function-like macro for the access.
// The check runs the same nest in float32 in Python.
// options: -DTSTEPS=3 -DN=12
// tolerance: 1e-6
// python: import functools
// python: @functools.lru_cache(None)
// python: def grid(g):
// python:     a = [list(A_in[g * N * N + r * N:g * N * N + r * N + N]) for r in range(N)]
// python:     for t in range(TSTEPS):
// python:         for r in range(1, N - 1):
// python:             for c in range(1, N - 1):
// python:                 s = 0.0
// python:                 for dr in (-1, 0, 1):
// python:                     for dc in (-1, 0, 1):
// python:                         s = f32(s + a[r + dr][c + dc])
// python:                 a[r][c] = f32(s / 9.0)
// python:     return [v for row in a for v in row]
// kernel: kernel_seidel_2d
// global: 4
// arg: global float A[4 * 12 * 12] = rnd(i, 0, 1000) / 8.0
// expect: close(A[i], grid(i // 144)[i % 144])

#define AT(a, i, j) (a)[(i) * N + (j)]

__kernel void kernel_seidel_2d(__global float *grids)
{
  __global float *A = grids + get_global_id(0) * N * N;
  int t, i, j;

  for (t = 0; t <= TSTEPS - 1; t++)
    for (i = 1; i <= N - 2; i++)
      for (j = 1; j <= N - 2; j++)
        AT(A, i, j) = (AT(A, i-1, j-1) + AT(A, i-1, j) + AT(A, i-1, j+1)
                     + AT(A, i, j-1) + AT(A, i, j) + AT(A, i, j+1)
                     + AT(A, i+1, j-1) + AT(A, i+1, j) + AT(A, i+1, j+1)) / 9.0f;
}
