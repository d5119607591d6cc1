/* decl.c — declarations (C99 6.7, OpenCL C 6.5-6.11): scopes and symbols,
 * turning specifiers and declarators into types, address-space defaults,
 * kernels and their attributes, and the checker's entry point.
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

static Type *
lookup_tag(S *s, const char *tag, bool current_only)
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

/* ---- types from specifiers (6.7.2) ---- */

static Type *
scalar_base(S *s, enum BaseKind k)
{
	Ctx *c = s->c;

	switch (k) {
	case B_VOID: return ty_void(c);
	case B_BOOL: return ty_bool(c);
	case B_CHAR: return ty_char(c);
	case B_SCHAR: return ty_int(c, 8, true);
	case B_UCHAR: return ty_int(c, 8, false);
	case B_SHORT: return ty_int(c, 16, true);
	case B_USHORT: return ty_int(c, 16, false);
	case B_INT: return ty_int(c, 32, true);
	case B_UINT: return ty_int(c, 32, false);
	case B_LONG: case B_INTPTR_T: return ty_int(c, 64, true);
	case B_ULONG: case B_UINTPTR_T: return ty_int(c, 64, false);
	case B_PTRDIFF_T: return ty_ptrdiff(c);
	case B_SIZE_T: return ty_size(c);
	case B_HALF: return ty_float(c, 16);
	case B_FLOAT: return ty_float(c, 32);
	case B_DOUBLE: return ty_float(c, 64);
	default: return NULL;
	}
}

static const char *
target_name(S *s)
{
	return zc_target_str(s->c);
}

/* double needs cl_khr_fp64 wherever it is written */
static void
check_fp64(S *s, Type *t, Loc l)
{
	Type *e = ty_elem(t);

	if (e->kind == T_FLOAT && e->bits == 64 && !(sema_feature(s, ZC_KHR_FP64) || sema_feature(s, ZC_F_FP64)))
		zc_error(s->c, l, "use of type '%s' requires cl_khr_fp64 support, which %s does not have",
		         ty_str(s->c, t), target_name(s));
}

/* half values (not pointers to half) need cl_khr_fp16 */
void
sema_check_half_value(S *s, Type *t, Loc l)
{
	while (t->kind == T_ARRAY)
		t = t->base;
	if (ty_elem(t)->kind == T_FLOAT && ty_elem(t)->bits == 16 && !sema_feature(s, ZC_KHR_FP16))
		zc_error(s->c, l, "declaring a value of type '%s' requires cl_khr_fp16 support, which %s does not have; without it 'half' is only usable through pointers (vload_half, vstore_half)",
		         ty_str(s->c, t), target_name(s));
}

static void
check_fp_type(S *s, Type *t, Loc l, bool value_use)
{
	if (value_use)
		sema_check_half_value(s, t, l);
}

static Type *struct_def(S *s, Spec *sp);
static Type *enum_def(S *s, Spec *sp);

