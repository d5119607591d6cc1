// A 7-point 3D heat-equation step with 2.5D blocking, in the style of
// stencil codes for GPUs: a 2D work-group tiles the x-y plane, the
// current plane and its halo live in a __local tile, the planes below and
// above in registers, and the group marches along z; the tile size is
// the launch's local size (BX, BY from -D), the coefficients are kernel
// arguments, the boundary is copied unchanged.  The check computes the
// step in float32 in Python.
// options: -DBX=8 -DBY=4
// tolerance: 1e-6
// python: NX, NY, NZ = 16, 12, 6
// python: def at(x, y, z): return u_in[(z * NY + y) * NX + x]
// python: def heat(i):
// python:     x, y, z = i % NX, (i // NX) % NY, i // (NX * NY)
// python:     if x in (0, NX - 1) or y in (0, NY - 1) or z in (0, NZ - 1): return at(x, y, z)
// python:     s = f32(f32(f32(f32(f32(at(x - 1, y, z) + at(x + 1, y, z)) + at(x, y - 1, z)) + at(x, y + 1, z)) + at(x, y, z - 1)) + at(x, y, z + 1))
// python:     return f32(c0 * at(x, y, z) + c1 * s)
// kernel: heat3d_step
// global: 16 12  local: 8 4
// arg: global float u[16 * 12 * 6] = rnd(i, 0, 1000) / 32.0
// arg: global float v[16 * 12 * 6] = -1
// arg: int nx = 16
// arg: int ny = 12
// arg: int nz = 6
// arg: float c0 = 0.4
// arg: float c1 = 0.1
// expect: close(v[i], heat(i))

#define TILE(x, y) tile[(y) + 1][(x) + 1]
#define U(x, y, z) u[((size_t)(z) * ny + (y)) * nx + (x)]

__kernel __attribute__((reqd_work_group_size(BX, BY, 1)))
void heat3d_step(__global const float *restrict u, __global float *restrict v,
                 const int nx, const int ny, const int nz, const float c0, const float c1)
{
  __local float tile[BY + 2][BX + 2];

  const int lx = get_local_id(0), ly = get_local_id(1);
  const int x = get_global_id(0), y = get_global_id(1);
  const bool inside = x < nx && y < ny;
  const bool edge = x == 0 || y == 0 || x == nx - 1 || y == ny - 1;

  float below = inside ? U(x, y, 0) : 0.0f;
  float here = inside && nz > 1 ? U(x, y, 1) : 0.0f;

  if (inside) {
    v[(size_t)y * nx + x] = below;   /* the z = 0 plane is boundary */
  }

  for (int z = 1; z < nz - 1; z++) {
    const float above = inside ? U(x, y, z + 1) : 0.0f;

    TILE(lx, ly) = here;
    /* the halo: edge work-items load one more cell each */
    if (lx == 0)      TILE(-1, ly) = x > 0 && inside ? U(x - 1, y, z) : 0.0f;
    if (lx == BX - 1) TILE(BX, ly) = x + 1 < nx && y < ny ? U(x + 1, y, z) : 0.0f;
    if (ly == 0)      TILE(lx, -1) = y > 0 && inside ? U(x, y - 1, z) : 0.0f;
    if (ly == BY - 1) TILE(lx, BY) = y + 1 < ny && x < nx ? U(x, y + 1, z) : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);

    if (inside) {
      float r = here;
      if (!edge) {
        const float s = TILE(lx - 1, ly) + TILE(lx + 1, ly) + TILE(lx, ly - 1) + TILE(lx, ly + 1) + below + above;
        r = c0 * here + c1 * s;
      }
      v[((size_t)z * ny + y) * nx + x] = r;
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    below = here;
    here = above;
  }

  if (inside && nz > 1) {
    v[((size_t)(nz - 1) * ny + y) * nx + x] = here;   /* the last plane */
  }
}
