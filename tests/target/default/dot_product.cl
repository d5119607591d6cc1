// cl_khr_integer_dot_product: IGC lowers the dot products to DP4A, which
// gen12 and later have; it refuses them on gen9 and gen11, whatever
// Intel's front end declares there.
// options: -cl-std=CL3.0
// caps: DotProduct DotProductInput4x8Bit DotProductInput4x8BitPacked
// devices: tgllp dg2-g10 pvc
// igc-refuses[skl apl icllp ehl]: Unsupported call to llvm.genx.GenISA.dp4a
kernel void k(global const uchar4 *a, global const uint *p, global uint *o)
{
	size_t i = get_global_id(0);

	o[i] = dot(a[i], a[i + 1]) + // need: requires __opencl_c_integer_dot_product_input_4x8bit
	       dot_4x8packed_uu_uint(p[i], p[i + 1]); // need: requires __opencl_c_integer_dot_product_input_4x8bit
}
