// Found by tests/random: an automatic array or struct whose brace
// initializer has an element that is not a constant expression (C99
// 6.7.8: allowed for objects with automatic storage) -- `int a[2] = {x, 1}`,
// `struct S s = {x, 2}` -- makes zocc emit an OpConstantComposite whose
// operand for that element is id 0 (its own validator then stops it with
// "internal error: ... id 0 is not a valid id").  The elements must be
// evaluated and stored (or put together with OpCompositeConstruct).
// kernel: k
// global: 16
// arg: global int a[16] = i * 3 - 7
// arg: global int o[64]
// expect: a[i] == o[4*i] and o[4*i+1] == 1 and o[4*i+2] == a[i] + 1 and o[4*i+3] == 2

struct S { int x; int y; };

kernel void k(global const int *a, global int *o)
{
	int i = get_global_id(0);
	int x = a[i];
	int arr[2] = {x, 1};
	struct S s = {x + 1, 2};
	o[4 * i] = arr[0];
	o[4 * i + 1] = arr[1];
	o[4 * i + 2] = s.x;
	o[4 * i + 3] = s.y;
}
