/* link.c — joining SPIR-V modules into one: zocc --link and zocc_link.
 *
 * The model is a C linker's, over SPIR-V's LinkageAttributes decoration
 * and Linkage Type (Import, Export, and SPV_KHR_linkonce_odr's
 * LinkOnceODR): a function declared without a body, or a global variable,
 * decorated Import is resolved by name against a definition some module
 * decorates Export, of the same type.  The steps:
 *
 *   1. read each module (read.c, link_read.c): the header, every
 *      instruction against the grammar, every id defined once and used
 *      only where defined, the logical layout (2.4).  Modules come from
 *      anywhere: whatever the words say, nothing is read outside them,
 *      and a module that breaks these rules is refused with its name and
 *      the word;
 *   2. merge the types and constants that are the same (link_types.c), so
 *      that an import's type can be compared with its export's;
 *   3. resolve: every import against the one export of its name (an
 *      unresolved import, a name exported twice, a function against a
 *      variable or a type mismatch is an error naming the symbol and the
 *      modules); a resolved import's id becomes its export's, and its
 *      declaration and decorations go; the variables two modules declare
 *      for the same BuiltIn become one;
 *   4. write the result: capabilities, extensions and instruction-set
 *      imports without duplicates, one memory model (the modules must
 *      agree), every entry point (each name once) with the interface its
 *      calls now reach, the debug and annotation sections without what was
 *      dropped, types and globals ordered so that each comes after what it
 *      uses (a pointer to a struct being declared first with
 *      OpTypeForwardPointer where a cycle needs it), then every function
 *      declaration before every definition.  Output ids are given on first
 *      use; the interface variables get the lowest (IGC reads an entry
 *      point's interface ids as instructions: see spv_interface_id).
 *
 * Without -create-library every import must be resolved and the exports
 * lose their decoration, so the result is a finished module, which holds
 * the functions its entry points reach; a result without entry points
 * keeps its exports (a library, as zocc makes one of a
 * program without kernels), and one with neither entry points nor exports
 * is an error.  With it, exports are kept and imports may stay.  The version is the highest of the modules'.  The caller checks
 * the result against the Level Zero environment (spv_verify). */
#include <string.h>

#include "linkint.h"


/* ---- symbols ------------------------------------------------------------ */

typedef struct Sym {
	const char *name;
	uint32_t mod;     /* module index */
	uint32_t id;      /* the function's or variable's id there */
	uint32_t type;    /* LinkageType */
	bool func;        /* an OpFunction, else an OpVariable */
} Sym;

typedef struct Syms {
	VEC(Sym) imports;
	VEC(Sym) exports;
	Map byname;       /* export name -> index + 1 in exports */
	bool entry;       /* some module has an entry point */
} Syms;

/* Whether the function starting at f has blocks (read_layout checked its
 * shape: an OpFunctionEnd ends it). */
static bool
fn_has_body(const LinkMod *m, const SpvIns *f)
{
	const SpvIns *end = m->b.ins.v + m->b.ins.n;

	for (f++; f < end && f->op != SpvOpFunctionEnd; f++)
		if (f->op == SpvOpLabel)
			return true;
	return false;
}

static bool
has_builtin(const LinkMod *m, uint32_t id)
{
	size_t i;

	for (i = 0; i < m->b.ins.n && m->b.ins.v[i].sec <= SEC_ANNOTATION; i++) {
		const SpvIns *in = &m->b.ins.v[i];
		const uint32_t *w = lw(m, in);

		if (in->op == SpvOpDecorate && in->nw >= 4 && w[1] == id && w[2] == SpvDecorationBuiltIn)
			return true;
	}
	return false;
}

