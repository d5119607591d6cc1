// Statement expressions as the right operand of every kind of compound
// assignment (each with its own conversion: uchar into float, float into
// int, a shift count, a scalar into a vector, a pointer offset), nested,
// and in a loop body, as macro-built code writes them.  A compound
// assignment checks 'a op b' again after b: the body's declarations must
// be made once (they were made twice, and irgen found a variable without
// storage: "internal error: 'sy_' has no storage").
// kernel: k
// global: 1
// arg: global int o[4]
// arg: global float f[1]
// arg: global uchar u[4] = (i + 1) * 10
// arg: int n = 3
// expect: o[0] == 201
// expect: o[1] == 14
// expect: o[2] == 76
// expect: o[3] == 6
// expect: f[0] == 100.25
#define TWICE(x) ({ __typeof__(x) t_ = (x); t_ + t_; })
kernel void k(global int *o, global float *f, global uchar *u, int n)
{
	float s = 0.5f;
	int i = 1;
	long l = 1;
	float4 v = (float4)(1.0f);
	global int *p = o;

	for (int t = 0; t < 4; t++)
		s += ({ int a_ = t; int b_ = a_ + n; u[b_ % 4]; });
	i *= ({ float q_ = 2.5f; q_; });
	l <<= ({ int sh_ = n; sh_ + 1; });
	v *= ({ float m_ = (float)n; m_; });
	p += ({ int off_ = 1; off_; });
	i += TWICE(({ int z_ = n; z_ * 2; }));
	o[0] = (int)(s * 2.0f);
	o[1] = i;
	o[2] = (int)l;
	p[2] = (int)(v.x + v.w);
	o[2] += ({ int c_ = o[3]; c_ > 5 ? ({ int d_ = c_; d_ * 10; }) : 0; });
	f[0] = s -= ({ float e_ = 0.25f; e_; });
}
