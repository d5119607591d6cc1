// && and || evaluate their right operand only when needed: side effects in
// the right operand happen exactly then.  Their value is int 1 or 0.
// kernel: shortcircuit
// global: 128
// arg: global int a[128] = rnd(i, -10, 10)
// arg: global int b[128] = rnd(i + 3, -10, 10)
// arg: global int count[128]
// arg: global int value[128]
// expect: count[i] == (a[i] > 0) * 1 + (a[i] <= 0) * 10 + (a[i] > 0 and b[i] > 0) * 100 + (a[i] != 0 and b[i] == 0) * 1000
// expect: value[i] == int(a[i] > 0 and b[i] > 0) + 2 * int(a[i] > 0 or b[i] > 0) + 4 * int(not a[i])

int note(int *n, int by, int result)
{
	*n += by;
	return result;
}

kernel void shortcircuit(global const int *a, global const int *b, global int *count,
                         global int *value)
{
	int i = get_global_id(0);
	int x = a[i], y = b[i];
	int n = 0;
	if (x > 0 && note(&n, 1, y > 0))
		n += 100;
	if (x > 0 || note(&n, 10, 0))
		;
	int ok = x && note(&n, 0, 1) && (y == 0) && note(&n, 1000, 1);
	count[i] = n;
	value[i] = (x > 0 && y > 0) + 2 * (x > 0 || y > 0) + 4 * !x + 0 * ok;
}
