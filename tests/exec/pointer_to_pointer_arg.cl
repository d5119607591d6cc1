// A kernel argument that points to pointers (OpenCL C 2.0 dropped 1.2's
// rule against it; clang and ocloc accept it, and IGC keeps the kernel).
// The kernel fills the table of row pointers itself, each work-item its own
// row, then every work-item reads its sum through the table.
// kernel: rows
// options: -cl-std=CL2.0
// global: 16  local: 16
// arg: global ulong table[16]
// arg: global float data[64] = i * 0.5
// arg: global float out[16]
// expect: out[i] == sum(data_in[(i % 16) * 4 : (i % 16) * 4 + 4]) + data_in[((i + 1) % 16) * 4 + 3]

kernel void rows(global float *global *table, global float *data, global float *out)
{
	int i = get_global_id(0);
	table[i] = data + i * 4;
	barrier(CLK_GLOBAL_MEM_FENCE);
	global float *global *t = table;
	float s = 0;
	for (int k = 0; k < 4; k++)
		s += t[i][k];
	out[i] = s + t[(i + 1) % 16][3];
}
