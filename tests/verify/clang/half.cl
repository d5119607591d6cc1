// half arithmetic with cl_khr_fp16: llvm-spirv-15 declares only
// Float16Buffer yet emits OpFMul on halves, so the module never asks for the
// Float16 capability a device must have for it.
// expect: float16-arith "OpFMul"
// ocloc[skl tgllp dg2-g10 pvc]: ok
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void hmul(global half *x, half s)
{
	size_t i = get_global_id(0);

	x[i] = x[i] * s;
}
