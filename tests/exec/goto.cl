// goto: a backward jump as a loop and a forward jump out of it (C99 6.8.6.1).
// kernel: sum_to
// global: 64
// arg: global int n[64] = i
// arg: global int out[64]
// python: def ref(k):
// python:     acc = sum(range(k)) if k > 0 else 0
// python:     return acc if acc > 100 else -acc
// expect: out[i] == ref(n[i])

kernel void sum_to(global const int *n, global int *out)
{
	int k = get_global_id(0);
	int i = 0, acc = 0;
	if (n[k] <= 0)
		goto done;
again:
	acc += i;
	if (++i < n[k])
		goto again;
	if (acc > 100)
		goto out;
done:
	acc = -acc;
out:
	out[k] = acc;
}
