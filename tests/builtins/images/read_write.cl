// 2D RGBA float images on PoCL: reads through a sampler argument at
// integer and at texel-centre float coordinates, sampler-less reads, a
// literal clamp sampler outside the image (the border colour, 0), a
// program-scope normalized repeat sampler, writes, and the queries.
// (Coordinates are built component by component: llvm-spirv-15 -r, the
// path to PoCL, crashes on OpCompositeConstruct of non-constants, which
// zocc's irgen emits for vector literals.)
// kernel: img
// global: 8 4  local: 8 4
// arg: global float src[128] = (i * 7 % 23) * 0.5 - 3
// arg: global float dst[128] = 0
// arg: int smp = 0x14
// arg: global int q[8] = 0
// image: src 8 4
// image: dst 8 4
// sampler: smp
// python: def tex(x, y, c):
// python:     return src_in[(y * 8 + x) * 4 + c]
// expect: dst[i] == 4 * tex((i // 4) % 8, i // 32, i % 4) + tex(((i // 4) % 8 + 1) % 8, i // 32, i % 4)
// expect: q == [8, 4, 8, 4, 0x10B5, 0x10DE, 1, 0]
// options: -device skl

const sampler_t rep = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_NEAREST;

kernel void img(read_only image2d_t src, write_only image2d_t dst, sampler_t smp, global int *q)
{
	int x = get_global_id(0), y = get_global_id(1);
	int2 p, m;
	float2 c, n, o;
	p.x = x;
	p.y = y;
	c.x = x + 0.5f;
	c.y = y + 0.5f;
	m.x = -3;
	m.y = y;
	n.x = (x + 1.5f) / 8.0f;
	n.y = (y + 0.5f) / 4.0f;
	o.x = x + 0.25f;
	o.y = y + 0.75f;
	float4 v = read_imagef(src, smp, p) + read_imagef(src, smp, c) + read_imagef(src, p);
	/* outside the image: the border colour */
	v += read_imagef(src, CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST, m);
	/* normalized coordinates, repeated: the texel to the right, wrapping */
	v += read_imagef(src, rep, n) + read_imagef(src, smp, o);
	write_imagef(dst, p, v);
	if (x == 0 && y == 0) {
		int2 d = get_image_dim(src);
		q[0] = get_image_width(src);
		q[1] = get_image_height(src);
		q[2] = d.x;
		q[3] = d.y;
		q[4] = get_image_channel_order(src);
		q[5] = get_image_channel_data_type(dst);
		q[6] = 1;
	}
}
