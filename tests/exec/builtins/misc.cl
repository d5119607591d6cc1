// shuffle and shuffle2 (the mask picks components, only its low bits
// count), upsample (hi << width | lo), nan (a NaN carrying the low bits of the
// given code; PoCL does not set the quiet bit), and vector forms.
// kernel: misc
// global: 16  local: 16
// arg: global int a[64] = rnd(i, -100000, 100000)
// arg: global uint m[64] = rnd(i, 0, 1 << 20)
// arg: global int sh[64]
// arg: global int sh2[64]
// arg: global long up[16]
// arg: global ushort ups[16]
// arg: global uint nanbits[16]
// expect: sh[i] == a[4 * (i // 4) + (m[i] % 4)]
// expect: sh2[i] == [a[(i // 4) * 4 + k] for k in range(4)][m[i] % 8 % 4] if m[i] % 8 < 4 else a[(i // 4) * 4 + (m[i] % 4)] * 2
// expect: up[i] == (a[i] << 32) + u32(a[i + 16])
// expect: ups[i] == (u8(a[i]) << 8) + u8(a[i + 16])
// expect: (nanbits[i] & 0x7f800000) == 0x7f800000 and (nanbits[i] & 0xffff) == i + 1

kernel void misc(global int *a, global uint *m, global int *sh, global int *sh2, global long *up,
                 global ushort *ups, global uint *nanbits)
{
	size_t g = get_global_id(0);
	int4 x = vload4(g, a);
	uint4 k = vload4(g, m);
	vstore4(shuffle(x, k), g, sh);
	vstore4(shuffle2(x, x * 2, k), g, sh2);
	up[g] = upsample(a[g], (uint)a[g + 16]);
	ups[g] = upsample((uchar)a[g], (uchar)a[g + 16]);
	nanbits[g] = as_uint(nan((uint)g + 1));
}
