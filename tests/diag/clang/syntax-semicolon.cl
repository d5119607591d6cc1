// Syntax: a ';' left out, wherever a statement or declaration ends.  Each
// is reported just after the token before it, in clang's words for what
// ends there, and the parse goes on as if it were there (clang's
// recovery): one error for one mistake.
// parse: invalid
constant int N = 4 // expected-error {{expected ';' after top level declarator}}
typedef float real // expected-error {{expected ';' after top level declarator}}

struct pair {
	int a // expected-error {{expected ';' at end of declaration list}}
	int b;
};

struct last {
	int a;
	int b }; // clang-only-warning {{expected ';' at end of declaration list}} better: zocc's names an option zocc-only-warning {{expected ';' at end of declaration list [-Wpedantic]}} better: -Wno-pedantic reaches it
	// (C takes it: the same warning, which names no option in clang; every zocc warning names
	// one, so that -Wno-NAME reaches it)

kernel void declaration(global float *in, global float *out, float s)
{
	int i = get_global_id(0);
	float v = in[i] * s // expected-error {{expected ';' at end of declaration}}
	out[i] = v;
}

kernel void expression(global float *out)
{
	out[0] = 1.0f // expected-error {{expected ';' after expression}}
	out[1] = 2.0f;
}

kernel void expression_at_brace(global int *out)
{
	out[0] = 1 // expected-error {{expected ';' after expression}}
}

int ret(int x)
{
	return x + 1 // expected-error {{expected ';' after return statement}}
}

kernel void break_semi(global int *out)
{
	for (int i = 0; i < 4; i++) {
		if (out[i])
			break // expected-error {{expected ';' after break statement}}
		out[i] = i;
	}
}

kernel void continue_semi(global int *out)
{
	for (int i = 0; i < 4; i++) {
		if (out[i] > 2)
			continue // expected-error {{expected ';' after continue statement}}
		out[i] = i;
	}
}

kernel void do_while(global int *out)
{
	do {
		out[0]++;
	} while (out[0] < 10) // expected-error {{expected ';' after do/while statement}}
}

kernel void two_names(global int *out)
{
	int x y; // expected-error {{expected ';' at end of declaration}}
	out[0] = 1;
}

kernel void extra_paren(global int *out, int n)
{
	out[0] = (n + 1)); // expected-error {{extraneous ')' before ';'}}
	int x = (n * 2)); // expected-error {{extraneous ')' before ';'}}
	out[1] = x;
}

kernel void static_assert_semi(global int *out)
{
	_Static_assert(sizeof(int) == 4, "int") // expected-error {{expected ';' after '_Static_assert'}}
	out[0] = 1;
}
