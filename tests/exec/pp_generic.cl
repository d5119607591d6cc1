// Execution: type-generic code instantiated per type through #define, with
// variadic and stringizing macros, #if on a -D value and __LINE__.
// options: -DUSE_FMA=1
// kernel: axpy_float
// global: 32
// arg: float a = 1.5
// arg: global float x[32] = i * 0.25
// arg: global float y[32] = 100 - i
// expect: close(y[i], a * x_in[i] + y_in[i])
// kernel: axpy_int
// global: 32
// arg: int a = -3
// arg: global int x[32] = i
// arg: global int y[32] = 7 * i
// expect: y[i] == a * x_in[i] + y_in[i]
// kernel: line_and_name
// global: 1
// arg: global int out[2]
// expect: out[0] == 44 and out[1] == 5
// parse: invalid
#define FIRST(a, ...) a
#define SECOND(a, b, ...) b
#define STR_(x) #x
#define STR(x) STR_(x)

#if USE_FMA && defined(FP_FAST_FMAF)
#define MULADD(a, x, y) fma(a, x, y)
#else
#define MULADD(a, x, y) ((a) * (x) + (y))
#endif

#define DEFINE_AXPY(T, MAD) \
kernel void axpy_ ## T(T a, global const T *x, global T *y) \
{ \
	int i = get_global_id(0); \
	y[i] = MAD(a, x[i], y[i]); \
}

DEFINE_AXPY(float, MULADD)
#define MULADD_INT(a, x, y) ((a) * (x) + (y))
DEFINE_AXPY(int, SECOND(unused, MULADD_INT, other))
kernel void line_and_name(global int *out)
{
	out[0] = __LINE__;
	out[1] = sizeof(STR(FIRST(axpy_float, axpy_int))) - sizeof("axpy_");
}