/* Every LinkageAttributes decoration, checked. */
static bool
collect(L *l, Syms *s)
{
	Ctx *c = l->c;
	size_t mi, i;
	bool ok = true;

	map_init(&s->byname, &c->ar);
	for (mi = 0; mi < l->n; mi++) {
		const LinkMod *m = &l->m[mi];

		for (i = 0; i < m->b.ins.n; i++) {
			const SpvIns *in = &m->b.ins.v[i], *d;
			const uint32_t *w = lw(m, in);
			Sym sym;

			if (in->op == SpvOpEntryPoint)
				s->entry = true;
			if (in->op != SpvOpDecorate || in->nw < 4 || w[2] != SpvDecorationLinkageAttributes)
				continue;
			d = ldef(m, w[1]);
			sym.name = spv_str(&m->b, in, 3);
			sym.mod = (uint32_t)mi;
			sym.id = w[1];
			sym.type = w[in->nw - 1];
			sym.func = d->op == SpvOpFunction;
			if (d->op == SpvOpDecorationGroup) {
				ok = link_err(m, in, "LinkageAttributes on a decoration group: zocc links symbols decorated one by one");
				continue;
			}
			if (!sym.func && (d->op != SpvOpVariable || d->sec != SEC_GLOBAL)) {
				ok = link_err(m, in, "LinkageAttributes on something that is neither a function nor a global variable");
				continue;
			}
			if (l->unlink[m->base + w[1]] == 2) {
				ok = link_err(m, in, "a second LinkageAttributes decoration on %%%u", w[1]);
				continue;
			}
			l->unlink[m->base + w[1]] = 2; /* seen (0 again below) */
			if (sym.type == SpvLinkageTypeImport) {
				if (!sym.func && has_builtin(m, w[1])) {
					/* clang's translator imports the BuiltIn variables
					 * (__spirv_BuiltInGlobalInvocationId): no module
					 * exports them; they are the device's */
					l->unlink[m->base + w[1]] = 1;
					continue;
				}
				if (sym.func && fn_has_body(m, d)) {
					ok = link_err(m, in, "an imported function with a body");
					continue;
				}
				if (!sym.func && d->nw > 4) {
					ok = link_err(m, in, "an imported variable with an initializer");
					continue;
				}
				VEC_PUSH(&c->ar, &s->imports, sym);
			} else if (sym.type == SpvLinkageTypeExport || sym.type == 2 /* LinkOnceODR */) {
				size_t k = (size_t)(uintptr_t)map_get(&s->byname, sym.name, strlen(sym.name));

				if (sym.func && !fn_has_body(m, d)) {
					ok = link_err(m, in, "an exported function without a body");
					continue;
				}
				if (k) {
					const Sym *o = &s->exports.v[k - 1];

					if (sym.type == 2 && o->type == 2 && sym.func == o->func) {
						/* one definition stands for all (SPV_KHR_linkonce_odr) */
						VEC_PUSH(&c->ar, &s->imports, sym);
						continue;
					}
					zc_error(c, (Loc){0}, "symbol '%s' is exported twice: by %s and by %s",
					         sym.name, l->m[o->mod].name, m->name);
					ok = false;
					continue;
				}
				VEC_PUSH(&c->ar, &s->exports, sym);
				map_put(&s->byname, sym.name, strlen(sym.name), (void *)(uintptr_t)s->exports.n);
			} else {
				ok = link_err(m, in, "linkage type %u is neither Import nor Export", sym.type);
			}
		}
	}
	for (mi = 0; mi < l->n; mi++)
		for (i = 1; i < l->m[mi].b.bound; i++)
			if (l->unlink[l->m[mi].base + i] == 2)
				l->unlink[l->m[mi].base + i] = 0;
	return ok;
}

/* ---- resolving ---------------------------------------------------------- */

static bool
kept(const L *l, uint32_t g)
{
	return l->cls[g] == g && !l->drop[g];
}

/* Leave out a whole function: its instructions' results are dropped. */
static void
drop_function(L *l, const LinkMod *m, const SpvIns *f)
{
	const SpvIns *end = m->b.ins.v + m->b.ins.n;

	for (; f < end; f++) {
		if (f->res)
			l->drop[m->base + lw(m, f)[f->res]] = 1;
		if (f->op == SpvOpFunctionEnd)
			break;
	}
}

/* The type an import or export is compared by: a function's OpTypeFunction,
 * a variable's pointer type (its storage class with it). */
static uint32_t
sym_type(const L *l, const Sym *s)
{
	const LinkMod *m = &l->m[s->mod];
	const SpvIns *d = ldef(m, s->id);

	return lw(m, d)[s->func ? 4 : 1];
}

static bool
resolve(L *l, Syms *s)
{
	Ctx *c = l->c;
	bool ok = true;
	size_t i;
	Map open;  /* name -> index + 1 of the first import left unresolved */

	map_init(&open, &c->ar);
	for (i = 0; i < s->imports.n; i++) {
		const Sym *im = &s->imports.v[i], *ex;
		const LinkMod *mi = &l->m[im->mod], *me;
		size_t k = (size_t)(uintptr_t)map_get(&s->byname, im->name, strlen(im->name));
		uint32_t ti, te;

		if (!k) {
			if (!l->library) {
				zc_error(c, (Loc){0}, "unresolved import: %s '%s' (imported by %s) is exported by none of the modules linked",
				         im->func ? "function" : "variable", im->name, mi->name);
				ok = false;
				continue;
			}
			/* a library keeps it, once: the modules that import the
			 * same symbol share one import */
			k = (size_t)(uintptr_t)map_get(&open, im->name, strlen(im->name));
			if (!k) {
				map_put(&open, im->name, strlen(im->name), (void *)(uintptr_t)(i + 1));
				continue;
			}
			ex = &s->imports.v[k - 1];
		} else {
			ex = &s->exports.v[k - 1];
		}
		me = &l->m[ex->mod];
		if (im->func != ex->func) {
			zc_error(c, (Loc){0}, "symbol '%s' is a %s in %s but a %s in %s", im->name,
			         im->func ? "function" : "variable", mi->name, ex->func ? "function" : "variable", me->name);
			ok = false;
			continue;
		}
		ti = sym_type(l, im);
		te = sym_type(l, ex);
		if (l->cls[mi->base + ti] != l->cls[me->base + te]) {
			zc_error(c, (Loc){0}, "symbol '%s' has type '%s' in %s but '%s' in %s", im->name,
			         spv_type_name(&mi->b, ti, !im->func), mi->name, spv_type_name(&me->b, te, !ex->func), me->name);
			ok = false;
			continue;
		}
		l->cls[mi->base + im->id] = me->base + ex->id;
		if (im->func)
			drop_function(l, mi, ldef(mi, im->id));
		else
			l->drop[mi->base + im->id] = 1;
	}
	return ok;
}

