// A kernel calling a library (liba.cl) that calls another (libb.cl):
// linked in one step, and with liba and libb first joined into one
// library (-create-library) that the kernel's file is then linked with.
// parts: main.cl liba.cl libb.cl
// library: liba.cl libb.cl
// kernel: k
// global: 8
// arg: global int o[8]
// expect: o[i] == (i + 1) * 2 + [10, 20, 30, 40][i % 4] + 1
int f(int x);

kernel void k(global int *o)
{
	int i = (int)get_global_id(0);

	o[i] = f(i) + 1;
}
