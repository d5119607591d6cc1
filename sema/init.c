/* init.c — initializers (C99 6.7.8).
 *
 * A braced list becomes a tree of EX_INITLIST nodes shaped like the object:
 * one per array, struct, union and vector, each with one converted
 * initializer per element or member, in order, NULL where left out (zero);
 * a union's list holds the initializer of one member, whose index is its
 * `field`.  irgen reads that tree without knowing how it was written.
 *
 * Braces may be left out around a subaggregate (6.7.8p20, "brace elision"):
 * `int m[2][2] = {1, 2, 3, 4};`, `S s = {0};` when S's first member is an
 * array.  A list is read with a cursor: an element of aggregate type whose
 * initializer is not itself braced (nor a string for a char array, nor a
 * value of the element's own struct type) takes as many initializers from
 * the enclosing list as it has elements, then the enclosing list goes on.
 * A designator belongs to the innermost braced list (6.7.8p17): an elided
 * subaggregate stops at one and hands it back; a chain `.a.b[1] = x`
 * starts in the subobject it names and goes on from there (6.7.8p19).
 * Vectors are not elided: as clang does, a scalar initializes a whole
 * vector element (every component, OpenCL C 6.2.6). */
#include <string.h>

#include "check.h"

/* The place in a braced list being read. */
typedef struct Cursor {
	Expr *il;              /* the braced list */
	size_t i;              /* its next initializer */
	bool *checked;         /* per initializer: checked by sema already (args[i] replaced) */
	bool warned;           /* "excess elements" reported */
} Cursor;

static Expr *init_list(S *s, Expr *il, Type *t, bool constant);

static bool
is_aggregate(const Type *t)
{
	return t->kind == T_ARRAY || t->kind == T_STRUCT || t->kind == T_UNION;
}

static bool
is_char_array(const Type *t)
{
	return t->kind == T_ARRAY && ty_elem(t->base)->kind == T_INT && t->base->bits == 8;
}

static const char *
kind_name(const Type *t)
{
	return t->kind == T_ARRAY ? "array" : t->kind == T_VECTOR ? "vector" :
	       t->kind == T_STRUCT ? "struct" : t->kind == T_UNION ? "union" : "scalar";
}

/* A string literal for a char array (6.7.8p14). */
static Expr *
init_string(S *s, Expr *x, Type *t)
{
	x = sema_expr(s, x);
	if (t->n && x->strlen > t->n)
		zc_warning(s->c, x->loc, "initializer-string for char array is too long [-Wexcess-initializers]");
	if (!t->n && x->type) /* uchar u[] = "...": the declared element type, sized by the string */
		x->type = ty_array(s->c, t->base, (uint32_t)x->strlen + 1);
	return x;
}

/* A checked expression (not a list) for an object of type t, a mismatch
 * reported at at (clang: the declarator for a declaration's initializer,
 * the element in a list). */
static Expr *
init_value(S *s, Expr *x, Type *t, Loc at)
{
	if (!x->type)
		return x;
	if ((t->kind == T_STRUCT || t->kind == T_UNION) && ty_same(t, x->type))
		return x;
	if (is_aggregate(t)) {
		zc_error(s->c, at, "initializing '%s' with an expression of incompatible type '%s'",
		         ty_str(s->c, t), ty_str(s->c, x->type));
		return sema_bad(x);
	}
	/* whether a __constant initializer is constant is checked by irgen,
	 * which has to build it as a SPIR-V constant anyway */
	return sema_convert_at(s, x, t, CONV_INIT, at);
}

static Expr *
init_one(S *s, Expr *x, Type *t, bool constant, Loc at)
{
	if (x->kind == EX_INITLIST)
		return init_list(s, x, t, constant);
	if (is_char_array(t) && x->kind == EX_STRING)
		return init_string(s, x, t);
	return init_value(s, sema_rvalue(s, x), t, at);
}

/* The cursor's initializer, checked once: brace elision looks at its type
 * before it knows which object takes it.  Lists stay as they are, and so
 * do strings unless strings too (a string decays to a pointer only when
 * no char array takes it). */
static Expr *
current(S *s, Cursor *cur, bool strings)
{
	Expr **x = &cur->il->args[cur->i];

	if (!cur->checked[cur->i] && (*x)->kind != EX_INITLIST && (strings || (*x)->kind != EX_STRING)) {
		*x = sema_rvalue(s, *x);
		cur->checked[cur->i] = true;
	}
	return *x;
}

