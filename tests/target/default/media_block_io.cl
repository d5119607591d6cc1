// cl_intel_media_block_io: blocks of width x height bytes of a 2D image
// (SPV_INTEL_media_block_io), on the devices with media block I/O, which
// pvc lacks (it has no images either); not in the portable profile.
// caps: SubgroupImageMediaBlockIOINTEL
// devices: skl apl icllp ehl tgllp dg2-g10
kernel void k(read_only image2d_t in, // need: requires image support
              write_only image2d_t out) // need: requires image support
{
	int2 at = (int2)(get_group_id(0) * 16, get_group_id(1) * 4);
	uint2 a = intel_sub_group_media_block_read_ui2(at, 8, 2, in); // need: cl_intel_media_block_io
	ushort4 b = intel_sub_group_media_block_read_us4(at, 16, 4, in); // need: cl_intel_media_block_io
	uchar16 c = intel_sub_group_media_block_read_uc16(at, 16, 16, in); // need: cl_intel_media_block_io
	intel_sub_group_media_block_write_ui2(at, 8, 2, a + 1, out); // need: cl_intel_media_block_io
	intel_sub_group_media_block_write_us4(at, 16, 4, b, out); // need: cl_intel_media_block_io
	intel_sub_group_media_block_write_uc16(at, 16, 16, c, out); // need: cl_intel_media_block_io
}
