/* typo.c — what clang says about a name that names nothing: "did you
 * mean" the closest name visible there (support/suggest.c's rules), with
 * the fix-it and a note where that name is declared, and the check then
 * goes on as if the suggestion had been written (so a misspelt variable
 * gives one error, not one per use of its value); and the tag a struct,
 * union or enum name needs ("must use 'struct' tag to refer to type").
 *
 * The candidates are what the name could mean where it is: for a value,
 * the variables and enumerators in scope; for a function called, the
 * program's functions and the builtins the target has (clang's note for a
 * builtin points into its header, which zocc does not have: none here);
 * for a member, the struct's or union's members, anonymous ones' included;
 * for a type, the typedef names in scope and the type names OpenCL C
 * declares (uint, float4, atomic_int...).  Members and types use clang's
 * stricter bound (see suggest.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* clang stops offering corrections after this many in a compilation */
enum { MAX_TYPOS = 50 };

static bool
may_suggest(S *s)
{
	return !s->c->stopped && s->ntypos < MAX_TYPOS;
}

/* every symbol of the scopes from the innermost out, the innermost of a
 * name first (what shadows the others is what the name means there) */
static void
scope_symbols(S *s, Suggest *sg, bool (*want)(Symbol *))
{
	Scope *sc;
	size_t i;

	for (sc = s->scope; sc; sc = sc->up)
		for (i = 0; i < sc->syms.cap; i++) {
			Symbol *sym = sc->syms.e[i].val;

			if (sym && want(sym) && sema_lookup(s, sym->name) == sym)
				zc_suggest_add(sg, sym->name, sym);
		}
}

static bool
is_value(Symbol *sym)
{
	return (sym->kind == SYM_VAR && sym->type) || sym->kind == SYM_ENUMCONST;
}

static bool
is_function(Symbol *sym)
{
	return sym->kind == SYM_FUNC;
}

static bool
is_typedef(Symbol *sym)
{
	return sym->kind == SYM_TYPEDEF && sym->type;
}

/* "use of undeclared identifier 'x'; did you mean 'y'?" at e (an
 * identifier of length n at l), its fix-it and the note */
static void
report(S *s, Loc l, const char *what, const char *typo, const char *fix, Loc decl)
{
	Ctx *c = s->c;
	size_t d = zc_error(c, l, "%s '%s'; did you mean '%s'?", what, typo, fix);

	s->ntypos++;
	zc_fixit(c, d, l, (uint32_t)strlen(typo), fix);
	if (decl.file && d != (size_t)-1)
		zc_note(c, decl, "'%s' declared here", fix);
}

Symbol *
sema_typo_ident(S *s, Expr *e)
{
	Suggest sg;
	Symbol *sym = NULL;

	if (!may_suggest(s))
		return NULL;
	zc_suggest_names(&sg, e->name, false);
	scope_symbols(s, &sg, is_value);
	if (!zc_suggest_best(&sg, (void **)&sym))
		return NULL;
	report(s, e->loc, "use of undeclared identifier", e->name, sym->name, sym->loc);
	return sym;
}

/* The conversion functions (6.15.3: convert_T[n][_sat][_rtX]) the
 * target has that are near name: made, not listed, as clang's header
 * declares each. */
static void
convert_names(S *s, Suggest *sg, const char *name)
{
	static const char *const types[] = {"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong",
	                                    "float", "double", "half"};
	static const char *const widths[] = {"", "2", "3", "4", "8", "16"};
	static const char *const rounds[] = {"", "_rte", "_rtz", "_rtp", "_rtn"};
	char buf[40];
	size_t t, w, sat, r;

	if (sg->len > sizeof buf)
		return;
	for (t = 0; t < ZC_COUNTOF(types); t++)
		for (w = 0; w < ZC_COUNTOF(widths); w++)
			for (sat = 0; sat < 2; sat++)
				for (r = 0; r < ZC_COUNTOF(rounds); r++) {
					int n = snprintf(buf, sizeof buf, "convert_%s%s%s%s", types[t], widths[w],
					                 sat ? "_sat" : "", rounds[r]);

					if (zc_edit_distance(name, sg->len, buf, (size_t)n, sg->limit) <= sg->limit &&
					    sema_is_builtin_name(s, buf))
						zc_suggest_add(sg, ar_strdup(&s->c->ar, buf), NULL);
				}
}

