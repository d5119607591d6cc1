// C99 6.6p6: an integer constant expression may hold a floating constant
// only as the immediate operand of a cast, so (int)2.5f sizes an array and
// (int)(2.5f * 2) does not (clang says the same).
constant int e[(int)2.5f] = {1, 2};
constant int f[(int)(2.5f * 2)] = {1}; // expected-error {{variable length arrays are not supported in OpenCL}}

kernel void k(global int *o)
{
	int l[(int)3.9f] = {0};
	o[0] = e[1] + sizeof(l) + f[0];
}
