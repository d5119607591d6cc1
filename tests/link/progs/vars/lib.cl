// Program-scope variables a library defines and exports: a __global
// counter, a __constant table, a __global array.
// options: -cl-std=CL2.0
global int base = 1000;
constant int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
global float weights[4] = {0.5f, 1.5f, 2.5f, 3.5f};

int lookup(int i)
{
	return table[i & 7];
}
