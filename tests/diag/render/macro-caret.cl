// The whole clang-style rendering, checked byte for byte against
// macro-caret.err: the source line, the caret under the column (tabs kept),
// and the notes that walk out of nested macro expansions.
// parse: invalid
#define SCALE(x) ((x) * factor)
#define APPLY(v) SCALE(v) + 1
kernel void f(global float *p)
{
	p[0] = APPLY(p[1]);
}
kernel void g(global int *q)
{
	q[0] = q[1] +;
}