static Type *
resolve_spec(S *s, Spec *sp)
{
	Ctx *c = s->c;
	Type *t = NULL;

	if (sp->resolved)
		return sp->resolved;
	if (sp->as == AS_GENERIC && !s->generic_as)
		zc_error(c, sp->loc, "OpenCL C version %d.%d does not support the '__generic' type qualifier",
		         s->std / 100, s->std / 10 % 10);
	switch (sp->base) {
	case B_NONE:
		if (sp->sign || sp->nlong || sp->nshort) {
			/* 'unsigned', 'long', 'short int' ... */
			t = ty_int(c, sp->nlong ? 64 : sp->nshort ? 16 : 32, sp->sign != 1);
		} else {
			zc_error(c, sp->loc, "type specifier missing, defaults to 'int'; ISO C99 and OpenCL C do not support implicit int");
			t = ty_int(c, 32, true);
		}
		break;
	case B_INT:
	case B_CHAR:
		if (sp->nlong > 1 && sp->base == B_INT)
			t = ty_int(c, 64, sp->sign != 1); /* long long: OpenCL's long */
		else if (sp->nlong && sp->base == B_INT)
			t = ty_int(c, 64, sp->sign != 1);
		else if (sp->nshort && sp->base == B_INT)
			t = ty_int(c, 16, sp->sign != 1);
		else if (sp->base == B_CHAR)
			t = sp->sign == 0 ? ty_char(c) : ty_int(c, 8, sp->sign < 0);
		else
			t = ty_int(c, 32, sp->sign != 1);
		if (sp->base == B_CHAR && (sp->nlong || sp->nshort))
			zc_error(c, sp->loc, "'long' or 'short' cannot be combined with 'char'");
		break;
	case B_DOUBLE:
		if (sp->nlong)
			zc_error(c, sp->loc, "'long double' is not supported in OpenCL C");
		t = ty_float(c, 64);
		break;
	case B_VECTOR: {
		Type *e = scalar_base(s, sp->vec_elem);

		if (!e || sp->vec_n < 2) {
			zc_error(c, sp->loc, "invalid vector type");
			t = ty_int(c, 32, true);
			break;
		}
		t = ty_vector(c, e, (unsigned)sp->vec_n);
		break;
	}
	case B_IMAGE:
		t = ty_image(c, sp->image, sp->access ? sp->access : ACC_READ_ONLY);
		if (!c->target.images)
			zc_error(c, sp->loc, "image type '%s' requires image support, which %s does not have",
			         ty_str(c, t), target_name(s));
		else if (t->access == ACC_READ_WRITE && (s->std < 200 || (s->std >= 300 && !sema_feature(s, ZC_F_READ_WRITE_IMAGES))))
			/* 6.15.15.1 (3.0): read_write images are a 2.0 feature, optional in 3.0 */
			zc_error(c, sp->loc, "access qualifier read_write can not be used for '%s' prior to OpenCL C version 2.0 or in version 3.0 and without __opencl_c_read_write_images feature",
			         ty_str(c, t));
		else if (sp->image >= IMG_2D_MSAA)
			/* Level Zero: Validation Rules, an image's MS is 0 */
			zc_error(c, sp->loc, "image type '%s' requires cl_khr_gl_msaa_sharing, which no Level Zero device supports",
			         ty_str(c, t));
		else if ((sp->image == IMG_2D_DEPTH || sp->image == IMG_2D_ARRAY_DEPTH) &&
		         !sema_feature(s, ZC_KHR_DEPTH_IMAGES))
			zc_error(c, sp->loc, "image type '%s' requires cl_khr_depth_images, which is not enabled or not supported by %s",
			         ty_str(c, t), target_name(s));
		break;
	case B_SAMPLER: t = ty_opaque(c, T_SAMPLER); break;
	case B_EVENT: t = ty_opaque(c, T_EVENT); break;
	case B_QUEUE: t = ty_opaque(c, T_QUEUE); goto since20;
	case B_CLK_EVENT: t = ty_opaque(c, T_CLK_EVENT); goto since20;
	case B_RESERVE_ID: t = ty_opaque(c, T_RESERVE_ID); goto since20;
	case B_NDRANGE:
		t = ty_opaque(c, T_NDRANGE);
	since20:
		/* 6.3.1 (2.0): device enqueue's and pipes' types; before 2.0 clang
		 * does not know the names at all.  From 2.0 on, a use of one is a
		 * use of what Level Zero lacks. */
		if (s->std < 200)
			zc_error(c, sp->loc, "use of undeclared identifier '%s'", ty_str(c, t));
		else
			zc_unsupported(c, sp->loc, t->kind == T_RESERVE_ID ? ZC_NO_PIPES : ZC_NO_ENQUEUE, ty_str(c, t));
		break;
	case B_STRUCT:
	case B_UNION:
		t = struct_def(s, sp);
		break;
	case B_ENUM:
		t = enum_def(s, sp);
		break;
	case B_TYPEDEF: {
		Symbol *sym = sema_lookup(s, sp->name);

		if (sym && sym->kind == SYM_TYPEDEF) {
			t = sym->type;
			sp->tdsym = sym;
			sp->quals |= sym->quals;
			if (sp->as == AS_NONE)
				sp->as = sym->as; /* typedef global int GI: the address space comes along */
		} else if (!sym) {
			/* the OpenCL C library's own typedef names */
			unsigned q = 0;

			t = sema_library_type(s, sp->name, &q);
			sp->quals |= q;
			if (!t) {
				zc_error(c, sp->loc, "unknown type name '%s'", sp->name);
				t = ty_int(c, 32, true);
			}
		} else {
			zc_error(c, sp->loc, "'%s' does not name a type", sp->name);
			t = ty_int(c, 32, true);
		}
		break;
	}
	case B_AUTO:
		/* a declaration's __auto_type is settled before (sema_auto_type) */
		zc_error(c, sp->loc, "'__auto_type' not allowed here");
		t = ty_int(c, 32, true);
		break;
	case B_TYPEOF:
		/* GNU __typeof__: the operand's type; the operand is not evaluated */
		if (sp->typeof_type) {
			QType q = sema_typeexpr(s, sp->typeof_type, NULL);

			t = q.t;
			sp->quals |= q.q;
		} else {
			sp->typeof_expr = sema_expr(s, sp->typeof_expr);
			t = sp->typeof_expr->type ? sp->typeof_expr->type : ty_int(c, 32, true);
			if (sp->typeof_expr->type && sp->typeof_expr->lvalue) {
				/* an object's type keeps its qualifiers and, as clang
				 * has it, its address space: __typeof__(*p) of a
				 * __global int *p is __global int */
				enum AddrSpace oas;

				sp->quals |= sema_lvalue_quals(sp->typeof_expr, &oas);
				if (sp->as == AS_NONE)
					sp->as = oas;
			}
		}
		break;
	default:
		t = scalar_base(s, sp->base);
		if (!t) {
			zc_error(c, sp->loc, "invalid type");
			t = ty_int(c, 32, true);
		}
		if (sp->sign || sp->nlong || sp->nshort)
			zc_error(c, sp->loc, "'%s' cannot be signed, unsigned, long or short", ty_str(c, t));
		break;
	}
	if (sp->access && t->kind != T_IMAGE && !sp->pipe)
		zc_error(c, sp->loc, "access qualifier can only be used for image types");
	if (sp->base != B_TYPEDEF && sp->base != B_TYPEOF)
		check_fp64(s, t, sp->loc);
	sp->resolved = t;
	return t;
}

