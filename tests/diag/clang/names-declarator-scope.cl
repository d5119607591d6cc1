// C99 6.2.1p7: an identifier is in scope just after its declarator, so it
// may be named in its own initializer (oneDNN's overloaded load helpers:
// 'float tmp = load(tmp, src + off);'), in a block that hides an outer
// one too, in a static and at program scope; an __auto_type variable has
// no type there yet, which is clang's error.
// options: -cl-std=CL2.0
float __attribute__((overloadable)) load(float dst, const global float *src) { return src[0]; }
float2 __attribute__((overloadable)) load(float2 dst, const global float *src) { return vload2(0, src); }
constant int self_size = sizeof(self_size) * 2;
global int counter = sizeof(counter);

kernel void k(global float *out, const global float *src, int off)
{
	float tmp = load(tmp, src + off);
	float2 v = load(v, src);
	int n = sizeof(n) + 1;
	int x = 3;
	{
		int x = n + 1;
		out[2] = x;
	}
	static global int s = sizeof(s);
	__auto_type a = a + 1; // expected-error {{variable 'a' declared with deduced type '__private __auto_type' cannot appear in its own initializer}}
	out[get_global_id(0)] = tmp + v.y + n + x + self_size + counter + s;
}
