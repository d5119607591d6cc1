// The reference toolchain's module for a plain kernel: clean everywhere.
// expect: clean
// ocloc[skl tgllp dg2-g10 pvc]: ok
kernel void vadd(global const float *a, global const float *b, global float *c, int n)
{
	int i = get_global_id(0);

	if (i < n)
		c[i] = a[i] + b[i];
}
