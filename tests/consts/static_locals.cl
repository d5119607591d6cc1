// OpenCL C 2.0 6.8: static variables in functions, in the global address
// space unless __constant is written, with constant initializers (folded
// like a program-scope variable's), one object for the whole program.
// options: -cl-std=CL2.0
// kernel: k
// global: 16
// arg: global int out[16]
// python: SQ = [1, 4, 9, 16]
// expect: out[i] == SQ[i % 4] + 100 + (3 + 7 * 2) + (i % 3) * 5 + 2

int lookup(int i)
{
	static constant int squares[4] = {1, 4, 9, 16};

	return squares[i & 3];
}

int base(int i)
{
	static int start = 100;          /* __global */
	static global short extra = (short)(3 + 7 * 2);
	static global int counts[3] = {0, 1, 2};

	return start + extra + counts[i % 3] * 5;
}

kernel void k(global int *out)
{
	/* a kernel's own static in __global memory reads as zeros on PoCL
	 * for clang's module (PoCL takes a variable named kernel.var for the
	 * kernel's __local): only __constant ones here */
	static constant struct { int step; float scale; } cfg = {5, 0.5f};
	int i = get_global_id(0);

	out[i] = lookup(i) + base(i) * cfg.step / 5 + (int)(cfg.scale * 4);
}
