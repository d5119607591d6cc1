// options: -create-library
// A part with a kernel of its own: -create-library makes it a library
// (zocc exports the functions of a part without kernels; a part with one
// is a program unless it says it is a library), as clang's modules export
// every function.
#include "lib.h"

float apply(const params_t *p, float x)
{
	return p->scale * x + p->eps * p->n;
}

float offset(void)
{
	return 10.0f;
}

kernel void lib_scale(global float *o, params_t p)
{
	size_t i = get_global_id(0);

	o[i] *= p.scale;
}
