// A while loop with a data-dependent trip count (Collatz steps from n to 1),
// using 64-bit values so that no step overflows.
// kernel: collatz
// global: 1000  local: 50
// arg: global uint steps[1000]
// arg: global ulong peak[1000]
// python: def walk(n):
// python:     k, top = 0, n
// python:     while n != 1:
// python:         n = n // 2 if n % 2 == 0 else 3 * n + 1
// python:         top = max(top, n)
// python:         k += 1
// python:     return k, top
// expect: (steps[i], peak[i]) == walk(i + 1)

kernel void collatz(global uint *steps, global ulong *peak)
{
	size_t i = get_global_id(0);
	ulong n = i + 1, top = n;
	uint k = 0;
	while (n != 1) {
		if (n % 2 == 0)
			n /= 2;
		else
			n = 3 * n + 1;
		if (n > top)
			top = n;
		k++;
	}
	steps[i] = k;
	peak[i] = top;
}
