/* census.c — the census: every overload the builtin library accepts.
 *
 * tests/census checks the library overload by overload through this
 * list (build/tests/overloads prints it).  Each table row is
 * instantiated for every binding of its gentype class, every address
 * space its pointer parameters may bind and every access qualifier of its
 * images, and each instance is put to the resolver of call.c as a call
 * with arguments of exactly those types: what resolves, with the target rules of library.c, is an overload.  The
 * families parsed from their names (convert_T, as_T, shuffle) are tried
 * over every pair of types the same way.  So the list is what zocc
 * accepts, not a second reading of the table. */
#include <string.h>

#include "check.h"

typedef struct Census {
	S *s;
	Map seen;             /* prototypes listed */
	void (*emit)(void *ud, const char *line);
	void *ud;
} Census;

/* The canonical spelling the census compares with clang's declarations:
 * typedefs resolved (size_t is ulong), every pointer's address space
 * written, an _Atomic pointee as atomic_T. */
static void
census_type(Ctx *c, Buf *b, Type *t)
{
	static const char *const as[] = {"__private", "__private", "__global", "__local", "__constant", "__generic", "?"};
	static const char *const img[] = {
		"image1d_t", "image1d_array_t", "image1d_buffer_t", "image2d_t", "image2d_array_t",
		"image2d_depth_t", "image2d_array_depth_t", "image3d_t", "image2d_msaa_t",
		"image2d_array_msaa_t", "image2d_msaa_depth_t", "image2d_array_msaa_depth_t",
	};
	Type *e = ty_elem(t);

	switch (t->kind) {
	case T_INT:
	case T_FLOAT:
	case T_BOOL:
	case T_VECTOR:
		if (e->kind == T_BOOL)
			buf_puts(b, "bool");
		else if (e->kind == T_FLOAT)
			buf_puts(b, e->bits == 16 ? "half" : e->bits == 32 ? "float" : "double");
		else
			buf_printf(b, "%s%s", e->is_signed ? "" : "u",
			           e->bits == 8 ? "char" : e->bits == 16 ? "short" : e->bits == 32 ? "int" : "long");
		if (t->kind == T_VECTOR)
			buf_printf(b, "%u", t->n);
		return;
	case T_POINTER:
		if (t->pquals & Q_CONST)
			buf_puts(b, "const ");
		if (t->pquals & Q_VOLATILE)
			buf_puts(b, "volatile ");
		buf_printf(b, "%s ", as[t->as]);
		if (t->pquals & Q_ATOMIC)
			buf_puts(b, "atomic_");
		census_type(c, b, t->base);
		buf_puts(b, " *");
		return;
	case T_IMAGE:
		buf_printf(b, "%s %s", t->access == ACC_WRITE_ONLY ? "__write_only" :
		           t->access == ACC_READ_WRITE ? "__read_write" : "__read_only", img[t->image]);
		return;
	case T_VOID: buf_puts(b, "void"); return;
	case T_SAMPLER: buf_puts(b, "sampler_t"); return;
	case T_EVENT: buf_puts(b, "event_t"); return;
	default: buf_puts(b, ty_str(c, t)); return;
	}
}

/* Resolve name(types...) as a call with arguments of those types; integer
 * arguments are the constant v (memory orders, scopes and cluster sizes
 * must be constants).  Lists the overload if it resolves; its
 * diagnostics are dropped.  True if it resolved. */
