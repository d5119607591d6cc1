// Functions defined in another file (lib.cl), declared by a shared
// header: scalar, vector, __global pointer and private struct pointer
// arguments, a void function writing through its pointer, a loop.
// parts: main.cl lib.cl
// kernel: k
// global: 32
// arg: global float x[32] = i * 0.5
// arg: global int o[32]
// arg: global float y[32]
// expect: o[i] == i + int(x_in[i]) + 100 + (i + 1 if i < 31 else -1)
// expect: close(y[i], x_in[i] * 3 + 1 + (x_in[i] + (4 - x_in[i]) * 0.25))
#include "lib.h"

kernel void k(global float *x, global int *o, global float *y)
{
	int i = (int)get_global_id(0);
	Pair p = {i, x[i]};
	float4 m = mix4((float4)(x[i]), (float4)(1.0f, 2.0f, 3.0f, 4.0f), 0.25f);

	y[i] = scale(x[i]) + m.w;
	o[i] = pair_sum(&p);
	accumulate(&o[i], 100);
	o[i] += first_above(x, 32, x[i]);
}
