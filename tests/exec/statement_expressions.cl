// GNU statement expressions '({ ... })' as macro-built code uses them: the
// value is the last expression statement's; declarations inside are local
// to it (and may shadow outer names); loops, ifs and labels inside; break,
// continue and return leave from inside one; nested ones; vector, pointer
// and struct values; a void one as a statement; in conditions and loop
// headers.
// kernel: k
// global: 64
// arg: global int a[64] = rnd(i, -100, 100)
// arg: global int b[64] = rnd(i + 64, -100, 100)
// arg: global int o[1024]
// python: def want(j):
// python:     i, k = j // 16, j % 16
// python:     x, y = a[i], b[i]
// python:     s = 0
// python:     for n in range(10):
// python:         if n == 7: break
// python:         if n % 3 == 0: continue
// python:         s += n
// python:     tri = sum(range(abs(x) % 10 + 1))
// python:     return [max(x, y), min(x, y), y, x, s, tri, 2 * (x + y),
// python:             x + y + 1, (x if x > 0 else -x), 12 + i, i % 5 + 3,
// python:             y * 3, x - y, 1 if x > y else 0, 41, -1][k]
// expect: o[i] == want(i)

#define MAX(p, q) ({ int _p = (p), _q = (q); _p > _q ? _p : _q; })
#define MIN(p, q) ({ int _p = (p), _q = (q); _p < _q ? _p : _q; })
#define SWAP(p, q) ({ int _t = (p); (p) = (q); (q) = _t; })
#define ABS(v) ({ int _v = (v); if (_v < 0) _v = -_v; _v; })

typedef struct { int lo, hi; } Pair;

int twice(int v)
{
	return ({ int t = v; t * 2; });
}

int early(int v)
{
	int r = ({ if (v > 0) return v; -v; });
	return r;
}

kernel void k(global const int *a, global const int *b, global int *o)
{
	int i = get_global_id(0);
	int x = a[i], y = b[i];
	global int *out = o + 16 * i;
	int s = 0;

	out[0] = MAX(x, y);
	out[1] = MIN(x, y);
	{
		int u = x, v = y;
		SWAP(u, v);
		out[2] = u;
		out[3] = v;
	}
	for (int n = 0; n < 10; n++)
		s += ({ if (n == 7) break; if (n % 3 == 0) continue; n; });
	out[4] = s;
	out[5] = ({ int t = 0; for (int n = 0; n <= ABS(x) % 10; n++) t += n; t; });
	out[6] = twice(x + y);
	out[7] = ({ int x = a[i] + 1; x + y; });   /* shadows x */
	out[8] = early(x);
	out[9] = ({ global int *p = out; p; })[0] == MAX(x, y) ? 12 + i : 0;
	out[10] = ({ int q = i % 5; goto done; q = 100; done: q + 3; });
	out[11] = ({ int3 v = (int3)(y, 2 * y, 3 * y); v; }).z;
	out[12] = ({ Pair p = {y, x}; p; }).hi - y;
	if (({ int d = x - y; d > 0; }))
		out[13] = 1;
	else
		out[13] = 0;
	({ out[14] = 41; });
	out[15] = ({ ({ int z = -1; z; }); });
}
