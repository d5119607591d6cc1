/* specconst.c — specialization constants written in OpenCL C, the way
 * llvm-spirv reads them (and the Level Zero conformance tests write them):
 * the program declares
 *
 *     ulong __spirv_SpecConstant(int, ulong);
 *     ulong4 __spirv_SpecConstantComposite(ulong, ulong, ulong, ulong);
 *
 * (with __attribute__((overloadable)) for several types) and calls them:
 * __spirv_SpecConstant(ID, DEFAULT) is a specialization constant of the
 * result type whose SpecId is ID and whose value is DEFAULT unless the
 * host sets it (zeModuleCreate's ze_module_constants_t); a composite of
 * such calls (or constants) is a vector or struct specialization constant.
 * The calls are no function calls: irgen writes OpSpecConstant,
 * OpSpecConstantTrue/False and OpSpecConstantComposite with SpecId
 * (irgen/specconst.c).  Each ID names one constant: a second call with
 * the same ID must have the same type and default, and is the same
 * constant. */
#include <string.h>

#include "check.h"

bool
sema_spec_name(const char *name)
{
	return strcmp(name, "__spirv_SpecConstant") == 0 || strcmp(name, "__spirv_SpecConstantComposite") == 0;
}

/* A scalar a specialization constant may have: bool, an integer, a
 * floating type. */
static bool
spec_scalar(Type *t)
{
	return t->kind == T_BOOL || t->kind == T_INT || t->kind == T_FLOAT;
}

/* One SpecId is one constant: a call naming an ID named before must give
 * the same type and default. */
static bool
same_as_before(S *s, Expr *e, int64_t id, Type *t, const CVal *v)
{
	Ctx *c = s->c;
	const char *key = ar_printf(&c->ar, "%lld", (long long)id);
	Expr *first = map_get(&s->specs, key, strlen(key));
	CVal w;

	if (!first) {
		map_put(&s->specs, key, strlen(key), e);
		return true;
	}
	if (!ty_same(first->type ? first->type : t, t)) {
		zc_error(c, e->loc, "SpecId %lld names a specialization constant of type '%s' already, not '%s'",
		         (long long)id, ty_str(c, first->type), ty_str(c, t));
		zc_note(c, first->loc, "the first with that SpecId is here");
		return false;
	}
	if (sema_eval(first->args[1], &w) &&
	    (t->kind == T_FLOAT ? memcmp(&w.v[0].f, &v->v[0].f, sizeof w.v[0].f) != 0 : w.v[0].i != v->v[0].i)) {
		zc_error(c, e->loc, "SpecId %lld has another default value already", (long long)id);
		zc_note(c, first->loc, "the first with that SpecId is here");
		return false;
	}
	return true;
}

/* The ID and default of one __spirv_SpecConstant call (checked). */
static bool
spec_scalar_call(S *s, Expr *e, Type *ft)
{
	Ctx *c = s->c;
	Type *t = ft->base;
	CVal v;
	int64_t id;

	if (!spec_scalar(t)) {
		zc_error(c, e->loc, "a specialization constant is a bool, integer or floating scalar, not '%s' (__spirv_SpecConstantComposite makes vectors and structs of them)",
		         ty_str(c, t));
		return false;
	}
	if (ft->nparams != 2 || e->nargs != 2) {
		zc_error(c, e->loc, "__spirv_SpecConstant takes two arguments, the SpecId and the default value");
		return false;
	}
	if (!ty_same(ft->params[1], t)) {
		zc_error(c, e->loc, "the default value of a specialization constant has its type: '%s', not '%s'",
		         ty_str(c, t), ty_str(c, ft->params[1]));
		return false;
	}
	if (!ty_is_int(ft->params[0]) || !sema_intconst(s, e->args[0], &id)) {
		zc_error(c, e->args[0]->loc, "the SpecId of a specialization constant must be an integer constant expression");
		return false;
	}
	if (id < 0 || id > 0x7fffffff) {
		zc_error(c, e->args[0]->loc, "SpecId %lld is out of range (0 to 2147483647)", (long long)id);
		return false;
	}
	if (!sema_eval(e->args[1], &v) || v.null || v.sym || v.str) {
		zc_error(c, e->args[1]->loc, "the default value of a specialization constant must be a constant");
		return false;
	}
	return same_as_before(s, e, id, t, &v);
}

/* The constituent a of a composite: a specialization constant, or a
 * constant. */
static bool
spec_constituent(S *s, Expr *a)
{
	CVal v;

	while (a->kind == EX_CAST && a->implicit && a->conv == CV_NONE)
		a = a->a;
	if (a->kind == EX_CALL && !a->sym && a->name && strncmp(a->name, "specconst", 9) == 0)
		return true;
	if (sema_eval(a, &v) && !v.sym && !v.str)
		return true;
	zc_error(s->c, a->loc, "a constituent of a specialization constant composite must be a specialization constant (a call of __spirv_SpecConstant) or a constant");
	return false;
}

static bool
spec_composite_call(S *s, Expr *e, Type *ft)
{
	Ctx *c = s->c;
	Type *t = ft->base;
	size_t n = t->kind == T_VECTOR ? t->n : t->kind == T_STRUCT ? t->nmembers : 0, i;

	if (!n || (t->kind == T_STRUCT && t->flex)) {
		zc_error(c, e->loc, "a specialization constant composite is a vector or a struct, not '%s'", ty_str(c, t));
		return false;
	}
	if (ft->nparams != n || e->nargs != n) {
		zc_error(c, e->loc, "__spirv_SpecConstantComposite for '%s' takes its %zu %s, one argument each",
		         ty_str(c, t), n, t->kind == T_VECTOR ? "components" : "members");
		return false;
	}
	for (i = 0; i < n; i++) {
		Type *want = t->kind == T_VECTOR ? t->base : t->members[i].type;

		if (!ty_same(ft->params[i], want)) {
			zc_error(c, e->args[i]->loc, "argument %zu of __spirv_SpecConstantComposite for '%s' has the type of its %s: '%s', not '%s'",
			         i + 1, ty_str(c, t), t->kind == T_VECTOR ? "component" : "member", ty_str(c, want),
			         ty_str(c, ft->params[i]));
			return false;
		}
		if (!spec_constituent(s, e->args[i]))
			return false;
	}
	return true;
}

/* A call of the program's __spirv_SpecConstant or
 * __spirv_SpecConstantComposite prototype fn (arguments checked):
 * converted to its parameters and marked for irgen (Expr.name
 * "specconst" or "specconst_composite", no symbol: no function is
 * called, none imported); NULL type after an error. */
Expr *
sema_spec_call(S *s, Expr *e, Symbol *fn)
{
	Type *ft = fn->type;
	bool composite = strcmp(fn->name, "__spirv_SpecConstantComposite") == 0;
	size_t i;

	for (i = 0; i < e->nargs && i < ft->nparams; i++)
		e->args[i] = sema_convert(s, e->args[i], ft->params[i], CONV_PASS);
	for (i = 0; i < e->nargs; i++)
		if (!e->args[i]->type) {
			e->type = NULL;
			return e;
		}
	if (!(composite ? spec_composite_call(s, e, ft) : spec_scalar_call(s, e, ft))) {
		e->type = NULL;
		return e;
	}
	e->sym = NULL;
	e->bi = NULL;
	e->name = composite ? "specconst_composite" : "specconst";
	e->type = ft->base;
	return e;
}
