/* link_types.c — which types and constants of the modules being linked are
 * the same.
 *
 * SPIR-V names a type by an id, so the same struct in two modules has two
 * ids; an import's type is compared with its export's by structure, and
 * the result declares each type once (2.8: a non-aggregate type may not
 * be declared twice).  Two types are the same when they have the same
 * opcode, literals and decorations and their operands are the same: a
 * bisimulation, since a struct may point to itself through
 * OpTypeForwardPointer.  Each module's graph of types and constants is cut
 * into strongly connected components (Tarjan 1972, iteratively: the input
 * chooses the depth), visited dependencies first:
 *
 *   - a node on no cycle is keyed by its words with each operand replaced
 *     by its operand's class, which is known by then (hash-consing);
 *   - the nodes of a cycle are first told apart within the component
 *     (Moore's partition refinement, its outside operands' classes being
 *     known), then each is keyed by the component read breadth-first from
 *     it over those classes: two nodes have the same reading exactly when
 *     they unfold to the same infinite type.
 *
 * A key seen before gives the class of the node that first had it, so the
 * canonical member of a class is in the earliest module.  Spec constants
 * (a host may set each), variables and everything else stay alone. */
#include <stdlib.h>
#include <string.h>

#include "linkint.h"

/* Components larger than this are not keyed (reading each node costs the
 * component's size, and each key is that long): their nodes stay classes
 * of their own.  Recursive types make components of a few nodes. */
enum { SCC_MAX = 512 };

#define INTERNAL 0x80000000u /* marks an operand inside the component (gids stay below) */

typedef struct TS {
	L *l;
	const LinkMod *m;
	Map keys;            /* key words -> canonical gid (all modules) */
	uint32_t *dhead;     /* [bound]: index + 1 of the first decoration on each id */
	uint32_t *dnext;     /* [ins]: the next decoration on the same id */
	uint8_t *grouped;    /* [bound]: a decoration group decorates it (never merged) */
	uint8_t *merge;      /* [ins]: a type or constant another module may declare the same */
	uint32_t *local;     /* [ins]: index + 1 in the component being keyed */
	Words key;           /* the key being built */
	Arena *tmp;          /* per-component maps */
} TS;

static void
put(TS *t, uint32_t x)
{
	words_push(t->l->c, &t->key, x);
}

/* The decorations on the node's id, sorted so that their order in the
 * module does not matter: count, then each as length and words after the
 * target (ids in them as gids, which no other module shares). */
static int
deco_cmp(const void *a, const void *b, void *ud)
{
	const TS *t = ud;
	const SpvIns *x = &t->m->b.ins.v[*(const uint32_t *)a], *y = &t->m->b.ins.v[*(const uint32_t *)b];
	const uint32_t *wx = lw(t->m, x), *wy = lw(t->m, y);
	uint32_t i, n = x->nw < y->nw ? x->nw : y->nw;

	if ((wx[0] & 0xffff) != (wy[0] & 0xffff))
		return (wx[0] & 0xffff) < (wy[0] & 0xffff) ? -1 : 1;
	for (i = 2; i < n; i++)
		if (wx[i] != wy[i])
			return wx[i] < wy[i] ? -1 : 1;
	return x->nw < y->nw ? -1 : x->nw > y->nw;
}

/* qsort has no context argument: a small insertion sort (a type has a
 * handful of decorations). */
static void
sort_decos(TS *t, uint32_t *v, size_t n)
{
	size_t i, j;

	for (i = 1; i < n; i++) {
		uint32_t x = v[i];

		for (j = i; j > 0 && deco_cmp(&v[j - 1], &x, t) > 0; j--)
			v[j] = v[j - 1];
		v[j] = x;
	}
}

static void
put_decos(TS *t, uint32_t id)
{
	const LinkMod *m = t->m;
	VEC(uint32_t) ds = {0};
	uint32_t d;
	size_t i;

	for (d = t->dhead[id]; d; d = t->dnext[d - 1])
		VEC_PUSH(t->tmp, &ds, d - 1);
	if (ds.n > 1)
		sort_decos(t, ds.v, ds.n);
	put(t, (uint32_t)ds.n);
	for (i = 0; i < ds.n; i++) {
		const SpvIns *in = &m->b.ins.v[ds.v[i]];
		const uint32_t *w = lw(m, in);
		uint32_t k, p = 0;

		put(t, in->nw);
		put(t, w[0] & 0xffff);
		for (k = 2; k < in->nw; k++) {
			/* ids of OpDecorateId as gids */
			while (p < in->nids && m->b.idpos.v[in->ids + p] < k)
				p++;
			put(t, p < in->nids && m->b.idpos.v[in->ids + p] == k ? m->base + w[k] : w[k]);
		}
	}
}

