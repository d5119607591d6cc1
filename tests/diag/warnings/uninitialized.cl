// -Wuninitialized (in -Wall): a read every path reaches without an
// assignment, with the note that offers the initializer clang would add
// (0.0 for floating types, '\0' for chars, NULL for pointers; a vector or
// an enum gets "declared here" instead).  Taking the address of a variable,
// or assigning one of its components, counts as initializing it, as in
// clang; sizeof, (void)x and code no path reaches do not read it.
// options: -Wall
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
enum color { RED, GREEN };

void take(int *p) { *p = 1; }

kernel void k(global int *o)
{
	int a;
	float f;
	char ch;
	uchar uc;
	bool b;
	global int *gp;
	half h;
	float4 v, w;
	enum color col;
	int inc, cmp, addr, comp, sz, vd, dead; // expected-warning {{unused variable 'comp'}}
	int4 part;

	o[0] = a; // expected-warning {{variable 'a' is uninitialized when used here}} expected-note@15 {{initialize the variable 'a' to silence this warning}}
	o[1] = f; // expected-warning {{variable 'f' is uninitialized when used here}} expected-note@16 {{initialize the variable 'f' to silence this warning}}
	o[2] = ch; // expected-warning {{variable 'ch' is uninitialized when used here}} expected-note@17 {{initialize the variable 'ch' to silence this warning}}
	o[3] = uc; // expected-warning {{variable 'uc' is uninitialized when used here}} expected-note@18 {{initialize the variable 'uc' to silence this warning}}
	o[4] = b; // expected-warning {{variable 'b' is uninitialized when used here}} expected-note@19 {{initialize the variable 'b' to silence this warning}}
	o[5] = *gp; // expected-warning {{variable 'gp' is uninitialized when used here}} expected-note@20 {{initialize the variable 'gp' to silence this warning}}
	o[6] = h; // expected-warning {{variable 'h' is uninitialized when used here}} expected-note@21 {{initialize the variable 'h' to silence this warning}}
	o[7] = v.x + dot(v, v); /* v.x first: clang takes a component read as reaching v */
	o[14] = dot(w, w); // expected-warning {{variable 'w' is uninitialized when used here}} expected-note@22 {{variable 'w' is declared here}}
	o[8] = col; // expected-warning {{variable 'col' is uninitialized when used here}} expected-note@23 {{variable 'col' is declared here}}
	inc++; // expected-warning {{variable 'inc' is uninitialized when used here}} expected-note@24 {{initialize the variable 'inc' to silence this warning}}
	cmp += 2; // expected-warning {{variable 'cmp' is uninitialized when used here}} expected-note@24 {{initialize the variable 'cmp' to silence this warning}}
	take(&addr);
	o[9] = addr;
	part.x = 1;
	o[10] = part.y;
	o[11] = sizeof(sz);
	(void)vd;
	if (0)
		o[12] = dead;
	o[13] = inc + cmp;
}

// a variable read in its own initializer (in scope there, C99 6.2.1p7), as
// oneDNN's 'float tmp = load(tmp, src + off);' does
float load_into(float x, const global float *p) { return *p + x * 0.0f; }

kernel void own_initializer(global float *out, const global float *src)
{
	float tmp = load_into(tmp, src); // expected-warning {{variable 'tmp' is uninitialized when used within its own initialization}}
	int n = n + 1; // expected-warning {{variable 'n' is uninitialized when used within its own initialization}}
	out[0] = tmp + n;
}
