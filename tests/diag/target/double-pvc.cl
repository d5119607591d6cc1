// pvc has fp64: the same kernel compiles.
// options: -device pvc
// expected-no-diagnostics
kernel void f(global double *a)
{
	double d = a[0];
	a[1] = d * 2.0;
}
