// half without cl_khr_fp16: vload_half/vload_halfn/vloada_halfn widen
// stored halves to float; vstore_half (round to nearest even),
// vstore_half_rtz/_rtp, vstore_halfn and vstorea_halfn narrow floats.
// The halves travel as ushort bit patterns.
// kernel: halves
// global: 16  local: 16
// arg: global ushort h[64] = hbits(rnd(i, -3000, 3000) / 7.0)
// arg: global float x[64] = rnd(i, -300000, 300000) / 97.0
// arg: global float wide[64]
// arg: global ushort ne[64]
// arg: global ushort tz[64]
// arg: global ushort up[16]
// python: import struct
// python: def hbits(v):
// python:     return struct.unpack('<H', struct.pack('<e', v))[0]
// python: def hval(b):
// python:     return struct.unpack('<e', struct.pack('<H', b))[0]
// python: def rtz(v):
// python:     b = hbits(v)
// python:     return b - 1 if abs(hval(b)) > abs(v) else b
// python: def rtp(v):
// python:     b = hbits(v)
// python:     if hval(b) < v: return b + 1 if v > 0 else b - 1
// python:     return b
// expect: wide[i] == hval(h[i])
// expect: ne[i] == hbits(x[i])
// expect: tz[i] == rtz(x[i])
// expect: up[i] == rtp(x[i])

kernel void halves(global half *h, global float *x, global float *wide, global half *ne,
                   global half *tz, global half *up)
{
	size_t g = get_global_id(0);
	/* four floats per work-item: one scalar, then a vload_half2 pair, then vloada_half */
	wide[4 * g] = vload_half(4 * g, h);
	vstore2(vload_half2(2 * g, h + 1).xy, 0, wide + 4 * g + 1);
	wide[4 * g + 3] = vloada_half4(g, h).w;
	/* round to nearest even: vstore_half4 and vstorea_half4 cover all 64 */
	if (g < 8)
		vstore_half4(vload4(g, x), g, ne);
	else
		vstorea_half4(vload4(g, x), g, ne);
	/* toward zero: scalar and vector forms */
	vstore_half_rtz(x[4 * g], 4 * g, tz);
	vstore_half3_rtz(vload3(0, x + 4 * g + 1), 0, tz + 4 * g + 1);
	vstore_half_rtp(x[g], g, up);
}
