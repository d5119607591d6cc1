/* decl.c — declarations (C99 6.7, OpenCL C 6.5-6.11): scopes and symbols,
 * address-space defaults, kernels and their attributes, and the checker's
 * entry point.  The types the specifiers and declarators name are made in
 * spec.c.
 *
 * Address spaces (OpenCL C 6.5): a variable declared without one lives in
 * __private inside functions; at program scope it must be __constant before
 * OpenCL C 2.0 and is __global after.  A pointee without one is __private
 * before 2.0 and __generic from 2.0 on (3.0: when the generic address space
 * feature is present). */
#include <string.h>

#include "check.h"

/* ---- scopes ---- */

void
sema_push(S *s)
{
	Scope *sc = ar_alloc(s->nodes, sizeof *sc);

	map_init(&sc->syms, s->nodes);
	map_init(&sc->tags, s->nodes);
	map_init(&sc->enums, s->nodes);
	sc->up = s->scope;
	s->scope = sc;
}

void
sema_pop(S *s)
{
	s->scope = s->scope->up;
}

Symbol *
sema_lookup(S *s, const char *name)
{
	Scope *sc;
	size_t len = strlen(name);

	for (sc = s->scope; sc; sc = sc->up) {
		Symbol *sym = map_get(&sc->syms, name, len);

		if (sym)
			return sym;
	}
	return NULL;
}

/* a struct, union or enum tag, innermost scope first (only the innermost
 * one if current_only: a definition's own scope) */
Type *
sema_lookup_tag(S *s, const char *tag, bool current_only)
{
	Scope *sc;

	for (sc = s->scope; sc; sc = current_only ? NULL : sc->up) {
		Type *t = map_get(&sc->tags, tag, strlen(tag));

		if (t)
			return t;
		if (current_only)
			break;
	}
	return NULL;
}

Symbol *
sema_declare(S *s, Symbol *sym)
{
	map_put(&s->scope->syms, sym->name, strlen(sym->name), sym);
	return sym;
}

/* ---- extensions and pragmas ---- */

bool
sema_feature(S *s, int f)
{
	if (f < 0)
		return true;
	/* the subgroup builtins come with any of the subgroup extensions */
	if (f == ZC_KHR_SUBGROUPS)
		return ZC_HAS(s->enabled, KHR_SUBGROUPS) || ZC_HAS(s->enabled, INTEL_SUBGROUPS) ||
		       ZC_HAS(s->enabled, F_SUBGROUPS);
	return ZC_FS_HAS(s->enabled, f);
}

/* #pragma OPENCL EXTENSION before output offset upto take effect */
void
sema_apply_pragmas(S *s, uint32_t upto)
{
	while (s->next_pragma < s->pp->pragmas.n && s->pp->pragmas.v[s->next_pragma].off <= upto) {
		PPPragma *p = &s->pp->pragmas.v[s->next_pragma++];

		if (p->kind == PRAGMA_OPENCL_EXTENSION) {
			if (p->feature == -2) {
				zc_warning(s->c, p->loc, "unknown OpenCL extension '%s' - ignoring [-Wignored-pragmas]", p->name);
			} else if (p->feature == -1) {
				/* 'all' switches the extensions, not the 3.0 features */
				FeatureSet exts = {{0}};
				int i;

				for (i = 0; i < ZC_NFEATURES; i++)
					zc_fs_put(&exts, i, !zc_feature_is_feature[i]);
				if (p->value) {
					zc_fs_and(&exts, &s->c->target.features);
					zc_fs_or(&s->enabled, &exts);
				} else {
					zc_fs_andnot(&s->enabled, &exts);
				}
			} else if (!ZC_FS_HAS(s->c->target.features, p->feature)) {
				zc_warning(s->c, p->loc, "unsupported OpenCL extension '%s' - ignoring [-Wignored-pragmas]", p->name);
			} else {
				zc_fs_put(&s->enabled, p->feature, p->value != 0);
			}
		} else if (p->kind == PRAGMA_FP_CONTRACT) {
			s->prog->fp_contract = p->value != 0;
		}
	}
}

/* ---- attributes (6.11) ---- */

static bool
attr_uints(S *s, Attr *a, uint32_t *out, size_t n)
{
	size_t i;

	if (a->nargs != n) {
		zc_error(s->c, a->loc, "'%s' attribute requires exactly %zu argument%s", a->name, n,
		         n == 1 ? "" : "s");
		return false;
	}
	for (i = 0; i < n; i++) {
		int64_t v;

		if (!a->args[i]) {
			zc_error(s->c, a->loc, "'%s' attribute requires an integer constant", a->name);
			return false;
		}
		a->args[i] = sema_rvalue(s, a->args[i]);
		if (!sema_intconst(s, a->args[i], &v)) {
			zc_error(s->c, a->args[i]->loc, "'%s' attribute requires an integer constant", a->name);
			return false;
		}
		if (v == 0) {
			zc_error(s->c, a->loc, "'%s' attribute must be greater than 0", a->name);
			return false;
		}
		if (v < 0 || v > 0xffffffffll) {
			zc_error(s->c, a->args[i]->loc, "'%s' attribute requires a positive integral compile time constant expression", a->name);
			return false;
		}
		out[i] = (uint32_t)v;
	}
	return true;
}