static bool
census_try(Census *cs, const char *name, Type **types, size_t n, int64_t v, const char *gate)
{
	S *s = cs->s;
	Ctx *c = s->c;
	size_t nd = c->diags.n, i;
	unsigned ne = c->nerrors, nw = c->nwarnings;
	bool stopped = c->stopped;
	Expr *e = ar_alloc(&c->ar, sizeof *e), *r;
	BiList *l = sema_builtins_of(s, name);
	Buf b;

	e->kind = EX_CALL;
	e->nargs = n;
	e->args = ar_alloc(&c->ar, (n + 1) * sizeof *e->args);
	for (i = 0; i < n; i++) {
		Expr *a = ar_alloc(&c->ar, sizeof *a);

		a->kind = EX_IDENT;
		a->name = "x";
		a->type = types[i];
		a->isconst = types[i]->kind == T_INT;
		a->cval = v;
		e->args[i] = a;
	}
	r = l ? sema_resolve_table(s, e, name, l) : sema_builtin_special(s, e, name);
	if (r && c->nerrors == ne && r->type) {
		buf_init(&b, &c->ar);
		buf_printf(&b, "%s|", name);
		census_type(c, &b, r->type);
		buf_putc(&b, '|');
		for (i = 0; i < n; i++) {
			if (i)
				buf_putc(&b, ',');
			census_type(c, &b, r->args[i]->type);
		}
		buf_printf(&b, "|%s", r->bi && ((const Builtin *)r->bi)->feature >= 0 ?
		           zc_feature_names[((const Builtin *)r->bi)->feature] : gate);
		if (!map_get(&cs->seen, b.s, strlen(b.s))) {
			map_put(&cs->seen, b.s, strlen(b.s), b.s);
			cs->emit(cs->ud, b.s);
		}
	} else {
		r = NULL;
	}
	c->diags.n = nd;
	c->nerrors = ne;
	c->nwarnings = nw;
	c->stopped = stopped;
	return r != NULL;
}

/* census_try, and again with constant 1 where an integer argument must
 * be a positive constant (a cluster size) */
static void
census_call(Census *cs, const char *name, Type **types, size_t n, const char *gate)
{
	size_t i;

	if (census_try(cs, name, types, n, 0, gate))
		return;
	for (i = 0; i < n; i++)
		if (types[i]->kind == T_INT) {
			census_try(cs, name, types, n, 1, gate);
			return;
		}
}

/* The argument types worth trying at parameter i of row b: the address
 * spaces a pointer code with '*', 'w' or 'm' may bind, the access
 * qualifiers of an image; one NULL (the pattern decides) otherwise. */
static size_t
census_alts(S *s, const Builtin *b, size_t i, Type **alts)
{
	static const enum AddrSpace spaces[] = {AS_PRIVATE, AS_GLOBAL, AS_LOCAL, AS_CONSTANT, AS_GENERIC};
	static const struct { char k; enum ImageKind ik; } imgs[] = {
		{'1', IMG_1D}, {'a', IMG_1D_ARRAY}, {'b', IMG_1D_BUFFER}, {'2', IMG_2D},
		{'A', IMG_2D_ARRAY}, {'d', IMG_2D_DEPTH}, {'D', IMG_2D_ARRAY_DEPTH}, {'3', IMG_3D},
	};
	Ctx *c = s->c;
	const char *p = strchr(b->sig, ':') + 1;
	size_t n = 0, k;

	while (i-- > 0 && (p = strchr(p, ',')))
		p++;
	if (!p)
		return 0;
	if (strchr("PQVW", p[0]) && strchr("*wmad", p[1])) {
		for (k = 0; k < ZC_COUNTOF(spaces); k++)
			if (spaces[k] != AS_GENERIC || s->generic_as)
				alts[n++] = ty_pointer(c, ty_int(c, 8, true), spaces[k], 0);
		return n;
	}
	if (p[0] == '@') {
		for (k = 0; k < ZC_COUNTOF(imgs); k++) {
			if (imgs[k].k != p[1])
				continue;
			alts[n++] = ty_image(c, imgs[k].ik, ACC_READ_ONLY);
			alts[n++] = ty_image(c, imgs[k].ik, ACC_WRITE_ONLY);
			if (s->std >= 200)
				alts[n++] = ty_image(c, imgs[k].ik, ACC_READ_WRITE);
		}
		return n;
	}
	alts[0] = NULL;
	return 1;
}

