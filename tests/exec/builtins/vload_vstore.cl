// vloadn/vstoren (n = 2, 3, 4, 8, 16) from __global, __constant, __local
// and __private memory at element offsets that are not multiples of n
// (vload3 reads 3 elements, not 4): each output element is an input
// element moved to a known place, or a sum of them.
// kernel: vls
// global: 4  local: 4
// arg: global float f[64] = i * 0.5 - 7
// arg: constant int ci[64] = rnd(i, -100000, 100000)
// arg: global char c[64] = rnd(i, -128, 128)
// arg: global float of[64]
// arg: global int oi[64]
// arg: global char oc[64]
// arg: global short os[16]
// expect: of[i] == (f[i + 1] if i < 48 else of_in[i])
// expect: oi[i] == (ci[3 * (i // 3) + 3 - 1 - i % 3] if i < 12 else (ci[i] + 1 if i < 28 else oi_in[i]))
// expect: oc[i] == (i8(c[i] + c[(i + 16) % 64]) if i < 64 else 0)
// expect: os[i] == (i * 3 if i < 8 else -(i * 3))

kernel void vls(global float *f, constant int *ci, global char *c, global float *of,
                global int *oi, global char *oc, global short *os)
{
	size_t g = get_global_id(0);
	local char lc[64];
	short p[16];
	/* floats: 16 of them per work-item through vload16/vstore16 (offset in units of 16),
	 * shifted by one element through a pointer */
	if (g < 3) {
		float16 v = vload16(g, f + 1);
		vstore16(v, g, of);
	}
	/* ints from __constant: reversed triples through vload3/vstore3 */
	if (g == 0) {
		for (size_t k = 0; k < 4; k++) {
			int3 t = vload3(k, ci);
			vstore3(t.zyx, k, oi);
		}
		int8 a = vload8(0, ci + 12);
		int8 b = vload8(1, ci + 12);
		vstore8(a + 1, 0, oi + 12);
		vstore8(b + 1, 1, oi + 12);
	}
	/* chars through __local with vload2/vload4/vstore2/vstore4 */
	vstore4(vload4(g, c), g, lc);
	vstore4(vload4(g + 4, c), g + 4, lc);
	vstore4(vload4(g + 8, c), g + 8, lc);
	vstore4(vload4(g + 12, c), g + 12, lc);
	barrier(CLK_LOCAL_MEM_FENCE);
	for (size_t k = 0; k < 8; k++) {
		size_t j = g * 8 + k;
		char2 x = vload2(j, lc), y = vload2((j + 8) % 32, lc);
		vstore2(x + y, j, oc);
	}
	/* shorts in __private memory */
	if (g == 0) {
		for (int k = 0; k < 16; k++)
			p[k] = (short)(k * 3);
		short8 hi = vload8(1, p);
		vstore8(-hi, 1, p);
		vstore16(vload16(0, p), 0, os);
	}
}
