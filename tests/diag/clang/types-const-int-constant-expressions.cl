// clang's OpenCL C, as C++ does, takes a const integer variable whose
// initializer is an integer constant expression as one too: an array
// bound (oneDNN's 'const int n = AXIS / GROUP; float d[n];'), a case
// label, an enumerator, a typedef's bound, at program scope and in a
// function, silently.  A volatile one, one of float type or one whose
// initializer is not such an expression stays a variable: a variable
// length array (an error in OpenCL C).  Where clang folds what is no
// constant expression (case labels, enumerators, designators), it is a
// GNU extension: a warning under -pedantic or -Wgnu-folding-constant.
// options: -cl-std=CL2.0
// variants: -pedantic | -Wgnu | -Wgnu-folding-constant | -pedantic -Wno-gnu | -pedantic-errors | -Werror=gnu-folding-constant
#define AXIS 64
#define GROUP 16
constant int lanes = 8;
const constant int widths = lanes * 2;
constant float table[lanes] = {1};
typedef struct { float v[widths]; } Row;
int volatile_n(void);

kernel void k(global int *out, int dyn)
{
	const int n = AXIS / GROUP;
	const char c = 44;
	const bool b = n > 2;
	const long big = 1L << 40;
	const int after = n + c + b;
	volatile const int vn = 4;
	const int dn = dyn;
	const float fn = 4.0f;
	const int from_float = 0.5f * 8;
	float d[n];
	int e[c];
	int f[after];
	int g[big >> 38];
	int h[vn];                // expected-error {{variable length arrays are not supported in OpenCL}}
	int j[dn];                // expected-error {{variable length arrays are not supported in OpenCL}}
	int l[from_float];        // expected-error {{variable length arrays are not supported in OpenCL}}
	int m[(int)(0.5f * 8)];   // expected-error {{variable length arrays are not supported in OpenCL}}
	Row row;
	enum { A = n, B = (int)(0.5f * 8) };
	typedef char folded[((n == 4) * (after == 49) * b * (c == 44)) ? 1 : -1];
	int init[8] = { [(int)(0.5f * 4)] = 1, [n] = 2 };
	switch (out[0]) {
	case n: out[1] = 1; break;
	case (int)(0.5f * 12): out[1] = 2; break;
	}
	d[0] = table[0] + row.v[0];
	out[0] = d[0] + e[0] + f[0] + g[0] + h[0] + j[0] + l[0] + m[0] + A + B + init[2];
}