/* elements of an aggregate: array length, struct members, 1 for a union */
static size_t
count(const Type *t)
{
	return t->kind == T_ARRAY ? t->n : t->kind == T_STRUCT ? t->nmembers : t->kind == T_UNION ? (t->nmembers ? 1 : 0) : 0;
}

static Type *
elem_type(Type *t, size_t pos, int member)
{
	if (t->kind == T_ARRAY)
		return t->base;
	return t->members[t->kind == T_UNION ? (size_t)member : pos].type;
}

/* Whether evaluating x could change anything: an assignment, an increment,
 * a call of a function of the program's (builtins compute a value). */
static bool
side_effects(const Expr *x)
{
	size_t i;

	if (!x)
		return false;
	switch (x->kind) {
	case EX_ASSIGN: case EX_PREINC: case EX_PREDEC: case EX_POSTINC: case EX_POSTDEC:
	case EX_STMTEXPR:
		return true;
	case EX_CALL:
		if (!x->sym || x->sym->kind != SYM_BUILTIN)
			return true;
		break;
	case EX_INITLIST: case EX_VECLIT:
		for (i = 0; i < x->nargs; i++)
			if (side_effects(x->args[i]))
				return true;
		return false;
	case EX_COMPOUND:
		return side_effects(x->a);
	default:
		break;
	}
	if (x->kind == EX_CALL || x->kind == EX_VECLIT) {
		for (i = 0; i < x->nargs; i++)
			if (side_effects(x->args[i]))
				return true;
	}
	return side_effects(x->a) || (x->kind != EX_MEMBER && x->kind != EX_COND && side_effects(x->b)) ||
	       (x->kind == EX_COND && (side_effects(x->b) || side_effects(x->c)));
}

/* The position designator d names in t (a union: *member), or -1 after an
 * error; *rest gets the rest of the chain, which starts inside that
 * element.  A field of an anonymous member (C11 6.7.2.1p13) is designated
 * through it: '.x' becomes '.<anonymous>.x'.  A GNU range [first ... last]
 * gives its last index in *hi (else *hi is the position). */
static long
designate(S *s, Expr *d, Type *t, bool open, int *member, Expr **rest, long *hi)
{
	Ctx *c = s->c;
	size_t m, n;
	int path[TY_MAX_ANON];

	if (d->kind == EX_INDEX && d->c) {
		/* GNU array range designator [first ... last] */
		int64_t v;
		long lo;

		if (!d->b->type)
			d->b = sema_rvalue(s, d->b);
		if (!d->c->type)
			d->c = sema_rvalue(s, d->c);
		lo = designate(s, &(Expr){.kind = EX_INDEX, .loc = d->loc, .b = d->b}, t, open, member, rest, hi);
		if (lo < 0 || !d->c->type)
			return -1;
		*rest = d->a;
		if (!sema_fold_intconst(s, d->c, &v))
			return -1;
		if (v < lo) {
			zc_error(c, d->loc, "array designator range [%ld, %lld] is empty", lo, (long long)v);
			return -1;
		}
		if ((!open && (uint64_t)v >= t->n) || v > 0x7fffffff) {
			zc_error(c, d->c->loc, "array designator index (%lld) exceeds array bounds (%u)", (long long)v, t->n);
			return -1;
		}
		*hi = (long)v;
		return lo;
	}
	if (d->kind == EX_INDEX) {
		int64_t v;

		if (t->kind != T_ARRAY) {
			zc_error(c, d->loc, "array designator cannot initialize non-array type '%s'", ty_str(c, t));
			return -1;
		}
		if (!d->b->type)
			d->b = sema_rvalue(s, d->b);
		if (!d->b->type)
			return -1;
		if (!sema_fold_intconst(s, d->b, &v))
			return -1;
		if (v < 0) {
			zc_error(c, d->b->loc, "array designator value '%lld' is negative", (long long)v);
			return -1;
		}
		if ((!open && (uint64_t)v >= t->n) || v > 0x7fffffff) {
			zc_error(c, d->b->loc, "array designator index (%lld) exceeds array bounds (%u)", (long long)v, t->n);
			return -1;
		}
		*rest = d->a;
		*hi = (long)v;
		return (long)v;
	}
	if (t->kind != T_STRUCT && t->kind != T_UNION) {
		zc_error(c, d->loc, "field designator cannot initialize a non-struct, non-union type '%s'", ty_str(c, t));
		return -1;
	}
	n = ty_find_member(t, d->name, path, TY_MAX_ANON);
	if (!n) {
		zc_error(c, d->loc, "field designator '%s' does not refer to any field in type '%s'", d->name, ty_str(c, t));
		return -1;
	}
	m = (size_t)path[0];
	*rest = d->a;
	if (n > 1) {
		/* the same designator again, inside the anonymous member */
		Expr *in = ar_alloc(s->nodes, sizeof *in);

		*in = *d;
		*rest = in;
	}
	if (t->kind == T_UNION) {
		*member = (int)m;
		*hi = 0;
		return 0;
	}
	*hi = (long)m;
	return (long)m;
}

