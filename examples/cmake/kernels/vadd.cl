#include "common.h"

kernel void vadd(global const float *a, global const float *b, global float *c)
{
	size_t i = ELEMENT();

	c[i] = a[i] + b[i];
}
