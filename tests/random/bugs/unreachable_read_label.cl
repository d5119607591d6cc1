// Found by tests/random: code after a return (or any unconditional jump)
// that reads a variable and holds a label -- `return x; if (x) { l: ; }` --
// makes zocc crash with a segmentation fault in irg_read_var.  The block
// after the return has no predecessor, and reading x there (in the
// condition of the if, before the label makes the rest reachable) finds no
// definition.  Reading a variable in an unreachable block should give any
// value (OpUndef), or the dead code should be dropped up to the label.
// kernel: k
// global: 16
// arg: global int a[16] = i * 5 - 3
// arg: global int o[16]
// expect: o[i] == a[i] + 1

int h(int x)
{
	return x + 1;
	if (x) {
	l:
		;
	}
	return 0;
}

kernel void k(global const int *a, global int *o)
{
	int i = get_global_id(0);
	o[i] = h(a[i]);
}
