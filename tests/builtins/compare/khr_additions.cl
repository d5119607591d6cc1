// Names zocc once lacked, lowered as the reference
// lowers them: bit_reverse (cl_khr_extended_bit_ops, OpBitReverse of
// SPV_KHR_bit_instructions), get_fence (OpGenericPtrMemSemantics),
// read_imageh and write_imageh (cl_khr_fp16 images), vec_step.  The
// bit-field functions are shifts here (tests/census/lowering.txt says why)
// and the rotations shuffles: subgroup_rotate.cl.
// options: -cl-std=CL2.0 -device tgllp
// clang: -cl-ext=+cl_khr_fp16
// llvm-spirv: --spirv-max-version=1.2 --spirv-ext=+SPV_KHR_bit_instructions
// reverse: CL2.0
// devices: skl tgllp dg2-g10
// expect-calls: llvm.bitreverse.i32 llvm.bitreverse.v4i8 get_fence read_imageh write_imageh

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

kernel void k(global uint *u, global uchar4 *c, read_only image2d_t in, write_only image2d_t out, sampler_t smp)
{
	size_t g = get_global_id(0);
	int2 xy = (int2)((int)g, 0);
	uint *gen = (uint *)u;
	u[g] = bit_reverse(u[g]) + get_fence(gen) + vec_step(c[g]);
	c[g] = bit_reverse(c[g]);
	write_imageh(out, xy, read_imageh(in, smp, xy) * (half)2);
}