/* x initializes t's flexible array member: clang allows that only as a
 * GNU extension for static objects, which SPIR-V cannot hold either (the
 * object would be larger than its type) */
static void
flex_init(S *s, Type *t, Expr *x)
{
	Member *m = &t->members[t->nmembers];

	zc_error(s->c, x->loc, "initialization of flexible array member is not allowed");
	zc_note(s->c, m->loc, "initialized flexible array member '%s' is here", m->name);
}

/* out[pos] = v, with clang's warning where a designator (or the position
 * after one) comes back to an element already initialized: the later
 * initializer wins (6.7.8p19) */
static void
place(S *s, Expr **out, size_t pos, Expr *v)
{
	if (out[pos] && v && out[pos] != v) {
		zc_warning(s->c, v->loc, "initializer overrides prior initialization of this subobject [-Winitializer-overrides]");
		zc_note(s->c, out[pos]->loc, "previous initialization is here");
	}
	out[pos] = v;
}

/* The initializer of an element initialized before (prev) and then by a
 * designator chain (v, in which what the chain left out is NULL): v's
 * parts over prev's, member by member (a union takes v's) */
static Expr *
overlay(S *s, Expr *prev, Expr *v)
{
	Expr *r;
	size_t i;

	if (!prev || prev->kind != EX_INITLIST || !v || v->kind != EX_INITLIST ||
	    prev->nargs != v->nargs || !prev->type || prev->type->kind == T_UNION) {
		place(s, &prev, 0, v);
		return v;
	}
	r = ar_alloc(s->nodes, sizeof *r);
	*r = *prev;
	r->args = ar_alloc(s->nodes, (r->nargs + 1) * sizeof *r->args);
	for (i = 0; i < r->nargs; i++)
		r->args[i] = v->args[i] ? overlay(s, prev->args[i], v->args[i]) : prev->args[i];
	return r;
}

/* The elements an initializer of t may give, an array's counted as its
 * length times its element's (saturating at 2^62).  A complete struct's
 * count is kept in it: structs holding two of the one before, 60 deep,
 * would otherwise be 2^60 steps. */
static uint64_t
leaves(Type *t)
{
	uint64_t n = 0, m;
	size_t i;

	switch (t->kind) {
	case T_ARRAY:
		m = leaves(t->base);
		return t->n && m > (UINT64_C(1) << 62) / t->n ? UINT64_C(1) << 62 : m * t->n;
	case T_STRUCT: case T_UNION:
		if (t->leaves)
			return t->leaves - 1;
		for (i = 0; i < t->nmembers && n < UINT64_C(1) << 62; i++)
			n += leaves(t->members[i].type);
		if (n > UINT64_C(1) << 62)
			n = UINT64_C(1) << 62;
		if (t->complete)
			t->leaves = n + 1;
		return n;
	default:
		return 1;
	}
}

/* Whether an initialized object of `bytes` bytes and `elems` elements
 * fits the limit on one (doc/limits.md): sema holds each list's elements
 * and irgen the object's image whole, so what an initializer costs follows
 * the object's size, not the initializer's.  The module size limit bounds
 * the bytes and a sixteenth of it the elements (4,194,304 by default).
 * Else an error at loc. */
