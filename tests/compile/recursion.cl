// Recursion, which IGC compiles on every device (a call stack in private
// memory): the default target and the device profiles accept it, and
// -device ze keeps the Level Zero environment's rule against it
// (tests/diag/sema/recursion-ze.cl).  Direct recursion, mutual recursion
// through a prototype, recursion that sorts a private array through a
// pointer, recursion that reads __global memory.  Compiled, not run: PoCL
// 3.1 crashes on recursive kernels (clang-15 + llvm-spirv-15's module of
// this file as well as zocc's).
int fact(int n)
{
	return n <= 1 ? 1 : n * fact(n - 1);
}

int odd(int n);

int even(int n)
{
	return n == 0 ? 1 : odd(n - 1);
}

int odd(int n)
{
	return n == 0 ? 0 : even(n - 1);
}

int fib(int n)
{
	if (n < 2)
		return n;
	return fib(n - 1) + fib(n - 2);
}

void quicksort(int *a, int lo, int hi)
{
	if (lo >= hi)
		return;
	int p = a[hi], m = lo;
	for (int k = lo; k < hi; k++)
		if (a[k] < p) {
			int t = a[k];
			a[k] = a[m];
			a[m] = t;
			m++;
		}
	int t = a[hi];
	a[hi] = a[m];
	a[m] = t;
	quicksort(a, lo, m - 1);
	quicksort(a, m + 1, hi);
}

int tree(global const int *a, int i, int n)
{
	return i >= n ? 0 : a[i] + tree(a, 2 * i + 1, n) + tree(a, 2 * i + 2, n);
}

kernel void rec(global const int *src, global int *out)
{
	int i = get_global_id(0), base = i - i % 8;
	int v[8];
	for (int k = 0; k < 8; k++)
		v[k] = src[base + k];
	quicksort(v, 0, 7);
	out[i] = fact(i % 10) + even(i % 2 == 0 ? 4 : 5) * 100 + fib(i % 16) + v[i % 8] + tree(src, i % 8, 32);
}
