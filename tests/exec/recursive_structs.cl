// Structures that point to themselves, directly or through another one:
// a singly linked list through a typedef declared before the structure,
// a tree whose nodes sit in __local memory, two structures that point to
// each other, a union holding a pointer to itself, and a pointer member
// in another address space than the structure's own.  SPIR-V needs an
// OpTypeForwardPointer for each (zocc recursed forever on them).
// kernel: k
// global: 4
// local: 4
// arg: global int o[4 * 4]
// python: def want(i):
// python:     w, k = divmod(i, 4)
// python:     return [1 + 2 + 3 + w, 10 + 20 + 30, 7 * 2 + w, 5][k]
// expect: o[i] == want(i)
typedef struct node node;
struct node { int v; node *next; };

struct tree { int v; local struct tree *left, *right; };

struct b;
struct a { int v; struct b *b; };
struct b { int w; struct a *a; };

union link { union link *up; long pad; };

typedef struct gnode { global struct gnode *next; private struct gnode *priv; int v; } gnode;

int list_sum(node *n)
{
	int s = 0;

	for (; n; n = n->next)
		s += n->v;
	return s;
}

int tree_sum(local struct tree *t)
{
	/* no recursion in OpenCL C: an explicit stack of two levels */
	int s = t->v;

	if (t->left)
		s += t->left->v;
	if (t->right)
		s += t->right->v;
	return s;
}

kernel void k(global int *o)
{
	local struct tree nodes[3];
	int i = get_global_id(0);
	node n3 = {3 + i, 0}, n2 = {2, &n3}, n1 = {1, &n2};
	struct a a;
	struct b b;
	union link l0, l1;
	gnode g0, g1;

	if (get_local_id(0) == 0) {
		nodes[0].v = 10;
		nodes[0].left = &nodes[1];
		nodes[0].right = &nodes[2];
		nodes[1].v = 20;
		nodes[1].left = nodes[1].right = 0;
		nodes[2].v = 30;
		nodes[2].left = nodes[2].right = 0;
	}
	barrier(CLK_LOCAL_MEM_FENCE);
	a.v = 7;
	a.b = &b;
	b.w = i;
	b.a = &a;
	l0.up = 0;
	l1.up = &l0;
	g0.v = 5;
	g0.next = 0;
	g0.priv = 0;
	g1.v = 0;
	g1.next = 0;
	g1.priv = &g0;
	o[4 * i + 0] = list_sum(&n1);
	o[4 * i + 1] = tree_sum(&nodes[0]);
	o[4 * i + 2] = a.b->a->v + b.a->b->a->v + a.b->w;
	o[4 * i + 3] = (l1.up->up == 0 ? g1.priv->v : -1) + (g1.priv->next == 0 ? 0 : 100);
}

/* a kernel argument of such a structure (compiled and taken by IGC) */
struct gn { global struct gn *next; int v; };
kernel void arg(global struct gn *p, global int *o)
{
	o[0] = p->next ? p->next->v : p->v;
}
