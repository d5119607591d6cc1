// C99 6.7.5.2 and OpenCL C 6.9.d: array sizes are positive integer constants
// (no variable length arrays).
kernel void f(global int *p, int n)
{
	int a[0]; // expected-error {{zero size arrays are not allowed}}
	int b[-2]; // expected-error {{array size is negative}}
	int c[n]; // expected-error {{variable length arrays are not supported in OpenCL}}
	int d[4 * 2];
	d[7] = 1;
	d[8] = 2; // expected-warning {{array index 8 is past the end of the array (which contains 8 elements)}}
	p[0] = d[7];
}
