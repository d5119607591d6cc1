// Helper functions calling helpers, three deep, with private pointer
// out-parameters and early returns.
// kernel: helpers
// global: 256  local: 32
// arg: global int x[256] = rnd(i, -300, 300)
// arg: global int y[256] = rnd(i + 1000, -300, 300)
// arg: global int lo[256]
// arg: global int hi[256]
// arg: global int r[256]
// expect: lo[i] == min(x[i], y[i]) and hi[i] == max(x[i], y[i])
// expect: r[i] == (x[i] * x[i] + y[i] * y[i]) % 1000 + (abs(x[i]) if abs(x[i]) < 100 else 100)

int sq(int v)
{
	return v * v;
}

int sumsq(int a, int b)
{
	return sq(a) + sq(b);
}

void order(int a, int b, int *low, int *high)
{
	if (a < b) {
		*low = a;
		*high = b;
		return;
	}
	*low = b;
	*high = a;
}

int capped_abs(int v, int cap)
{
	if (v < 0)
		v = -v;
	if (v >= cap)
		return cap;
	return v;
}

int combine(int a, int b)
{
	return sumsq(a, b) % 1000 + capped_abs(a, 100);
}

kernel void helpers(global const int *x, global const int *y, global int *lo,
                    global int *hi, global int *r)
{
	int i = get_global_id(0);
	int l, h;
	order(x[i], y[i], &l, &h);
	lo[i] = l;
	hi[i] = h;
	r[i] = combine(x[i], y[i]);
}
