// Uncached stores the way Intel's GPU micro-benchmarks write them: the
// program declares IGC's LSC intrinsic itself (with the cache-control
// enumeration IGC's header has) and calls it; the module imports the
// function by that name and IGC resolves it as its intrinsic on the
// devices with LSC (dg2, pvc), and refuses it on the others.  Not run on
// PoCL, which has no such function.
// features: lsc
// pocl: no IGC's intrinsic
enum LSC_STCC {
	LSC_STCC_DEFAULT = 0,
	LSC_STCC_L1UC_L3UC = 1,
	LSC_STCC_L1UC_L3WB = 2,
};

void __builtin_IB_lsc_store_global_uint(__global uint *base, int immElemOff, uint val, enum LSC_STCC cacheOpt);
void __builtin_IB_lsc_store_global_uint2(__global uint2 *base, int immElemOff, uint2 val, enum LSC_STCC cacheOpt);

__kernel void write_uncached(__global uint *dst, uint value)
{
	const size_t i = get_global_id(0);

	__builtin_IB_lsc_store_global_uint(dst + i, 0, value + (uint)i, LSC_STCC_L1UC_L3UC);
}

__kernel void write_uncached2(__global uint2 *dst, uint value)
{
	const size_t i = get_global_id(0);

	__builtin_IB_lsc_store_global_uint2(dst + i, 0, (uint2)(value, (uint)i), LSC_STCC_L1UC_L3WB);
}
