// GNU statement expressions: only inside functions; the value is the last
// expression statement's (after labels; trailing ';' do not count), void if
// the last statement is anything else.  gcc forbids jumping into one with
// goto or with a case or default label of a switch outside it; clang 17
// reports it with these messages (clang 15 accepts the jump silently).
// Jumping out is allowed.
// options: -cl-std=CL2.0
int g = ({ 1; }); // expected-error {{statement expression not allowed at file scope}}

kernel void k(global int *o, int n)
{
	int v = ({ }); // expected-error {{initializing 'int' with an expression of incompatible type 'void'}}
	int w = ({ n++; if (n) n = 2; }); // expected-error {{initializing 'int' with an expression of incompatible type 'void'}}
	int x = ({ n; ; ; });
	int y = ({ L1: L2: n + 1; });
	int z = ({ int q[2] = {1, 2}; q; })[1]; // the array decays to a pointer to an object that is gone: clang accepts it
	({ o[0] = 1; }) = 2; // expected-error {{expression is not assignable}}
	goto L; // expected-error {{cannot jump from this goto statement to its label}}
	o[1] = ({ L: 1; }); // expected-note {{jump enters a statement expression}}
	switch (n) {
	case 1:
		o[2] = ({ case 2: 5; 6; }); // expected-error {{cannot jump from switch statement to this case label}} expected-note {{jump enters a statement expression}}
		break;
	}
	o[3] = ({ ({ P: 1; }) + ({ goto P; 2; }); }); // expected-error {{cannot jump from this goto statement to its label}} expected-note {{jump enters a statement expression}}
	o[4] = ({ goto M; 3; });
M:
	o[5] = ({ int a = 1; goto N; N: a; });
	o[6] = ({ switch (n) { case 0: n = 4; break; default: n = 5; } n; });
	for (int i = 0; i < n; i++)
		o[7] += ({ if (i == 3) break; if (i == 1) continue; i; });
	o[8] = x + y + z + w + v;
}
