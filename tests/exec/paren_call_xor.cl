// Regression (found by tests/random): in '((h(a ^ b)) & 15)' the grammar
// may read '(h(a ^ b))' as a type -- a function type whose parameter 'a ^b'
// is a block pointer -- cast to the value '& 15'.  Nothing there names a
// type, so it is a call and a bitwise and, with 'a ^ b' the argument;
// zocc said "blocks are not supported" and "'h' does not name a type".
// kernel: k
// global: 16
// arg: global int a[16] = i * 7 + 3
// arg: global int o[48]
// expect: o[3*i] == (((a[i] ^ i) + 1) & 15) and o[3*i+1] == ((a[i] ^ i) + 1) * (i ^ 5) and o[3*i+2] == (((a[i] ^ i) + 1) ^ 9)

int h(int x) { return x + 1; }

kernel void k(global const int *a, global int *o)
{
	int i = get_global_id(0);
	int v = a[i];
	o[3 * i] = ((h(v ^ i)) & 15);
	o[3 * i + 1] = ((h(v ^ i)) * (i ^ 5));
	o[3 * i + 2] = ((h(v ^ (i))) ^ 9);
}