/* The member called name among ms[0..n), or inside their anonymous
 * members, or NULL. */
static Member *
visible_member(Member *ms, size_t n, const char *name)
{
	size_t i;
	Member *r;

	for (i = 0; i < n; i++) {
		if (ms[i].name && strcmp(ms[i].name, name) == 0)
			return &ms[i];
		if (ty_anon_member(&ms[i]) && (r = visible_member(ms[i].type->members, ms[i].type->nmembers, name)))
			return r;
	}
	return NULL;
}

/* C11 6.7.2.1p13: anonymous member anon's members join ms[0..n): none may
 * take a name already there */
static void
check_anon_names(S *s, Member *ms, size_t n, Type *anon)
{
	size_t i;

	for (i = 0; i < anon->nmembers; i++) {
		Member *m = &anon->members[i], *prev;

		if (ty_anon_member(m)) {
			check_anon_names(s, ms, n, m->type);
		} else if (m->name && (prev = visible_member(ms, n, m->name))) {
			zc_error(s->c, m->loc, "member of anonymous %s redeclares '%s'",
			         anon->kind == T_STRUCT ? "struct" : "union", m->name);
			zc_note(s->c, prev->loc, "previous declaration is here");
		}
	}
}

/* 6.7.2.1p16: field i of td (type at, an array of unknown size) is a
 * flexible array member of t: the last of a struct with a member before
 * it.  Says why not, as clang does. */
