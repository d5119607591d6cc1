// Names: a member of a struct, a union or a vector misspelt.
typedef struct {
	float4 position;
	float4 velocity;
	float mass;
} particle;

typedef union { float f; uint u; } bits;

kernel void member_misspelt(global particle *p, float dt)
{
	int i = get_global_id(0);
	p[i].position += p[i].velocty * dt;
}

kernel void member_arrow(global particle *p)
{
	p->mas = 1.0f;
}

kernel void member_plural(global particle *p, global float *out)
{
	out[0] = p[0].positions.x;
}

kernel void union_member(global float *in, global uint *out)
{
	bits b;
	b.f = in[0];
	out[0] = b.uint;
}

kernel void member_of_scalar(global float *in, global float *out)
{
	float v = in[0];
	out[0] = v.value;
}

kernel void arrow_on_struct(global particle *p, global float *out)
{
	particle q = p[0];
	out[0] = q->mass;
}

kernel void dot_on_pointer(global particle *p, global float *out)
{
	out[0] = p.mass;
}

struct node { int key; struct node *next; };
kernel void self_ref(global int *out)
{
	struct node n = {1, 0};
	out[0] = n.value;
}
