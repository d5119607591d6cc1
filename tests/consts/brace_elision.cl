// C99 6.7.8p20: braces left out around subaggregates, in __constant and
// private objects: S s = {0} with an array first member, a 2-D array from a
// flat list, a vector member from one scalar (every component, as clang
// does), nested structs, designators in the middle of elided lists, and
// what a list leaves out is zero.
// kernel: k
// global: 1
// arg: global float out[64]
// expect: same-as-reference
// expect: out[0] == 0 and out[1] == 3 and out[2] == 4.5 and out[3] == 3 and out[4] == 1 and out[5] == 2
// expect: out[6] == 4 and out[7] == 0 and out[8] == 7 and out[9] == 2 and out[10] == 5 and out[11] == 8

typedef struct { int a[3]; float f; } S;
typedef struct { float4 v; int b[3]; } V;
typedef struct { S s; int t; } N;
typedef struct { int a; int b[2]; } P;

constant S s0 = {0};
constant S s1 = {1, 2, 3, 4.5f};
constant int m[2][2] = {1, 2, 3, 4};
constant V x = {1, 2, 3, 4};
constant N n = {{{1}, 2}, 3};
constant int rows[3][2] = {{1}, 2, 3, {4}};
constant P ps[2] = {1, 2, 3, 4, 5, 6};
constant S d = {.a[1] = 7, 8, .f = 2};

void put(global float *o, const S *s0, const S *s1, const int (*m)[2], const V *x, const N *n,
         const int (*rows)[2], const P *ps, const S *d)
{
	o[0] = s0->a[2] + s0->f;
	o[1] = s1->a[2];
	o[2] = s1->f;
	o[3] = m[1][0];
	o[4] = x->v.w;
	o[5] = x->b[0];
	o[6] = x->b[2];
	o[7] = n->s.a[1];
	o[8] = d->a[1];
	o[9] = rows[1][0];
	o[10] = ps[1].b[0];
	o[11] = d->a[2];
	o[12] = d->f + n->t + rows[2][0] + rows[0][1] + ps[0].a;
}

kernel void k(global float *out)
{
	S p0 = {0};
	S p1 = {1, 2, 3, 4.5f};
	int pm[2][2] = {1, 2, 3, 4};
	V px = {1, 2, 3, 4};
	N pn = {{{1}, 2}, 3};
	int prows[3][2] = {{1}, 2, 3, {4}};
	P pps[2] = {1, 2, 3, 4, 5, 6};
	S pd = {.a[1] = 7, 8, .f = 2};
	S c0 = s0, c1 = s1, cd = d;
	V cx = x;
	N cn = n;
	int cm[2][2], crows[3][2];
	P cps[2] = {ps[0], ps[1]};

	for (int i = 0; i < 2; i++)
		for (int j = 0; j < 2; j++)
			cm[i][j] = m[i][j];
	for (int i = 0; i < 3; i++)
		for (int j = 0; j < 2; j++)
			crows[i][j] = rows[i][j];
	put(out, &c0, &c1, cm, &cx, &cn, crows, cps, &cd);
	put(out + 16, &p0, &p1, pm, &px, &pn, prows, pps, &pd);
	for (int i = 13; i < 16; i++)
		out[i] = out[16 + i] = 0;
	for (int i = 32; i < 64; i++)
		out[i] = i;
}
