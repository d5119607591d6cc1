// Unions in __constant and private memory, initialized through any member
// (C99 6.7.8p17: the first unless designated).  zocc's SPIR-V type of a
// union is its largest member, so a constant made through another member
// is that member's bytes read as the largest one (little-endian, as the
// memory holds them); the rest of the union is zero.
// kernel: k
// global: 1
// arg: global uint out[24]
// expect: same-as-reference
// expect: out[0] == 5 and out[1] == 0x3f800000 and out[2] == 0x04030201 and out[3] == 0x0000ff07
// expect: out[4] == 9 and out[5] == 0x40000000 and out[6] == 0x0201 and out[7] == 0x61

typedef union { uchar c; uint i; } U1;
typedef union { int i; float f; } U2;
typedef union { uint w; uchar b[4]; } U3;
typedef union { struct { uchar lo; uchar hi; } s; ushort h; uint pad; } U4;
typedef struct { int n; union { float f; long d; } v; } S;

constant U1 u1 = {5};
constant U2 u2 = {.f = 1.0f};
constant U3 u3 = {.b = {1, 2, 3, 4}};
constant U4 u4 = {{7, 255}};
constant S s = {9, {2.0f}};
constant U4 rows[2] = {{.h = 0x0201}, {{0x61}}};

void put(global uint *o, U1 a, U2 b, U3 c, U4 d, S e, U4 r0, U4 r1)
{
	o[0] = a.i;
	o[1] = b.i;
	o[2] = c.w;
	o[3] = d.pad;
	o[4] = e.n;
	o[5] = as_uint(e.v.f);
	o[6] = r0.pad;
	o[7] = r1.pad;
}

kernel void k(global uint *out)
{
	U1 p1 = {5};
	U2 p2 = {.f = 1.0f};
	U3 p3 = {.b = {1, 2, 3, 4}};
	U4 p4 = {{7, 255}};
	S ps = {9, {2.0f}};
	U4 prows[2] = {{.h = 0x0201}, {{0x61}}};

	put(out, u1, u2, u3, u4, s, rows[0], rows[1]);
	put(out + 8, p1, p2, p3, p4, ps, prows[0], prows[1]);
	for (int i = 16; i < 24; i++)
		out[i] = i;
}
