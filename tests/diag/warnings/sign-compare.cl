// -Wsign-compare, in -Wextra (off by default): a signed value compared
// with an unsigned one of at least its width, unless the signed side is
// known not to be negative (a constant, a conversion from a narrower
// unsigned type, a mask, a remainder of one), as clang's value ranges say.
// options: -Wextra -Wno-unused-parameter
kernel void k(global int *o, int a, uint b, ushort us, long l, ulong ul)
{
	o[0] = a < b; // expected-warning-re {{comparison of integers of different signs: '{{.*}}int' and '{{.*}}uint'}}
	o[1] = a < get_global_size(0); // expected-warning-re {{comparison of integers of different signs: '{{.*}}int' and '{{.*}}}}
	o[2] = 5 < b;
	o[3] = us < b;
	o[4] = (a & 0xff) < b;
	o[5] = (int)us < b; // expected-warning {{comparison of integers of different signs}}
	o[6] = a == b; // expected-warning {{comparison of integers of different signs}}
	o[7] = a == us;
	o[8] = l < ul; // expected-warning {{comparison of integers of different signs}}
	o[9] = a < ul; // expected-warning {{comparison of integers of different signs}}
	o[10] = (a % 16u) < b;
	o[11] = (ulong)a < ul;
	o[12] = a < (int)b;
	o[13] = (1 << a) < b;
	o[14] = a > 0 ? a < b : 0; // expected-warning {{comparison of integers of different signs}}
	for (int i = 0; i < get_local_size(0); i++) // expected-warning {{comparison of integers of different signs}}
		o[15] += i;
}
