// A struct passed by value: llvm-spirv-15 makes it a pointer to Function
// storage decorated FuncParamAttr ByVal, which the environment's list of
// argument types does not include and IGC builds (it leaves a kernel with
// an OpTypeStruct parameter out of its binary: cases/kernel-param-struct).
// Every profile takes it, ze too (doc/design.md, "Structs passed to
// kernels by value").
// expect: clean
// ocloc[skl tgllp dg2-g10 pvc]: ok
typedef struct { float scale; int offset; float4 bias; } params_t;
kernel void apply(global float4 *x, params_t p)
{
	size_t i = get_global_id(0);

	x[i] = x[i] * p.scale + p.bias + (float)p.offset;
}
