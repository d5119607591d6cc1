// -Werror=NAME makes only that warning an error, printed as clang prints
// it; -Wno-error=NAME keeps one a warning under -Werror.
// options: -Werror=macro-redefined -Werror -Wno-error=array-bounds
#define A 1
#define A 2 // expected-error {{'A' macro redefined [-Werror,-Wmacro-redefined]}} expected-note@-1 {{previous definition is here}}
kernel void f(global int *p)
{
	int a[2];

	a[5] = 1; // expected-warning {{past the end of the array (which contains 2 elements) [-Warray-bounds]}}
	p[0] = a[0] + (p == 5); // expected-error {{comparison between pointer and integer ('__global int *' and 'int') [-Werror,-Wpointer-integer-compare]}}
}