static bool
init_fits(S *s, Loc loc, uint64_t bytes, uint64_t elems)
{
	Ctx *c = s->c;
	uint64_t lim = c->opt.limits.module;

	if (bytes <= lim && elems <= lim / 16)
		return true;
	if (bytes > lim)
		zc_error(c, loc, "initializer of an object of %llu bytes, more than %llu (the module size limit)",
		         (unsigned long long)bytes, (unsigned long long)lim);
	else
		zc_error(c, loc, "initializer of an object of %llu elements, more than %llu (a sixteenth of the module size limit)",
		         (unsigned long long)elems, (unsigned long long)(lim / 16));
	zc_note(c, loc, "the limit can be raised with -fmodule-size-limit=N (or zocc_input.limits)");
	return false;
}

/* Fill the aggregate t from cur's list.  braced: the list is t's own
 * braces; otherwise t's braces were elided, and t stops when it is full or
 * at a designator, which belongs to the enclosing list.  into: t's list so
 * far, when a designator comes back into it.  chain: the rest of a
 * designator chain, naming where in t to start (its initializer is cur's
 * current one).  taken: the current initializer's designator has been
 * dealt with already (by the enclosing list). */
static Expr *
fill(S *s, Cursor *cur, Type *t, bool braced, Expr *into, Expr *chain, bool taken, bool constant)
{
	Ctx *c = s->c;
	bool open = braced && t->kind == T_ARRAY && !t->n;
	size_t n = open ? 0 : count(t), pos = 0, i, start = cur->i;
	int member = into ? into->field : 0;
	VEC(Expr *) out = {0};
	Expr *r;

	VEC_GROW(&c->ar, &out, n + 1);
	out.n = n;
	for (i = 0; i < n; i++)
		out.v[i] = into && i < into->nargs ? into->args[i] : NULL;
	for (;;) {
		Expr *d = NULL, *x, *v = NULL;
		Type *et;
		long hi = -1; /* a GNU range's last position */

		if (chain) {
			d = chain;
			chain = NULL;
		} else {
			if (cur->i >= cur->il->nargs)
				break;
			if (!taken && cur->il->designators)
				d = cur->il->designators[cur->i];
			if (d && !braced && cur->i > start)
				break; /* the enclosing braced list's */
			if (d && !braced)
				d = NULL; /* an elided list ends at a designator: one at its start was the enclosing list's */
		}
		taken = false;
		if (d) {
			Expr *rest = NULL;
			long p = designate(s, d, t, open, &member, &rest, &hi), q;

			if (p < 0) {
				cur->i++;
				continue;
			}
			if (open && !init_fits(s, d->loc, ((uint64_t)(hi > p ? hi : p) + 1) * t->base->size,
			                       ((uint64_t)(hi > p ? hi : p) + 1) * leaves(t->base))) {
				cur->i = cur->il->nargs; /* the rest of the list would repeat it */
				break;
			}
			pos = (size_t)p;
			if (t->kind == T_STRUCT && t->flex && pos == n) {
				flex_init(s, t, cur->il->args[cur->i] ? cur->il->args[cur->i] : d);
				cur->i++;
				continue;
			}
			while (open && out.n <= (size_t)hi)
				VEC_PUSH(s->nodes, &out, NULL);
			if (d->kind == EX_INDEX && d->c && cur->i < cur->il->nargs && side_effects(cur->il->args[cur->i])) {
				/* clang evaluates the value once per element, and refuses
				 * one whose evaluation would change anything */
				zc_error(c, cur->il->loc, "cannot compile this GNU array range designator extension yet");
				cur->i++;
				continue;
			}
			if (rest) {
				/* .a.b = x: the rest of the chain starts inside element pos */
				et = elem_type(t, pos, member);
				if (!is_aggregate(et)) {
					Expr *more;

					designate(s, rest, et, false, &member, &more, &q); /* says why not */
					cur->i++;
					pos++;
					continue;
				}
				if (hi == p) {
					out.v[pos] = fill(s, cur, et, false, out.v[pos] && out.v[pos]->kind == EX_INITLIST &&
					                  ty_same(out.v[pos]->type, et) ? out.v[pos] : NULL, rest, false, constant);
				} else {
					/* [a ... b].m = x: x for m of each element of the
					 * range, over what each held before */
					Expr *r = fill(s, cur, et, false, NULL, rest, false, constant);

					for (q = p; q <= hi; q++)
						out.v[q] = out.v[q] ? overlay(s, out.v[q], r) : r;
				}
				pos = (size_t)hi + 1;
				continue;
			}
			if (hi == p)
				hi = -1;
		}
		if (!open && pos >= n) {
			if (!braced)
				break;
			if (t->kind == T_STRUCT && t->flex && pos == n && cur->il->args[cur->i]) {
				flex_init(s, t, cur->il->args[cur->i]);
				cur->i++;
				pos++;
				continue;
			}
			if (!cur->warned && cur->il->args[cur->i])
				zc_warning(c, cur->il->args[cur->i]->loc, "excess elements in %s initializer [-Wexcess-initializers]", kind_name(t));
			cur->warned = true;
			cur->i++;
			continue;
		}
		while (open && out.n <= pos)
			VEC_PUSH(s->nodes, &out, NULL);
		et = elem_type(t, pos, member);
		x = cur->il->args[cur->i];
		if (!x) {
			cur->i++;
		} else if (x->kind == EX_INITLIST) {
			v = init_list(s, x, et, constant);
			cur->i++;
		} else if (x->kind == EX_STRING && is_char_array(et)) {
			v = init_string(s, x, et);
			cur->i++;
		} else if (is_aggregate(et) &&
		           (x->kind == EX_STRING || ((x = current(s, cur, false))->type && !ty_same(x->type, et)))) {
			/* 6.7.8p20: the element's braces were left out */
			size_t at = cur->i;

			v = fill(s, cur, et, false, NULL, NULL, true, constant);
			if (cur->i == at) { /* it took nothing: a value it cannot hold */
				x = current(s, cur, true);
				v = init_value(s, x, et, x->loc);
				cur->i++;
			}
		} else {
			x = current(s, cur, true);
			v = init_value(s, x, et, x->loc);
			cur->i++;
		}
		place(s, out.v, pos++, v);
		for (; hi >= 0 && pos <= (size_t)hi; pos++)
			place(s, out.v, pos, v); /* GNU [first ... last] = v */
	}
	if (open && !out.n) {
		zc_error(c, cur->il->loc, "zero size arrays are not allowed");
		VEC_PUSH(s->nodes, &out, NULL);
	}
	r = ar_alloc(s->nodes, sizeof *r);
	r->kind = EX_INITLIST;
	r->loc = into ? into->loc : cur->i > start && cur->il->args[start] ? cur->il->args[start]->loc : cur->il->loc;
	r->args = out.v;
	r->nargs = out.n;
	r->field = member;
	r->type = open ? ty_array(c, t->base, (uint32_t)out.n) : t;
	return r;
}

