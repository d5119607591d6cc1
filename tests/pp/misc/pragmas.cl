// pragma events: OpenCL extensions and FP_CONTRACT, loop hints (the count
// macro-expanded and evaluated), _Pragma, and the rest as PRAGMA_OTHER; each
// applies from the token after it
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
int a;
#pragma OPENCL EXTENSION all : disable
#pragma OPENCL EXTENSION cl_no_such_ext : enable
#pragma OPENCL FP_CONTRACT OFF
int b;
#define N 4
#pragma unroll N
for (;;) {}
#pragma unroll
#pragma unroll (2 * N)
#pragma nounroll
int c;
#pragma STDC FP_CONTRACT ON
_Pragma("OPENCL EXTENSION cl_khr_fp16 : enable") int d;
#define DO_PRAGMA(x) _Pragma(#x)
DO_PRAGMA(unroll 16) int e;
// expect-pragma: EXTENSION at=pragmas.cl:4:26 feature=0 name=cl_khr_fp64 value=1 before=int
// expect-pragma: EXTENSION at=pragmas.cl:6:26 feature=-1 name=all value=0 before=int
// expect-pragma: EXTENSION at=pragmas.cl:7:26 feature=-2 name=cl_no_such_ext value=1 before=int
// expect-pragma: FP_CONTRACT at=pragmas.cl:8:16 feature=0 name=- value=0 before=int
// expect-pragma: UNROLL at=pragmas.cl:11:9 feature=0 name=- value=4 before=for
// expect-pragma: UNROLL at=pragmas.cl:13:9 feature=0 name=- value=0 before=int
// expect-pragma: UNROLL at=pragmas.cl:14:9 feature=0 name=- value=8 before=int
// expect-pragma: UNROLL at=pragmas.cl:15:9 feature=0 name=- value=-1 before=int
// expect-pragma: OTHER at=pragmas.cl:17:9 feature=0 name=STDC FP_CONTRACT ON value=0 before=int
// expect-pragma: EXTENSION at=pragmas.cl:18:1 feature=1 name=cl_khr_fp16 value=1 before=int
// expect-pragma: UNROLL at=pragmas.cl:20:1 feature=0 name=- value=16 before=int
// expect-etext: #pragma OPENCL EXTENSION cl_khr_fp64 : enable\n
// expect-etext: #pragma unroll N\n
// expect-etext: #pragma OPENCL EXTENSION cl_khr_fp16 : enable\n
// expect-etext: #pragma unroll 16\n
// (a preprocessor test input, not a kernel:)
// parse: invalid