static void
function_attrs(S *s, Symbol *fn, Attr *attrs)
{
	Attr *a;

	for (a = attrs; a; a = a->next) {
		bool kernel_only = true;

		if (strcmp(a->name, "reqd_work_group_size") == 0) {
			attr_uints(s, a, fn->reqd_wg, 3);
		} else if (strcmp(a->name, "work_group_size_hint") == 0) {
			attr_uints(s, a, fn->wg_hint, 3);
		} else if (strcmp(a->name, "intel_reqd_sub_group_size") == 0) {
			if (!sema_feature(s, ZC_INTEL_REQD_SUB_GROUP_SIZE))
				zc_error(s->c, a->loc, "'intel_reqd_sub_group_size' requires cl_intel_required_subgroup_size, which %s does not have",
				         zc_target_str(s->c));
			else if (attr_uints(s, a, &fn->reqd_sg, 1) && fn->reqd_sg != 8 && fn->reqd_sg != 16 &&
			    fn->reqd_sg != 32)
				zc_error(s->c, a->loc, "subgroup size %u is not supported (8, 16 or 32)", fn->reqd_sg);
			else if (fn->reqd_sg && !(s->c->target.subgroup_sizes & (fn->reqd_sg / 8)))
				zc_error(s->c, a->loc, "subgroup size %u is not supported by %s", fn->reqd_sg,
				         zc_target_str(s->c));
		} else if (strcmp(a->name, "vec_type_hint") == 0) {
			if (a->nargs != 1 || !a->targs[0]) {
				zc_error(s->c, a->loc, "'vec_type_hint' attribute requires a type argument");
			} else {
				Type *t = sema_typeexpr(s, a->targs[0], NULL).t;

				if (t->kind != T_INT && t->kind != T_FLOAT && t->kind != T_VECTOR)
					zc_error(s->c, a->loc, "invalid attribute argument '%s' - expecting a vector or vectorizable scalar type", ty_str(s->c, t));
				else
					fn->vec_hint = t;
			}
		} else if (strcmp(a->name, "noinline") == 0 || strcmp(a->name, "always_inline") == 0) {
			/* the GPU compiler's inlining: FunctionControl DontInline or
			 * Inline (irgen/func.c), as clang's noinline and alwaysinline
			 * become through llvm-spirv */
			kernel_only = false;
			if (a->nargs) {
				zc_error(s->c, a->loc, "'%s' attribute takes no arguments", a->name);
			} else if (fn->defined) {
				zc_warning(s->c, a->loc, "attribute declaration must precede definition [-Wignored-attributes]");
				zc_note(s->c, fn->loc, "previous definition is here");
			} else if (a->name[0] == 'n') {
				fn->noinline = true;
			} else {
				fn->always_inline = true;
			}
		} else {
			kernel_only = false;
			if (strcmp(a->name, "overloadable") && strcmp(a->name, "const") &&
			    strcmp(a->name, "pure") && strcmp(a->name, "unused") && strcmp(a->name, "used") &&
			    strcmp(a->name, "nodebug") && strcmp(a->name, "flatten") &&
			    strcmp(a->name, "cold") && strcmp(a->name, "hot") &&
			    /* accepted as clang's header uses them, no effect here */
			    strcmp(a->name, "format") && strcmp(a->name, "nothrow") &&
			    strcmp(a->name, "convergent") && strcmp(a->name, "noduplicate") &&
			    strcmp(a->name, "deprecated") && strcmp(a->name, "warn_unused_result") &&
			    strcmp(a->name, "artificial") && strcmp(a->name, "gnu_inline") &&
			    strcmp(a->name, "leaf") && strcmp(a->name, "optnone"))
				zc_warning(s->c, a->loc, "unknown attribute '%s' ignored [-Wunknown-attributes]", a->name);
		}
		if (kernel_only && !fn->kernel)
			zc_error(s->c, a->loc, "'%s' attribute only applies to kernel functions", a->name);
	}
}

static uint32_t
var_align(S *s, Attr *attrs)
{
	Attr *a;
	uint32_t al = 0;

	for (a = attrs; a; a = a->next) {
		if (strcmp(a->name, "aligned") == 0) {
			uint32_t v = 16;

			if (a->nargs && !attr_uints(s, a, &v, 1))
				continue;
			if (v & (v - 1))
				zc_error(s->c, a->loc, "requested alignment is not a power of 2");
			else if (v > al)
				al = v;
		} else if (strcmp(a->name, "blocks") == 0) {
			/* '__block int n', clang's __block: a variable blocks share */
			zc_unsupported(s->c, a->loc, ZC_NO_BLOCKS, "__block");
		} else if (strcmp(a->name, "unused") && strcmp(a->name, "used") &&
		           strcmp(a->name, "nosvm") && strcmp(a->name, "endian")) {
			zc_warning(s->c, a->loc, "unknown attribute '%s' ignored [-Wunknown-attributes]", a->name);
		}
	}
	return al;
}

/* ---- kernels (OpenCL C 6.9, Level Zero kernel argument rules) ---- */

static void aggregate_param(S *s, Type *top, Type *t, Loc l, const char *name);

