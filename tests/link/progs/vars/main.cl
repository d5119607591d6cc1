// Variables defined in another file (lib.cl), declared extern here, read
// directly and through a function of the library.
// options: -cl-std=CL2.0
// parts: main.cl lib.cl
// kernel: k
// global: 16
// arg: global int o[16]
// arg: global float w[16]
// expect: o[i] == 1000 + 2 * [3, 1, 4, 1, 5, 9, 2, 6][i % 8]
// expect: close(w[i], [0.5, 1.5, 2.5, 3.5][i % 4] * 2)
extern global int base;
extern constant int table[8];
extern global float weights[4];
int lookup(int i);

kernel void k(global int *o, global float *w)
{
	int i = (int)get_global_id(0);

	o[i] = base + table[i % 8] + lookup(i);
	w[i] = weights[i % 4] * 2.0f;
}