static bool
flex_member(S *s, Type *t, TagDef *td, size_t i, Type *at)
{
	Ctx *c = s->c;
	Field *f = &td->fields[i];
	size_t j;
	bool named = false;

	if (t->kind == T_UNION) {
		zc_error(c, f->loc, "flexible array member '%s' in a union is not allowed", f->name);
		return false;
	}
	if (i + 1 < td->nfields) {
		zc_error(c, f->loc, "flexible array member '%s' with type '%s' is not at the end of struct",
		         f->name, ty_str(c, at));
		zc_note(c, td->fields[i + 1].loc, "next field declaration is here");
		return false;
	}
	for (j = 0; j < i; j++)
		named = named || td->fields[j].name || td->fields[j].type->kind == TX_BASE;
	if (!named) {
		zc_error(c, f->loc, "flexible array member '%s' not allowed in otherwise empty struct", f->name);
		return false;
	}
	return true;
}

/* SPIR-V 2.17 Universal Limits: structs nested in structs, counted down
 * the members (a module past it is invalid; spirv-val says so) */
enum { SPV_MAX_STRUCT_NESTING = 255 };

/* 6.7.2.1: define (or refer to) a struct or union */
static Type *
struct_def(S *s, Spec *sp)
{
	Ctx *c = s->c;
	enum TypeKind k = sp->base == B_STRUCT ? T_STRUCT : T_UNION;
	Type *t = NULL;
	TagDef *td = sp->tag;
	VEC(Member) ms = {0};
	size_t i;
	Attr *a;
	bool flex = false;

	if (sp->name)
		t = lookup_tag(s, sp->name, td && td->has_body);
	if (t && t->kind != k) {
		zc_error(c, sp->loc, "use of '%s' with tag type that does not match previous declaration", sp->name);
		t = NULL;
	}
	if (!t) {
		t = ty_struct(c, k, sp->name, sp->loc);
		s->ntags++;
		if (sp->name)
			map_put(&s->scope->tags, sp->name, strlen(sp->name), t);
	}
	if (!td || !td->has_body)
		return t;
	if (t->complete || t->defining) {
		/* a nested definition of the tag being defined would make the
		 * struct a member of itself: clang's error, and a type of its own */
		if (t->defining)
			zc_error(c, sp->loc, "nested redefinition of '%s'", sp->name);
		else
			zc_error(c, sp->loc, "redefinition of '%s %s'", k == T_STRUCT ? "struct" : "union", sp->name);
		zc_note(c, t->loc, "previous definition is here");
		t = ty_struct(c, k, sp->name, sp->loc);
		s->ntags++;
	}
	t->defining = true;
	for (a = td->attrs; a; a = a->next)
		if (strcmp(a->name, "packed") == 0)
			t->packed = true;
	for (i = 0; i < td->nfields; i++) {
		Field *f = &td->fields[i];
		Member m = {0};
		enum AddrSpace fas = AS_NONE;
		QType q = sema_typeexpr(s, f->type, &fas);

		q.t = sema_check_depth(s, q.t, f->loc, 1); /* the struct is one level more */
		m.name = f->name;
		m.type = q.t;
		m.tx = f->type;
		m.quals = q.q;
		m.loc = f->loc;
		if (f->bits)
			zc_error(c, f->loc, "bit-fields are not supported in OpenCL C");
		/* OpenCL C 6.5: an address space qualifies an object, never a member */
		if (fas != AS_NONE)
			zc_error(c, f->loc, "field may not be qualified with an address space");
		if (q.t->kind == T_FUNC && !(f->type && f->type->kind == TX_FUNC && f->type->block))
			zc_error(c, f->loc, "field '%s' declared as a function", f->name ? f->name : "");
		/* 6.13.14 (images), 6.13.15 (samplers): opaque objects, never a field */
		else if (q.t->kind == T_IMAGE || q.t->kind == T_SAMPLER || q.t->kind == T_EVENT ||
		         q.t->kind == T_QUEUE || q.t->kind == T_CLK_EVENT || q.t->kind == T_RESERVE_ID)
			zc_error(c, f->loc, "the '%s' type cannot be used to declare a structure or union field",
			         ty_str(c, q.t));
		else if (q.t->kind == T_ARRAY && !q.t->n && f->name) {
			if (flex_member(s, t, td, i, q.t))
				flex = true; /* 6.7.2.1p16: a flexible array member */
			else
				m.type = ty_int(c, 32, true);
		} else if (!sema_complete(s, q.t, f->loc, "field"))
			m.type = ty_int(c, 32, true);
		else if ((q.t->kind == T_STRUCT || q.t->kind == T_UNION) && q.t->flex && k == T_STRUCT &&
		         i + 1 < td->nfields)
			zc_warning(c, f->loc, "field '%s' with variable sized type '%s' not at the end of a struct or class is a GNU extension [-Wgnu-variable-sized-type-not-at-end]",
			           f->name ? f->name : "", ty_str(c, q.t));
		if (!f->name && (f->type->kind != TX_BASE || f->type->spec->name ||
		                 (f->type->spec->base != B_STRUCT && f->type->spec->base != B_UNION))) {
			/* C11 6.7.2.1p13: only a struct or union without a tag
			 * (and without a typedef name) is an anonymous member;
			 * 'struct T { ... };' only declares the tag */
			zc_warning(c, f->loc, "declaration does not declare anything [-Wmissing-declarations]");
			continue;
		}
		if (f->name) {
			Member *prev = visible_member(ms.v, ms.n, f->name);

			if (prev) {
				zc_error(c, f->loc, "duplicate member '%s'", f->name);
				zc_note(c, prev->loc, "previous declaration is here");
			}
		} else {
			check_anon_names(s, ms.v, ms.n, m.type);
		}
		VEC_PUSH(&c->ar, &ms, m);
	}
	for (i = 0; i < td->nasserts; i++) /* C11 6.7.10, while t is incomplete */
		sema_static_assert(s, td->asserts[i]);
	t->members = ms.v;
	t->nmembers = ms.n;
	if (flex) {
		/* the flexible array member stays at members[nmembers]: loops
		 * over the members (layout, irgen's types and constants) leave
		 * it out; a name finds it */
		t->nmembers--;
		t->flex = true;
	}
	ty_layout(c, t);
	t->defining = false;
	if (t->snest > SPV_MAX_STRUCT_NESTING)
		zc_error(c, sp->loc, "%s '%s' nests structs %u deep in its members, more than SPIR-V's limit of %u (2.17 Universal Limits: Structure Nesting Depth)",
		         k == T_STRUCT ? "struct" : "union", sp->name ? sp->name : "(anonymous)", t->snest, SPV_MAX_STRUCT_NESTING);
	for (a = td->attrs; a; a = a->next) {
		if (strcmp(a->name, "aligned") == 0 && a->nargs == 1 && a->args[0]) {
			int64_t v;

			a->args[0] = sema_expr(s, a->args[0]);
			if (sema_intconst(s, a->args[0], &v) && v > 0 && (v & (v - 1)) == 0) {
				if ((uint32_t)v > t->align)
					t->align = (uint32_t)v;
				t->size = (t->size + t->align - 1) / t->align * t->align;
			} else {
				zc_error(c, a->loc, "requested alignment is not a power of 2");
			}
		}
	}
	return t;
}

