// __PRETTY_FUNCTION__ at CL1.2 (pretty_function.cl has 2.0): an
// unqualified pointer parameter points to __private, and clang-15 says
// so; a volatile parameter; a void parameter list (measured by sizeof).
// kernel: pf12
// global: 1
// arg: global char o[128]
// python: T = 'int f(__private int *__private, volatile __private uint, __global char *__private)'
// python: def want(i):
// python:     return ord(T[i]) if i < len(T) else len('int g(void)') + 1 if i == 127 else 0
// expect: o[i] == want(i)
int f(int *p, volatile uint u, global char *o)
{
	constant char *s = __PRETTY_FUNCTION__;
	int at = 0;

	while (*s)
		o[at++] = *s++;
	return *p + (int)u;
}

int g(void)
{
	return sizeof(__PRETTY_FUNCTION__);
}

kernel void pf12(global char *o)
{
	int i, x = 3;

	for (i = 0; i < 128; i++)
		o[i] = 0;
	f(&x, 3u, o);
	o[127] = (char)g();
}
