// GNU case ranges: one that overlaps another value is a duplicate, as
// clang says; an empty one is clang's warning; zocc lists each value of a
// range in the OpSwitch, so a range of more than 65,536 values is an error
// that says so (clang takes it).
kernel void k(global int *o)
{
	int i = (int)get_global_id(0), r = 0;

	switch (i) {
	case 3 ... 5: r = 2; break;
	case 4: r = 7; break; // expected-error {{duplicate case value '4'}}
	case 9 ... 7: r = 1; break; // expected-warning {{empty case range specified}}
	case 6 ... 8: r = 3; break;
	case 8 ... 12: r = 4; break; // expected-error {{duplicate case value '8'}}
	case 100 ... 100000: r = 5; break; // expected-error {{this case range holds 99901 values; zocc lists each in the switch, at most 65536}}
	case i ... 200000: r = 6; break; // expected-error {{expression is not an integer constant expression}}
	}
	o[i] = r;
}
