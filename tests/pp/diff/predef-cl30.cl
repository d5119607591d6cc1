// __OPENCL_C_VERSION__ under -cl-std=CL3.0
// args: -cl-std=CL3.0
__OPENCL_C_VERSION__ CL_VERSION_1_0 CL_VERSION_3_0
// (a preprocessor test input, not a kernel:)
// parse: invalid
