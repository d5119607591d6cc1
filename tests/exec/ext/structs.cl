// Structs: a struct in private memory filled by a helper through a pointer,
// and an array of structs in global memory read by members.
// requires: structs
// kernel: particles
// global: 64
// arg: global float pos[128] = i * 0.25
// arg: global float out[64]
// expect: out[i] == f32(f32(pos[2*i] * 2) + pos[2*i + 1])

typedef struct {
	float x, y;
} point;

struct scaled {
	point p;
	float k;
};

void make(struct scaled *s, global const point *src, float k)
{
	s->p = *src;
	s->k = k;
}

kernel void particles(global const point *pos, global float *out)
{
	int i = get_global_id(0);
	struct scaled s;
	make(&s, &pos[i], 2.0f);
	float t = s.p.x * s.k;
	out[i] = t + s.p.y;
}
