// printf (OpenCL.std printf, the format a UniformConstant string): integer
// conversions with flags and widths, char promoted to int, float promoted
// to double (the target has fp64), %s with a string literal, %v4hld and
// %v2hlf vectors, %%; clang's __builtin_printf is printf; a call with 20
// arguments after the format (IGC takes any number; 13 made zocc fail an
// assertion); one work-item, so the lines come in order.
// kernel: pr
// global: 1  local: 1
// arg: global int a[4] = i * 7 - 5
// arg: global float f[2] = 1.25 + i
// expect: a[i] == a_in[i]
// stdout: a=-5 b=2 c=00009 d=ffffffff e=x
// stdout: f=1.250 g=2.25 h=  1.2e+00 s=str%
// stdout: v=-5,2,9,16 w=1.250000,2.250000
// stdout: builtin 9
// stdout: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 -5
// stdout: 1 2 3 4 5 6 7 8 9 10 11 12 -5
// options: -device skl

kernel void pr(global int *a, global float *f)
{
	char c = 'x';
	printf("a=%d b=%i c=%05u d=%x e=%c\n", a[0], a[1], a[2], -1, c);
	printf("f=%.3f g=%g h=%9.1e s=%s%%\n", f[0], f[1], f[0], "str");
	printf("v=%v4hld w=%v2hlf\n", vload4(0, a), vload2(0, f));
	__builtin_printf("builtin %d\n", a[2]);
	printf("%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n",
	       1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, a[0]);
	printf("%d %d %d %d %d %d %d %d %d %d %d %d %d\n", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, a[0]);
}
