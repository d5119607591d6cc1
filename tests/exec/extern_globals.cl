// Program-scope variables declared extern (the way a header declares
// what one source file defines), zocc refused them all: a __global
// counter and a __constant table declared before the functions that use
// them and defined after; an array declared without its length; a
// tentative definition given its initializer later; declarations
// repeated after the definition.  Values checked on PoCL.  (clang-15
// takes the file, but llvm-spirv-15 refuses the module: the table used
// through its length-less declaration is a [0 x i32].)
// options: -cl-std=CL2.0
// kernel: k
// global: 16
// arg: global int o[16]
// expect: o[i] == (5 + i) * 10 + [1, 2, 3, 4][i % 4] + 40 + 7 + 100
extern global int base;
extern constant int table[];
extern global int weights[4];
extern global int tentative;

int pick(int i)
{
	return table[i % 4] + weights[3] + tentative;
}

global int base = 5;
constant int table[4] = {1, 2, 3, 4};
global int weights[4] = {10, 20, 30, 40};
global int tentative;
global int tentative = 7;
extern global int base;
extern constant int table[4];

kernel void k(global int *o)
{
	int i = (int)get_global_id(0);

	o[i] = (base + i) * 10 + pick(i) + 100;
}
