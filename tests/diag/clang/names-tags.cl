// Names: a struct, union or enum named without its tag, or a tag that
// names nothing.
// parse: invalid
struct particle { float4 pos; float4 vel; };
union word { uint u; float f; };
enum filter { NEAREST, LINEAR };

kernel void struct_tag(global float4 *out)
{
	particle p;
	p.pos = out[0];
	out[1] = p.pos;
}

kernel void struct_tag_param(global particle *ps, global float4 *out)
{
	out[0] = ps[0].pos;
}

kernel void union_tag(global uint *out)
{
	word w;
	w.f = 1.0f;
	out[0] = w.u;
}

kernel void enum_tag(global int *out)
{
	filter f = LINEAR;
	out[0] = f;
}

kernel void tag_sizeof(global int *out)
{
	out[0] = sizeof(particle);
}

kernel void tag_cast(global struct particle *in, global float4 *out)
{
	out[0] = ((particle *)in)->pos; // clang-only-error {{use of undeclared identifier 'particle'}} worse: zocc checks nothing of a statement it could not parse
}

kernel void unknown_struct(global int *out)
{
	struct point p;
	out[0] = 1;
}

kernel void wrong_tag_kind(global int *out)
{
	union particle q;
	out[0] = 1;
}
