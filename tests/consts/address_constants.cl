// Address constants (C99 6.6p9) in program-scope initializers: an array's
// address, an element's, pointer arithmetic, a member's, a string
// literal's, pointers in a struct and in a table of strings.  zocc writes
// them as clang and llvm-spirv do: OpSpecConstantOp Bitcast and
// PtrAccessChain on the variable.
// kernel: k
// global: 8
// arg: global int out[64]
// python: TAB = [10, 20, 30, 40, 50, 60, 70, 80]
// python: W = {0: TAB[0], 1: TAB[2], 2: TAB[7], 3: TAB[5], 4: 99, 5: ord('b'), 6: ord('e'), 7: ord('h')}
// expect: out[i] == (W[i // 8] + i // 8 if i % 8 == 0 else 0)

typedef struct { int pad; int value; } pair;

constant int tab[8] = {10, 20, 30, 40, 50, 60, 70, 80};
constant pair pr = {1, 99};
constant int *constant whole = tab;
constant int *constant third = &tab[2];
constant int *constant last = tab + 8 - 1;
constant int *constant back = &tab[7] - 2;
constant int *constant member = &pr.value;
constant char *constant word = "abc" + 1;
constant struct { constant int *p; int n; } ref = {tab + 1, 3};
constant char *constant names[3] = {"de", "efg", "ghi" + 1};

kernel void k(global int *out)
{
	int i = get_global_id(0);
	int v;

	switch (i) {
	case 0: v = *whole; break;
	case 1: v = *third; break;
	case 2: v = *last; break;
	case 3: v = *back; break;
	case 4: v = *member; break;
	case 5: v = *word; break;
	case 6: v = names[1][0]; break;
	default: v = names[2][0]; break;
	}
	out[8 * i] = v + i;
	for (int j = 1; j < 8; j++)
		out[8 * i + j] = ref.p[j % ref.n] - tab[1 + j % 3];
}