static void
kernel_param(S *s, Type *t, Loc l, const char *name)
{
	Ctx *c = s->c;
	Type *e;

	if (t->kind == T_POINTER) {
		if (t->as != AS_GLOBAL && t->as != AS_LOCAL && t->as != AS_CONSTANT) {
			zc_error(c, l, "pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space");
			return; /* one error for the parameter, as clang gives */
		}
		/* OpenCL C 1.2 s6.9a; 2.0 dropped the rule (the environment has
		 * none: a pointer argument's pointee is not restricted) */
		if (t->base->kind == T_POINTER && s->std < 200)
			zc_error(c, l, "kernel parameter cannot be declared as a pointer to a pointer");
		return;
	}
	if (t->kind == T_BOOL || (t->kind == T_VECTOR && t->base->kind == T_BOOL)) {
		zc_error(c, l, "'%s' cannot be used as the type of a kernel parameter", ty_str(c, t));
		return;
	}
	if (t->kind == T_INT && t->alias) {
		zc_error(c, l, "'%s' cannot be used as the type of a kernel parameter", t->alias);
		return;
	}
	if (t->kind == T_QUEUE || t->kind == T_CLK_EVENT || t->kind == T_RESERVE_ID || t->kind == T_NDRANGE)
		return; /* device-side enqueue's and pipes' types: already an error (resolve_spec) */
	if (t->kind == T_EVENT) {
		zc_error(c, l, "'%s' cannot be used as the type of a kernel parameter", ty_str(c, t));
		return;
	}
	e = ty_elem(t);
	if (e->kind == T_FLOAT && e->bits == 16 && !sema_feature(s, ZC_KHR_FP16))
		zc_error(c, l, "declaring function parameter of type '%s' is not allowed; did you forget * ?", ty_str(c, t));
	if (t->kind == T_STRUCT || t->kind == T_UNION)
		aggregate_param(s, t, t, l, name);
}

/* Whether the module holds aggregate t with an array in it: an array
 * member, a union stored as an array or padded with one (its largest
 * member, then bytes: irgen/types.c), a flexible array member's padding;
 * *at is then the member that brings it (NULL for padding). */
static bool
holds_array(const Type *t, const Member **at)
{
	size_t i;

	if (t->kind == T_ARRAY)
		return true;
	if (t->kind == T_STRUCT && t->flex) {
		*at = &t->members[t->nmembers];
		return true;
	}
	if (t->kind == T_UNION) {
		const Type *big = ty_union_main(t);

		for (i = 0; i < t->nmembers; i++)
			if (t->members[i].type == big && holds_array(big, at)) {
				if (big->kind == T_ARRAY)
					*at = &t->members[i];
				return true;
			}
		*at = NULL;
		return big && big->size < t->size;
	}
	if (t->kind == T_STRUCT)
		for (i = 0; i < t->nmembers; i++)
			if (holds_array(t->members[i].type, at)) {
				if (t->members[i].type->kind == T_ARRAY)
					*at = &t->members[i];
				return true;
			}
	return false;
}

/* A struct or union kernel argument (top, passed by value) and each
 * aggregate member t of it: OpenCL C's rules on what such an argument
 * holds, and the Level Zero environment's list of struct member types
 * (integers, floats, vectors, pointers, structs), which the portable
 * profile keeps; the devices take arrays too, and unions, which a module
 * holds as a struct of their largest member (doc/targets.md, "Where zocc follows
 * the devices"). */
static void
aggregate_param(S *s, Type *top, Type *t, Loc l, const char *name)
{
	Ctx *c = s->c;
	const Member *at = NULL;
	size_t i;

	if (c->target.env_letter && t == top && holds_array(t, &at)) {
		zc_error(c, l, "kernel parameter '%s' of type '%s' holds an array, which the Level Zero environment's list of struct member types does not have (%s keeps that list; the devices take it)",
		         name ? name : "", ty_str(c, t), zc_target_str(c));
		if (at)
			zc_note(c, at->loc, "array member '%s' declared here", at->name ? at->name : "");
		return;
	}
	for (i = 0; i < t->nmembers; i++) {
		Type *m = t->members[i].type, *b = m;

		while (b->kind == T_ARRAY)
			b = b->base;
		if (b->kind == T_BOOL || b->kind == T_IMAGE || b->kind == T_SAMPLER || b->kind == T_EVENT ||
		    (b->kind == T_VECTOR && b->base->kind == T_BOOL)) {
			zc_error(c, l, "kernel parameter '%s' of type '%s' has a member '%s' of type '%s', which cannot be passed to a kernel",
			         name ? name : "", ty_str(c, top), t->members[i].name ? t->members[i].name : "",
			         ty_str(c, m));
			zc_note(c, t->members[i].loc, "member declared here");
			return;
		}
		if (b->kind == T_POINTER && b->as != AS_GLOBAL && b->as != AS_CONSTANT && b->as != AS_LOCAL) {
			zc_error(c, l, "kernel parameter '%s' has a member '%s' pointing into the %s address space",
			         name ? name : "", t->members[i].name ? t->members[i].name : "", as_str(b->as));
			return;
		}
		if (b->kind == T_STRUCT || b->kind == T_UNION)
			aggregate_param(s, top, b, l, name);
	}
}

/* ---- declarations ---- */

/* What name is declared as in scope sc, but the placeholder of an
 * __auto_type variable whose initializer is being checked (c11.c): the
 * declaration that follows replaces it. */
