// Anonymous struct and union members (C11 6.7.2.1p13) holding arrays and
// nested two deep: their fields are reached by name from the outer struct
// (zocc found only one level and lost the path when an expression was
// checked again), named by designators ('.x', '.v = {..}', '.v[1]', a
// positional initializer going on after one), and laid out as clang lays
// them out (sizes and offsets stored by the kernel, compared with the
// reference's).
// kernel: k
// global: 1
// arg: global float o[24]
// arg: global int oi[16]
// expect: same-as-reference
typedef struct {
	union {
		struct { float x, y; };
		float v[2];
	};
	int k;
} P;

typedef struct {
	char c;
	union { int a[3]; short s; };
	struct { char d; double e2; };
	struct { union { struct { int deep; }; uchar bytes[4]; }; int last; };
} Q;

P make(float x, float y, int k)
{
	P p = { .x = x, .y = y, .k = k };
	return p;
}

kernel void k(global float *o, global int *oi)
{
	P a = { .x = 1, .k = 2 };
	P b = { .v = {3, 4} };
	P c = { .v[1] = 5 };
	P d = { { { 6, 7 } }, 8 };
	P e = { .y = 9, 10 };             /* 10 goes on to k */
	P f = make(12, 13, 14);
	Q q = { 1, .a[2] = 5, .d = 3, .e2 = 2.5, .deep = 0x04030201, .last = 9 };
	Q r = { .bytes = {7, 8, 9, 10} };
	global P *gp = (global P *)(o + 20);

	a.v[1] += 0.5f;
	o[0] = a.x; o[1] = a.y; o[2] = a.k;
	o[3] = b.x; o[4] = b.y; o[5] = c.v[0]; o[6] = c.y;
	o[7] = d.v[1]; o[8] = d.k; o[9] = e.y; o[10] = e.k;
	o[11] = f.v[0] + f.y + f.k;
	gp->x = 21;
	gp->v[1] = 22;
	o[12] = gp->v[0] + gp->y;
	o[13] = make(1, 2, 3).v[1];
	oi[0] = sizeof(P);
	oi[1] = sizeof(Q);
	oi[2] = (int)((char *)&q.e2 - (char *)&q);
	oi[3] = (int)((char *)&q.a[1] - (char *)&q);
	oi[4] = (int)((char *)&q.last - (char *)&q);
	oi[5] = q.a[2]; oi[6] = q.d; oi[7] = (int)(q.e2 * 2); oi[8] = q.c;
	oi[9] = q.bytes[0] + q.bytes[3] * 10;
	oi[10] = r.deep;
	oi[11] = q.s + q.a[0];
	oi[12] = (int)((char *)&q.deep - (char *)&q.bytes[0]);
	oi[13] = __alignof__(Q);
}
