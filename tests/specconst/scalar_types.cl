// Specialization constants of every scalar type, declared overloadable
// (one prototype per type, as C needs): bool (OpSpecConstantTrue/False),
// char, short, int, long, half, float, double, each with a SpecId of its
// own; a SpecId named twice is one constant.  The same constants as the
// reference's module.
// reference: same-constants
// kernel: scalars
// global: 1
// arg: global long out[5]
// arg: global double f[3]
// spec-sets: | 0:i1:0 1:i8:249 2:i16:65000 | 3:i32:4294967291 4:i64:9000000000 5:f16:0.25 6:f32:-1.5 7:f64:1e300
// python: def s8(x): return (x + 128) % 256 - 128
// python: def s16(x): return (x + 32768) % 65536 - 32768
// python: def s32(x): return (x + 2**31) % 2**32 - 2**31
// python: def s64(x): return (x + 2**63) % 2**64 - 2**63
// expect: out[i] == [int(bool(spec[0])), s8(spec[1]), s16(spec[2]), s32(spec[3]) * 2, s64(spec[4])][i]
// expect: close(f[i], [spec[5], f32(spec[6]), spec[7]][i])
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#define SC __attribute__((overloadable)) __spirv_SpecConstant
bool SC(int, bool);
char SC(int, char);
short SC(int, short);
int SC(int, int);
long SC(int, long);
half SC(int, half);
float SC(int, float);
double SC(int, double);

kernel void scalars(global long *out, global double *f)
{
	out[0] = __spirv_SpecConstant(0, true);
	out[1] = __spirv_SpecConstant(1, (char)-3);
	out[2] = __spirv_SpecConstant(2, (short)1000);
	out[3] = __spirv_SpecConstant(3, 123456) + __spirv_SpecConstant(3, 123456);
	out[4] = __spirv_SpecConstant(4, -5000000000L);
	f[0] = __spirv_SpecConstant(5, (half)0.5h);
	f[1] = __spirv_SpecConstant(6, 2.5f);
	f[2] = __spirv_SpecConstant(7, 0.125);
}
