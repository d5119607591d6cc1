// A softmax over the innermost axis the way deep-learning libraries write
// it: the axis length and the work-group size come from -D, each work-item
// keeps its share of the row in a private array whose bound is a const int
// computed from them (`const int n = AXIS / GROUP; float d[n];`: a constant
// array, as clang folds it), loads go through overloaded helpers written
// `float tmp = load(tmp, src + off);`, and the work-group reduces the
// maximum and the sum through __local memory.
// options: -DDATA_T=float -DSOFTMAX_AXIS_SIZE=64 -DGROUP_SIZE=16 -DROWS=8
// kernel: softmax
// global: 128  local: 16
// arg: global float src[512] = rnd(i, -4, 4)
// arg: global float dst[512]
// python: def softmax(j):
// python:     row = [src[(j // 64) * 64 + k] for k in range(64)]
// python:     m = max(row)
// python:     s = sum(exp(x - m) for x in row)
// python:     return exp(src[j] - m) / s
// expect: close(dst[i], softmax(i))
// tolerance: 1e-5
#include "dnn_io.h"

__kernel __attribute__((reqd_work_group_size(GROUP_SIZE, 1, 1)))
void softmax(__global DATA_T *src, __global DATA_T *dst)
{
	const int per_item = SOFTMAX_AXIS_SIZE / GROUP_SIZE;
	const int row = get_group_id(0), lid = get_local_id(0);
	__local float scratch[GROUP_SIZE];
	float d[per_item];
	float max_ = -INFINITY, sum = 0.0f;

	for (int k = 0; k < per_item; k++) {
		const int off = row * SOFTMAX_AXIS_SIZE + k * GROUP_SIZE + lid;
		float tmp = load(tmp, src + off);

		d[k] = tmp;
		max_ = fmax(max_, tmp);
	}
	scratch[lid] = max_;
	barrier(CLK_LOCAL_MEM_FENCE);
	for (int k = 0; k < GROUP_SIZE; k++)
		max_ = fmax(max_, scratch[k]);
	barrier(CLK_LOCAL_MEM_FENCE);
	for (int k = 0; k < per_item; k++) {
		d[k] = exp(d[k] - max_);
		sum += d[k];
	}
	scratch[lid] = sum;
	barrier(CLK_LOCAL_MEM_FENCE);
	sum = 0.0f;
	for (int k = 0; k < GROUP_SIZE; k++)
		sum += scratch[k];
	for (int k = 0; k < per_item; k++)
		store(dst + row * SOFTMAX_AXIS_SIZE + k * GROUP_SIZE + lid, d[k] / sum);
}
