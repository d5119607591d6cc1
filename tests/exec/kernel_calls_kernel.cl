// A kernel may call another kernel as an ordinary function (OpenCL C 6.9):
// zocc gives the called kernel an entry-point wrapper of its own, since
// OpFunctionCall may not target an entry point.
// kernel: outer
// global: 64
// arg: global int a[64] = i
// expect: a[i] == 3 * i + 1
// kernel: inner
// global: 64
// arg: global int a[64] = i
// expect: a[i] == i + 1

kernel void inner(global int *a)
{
	a[get_global_id(0)] += 1;
}

kernel void outer(global int *a)
{
	a[get_global_id(0)] *= 3;
	inner(a);
}
