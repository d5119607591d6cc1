// Prefix and postfix ++ and --: the value an expression sees and the
// variable afterwards; on uchar (255 + 1 wraps to 0), on float, on pointers,
// and on array elements.
// kernel: incdec
// global: 64
// arg: global int start[64] = rnd(i, -100, 100)
// arg: global int seen[320]
// arg: global uchar wrap[64]
// arg: global float fl[64]
// arg: global int arr[64]
// expect: seen[i] == [start[i // 5], start[i // 5] + 1, start[i // 5] + 2, start[i // 5] + 2, start[i // 5]][i % 5]
// expect: wrap[i] == u8(255 + i % 3 - 1 + 1)
// expect: fl[i] == start[i] + 0.5 + 1 - 1 + 1
// expect: arr[i] == 7 + 1 + 100 * 2

kernel void incdec(global const int *start, global int *seen, global uchar *wrap,
                   global float *fl, global int *arr)
{
	int i = get_global_id(0);
	int v = start[i];
	global int *o = seen + 5 * i;
	*o++ = v++;
	*o++ = v;
	*o++ = ++v;
	*o++ = v--;
	--v;
	*o++ = v;

	uchar u = 254 + i % 3;
	u++;
	wrap[i] = u;

	float f = start[i] + 0.5f;
	f++;
	f--;
	++f;
	fl[i] = f;

	int a[2] = {7, 1};
	int *p = a;
	(*p)++;
	p++;
	++*p;
	arr[i] = a[0] + 100 * a[1];
}
