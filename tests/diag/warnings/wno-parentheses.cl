// -Wno-parentheses silences both forms; -Wno-all does as well.
// options: -Wno-parentheses
// expected-no-diagnostics
kernel void k(global int *o, int a)
{
	if (a = 1)
		o[0] = 1;
	if ((a == 1))
		o[0] = 3;
}
