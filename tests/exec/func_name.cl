// C99 6.4.2.2 __func__ (and GNU __FUNCTION__): the enclosing function's
// name as a string, read by index and measured with sizeof (zocc said
// use of undeclared identifier; kernels print it in their messages).
// kernel: kname
// global: 8
// arg: global int o[8]
// python: def want(i):
// python:     return ord('kname\0'[i]) if i < 6 else [6, 8][i - 6]
// expect: o[i] == want(i)
int helper_len(void)
{
	return (int)sizeof(__FUNCTION__) + (__FUNCTION__[0] == 'h');
}

kernel void kname(global int *o)
{
	int i = (int)get_global_id(0);

	if (i < 6)
		o[i] = __func__[i];
	else if (i == 6)
		o[i] = (int)sizeof(__func__);
	else
		o[i] = helper_len() - 4;
}
