// Early returns: a kernel that leaves when its id is past the data (the
// launch is rounded up), and a helper with several return paths inside loops.
// kernel: bounded
// global: 128  local: 32
// arg: int n = 100
// arg: global int data[128] = rnd(i, 0, 1000)
// python: def first_div(v):
// python:     for d in range(2, 40):
// python:         if v % d == 0:
// python:             return d
// python:     return -1 if v > 500 else 0
// expect: data[i] == (first_div(data_in[i]) if i < n else data_in[i])

int first_divisor(int v)
{
	for (int d = 2; d < 40; d++) {
		if (v % d == 0)
			return d;
	}
	if (v > 500)
		return -1;
	return 0;
}

kernel void bounded(int n, global int *data)
{
	int i = get_global_id(0);
	if (i >= n)
		return;
	data[i] = first_divisor(data[i]);
}
