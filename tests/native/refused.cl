// refused.cl — a kernel zocc accepts and IGC refuses ("Block reads not
// supported in SIMD32"): --native must fail and leave no file.
__attribute__((intel_reqd_sub_group_size(32)))
kernel void blocks(global uint *o, const global uint *a)
{
	o[get_global_id(0)] = intel_sub_group_block_read(a);
}