/* A braced list for a vector: its elements' components in order (a vector
 * element gives all of its own).  As clang has it for OpenCL C, the list
 * gives every component or none ({} is zero), and takes no designators. */
static Expr *
vector_list(S *s, Expr *il, Type *t)
{
	Ctx *c = s->c;
	Expr **out = ar_alloc(s->nodes, (t->n + 1) * sizeof *out);
	size_t i, pos = 0;

	for (i = 0; i < il->nargs; i++) {
		Expr *x = il->args[i], *d = il->designators ? il->designators[i] : NULL;

		if (!x)
			continue;
		if (d) {
			zc_error(c, d->loc, "designator in initializer for scalar type '%s'", ty_str(c, t->base));
			return sema_bad(il);
		}
		if (pos >= t->n) {
			zc_error(c, x->loc, "excess elements in vector initializer");
			return sema_bad(il);
		}
		if (x->kind == EX_INITLIST) {
			out[pos++] = init_list(s, x, t->base, false);
			continue;
		}
		x = sema_rvalue(s, x);
		if (x->type && x->type->kind == T_VECTOR && ty_same(x->type->base, t->base)) {
			unsigned k;

			/* a vector element fills several components */
			for (k = 0; k < x->type->n && pos < t->n; k++) {
				Expr *sw = ar_alloc(s->nodes, sizeof *sw);

				sw->kind = EX_MEMBER;
				sw->loc = x->loc;
				sw->a = x;
				sw->name = "";
				sw->swz[0] = (int)k;
				sw->nswz = 1;
				sw->type = t->base;
				out[pos++] = sw;
			}
			continue;
		}
		out[pos++] = sema_convert(s, x, t->base, CONV_INIT);
	}
	if (pos && pos < t->n) {
		zc_error(c, il->loc, "too few elements in vector initialization (expected %u elements, have %zu)", t->n, pos);
		return sema_bad(il);
	}
	il->args = out;
	il->nargs = t->n;
	il->type = t;
	return il;
}

