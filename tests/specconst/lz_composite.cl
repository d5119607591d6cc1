// A ulong4 specialization constant composite of four specialization
// constants, as the Level Zero conformance tests write it, then used in
// arithmetic.  The same constants as the reference's module.
// reference: same-constants
// kernel: vec
// global: 1
// arg: global ulong out[4]
// spec-sets: | 1:i64:200 | 0:i64:7 1:i64:8 2:i64:9 3:i64:11
// expect: out[i] == spec[i] + 1
ulong __spirv_SpecConstant(int, ulong);
ulong4 __spirv_SpecConstantComposite(ulong, ulong, ulong, ulong);

kernel void vec(global ulong4 *out)
{
	ulong4 v = __spirv_SpecConstantComposite(__spirv_SpecConstant(0, 10), __spirv_SpecConstant(1, 20),
	                                         __spirv_SpecConstant(2, 30), __spirv_SpecConstant(3, 40));

	v += (ulong4)(1, 1, 1, 1);
	*out = v;
}
