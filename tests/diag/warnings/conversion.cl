// -Wliteral-conversion and -Wconstant-conversion (in -Wconversion, on by
// default): a floating literal that loses its fraction or does not fit an
// integer, and an integer constant that changes value in a narrower type,
// wherever an implicit conversion puts a value into a type (initializers,
// assignments, arguments, returns).  A hex or octal literal of the
// type's width is a bit pattern and is left alone, as in clang.
int ret(void) { return 2.5; } // expected-warning-re {{implicit conversion from 'double' to 'int' changes value from 2.5 to 2}}
char retc(void) { return 300; } // expected-warning-re {{implicit conversion from 'int' to 'char' changes value from 300 to 44}}
void take(int x, char c) { }

kernel void k(global int *o, int c)
{
	int y = 127.5; // expected-warning {{implicit conversion from 'double' to 'int' changes value from 127.5 to 127}}
	uchar uc = 300; // expected-warning-re {{implicit conversion from 'int' to 'uchar'{{.*}} changes value from 300 to 44}}
	char c1 = 200; // expected-warning {{implicit conversion from 'int' to 'char' changes value from 200 to -56}}
	char c2 = 0xC8;
	char c3 = 0310;
	short s = 70000; // expected-warning {{implicit conversion from 'int' to 'short' changes value from 70000 to 4464}}
	int big = 3000000000; // expected-warning {{implicit conversion from 'long' to 'int' changes value from 3000000000 to -1294967296}}
	uint ubig = 3000000000;
	int4 v = 2.5; // expected-warning-re {{implicit conversion from 'double' to 'int4'{{.*}} changes value from 2.5 to 2}}
	int a[2] = {1.5, 300}; // expected-warning {{implicit conversion from 'double' to 'int' changes value from 1.5 to 1}}
	take(2.5, 300); // expected-warning {{changes value from 2.5 to 2}} expected-warning {{changes value from 300 to 44}}
	o[0] = 2.5; // expected-warning {{implicit conversion from 'double' to 'int' changes value from 2.5 to 2}}
	bool b = 0.5; // expected-warning {{implicit conversion from 'double' to 'bool' changes value from 0.5 to true}}
	bool b2 = 2;
	int n = -1.5; // expected-warning {{changes value from -1.5 to -1}}
	int n2 = 1e10; // expected-warning {{implicit conversion of out of range value from 'double' to 'int' is undefined}}
	int tiny = 1.0e-5; // expected-warning {{changes value from 1.0E-5 to 0}}
	int exact = 3.0;
	float f = 0.1f;
	int ff = 2.75f; // expected-warning {{implicit conversion from 'float' to 'int' changes value from 2.75 to 2}}
	char cc = 'a' + 200; // expected-warning {{implicit conversion from 'int' to 'char' changes value from 297 to 41}}
	uint um = -1;
	ushort us = 65536; // expected-warning-re {{implicit conversion from 'int' to 'ushort'{{.*}} changes value from 65536 to 0}}
	char ok = (char)300;
	if (c) {
		uchar x = 256; // expected-warning-re {{changes value from 256 to 0}}
		o[1] = x;
	}
	if (0) {
		uchar dead = 256;
		o[2] = dead;
	}
	o[3] = sizeof((char)1 + (uchar)0) + y + uc + c1 + c2 + c3 + s + big + ubig + v.x + a[0] + b + b2 + n + n2 + tiny + exact +
	       f + ff + cc + um + us + ok + ret() + retc();
}
