// cl_intel_media_block_io on the devices with media block I/O: every type
// and width of the reads and writes, as Intel's front end makes them.
// devices: skl icllp tgllp dg2-g10
kernel void uc(read_only image2d_t in, write_only image2d_t out, global uchar16 *o)
{
	int2 at = (int2)(get_group_id(0) * 16, get_group_id(1) * 4);
	uchar a = intel_sub_group_media_block_read_uc(at, 16, 1, in);
	uchar2 b = intel_sub_group_media_block_read_uc2(at, 16, 2, in);
	uchar4 c = intel_sub_group_media_block_read_uc4(at, 32, 4, in);
	uchar8 d = intel_sub_group_media_block_read_uc8(at, 16, 8, in);
	uchar16 e = intel_sub_group_media_block_read_uc16(at, 16, 16, in);
	intel_sub_group_media_block_write_uc(at, 16, 1, a, out);
	intel_sub_group_media_block_write_uc2(at, 16, 2, b, out);
	intel_sub_group_media_block_write_uc4(at, 32, 4, c, out);
	intel_sub_group_media_block_write_uc8(at, 16, 8, d, out);
	intel_sub_group_media_block_write_uc16(at, 16, 16, e, out);
	o[0] = e + (uchar16)(a);
}

kernel void us(read_only image2d_t in, write_only image2d_t out, global ushort8 *o)
{
	int2 at = (int2)(get_group_id(0) * 32, get_group_id(1) * 8);
	ushort a = intel_sub_group_media_block_read_us(at, 8, 1, in);
	ushort2 b = intel_sub_group_media_block_read_us2(at, 8, 2, in);
	ushort4 c = intel_sub_group_media_block_read_us4(at, 16, 4, in);
	ushort8 d = intel_sub_group_media_block_read_us8(at, 8, 8, in);
	ushort16 e = intel_sub_group_media_block_read_us16(at, 8, 16, in);
	intel_sub_group_media_block_write_us(at, 8, 1, a, out);
	intel_sub_group_media_block_write_us2(at, 8, 2, b, out);
	intel_sub_group_media_block_write_us4(at, 16, 4, c, out);
	intel_sub_group_media_block_write_us8(at, 8, 8, d, out);
	intel_sub_group_media_block_write_us16(at, 8, 16, e, out);
	o[0] = d + (ushort8)(a);
}

kernel void ui(read_only image2d_t in, write_only image2d_t out, global uint8 *o)
{
	int2 at = (int2)(get_group_id(0) * 32, get_group_id(1) * 8);
	uint a = intel_sub_group_media_block_read_ui(at, 4, 1, in);
	uint2 b = intel_sub_group_media_block_read_ui2(at, 4, 2, in);
	uint4 c = intel_sub_group_media_block_read_ui4(at, 8, 4, in);
	uint8 d = intel_sub_group_media_block_read_ui8(at, 4, 8, in);
	intel_sub_group_media_block_write_ui(at, 4, 1, a, out);
	intel_sub_group_media_block_write_ui2(at, 4, 2, b, out);
	intel_sub_group_media_block_write_ui4(at, 8, 4, c, out);
	intel_sub_group_media_block_write_ui8(at, 4, 8, d, out);
	o[0] = d + (uint8)(a + b.y + c.w);
}
