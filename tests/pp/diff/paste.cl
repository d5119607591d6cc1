// 6.10.3.3 the ## operator: identifiers, numbers, punctuators, placemarkers,
// results that name macros, ## next to # and kernel names built by pasting.
#define CAT(a, b) a ## b
#define XCAT(a, b) CAT(a, b)
#define CAT3(a, b, c) a ## b ## c
CAT(foo, bar) CAT(x, 1) CAT(1, 2) CAT(1, e5) CAT(0x, 1f) CAT(., 5)
CAT(+, +) CAT(-, =) CAT(<, <) CAT(<<, =) CAT(-, >) CAT(&, &) CAT(|, |) CAT(#, #)
CAT(, y) CAT(y, ) CAT(, ) CAT3(a, , c) CAT3(, , ) CAT3(1, 2, 3)
#define ONE 1
#define TWO 2
CAT(ONE, TWO) XCAT(ONE, TWO)
#define foobar result_of_foobar
CAT(foo, bar) CAT(fo, obar)
#define KERNEL(name, T) __kernel void name ## _ ## T(__global T *out)
KERNEL(scale, float) {}
KERNEL(scale, int) {}
#define STR_CAT(a) L ## #a
#define EMPTY
CAT(EMPTY, x) XCAT(EMPTY, x) CAT(x, EMPTY) XCAT(x, EMPTY)
#define OBJ a ## b
OBJ
#define PASTE_CALL(f) f ## _impl(1)
#define do_impl(x) [x]
PASTE_CALL(do)
#define SELF_CAT(x) x ## x
SELF_CAT(ab) SELF_CAT(SELF_CAT)
#define LPAREN (
#define F2(x) <x>
CAT(F, 2)(z) XCAT(F, 2)(q)
// (a preprocessor test input, not a kernel:)
// parse: invalid
