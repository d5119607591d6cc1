// malformed OpenCL pragmas are ignored with clang's warnings
#pragma OPENCL EXTENSION // expected-warning {{expected identifier in '#pragma OPENCL' - ignored}}
#pragma OPENCL EXTENSION cl_khr_fp64 // expected-warning {{missing ':' after 'cl_khr_fp64' - ignoring}}
#pragma OPENCL EXTENSION cl_khr_fp64 : maybe // expected-warning {{expected 'enable', 'disable', 'begin' or 'end' - ignoring}}
#pragma OPENCL FP_CONTRACT sometimes // expected-warning {{expected 'ON' or 'OFF' or 'DEFAULT' in pragma}}
#pragma once // expected-warning {{#pragma once in main file}}
#pragma unroll 0 // expected-error {{invalid value '0'; must be positive}}
_Pragma(1) // expected-error {{_Pragma takes a parenthesized string literal}}
// (a preprocessor test input, not a kernel:)
// parse: invalid
