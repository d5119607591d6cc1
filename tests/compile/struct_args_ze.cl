// options: -device ze
// Structs and unions passed to kernels by value under the portable
// profile: zocc passes them as IGC builds them (a pointer to the copy,
// FuncParamAttr ByVal), not as the environment's text lists them (an
// OpTypeStruct parameter, which IGC leaves out of its binary), and keeps
// the environment's list of member types (no arrays): nested structs, a
// union of scalars, float4 and int2 members, a packed struct.
typedef struct { float c2, c3, cpot; } shift_t;
typedef struct { int eeltype; float epsfac, c_rf; shift_t disp, rep; } params_t;
typedef union { float f; uint u; } word_t;
typedef struct { float4 pos, vel; int2 sign; word_t w; } particle_t;
typedef struct __attribute__((packed)) { char a; int x; char b; } packed_t;

kernel void forces(global float4 *f, params_t p, particle_t q, packed_t k)
{
	size_t i = get_global_id(0);

	f[i] = q.pos + q.vel * p.epsfac + p.disp.c2 * p.rep.cpot + (float)(q.sign.x + k.x + k.a) + q.w.f;
}

kernel void scale(global float *f, word_t w)
{
	f[get_global_id(0)] *= w.f;
}
