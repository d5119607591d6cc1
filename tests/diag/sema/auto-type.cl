// GNU __auto_type as clang-15 reports its misuses in OpenCL C: no
// initializer, two declarators deduced differently, an array of it, an
// initializer list; an initializer that is itself wrong is reported once.
// (In a parameter clang says "not allowed in function
// prototype"; zocc says "not allowed here".)
kernel void k(global int *p)
{
	__auto_type a; // expected-error {{declaration of variable 'a' with deduced type '__private __auto_type' requires an initializer}}
	__auto_type b = 1, c = 2.0f; // expected-error {{'__auto_type' deduced as 'int' in declaration of 'b' and deduced as 'float' in declaration of 'c'}}
	__auto_type e[2] = {1, 2}; // expected-error {{'e' declared as array of '__auto_type'}}
	__auto_type f = {1}; // expected-error {{cannot use __auto_type with initializer list in C}}
	__auto_type g = 1, h = 2;
	__auto_type q = p ?: 1.0f; // expected-error {{incompatible operand types ('__global int *' and 'float')}}

	p[0] = g + h;
}
