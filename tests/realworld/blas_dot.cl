// Dot product with a two-stage __local reduction, in the style of a BLAS
// library's Xdot: the first kernel reduces each work-group's share into
// one partial sum per group, the accumulator double when the device has
// cl_khr_fp64 (tested with #ifdef, so -device without fp64 takes the float
// path), the second kernel reduces the partial sums; WGS from -D.
// Exact small-integer data, so both paths give the same exact answer.
// options: -DWGS=32 -DWGS2=16
// kernel: Xdot
// global: 128  local: 32
// arg: int n = 1000
// arg: global float xgm[1000] = rnd(i, 0, 21) - 10
// arg: global float ygm[1000] = rnd(i + 3, 0, 21) - 10
// arg: global float output[4] = 0
// expect: output[i] == sum(xgm[k] * ygm[k] for k in range(1000) if (k // 32) % 4 == i)
// kernel: XdotEpilogue
// global: 16  local: 16
// arg: global float input[32] = rnd(i, 0, 2001) - 1000
// arg: global float result[1] = 0
// expect: result[0] == sum(input)

#ifdef cl_khr_fp64
  #pragma OPENCL EXTENSION cl_khr_fp64 : enable
  typedef double acc_t;
#else
  typedef float acc_t;
#endif

/* work-group g handles the chunks g, g + num_groups, ... of WGS elements */
__kernel __attribute__((reqd_work_group_size(WGS, 1, 1)))
void Xdot(const int n, const __global float* restrict xgm, const __global float* restrict ygm,
          __global float* output)
{
  __local acc_t lm[WGS];
  const int lid = get_local_id(0);
  const int wgid = get_group_id(0);
  const int num_groups = get_num_groups(0);

  acc_t acc = 0;
  for (int id = wgid * WGS + lid; id < n; id += num_groups * WGS) {
    acc += (acc_t)xgm[id] * (acc_t)ygm[id];
  }
  lm[lid] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);

  for (int s = WGS/2; s > 0; s = s >> 1) {
    if (lid < s) {
      lm[lid] += lm[lid + s];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }

  if (lid == 0) {
    output[wgid] = (float)lm[0];
  }
}

__kernel __attribute__((reqd_work_group_size(WGS2, 1, 1)))
void XdotEpilogue(const __global float* restrict input, __global float* dot)
{
  __local acc_t lm[WGS2];
  const int lid = get_local_id(0);

  lm[lid] = (acc_t)input[lid] + (acc_t)input[lid + WGS2];
  barrier(CLK_LOCAL_MEM_FENCE);

  #pragma unroll
  for (int s = WGS2/2; s > 0; s = s >> 1) {
    if (lid < s) {
      lm[lid] += lm[lid + s];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }

  if (lid == 0) {
    dot[0] = (float)lm[0];
  }
}
