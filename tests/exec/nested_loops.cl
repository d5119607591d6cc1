// Nested loops where break and continue leave only the innermost loop, and
// a loop counter that is also changed inside the body.
// kernel: nested
// global: 64
// arg: global int out[64]
// python: def model(n):
// python:     total = 0
// python:     for a in range(n % 9 + 1):
// python:         for b in range(10):
// python:             if b > a:
// python:                 break
// python:             if (a + b) % 2:
// python:                 continue
// python:             total += a * 10 + b
// python:     j, hops = 0, 0
// python:     while j < 50:
// python:         j += 1 + (j % 4 == 0) * 3
// python:         hops += 1
// python:     return total * 100 + hops
// expect: out[i] == model(i)

kernel void nested(global int *out)
{
	int n = get_global_id(0);
	int total = 0;
	for (int a = 0; a <= n % 9; a++) {
		for (int b = 0; b < 10; b++) {
			if (b > a)
				break;
			if ((a + b) % 2)
				continue;
			total += a * 10 + b;
		}
	}
	int hops = 0;
	for (int j = 0; j < 50; hops++) {
		if (j % 4 == 0)
			j += 3;
		j++;
	}
	out[n] = total * 100 + hops;
}
