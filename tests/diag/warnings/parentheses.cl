// -Wparentheses, on by default: an assignment as the condition of if,
// while, do and for (with clang's two notes and their fix-its), and
// -Wparentheses-equality for '==' in a second pair of parentheses; and a
// comparison under a bitwise operator (x & m == m is x & (m == m)), unless
// both sides are comparisons or one is another bitwise operation.
kernel void k(global int *o, int a)
{
	if (a = 1) // expected-warning {{using the result of an assignment as a condition without parentheses}} expected-note {{place parentheses around the assignment to silence this warning}} expected-note {{use '==' to turn this assignment into an equality comparison}}
		o[0] = 1;
	while (a = o[2]) // expected-warning {{using the result of an assignment as a condition without parentheses}} expected-note {{place parentheses}} expected-note {{use '=='}}
		a--;
	do
		a++;
	while (a = o[3]); // expected-warning {{using the result of an assignment as a condition without parentheses}} expected-note {{place parentheses}} expected-note {{use '=='}}
	for (; a = o[4];) // expected-warning {{using the result of an assignment as a condition without parentheses}} expected-note {{place parentheses}} expected-note {{use '=='}}
		a--;
	if (o[1] |= 2) // expected-warning {{using the result of an assignment as a condition without parentheses}} expected-note {{place parentheses}} expected-note {{use '!=' to turn this compound assignment into an inequality comparison}}
		o[0] = 1;
	if ((a = o[5]))
		o[0] = 2;
	if ((a == 1)) // expected-warning {{equality comparison with extraneous parentheses}} expected-note {{remove extraneous parentheses around the comparison to silence this warning}} expected-note {{use '=' to turn this equality comparison into an assignment}}
		o[0] = 3;
	if ((1 == a))
		o[0] = 4;
	if (a == 1 || (a = 2))
		o[0] = 5;
	if ((a != 1))
		o[0] = 6;
	o[7] = a;
	o[8] = a & 4 == 4; // expected-warning {{& has lower precedence than ==; == will be evaluated first}} expected-note {{place parentheses around the '==' expression to silence this warning}} expected-note {{place parentheses around the & expression to evaluate it first}}
	o[9] = a == 4 | a; // expected-warning {{| has lower precedence than ==; == will be evaluated first}} expected-note {{'=='}} expected-note {{the | expression}}
	o[10] = a ^ 3 != 0; // expected-warning {{^ has lower precedence than !=; != will be evaluated first}} expected-note {{'!='}} expected-note {{the ^ expression}}
	o[11] = get_global_id(0) & 4 == 4; // expected-warning {{& has lower precedence than ==}} expected-note {{'=='}} expected-note {{the & expression}}
	o[12] = (a & 4) == 4;
	o[13] = a & (4 == a);
	o[14] = a < 1 | a > 2;
	o[15] = (a < 1) | (a > 2);
	o[16] = a & 4 && a == 1;
}
