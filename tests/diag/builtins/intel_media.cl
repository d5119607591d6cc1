// cl_intel_media_block_io: the width and height of a media block must be
// constants within the block sizes Intel's GPU compiler moves (rows of
// whole 4-byte pixels up to 32 bytes, 256 bytes and 64 rows in all).
// options: -device tgllp

kernel void k(read_only image2d_t in, write_only image2d_t out, global int *wh)
{
	int2 at = (int2)(0, 0);
	uint a = intel_sub_group_media_block_read_ui(at, wh[0], 1, in); // expected-error {{the width of a media block ('intel_sub_group_media_block_read_ui') must be a constant}}
	ushort b = intel_sub_group_media_block_read_us(at, 2, wh[1], in); // expected-error {{the height of a media block ('intel_sub_group_media_block_read_us') must be a constant}}
	uint c = intel_sub_group_media_block_read_ui(at, 9, 1, in); // expected-error {{9 elements of 4 bytes is not}}
	uchar d = intel_sub_group_media_block_read_uc(at, 2, 1, in); // expected-error {{whole 4-byte pixels of at most 32 bytes: 2 elements of 1 byte is not}}
	ushort e = intel_sub_group_media_block_read_us(at, 8, 17, in); // expected-error {{a media block 16 bytes wide has at most 16 rows, not 17}}
	intel_sub_group_media_block_write_uc(at, 4, 65, (uchar)a, out); // expected-error {{a media block 4 bytes wide has at most 64 rows, not 65}}
	intel_sub_group_media_block_write_ui(at, 3, 16, a, in); // expected-error {{'intel_sub_group_media_block_write_ui' cannot write to a read_only image}}
	uint f = intel_sub_group_media_block_read_ui(at, 3, 16, out); // expected-error {{'intel_sub_group_media_block_read_ui' cannot read from a write_only image}}
	intel_sub_group_media_block_write_us(at, 16, 8, b + c + d + e + f, out);
}
