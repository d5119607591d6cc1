// Found by tests/random: an `if` whose condition is a constant 0 and which
// has no else (`if (0) ...;`, `if (0 && x) ...;`) makes zocc crash with a
// segmentation fault in irg_stmt.  With an else, or a non-constant
// condition, it compiles.  It should compile to nothing (or a branch that
// is never taken).
// kernel: k
// global: 16
// arg: global int a[16] = i
// arg: global int o[16]
// expect: o[i] == a[i] + 3

kernel void k(global const int *a, global int *o)
{
	int i = get_global_id(0);
	int x = a[i];
	if (0)
		x = 100;
	if (0 && a[0])
		x = 200;
	if (0) {
	}
	o[i] = x + 3;
}
