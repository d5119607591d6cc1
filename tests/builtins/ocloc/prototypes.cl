// A program that declares the prototypes of Intel's builtins itself, as
// code written for Intel's front end does where its header lacks them
// (ocloc without the runtime's extensions): zocc binds them to the
// builtins on the devices that have them.  ocloc's translator recognizes
// an overloadable prototype by its mangled name (the __local block I/O
// below, alike), but leaves a plain C prototype an imported function,
// which IGC compiles to a call of nothing (the media block I/O).
// runtime: none
// devices: icllp tgllp dg2-g10
// differs: media zocc:OpSubgroupImageMediaBlockReadINTEL,OpSubgroupImageMediaBlockWriteINTEL ocloc:call:intel_sub_group_media_block_read_ui,call:intel_sub_group_media_block_write_ui a program's own prototype: ocloc leaves an imported function, IGC a call of nothing; zocc binds it to the builtin
// isa: tgllp media media block read
// isa: tgllp media media block write
uint intel_sub_group_media_block_read_ui(int2 src_offset, int width, int height, read_only image2d_t image);
void intel_sub_group_media_block_write_ui(int2 src_offset, int width, int height, uint pixels, write_only image2d_t image);
uint __attribute__((overloadable)) intel_sub_group_block_read(const __local uint *p);
void __attribute__((overloadable)) intel_sub_group_block_write(__local uint *p, uint data);

kernel void media(read_only image2d_t in, write_only image2d_t out)
{
	int2 at = (int2)(get_group_id(0) * 16, 0);
	uint v = intel_sub_group_media_block_read_ui(at, 4, 1, in);

	intel_sub_group_media_block_write_ui(at, 4, 1, v + 1, out);
}

kernel void lds(global uint *out, local uint *l)
{
	uint v = intel_sub_group_block_read(l);

	intel_sub_group_block_write(l + 64, v * 2);
	out[get_global_id(0)] = v;
}