/* A braced initializer for t. */
static Expr *
init_list(S *s, Expr *il, Type *t, bool constant)
{
	Cursor cur = {0};

	if (t->kind == T_VECTOR)
		return vector_list(s, il, t);
	if (!is_aggregate(t)) {
		/* braces around a scalar: { x } */
		Expr *x;

		if (!il->nargs || !il->args[0]) {
			zc_error(s->c, il->loc, "scalar initializer cannot be empty");
			return sema_bad(il);
		}
		if (il->designators && il->designators[0])
			zc_error(s->c, il->designators[0]->loc, "designator in initializer for scalar type '%s'", ty_str(s->c, t));
		if (il->nargs > 1 && il->args[1])
			zc_warning(s->c, il->args[1]->loc, "excess elements in scalar initializer [-Wexcess-initializers]");
		x = init_one(s, il->args[0], t, constant, il->args[0]->loc);
		return x;
	}
	if (is_char_array(t) && il->nargs == 1 && il->args[0] && il->args[0]->kind == EX_STRING &&
	    !(il->designators && il->designators[0])) {
		/* 6.7.8p14: a string literal "optionally enclosed in braces" */
		return init_string(s, il->args[0], t);
	}
	cur.il = il;
	cur.checked = ar_alloc(s->nodes, il->nargs + 1);
	return fill(s, &cur, t, true, NULL, NULL, false, constant);
}

Expr *
sema_init(S *s, Expr *init, Type *t, unsigned q, Loc l, bool constant)
{
	(void)q;
	if (is_aggregate(t) && !init_fits(s, init->loc, t->size, leaves(t)))
		return sema_bad(init);
	if (init->kind == EX_INITLIST)
		return init_list(s, init, t, constant);
	if (t->kind == T_ARRAY && !(init->kind == EX_STRING)) {
		init = sema_rvalue(s, init);
		if (init->type)
			zc_error(s->c, init->loc, "array initializer must be an initializer list");
		return sema_bad(init);
	}
	return init_one(s, init, t, constant, l);
}

/* A static variable in a function (OpenCL C 2.0 6.8: in the __global or
 * __constant address space, __global when none is written): one object
 * for the program's lifetime, initialized with a constant as a
 * program-scope variable is, and made by irgen as one.  OpenCL C 1.x has
 * none (clang's message).  True when d is declared here. */
bool
sema_static_local(S *s, Symbol *sym, Decl *d, QType q, enum AddrSpace as)
{
	Ctx *c = s->c;

	if (s->std < 200)
		zc_error(c, d->loc, "variables in function scope cannot be declared static"); /* then checked as in 2.0 */
	if (as == AS_NONE)
		as = AS_GLOBAL;
	if (as != AS_GLOBAL && as != AS_CONSTANT) {
		zc_error(c, d->loc, "static local variable must reside in global or constant address space");
		as = AS_GLOBAL;
	}
	if (s->std >= 300 && as == AS_GLOBAL && !sema_feature(s, ZC_F_PROGRAM_SCOPE_GLOBAL_VARIABLES))
		zc_error(c, d->loc, "static local variables in the global address space require the __opencl_c_program_scope_global_variables feature");
	sym->as = as;
	sym->global = true;
	sym->owner = s->fn;
	sema_declare(s, sym); /* in scope in its own initializer (C99 6.2.1p7) */
	if (d->init) {
		d->init = sema_init(s, d->init, q.t, q.q, d->loc, true);
		sym->init = d->init;
		if (q.t->kind == T_ARRAY && !q.t->n && d->init->type)
			sym->type = d->init->type;
	} else if (as == AS_CONSTANT) {
		zc_error(c, d->loc, "variable in constant address space must be initialized");
	}
	if (sema_complete(s, sym->type, d->loc, "variable"))
		sym->defined = true;
	VEC_PUSH(&c->ar, &s->prog->globals, sym);
	return true;
}