/* The node's words: opcode and word count, then every word but the result
 * id, each id operand as its class (or, inside the component being keyed,
 * INTERNAL | inner(local index)); then its decorations.  inner maps a
 * local index to what the key says of it. */
static void
put_node(TS *t, const SpvIns *in, uint32_t (*inner)(TS *, uint32_t, void *), void *ud)
{
	const LinkMod *m = t->m;
	const uint32_t *w = lw(m, in);
	uint32_t k, p = 0;

	put(t, w[0]);
	for (k = 1; k < in->nw; k++) {
		if (k == in->res)
			continue;
		while (p < in->nids && m->b.idpos.v[in->ids + p] < k)
			p++;
		if (p < in->nids && m->b.idpos.v[in->ids + p] == k) {
			const SpvIns *d = ldef(m, w[k]);
			uint32_t li = d ? t->local[d - m->b.ins.v] : 0;

			put(t, li && inner ? INTERNAL | inner(t, li - 1, ud) : t->l->cls[m->base + w[k]]);
		} else {
			put(t, w[k]);
		}
	}
	if (t->grouped[w[in->res]]) {
		put(t, 0xffffffffu);
		put(t, m->base + w[in->res]); /* alone */
	} else {
		put_decos(t, w[in->res]);
	}
}

/* The class of the key just built: an earlier node's, or g's own. */
static uint32_t
classify(TS *t, uint32_t g)
{
	size_t bytes = t->key.n * 4;
	void *found = map_get(&t->keys, (const char *)t->key.v, bytes);
	char *k;

	if (found)
		return (uint32_t)(uintptr_t)found;
	k = ar_alloc(&t->l->c->ar, bytes);
	memcpy(k, t->key.v, bytes);
	map_put(&t->keys, k, bytes, (void *)(uintptr_t)g);
	return g;
}

/* ---- a component with a cycle --------------------------------------- */

typedef struct Comp {
	uint32_t *node;   /* instruction indices */
	size_t n;
	uint32_t *cl;     /* local class of each node */
	uint32_t ncl;
	uint32_t *rep;    /* [ncl]: a node of each local class */
	uint32_t *bfs;    /* [ncl]: reading position + 1 */
	uint32_t *queue;  /* [ncl]: classes in reading order */
	uint32_t nq;
} Comp;

static uint32_t
inner_marker(TS *t, uint32_t li, void *ud)
{
	return 0;
}

/* the reading position of a node's class, queuing the class when new */
static uint32_t
inner_bfs(TS *t, uint32_t li, void *ud)
{
	Comp *cp = ud;
	uint32_t k = cp->cl[li];

	if (!cp->bfs[k]) {
		cp->queue[cp->nq++] = k;
		cp->bfs[k] = cp->nq;
	}
	return cp->bfs[k] - 1;
}

/* Number the keys just built: a small map in the component's arena. */
static uint32_t
local_class(TS *t, Map *m, uint32_t *count)
{
	size_t bytes = t->key.n * 4;
	void *found = map_get(m, (const char *)t->key.v, bytes);
	char *k;

	if (found)
		return (uint32_t)(uintptr_t)found - 1;
	k = ar_alloc(t->tmp, bytes);
	memcpy(k, t->key.v, bytes);
	map_put(m, k, bytes, (void *)(uintptr_t)(*count + 1));
	return (*count)++;
}

