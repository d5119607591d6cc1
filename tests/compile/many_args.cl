// A kernel of 72 parameters (structs by value among them) called by
// another kernel: a call, and the entry point that passes the parameters
// on, with more operands than a small fixed array holds (it was an
// internal error past 61 arguments).  The parameter lists are macros:
// parse: invalid
typedef struct { int a; float b; } pair_t;

#define P8(n) int n##0, int n##1, int n##2, int n##3, int n##4, int n##5, int n##6, int n##7
#define A8(n) n##0, n##1, n##2, n##3, n##4, n##5, n##6, n##7
#define S8(n) (n##0 + n##1 + n##2 + n##3 + n##4 + n##5 + n##6 + n##7)

kernel void wide(global int *o, pair_t p, P8(a), P8(b), P8(c), P8(d), P8(e), P8(f), P8(g), P8(h), pair_t q,
                 int last)
{
	o[get_global_id(0)] = S8(a) + S8(b) + S8(c) + S8(d) + S8(e) + S8(f) + S8(g) + S8(h) + p.a + q.a + last;
}

kernel void caller(global int *o, pair_t p, P8(a), P8(b), P8(c), P8(d), P8(e), P8(f), P8(g), P8(h))
{
	wide(o, p, A8(a), A8(b), A8(c), A8(d), A8(e), A8(f), A8(g), A8(h), p, 1);
}
