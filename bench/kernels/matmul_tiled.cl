// Tiled matrix multiply: each work-group stages TILE x TILE blocks of A and
// B in __local 2D arrays, with a barrier before and after each block is used.
#define TILE 8
#define M 32
#define N 48
#define K 64
// kernel: matmul_tiled
// global: 48 32  local: 8 8
// arg: global int a[M*K] = rnd(i, -50, 50)
// arg: global int b[K*N] = rnd(i + 7777, -50, 50)
// arg: global int c[M*N]
// expect: c[i] == sum(a[(i // N)*K + k] * b[k*N + i % N] for k in range(K))

kernel void matmul_tiled(global const int *a, global const int *b, global int *c)
{
	local int ta[TILE][TILE];
	local int tb[TILE][TILE];
	int lx = get_local_id(0), ly = get_local_id(1);
	int col = get_global_id(0), row = get_global_id(1);
	int acc = 0;
	for (int t = 0; t < K / TILE; t++) {
		ta[ly][lx] = a[row * K + t * TILE + lx];
		tb[ly][lx] = b[(t * TILE + ly) * N + col];
		barrier(CLK_LOCAL_MEM_FENCE);
		for (int k = 0; k < TILE; k++)
			acc += ta[ly][k] * tb[k][lx];
		barrier(CLK_LOCAL_MEM_FENCE);
	}
	c[row * N + col] = acc;
}