static void
key_component(TS *t, uint32_t *nodes, size_t n)
{
	L *l = t->l;
	const LinkMod *m = t->m;
	Comp cp = {nodes, n};
	uint32_t *next;
	size_t i, j;

	for (i = 0; i < n; i++)
		t->local[nodes[i]] = (uint32_t)i + 1;
	if (n > SCC_MAX) {
		for (i = 0; i < n; i++)
			t->local[nodes[i]] = 0;
		return; /* each node a class of its own (cls is already itself) */
	}
	cp.cl = ar_alloc(t->tmp, n * sizeof *cp.cl);
	next = ar_alloc(t->tmp, n * sizeof *next);
	/* Moore: the labels first, then split by the operands' classes until
	 * no class splits */
	{
		Map mp;

		map_init(&mp, t->tmp);
		cp.ncl = 0;
		for (i = 0; i < n; i++) {
			t->key.n = 0;
			put_node(t, &m->b.ins.v[nodes[i]], inner_marker, &cp);
			cp.cl[i] = local_class(t, &mp, &cp.ncl);
		}
	}
	for (;;) {
		Map mp;
		uint32_t ncl = 0;

		map_init(&mp, t->tmp);
		for (i = 0; i < n; i++) {
			const SpvIns *in = &m->b.ins.v[nodes[i]];
			const uint32_t *w = lw(m, in);

			t->key.n = 0;
			put(t, cp.cl[i]);
			for (j = 0; j < in->nids; j++) {
				const SpvIns *d = ldef(m, w[m->b.idpos.v[in->ids + j]]);
				uint32_t li = d ? t->local[d - m->b.ins.v] : 0;

				if (li)
					put(t, cp.cl[li - 1]);
			}
			next[i] = local_class(t, &mp, &ncl);
		}
		memcpy(cp.cl, next, n * sizeof *next);
		if (ncl == cp.ncl)
			break;
		cp.ncl = ncl;
	}
	cp.rep = ar_alloc(t->tmp, cp.ncl * sizeof *cp.rep);
	cp.bfs = ar_alloc(t->tmp, cp.ncl * sizeof *cp.bfs);
	cp.queue = ar_alloc(t->tmp, cp.ncl * sizeof *cp.queue);
	for (i = n; i-- > 0;)
		cp.rep[cp.cl[i]] = (uint32_t)i;
	/* each node keyed by the component read from it */
	for (i = 0; i < n; i++) {
		const SpvIns *in = &m->b.ins.v[nodes[i]];
		uint32_t q;

		memset(cp.bfs, 0, cp.ncl * sizeof *cp.bfs);
		cp.nq = 0;
		t->key.n = 0;
		put(t, 0xfffffffeu); /* a cycle's key: never a plain node's */
		inner_bfs(t, (uint32_t)i, &cp);
		for (q = 0; q < cp.nq; q++)
			put_node(t, &m->b.ins.v[nodes[cp.rep[cp.queue[q]]]], inner_bfs, &cp);
		l->cls[m->base + lw(m, in)[in->res]] = classify(t, m->base + lw(m, in)[in->res]);
	}
	for (i = 0; i < n; i++)
		t->local[nodes[i]] = 0;
}

/* ---- Tarjan's components, iteratively ------------------------------- */

/* Types and constants another module may declare the same (spec constants
 * are each the host's to set; OpSpecConstantOp computes from them). */
static bool
mergeable(const SpvIns *in)
{
	const SpvOpInfo *info = spv_op_info(in->op);

	if (in->sec != SEC_GLOBAL)
		return false;
	switch (in->op) {
	case SpvOpTypeForwardPointer:
	case SpvOpSpecConstant: case SpvOpSpecConstantTrue: case SpvOpSpecConstantFalse:
	case SpvOpSpecConstantComposite:
		return false;
	case SpvOpUndef:
		return true;
	}
	return info && (info->cls == SPV_CLASS_Type_Declaration || info->cls == SPV_CLASS_Constant_Creation);
}

/* The merge node an operand of instruction in (its j-th id) leads to, or
 * (uint32_t)-1. */
static uint32_t
succ(const TS *t, const SpvIns *in, uint32_t j)
{
	const LinkMod *m = t->m;
	const SpvIns *d = ldef(m, lw(m, in)[m->b.idpos.v[in->ids + j]]);

	return d && t->merge[d - m->b.ins.v] ? (uint32_t)(d - m->b.ins.v) : (uint32_t)-1;
}

