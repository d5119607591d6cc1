// Composites: a float2 of two specialization constants, a struct of a
// specialization constant and a constant, a uint3 that reuses a SpecId
// of the struct.  llvm-spirv-15 writes an invalid module for the struct
// (its result is returned through a pointer, which the translator makes
// an OpSpecConstantComposite of type void), so these are checked against
// no reference; IGC builds zocc's with every kernel, and PoCL computes
// with the values set.
// kernel: comp
// global: 1
// arg: global float f[2]
// arg: global uint u[5]
// spec-sets: | 11:f32:-4 | 20:i32:9 12:f32:0.5
// expect: close(f[i], [spec[11], spec[12]][i])
// expect: u[i] == [spec[20], 7, spec[20], 8, spec[20]][i]
typedef struct { uint n; float g; } Cfg;
float __attribute__((overloadable)) __spirv_SpecConstant(int, float);
uint __attribute__((overloadable)) __spirv_SpecConstant(int, uint);
float2 __attribute__((overloadable)) __spirv_SpecConstantComposite(float, float);
Cfg __attribute__((overloadable)) __spirv_SpecConstantComposite(uint, float);
uint3 __attribute__((overloadable)) __spirv_SpecConstantComposite(uint, uint, uint);

kernel void comp(global float *f, global uint *u)
{
	float2 v = __spirv_SpecConstantComposite(__spirv_SpecConstant(11, 1.0f), __spirv_SpecConstant(12, 2.0f));
	Cfg c = __spirv_SpecConstantComposite(__spirv_SpecConstant(20, 3u), 1.5f);
	uint3 w = __spirv_SpecConstantComposite(__spirv_SpecConstant(20, 3u), 8u, __spirv_SpecConstant(20, 3u));

	f[0] = v.x;
	f[1] = v.y;
	u[0] = c.n;
	u[1] = (uint)(c.g * 4 + 1);
	u[2] = w.x;
	u[3] = w.y;
	u[4] = w.z;
}
