// __constant data at program scope and at kernel function scope (OpenCL C
// 6.5.3), and a string of chars read back through a __constant pointer.
// kernel: lookups
// global: 16
// arg: global int out[16]
// python: SQ = [i * i for i in range(8)]
// python: FIB = [1, 1, 2, 3, 5, 8, 13, 21]
// expect: out[i] == SQ[i % 8] + FIB[7 - i % 8] + ord("zocc!"[i % 5])

constant int squares[8] = {0, 1, 4, 9, 16, 25, 36, 49};
constant char word[] = "zocc!";

int pick(constant int *t, int k)
{
	return t[k];
}

kernel void lookups(global int *out)
{
	constant int fib[8] = {1, 1, 2, 3, 5, 8, 13, 21};
	int i = get_global_id(0);
	out[i] = pick(squares, i % 8) + fib[7 - i % 8] + word[i % 5];
}
