// The Level Zero conformance tests' shape: the program declares
// __spirv_SpecConstant for ulong and adds four specialization constants
// (SpecIds 0 to 3, defaults 10, 30, 50, 70); the host may set any of
// them (ze_module_constants_t).  The same SpecIds, types and defaults as
// clang-15 + llvm-spirv-15's module.
// reference: same-constants
// kernel: sum
// global: 1
// arg: global ulong out[1]
// spec-sets: | 0:i64:1 | 0:i64:5 2:i64:1000 3:i64:1000000000000000
// expect: out[0] == (spec[0] + spec[1] + spec[2] + spec[3]) % 2**64
ulong __spirv_SpecConstant(int, ulong);

kernel void sum(global ulong *out)
{
	*out = __spirv_SpecConstant(0, 10) + __spirv_SpecConstant(1, 30) +
	       __spirv_SpecConstant(2, 50) + __spirv_SpecConstant(3, 70);
}
