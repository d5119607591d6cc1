// Work-item functions called in the kernel and in the library (lib.cl).
// parts: main.cl lib.cl
// no-pocl: reference mixed: PoCL cannot run clang's -O0 helpers that ask for work-item ids (_group_id_x undefined, as one file too)
// no-pocl: spirv-link mixed-spirv-link: spirv-link keeps each module's variable for a BuiltIn, and llvm-spirv-15 -r refuses two (clang's modules too)
// kernel: k
// global: 8 2  local: 4 1
// arg: global int o[16]
// arg: global int t[16]
// expect: o[i] == i
// expect: t[i] == ((i % 8) // 4) * 100 + (i % 4)
size_t flat_id(void);
int group_tag(void);

kernel void k(global int *o, global int *t)
{
	size_t i = get_global_id(1) * 8 + get_global_id(0);

	o[i] = (int)flat_id();
	t[flat_id()] = group_tag();
}
