// A program's own prototype of a name zocc does not implement is an
// ordinary external function, __builtin_-prefixed or not, as clang treats
// it: the module imports it, with -Wundefined-import as for any other
// function (IGC resolves its own __builtin_IB_* intrinsics, which Intel's
// kernels declare for cached and uncached loads and stores: the message
// says so).  A prototype of a __builtin_ function zocc does implement
// binds to it (no import).
// options: -cl-std=CL2.0
enum LSC_STCC { LSC_STCC_DEFAULT = 0, LSC_STCC_L1UC_L3UC = 1 };
void __builtin_IB_lsc_store_global_uint(global uint *base, int off, uint val, enum LSC_STCC c); // expected-warning {{function '__builtin_IB_lsc_store_global_uint' is used but not defined in this program: the module imports it, and IGC resolves it as its intrinsic on the devices that have one of that name [-Wundefined-import]}}
uint __builtin_my_reduce(uint a, uint b); // expected-warning {{function '__builtin_my_reduce' is used but not defined in this program: the module imports it, for a link step to resolve against a module that exports it (zocc --link, spirv-link, zeModuleDynamicLink) [-Wundefined-import]}}
uint __builtin_IB_unused(uint a);
int __builtin_popcount(unsigned int x);

kernel void k(global uint *o)
{
	__builtin_IB_lsc_store_global_uint(o + 1, 0, 5u, LSC_STCC_L1UC_L3UC);
	o[0] = __builtin_my_reduce(o[2], o[3]) + __builtin_popcount(o[4]);
}
