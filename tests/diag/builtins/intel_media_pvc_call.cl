// options: -device pvc -cl-ext=+__opencl_c_images
kernel void k(read_only image2d_t in, write_only image2d_t out)
{
	uint a = intel_sub_group_media_block_read_ui((int2)(0, 0), 4, 4, in); // expected-error {{'intel_sub_group_media_block_read_ui' requires cl_intel_media_block_io, which is not enabled or not supported by device 'pvc'}}
	intel_sub_group_media_block_write_ui((int2)(0, 0), 4, 4, a, out); // expected-error {{'intel_sub_group_media_block_write_ui' requires cl_intel_media_block_io}}
}
