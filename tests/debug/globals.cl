// Program-scope variables: a __constant table, a __global variable and a
// __global array (OpenCL C 2.0), a static local, an enum.
// options: -cl-std=CL2.0
// kernel: globals
// global: 8
// arg: global int out[8]
// expect: out[i] == [1, 2, 3, 5][i % 4] + 7 + 5 + i

__constant int table[4] = {1, 2, 3, 5};
__global int base = 7;
__global int history[8];

enum mode { ADD, SUB = 5, MUL };

int lookup(int k)
{
	static __global int calls = 0;
	calls++;
	return table[k & 3];
}

__kernel void globals(__global int *out)
{
	int gid = get_global_id(0);
	enum mode m = SUB;
	int t = lookup(gid);
	history[gid] = t;
	out[gid] = t + base + m + gid;
}
