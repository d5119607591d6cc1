// A library of helpers compiled on its own (no kernel: every function is
// exported).
#include "lib.h"

float scale(float x)
{
	return x * 3.0f + 1.0f;
}

float4 mix4(float4 a, float4 b, float t)
{
	return a + (b - a) * t;
}

void accumulate(global int *dst, int v)
{
	*dst += v;
}

int pair_sum(const Pair *p)
{
	return p->a + (int)p->b;
}

int first_above(global const float *v, int n, float limit)
{
	for (int i = 0; i < n; i++)
		if (v[i] > limit)
			return i;
	return -1;
}