/* A finished module holds its entry points and what they reach, as a
 * module zocc compiles does: the functions of a library no kernel calls
 * are left out.  What else refers to a function (a debug instruction, a
 * constant) keeps it. */
static void
prune(L *l)
{
	VEC(uint32_t) todo = {0};
	uint8_t *seen = ar_alloc(&l->c->ar, l->G);
	size_t mi, i;

	for (mi = 0; mi < l->n; mi++) {
		const LinkMod *m = &l->m[mi];

		for (i = 0; i < m->b.ins.n; i++) {
			const SpvIns *in = &m->b.ins.v[i];
			uint32_t k;

			if (in->sec == SEC_FUNCTION || (in->sec == SEC_GLOBAL && (!in->res || !kept(l, m->base + lw(m, in)[in->res]))))
				continue;
			/* entry points, and any global instruction naming a function */
			for (k = 0; k < in->nids; k++) {
				uint32_t g = l->cls[m->base + lw(m, in)[m->b.idpos.v[in->ids + k]]];
				const SpvIns *d = lgdef(l, g, NULL);

				if (d && d->op == SpvOpFunction && (in->op == SpvOpEntryPoint || in->sec == SEC_GLOBAL) &&
				    !seen[g]) {
					seen[g] = 1;
					VEC_PUSH(&l->c->ar, &todo, g);
				}
			}
		}
	}
	while (todo.n) {
		const LinkMod *m;
		const SpvIns *f = lgdef(l, todo.v[--todo.n], &m), *end = m->b.ins.v + m->b.ins.n;

		for (f++; f < end && f->op != SpvOpFunctionEnd; f++) {
			uint32_t k;

			for (k = 0; k < f->nids; k++) {
				uint32_t g = l->cls[m->base + lw(m, f)[m->b.idpos.v[f->ids + k]]];
				const SpvIns *d = lgdef(l, g, NULL);

				if (d && d->op == SpvOpFunction && !seen[g]) {
					seen[g] = 1;
					VEC_PUSH(&l->c->ar, &todo, g);
				}
			}
		}
	}
	for (mi = 0; mi < l->n; mi++) {
		const LinkMod *m = &l->m[mi];

		for (i = 0; i < m->b.ins.n; i++) {
			const SpvIns *in = &m->b.ins.v[i];
			uint32_t g;

			if (in->op != SpvOpFunction)
				continue;
			g = m->base + lw(m, in)[2];
			if (kept(l, g) && !seen[g])
				drop_function(l, m, in);
		}
	}
}

/* Keys of the small maps below: up to four words. */
static void *
key_get(Map *mp, const uint32_t *k, size_t n)
{
	return map_get(mp, (const char *)k, n * 4);
}

static void
key_put(Arena *a, Map *mp, const uint32_t *k, size_t n, uint32_t val)
{
	uint32_t *copy = ar_alloc(a, n * 4);

	memcpy(copy, k, n * 4);
	map_put(mp, (const char *)copy, n * 4, (void *)(uintptr_t)val);
}

/* The variables modules declare for the same BuiltIn (with the same type)
 * become one; and an instruction set imported twice is imported once. */
static void
merge_builtins(L *l)
{
	Map mp;
	size_t mi, i;

	map_init(&mp, &l->c->ar);
	for (mi = 0; mi < l->n; mi++) {
		const LinkMod *m = &l->m[mi];

		for (i = 0; i < m->b.ins.n && m->b.ins.v[i].sec <= SEC_ANNOTATION; i++) {
			const SpvIns *in = &m->b.ins.v[i], *v;
			const uint32_t *w = lw(m, in);
			uint32_t g, key[3];
			void *found;

			if (in->op != SpvOpDecorate || in->nw != 4 || w[2] != SpvDecorationBuiltIn)
				continue;
			v = ldef(m, w[1]);
			g = m->base + w[1];
			if (v->op != SpvOpVariable || v->sec != SEC_GLOBAL || v->nw != 4 || l->cls[g] != g)
				continue;
			key[0] = w[3];
			key[1] = lw(m, v)[3];
			key[2] = l->cls[m->base + lw(m, v)[1]];
			if ((found = key_get(&mp, key, 3))) {
				l->cls[g] = (uint32_t)(uintptr_t)found;
				l->drop[g] = 1;
			} else {
				key_put(&l->c->ar, &mp, key, 3, g);
			}
		}
	}
}

static void
merge_sets(L *l)
{
	Map mp;
	size_t mi, i;

	map_init(&mp, &l->c->ar);
	for (mi = 0; mi < l->n; mi++) {
		const LinkMod *m = &l->m[mi];

		for (i = 0; i < m->b.ins.n && m->b.ins.v[i].sec <= SEC_EXTINST_IMPORT; i++) {
			const SpvIns *in = &m->b.ins.v[i];
			const char *name;
			uint32_t g;
			void *found;

			if (in->op != SpvOpExtInstImport)
				continue;
			name = spv_str(&m->b, in, 2);
			g = m->base + lw(m, in)[1];
			if ((found = map_get(&mp, name, strlen(name))))
				l->cls[g] = (uint32_t)(uintptr_t)found;
			else
				map_put(&mp, name, strlen(name), (void *)(uintptr_t)g);
		}
	}
}

/* The modules agree on the memory model, and no two entry points of one
 * execution model share a name. */
