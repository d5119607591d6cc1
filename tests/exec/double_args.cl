// double kernel arguments, alone and in a struct passed by value: the Level
// Zero environment lists float arguments of 16 and 32 bits, the devices
// with fp64 (and so the default target) take 64 (IGC builds the module on
// skl and pvc); a device without fp64 refuses the type at its line, as
// Intel's front end does (diag/target/double-args).
// kernel: k
// global: 4
// arg: double d = 0.1
// arg: struct s = pack('<fxxxxd2d', 2.5, 1e300, -0.25, 3.0)
// arg: global double o[4]
// expect: o[i] == [0.1, 2.5, 1e300, -0.25 * 3.0 + 0.1][i]
struct Mixed { float f; double d; double v[2]; };

kernel void k(double d, struct Mixed s, global double *o)
{
	size_t i = get_global_id(0);

	o[i] = i == 0 ? d : i == 1 ? (double)s.f : i == 2 ? s.d : s.v[0] * s.v[1] + d;
}
