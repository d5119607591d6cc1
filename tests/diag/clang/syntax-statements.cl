// Syntax: statements out of shape: an else without its if, labels
// without their ':', a for with commas for semicolons, a return missing
// its value.
// parse: invalid
kernel void else_without_if(global float *out, int n)
{
	if (n > 0)
		out[0] = 1.0f;
		out[1] = 2.0f;
	else // expected-error {{expected expression}}
		out[0] = 0.0f;
}

kernel void else_after_empty_if(global int *out)
{
	if (out[0]) else out[0] = 1; // expected-error {{expected expression}}
}

kernel void stray_else(global int *out)
{
	out[0] = 1;
	else out[1] = 2; // expected-error {{expected expression}}
}

kernel void case_colon(global int *out)
{
	switch (out[0]) {
	case 1 // expected-error {{expected ':' after 'case'}}
		out[1] = 2;
		break;
	default // expected-error {{expected ':' after 'default'}}
		out[1] = 3;
	}
}

kernel void for_commas(global int *out)
{
	for (int i = 0, i < 10, i++) // expected-error {{expected ';' in 'for' statement specifier}}
		out[i] = i;
	// clang-only-error@-2 {{redefinition of 'i'}} better: clang declares i twice, then
	// clang-only-error@-3 {{expected expression}} better: reads what is left of the header
}

kernel void for_comma_condition(global int *out)
{
	for (int i = 0; i < 10, i++) // expected-error {{expected ';' in 'for' statement specifier}}
		out[i] = i;
	// clang-only-warning@-2 {{relational comparison result unused}} missing: zocc has no -Wunused-comparison
}

int return_nothing(int x)
{
	if (x)
		return 1;
	return
} // expected-error {{expected expression}}

kernel void goto_nothing(global int *out)
{
	goto; // expected-error {{expected identifier}}
}
