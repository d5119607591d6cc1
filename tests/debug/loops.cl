// Loops of every kind with variables in their blocks, break, continue and
// a switch.
// kernel: loops
// global: 8
// arg: global int out[8]
// arg: int n = 5
// expect: out[i] == sum(k * (i + 1) for k in range(5) if k != 2) + sum(range(i % 4)) + [10, 20, 30, 30][i % 4]

__kernel void loops(__global int *out, int n)
{
	int gid = get_global_id(0);
	int acc = 0;
	for (int k = 0; k < n; k++) {
		int term = k * (gid + 1);
		if (k == 2)
			continue;
		acc += term;
	}
	int w = 0;
	while (w < gid % 4) {
		acc += w;
		w++;
	}
	int d = 0;
	do {
		d++;
		if (d > 100)
			break;
	} while (d < 3);
	switch (gid % 4) {
	case 0:
		acc += 10;
		break;
	case 1:
		acc += 20;
		break;
	default: {
		int more = 30;
		acc += more;
		break;
	}
	}
	out[gid] = acc + d - 3;
}
