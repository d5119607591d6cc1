// Syntax: declarations out of shape and misspelt keywords.  A parameter
// list with a mistake in it gets that one error, not what its remains
// would say of a kernel's parameters; a misspelt keyword where a type
// belongs is the unknown type name clang names.
// parse: invalid
kernel void no_declarator(global int *out)
{
	int = 5; // expected-error {{expected identifier or '('}}
	int 2x = 1; // expected-error {{expected identifier or '('}}
	out[0] = 1;
}

kernel void missing_comma(global float *in global float *out) // expected-error {{expected ')'}} expected-note {{to match this '('}}
{
	out[0] = in[0];
	// clang-only-error@-1 {{use of undeclared identifier 'out'}} better: clang drops the parameters after the error
}

kernel void trailing_comma(global int *out,) // expected-error {{expected parameter declarator}}
{
	out[0] = 1;
}

__kernal void misspelt_kernel(global float *out) // expected-error {{unknown type name '__kernal'}}
{
	out[0] = 1.0f;
}

kernel void misspelt_global(gloabl float *out) // expected-error {{unknown type name 'gloabl'}} expected-error {{pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space}}
{
	out[0] = 1.0f;
}

kernel void misspelt_constant(global int *out)
{
	consant int x = 1; // expected-error {{use of undeclared identifier 'consant'}}
	out[0] = x;
	// clang-only-error@-1 {{use of undeclared identifier 'x'}} better: clang skips the declaration it could not read
}

kernel void misspelt_unsigned(global int *out)
{
	unsinged int x = 1; // expected-error {{use of undeclared identifier 'unsinged'}}
	out[0] = x;
	// clang-only-error@-1 {{use of undeclared identifier 'x'}} better: clang skips the declaration it could not read
}

kernel void misspelt_type(global int *out)
{
	flaot x = 1; // expected-error {{use of undeclared identifier 'flaot'}}
	out[0] = 1;
}

enum colour { RED, GREEN BLUE }; // expected-error {{missing ',' between enumerators}}

struct point { float x, y; } // expected-error {{expected ';' after struct}}
kernel void struct_semicolon(global float *out)
{
	struct point p = {1.0f, 2.0f};
	out[0] = p.x;
}

void prototype(void) // expected-error@+1 {{expected function body after function declarator}}
kernel void after_prototype(global int *out)
{
	out[0] = 1;
}
