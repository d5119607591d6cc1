// Where a diagnostic comes from: one at a token out of a macro is reported
// where the macro is used, with an "expanded from macro" note for each
// level, outermost first; a note in a macro has its own.  A token of a
// macro's argument is where the argument is written.
// parse: invalid
#define SCALE(x) ((x) * factor)
#define APPLY(v) SCALE(v) + 1
#define OPEN (
#define CALL(f) f(1
#define SET(a) a = 1
#define NEG(a) (-(a))
kernel void in_macros(global float *p, global int *q)
{
	p[0] = APPLY(p[1]); // expected-error {{use of undeclared identifier 'factor'}}
	// expected-note@7 {{expanded from macro 'APPLY'}}
	// expected-note@6 {{expanded from macro 'SCALE'}}
	p[1] = NEG(not_declared); // expected-error {{use of undeclared identifier 'not_declared'}}
	q[0] = OPEN 1; // expected-error {{expected ')'}} expected-note {{to match this '('}}
	// expected-note@8 {{expanded from macro 'OPEN'}}
	q[1] = CALL(max); // expected-error {{expected ')'}} expected-note {{to match this '('}}
	// expected-note@9 {{expanded from macro 'CALL'}}
	SET(q[2]) // expected-error {{expected ';' after expression}}
	q[3] = 1;
}
