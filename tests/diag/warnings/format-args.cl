// -Wformat-insufficient-args, -Wformat-extra-args and
// -Wformat-invalid-specifier (in -Wformat, on by default); conversions,
// length modifiers and flags clang calls undefined, at the character in
// the format that is wrong.
kernel void k(global int *o, int i, float f, long l, double d)
{
	printf("%d %d\n", i); // expected-warning {{more '%' conversions than data arguments}}
	printf("%d\n", i, i); // expected-warning {{data argument not used by format string}}
	printf("none\n", i); // expected-warning {{data argument not used by format string}}
	printf("%n\n", o); // expected-warning {{invalid conversion specifier 'n'}}
	printf("%y\n", i); // expected-warning {{invalid conversion specifier 'y'}}
	printf("%"); // expected-warning {{incomplete format specifier}}
	printf("100%%\n");
	printf("%lf\n", d); // expected-warning {{length modifier 'l' results in undefined behavior or no effect with 'f' conversion specifier}}
	printf("%hf\n", f); // expected-warning {{length modifier 'h' results in undefined behavior or no effect with 'f' conversion specifier}}
	printf("%hld\n", i); // expected-warning {{length modifier 'hl' results in undefined behavior or no effect with 'd' conversion specifier}}
	printf("%Ld\n", i); // expected-warning-re {{format specifies type 'long long' but the argument has type '{{.*}}int'}}
	printf("%+x\n", i); // expected-warning {{flag '+' results in undefined behavior with 'x' conversion specifier}}
	printf("%#d\n", i); // expected-warning {{flag '#' results in undefined behavior with 'd' conversion specifier}}
	printf("% +d\n", i); // expected-warning {{flag ' ' is ignored when flag '+' is present}}
	printf("%-08d\n", i); // expected-warning {{flag '0' is ignored when flag '-' is present}}
	printf("%.3c\n", i); // expected-warning {{precision used with 'c' conversion specifier, resulting in undefined behavior}}
	printf("%*d\n", l, i); // expected-warning-re {{field width should have type 'int', but argument has type '{{.*}}long'}}
	printf("%#x %+d % d %08.3f %-5s\n", i, i, i, f, "abc");
	printf("a" "%d" "b%s\n", i, "x");
	printf("\t%d\x41%c\n", i, i);
	printf("%d%\x01", i, i); // expected-warning {{invalid conversion specifier '\x01'}} expected-warning {{data argument not used by format string}}
	printf("%y %d\n", i); // expected-warning {{invalid conversion specifier 'y'}}
}
