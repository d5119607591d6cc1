// Execution: the kernel's name is pasted together from -D values, its
// element type comes from -D, its loop body from a macro argument.
// options: -DT=int -DN=4 -DSCALE=3
// kernel: scale_int_by_3
// global: 64
// arg: global int x[64] = i - 20
// arg: global int y[64]
// expect: y[i] == x[i] * SCALE + N * (N - 1) // 2
// parse: invalid
#define NAME3_(a, b, c) a ## _ ## b ## _by_ ## c
#define NAME3(a, b, c) NAME3_(a, b, c)
#define REPEAT(n, body) for (int k = 0; k < (n); k++) { body; }

kernel void NAME3(scale, T, SCALE)(global const T *x, global T *y)
{
	int i = get_global_id(0);
	T acc = x[i] * SCALE;
	REPEAT(N, acc += k)
	y[i] = acc;
}