/* 6.7.2.2: enumerations are int; the constants are int constants */
static Type *
enum_def(S *s, Spec *sp)
{
	Ctx *c = s->c;
	TagDef *td = sp->tag;
	int64_t next = 0;
	size_t i;

	if (sp->name && !(td && td->has_body)) {
		Type *t = lookup_tag(s, sp->name, false);

		if (!t)
			zc_error(c, sp->loc, "ISO C forbids forward references to 'enum' types");
	}
	if (sp->name)
		map_put(&s->scope->tags, sp->name, strlen(sp->name), ty_int(c, 32, true));
	if (c->opt.debug == ZC_DEBUG_FULL) {
		/* enums are int; -g names the enum a declaration wrote */
		Scope *sc;

		if (td && td->has_body) {
			sp->enumdef = sp;
			if (sp->name)
				map_put(&s->scope->enums, sp->name, strlen(sp->name), sp);
		}
		for (sc = s->scope; sc && sp->name && !sp->enumdef; sc = sc->up)
			sp->enumdef = map_get(&sc->enums, sp->name, strlen(sp->name));
	}
	if (!td || !td->has_body)
		return ty_int(c, 32, true);
	for (i = 0; i < td->nenums; i++) {
		Enumerator *e = &td->enums[i];
		Symbol *sym, *old;

		if (e->value) {
			int64_t v;

			e->value = sema_rvalue(s, e->value);
			if (sema_intconst(s, e->value, &v))
				next = v;
			else
				zc_error(c, e->value->loc, "expression is not an integer constant expression");
		}
		old = map_get(&s->scope->syms, e->name, strlen(e->name));
		if (old) {
			zc_error(c, e->loc, "redefinition of '%s'", e->name);
			zc_note(c, old->loc, "previous definition is here");
		}
		sym = ar_alloc(&c->ar, sizeof *sym);
		sym->kind = SYM_ENUMCONST;
		sym->name = e->name;
		sym->loc = e->loc;
		sym->type = ty_int(c, 32, true);
		sym->value = (int32_t)next;
		sema_declare(s, sym);
		next = (int64_t)((uint64_t)next + 1); /* after INT64_MAX: no overflow */
	}
	return ty_int(c, 32, true);
}