static bool
check_models(L *l)
{
	Ctx *c = l->c;
	Map eps;
	const LinkMod *first = NULL;
	uint32_t am = 0, mm = 0;
	size_t mi, i;
	bool ok = true;

	map_init(&eps, &c->ar);
	for (mi = 0; mi < l->n; mi++) {
		const LinkMod *m = &l->m[mi];

		for (i = 0; i < m->b.ins.n && m->b.ins.v[i].sec <= SEC_ENTRY_POINT; i++) {
			const SpvIns *in = &m->b.ins.v[i];
			const uint32_t *w = lw(m, in);

			if (in->op == SpvOpMemoryModel) {
				if (!first) {
					first = m, am = w[1], mm = w[2];
				} else if (w[1] != am || w[2] != mm) {
					const char *a1 = spv_enum_name(SPV_K_AddressingModel, am), *m1 = spv_enum_name(SPV_K_MemoryModel, mm);
					const char *a2 = spv_enum_name(SPV_K_AddressingModel, w[1]), *m2 = spv_enum_name(SPV_K_MemoryModel, w[2]);

					zc_error(c, (Loc){0}, "%s has the memory model %s %s but %s has %s %s: they cannot be linked",
					         first->name, a1 ? a1 : "?", m1 ? m1 : "?", m->name, a2 ? a2 : "?", m2 ? m2 : "?");
					ok = false;
				}
			} else if (in->op == SpvOpEntryPoint) {
				const char *name = spv_str(&m->b, in, 3);
				char *key = ar_printf(&c->ar, "%u:%s", w[1], name);
				void *prev = map_get(&eps, key, strlen(key));

				if (prev) {
					zc_error(c, (Loc){0}, "entry point '%s' is in %s and in %s", name,
					         l->m[(uintptr_t)prev - 1].name, m->name);
					ok = false;
				} else {
					map_put(&eps, key, strlen(key), (void *)(uintptr_t)(mi + 1));
				}
			}
		}
	}
	return ok;
}

/* ---- writing ------------------------------------------------------------ */

enum { G_NEW, G_BUSY, G_FWD, G_DONE };

/* What a function of the result calls and which interface variables it
 * uses, for the entry points' interfaces. */
typedef struct FnInfo {
	VEC(uint32_t) callees; /* canonical gids */
	VEC(uint32_t) vars;    /* canonical gids of interface variables */
	uint32_t mark;         /* the entry point that last reached it */
} FnInfo;

typedef struct Out {
	Words sec[SEC_COUNT];
	Words tmp;
	Map seen;             /* what the result has once: names, decorations, source... */
	uint8_t *gst;         /* [G]: G_* of each global's ordering */
	uint32_t *pend;       /* [G]: the first pointer to a struct waiting for it, + 1 */
	uint32_t *pnext;      /* [G]: the next one waiting for the same struct, + 1 */
	U64Map fns;           /* canonical function gid -> index + 1 in fninfo */
	VEC(FnInfo *) fninfo; /* what each function of the result calls and uses */
	uint32_t version;     /* the highest of the modules' */
	bool all_vars;        /* SPIR-V 1.4 on: an interface lists every global variable used */
	bool linkage;         /* a LinkageAttributes decoration was written */
} Out;

static uint32_t
oid(L *l, uint32_t g)
{
	uint32_t k = l->cls[g];

	if (!l->out[k])
		l->out[k] = l->next++;
	return l->out[k];
}

/* Append in's words to w with its ids renumbered. */
static void
put_ins(L *l, Words *w, const LinkMod *m, const SpvIns *in)
{
	const uint32_t *src = lw(m, in);
	size_t at = w->n;
	uint32_t k;

	VEC_GROW(&l->c->ar, w, w->n + in->nw);
	memcpy(w->v + at, src, (size_t)in->nw * 4);
	w->n += in->nw;
	if (in->res)
		w->v[at + in->res] = oid(l, m->base + src[in->res]);
	for (k = 0; k < in->nids; k++) {
		uint16_t p = m->b.idpos.v[in->ids + k];

		w->v[at + p] = oid(l, m->base + src[p]);
	}
}

/* Whether the words are new to section tag (and remember them). */
static bool
first_time(L *l, Out *o, uint32_t tag, const uint32_t *w, size_t n)
{
	uint32_t *k = ar_alloc(&l->c->ar, (n + 1) * 4);

	k[0] = tag;
	memcpy(k + 1, w, n * 4);
	if (map_get(&o->seen, (const char *)k, (n + 1) * 4))
		return false;
	map_put(&o->seen, (const char *)k, (n + 1) * 4, (void *)1);
	return true;
}

/* in renumbered into o->tmp, then into section s unless seen before. */
static void
put_once(L *l, Out *o, int s, const LinkMod *m, const SpvIns *in)
{
	o->tmp.n = 0;
	put_ins(l, &o->tmp, m, in);
	if (first_time(l, o, (uint32_t)s, o->tmp.v, o->tmp.n)) {
		VEC_GROW(&l->c->ar, &o->sec[s], o->sec[s].n + o->tmp.n);
		memcpy(o->sec[s].v + o->sec[s].n, o->tmp.v, o->tmp.n * 4);
		o->sec[s].n += o->tmp.n;
	}
}

