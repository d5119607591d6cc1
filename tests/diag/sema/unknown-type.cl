// C99 6.7.2: a type specifier names a type.  In a block, clang-15 reads a
// name declared nowhere before another name as an expression statement:
// its words are an undeclared identifier's.
kernel void f(global int *p)
{
	floaty x = 1; // expected-error {{use of undeclared identifier 'floaty'}}
	p[0] = 0;
}