static void
census_row(Census *cs, const Builtin *b)
{
	static const unsigned widths[] = {1, 2, 3, 4, 8, 16};
	S *s = cs->s;
	Ctx *c = s->c;
	Type *elems[16], *alts[8][16];
	size_t nalts[8], np, ne, k, w, i;
	const char *p = strchr(b->sig, ':') + 1;

	if (sema_row_gate(s, b) >= 0 || (b->minstd && s->std < b->minstd))
		return;
	for (np = *p ? 1 : 0; *p; p++)
		np += *p == ',';
	if (np > 8)
		return;
	for (i = 0; i < np; i++)
		nalts[i] = census_alts(s, b, i, alts[i]);
	ne = sema_class_elems(s, b->gen, elems);
	for (k = 0; k < ne; k++) {
		for (w = 0; w < ZC_COUNTOF(widths); w++) {
			Type *g = elems[k];
			size_t pick[8] = {0};

			if (g) {
				if (!sema_class_width(s, b->gen, g, widths[w]))
					continue;
				if (widths[w] > 1)
					g = ty_vector(c, g, widths[w]);
			} else if (w) {
				break;
			}
			/* every combination of the alternatives */
			for (;;) {
				Expr fake[8], *fp[8];
				BiCand cd;

				for (i = 0; i < np; i++) {
					memset(&fake[i], 0, sizeof fake[i]);
					fake[i].type = alts[i][pick[i]];
					fp[i] = &fake[i];
				}
				if (sema_instantiate(s, b, g, fp, np, &cd) && cd.np == np)
					census_call(cs, b->name, cd.params, np, "-");
				for (i = 0; i < np && ++pick[i] == nalts[i]; i++)
					pick[i] = 0;
				if (i == np)
					break;
			}
		}
	}
}

/* every arithmetic type the target has: scalars and vectors of them */
static size_t
census_types(S *s, Type **out)
{
	static const unsigned widths[] = {1, 2, 3, 4, 8, 16};
	Type *elems[16];
	size_t ne = sema_class_elems(s, GEN_T, elems), n = 0, k, w;

	for (k = 0; k < ne; k++)
		for (w = 0; w < ZC_COUNTOF(widths); w++)
			out[n++] = widths[w] == 1 ? elems[k] : ty_vector(s->c, elems[k], widths[w]);
	return n;
}

static void
census_named(Census *cs)
{
	static const char *const rounds[] = {"", "_rte", "_rtz", "_rtp", "_rtn"};
	S *s = cs->s;
	Ctx *c = s->c;
	Type *types[96];
	size_t n = census_types(s, types), i, j, k, r;

	/* 6.4.3 convert_T[_sat][_rounding](S) and 6.4.4.2 as_T(S) */
	for (i = 0; i < n; i++) {
		Buf tn;

		buf_init(&tn, &c->ar);
		census_type(c, &tn, types[i]);
		for (j = 0; j < n; j++) {
			for (k = 0; k < 2; k++)
				for (r = 0; r < ZC_COUNTOF(rounds); r++)
					census_call(cs, ar_printf(&c->ar, "convert_%s%s%s", tn.s, k ? "_sat" : "", rounds[r]),
					            &types[j], 1, "-");
			census_call(cs, ar_printf(&c->ar, "as_%s", tn.s), &types[j], 1, "-");
		}
	}
	/* 6.15.13 printf(constant char *restrict format, ...), resolved by name */
	if (sema_library_name("printf"))
		cs->emit(cs->ud, "printf|int|const __constant char *,...|-");
	/* 6.15.8 shuffle(x, mask) and shuffle2(x, y, mask) */
	for (i = 0; i < n; i++) {
		for (j = 0; j < n; j++) {
			Type *a[3] = {types[i], types[i], types[j]};

			if (types[i]->kind != T_VECTOR || types[j]->kind != T_VECTOR)
				continue;
			census_call(cs, "shuffle", (Type *[]){types[i], types[j]}, 2, "-");
			census_call(cs, "shuffle2", a, 3, "-");
		}
	}
}

void
sema_builtin_overloads(Ctx *c, void (*emit)(void *ud, const char *line), void *ud)
{
	S *s = sema_begin(c, NULL);
	Census cs = {0};
	size_t i;

	cs.s = s;
	cs.emit = emit;
	cs.ud = ud;
	map_init(&cs.seen, &c->ar);
	for (i = 0; i < bi_count; i++)
		census_row(&cs, &bi_table[i]);
	census_named(&cs);
	ar_free(s->scratch);
}
