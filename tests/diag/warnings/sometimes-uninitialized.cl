// -Wsometimes-uninitialized (in -Wall, -Wuninitialized): a variable read
// where some paths reach it uninitialized and others not; the warning
// names each branch that leaves it uninitialized, as clang's control-flow
// analysis finds them: an if's condition true or false, a '&&', '||' or
// '?:' operand, a loop exited or entered, a switch case or default; then
// where the use is, what to remove if the branch never happens, and the
// initializer to add.
// options: -Wall
int f_if(global int *o) {
	int z;
	if (o[0]) // expected-warning {{variable 'z' is used uninitialized whenever 'if' condition is false}} expected-note@13 {{uninitialized use occurs here}} expected-note {{remove the 'if' if its condition is always true}} expected-note@10 {{initialize the variable 'z' to silence this warning}}
		z = 1;
	return z;
}
int f_else(global int *o) {
	int z;
	if (o[0]) // expected-warning {{variable 'z' is used uninitialized whenever 'if' condition is true}} expected-note@21 {{uninitialized use occurs here}} expected-note {{remove the 'if' if its condition is always false}} expected-note@16 {{initialize the variable 'z' to silence this warning}}
		o[1] = 2;
	else
		z = 1;
	return z;
}
int f_and(global int *o) {
	int z;
	if (o[0] && (z = 2)) // expected-warning {{variable 'z' is used uninitialized whenever '&&' condition is false}} expected-note@27 {{uninitialized use occurs here}} expected-note {{remove the '&&' if its condition is always true}} expected-note@24 {{initialize the variable 'z' to silence this warning}}
		o[2] = z;
	return z;
}
int f_or(global int *o) {
	int z;
	if (o[0] || (z = 2)) // expected-warning {{variable 'z' is used uninitialized whenever '||' condition is true}} expected-note@33 {{uninitialized use occurs here}} expected-note {{remove the '||' if its condition is always false}} expected-note@30 {{initialize the variable 'z' to silence this warning}}
		o[2] = 1;
	return z;
}
int f_cond(global int *o) {
	int z;
	o[0] ? (z = 1) : 0; // expected-warning {{variable 'z' is used uninitialized whenever '?:' condition is false}} expected-note@38 {{uninitialized use occurs here}} expected-note {{remove the '?:' if its condition is always true}} expected-note@36 {{initialize the variable 'z' to silence this warning}}
	return z;
}
int f_while(global int *o) {
	int z;
	while (o[0] > 3) { // expected-warning {{variable 'z' is used uninitialized whenever 'while' loop exits because its condition is false}} expected-note@46 {{uninitialized use occurs here}} expected-note {{remove the condition if it is always true}} expected-note@41 {{initialize the variable 'z' to silence this warning}}
		z = 1;
		break;
	}
	return z;
}
int f_for(global int *o) {
	int z;
	for (int i = 0; i < o[0]; i++) { // expected-warning {{variable 'z' is used uninitialized whenever 'for' loop exits because its condition is false}} expected-note@54 {{uninitialized use occurs here}} expected-note {{remove the condition if it is always true}} expected-note@49 {{initialize the variable 'z' to silence this warning}}
		z = i;
		break;
	}
	return z;
}
int f_switch(global int *o) {
	int z;
	switch (o[0]) {
	case 1:
		z = 1;
		break;
	case 2: // expected-warning {{variable 'z' is used uninitialized whenever switch case is taken}} expected-note@67 {{uninitialized use occurs here}} expected-note@57 {{initialize the variable 'z' to silence this warning}}
		break;
	default:
		z = 3;
	}
	return z;
}
int f_switch_def(global int *o) {
	int z;
	switch (o[0]) {
	case 1:
		z = 1;
		break;
	default: // expected-warning {{variable 'z' is used uninitialized whenever switch default is taken}} expected-note@78 {{uninitialized use occurs here}} expected-note@70 {{initialize the variable 'z' to silence this warning}}
		break;
	}
	return z;
}
int f_do(global int *o) {
	int z;
	do {
		if (o[1])
			break;
		z = 1;
	} while (o[0]);
	return z;
}
int f_two(global int *o) {
	int z;
	if (o[0])
		z = 1;
	if (o[1])
		return z;
	return z + 1;
}
int f_always_loop(global int *o) {
	int z;
	for (int i = 0; i < 4; i++)
		o[i] = z; // expected-warning {{variable 'z' is uninitialized when used here}} expected-note@98 {{initialize the variable 'z' to silence this warning}}
	return 0;
}
float4 f_vec(global int *o) {
	float4 v;
	if (o[0]) // expected-warning {{variable 'v' is used uninitialized whenever 'if' condition is false}} expected-note@107 {{uninitialized use occurs here}} expected-note {{remove the 'if' if its condition is always true}} expected-note@104 {{variable 'v' is declared here}}
		v = (float4)(1);
	return v;
}
int f_goto(global int *o) {
	int z;
	if (o[0]) // expected-warning {{variable 'z' is used uninitialized whenever 'if' condition is true}} expected-note@115 {{uninitialized use occurs here}} expected-note {{remove the 'if' if its condition is always false}} expected-note@110 {{initialize the variable 'z' to silence this warning}}
		goto out;
	z = 1;
out:
	return z;
}
int f_addr(global int *o) {
	int z;
	int *p = &z; // expected-warning {{unused variable 'p'}}
	return z;
}
int f_stmtexpr(int x) { return ({ int z; if (x) z = 1; z; }); } // expected-warning {{variable 'z' is used uninitialized whenever 'if' condition is false}} expected-note {{uninitialized use occurs here}} expected-note {{remove the 'if' if its condition is always true}} expected-note {{initialize the variable 'z' to silence this warning}}
kernel void k(global int *o) { o[0] = f_stmtexpr(o[1]) + f_if(o) + f_else(o) + f_and(o) + f_or(o) + f_cond(o) + f_while(o) + f_for(o) + f_switch(o) + f_switch_def(o) + f_do(o) + f_two(o) + f_always_loop(o) + (int)f_vec(o).x + f_goto(o) + f_addr(o); }
