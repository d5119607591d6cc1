// Syntax: a comment left open swallows the rest of the file, the '}'
// with it.
// parse: invalid
kernel void k(global float *out)
{ // expected-note {{to match this '{'}}
	// expected-error@+2 {{unterminated}}
	// expected-error@+2:2 {{expected '}'}}
	out[0] = 1.0f; /* the end
}
