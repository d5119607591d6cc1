// -Weverything turns every warning on (-Wno-everything every one off);
// a name given after it decides for that one.
// options: -Weverything -Wno-unused-parameter
kernel void k(global int *o, int p, uint u)
{
	int unused; // expected-warning {{unused variable 'unused'}}
	o[1] = o[2] < u; // expected-warning {{comparison of integers of different signs}}
}