static Symbol *
declared(Scope *sc, const char *name)
{
	Symbol *old = map_get(&sc->syms, name, strlen(name));

	return old && old->kind == SYM_VAR && !old->type && old->folding ? NULL : old;
}

static Symbol *
new_symbol(S *s, enum SymKind k, Decl *d, Type *t)
{
	Symbol *sym = ar_alloc(&s->c->ar, sizeof *sym);

	sym->kind = k;
	sym->name = d->name;
	sym->loc = d->loc;
	sym->type = t;
	sym->decl = d;
	d->sym = sym;
	return sym;
}

/* Whether name is a builtin of the -cl-std compiled for (to_global is
 * none in 1.2). */
static bool
builtin_in_std(S *s, const char *name)
{
	BiList *l = sema_builtins_of(s, name);
	size_t i;

	if (!l) /* to_global and the others take generic pointers: none without them */
		return sema_is_builtin_name(s, name) &&
		       (s->generic_as || !(!strcmp(name, "to_global") || !strcmp(name, "to_local") || !strcmp(name, "to_private")));
	for (i = 0; i < l->n; i++)
		if (l->rows[i]->minstd <= s->std)
			return true;
	return false;
}

static void
function_decl(S *s, Decl *d, QType q)
{
	Ctx *c = s->c;
	Symbol *head = map_get(&s->file->syms, d->name, strlen(d->name)), *old = NULL, *fn;
	bool kernel = (d->spec->storage & SC_KERNEL) != 0, ovl = sema_is_overloadable(d->attrs);
	size_t i;

	if (s->fn) {
		/* a block-scope function declaration refers to the file-scope one */
		if (d->body)
			zc_error(c, d->loc, "function definition is not allowed here");
	}
	if (head && head->kind != SYM_FUNC) {
		zc_error(c, d->loc, "redefinition of '%s' as different kind of symbol", d->name);
		zc_note(c, head->loc, "previous definition is here");
		head = NULL;
	}
	/* a program repeating the library's prototype of a builtin: calls
	 * stay the builtin's, as if the prototype were not there */
	if (!head && !d->body && !kernel && sema_is_builtin_name(s, d->name) &&
	    sema_builtin_prototype(s, d->name, q.t))
		return;
	if (head)
		old = sema_overload_redecl(s, head, d, q.t, ovl);
	if (old && d->body && old->defined) {
		zc_error(c, d->loc, "redefinition of '%s'", d->name);
		zc_note(c, old->decl->loc, "previous definition is here");
	}
	if (builtin_in_std(s, d->name) && d->body)
		zc_warning(c, d->loc, "'%s' redefines an OpenCL C built-in function; calls to '%s' use this definition [-Wredefined-builtin-function]", d->name, d->name);
	fn = old ? old : new_symbol(s, SYM_FUNC, d, q.t);
	d->sym = fn;
	fn->kernel |= kernel;
	if (!old) {
		/* an overloadable function is known by its Itanium name in the
		 * module, an overloadable kernel too (its entry point is named
		 * so, as clang names it) */
		fn->overloadable = ovl;
		fn->linkname = ovl ? sema_mangle(c, d->name, q.t) : d->name;
		if (head) {
			Symbol *m = head;

			while (m->overload)
				m = m->overload;
			m->overload = fn;
		} else {
			map_put(&s->file->syms, d->name, strlen(d->name), fn);
			if (s->scope != s->file)
				sema_declare(s, fn);
		}
	}
	if (ty_elem(q.t->base)->kind == T_FLOAT && ty_elem(q.t->base)->bits == 16 && !sema_feature(s, ZC_KHR_FP16))
		/* clang-15's words, the blank before ';' included */
		zc_error(c, d->loc, "declaring function return value of type '%s' is not allowed ; did you forget * ?",
		         ty_str(c, q.t->base));
	if (fn->kernel) {
		if (q.t->base->kind != T_VOID)
			zc_error(c, d->loc, "kernel must have void return type");
		/* a variadic one has had clang's "invalid prototype" */
		for (i = 0; i < d->type->nparams && i < q.t->nparams; i++) {
			Param *p = &d->type->params[i];

			kernel_param(s, q.t->params[i], p->loc, p->name);
		}
		if (d->spec->storage & SC_STATIC)
			zc_error(c, d->loc, "kernel functions cannot be declared static");
	}
	if (q.t->variadic && strcmp(d->name, "printf") != 0)
		zc_error(c, d->loc, "invalid prototype, variadic arguments are not allowed in OpenCL");
	for (i = 0; i < q.t->nparams; i++) {
		/* a function declared through a typedef name has no
		   parameter list of its own */
		Loc ploc = i < d->type->nparams ? d->type->params[i].loc : d->loc;

		sema_check_fp_type(s, q.t->params[i], ploc, false);
	}
	sema_check_fp_type(s, q.t->base, d->loc, false);
	function_attrs(s, fn, d->attrs);
	if (d->spec->storage & SC_INLINE)
		fn->inline_kw = true;
	if (d->body && !d->broken) {
		fn->decl = d;
		fn->defined = true;
		fn->loc = d->loc;
		fn->type = q.t;
		VEC_PUSH(&c->ar, &s->prog->funcs, fn);
		if (fn->kernel)
			VEC_PUSH(&c->ar, &s->prog->kernels, fn);
		sema_body(s, fn, d->body);
	} else if (d->body) {
		fn->defined = true;
	}
}

