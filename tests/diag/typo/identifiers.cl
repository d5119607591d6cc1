// A misspelt variable, enumerator or function: "did you mean" the closest
// name visible there, within clang's distance ((length + 2) / 3 edits; a
// name of one or two characters gets none), with the fix-it and a note at
// its declaration; the check goes on as if the suggestion had been written,
// so its uses give no further errors.  Two names equally close: no
// suggestion.  A variable of a block that has ended is not visible.
enum color { RED, GREEN };

int helper(int a) { return a + 1; }

kernel void k(global float *out, int width)
{
	int lenght = 3;
	int abcd1 = 1, abcd2 = 2;
	{
		int inner = 4;
		out[9] = inner;
	}
	out[0] = widht; // expected-error {{use of undeclared identifier 'widht'; did you mean 'width'?}} expected-note@11 {{'width' declared here}}
	out[1] = lenght2; // expected-error {{use of undeclared identifier 'lenght2'; did you mean 'lenght'?}} expected-note@13 {{'lenght' declared here}}
	out[2] = REDD; // expected-error {{use of undeclared identifier 'REDD'; did you mean 'RED'?}} expected-note@7 {{'RED' declared here}}
	out[3] = helpr(1); // expected-error {{use of undeclared identifier 'helpr'; did you mean 'helper'?}} expected-note@9 {{'helper' declared here}}
	out[4] = get_global_idx(0); // expected-error {{use of undeclared identifier 'get_global_idx'; did you mean 'get_global_id'?}} expected-note@* {{'get_global_id' declared here}}
	out[5] = get_local_sise(0) + get_globl_size(0); // expected-error {{did you mean 'get_local_size'?}} expected-note@* {{'get_local_size' declared here}} expected-error {{did you mean 'get_global_size'?}} expected-note@* {{'get_global_size' declared here}}
	out[6] = abcd3; // expected-error {{use of undeclared identifier 'abcd3'}}
	out[7] = xy; // expected-error {{use of undeclared identifier 'xy'}}
	out[8] = innr; // expected-error {{use of undeclared identifier 'innr'}}
	out[10] = abcd1 + abcd2;
}