/* ---- the global section, each definition after what it uses -------- */

static void
done_global(L *l, Out *o, uint32_t g)
{
	const LinkMod *m;
	const SpvIns *in = lgdef(l, g, &m);
	uint32_t q;

	put_ins(l, &o->sec[SEC_GLOBAL], m, in);
	o->gst[g] = G_DONE;
	/* the pointers to this struct declared forward */
	for (q = o->pend[g]; q; q = o->pnext[q - 1]) {
		const LinkMod *pm;
		const SpvIns *p = lgdef(l, q - 1, &pm);

		put_ins(l, &o->sec[SEC_GLOBAL], pm, p);
		o->gst[q - 1] = G_DONE;
	}
}

/* Start on g; false (and g done or waiting) when nothing is left to do
 * for it here: a pointer to a struct not yet written is declared forward
 * (OpTypeForwardPointer) and written right after its struct, which breaks
 * every cycle a valid module's types can make. */
static bool
enter(L *l, Out *o, uint32_t g)
{
	const LinkMod *m;
	const SpvIns *in = lgdef(l, g, &m);

	if (in->op == SpvOpTypePointer) {
		uint32_t s = l->cls[m->base + lw(m, in)[3]];
		const SpvIns *st = lgdef(l, s, NULL);

		if (st && st->op == SpvOpTypeStruct && o->gst[s] != G_DONE) {
			uint32_t fw[3] = {3u << 16 | SpvOpTypeForwardPointer, oid(l, g), lw(m, in)[2]};
			Words *w = &o->sec[SEC_GLOBAL];

			VEC_GROW(&l->c->ar, w, w->n + 3);
			memcpy(w->v + w->n, fw, sizeof fw);
			w->n += 3;
			o->gst[g] = G_FWD;
			o->pnext[g] = o->pend[s];
			o->pend[s] = g + 1;
			return false;
		}
	}
	o->gst[g] = G_BUSY;
	return true;
}

static bool
order_global(L *l, Out *o, uint32_t g0)
{
	struct Frame { uint32_t g, k; };
	VEC(struct Frame) st = {0};

	if (o->gst[g0] != G_NEW || !enter(l, o, g0))
		return true;
	VEC_PUSH(&l->c->ar, &st, ((struct Frame){g0, 0}));
	while (st.n) {
		struct Frame *f = &VEC_LAST(&st);
		const LinkMod *m;
		const SpvIns *in = lgdef(l, f->g, &m);
		uint32_t og;
		const SpvIns *od;

		if (f->k == in->nids) {
			done_global(l, o, f->g);
			st.n--;
			continue;
		}
		og = l->cls[m->base + lw(m, in)[m->b.idpos.v[in->ids + f->k++]]];
		od = lgdef(l, og, NULL);
		if (!od || od->sec != SEC_GLOBAL || od->debug)
			continue; /* a function, a string, an instruction set: no order among globals */
		switch (o->gst[og]) {
		case G_DONE:
			continue;
		case G_NEW:
			if (enter(l, o, og))
				VEC_PUSH(&l->c->ar, &st, ((struct Frame){og, 0}));
			else
				f->k--; /* look again: a forward pointer may not do */
			continue;
		case G_FWD: {
			/* types may use a pointer declared forward; anything else
			 * needs the pointer, so its struct first */
			const LinkMod *pm;
			const SpvIns *p = lgdef(l, og, &pm);
			uint32_t s = l->cls[pm->base + lw(pm, p)[3]];

			if (link_is_type(in->op))
				continue;
			if (o->gst[s] == G_NEW) {
				f->k--;
				if (enter(l, o, s))
					VEC_PUSH(&l->c->ar, &st, ((struct Frame){s, 0}));
				continue;
			}
			break;
		}
		default:
			break;
		}
		zc_error(l->c, (Loc){0}, "%s: word %u: the types of the linked module cannot be ordered: %%%u depends on itself other than through a pointer to a struct",
		         m->name, in->off, lw(m, in)[in->res]);
		return false;
	}
	return true;
}

/* ---- functions and entry points ------------------------------------- */

/* The FnInfo of canonical function gid g, NULL if it has none. */
static FnInfo *
fn_find(const Out *o, uint32_t g)
{
	uint32_t k = u64_get(&o->fns, g);

	return k ? o->fninfo.v[k - 1] : NULL;
}

static FnInfo *
fn_info(L *l, Out *o, uint32_t g)
{
	FnInfo *f = fn_find(o, l->cls[g]);

	if (!f) {
		f = ar_alloc(&l->c->ar, sizeof *f);
		VEC_PUSH(&l->c->ar, &o->fninfo, f);
		u64_put(l->c, &o->fns, l->cls[g], (uint32_t)o->fninfo.n);
	}
	return f;
}

static bool
interface_var(const L *l, const Out *o, uint32_t g)
{
	const LinkMod *m;
	const SpvIns *d = lgdef(l, g, &m);
	uint32_t sc;

	if (!d || d->op != SpvOpVariable || d->sec != SEC_GLOBAL)
		return false;
	sc = lw(m, d)[3];
	return o->all_vars || sc == SpvStorageClassInput || sc == SpvStorageClassOutput;
}