/* '__global int', as clang spells a variable's type in its messages */
static const char *
qualified_str(S *s, QType q, enum AddrSpace as)
{
	return ar_printf(&s->c->ar, "%s %s", as_str(as), ty_qstr(s->c, q.t, q.q));
}

/* The same variable declared again: the same type, qualifiers and
 * address space (an array's length may be given the second time). */
static bool
global_var_compatible(Symbol *old, QType q, enum AddrSpace as)
{
	Type *a = old->type, *b = q.t;

	if (old->as != as || old->quals != q.q)
		return false;
	if (a->kind == T_ARRAY && b->kind == T_ARRAY && (!a->n || !b->n))
		return ty_same(a->base, b->base);
	return ty_same(a, b);
}

/* Program-scope variables (6.5: __constant always; __global from 2.0) */
static void
global_var(S *s, Decl *d, QType q, enum AddrSpace as)
{
	Ctx *c = s->c;
	Symbol *old = declared(s->file, d->name), *sym;
	bool ext = (d->spec->storage & SC_EXTERN) != 0;
	bool misplaced = false; /* reported: its initializer is not asked for */

	/* before 2.0 even a const one must say __constant (clang, ocloc);
	 * a sampler is a constant wherever it is */
	if (as == AS_NONE && q.t->kind == T_SAMPLER) {
		if (!(q.q & Q_CONST)) {
			zc_error(c, d->loc, "global sampler requires a const or constant address space qualifier");
			misplaced = true;
		}
		as = AS_CONSTANT;
	}
	if (as == AS_NONE && s->std >= 200)
		as = AS_GLOBAL;
	if (s->std < 200 && as != AS_CONSTANT) {
		zc_error(c, d->loc, "program scope variable must reside in constant address space");
		as = AS_CONSTANT;
		misplaced = true;
	}
	if (s->std >= 300 && as == AS_GLOBAL && !sema_feature(s, ZC_F_PROGRAM_SCOPE_GLOBAL_VARIABLES))
		zc_error(c, d->loc, "program scope variables in the global address space require the __opencl_c_program_scope_global_variables feature");
	if (as == AS_LOCAL || as == AS_PRIVATE || as == AS_GENERIC) {
		zc_error(c, d->loc, "program scope variable must reside in %s address space",
		         s->std >= 200 ? "global or constant" : "constant");
		as = AS_CONSTANT;
		misplaced = true;
	}
	if (ext && d->init)
		zc_warning(c, d->loc, "'extern' variable has an initializer [-Wextern-initializer]");
	if (old) {
		/* C99 6.9.2: declared again -- extern, or a tentative definition,
		 * or the one definition of a variable only declared so far */
		if (old->kind != SYM_VAR || !old->global || (d->init && old->init)) {
			zc_error(c, d->loc, "redefinition of '%s'", d->name);
			zc_note(c, old->loc, "previous definition is here");
			return;
		}
		if (!global_var_compatible(old, q, as)) {
			zc_error(c, d->loc, "redefinition of '%s' with a different type: '%s' vs '%s'", d->name,
			         qualified_str(s, q, as), qualified_str(s, (QType){old->type, old->quals}, old->as));
			zc_note(c, old->loc, old->ext ? "previous declaration is here" : "previous definition is here");
			return;
		}
		if (q.t->kind == T_ARRAY && q.t->n)
			old->type = q.t;
		if ((ext && !d->init) || (!d->init && !old->ext))
			return;
		sym = old;
		sym->loc = d->loc;
		sym->decl = d;
		d->sym = sym;
		if (!sym->ext) {
			/* the initializer of a tentative definition's variable */
			d->init = sema_init(s, d->init, sym->type, sym->quals, d->loc, true);
			sym->init = d->init;
			return;
		}
		sym->ext = false;
	} else {
		sym = new_symbol(s, SYM_VAR, d, q.t);
		sym->quals = q.q;
		sym->as = as;
		sym->global = true;
		sym->align = var_align(s, d->attrs);
		sema_declare(s, sym);
		if (ext && !d->init) {
			/* a declaration: the definition may follow (sema_end
			 * reports one used and never defined) */
			sym->ext = true;
			VEC_PUSH(&c->ar, &s->externs, sym);
			return;
		}
	}
	sema_check_fp_type(s, sym->type, d->loc, true);
	if (d->init) {
		d->init = sema_init(s, d->init, sym->type, sym->quals, d->loc, true);
		sym->init = d->init;
		if (sym->type->kind == T_ARRAY && !sym->type->n && d->init->type)
			sym->type = d->init->type;
	} else if (as == AS_CONSTANT && !misplaced) {
		zc_error(c, d->loc, "variable in constant address space must be initialized");
	}
	if (sema_complete(s, sym->type, d->loc, "variable"))
		sym->defined = true;
	VEC_PUSH(&c->ar, &s->prog->globals, sym);
}

/* The spelling of a typedef's type in a redefinition message: qualifiers
 * and address space in front, as clang prints them. */
static const char *
typedef_str(S *s, QType q, enum AddrSpace as)
{
	const char *t = ty_qstr(s->c, q.t, q.q);

	return as == AS_NONE ? t : ar_printf(&s->c->ar, "%s %s", as_str(as), t);
}

