/* lib.h — what lib.cl defines, for the files that use it. */
#ifndef LIB_H
#define LIB_H

typedef struct Pair {
	int a;
	float b;
} Pair;

float scale(float x);
float4 mix4(float4 a, float4 b, float t);
void accumulate(global int *dst, int v);
int pair_sum(const Pair *p);
int first_above(global const float *v, int n, float limit);

#endif
