// The conditional operator: nested, evaluating only the chosen arm, with
// arms of different types meeting in the usual arithmetic conversions
// (int and uint give uint: c ? -1 : 0u is 0xffffffff), and choosing which
// object to store to through pointers.
// kernel: ternary
// global: 96
// arg: global int a[96] = rnd(i, -50, 50)
// arg: global int sign[96]
// arg: global uint mixed[96]
// arg: global int picked[96]
// arg: global int calls[96]
// expect: sign[i] == (1 if a[i] > 0 else -1 if a[i] < 0 else 0)
// expect: mixed[i] == (0xFFFFFFFF if a[i] < 0 else a[i])
// expect: picked[i] == (a[i] * 10 if i % 2 else a[i] - 3)
// expect: calls[i] == (1 if a[i] >= 0 else 100)

int bump(int *n, int by)
{
	*n += by;
	return by;
}

kernel void ternary(global const int *a, global int *sign, global uint *mixed,
                    global int *picked, global int *calls)
{
	int i = get_global_id(0);
	int x = a[i];
	sign[i] = x > 0 ? 1 : x < 0 ? -1 : 0;
	mixed[i] = x < 0 ? -1 : (uint)x;
	int odd = 0, even = 0;
	*(i % 2 ? &odd : &even) = i % 2 ? x * 10 : x - 3;
	picked[i] = odd + even;
	int n = 0;
	x >= 0 ? bump(&n, 1) : bump(&n, 100);
	calls[i] = n;
}
