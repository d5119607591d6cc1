/* program.c — the whole program, after its last item: what it imports,
 * checked as a linker checks it, and its call graph (no recursion).
 *
 * A function or extern variable used and never defined becomes an import
 * (LinkageAttributes Import) for a link step to resolve, unless nothing
 * could ever export it (a builtin's name, a kernel, an array of unknown
 * size, a sampler).  A name zocc does not implement is the program's,
 * __builtin_-prefixed or not: IGC resolves the imports of its own
 * __builtin_IB_* intrinsics, which Intel's kernels declare and call.
 * Under the environment's letter (-device ze), recursion is found by a
 * depth-first search of the call graph sema_call recorded
 * (Symbol.callees). */
#include <string.h>

#include "check.h"

/* The Level Zero environment's letter forbids recursion (-device ze; IGC
 * compiles it on every device, so the devices and the default target take
 * it): a cycle through f, reported from its first function with the calls
 * that make it */
static bool
find_cycle(S *s, Symbol *f, Symbol **path, size_t depth)
{
	size_t i;

	path[depth] = f;
	if (f->walk == WALK_OPEN) {
		size_t start;
		Buf b;

		for (start = 0; start < depth; start++)
			if (path[start] == f)
				break;
		buf_init(&b, &s->c->ar);
		for (i = start; i <= depth; i++)
			buf_printf(&b, "%s'%s'", i > start ? " -> " : "", path[i]->name);
		zc_error(s->c, path[start]->loc, "recursion is not allowed by %s (the Level Zero environment: the static call graph must not contain cycles): %s", zc_target_str(s->c), b.s);
		for (i = start; i < depth; i++)
			zc_note(s->c, path[i]->loc, "'%s' calls '%s'", path[i]->name, path[i + 1]->name);
		return true;
	}
	if (f->walk == WALK_DONE || depth >= 1000)
		return false;
	f->walk = WALK_OPEN;
	for (i = 0; i < f->ncallees; i++)
		if (find_cycle(s, f->callees[i], path, depth + 1))
			break;
	f->walk = WALK_DONE;
	return false;
}

/* Whether a function or variable declared and used but not defined here
 * can be imported: a module imports it (LinkageAttributes Import) and a
 * link step resolves it against a module that exports it.  What zocc
 * implements itself never is: a built-in's name, whose import no module
 * would ever export (a prototype of a built-in binds to it; this one is
 * none of the built-in's), and the reserved spellings of compilers'
 * built-ins.  An import needs a complete type: SPIR-V has no array of
 * unknown size to import (clang's translator refuses one as well). */
static bool
importable(S *s, Symbol *g)
{
	Ctx *c = s->c;
	Type *t = g->type;

	if (g->kind == SYM_FUNC) {
		if (g->kernel) {
			zc_error(c, g->loc, "kernel '%s' is used but never defined: a kernel cannot be imported (an entry point has no linkage)", g->name);
			return false;
		}
		if (sema_is_builtin_name(s, g->name) || strncmp(g->name, "__spirv_", 8) == 0) {
			zc_error(c, g->loc, "function '%s' is used but never defined, and this prototype is none of the OpenCL C built-in's: calls cannot go to the built-in, and an import of its name would never be resolved", g->name);
			return false;
		}
		return true;
	}
	if (t->kind == T_ARRAY && !t->n) {
		zc_error(c, g->loc, "variable '%s' is used but not defined, and its type '%s' has no size: an import needs one (give the size its definition has)", g->name, ty_str(c, t));
		return false;
	}
	if (t->kind == T_SAMPLER) {
		zc_error(c, g->loc, "sampler '%s' is used but not defined: a sampler cannot be imported (define it in this program)", g->name);
		return false;
	}
	if ((t->kind == T_STRUCT || t->kind == T_UNION) && !t->complete) {
		zc_error(c, g->loc, "variable '%s' is used but not defined, and its type '%s' is incomplete: an import needs a complete type", g->name, ty_str(c, t));
		return false;
	}
	return true;
}

/* After the last item: functions and extern variables used and never
 * defined become the module's imports (Program.imports), each with a
 * warning that says so and how it gets resolved (-Werror=undefined-import
 * makes them errors, as zocc_ze_module_create does when nothing links its
 * module afterwards); checked like a linker's, only on a program without
 * errors (a broken declaration would be reported twice); then recursion.
 * Symbol.walk marks the functions visited: by the first walk, the
 * undefined callees already listed; by the second, the depth-first
 * search's colours. */
void
sema_link(S *s)
{
	Ctx *c = s->c;
	bool clean = c->nerrors == 0;
	Symbol **path = ar_alloc(&c->ar, 1002 * sizeof *path);
	size_t i, k;
	static const char how[] = "the module imports it, for a link step to resolve against a module that exports it (zocc --link, spirv-link, zeModuleDynamicLink)";
	/* a program's prototype of one of IGC's intrinsics, as Intel's own
	 * kernels declare them */
	static const char igc[] = "the module imports it, and IGC resolves it as its intrinsic on the devices that have one of that name";

	for (i = 0; clean && i < s->prog->funcs.n; i++) {
		Symbol *f = s->prog->funcs.v[i];

		for (k = 0; k < f->ncallees; k++) {
			Symbol *g = f->callees[k];
			const char *why;

			if (g->defined || g->walk == WALK_DONE)
				continue;
			g->walk = WALK_DONE;
			why = sema_builtin_unavailable(s, g);
			if (why) {
				/* a prototype of a builtin the target lacks: no
				 * module would export it */
				zc_error(c, g->loc, "function '%s' is used but never defined: %s", g->name, why);
			} else if (importable(s, g)) {
				zc_warning(c, g->loc, "function '%s' is used but not defined in this program: %s [-Wundefined-import]", g->name,
				           strncmp(g->name, "__builtin_IB_", 13) == 0 ? igc : how);
				VEC_PUSH(&c->ar, &s->prog->imports, g);
			}
		}
	}
	for (i = 0; clean && i < s->externs.n; i++) {
		Symbol *v = s->externs.v[i];

		if (v->ext && v->used && importable(s, v)) {
			zc_warning(c, v->loc, "variable '%s' is used but not defined in this program: %s [-Wundefined-import]", v->name, how);
			VEC_PUSH(&c->ar, &s->prog->imports, v);
		}
	}
	for (i = 0; i < s->prog->funcs.n; i++) {
		for (k = 0; k < s->prog->funcs.v[i]->ncallees; k++)
			s->prog->funcs.v[i]->callees[k]->walk = WALK_NONE;
		s->prog->funcs.v[i]->walk = WALK_NONE;
	}
	for (i = 0; s->c->target.env_letter && i < s->prog->funcs.n; i++)
		if (s->prog->funcs.v[i]->walk == WALK_NONE)
			find_cycle(s, s->prog->funcs.v[i], path, 0);
}
