// Regression (found by tests/random): in '(v * (g * p[i])) & 15' and
// 'f(a, b ^ p[i])' the grammar may read the parenthesized part as a type:
// 'v' a type name, '(g * p[i])' the parameter list of a function type whose
// parameter is an array of pointers, '^ p[i]' a block pointer to an array.
// Nothing there names a type, so the operand after '*' or '^' is an
// expression too: an index 'p[i]', a call 'f(x)' or a dereference '*q' as
// well as a plain name
// (zocc read back only plain names: "'v' does not name a type", "blocks
// are not supported").
// kernel: k
// global: 16
// arg: global int p[16] = (i * 7 + 2) % 16
// arg: global int o[96]
// expect: o[6*i] == ((p[i] * (i * p[(p[i] + 3) & 15])) & 15) + 1 and o[6*i+1] == p[(p[i & 15] - (i ^ p[(p[i] + i) & 15])) & 15] and o[6*i+2] == ((p[i] * (i * (i - 2))) & 15) and o[6*i+3] == ((p[i] * (p[1] * p[2])) & 15) and o[6*i+5] == ((p[i] * (i * p[(i + 2) & 15])) & 15) and o[6*i+4] == 100 // ((((p[i] * (i * p[1 if p[i] and i else 0])) & 15) + 1))

int h0(int a, int b) { return a - b; }

kernel void k(global const int *p, global int *o)
{
	int gid = get_global_id(0);
	int v = p[gid];
	o[6 * gid] = ((v * (gid * p[(v + 3) & 15])) & 15) + 1;
	o[6 * gid + 1] = p[(h0(p[gid & 15L], gid ^ p[(v + gid) & 15])) & 15];
	o[6 * gid + 2] = ((v * (gid * h0(gid, 2))) & 15);
	o[6 * gid + 3] = ((v * (p[1] * p[2])) & 15);
	int w = 100;
	w /= ((v * (gid * p[((ulong)(v && gid)) & 15L])) & 15) + 1;
	o[6 * gid + 4] = w;
	global const int *q = p + ((gid + 2) & 15);
	o[6 * gid + 5] = ((v * (gid * *q)) & 15);
}
