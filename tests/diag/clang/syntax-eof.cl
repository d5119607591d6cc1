// Syntax: the text ends with a block left open: clang's error at the end
// of the file, with the note at the '{' that was not closed.
// parse: invalid
kernel void k(global float *out, int n)
{ // expected-note {{to match this '{'}}
	if (n > 0) {
		out[0] = 1.0f;
	// expected-error@+1:2 {{expected '}'}}
}
