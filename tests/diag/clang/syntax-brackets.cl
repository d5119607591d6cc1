// Syntax: a bracket left out or one too many.  A missing closing bracket
// is reported at the token that stands where it should, with clang's note
// at the bracket it would close; the parse goes on as if it were there.
// parse: invalid
kernel void if_paren(global float *out, int n)
{
	if (n > 0 { // expected-error {{expected ')'}} expected-note {{to match this '('}}
		out[0] = 1.0f;
	}
} // clang-only-error {{expected statement}} better: clang skips the block and finds no statement for the if


kernel void while_paren(global int *out)
{
	while (out[0] < 10 // expected-note {{to match this '('}}
		out[0]++; // expected-error {{expected ')'}}
}

kernel void for_paren(global int *out)
{
	for (int i = 0; i < 10; i++ // expected-note {{to match this '('}}
		out[i] = i; // expected-error {{expected ')'}}
}

kernel void call_paren(global int *out)
{
	out[0] = max(1, 2; // expected-error {{expected ')'}} expected-note {{to match this '('}}
}

kernel void nested_paren(global int *out)
{
	out[0] = (1 + 2 * 3; // expected-error {{expected ')'}} expected-note {{to match this '('}}
	out[1] = (1 + (2 * 3); // expected-error {{expected ')'}} expected-note {{to match this '('}}
}

kernel void sizeof_paren(global int *out)
{
	out[0] = sizeof(int; // expected-error {{expected ')'}} expected-note {{to match this '('}}
}

kernel void subscript(global int *out)
{
	int a[3; // expected-error {{expected ']'}} expected-note {{to match this '['}}
	out[0] = 1;
}

kernel void init_brace(global int *out)
{
	int a[4] = {1, 2, 3, 4; // expected-error {{expected '}'}} expected-note {{to match this '{'}}
	out[0] = 1;
}

kernel void conditional(global int *out)
{
	out[0] = out[1] ? 1 2; // expected-error {{expected ':'}} expected-note {{to match this '?'}}
}

kernel void if_without_paren(global int *out)
{
	if out[0] > 1 // expected-error {{expected '(' after 'if'}}
		out[1] = 2;
}

kernel void while_without_paren(global int *out)
{
	while out[0] { } // expected-error {{expected '(' after 'while'}}
}

kernel void switch_without_paren(global int *out)
{
	switch out[0] { } // expected-error {{expected '(' after 'switch'}}
}

kernel void for_without_paren(global int *out)
{
	for int i = 0; i < 4; i++) // expected-error {{expected '(' after 'for'}}
		out[i] = 1;
	// clang-only-error@-2 2 {{use of undeclared identifier 'i'}} better: clang skips the statement;
	// zocc reads it with the '(' it lacked
}

kernel void do_while_without_paren(global int *out)
{
	do out[0]++; while out[0] < 3; // expected-error {{expected '(' after 'do/while'}}
}

kernel void extra_brace(global int *out)
{
	for (int i = 0; i < 4; i++) {
		out[i] = i;
	}
	}
	// The block ended a line early: clang reads the next line as a
	// declaration at file scope (an implicit int, which C99 no longer has).
	out[0] = 1; // zocc-only-error {{expected identifier or '('}} better: no declaration starts so clang-only-warning {{type specifier missing}} better: C99 has no implicit int clang-only-error {{program scope variable}} better: the line is no declaration
} // expected-error {{extraneous closing brace ('}')}}
