// Vector add: one work-item per int element.
// kernel: vadd
// global: 4096  local: 128
// arg: global int a[4096] = rnd(i, -100000, 100000)
// arg: global int b[4096] = 3 * i - 5000
// arg: global int c[4096]
// expect: c[i] == a[i] + b[i]

kernel void vadd(global const int *a, global const int *b, global int *c)
{
	int i = get_global_id(0);
	c[i] = a[i] + b[i];
}
