// Structs and unions: a typedef of an anonymous struct, a tagged struct
// holding an array and a nested struct, a union, struct locals and
// pointers to structs as parameters.  dist2 takes its structs by value:
// IGC rebuilds such a function with a compilation unit of its own, which
// breaks its DWARF of a kernel it is inlined into, so zocc gives dist2 no
// debug information (irgen/debug.c, irg_dbg_describes) and its lines and
// variables are missing from the comparison (igc-loses).
// igc-loses: dist2
// kernel: nearest
// global: 8
// arg: global float pts[16] = i % 7 - 3.0
// arg: int count = 8
// arg: global float out[8]
// python: P = [(k % 7 - 3.0, (k + 1) % 7 - 3.0) for k in range(0, 16, 2)]
// python: def near(i):
// python:     x, y = P[i]
// python:     return sum((x - a) ** 2 + (y - b) ** 2 for a, b in P[:8]) + x + 2
// expect: close(out[i], near(i))

typedef struct { float x, y; } pt;

struct cell {
	int id[3];
	pt corner;
};

union bits {
	float f;
	uint u;
};

float dist2(pt a, pt b)
{
	float dx = a.x - b.x;
	float dy = a.y - b.y;
	return dx * dx + dy * dy;
}

float first_x(__global const pt *p)
{
	return p->x;
}

__kernel void nearest(__global const pt *pts, int count, __global float *out)
{
	int gid = get_global_id(0);
	pt p = pts[gid];
	struct cell c;
	union bits b;
	float sum = 0.0f;
	for (int j = 0; j < count; j++) {
		float cx = dist2(p, pts[j]);
		sum += cx;
	}
	c.id[0] = gid;
	c.corner = p;
	b.f = first_x(pts + gid);
	out[gid] = sum + b.f + c.corner.y - p.y + c.id[0] - gid + 2.0f;
}