enum AddrSpace
sema_default_pointee_as(S *s)
{
	return s->generic_as ? AS_GENERIC : AS_PRIVATE;
}

bool
sema_complete(S *s, Type *t, Loc l, const char *what)
{
	if (t->kind == T_VOID) {
		zc_error(s->c, l, "%s has incomplete type 'void'", what);
		return false;
	}
	if ((t->kind == T_STRUCT || t->kind == T_UNION) && !t->complete) {
		zc_error(s->c, l, "%s has incomplete type '%s'", what, ty_str(s->c, t));
		return false;
	}
	if (t->kind == T_ARRAY && !t->n) {
		zc_error(s->c, l, "%s has incomplete type '%s'", what, ty_str(s->c, t));
		return false;
	}
	return true;
}

static QType typeexpr(S *s, TypeExpr *t, enum AddrSpace *as);

/* How deep a type may be derived: what the stack the stages run on has
 * room for (api/compile.c sizes it for the nesting limit or the program's
 * own depth, the greater).  A chain of typedefs or of structs each holding
 * the one before derives a type deeper than any one declaration is nested;
 * every walk over types recurses through each level of it. */
static uint32_t
type_depth_max(const Ctx *c)
{
	return c->type_depth_max ? c->type_depth_max : c->opt.limits.nesting;
}

/* Too deep a type (or, with up 1, a member too deep for the struct that
 * holds it to be within bounds): the error, and int instead, so that
 * nothing derived from it grows deeper. */
Type *
sema_check_depth(S *s, Type *t, Loc l, unsigned up)
{
	Ctx *c = s->c;

	if (t->depth + up <= type_depth_max(c))
		return t;
	zc_error(c, l, "type is derived more than %u levels deep (typedefs and struct members included)",
	         type_depth_max(c));
	zc_note(c, (Loc){0}, "the limit can be raised with -fnesting-limit=N (or zocc_input.limits)");
	return ty_int(c, 32, true);
}

/* The type a TypeExpr denotes, with the qualifiers of the object; *as gets
 * the address space written for the object itself (AS_NONE if none). */
QType
sema_typeexpr(S *s, TypeExpr *t, enum AddrSpace *as)
{
	QType q = typeexpr(s, t, as);

	q.t = sema_check_depth(s, q.t, t->loc, 0);
	return q;
}

