// -Wtautological-compare (on by default): a value compared with itself;
// and -Wtautological-constant-out-of-range-compare: a constant the other
// side's type cannot hold (a 'uchar' against 300), or a boolean value
// against a constant other than 0 and 1.  Not in macros, not for floating
// values (NaN is not equal to itself), not in sizeof.
typedef struct { int x; } S;
#define SAME(a) ((a) == (a))

kernel void k(global int *o, float f, int4 v, global int *p, int i, S s, global S *ps)
{
	int a[3] = {0};
	uchar c = o[16];
	bool b = o[1];

	o[0] = f == f;
	o[1] = (v == v).x; // expected-warning {{self-comparison always evaluates to true}}
	o[2] = p == p; // expected-warning {{self-comparison always evaluates to true}}
	o[3] = p[i] == p[i]; // expected-warning {{self-comparison always evaluates to true}}
	o[4] = s.x == s.x; // expected-warning {{self-comparison always evaluates to true}}
	o[5] = ps->x == ps->x; // expected-warning {{self-comparison always evaluates to true}}
	o[6] = p[0] != p[0]; // expected-warning {{self-comparison always evaluates to false}}
	o[7] = i + 1 == i + 1;
	o[8] = SAME(i);
	o[9] = i >= i; // expected-warning {{self-comparison always evaluates to true}}
	o[10] = (i) < (i); // expected-warning {{self-comparison always evaluates to false}}
	o[11] = v.x == v.x;
	o[12] = sizeof(i == i);
	o[13] = i == (int)i;
	o[14] = a[1] == a[1]; // expected-warning {{self-comparison always evaluates to true}}
	o[15] = c > 300; // expected-warning-re {{result of comparison of constant 300 with expression of type {{.*}}uchar{{.*}} is always false}}
	o[16] = c > -1; // expected-warning-re {{result of comparison of constant -1 with expression of type {{.*}}uchar{{.*}} is always true}}
	o[17] = (i < 3) == 2; // expected-warning {{result of comparison of constant 2 with boolean expression is always false}}
	o[18] = (i < 3) >= 0; // expected-warning {{result of comparison of constant 0 with boolean expression is always true}}
	o[19] = c == 256; // expected-warning-re {{result of comparison of constant 256 with expression of type {{.*}}uchar{{.*}} is always false}}
	o[20] = b == 2; // expected-warning-re {{result of comparison of constant 2 with expression of type '{{.*}}bool' is always false}}
	o[21] = 300 < c; // expected-warning-re {{result of comparison of constant 300 with expression of type {{.*}}uchar{{.*}} is always false}}
	o[22] = c != 1000; // expected-warning-re {{result of comparison of constant 1000 with expression of type {{.*}}uchar{{.*}} is always true}}
	o[23] = (short)i > 40000; // expected-warning {{result of comparison of constant 40000 with expression of type 'short' is always false}}
	o[24] = c < 255 && c >= 0 && c <= 255 && i < 2147483647;
	o[25] = (uint)i >= 0;
	if (0)
		o[26] = c > 300;
}
