// Unroll hints (OpenCL C 6.11.5 opencl_unroll_hint) on for, while and do
// loops: a count (OpLoopMerge PartialCount, which needs SPIR-V 1.4: zocc
// made 1.0 modules with it, which spirv-val rejects), 1 (DontUnroll) and
// no argument (Unroll); the loops' results must not change.
// kernel: k
// global: 16
// arg: global int o[16]
// python: def want(i):
// python:     a = sum(j * i for j in range(8))
// python:     b = sum(range(i + 1))
// python:     c = 3 * (i + 1)
// python:     d = sum(j ^ i for j in range(5))
// python:     return a + b + c + d
// expect: o[i] == want(i)
kernel void k(global int *o)
{
	int i = (int)get_global_id(0), a = 0, b = 0, c = 0, d = 0, j;

	__attribute__((opencl_unroll_hint(4)))
	for (j = 0; j < 8; j++)
		a += j * i;
	j = 0;
	__attribute__((opencl_unroll_hint(2)))
	while (j <= i)
		b += j++;
	j = 0;
	__attribute__((opencl_unroll_hint(3)))
	do {
		c += 3;
	} while (++j <= i);
	__attribute__((opencl_unroll_hint(1)))
	for (j = 0; j < 5; j++)
		d += j ^ i;
	__attribute__((opencl_unroll_hint))
	for (j = 0; j < 0; j++)
		d += 1000;
	o[i] = a + b + c + d;
}
