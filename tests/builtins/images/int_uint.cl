// Integer images on PoCL: read_imagei through a local constant sampler,
// read_imageui without a sampler, write_imagei/write_imageui, and the
// channel data types of the integer formats.
// kernel: ints
// global: 4 4  local: 4 4
// arg: global int si[64] = rnd(i, -100000, 100000)
// arg: global uint su[64] = rnd(i, 0, 1 << 30)
// arg: global int di[64] = 0
// arg: global uint du[64] = 0
// arg: global int q[2] = 0
// image: si 4 4
// image: su 4 4
// image: di 4 4
// image: du 4 4
// python: def flip(b, i):
// python:     t, c = i // 4, i % 4
// python:     return b[((t // 4) * 4 + 3 - t % 4) * 4 + c]
// expect: di[i] == flip(si_in, i) - 1
// expect: du[i] == u32(su_in[i] * 2)
// expect: q == [0x10D9, 0x10DC]
// options: -device skl

kernel void ints(read_only image2d_t si, read_only image2d_t su, write_only image2d_t di,
                 write_only image2d_t du, global int *q)
{
	const sampler_t s = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
	int2 p, r;
	p.x = get_global_id(0);
	p.y = get_global_id(1);
	r.x = 3 - p.x;
	r.y = p.y;
	write_imagei(di, p, read_imagei(si, s, r) - 1);
	write_imageui(du, p, read_imageui(su, p) * 2);
	if (p.x == 0 && p.y == 0) {
		q[0] = get_image_channel_data_type(si);
		q[1] = get_image_channel_data_type(su);
	}
}