/* C11 6.7p3: a typedef name may be defined again in its scope with the
 * same type (qualifiers and address space included); OpenCL C before 3.0
 * follows C99, where this is not allowed, so clang accepts it with a
 * warning.  prev is the earlier definition's type; prevloc is where it is
 * (no file: one of OpenCL C's own names, 'uint', 'float4', which a program
 * may repeat without a warning, as clang says nothing for a redefinition
 * of a system header's typedef).  Reports the mismatch and returns false,
 * or returns true: the new definition names the same type. */
bool
sema_typedef_redefinition(S *s, Decl *d, QType q, enum AddrSpace as, QType prev,
                          enum AddrSpace prevas, Loc prevloc)
{
	if (!ty_same(q.t, prev.t) || q.q != prev.q || as != prevas) {
		zc_error(s->c, d->loc, "typedef redefinition with different types ('%s' vs '%s')",
		         typedef_str(s, q, as), typedef_str(s, prev, prevas));
		if (prevloc.file)
			zc_note(s->c, prevloc, "previous definition is here");
		return false;
	}
	if (prevloc.file) {
		zc_warning(s->c, d->loc, "redefinition of typedef '%s' is a C11 feature [-Wtypedef-redefinition]",
		           d->name);
		zc_note(s->c, prevloc, "previous definition is here");
	}
	return true;
}

/* The type an OpenCL C name predefines ('uint', 'float4', 'size_t',
 * 'atomic_int' ...), with its qualifiers in *q; NULL for other names. */
static Type *
predefined_type(S *s, const char *name, unsigned *q)
{
	static const struct { const char *name; enum BaseKind k; } scalars[] = {
		{"bool", B_BOOL}, {"char", B_CHAR}, {"uchar", B_UCHAR}, {"short", B_SHORT},
		{"ushort", B_USHORT}, {"int", B_INT}, {"uint", B_UINT}, {"long", B_LONG},
		{"ulong", B_ULONG}, {"half", B_HALF}, {"float", B_FLOAT}, {"double", B_DOUBLE},
		{"size_t", B_SIZE_T}, {"ptrdiff_t", B_PTRDIFF_T}, {"intptr_t", B_INTPTR_T},
		{"uintptr_t", B_UINTPTR_T},
	};
	size_t i, len = strlen(name), pl;
	unsigned n = 0;

	*q = 0;
	for (pl = len; pl > 0 && name[pl - 1] >= '0' && name[pl - 1] <= '9'; pl--)
		;
	if (pl < len) {
		for (i = pl; i < len; i++)
			n = n * 10 + (unsigned)(name[i] - '0');
		if (n != 2 && n != 3 && n != 4 && n != 8 && n != 16)
			return NULL;
	}
	for (i = 0; i < ZC_COUNTOF(scalars); i++) {
		if (strlen(scalars[i].name) == pl && strncmp(scalars[i].name, name, pl) == 0) {
			Type *t = sema_scalar_base(s, scalars[i].k);

			if (!n)
				return t;
			if (scalars[i].k > B_DOUBLE || scalars[i].k == B_BOOL)
				return NULL; /* no size_t4, no bool2 */
			return ty_vector(s->c, scalars[i].k == B_CHAR ? ty_int(s->c, 8, true) : t, n);
		}
	}
	return sema_library_type(s, name, q);
}

/* clang's __attribute__((ext_vector_type(N))) on a typedef: a vector of N
 * of the type named, as OpenCL C's own headers define float4; and GNU's
 * vector_size(BYTES), a vector of BYTES / sizeof(T), read as the OpenCL C
 * vector of that length (zocc ignored it: a float4 typedef'd so was a
 * float). */
static QType
ext_vector_typedef(S *s, Decl *d, QType q)
{
	Attr *a;
	int64_t n;

	for (a = d->attrs; a; a = a->next) {
		bool gnu = strcmp(a->name, "vector_size") == 0;

		if (strcmp(a->name, "ext_vector_type") != 0 && !gnu)
			continue;
		if (a->nargs != 1 || !a->args[0]) {
			zc_error(s->c, a->loc, "'%s' attribute takes one argument", a->name);
			continue;
		}
		a->args[0] = sema_rvalue(s, a->args[0]);
		if (!sema_intconst(s, a->args[0], &n)) {
			zc_error(s->c, a->args[0]->loc, "'%s' attribute requires an integer constant", a->name);
		} else if (!ty_is_arith(q.t) || q.t->kind == T_BOOL) {
			zc_error(s->c, a->loc, "invalid vector element type '%s'", ty_str(s->c, q.t));
		} else if (gnu && (n <= 0 || n % q.t->size)) {
			zc_error(s->c, a->args[0]->loc, "vector size not an integral multiple of component size");
		} else if (gnu && n / q.t->size == 1) {
			/* a vector of one: GNU C has it, OpenCL C's types do not */
			zc_error(s->c, a->args[0]->loc, "a vector_size of one '%s' is not an OpenCL C vector", ty_str(s->c, q.t));
		} else if (gnu && (n = n / q.t->size, n != 2 && n != 4 && n != 8 && n != 16)) {
			zc_error(s->c, a->args[0]->loc, "vector of %lld components: OpenCL C vectors have 2, 3, 4, 8 or 16 (vector_size: a power of two)",
			         (long long)n);
		} else if (n != 2 && n != 3 && n != 4 && n != 8 && n != 16) {
			zc_error(s->c, a->args[0]->loc, "vector of %lld components: OpenCL C vectors have 2, 3, 4, 8 or 16",
			         (long long)n);
		} else {
			q.t = ty_vector(s->c, q.t, (unsigned)n);
		}
	}
	return q;
}

