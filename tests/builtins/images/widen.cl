// write_imagef(img, int2, float): the scalar widens to every component
// of the float4 the write takes (OpenCL C 6.2.6, clang's ranking; issue
// 8), and read_imagef(img, int2) of the result gives it back.
// kernel: wid
// global: 4 2  local: 4 2
// arg: global float dst[32] = 0
// arg: global float back[8] = 0
// image: dst 4 2
// expect: dst[i] == 0.25 * (i // 4) + 1
// options: -device skl

kernel void wid(write_only image2d_t dst, global float *back)
{
	int x = get_global_id(0), y = get_global_id(1);
	int2 p;
	p.x = x;
	p.y = y;
	write_imagef(dst, p, 0.25f * (y * 4 + x) + 1.0f);
	back[y * 4 + x] = 0.25f * (y * 4 + x) + 1.0f;
}
