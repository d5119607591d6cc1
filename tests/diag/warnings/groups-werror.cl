// -Werror=GROUP turns the group's warnings on, as errors;
// -Wno-error=NAME keeps one of them a warning; -Wno-NAME after a group
// turns one off.
// options: -Werror=unused -Wno-error=unused-but-set-variable -Werror=uninitialized -Wno-sometimes-uninitialized -Wno-error=tautological-compare -Werror
kernel void k(global int *o, int p)
{
	int unused; // expected-error {{unused variable 'unused'}}
	int y; // expected-warning {{variable 'y' set but not used}}
	int x, z;
	y = 1;
	o[0] = x; // expected-error {{variable 'x' is uninitialized when used here}} expected-note@-2 {{initialize the variable 'x' to silence this warning}}
	if (p)
		z = 1;
	o[1] = z;
	o[2] = p == p; // expected-warning {{self-comparison always evaluates to true}}
}