static void
module_types(TS *t)
{
	const LinkMod *m = t->m;
	size_t n = m->b.ins.n, i;
	uint32_t *index = ar_alloc(t->tmp, n * sizeof *index), *low = ar_alloc(t->tmp, n * sizeof *low);
	uint8_t *on = ar_alloc(t->tmp, n);
	VEC(uint32_t) stack = {0};
	struct Frame { uint32_t node, k; };
	VEC(struct Frame) call = {0};
	uint32_t counter = 0;

	for (i = 0; i < n; i++) {
		if (!t->merge[i] || index[i])
			continue;
		VEC_PUSH(t->tmp, &call, ((struct Frame){(uint32_t)i, 0}));
		index[i] = low[i] = ++counter;
		VEC_PUSH(t->tmp, &stack, (uint32_t)i);
		on[i] = 1;
		while (call.n) {
			struct Frame *f = &VEC_LAST(&call);
			const SpvIns *in = &m->b.ins.v[f->node];

			if (f->k < in->nids) {
				uint32_t s = succ(t, in, f->k++);

				if (s == (uint32_t)-1)
					continue;
				if (!index[s]) {
					index[s] = low[s] = ++counter;
					VEC_PUSH(t->tmp, &stack, s);
					on[s] = 1;
					VEC_PUSH(t->tmp, &call, ((struct Frame){s, 0}));
				} else if (on[s] && index[s] < low[f->node]) {
					low[f->node] = index[s];
				}
				continue;
			}
			/* all successors done */
			{
				uint32_t v = f->node;

				call.n--;
				if (call.n && low[v] < low[VEC_LAST(&call).node])
					low[VEC_LAST(&call).node] = low[v];
				if (low[v] != index[v])
					continue;
				/* v roots a component: pop it */
				{
					size_t top = stack.n;
					bool cycle;

					while (stack.v[--top] != v)
						;
					cycle = stack.n - top > 1;
					if (!cycle) {
						/* a node alone is on a cycle only through itself */
						const SpvIns *vi = &m->b.ins.v[v];
						uint32_t j;

						for (j = 0; j < vi->nids && !cycle; j++)
							cycle = succ(t, vi, j) == v;
					}
					for (i = top; i < stack.n; i++)
						on[stack.v[i]] = 0;
					if (cycle) {
						key_component(t, stack.v + top, stack.n - top);
					} else {
						const SpvIns *vi = &m->b.ins.v[v];
						uint32_t g = m->base + lw(m, vi)[vi->res];

						t->key.n = 0;
						put(t, 0xfffffffdu); /* a plain node's key */
						put_node(t, vi, NULL, NULL);
						t->l->cls[g] = classify(t, g);
					}
					stack.n = top;
				}
			}
		}
	}
}

void
link_merge_types(L *l)
{
	TS t = {l};
	size_t mi, i;

	map_init(&t.keys, &l->c->ar);
	for (mi = 0; mi < l->n; mi++) {
		const LinkMod *m = &l->m[mi];

		t.m = m;
		t.tmp = ar_sub(&l->c->ar, 0);
		t.dhead = ar_alloc(t.tmp, m->b.bound * sizeof *t.dhead);
		t.grouped = ar_alloc(t.tmp, m->b.bound);
		t.dnext = ar_alloc(t.tmp, (m->b.ins.n + 1) * sizeof *t.dnext);
		t.local = ar_alloc(t.tmp, (m->b.ins.n + 1) * sizeof *t.local);
		t.merge = ar_alloc(t.tmp, m->b.ins.n + 1);
		for (i = 0; i < m->b.ins.n; i++)
			t.merge[i] = mergeable(&m->b.ins.v[i]);
		/* the decorations on each id, in module order */
		for (i = m->b.ins.n; i-- > 0;) {
			const SpvIns *in = &m->b.ins.v[i];
			const uint32_t *w = lw(m, in);

			if (in->sec != SEC_ANNOTATION || in->nw < 2)
				continue;
			if (in->op == SpvOpGroupDecorate) {
				uint32_t k;

				for (k = 2; k < in->nw; k++)
					t.grouped[w[k]] = 1;
			} else if (in->op == SpvOpGroupMemberDecorate) {
				uint32_t k;

				for (k = 2; k < in->nw; k += 2)
					t.grouped[w[k]] = 1;
			} else if (in->op != SpvOpDecorationGroup) {
				t.dnext[i] = t.dhead[w[1]];
				t.dhead[w[1]] = (uint32_t)i + 1;
			}
		}
		module_types(&t);
		ar_free(t.tmp);
	}
}
