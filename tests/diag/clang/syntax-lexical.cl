// Syntax: what the lexer cannot read.  An unterminated string or character
// literal is clang's warning (its lexer keeps the rest of the line as one
// token) and then an error at that token; a stray character ends what
// came before it.
// parse: invalid
kernel void string_literal(global float *out)
{
	// expected-warning@+2 {{missing terminating '"' character}}
	// expected-error@+1 {{expected expression}}
	printf("hello
	);
	out[0] = 1.0f;
}

kernel void char_literal(global char *out)
{
	// expected-warning@+2 {{missing terminating ' character}}
	// expected-error@+1 {{expected expression}}
	out[0] = 'a;
	out[1] = 'b';
}

kernel void stray_at(global int *out)
{
	out[0] = 1 @ 2; // expected-error {{expected ';' after expression}}
	// clang-only-error@-1 {{expected expression}} better: its second error for the one '@'
}

kernel void stray_hash(global int *out)
{
	int x = 1 # 2; // expected-error {{expected ';' at end of declaration}}
	out[0] = x;
}

kernel void stray_backtick(global int *out)
{
	int y = 1 ` 2; // expected-error {{expected ';' at end of declaration}}
	out[0] = y;
}

kernel void stray_backslash(global int *out)
{
	int z = 3 \ 4; // expected-error {{expected ';' at end of declaration}}
	out[0] = z;
}

kernel void stray_at_statement(global int *out)
{
	out[0] = 1;
	@ // expected-error {{expected expression}}
}
