// C99 6.5.8p2 and 6.5.9p2 let a pointer meet only a pointer or a null
// pointer constant in a comparison; clang accepts an integer too, with a
// warning (-Wpointer-integer-compare for == and !=, an unnamed one for the
// ordered operators), and compares the integer converted to the pointer
// type.  Comparing with a null character constant is a null pointer check
// that was likely meant as *p == '\0' (-Wpointer-compare).  A floating
// operand is an error.
// options: -cl-std=CL2.0
kernel void k(global int *p, global int *o)
{
	long l = 3;
	float f = 1.0f;
	o[0] = p != 5; // expected-warning {{comparison between pointer and integer ('__global int *' and 'int') [-Wpointer-integer-compare]}}
	o[1] = 5 == p; // expected-warning {{comparison between pointer and integer ('int' and '__global int *')}}
	o[2] = p < 5; // expected-warning {{ordered comparison between pointer and integer ('__global int *' and 'int')}}
	o[3] = p == l; // expected-warning {{comparison between pointer and integer ('__global int *' and 'long')}}
	o[4] = p != 'a'; // expected-warning {{comparison between pointer and integer ('__global int *' and 'int')}}
	o[5] = p == true; // expected-warning {{comparison between pointer and integer ('__global int *' and 'bool')}}
	o[6] = p == (char)0; // expected-warning {{comparing a pointer to a null character constant; did you mean to compare to NULL? [-Wpointer-compare]}}
	o[7] = p == '\0'; // expected-warning {{comparing a pointer to a null character constant}}
	o[8] = (char)0 != p; // expected-warning {{comparing a pointer to a null character constant}}
	o[9] = p > 1.0f; // expected-error {{invalid operands to binary expression}}
	o[10] = p == f; // expected-error {{invalid operands to binary expression}}
	/* null pointer constants: no diagnostic */
	o[11] = p == 0;
	o[12] = p != NULL;
	o[13] = p == 0L;
	o[14] = p == (1 - 1);
	o[15] = p == (uchar)0;
	o[16] = p < '\0';
	o[17] = p > 0;
}
