// -cl-single-precision-constant: an unsuffixed floating constant is a
// float, so the same source computes in float (1.0 + 1e-8 == 1.0 holds
// in float and not in double) and needs no Float64, even for the default
// target, which has double (before, the option was accepted and ignored).
// options: -cl-single-precision-constant
// kernel: k
// global: 1
// arg: global int o[3]
// arg: global float f[2] = 2.0
// expect: o[0] == 1
// expect: o[1] == 4
// expect: o[2] == 1
// expect: f[0] == f32(f32(2.0 * 0.1) + f32(0.25))
kernel void k(global int *o, global float *f)
{
	o[0] = (1.0 + 1e-8) == 1.0;
	o[1] = sizeof(1.5);
	o[2] = sizeof(sqrt(2.0)) == sizeof(float);
	f[0] = f[1] * 0.1 + 0.25;
}
