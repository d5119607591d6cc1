// _Static_assert (C11 6.7.10) as clang-15 reports it in OpenCL C: a
// failing assertion with the condition printed unless it is a literal,
// with and without a message; a condition that is not an integer
// constant expression; a message that is not a string literal; the C2x
// form without a message is clang's warning.
#define N 3
enum { E = 0 };
_Static_assert(0, "file msg"); // expected-error {{static assertion failed: file msg}}
_Static_assert(N == 2, "macro"); // expected-error {{static assertion failed due to requirement '3 == 2': macro}}
_Static_assert((1 == 2), "paren"); // expected-error {{static assertion failed due to requirement '1 == 2': paren}}
_Static_assert(sizeof(int) == 8, "sz"); // expected-error {{static assertion failed due to requirement 'sizeof(int) == 8': sz}}
_Static_assert(1-1 , "z"); // expected-error {{static assertion failed due to requirement '1 - 1': z}}
_Static_assert(E, "e"); // expected-error {{static assertion failed due to requirement 'E': e}}
_Static_assert(0); // expected-warning {{'_Static_assert' with no message is a C2x extension}} expected-error {{static assertion failed}}
_Static_assert(!1); // expected-warning {{'_Static_assert' with no message is a C2x extension}} expected-error {{static assertion failed due to requirement '!1'}}
_Static_assert(0, 5); // expected-error {{expected string literal for diagnostic message in static_assert}}
_Static_assert(0, "tab\tq\"uote" "concat"); // expected-error {{static assertion failed: tab	q"uoteconcat}}

struct S {
	int a;
	_Static_assert(sizeof(int) == 2, "member"); // expected-error {{static assertion failed due to requirement 'sizeof(int) == 2': member}}
};

kernel void k(global int *p)
{
	int x = 1;

	_Static_assert(x, "nc"); // expected-error {{static assertion expression is not an integral constant expression}}
	_Static_assert(0u > -1, "unsigned"); // expected-error {{static assertion failed due to requirement '0U > -1': unsigned}}
	p[0] = x;
}
