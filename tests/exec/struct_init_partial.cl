// Regression (found by tests/random): members a brace initializer leaves
// out are zero.  zocc stored them as a scalar OpConstantNull (valid SPIR-V),
// on which llvm-spirv-15 -r asserts; the zero of a scalar is now an
// OpConstant 0 (OpConstantFalse for bool), as other producers write it.
// kernel: k
// global: 16
// arg: global int a[16] = i * 5 - 9
// arg: global int o[64]
// expect: a[i] == o[4*i] and o[4*i+1] == 0 and o[4*i+2] == 0 and o[4*i+3] == 0

struct S { ushort f0; float f1; short f2; uchar f3; };

kernel void k(global const int *a, global int *o)
{
	int i = get_global_id(0);
	struct S s = {(ushort)a[i]};
	o[4 * i] = (short)s.f0;
	o[4 * i + 1] = (int)s.f1;
	o[4 * i + 2] = s.f2;
	o[4 * i + 3] = s.f3;
}