/* The other attributes of a typedef.  Alignment is part of clang's
 * typedef type (a member of it moves, sizeof a struct grows); zocc's types
 * carry their natural alignment only, so an aligned() that would change
 * it is an error rather than a layout that differs from the host's. */
static void
typedef_attrs(S *s, Decl *d, Type *t)
{
	Attr *a;

	for (a = d->attrs; a; a = a->next) {
		uint32_t v = 16;

		if (strcmp(a->name, "ext_vector_type") == 0 || strcmp(a->name, "vector_size") == 0 ||
		    strcmp(a->name, "unused") == 0 || strcmp(a->name, "used") == 0 ||
		    strcmp(a->name, "deprecated") == 0 || strcmp(a->name, "may_alias") == 0)
			continue;
		if (strcmp(a->name, "aligned") != 0) {
			zc_warning(s->c, a->loc, "unknown attribute '%s' ignored [-Wunknown-attributes]", a->name);
			continue;
		}
		if (a->nargs && !attr_uints(s, a, &v, 1))
			continue;
		if (v & (v - 1))
			zc_error(s->c, a->loc, "requested alignment is not a power of 2");
		else if (t->align && v != t->align)
			zc_error(s->c, a->loc, "'aligned(%u)' on a typedef of '%s' (aligned to %u) is not supported by zocc: it would change the type's layout; align the variable or the struct member instead",
			         (unsigned)v, ty_str(s->c, t), (unsigned)t->align);
	}
}

static void
typedef_decl(S *s, Decl *d, QType q, enum AddrSpace as)
{
	Symbol *old = map_get(&s->scope->syms, d->name, strlen(d->name)), *sym;
	Type *pre;
	unsigned pq;

	q = ext_vector_typedef(s, d, q);
	typedef_attrs(s, d, q.t);
	if (old && old->kind == SYM_TYPEDEF) {
		QType prev = {old->type, old->quals};

		sema_typedef_redefinition(s, d, q, as, prev, old->as, old->loc);
	} else if (!old && s->scope == s->file && (pre = predefined_type(s, d->name, &pq))) {
		/* OpenCL C's own name ('typedef unsigned int uint;') */
		QType prev = {pre, pq};

		sema_typedef_redefinition(s, d, q, as, prev, AS_NONE, (Loc){0});
	} else if (old) {
		zc_error(s->c, d->loc, "redefinition of '%s' as different kind of symbol", d->name);
		zc_note(s->c, old->loc, "previous definition is here");
	}
	sym = new_symbol(s, SYM_TYPEDEF, d, q.t);
	sym->quals = q.q;
	sym->as = as;
	sema_declare(s, sym);
	/* the name an anonymous struct is printed and mangled by */
	if ((q.t->kind == T_STRUCT || q.t->kind == T_UNION) && !q.t->tag && !q.t->tdname)
		q.t->tdname = d->name;
}

