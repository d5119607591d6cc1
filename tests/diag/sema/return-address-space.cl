// OpenCL C 6.5: a function's return value has no address space, but the
// pointer it returns may point into any: 'global float *pick(...)' returns
// a pointer to global memory and is fine.  Only a qualifier on the returned
// value itself is an error (clang's message, at the function's name),
// whether written before the type, after the '*', or through a typedef.
// options: -cl-std=CL2.0
typedef global int GI;
typedef global float *GP;
global float *pick(global float *a, int i) { return a + i; }
local int *lp(local int *a) { return a; }
constant int *cp(constant int *a) { return a + 1; }
GP gp(GP a) { return a; }
GI *gip(GI *a) { return a; }
float *generic_ptr(float *a) { return a; }
float * global f1(void); // expected-error {{return value cannot be qualified with address space}}
global float * global f2(void); // expected-error {{return value cannot be qualified with address space}}
GI f3(void); // expected-error {{return value cannot be qualified with address space}}
local int f5(void); // expected-error {{return value cannot be qualified with address space}}
private int f6(void); // expected-error {{return value cannot be qualified with address space}}
constant int f7(void); // expected-error {{return value cannot be qualified with address space}}

kernel void k(global float *a, local int *l, constant int *c, global int *o)
{
	global int *g(void);
	*pick(a, 1) = 2.0f;
	*lp(l) = 3;
	o[0] = *cp(c) + *gip(o);
	*gp(a) = 1.0f;
}