const char *
sema_typo_call(S *s, Expr *e, const char *name)
{
	Suggest sg;
	Symbol *sym = NULL;
	const char *best;
	size_t i;
	static const char *const library[] = {"printf", "shuffle", "shuffle2", "vec_step"};

	if (!may_suggest(s))
		return NULL;
	zc_suggest_names(&sg, name, false);
	scope_symbols(s, &sg, is_function);
	/* the builtins the target has (clang's header declares no others) */
	for (i = 0; i < bi_count; i++) {
		const char *n = bi_table[i].name;

		if ((i == 0 || strcmp(n, bi_table[i - 1].name) != 0) &&
		    zc_edit_distance(name, sg.len, n, strlen(n), sg.limit) <= sg.limit && sema_row_gate(s, &bi_table[i]) < 0)
			zc_suggest_add(&sg, n, NULL);
	}
	for (i = 0; i < ZC_COUNTOF(library); i++)
		zc_suggest_add(&sg, library[i], NULL);
	convert_names(s, &sg, name);
	if (!(best = zc_suggest_best(&sg, (void **)&sym)))
		return NULL;
	report(s, e->a->loc, "use of undeclared identifier", name, best, sym ? sym->loc : (Loc){0});
	return best;
}

/* the members of t and of its anonymous members */
static void
members(Suggest *sg, Type *t, int depth)
{
	size_t i;

	for (i = 0; i < t->nmembers && depth < 32; i++) {
		Member *m = &t->members[i];

		if (m->name)
			zc_suggest_add(sg, m->name, m);
		else if (ty_anon_member(m))
			members(sg, m->type, depth + 1);
	}
}

bool
sema_typo_member(S *s, Expr *e, Type *t)
{
	Ctx *c = s->c;
	Suggest sg;
	Member *m = NULL;
	size_t d;

	if (!may_suggest(s))
		return false;
	zc_suggest_names(&sg, e->name, true);
	members(&sg, t, 0);
	if (!zc_suggest_best(&sg, (void **)&m))
		return false;
	d = zc_error(c, e->loc, "no member named '%s' in '%s'; did you mean '%s'?", e->name, ty_str(c, t), m->name);
	s->ntypos++;
	zc_fixit(c, d, e->loc, (uint32_t)strlen(e->name), m->name);
	if (d != (size_t)-1)
		zc_note(c, m->loc, "'%s' declared here", m->name);
	e->name = m->name;
	return true;
}

/* ---- type names ---- */

/* the OpenCL C type names clang's header declares with typedef (the
 * scalar keywords are not suggested, as clang does not) and the vectors */
static const char *const scalar_typedefs[] = {"uchar", "ushort", "uint", "ulong", "size_t", "ptrdiff_t",
                                              "intptr_t", "uintptr_t"};
static const char *const vector_elems[] = {"char", "uchar", "short", "ushort", "int", "uint", "long",
                                           "ulong", "half", "float", "double"};
static const char *const library_types[] = {
	"atomic_int", "atomic_uint", "atomic_long", "atomic_ulong", "atomic_float", "atomic_double",
	"atomic_half", "atomic_intptr_t", "atomic_uintptr_t", "atomic_size_t", "atomic_ptrdiff_t",
	"atomic_flag", "memory_order", "memory_scope", "cl_mem_fence_flags",
};

/* the type a suggested OpenCL C type name names */
static Type *
builtin_type(S *s, const char *name)
{
	static const struct { const char *name; enum BaseKind k; } scalars[] = {
		{"char", B_CHAR}, {"uchar", B_UCHAR}, {"short", B_SHORT}, {"ushort", B_USHORT}, {"int", B_INT},
		{"uint", B_UINT}, {"long", B_LONG}, {"ulong", B_ULONG}, {"half", B_HALF}, {"float", B_FLOAT},
		{"double", B_DOUBLE}, {"size_t", B_SIZE_T}, {"ptrdiff_t", B_PTRDIFF_T}, {"intptr_t", B_INTPTR_T},
		{"uintptr_t", B_UINTPTR_T},
	};
	size_t i, n;
	unsigned q = 0;

	for (i = 0; i < ZC_COUNTOF(scalars); i++) {
		n = strlen(scalars[i].name);
		if (strncmp(name, scalars[i].name, n) != 0)
			continue;
		if (!name[n])
			return sema_scalar_base(s, scalars[i].k);
		if (strcmp(name + n, "2") == 0 || strcmp(name + n, "3") == 0 || strcmp(name + n, "4") == 0 ||
		    strcmp(name + n, "8") == 0 || strcmp(name + n, "16") == 0)
			return ty_vector(s->c, sema_scalar_base(s, scalars[i].k), (unsigned)atoi(name + n));
	}
	return sema_library_type(s, name, &q);
}

