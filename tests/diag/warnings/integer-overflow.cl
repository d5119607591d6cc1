// -Winteger-overflow, on by default: a constant signed operation that
// overflows, at its operator; unsigned arithmetic wraps silently.
constant int g = 2147483647 + 1; // expected-warning {{overflow in expression; result is -2147483648 with type 'int'}}

kernel void k(global long *o, int c)
{
	o[0] = 2147483647 + 1; // expected-warning {{overflow in expression; result is -2147483648 with type 'int'}}
	o[1] = 65536 * 65536; // expected-warning {{overflow in expression; result is 0 with type 'int'}}
	o[2] = -2147483647 - 2; // expected-warning {{overflow in expression; result is 2147483647 with type 'int'}}
	o[3] = 9223372036854775807L + 1; // expected-warning {{overflow in expression; result is -9223372036854775808 with type 'long'}}
	o[4] = 4294967295u + 1;
	o[5] = 2147483647L + 1;
	o[6] = (short)32767 + (short)1;
	o[7] = 100000 * 100000 / 100000; // expected-warning {{overflow in expression; result is 1410065408 with type 'int'}}
	o[8] = c ? 2147483647 + 1 : 0; // expected-warning {{overflow in expression; result is -2147483648 with type 'int'}}
	o[9] = g;
}
