// -Werror=format makes -Wformat and its parts errors.
// options: -Werror=format -Wno-error=format-extra-args
kernel void k(global int *o, int i, float f)
{
	printf("%d\n", i, i); // expected-warning {{data argument not used by format string}}
	printf("%d\n", f); // expected-error-re {{format specifies type 'int' but the argument has type '{{.*}}float'}}
	printf("%d %d\n", i); // expected-error {{more '%' conversions than data arguments}}
}
