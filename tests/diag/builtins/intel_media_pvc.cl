// A device without cl_intel_media_block_io (pvc has no media block I/O, and
// no images): the call names the extension; a program's own prototype of
// the builtin does not bind to it there (a program may define it), so a
// call of it without a definition says which extension it lacks.
// options: -device pvc -cl-ext=+__opencl_c_images

uint intel_sub_group_media_block_read_ui(int2 src_offset, int width, int height, read_only image2d_t image); // expected-error {{function 'intel_sub_group_media_block_read_ui' is used but never defined: 'intel_sub_group_media_block_read_ui' is a built-in function of cl_intel_media_block_io, which is not enabled or not supported by device 'pvc'}}

kernel void k(read_only image2d_t in, global uint *out)
{
	out[0] = intel_sub_group_media_block_read_ui((int2)(0, 0), 4, 4, in);
}