/* A declaration inside a function body. */
void
sema_local_decl(S *s, Decl *d)
{
	Ctx *c = s->c;
	enum AddrSpace as = AS_NONE;
	QType q;
	Symbol *sym, *old;
	bool half_ok;

	if (d->kind == D_TAG) {
		sema_resolve_spec(s, d->spec);
		return;
	}
	if (d->kind == D_STATIC_ASSERT) {
		sema_static_assert(s, d);
		return;
	}
	if (d->spec->base == B_AUTO)
		sema_auto_type(s, d);
	q = sema_typeexpr(s, d->type, &as);
	if (d->kind == D_TYPEDEF || (d->spec->storage & SC_TYPEDEF)) {
		typedef_decl(s, d, q, as);
		return;
	}
	if (q.t->kind == T_FUNC) {
		function_decl(s, d, q);
		return;
	}
	old = declared(s->scope, d->name);
	if (old && old->undeclared)
		old = NULL; /* used before this declaration: reported there */
	if (d->spec->undeclared) {
		/* clang skips a declaration whose type names nothing: the
		 * variable has no type, and its uses say nothing more */
		sym = new_symbol(s, SYM_VAR, d, NULL);
		sym->undeclared = true;
		sema_declare(s, sym);
		return;
	}
	if (old) {
		zc_error(c, d->loc, "redefinition of '%s'", d->name);
		zc_note(c, old->loc, "previous definition is here");
	}
	sym = new_symbol(s, SYM_VAR, d, q.t);
	sym->quals = q.q;
	sym->align = var_align(s, d->attrs);
	half_ok = sema_check_fp_type(s, q.t, d->loc, true);
	/* 6.13.14: an image lives in the kernel's arguments only */
	if (q.t->kind == T_IMAGE) {
		zc_error(c, d->loc, "type '%s' can only be used as a function parameter in OpenCL", ty_str(c, q.t));
		sym->type = NULL;
		sema_declare(s, sym);
		return;
	}
	if (d->spec->storage & SC_EXTERN)
		zc_error(c, d->loc, "extern local variables are not supported in OpenCL C");
	if (d->spec->storage & SC_STATIC) {
		if (sema_static_local(s, sym, d, q, as))
			return;
	}
	switch (as) {
	case AS_LOCAL:
		/* 6.5.2: __local variables belong to the kernel, one per work-group */
		if (!s->fn->kernel)
			zc_error(c, d->loc, "non-kernel function variable cannot be declared in local address space");
		else if (s->scope != s->fnbody)
			zc_error(c, d->loc, "variables in the local address space can only be declared in the outermost scope of a kernel function");
		if (d->init)
			zc_error(c, d->loc, "'__local' variable cannot have an initializer");
		sym->as = AS_LOCAL;
		sym->global = true;
		sym->owner = s->fn;
		VEC_PUSH(&c->ar, &s->prog->globals, sym);
		break;
	case AS_CONSTANT:
		sym->as = AS_CONSTANT;
		sym->global = true;
		sym->owner = s->fn;
		if (!d->init)
			zc_error(c, d->loc, "variable in constant address space must be initialized");
		VEC_PUSH(&c->ar, &s->prog->globals, sym);
		break;
	case AS_GLOBAL:
		zc_error(c, d->loc, "function scope variable cannot be declared in global address space");
		sym->as = AS_PRIVATE;
		break;
	case AS_GENERIC:
		zc_error(c, d->loc, "automatic variable qualified with an invalid address space");
		sym->as = AS_PRIVATE;
		break;
	default:
		sym->as = AS_PRIVATE;
		break;
	}
	/* C99 6.2.1p7: in scope just after its declarator, so its own
	 * initializer may name it ('float t = load(t, p);', where the value
	 * read is indeterminate) */
	sema_declare(s, sym);
	if (d->init && !(as == AS_LOCAL)) {
		bool quiet = s->quiet_half;

		s->quiet_half |= !half_ok;
		d->init = sema_init(s, d->init, q.t, q.q, d->loc, as == AS_CONSTANT);
		s->quiet_half = quiet;
		sym->init = d->init;
		if (q.t->kind == T_ARRAY && !q.t->n && d->init->type)
			sym->type = d->init->type;
	}
	if (sym->type->kind == T_STRUCT || sym->type->kind == T_UNION || sym->type->kind == T_ARRAY)
		sym->addr_taken = true; /* aggregates live in memory */
	sema_complete(s, sym->type, d->loc, "variable");
}

static void
checked_file_decl(S *s, Decl *d)
{
	Ctx *c = s->c;
	enum AddrSpace as = AS_NONE;
	QType q;

	sema_apply_pragmas(s, d->ppoff);
	if (d->kind == D_TAG) {
		sema_resolve_spec(s, d->spec);
		return;
	}
	if (d->kind == D_STATIC_ASSERT) {
		sema_static_assert(s, d);
		return;
	}
	if (d->spec->base == B_AUTO)
		sema_auto_type(s, d);
	q = sema_typeexpr(s, d->type, &as);
	if (d->kind == D_TYPEDEF) {
		typedef_decl(s, d, q, as);
		return;
	}
	if (q.t->kind == T_FUNC) {
		function_decl(s, d, q);
		return;
	}
	if (d->spec->storage & SC_KERNEL)
		zc_error(c, d->loc, "'__kernel' can only be applied to functions");
	global_var(s, d, q, as);
}

/* A declaration holding a syntax error is declared, and nothing more is
 * said of it: the syntax error is its one error. */
static void
file_decl(S *s, Decl *d)
{
	if (d->header_broken)
		s->c->mute++;
	checked_file_decl(s, d);
	if (d->header_broken)
		s->c->mute--;
}

Sema *
sema_begin(Ctx *c, const PPOutput *pp)
{
	S *s = ar_alloc(&c->ar, sizeof *s);

	s->c = c;
	s->pp = pp;
	s->nodes = &c->ar;
	s->prog = ar_alloc(&c->ar, sizeof *s->prog);
	s->prog->fp_contract = true;
	s->std = c->opt.cl_std;
	s->enabled = c->target.features;
	s->generic_as = s->std == 200 || (s->std >= 300 && ZC_HAS(c->target.features, F_GENERIC_ADDRESS_SPACE));
	s->scratch = ar_sub(&c->ar, 16384);
	map_init(&s->specs, &c->ar);
	ty_init(c);
	sema_push(s);
	s->file = s->scope;
	sema_builtins_init(s);
	sema_library_enums(s);
	return s;
}

bool
sema_item(void *sema, Decl **ds, size_t n, Arena *nodes)
{
	S *s = sema;
	size_t i, globals = s->prog->globals.n;
	unsigned tags = s->ntags;
	bool keep = false;

	s->nodes = nodes;
	for (i = 0; i < n; i++) {
		file_decl(s, ds[i]);
		if (ds[i]->kind == D_FUNC && ds[i]->sym && ds[i]->sym->kernel)
			keep = true;
	}
	s->nodes = &s->c->ar;
	/* a body's static and __constant variables are program-scope objects,
	 * its struct types are in the type tables: they outlive the body */
	return keep || s->prog->globals.n != globals || s->ntags != tags;
}

Program *
sema_end(Sema *s, Unit *u)
{
	s->prog->unit = u;
	sema_link(s);
	ar_free(s->scratch);
	return s->prog;
}
