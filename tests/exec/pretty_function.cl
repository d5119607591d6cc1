// GNU __PRETTY_FUNCTION__ (zocc said use of undeclared identifier): the
// function's declaration as clang-15 spells it for OpenCL C, every
// parameter with its qualifiers and address space; the kernel copies the
// strings out.  The expected texts are clang-15's at CL2.0 (an
// unqualified pointer is __generic; pretty_function_12.cl has CL1.2's
// __private).
// kernel: pf
// global: 1
// arg: global char o[512]
// python: H12 = 'int helper(const __private float, __private int *__private, const __global uint4 *__private, __private S, __local float *const __private, __private int4, __global char *__private, __private int)'
// python: H20 = H12.replace('__private int *__private', '__generic int *__private')
// python: K = 'void pf(__global char *__private)'
// python: V = 'int v(__global char *__private, __private int)'
// python: def want(i):
// python:     t = (H20 if CL20 else H12) + '|' + K + '|' + V + '|'
// python:     return ord(t[i]) if i < len(t) else 0
// expect: o[i] == want(i)
// options: -cl-std=CL2.0 -DCL20=1
#ifndef CL20
#define CL20 0
#endif

typedef struct { int a; } S;

int put(global char *o, int at, constant char *s)
{
	while (*s)
		o[at++] = *s++;
	o[at++] = '|';
	return at;
}

int helper(const float x, int *p, const global uint4 *q, S s, local float *const l, int4 v, global char *o, int at)
{
	return put(o, at, __PRETTY_FUNCTION__);
}

int v(global char *o, int at)
{
	return put(o, at, __PRETTY_FUNCTION__);
}

kernel void pf(global char *o)
{
	local float l[1];
	int at, x = 0, i;
	S s = {0};

	for (i = 0; i < 512; i++)
		o[i] = 0;
	at = helper(1.0f, &x, 0, s, l, (int4)0, o, 0);
	at = put(o, at, __PRETTY_FUNCTION__);
	v(o, at);
}
