// ++ and -- on bool, as C has them (clang-15 takes both): b++ and ++b
// make b true, b-- and --b make it !b (b - 1 is -1 for false, 0 for
// true); the expression's value is bool, 0 or 1.  (llvm-spirv-15 cannot
// translate clang's module for --b, an add on i1, so the values are
// written out here.)
// kernel: k
// global: 2
// arg: global int out[16]
// expect: out[i] == [[1, 1, 1, 1, 1, 1, 0, 1], [1, 1, 1, 1, 0, 0, 1, 0]][i // 8][i % 8]

kernel void k(global int *out)
{
	int i = get_global_id(0);
	bool a = i, b = i, c = i, d = i;
	int pa = ++a, pb = b++;
	int pc = --c, pd = d--;

	out[8 * i + 0] = pa;
	out[8 * i + 1] = a;
	out[8 * i + 2] = pb == i;
	out[8 * i + 3] = b;
	out[8 * i + 4] = pc;
	out[8 * i + 5] = c;
	out[8 * i + 6] = pd;
	out[8 * i + 7] = d;
}