/* The functions of each module, declarations (decl) or definitions. */
static void
put_functions(L *l, Out *o, bool decl)
{
	size_t mi, i;

	for (mi = 0; mi < l->n; mi++) {
		const LinkMod *m = &l->m[mi];

		for (i = 0; i < m->b.ins.n; i++) {
			const SpvIns *f = &m->b.ins.v[i], *e;
			uint32_t g;
			FnInfo *info = NULL;

			if (f->op != SpvOpFunction)
				continue;
			g = m->base + lw(m, f)[2];
			for (e = f; e->op != SpvOpFunctionEnd; e++)
				;
			if (l->drop[g] || fn_has_body(m, f) == decl) {
				i = (size_t)(e - m->b.ins.v);
				continue;
			}
			if (!decl)
				info = fn_info(l, o, g);
			for (; f <= e; f++) {
				uint32_t k;

				put_ins(l, &o->sec[SEC_FUNCTION], m, f);
				for (k = 0; info && k < f->nids; k++) {
					uint32_t og = l->cls[m->base + lw(m, f)[m->b.idpos.v[f->ids + k]]];

					if (f->op == SpvOpFunctionCall && k == 1)
						VEC_PUSH(&l->c->ar, &info->callees, og);
					else if (interface_var(l, o, og))
						VEC_PUSH(&l->c->ar, &info->vars, og);
				}
			}
			i = (size_t)(e - m->b.ins.v);
		}
	}
}

/* An entry point with its interface: what it listed, and every interface
 * variable the functions it reaches use, each once. */
static void
put_entry(L *l, Out *o, const LinkMod *m, const SpvIns *in, uint32_t mark)
{
	Words *w = &o->sec[SEC_ENTRY_POINT];
	size_t at = w->n, n0, k;
	VEC(uint32_t) todo = {0};
	FnInfo *f;

	put_ins(l, w, m, in);
	/* word 2 is the function; the ids after it, the interface */
	n0 = at + 2;
	while (++n0 < w->n && (w->v[n0] & 0xff000000u) && (w->v[n0] & 0xff0000u) &&
	       (w->v[n0] & 0xff00u) && (w->v[n0] & 0xffu))
		;
	n0++; /* past the word with the name's NUL */
	f = fn_find(o, l->cls[m->base + lw(m, in)[2]]);
	if (f)
		VEC_PUSH(&l->c->ar, &todo, l->cls[m->base + lw(m, in)[2]]);
	while (todo.n) {
		uint32_t g = todo.v[--todo.n];

		f = fn_find(o, g);
		if (!f || f->mark == mark)
			continue;
		f->mark = mark;
		for (k = 0; k < f->vars.n; k++) {
			uint32_t id = oid(l, f->vars.v[k]);
			size_t j;

			for (j = n0; j < w->n && w->v[j] != id; j++)
				;
			if (j == w->n)
				words_push(l->c, w, id);
		}
		for (k = 0; k < f->callees.n; k++)
			VEC_PUSH(&l->c->ar, &todo, f->callees.v[k]);
	}
	/* the listed ids once (two built-in variables may have become one) */
	{
		size_t r, wr = n0;

		for (r = n0; r < w->n; r++) {
			size_t j;

			for (j = n0; j < wr && w->v[j] != w->v[r]; j++)
				;
			if (j == wr)
				w->v[wr++] = w->v[r];
		}
		w->n = wr;
	}
	w->v[at] = (uint32_t)(w->n - at) << 16 | SpvOpEntryPoint;
}

/* ---- the whole result -------------------------------------------------- */

static void
push_str(Ctx *c, Words *w, SpvOp op, const char *s)
{
	size_t n = strlen(s) / 4 + 1, at = w->n, k;

	VEC_GROW(&c->ar, w, w->n + 1 + n);
	w->v[at] = (uint32_t)(1 + n) << 16 | op;
	for (k = 0; k < n; k++)
		w->v[at + 1 + k] = 0;
	memcpy(w->v + at + 1, s, strlen(s));
	w->n += 1 + n;
}

