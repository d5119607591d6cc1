/* blend.cl — its helpers are a library (helpers/), compiled once by
 * zocc_add_library and linked into this kernel's module */
#include "helpers.h"

kernel void blend(global const float *a, global const float *b, global float *c)
{
	size_t i = get_global_id(0);

	c[i] = lerp(a[i], b[i], WEIGHTS[i % 4]);
}
