// Functions returning pointers into each address space (OpenCL C 6.5: the
// pointee carries the address space, the returned value has none): a
// global pointer picked by index, a local one, a constant one, a private
// one into the caller's array, and one whose address space comes from a
// typedef.  Stores and loads through each returned pointer.
// options: -cl-std=CL2.0
// kernel: k
// global: 64  local: 16
// arg: global int a[64] = i * 3
// arg: constant int c[8] = 100 + i
// arg: global int o[64]
// expect: o[i] == a_in[i ^ 1] + 100 + (i % 8) + 7 + (i % 16) * 2 + 5

typedef global int GI;

global int *pick(global int *a, int i)
{
	return a + (i ^ 1);
}

local int *slot(local int *l, int i)
{
	return &l[i];
}

constant int *entry(constant int *c, int i)
{
	return c + i % 8;
}

private int *mid(private int *arr)
{
	return arr + 1;
}

GI *same(GI *p)
{
	return p;
}

kernel void k(global const int *a, constant int *c, global int *o)
{
	local int l[16];
	int i = get_global_id(0), li = get_local_id(0);
	int arr[3] = {4, 7, 9};
	*slot(l, li) = li * 2;
	barrier(CLK_LOCAL_MEM_FENCE);
	int v = *pick((global int *)a, i) + *entry(c, i) + *mid(arr) + *slot(l, li);
	*same(o + i) = v + 5;
}
