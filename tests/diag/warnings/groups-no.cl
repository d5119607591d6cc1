// -Wno-GROUP silences the default-on warnings under it: -Wno-conversion
// the literal and constant conversions, -Wno-tautological-compare the
// self and out-of-range comparisons, -Wno-all what -Wall holds
// (-Wreturn-type, -Wformat, -Wparentheses); -Wno-integer-overflow its own.
// options: -Wno-conversion -Wno-tautological-compare -Wno-all -Wno-integer-overflow
// expected-no-diagnostics
int f(int x) { if (x) return 1; }

kernel void k(global int *o, int p, uchar c)
{
	int a = 2.5;
	char b = 300;
	o[0] = p == p;
	o[1] = c > 300;
	o[2] = 2147483647 + 1;
	if (p = 1)
		o[3] = a + b + f(p);
	printf("%d\n", 1.5f);
}