static QType
typeexpr(S *s, TypeExpr *t, enum AddrSpace *as)
{
	Ctx *c = s->c;
	QType q = {0}, in;
	enum AddrSpace inas = AS_NONE;

	switch (t->kind) {
	case TX_BASE:
		q.t = resolve_spec(s, t->spec);
		q.q = t->spec->quals;
		if (as)
			*as = t->spec->as;
		return q;
	case TX_POINTER:
		in = sema_typeexpr(s, t->inner, &inas);
		if (in.t->kind == T_FUNC)
			zc_error(c, t->loc, "pointers to functions are not allowed in OpenCL C");
		/* OpenCL C 6.13.14: image and sampler objects have no address */
		else if (in.t->kind == T_SAMPLER || in.t->kind == T_IMAGE)
			zc_error(c, t->loc, "pointer to type '%s' is invalid in OpenCL", ty_str(c, in.t));
		q.t = ty_pointer(c, in.t, inas ? inas : sema_default_pointee_as(s), in.q);
		q.q = t->quals;
		if (as)
			*as = t->as;
		return q;
	case TX_ARRAY: {
		uint32_t n = 0;

		in = sema_typeexpr(s, t->inner, &inas);
		if (t->size) {
			int64_t v;

			t->size = sema_rvalue(s, t->size);
			if (!t->size->type) {
				n = 1; /* reported already */
			} else if (!sema_intconst(s, t->size, &v)) {
				zc_error(c, t->size->loc, "variable length arrays are not supported in OpenCL C");
				n = 1;
			} else if (v <= 0) {
				zc_error(c, t->size->loc, v == 0 ? "zero size arrays are not allowed" :
				         "array size is negative");
				n = 1;
			} else if (v > 0x7fffffff) {
				zc_error(c, t->size->loc, "array is too large");
				n = 1;
			} else {
				n = (uint32_t)v;
			}
		}
		if (in.t->kind == T_FUNC)
			zc_error(c, t->loc, "array of functions is not allowed");
		else if (in.t->kind == T_SAMPLER || in.t->kind == T_IMAGE)
			zc_error(c, t->loc, "array of '%s' type is invalid in OpenCL", ty_str(c, in.t));
		else if (!sema_complete(s, in.t, t->loc, "array element"))
			in.t = ty_int(c, 32, true);
		q.t = ty_array(c, in.t, n);
		q.q = in.q;
		if (as)
			*as = inas;
		return q;
	}
	case TX_FUNC: {
		VEC(Type *) ps = {0};
		size_t i;

		in = sema_typeexpr(s, t->inner, &inas);
		if (in.t->kind == T_ARRAY || in.t->kind == T_FUNC)
			zc_error(c, t->loc, "function cannot return %s type '%s'",
			         in.t->kind == T_ARRAY ? "array" : "function", ty_str(c, in.t));
		/* OpenCL C 6.5: the value returned has no address space; a
		 * pointer returned may point into any ('global float *f()') */
		else if (inas != AS_NONE)
			zc_error(c, t->loc, "return value cannot be qualified with address space");
		for (i = 0; i < t->nparams; i++) {
			enum AddrSpace pas = AS_NONE;
			QType p = sema_typeexpr(s, t->params[i].type, &pas);

			/* 6.7.5.3p7: array parameters are pointers, into the
			 * address space written, else private (as clang makes
			 * them, in 2.0 too: the array such a parameter names is
			 * an object of the caller) */
			if (p.t->kind == T_ARRAY)
				p.t = ty_pointer(c, p.t->base, pas ? pas : AS_PRIVATE, p.q);
			if (p.t->kind == T_VOID) {
				zc_error(c, t->params[i].loc, "'void' must be the first and only parameter if specified");
				p.t = ty_int(c, 32, true);
			}
			VEC_PUSH(&c->ar, &ps, p.t);
		}
		if (t->noproto && t->nparams == 0) {
			/* f() is f(void) in OpenCL C (it has no unprototyped functions) */
		}
		q.t = ty_func(c, in.t, ps.v, ps.n, t->variadic);
		q.t->block = t->block; /* (function types are not interned) */
		q.q = 0;
		if (as)
			*as = AS_NONE;
		return q;
	}
	}
	return q;
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
		if (v <= 0 || v > 0xffffffffll) {
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
				         target_name(s));
			else if (attr_uints(s, a, &fn->reqd_sg, 1) && fn->reqd_sg != 8 && fn->reqd_sg != 16 &&
			    fn->reqd_sg != 32)
				zc_error(s->c, a->loc, "subgroup size %u is not supported (8, 16 or 32)", fn->reqd_sg);
			else if (fn->reqd_sg && !(s->c->target.subgroup_sizes & (fn->reqd_sg / 8)))
				zc_error(s->c, a->loc, "subgroup size %u is not supported by %s", fn->reqd_sg,
				         target_name(s));
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
		if (t->as != AS_GLOBAL && t->as != AS_LOCAL && t->as != AS_CONSTANT)
			zc_error(c, l, "pointer arguments to kernel functions must reside in '__global', '__constant', or '__local' address space");
		if (t->base->kind == T_POINTER)
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
	if (sema_is_builtin_name(s, d->name) && d->body)
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
	if (fn->kernel) {
		if (q.t->base->kind != T_VOID)
			zc_error(c, d->loc, "kernel must have void return type");
		if (q.t->variadic)
			zc_error(c, d->loc, "kernel functions cannot be variadic");
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

		check_fp_type(s, q.t->params[i], ploc, false);
	}
	check_fp_type(s, q.t->base, d->loc, false);
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
	Symbol *old = map_get(&s->file->syms, d->name, strlen(d->name)), *sym;
	bool ext = (d->spec->storage & SC_EXTERN) != 0;

	if (as == AS_NONE)
		as = s->std >= 200 ? AS_GLOBAL : AS_CONSTANT;
	if (s->std < 200 && as != AS_CONSTANT) {
		zc_error(c, d->loc, "program scope variable must reside in constant address space");
		as = AS_CONSTANT;
	}
	if (s->std >= 300 && as == AS_GLOBAL && !sema_feature(s, ZC_F_PROGRAM_SCOPE_GLOBAL_VARIABLES))
		zc_error(c, d->loc, "program scope variables in the global address space require the __opencl_c_program_scope_global_variables feature");
	if (as == AS_LOCAL || as == AS_PRIVATE || as == AS_GENERIC) {
		zc_error(c, d->loc, "program scope variable must reside in %s address space",
		         s->std >= 200 ? "global or constant" : "constant");
		as = AS_CONSTANT;
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
	check_fp_type(s, sym->type, d->loc, true);
	if (d->init) {
		d->init = sema_init(s, d->init, sym->type, sym->quals, d->loc, true);
		sym->init = d->init;
		if (sym->type->kind == T_ARRAY && !sym->type->n && d->init->type)
			sym->type = d->init->type;
	} else if (as == AS_CONSTANT) {
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
			Type *t = scalar_base(s, scalars[i].k);

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

	if (d->kind == D_TAG) {
		resolve_spec(s, d->spec);
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
	old = map_get(&s->scope->syms, d->name, strlen(d->name));
	if (old) {
		zc_error(c, d->loc, "redefinition of '%s'", d->name);
		zc_note(c, old->loc, "previous definition is here");
	}
	sym = new_symbol(s, SYM_VAR, d, q.t);
	sym->quals = q.q;
	sym->align = var_align(s, d->attrs);
	check_fp_type(s, q.t, d->loc, true);
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
			zc_error(c, d->init->loc, "'__local' variable cannot have an initializer");
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
	if (d->init && !(as == AS_LOCAL)) {
		d->init = sema_init(s, d->init, q.t, q.q, d->loc, as == AS_CONSTANT);
		sym->init = d->init;
		if (q.t->kind == T_ARRAY && !q.t->n && d->init->type)
			sym->type = d->init->type;
	}
	if (sym->type->kind == T_STRUCT || sym->type->kind == T_UNION || sym->type->kind == T_ARRAY)
		sym->addr_taken = true; /* aggregates live in memory */
	sema_complete(s, sym->type, d->loc, "variable");
	sema_declare(s, sym);
}

static void
file_decl(S *s, Decl *d)
{
	Ctx *c = s->c;
	enum AddrSpace as = AS_NONE;
	QType q;

	sema_apply_pragmas(s, d->ppoff);
	if (d->kind == D_TAG) {
		resolve_spec(s, d->spec);
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
