// -Wno-format turns off its parts; -Wno-format-extra-args only that one.
// options: -Wno-format-extra-args
kernel void k(global int *o, int i, float f)
{
	printf("%d\n", i, i);
	printf("%d\n", f); // expected-warning-re {{format specifies type 'int' but the argument has type '{{.*}}float'}}
}
