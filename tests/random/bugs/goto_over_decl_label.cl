// Found by tests/random: a goto that jumps over a block whose variable is
// used after a label inside the block -- here the unused label `again:` in a
// do-while -- stops zocc with "internal error: 'n' has no storage".  The
// statements after the goto are unreachable until the label, so the
// declaration `int n = 0;` gets no storage, but the code after the label is
// generated and uses n.  A declaration needs its object whether or not its
// initialization is reached (C99 6.2.4: its lifetime is the whole block).
// kernel: k
// global: 16
// arg: global int a[16] = i * 3
// arg: global int o[16]
// expect: o[i] == a[i] + 1

kernel void k(global const int *a, global int *o)
{
	int i = get_global_id(0);
	int x = a[i];
	goto out;
	{
		int n = 0;
		do {
		again:
			x += 100;
		} while (++n < 5);
	}
out:
	o[i] = x + 1;
}
