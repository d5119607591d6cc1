// OpenCL C 2.0 additions, against clang's opencl-c-base.h
// clang-header: yes
// args: -cl-std=CL2.0
PP_TEST_BEGIN
__OPENCL_C_VERSION__ CLK_IMAGE_MEM_FENCE ATOMIC_VAR_INIT(5) ATOMIC_FLAG_INIT
// (a preprocessor test input, not a kernel:)
// parse: invalid
