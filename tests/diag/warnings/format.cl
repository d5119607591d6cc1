// -Wformat and its parts, on by default: printf's format against its
// arguments, OpenCL C's vector specifiers included (%v4hlf prints a
// float4; %v4f would take a vector of doubles).  The type a warning names
// is the argument's before the default promotions; the fix-it under it is
// the specification that would print the argument.
kernel void k(global int *o, int i, float f, long l, uint u, global char *gs, short sh, float4 f4, int4 i4,
              uchar c, double d, char4 c4, uint4 u4, global int *gp, ulong ul)
{
	printf("%d %f\n", f, i); // expected-warning-re {{format specifies type 'int' but the argument has type '{{.*}}float'}} expected-warning-re {{format specifies type 'double' but the argument has type '{{.*}}int'}}
	printf("%s\n", i); // expected-warning-re {{format specifies type 'char *' but the argument has type '{{.*}}int'}}
	printf("%s %s %c %p %d %u %x\n", gs, "lit", i, o, c, i, u);
	printf("%ld\n", i); // expected-warning-re {{format specifies type 'long' but the argument has type '{{.*}}int'}}
	printf("%d\n", l); // expected-warning-re {{format specifies type 'int' but the argument has type '{{.*}}long'}}
	printf("%u %x %o %X\n", i, i, u, l); // expected-warning-re {{format specifies type 'unsigned int' but the argument has type '{{.*}}long'}}
	printf("%p\n", i); // expected-warning-re {{format specifies type 'void *' but the argument has type '{{.*}}int'}}
	printf("%hd %hhd\n", i, i); // expected-warning-re {{format specifies type 'short' but the argument has type '{{.*}}int'}} expected-warning-re {{format specifies type 'char' but the argument has type '{{.*}}int'}}
	printf("%hhd %hd %hd\n", c, c, sh);
	printf("%hhd\n", sh); // expected-warning-re {{format specifies type 'char' but the argument has type '{{.*}}short'}}
	printf("%v4d %v4hld %v4hlf %v4hhd %v4hlu %v4lu\n", i4, i4, f4, c4, u4, (ulong4)(ul));
	printf("%v4f\n", f4); // expected-warning-re {{format specifies type 'double __attribute__((ext_vector_type(4)))' but the argument has type '{{.*}}float4{{.*}}'}}
	printf("%v4hlf\n", i4); // expected-warning-re {{format specifies type 'float __attribute__((ext_vector_type(4)))' but the argument has type '{{.*}}int4{{.*}}'}}
	printf("%v2hlf\n", f4); // expected-warning-re {{format specifies type 'float __attribute__((ext_vector_type(2)))' but the argument has type '{{.*}}float4{{.*}}'}}
	printf("%v4hlx\n", i4); // expected-warning-re {{format specifies type 'unsigned int __attribute__((ext_vector_type(4)))' but the argument has type '{{.*}}int4{{.*}}'}}
	printf("%v4hld\n", u4); // expected-warning-re {{format specifies type 'int __attribute__((ext_vector_type(4)))' but the argument has type '{{.*}}uint4{{.*}}'}}
	printf("%d\n", i4); // expected-warning-re {{format specifies type 'int' but the argument has type '{{.*}}int4{{.*}}'}}
	printf("%v4hld\n", i); // expected-warning-re {{format specifies type 'int __attribute__((ext_vector_type(4)))' but the argument has type '{{.*}}int'}}
	printf("%lld %llu\n", l, l); // expected-warning-re {{format specifies type 'long long' but the argument has type '{{.*}}long'}} expected-warning-re {{format specifies type 'unsigned long long' but the argument has type '{{.*}}long'}}
	printf("%c\n", l); // expected-warning-re {{format specifies type 'int' but the argument has type '{{.*}}long'}}
	printf("%s\n", gp); // expected-warning-re {{format specifies type 'char *' but the argument has type '{{.*}}int *'}}
	printf("%f\n", sh); // expected-warning-re {{format specifies type 'double' but the argument has type '{{.*}}short'}}
	printf("%Lf\n", d); // expected-warning-re {{format specifies type 'long double' but the argument has type '{{.*}}double'}}
	printf("%f %e %g %a %E %G %5.2f %-8.3e\n", f, d, f, d, f, d, f, f);
	printf("%zu %td %lu %ld\n", l, l, ul, l);
	printf("%*d %.*f %-*.*s\n", i, i, i, f, i, i, gs);
}
