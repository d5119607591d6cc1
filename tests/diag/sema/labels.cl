// C99 6.8.6.1: a goto names a label of its function; labels are unique.
kernel void f(global int *p)
{
	goto nowhere; // expected-error {{use of undeclared label 'nowhere'}}
x:	p[0] = 1; // expected-note {{previous definition is here}}
x:	p[1] = 2; // expected-error {{redefinition of label 'x'}}
}
