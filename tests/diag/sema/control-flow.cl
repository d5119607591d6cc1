// C99 6.8.6: break and continue belong to loops (break also to switch);
// 6.8.4.2: case values are distinct integer constants.
kernel void f(global int *p, int n)
{
	break; // expected-error {{'break' statement not in loop or switch statement}}
	continue; // expected-error {{'continue' statement not in loop statement}}
	switch (n) {
	case 1: p[0] = 1; break;
	case 1: p[0] = 2; break; // expected-error {{duplicate case value '1'}} expected-note@-1 {{previous case defined here}}
	case n: break; // expected-error {{expression is not an integer constant expression}}
	default: break;
	}
}
