// _Generic (C11 6.5.1.1) as clang-15 reports it in OpenCL C: no
// association compatible with the controlling expression's type, two
// compatible associations, two defaults, incomplete and function types,
// and the warning for a qualified association (lvalue conversion drops
// the qualifiers, so it is never selected).
kernel void k(global int *p)
{
	int i = 0;
	const int ci = 1;

	p[0] = _Generic(i, float: 1); // expected-error {{controlling expression type 'int' not compatible with any generic association type}}
	p[1] = _Generic(i, int: 1, signed: 2); // expected-error {{type 'int' in generic association compatible with previously specified type 'int'}} expected-note {{compatible type 'int' specified here}}
	p[2] = _Generic(i, int: 1, default: 2, default: 3); // expected-error {{duplicate default generic association}} expected-note {{previous default generic association is here}}
	p[3] = _Generic(i, struct Q: 1, default: 2); // expected-error {{type 'struct Q' in generic association incomplete}}
	p[4] = _Generic(i, int[]: 1, default: 2); // expected-error {{type 'int[]' in generic association incomplete}}
	p[5] = _Generic(ci, int: 1, const int: 2, default: 3); // expected-warning {{due to lvalue conversion of the controlling expression, association of type 'const int' will never be selected because it is qualified}}
	p[6] = _Generic(p, global int *: 1, local int *: 2, constant int *: 3);
	p[7] = _Generic(p, local int *: 1); // expected-error {{controlling expression type '__global int *' not compatible with any generic association type}}
}