static bool
write_sections(L *l, Out *o)
{
	Ctx *c = l->c;
	size_t mi, i;
	bool source_kept = false;

	/* interface variables first: their ids stay small */
	for (mi = 0; mi < l->n; mi++) {
		const LinkMod *m = &l->m[mi];

		for (i = 0; i < m->b.ins.n; i++) {
			const SpvIns *in = &m->b.ins.v[i];
			uint32_t sc;

			if (in->op != SpvOpVariable || in->sec != SEC_GLOBAL || !kept(l, m->base + lw(m, in)[2]))
				continue;
			sc = lw(m, in)[3];
			if (sc == SpvStorageClassInput || sc == SpvStorageClassOutput)
				oid(l, m->base + lw(m, in)[2]);
		}
	}
	for (mi = 0; mi < l->n; mi++) {
		const LinkMod *m = &l->m[mi];

		for (i = 0; i < m->b.ins.n && m->b.ins.v[i].sec < SEC_GLOBAL; i++) {
			const SpvIns *in = &m->b.ins.v[i];
			const uint32_t *w = lw(m, in);
			uint32_t t = in->nw > 1 ? m->base + w[1] : 0;

			switch (in->op) {
			case SpvOpExtInstImport:
				if (kept(l, t))
					put_ins(l, &o->sec[SEC_EXTINST_IMPORT], m, in);
				break;
			case SpvOpExecutionMode:
			case SpvOpExecutionModeId:
				put_once(l, o, SEC_EXECUTION_MODE, m, in);
				break;
			case SpvOpString:
				put_ins(l, &o->sec[SEC_DEBUG_SOURCE], m, in);
				break;
			case SpvOpSource: {
				size_t before = o->sec[SEC_DEBUG_SOURCE].n;

				put_once(l, o, SEC_DEBUG_SOURCE, m, in);
				source_kept = o->sec[SEC_DEBUG_SOURCE].n != before;
				break;
			}
			case SpvOpSourceContinued:
				if (source_kept)
					put_ins(l, &o->sec[SEC_DEBUG_SOURCE], m, in);
				break;
			case SpvOpSourceExtension:
				put_once(l, o, SEC_DEBUG_SOURCE, m, in);
				break;
			case SpvOpName:
			case SpvOpMemberName: {
				uint32_t key[2] = {0, in->op == SpvOpMemberName && in->nw > 2 ? w[2] : 0xffffffffu};

				if (!kept(l, t))
					break;
				key[0] = oid(l, t);
				if (first_time(l, o, SEC_DEBUG_NAME, key, 2))
					put_ins(l, &o->sec[SEC_DEBUG_NAME], m, in);
				break;
			}
			case SpvOpModuleProcessed:
				put_once(l, o, SEC_DEBUG_PROCESSED, m, in);
				break;
			case SpvOpDecorate:
			case SpvOpDecorateId:
			case SpvOpDecorateString:
			case SpvOpMemberDecorate:
			case SpvOpMemberDecorateString:
				if (!kept(l, t))
					break;
				if (in->op == SpvOpDecorate && in->nw >= 3 && w[2] == SpvDecorationLinkageAttributes) {
					if (l->unlink[t])
						break;
					o->linkage = true;
				}
				put_once(l, o, SEC_ANNOTATION, m, in);
				break;
			case SpvOpDecorationGroup:
				put_ins(l, &o->sec[SEC_ANNOTATION], m, in);
				break;
			case SpvOpGroupDecorate:
			case SpvOpGroupMemberDecorate: {
				/* without the targets that are gone */
				Words *out = &o->sec[SEC_ANNOTATION];
				size_t at = out->n;
				uint32_t k, step = in->op == SpvOpGroupDecorate ? 1 : 2;

				words_push(c, out, 0);
				words_push(c, out, oid(l, m->base + w[1]));
				for (k = 2; k + step - 1 < in->nw; k += step) {
					if (!kept(l, m->base + w[k]))
						continue;
					words_push(c, out, oid(l, m->base + w[k]));
					if (step == 2)
						words_push(c, out, w[k + 1]);
				}
				if (out->n - at == 2)
					out->n = at;
				else
					out->v[at] = (uint32_t)(out->n - at) << 16 | in->op;
				break;
			}
			}
		}
	}
	/* types, constants and variables, each after what it uses; the debug
	 * instructions (which may refer forward) after all of them */
	for (mi = 0; mi < l->n; mi++) {
		const LinkMod *m = &l->m[mi];

		for (i = 0; i < m->b.ins.n; i++) {
			const SpvIns *in = &m->b.ins.v[i];

			if (in->sec != SEC_GLOBAL || !in->res || in->debug || !kept(l, m->base + lw(m, in)[in->res]))
				continue;
			if (!order_global(l, o, m->base + lw(m, in)[in->res]))
				return false;
		}
	}
	for (mi = 0; mi < l->n; mi++) {
		const LinkMod *m = &l->m[mi];

		for (i = 0; i < m->b.ins.n; i++) {
			const SpvIns *in = &m->b.ins.v[i];

			if (in->sec == SEC_GLOBAL && in->debug && kept(l, m->base + lw(m, in)[in->res]))
				put_ins(l, &o->sec[SEC_GLOBAL], m, in);
		}
	}
	put_functions(l, o, true);
	put_functions(l, o, false);
	for (mi = 0; mi < l->n; mi++) {
		const LinkMod *m = &l->m[mi];

		for (i = 0; i < m->b.ins.n && m->b.ins.v[i].sec <= SEC_ENTRY_POINT; i++)
			if (m->b.ins.v[i].op == SpvOpEntryPoint)
				put_entry(l, o, m, &m->b.ins.v[i], (uint32_t)(mi << 20 | i) + 1);
	}
	return true;
}

/* Capabilities and extensions: every module's, once each; Linkage only if
 * a LinkageAttributes decoration is left. */
