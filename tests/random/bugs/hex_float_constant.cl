// Found by tests/random: zocc rejects hexadecimal floating constants
// (C99 6.4.4.2, part of OpenCL C): `0x1.8p1f` gives "invalid floating
// constant".  0x1.8p1f is 3.0f, 0x1p-3f is 0.125f, 0xAp0f is 10.0f,
// 0x1.fffffep+10f is 2047.999878f.
// kernel: k
// global: 8
// arg: global float o[32]
// expect: o[i] == [3.0, 0.125, 10.0, 2047.9998779296875][i % 4]

kernel void k(global float *o)
{
	int i = get_global_id(0);
	o[4 * i] = 0x1.8p1f;
	o[4 * i + 1] = 0x1p-3f;
	o[4 * i + 2] = 0xAp0f;
	o[4 * i + 3] = 0x1.fffffep+10f;
}
