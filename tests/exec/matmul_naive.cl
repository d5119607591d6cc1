// Naive matrix multiply C[M][N] = A[M][K] * B[K][N] on a 2D launch:
// dimension 0 is the column, dimension 1 the row.  Small integer values
// keep every float sum exact.
#define M 24
#define N 40
#define K 16
// kernel: matmul
// global: 40 24  local: 8 4
// arg: global float a[M*K] = (i % 7) - 3
// arg: global float b[K*N] = (i % 5) - 2
// arg: global float c[M*N]
// expect: c[i] == sum(a[(i // N)*K + k] * b[k*N + i % N] for k in range(K))

kernel void matmul(global const float *a, global const float *b, global float *c)
{
	int col = get_global_id(0);
	int row = get_global_id(1);
	float acc = 0.0f;
	for (int k = 0; k < K; k++)
		acc += a[row * K + k] * b[k * N + col];
	c[row * N + col] = acc;
}