static void
write_head(L *l, Out *o, Words *w)
{
	Ctx *c = l->c;
	Map seen;
	size_t mi, i;

	map_init(&seen, &c->ar);
	words_push(c, w, SpvMagicNumber);
	words_push(c, w, o->version);
	words_push(c, w, SPV_GENERATOR);
	words_push(c, w, l->next);
	words_push(c, w, 0);
	for (mi = 0; mi < l->n; mi++) {
		const LinkMod *m = &l->m[mi];

		for (i = 0; i < m->b.ins.n && m->b.ins.v[i].sec <= SEC_EXTENSION; i++) {
			const SpvIns *in = &m->b.ins.v[i];
			const uint32_t *iw = lw(m, in);
			uint32_t key[2] = {in->op, in->op == SpvOpCapability ? iw[1] : 0};
			const char *name = in->op == SpvOpExtension ? spv_str(&m->b, in, 1) : NULL;

			if (in->op == SpvOpCapability && iw[1] == SpvCapabilityLinkage && !o->linkage)
				continue;
			if (name ? map_get(&seen, name, strlen(name)) != NULL : key_get(&seen, key, 2) != NULL)
				continue;
			if (name)
				map_put(&seen, name, strlen(name), (void *)1);
			else
				key_put(&c->ar, &seen, key, 2, 1);
			if (name)
				push_str(c, w, SpvOpExtension, name);
			else
				put_ins(l, w, m, in);
		}
	}
	if (o->linkage && !key_get(&seen, (const uint32_t[]){SpvOpCapability, SpvCapabilityLinkage}, 2)) {
		words_push(c, w, 2u << 16 | SpvOpCapability);
		words_push(c, w, SpvCapabilityLinkage);
	}
}

uint32_t *
spv_link(Ctx *c, const SpvLinkInput *in, size_t n, bool library, size_t *nwords)
{
	L l = {c};
	Syms syms = {0};
	Out o = {0};
	Words res = {0};
	uint64_t total = 0;
	size_t i, s;
	bool ok = true;

	*nwords = 0;
	if (!n) {
		zc_error(c, (Loc){0}, "no modules to link");
		return NULL;
	}
	l.m = ar_alloc(&c->ar, n * sizeof *l.m);
	l.n = n;
	l.library = library;
	for (i = 0; i < n; i++) {
		LinkMod *m = &l.m[i];

		m->name = in[i].name;
		if (!link_read(&l, m, in[i].words, in[i].nwords))
			ok = false;
		m->base = (uint32_t)total;
		total += m->b.bound;
	}
	if (!ok)
		return NULL;
	/* gids stay below link_types.c's INTERNAL bit, and the tables in
	 * proportion to the input */
	if (total >= (1u << 28)) {
		zc_error(c, (Loc){0}, "the modules have %llu ids in all, more than zocc links at once (268,435,456)",
		         (unsigned long long)total);
		return NULL;
	}
	l.G = (uint32_t)total;
	l.cls = ar_alloc(&c->ar, (size_t)l.G * sizeof *l.cls);
	l.out = ar_alloc(&c->ar, (size_t)l.G * sizeof *l.out);
	l.drop = ar_alloc(&c->ar, l.G);
	l.unlink = ar_alloc(&c->ar, l.G);
	l.next = 1;
	for (i = 0; i < l.G; i++)
		l.cls[i] = (uint32_t)i;
	merge_sets(&l);
	ok = collect(&l, &syms) & check_models(&l);
	if (!ok)
		return NULL;
	link_merge_types(&l);
	if (!resolve(&l, &syms))
		return NULL;
	merge_builtins(&l);
	/* a finished module loses its exports; a library (asked for, or a
	 * result without entry points) keeps them */
	if (!library && syms.entry) {
		for (i = 0; i < syms.exports.n; i++)
			l.unlink[l.m[syms.exports.v[i].mod].base + syms.exports.v[i].id] = 1;
		prune(&l);
	}
	map_init(&o.seen, &c->ar);
	o.gst = ar_alloc(&c->ar, l.G);
	o.pend = ar_alloc(&c->ar, (size_t)l.G * sizeof *o.pend);
	o.pnext = ar_alloc(&c->ar, (size_t)l.G * sizeof *o.pnext);
	for (i = 0; i < n; i++)
		if (l.m[i].b.version > o.version)
			o.version = l.m[i].b.version;
	o.all_vars = o.version >= 0x10400;
	if (!write_sections(&l, &o))
		return NULL;
	/* a module without an entry point is valid only as a library (the
	 * Linkage capability): one asked for keeps it with nothing to export,
	 * as zocc makes one of an empty program; a finished module needs a
	 * kernel */
	if (!syms.entry && !o.linkage) {
		if (!library) {
			zc_error(c, (Loc){0}, "the modules linked have no kernel and export nothing: there is no module to make (link a module with a kernel, or pass -create-library for an empty library)");
			return NULL;
		}
		o.linkage = true;
	}
	if (l.next - 1 > SPV_MAX_ID) {
		zc_error(c, (Loc){0}, "the linked module would have %u ids, more than %u", l.next - 1, SPV_MAX_ID);
		return NULL;
	}
	write_head(&l, &o, &res);
	/* the memory model: the first module's (they agree) */
	for (i = 0; i < l.m[0].b.ins.n; i++)
		if (l.m[0].b.ins.v[i].op == SpvOpMemoryModel)
			put_ins(&l, &o.sec[SEC_MEMORY_MODEL], &l.m[0], &l.m[0].b.ins.v[i]);
	for (s = SEC_EXTINST_IMPORT; s < SEC_COUNT; s++) {
		VEC_GROW(&c->ar, &res, res.n + o.sec[s].n);
		if (o.sec[s].n)
			memcpy(res.v + res.n, o.sec[s].v, o.sec[s].n * 4);
		res.n += o.sec[s].n;
	}
	res.v[3] = l.next; /* ids given while writing the head too */
	*nwords = res.n;
	return res.v;
}
