// Pointers in every named address space passed to helpers: __global,
// __local, __constant and __private (the default for locals), each helper
// summing through its own kind of pointer.
// kernel: spaces
// global: 64  local: 16
// arg: global int g[64] = rnd(i, -100, 100)
// arg: constant int c[4] = 10 ** i
// arg: global int out[64]
// expect: out[i] == g[i] * 2 + sum(g[i - i % 16 : i - i % 16 + 16]) + c[i % 4] + (i % 16) * 3

int sum_global(global const int *p, int n)
{
	int s = 0;
	for (int k = 0; k < n; k++)
		s += p[k];
	return s;
}

int sum_local(local int *p, int n)
{
	int s = 0;
	for (int k = 0; k < n; k++)
		s += p[k];
	return s;
}

int at_constant(constant int *p, int k)
{
	return p[k];
}

int sum_private(private int *p, int n)
{
	int s = 0;
	for (int k = 0; k < n; k++)
		s += p[k];
	return s;
}

kernel void spaces(global const int *g, constant int *c, global int *out)
{
	local int l[16];
	int gid = get_global_id(0), lid = get_local_id(0);
	l[lid] = g[gid];
	barrier(CLK_LOCAL_MEM_FENCE);
	int priv[3] = {lid, lid, lid};
	out[gid] = sum_global(g + gid, 1) * 2 + sum_local(l, 16) + at_constant(c, gid % 4) +
		sum_private(priv, 3);
}
