// C99 6.7.2: a type specifier names a type.
kernel void f(global int *p)
{
	floaty x = 1; // expected-error {{unknown type name 'floaty'}}
	p[0] = 0;
}
