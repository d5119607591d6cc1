// -Wno-NAME drops the warnings that name -WNAME and no other; the options
// apply in order, so a later -WNAME turns it back on.
// options: -Wno-macro-redefined -Wno-array-bounds -Warray-bounds -Wno-pointer-integer-compare
#define A 1
#define A 2
#warning still shown // expected-warning {{still shown [-W#warnings]}}
kernel void f(global int *p)
{
	int a[2];

	a[5] = 1; // expected-warning {{array index 5 is past the end of the array (which contains 2 elements) [-Warray-bounds]}}
	p[0] = a[0] + (p == 5);
}
