// for with continue and break, while with break, and do-while: each
// work-item n runs the three loops with trip counts that depend on n.
// kernel: loops
// global: 200  local: 40
// arg: global int a[200]
// arg: global int b[200]
// arg: global int c[200]
// expect: a[i] == sum(j for j in range(i) if j % 3 != 0 and j * j <= 1000)
// expect: b[i] == next(k for k in range(i + 2) if k * k * k > i or k == i + 1)
// expect: c[i] == max(1, (i + 6) // 7)

kernel void loops(global int *a, global int *b, global int *c)
{
	int n = get_global_id(0);

	int s = 0;
	for (int j = 0; j < n; j++) {
		if (j % 3 == 0)
			continue;
		if (j * j > 1000)
			break;
		s += j;
	}
	a[n] = s;

	int k = 0;
	while (1) {
		if (k * k * k > n || k == n + 1)
			break;
		k++;
	}
	b[n] = k;

	int steps = 0, left = n;
	do {
		steps++;
		left -= 7;
	} while (left > 0);
	c[n] = steps;
}