/* "must use 'struct' tag to refer to type 'particle'": sp names a tag, not
 * a type; the type of the tag (the check goes on with it), or NULL */
static Type *
tag_error(S *s, Spec *sp, Loc at)
{
	Ctx *c = s->c;
	size_t len = strlen(sp->name), d;
	const char *kw;
	Scope *sc;
	Type *t = NULL;

	for (sc = s->scope; sc && !t; sc = sc->up)
		if ((t = map_get(&sc->tags, sp->name, len)))
			kw = map_get(&sc->enums, sp->name, len) ? "enum" : t->kind == T_UNION ? "union" : "struct";
	if (!t || (t->kind != T_STRUCT && t->kind != T_UNION && strcmp(kw, "enum") != 0))
		return NULL;
	d = zc_error(c, at, "must use '%s' tag to refer to type '%s'", kw, sp->name);
	zc_fixit(c, d, at, 0, ar_printf(&c->ar, "%s ", kw));
	return t;
}

/* where the type name of sp is: after the qualifiers and the like that
 * come before it in the source */
static Loc
name_loc(S *s, Spec *sp)
{
	Loc l = sp->loc;
	SrcFile *f;
	size_t n = strlen(sp->name);
	uint32_t i;

	if (!l.file || l.exp || l.file >= s->c->src.files.n)
		return l;
	f = s->c->src.files.v[l.file];
	for (i = l.off; i < f->len && i < l.off + 256; i++) {
		bool start = i == 0 || !(f->text[i - 1] == '_' || (f->text[i - 1] >= '0' && f->text[i - 1] <= '9') ||
		                         ((f->text[i - 1] | 32) >= 'a' && (f->text[i - 1] | 32) <= 'z'));
		char next = i + n < f->len ? f->text[i + n] : 0;

		if (start && strncmp(f->text + i, sp->name, n) == 0 &&
		    !(next == '_' || (next >= '0' && next <= '9') || ((next | 32) >= 'a' && (next | 32) <= 'z')))
			return (Loc){l.file, i, 0};
	}
	return l;
}

Type *
sema_unknown_type(S *s, Spec *sp)
{
	Ctx *c = s->c;
	Suggest sg;
	Symbol *sym = NULL;
	const char *best;
	Loc at = name_loc(s, sp);
	Type *t;
	size_t i, k, d;
	char buf[32];
	static const char *const widths[] = {"2", "3", "4", "8", "16"};

	if ((t = tag_error(s, sp, at)))
		return t;
	if (!may_suggest(s))
		return NULL;
	zc_suggest_names(&sg, sp->name, true);
	scope_symbols(s, &sg, is_typedef);
	for (i = 0; i < ZC_COUNTOF(scalar_typedefs); i++)
		zc_suggest_add(&sg, scalar_typedefs[i], NULL);
	for (i = 0; i < ZC_COUNTOF(library_types); i++)
		zc_suggest_add(&sg, library_types[i], NULL);
	/* the vector names, made for the occasion (the candidates keep pointers) */
	for (i = 0; i < ZC_COUNTOF(vector_elems); i++)
		for (k = 0; k < ZC_COUNTOF(widths); k++) {
			snprintf(buf, sizeof buf, "%s%s", vector_elems[i], widths[k]);
			if (zc_edit_distance(sp->name, strlen(sp->name), buf, strlen(buf), sg.limit) <= sg.limit)
				zc_suggest_add(&sg, ar_strdup(&c->ar, buf), NULL);
		}
	if (!(best = zc_suggest_best(&sg, (void **)&sym)))
		return NULL;
	t = sym ? sym->type : builtin_type(s, best);
	if (!t)
		return NULL;
	d = zc_error(c, at, "unknown type name '%s'; did you mean '%s'?", sp->name, best);
	s->ntypos++;
	zc_fixit(c, d, at, (uint32_t)strlen(sp->name), best);
	if (sym && d != (size_t)-1)
		zc_note(c, sym->loc, "'%s' declared here", best);
	if (sym) {
		sp->tdsym = sym;
		sp->quals |= sym->quals;
		if (sp->as == AS_NONE)
			sp->as = sym->as;
	}
	return t;
}
