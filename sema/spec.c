/* spec.c — types from declaration specifiers (C99 6.7.2) and from type
 * names (6.7.6): scalar, vector and OpenCL C types, structures and unions
 * with their layout checks (anonymous members, flexible array members),
 * enumerations, and the derived types a declarator builds, bounded in
 * depth (sema_check_depth).  Which floating types a target has is checked
 * where a type is named (double needs fp64, half values fp16). */
#include <string.h>

#include "check.h"

/* the type a basic type specifier names */
Type *
sema_scalar_base(S *s, enum BaseKind k)
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

/* double needs cl_khr_fp64 wherever it is written */
static void
check_fp64(S *s, Type *t, Loc l)
{
	Type *e = ty_elem(t);

	if (e->kind == T_FLOAT && e->bits == 64 && !(sema_feature(s, ZC_KHR_FP64) || sema_feature(s, ZC_F_FP64)))
		zc_error(s->c, l, "use of type '%s' requires cl_khr_fp64 support, which %s does not have",
		         ty_str(s->c, t), zc_target_str(s->c));
}

/* half values (not pointers to half) need cl_khr_fp16: a variable of t, or
 * a cast to t (cast); false if t is such a value and the target has none
 * (reported, in clang's words) */
bool
sema_check_half_value(S *s, Type *t, Loc l, bool cast)
{
	while (t->kind == T_ARRAY)
		t = t->base;
	if (ty_elem(t)->kind == T_FLOAT && ty_elem(t)->bits == 16 && !sema_feature(s, ZC_KHR_FP16)) {
		zc_error(s->c, l, "%s type '%s' is not allowed without cl_khr_fp16, which %s does not have ('half' is only usable through pointers: vload_half, vstore_half)",
		         cast ? "casting to" : "declaring variable of", ty_str(s->c, t), zc_target_str(s->c));
		return false;
	}
	return true;
}

/* the floating types a use of t needs (a value of half: fp16); false if
 * one was refused (reported) */
bool
sema_check_fp_type(S *s, Type *t, Loc l, bool value_use)
{
	return !value_use || sema_check_half_value(s, t, l, false);
}

static Type *struct_def(S *s, Spec *sp);
static Type *enum_def(S *s, Spec *sp);

/* The type sp's specifiers name, once: a struct, union or enum body
 * defines its type here (6.7.2.1, 6.7.2.2); typedef names are looked up. */
Type *
sema_resolve_spec(S *s, Spec *sp)
{
	Ctx *c = s->c;
	Type *t = NULL;

	if (sp->resolved)
		return sp->resolved;
	if (sp->as == AS_GENERIC && !s->generic_as)
		zc_error(c, sp->asloc.file ? sp->asloc : sp->loc, "OpenCL C version %d.%d does not support the '__generic' type qualifier",
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
		Type *e = sema_scalar_base(s, sp->vec_elem);

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
			         ty_str(c, t), zc_target_str(s->c));
		else if (t->access == ACC_READ_WRITE && (s->std < 200 || (s->std >= 300 && !sema_feature(s, ZC_F_READ_WRITE_IMAGES))))
			/* 6.15.15.1 (3.0): read_write images are a 2.0 feature, optional in 3.0 */
			zc_error(c, sp->accloc.file ? sp->accloc : sp->loc, "access qualifier 'read_write' can not be used for '%s' prior to OpenCL C version 2.0 or in version 3.0 and without __opencl_c_read_write_images feature",
			         ty_str(c, t));
		else if (sp->image >= IMG_2D_MSAA)
			/* Level Zero: Validation Rules, an image's MS is 0 */
			zc_error(c, sp->loc, "image type '%s' requires cl_khr_gl_msaa_sharing, which no Level Zero device supports",
			         ty_str(c, t));
		else if ((sp->image == IMG_2D_DEPTH || sp->image == IMG_2D_ARRAY_DEPTH) &&
		         !sema_feature(s, ZC_KHR_DEPTH_IMAGES))
			zc_error(c, sp->loc, "image type '%s' requires cl_khr_depth_images, which is not enabled or not supported by %s",
			         ty_str(c, t), zc_target_str(s->c));
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
		if (s->std < 200) {
			zc_error(c, sp->loc, "use of undeclared identifier '%s'", ty_str(c, t));
			sp->undeclared = true; /* a declaration clang skips */
		} else
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
			if (t)
				check_fp64(s, t, sp->loc); /* atomic_double */
			if (!t && !(t = sema_unknown_type(s, sp))) {
				zc_error(c, sp->loc, sp->block_guess ? "use of undeclared identifier '%s'" : "unknown type name '%s'",
				         sp->name);
				sp->undeclared = sp->block_guess;
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
		t = sema_scalar_base(s, sp->base);
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
		t = sema_lookup_tag(s, sp->name, td && td->has_body);
	if (t && t->kind != k) {
		zc_error(c, sp->loc, "use of '%s' with tag type that does not match previous declaration", sp->name);
		if (!(td && td->has_body))
			return t; /* clang goes on with the type declared before */
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
		Type *t = sema_lookup_tag(s, sp->name, false);

		if (!t)
			zc_error(c, sp->loc, "ISO C forbids forward references to 'enum' types");
	}
	if (sp->name)
		map_put(&s->scope->tags, sp->name, strlen(sp->name), ty_int(c, 32, true));
	/* enums are int: where each is defined is kept for -g (which names
	 * the enum a declaration wrote) and for a switch over every enumerator
	 * of one (flow.c) */
	if (td && td->has_body && sp->name)
		map_put(&s->scope->enums, sp->name, strlen(sp->name), sp);
	if (c->opt.debug == ZC_DEBUG_FULL) {
		Scope *sc;

		if (td && td->has_body)
			sp->enumdef = sp;
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
			if (e->value->type && sema_fold_intconst(s, e->value, &v))
				next = v;
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
		q.t = sema_resolve_spec(s, t->spec);
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
				zc_error(c, t->size->loc, "variable length arrays are not supported in OpenCL");
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
