/* astdecl.c — declarations from the concrete tree (C99 6.7, OpenCL C 6.5-6.11):
 * attributes, declaration specifiers with address-space and access
 * qualifiers, declarators turned inside out into TypeExpr chains, and one
 * Decl per declarator. */
#include <stdlib.h>
#include <string.h>

#include "astb.h"

/* ---- attributes (6.11) ---- */

static const char *
attr_name(AB *b, TSNode n)
{
	size_t len;
	const char *s = ab_text(b, n, &len);

	/* __aligned__ and aligned are the same attribute */
	if (len > 4 && s[0] == '_' && s[1] == '_' && s[len - 1] == '_' && s[len - 2] == '_') {
		s += 2;
		len -= 4;
	}
	return ar_strndup(b->ar, s, len);
}

Attr *
ab_attributes(AB *b, TSNode spec, Attr *tail)
{
	Kid *k, *ak;
	size_t i, j, nk = ab_kids(b, spec, &k), na;
	Attr *head = tail, **pp = &head;

	/* keep source order: new attributes go before the tail already collected */
	for (i = 0; i < nk; i++) {
		Attr *a;
		TSNode args;

		if (k[i].kind != K_gnu_attribute)
			continue;
		a = ar_alloc(b->ar, sizeof *a);
		a->loc = ab_loc(b, k[i].n);
		na = ab_kids(b, k[i].n, &ak);
		a->name = attr_name(b, ab_kid(ak, na, F_name));
		args = ab_kid(ak, na, F_arguments);
		if (!ab_isnull(args)) {
			na = ab_kids(b, args, &ak);
			a->args = ar_alloc(b->ar, (na + 1) * sizeof *a->args);
			a->targs = ar_alloc(b->ar, (na + 1) * sizeof *a->targs);
			for (j = 0; j < na; j++) {
				if (!ak[j].named)
					continue;
				if (ak[j].kind == K_type_descriptor)
					a->targs[a->nargs] = ab_type_descriptor(b, ak[j].n);
				else
					a->args[a->nargs] = ab_expr(b, ak[j].n);
				a->nargs++;
			}
		}
		*pp = a;
		a->next = tail;
		pp = &a->next;
	}
	return head;
}

Attr *
ab_attr_append(Attr *a, Attr *more)
{
	Attr **p = &a;

	while (*p)
		p = &(*p)->next;
	*p = more;
	return a;
}

/* ---- declaration specifiers (6.7.1 - 6.7.4) ---- */

typedef struct NameKind {
	const char *name;
	enum BaseKind base;
} NameKind;

static const NameKind scalar_names[] = {
	{"void", B_VOID}, {"bool", B_BOOL}, {"char", B_CHAR}, {"uchar", B_UCHAR},
	{"short", B_SHORT}, {"ushort", B_USHORT}, {"int", B_INT}, {"uint", B_UINT},
	{"long", B_LONG}, {"ulong", B_ULONG}, {"half", B_HALF}, {"float", B_FLOAT},
	{"double", B_DOUBLE}, {"size_t", B_SIZE_T}, {"ptrdiff_t", B_PTRDIFF_T},
	{"intptr_t", B_INTPTR_T}, {"uintptr_t", B_UINTPTR_T}, {"_Bool", B_BOOL},
	{"sampler_t", B_SAMPLER}, {"event_t", B_EVENT}, {"queue_t", B_QUEUE},
	{"clk_event_t", B_CLK_EVENT}, {"reserve_id_t", B_RESERVE_ID}, {"ndrange_t", B_NDRANGE},
	{"__auto_type", B_AUTO},
};

static const char *const image_names[] = {
	[IMG_1D] = "image1d_t", [IMG_1D_ARRAY] = "image1d_array_t",
	[IMG_1D_BUFFER] = "image1d_buffer_t", [IMG_2D] = "image2d_t",
	[IMG_2D_ARRAY] = "image2d_array_t", [IMG_2D_DEPTH] = "image2d_depth_t",
	[IMG_2D_ARRAY_DEPTH] = "image2d_array_depth_t", [IMG_3D] = "image3d_t",
	[IMG_2D_MSAA] = "image2d_msaa_t", [IMG_2D_ARRAY_MSAA] = "image2d_array_msaa_t",
	[IMG_2D_MSAA_DEPTH] = "image2d_msaa_depth_t",
	[IMG_2D_ARRAY_MSAA_DEPTH] = "image2d_array_msaa_depth_t",
};

/* A primitive_type token: a scalar, vector (6.1.2) or opaque type name. */
static void
primitive(AB *b, TSNode n, Spec *sp)
{
	size_t len, i, pl;
	const char *s = ab_text(b, n, &len);

	for (i = 0; i < ZC_COUNTOF(scalar_names); i++) {
		if (strlen(scalar_names[i].name) == len && memcmp(scalar_names[i].name, s, len) == 0) {
			sp->base = scalar_names[i].base;
			return;
		}
	}
	for (i = 0; i < ZC_COUNTOF(image_names); i++) {
		if (strlen(image_names[i]) == len && memcmp(image_names[i], s, len) == 0) {
			sp->base = B_IMAGE;
			sp->image = (enum ImageKind)i;
			return;
		}
	}
	/* vector: scalar name followed by 2, 3, 4, 8 or 16 */
	for (pl = len; pl > 0 && s[pl - 1] >= '0' && s[pl - 1] <= '9'; pl--)
		;
	for (i = 0; i < ZC_COUNTOF(scalar_names) && pl < len; i++) {
		if (strlen(scalar_names[i].name) == pl && memcmp(scalar_names[i].name, s, pl) == 0) {
			sp->base = B_VECTOR;
			sp->vec_elem = scalar_names[i].base;
			sp->vec_n = atoi(s + pl);
			return;
		}
	}
	zc_error(b->c, ab_loc(b, n), "unknown type name '%.*s'", (int)len, s);
	sp->base = B_INT;
}

TypeExpr *
ab_tx_base(AB *b, Spec *sp)
{
	TypeExpr *t = ar_alloc(b->ar, sizeof *t);

	t->kind = TX_BASE;
	t->loc = sp->loc;
	t->spec = sp;
	return t;
}

/* 6.7.2.1 Structure and union specifiers: the member list */
static Expr *
bitfield_width(AB *b, TSNode clause)
{
	Kid *k;
	size_t n = ab_kids(b, clause, &k), i;
	Expr *w = NULL;

	for (i = 0; i < n; i++)
		if (k[i].named)
			w = ab_expr(b, k[i].n);
	return w;
}

static TagDef *
struct_body(AB *b, TSNode body)
{
	TagDef *t = ar_alloc(b->ar, sizeof *t);
	VEC(Field) fs = {0};
	VEC(Decl *) as = {0};
	Kid *k, *fk;
	size_t i, j, nk = ab_kids(b, body, &k), nf;

	t->has_body = true;
	for (i = 0; i < nk; i++) {
		Spec *sp;
		bool anydecl = false;
		Attr *trailing = NULL;

		if (k[i].kind == K_static_assert_declaration)
			VEC_PUSH(b->ar, &as, ab_static_assert(b, k[i].n));
		if (k[i].kind != K_field_declaration)
			continue;
		sp = ar_alloc(b->ar, sizeof *sp);
		sp->loc = ab_loc(b, k[i].n);
		nf = ab_kids(b, k[i].n, &fk);
		ab_specifiers(b, fk, nf, sp);
		for (j = 0; j < nf; j++)
			if (fk[j].field == F_declarator)
				break;
		for (; j < nf; j++)
			if (fk[j].kind == K_attribute_specifier)
				trailing = ab_attributes(b, fk[j].n, trailing);
		for (j = 0; j < nf; j++) {
			Field f = {0};

			if (fk[j].field != F_declarator)
				continue;
			anydecl = true;
			f.loc = ab_loc(b, fk[j].n);
			f.type = ab_declarator(b, fk[j].n, ab_tx_base(b, sp), &f.name, &f.loc, &f.attrs);
			f.attrs = ab_attr_append(f.attrs, trailing);
			if (j + 1 < nf && fk[j + 1].kind == K_bitfield_clause)
				f.bits = bitfield_width(b, fk[j + 1].n);
			VEC_PUSH(b->ar, &fs, f);
		}
		if (!anydecl) {
			/* an anonymous struct or union member, or an unnamed bit-field */
			Field f = {0};

			f.loc = sp->loc;
			f.type = ab_tx_base(b, sp);
			for (j = 0; j < nf; j++)
				if (fk[j].kind == K_bitfield_clause)
					f.bits = bitfield_width(b, fk[j].n);
			VEC_PUSH(b->ar, &fs, f);
		}
	}
	t->fields = fs.v;
	t->nfields = fs.n;
	t->asserts = as.v;
	t->nasserts = as.n;
	return t;
}

/* 6.7.2.2 Enumeration specifiers: the enumerator list */
static TagDef *
enum_body(AB *b, TSNode body)
{
	TagDef *t = ar_alloc(b->ar, sizeof *t);
	VEC(Enumerator) es = {0};
	Kid *k;
	size_t i, nk = ab_kids(b, body, &k);

	t->has_body = true;
	for (i = 0; i < nk; i++) {
		Enumerator e = {0};
		TSNode v;

		Kid *ek;
		size_t nek;

		if (k[i].kind != K_enumerator)
			continue;
		e.loc = ab_loc(b, k[i].n);
		nek = ab_kids(b, k[i].n, &ek);
		e.name = ab_name(b, ab_kid(ek, nek, F_name));
		v = ab_kid(ek, nek, F_value);
		if (!ab_isnull(v))
			e.value = ab_expr(b, v);
		VEC_PUSH(b->ar, &es, e);
	}
	t->enums = es.v;
	t->nenums = es.n;
	return t;
}

/* attributes that belong to a struct, union or enum (6.11.1) */
static void
tag_attributes(AB *b, Spec *sp, TSNode attr)
{
	if (!sp->tag)
		sp->tag = ar_alloc(b->ar, sizeof *sp->tag);
	sp->tag->attrs = ab_attributes(b, attr, sp->tag->attrs);
}

/* One type specifier node (a 'type' field of a declaration) other than
 * signed/unsigned/long/short, which ab_specifiers counts. */
void
ab_type_specifier(AB *b, TSNode n, Spec *sp)
{
	Kid *k;
	size_t i, nk;
	TSNode name, body;
	int kind = ab_kindof(b, n);

	sp->loc = ab_loc(b, n);
	switch (kind) {
	case K_primitive_type:
		primitive(b, n, sp);
		break;
	case K_struct_specifier:
	case K_union_specifier:
	case K_enum_specifier:
		sp->base = kind == K_struct_specifier ? B_STRUCT : kind == K_union_specifier ? B_UNION : B_ENUM;
		nk = ab_kids(b, n, &k);
		name = ab_kid(k, nk, F_name);
		body = ab_kid(k, nk, F_body);
		if (!ab_isnull(name))
			sp->name = ab_name(b, name);
		if (!ab_isnull(body))
			sp->tag = sp->base == B_ENUM ? enum_body(b, body) : struct_body(b, body);
		for (i = 0; i < nk; i++)
			if (k[i].kind == K_attribute_specifier)
				tag_attributes(b, sp, k[i].n);
		break;
	case K_typeof_specifier:
		sp->base = B_TYPEOF;
		nk = ab_kids(b, n, &k);
		name = ab_kid(k, nk, F_type);
		if (!ab_isnull(name))
			sp->typeof_type = ab_type_descriptor(b, name);
		else
			sp->typeof_expr = ab_expr(b, ab_kid(k, nk, F_value));
		break;
	case K_type_identifier: {
		size_t len;
		const char *s = ab_text(b, n, &len);

		sp->base = B_TYPEDEF; /* sema reports it if it names no type */
		sp->name = ar_strndup(b->ar, s, len);
		break;
	}
	default:
		zc_error(b->c, sp->loc, "expected a type");
		sp->base = B_INT;
		break;
	}
}

/* How clang names the type specifier already given, in "cannot combine
 * with previous '...' declaration specifier". */
static const char *
previous_specifier(AB *b, const Spec *sp, TSNode prev)
{
	if (sp->base == B_TYPEDEF)
		return "type-name";
	if (sp->base == B_STRUCT)
		return "struct";
	if (sp->base == B_UNION)
		return "union";
	if (sp->base == B_ENUM)
		return "enum";
	return ab_strtext(b, prev);
}

/* 6.7.2 signed, unsigned, long, short: counted, then combined with the
 * type they modify (or int) by sema */
static void
sized(AB *b, TSNode n, Spec *sp, TSNode *sizedprev)
{
	Loc l = ab_loc(b, n);

	if (ab_text_is(b, n, "long")) {
		if (sp->nshort)
			zc_error(b->c, l, "cannot combine with previous 'short' declaration specifier");
		else
			sp->nlong++;
	} else if (ab_text_is(b, n, "short")) {
		if (sp->nlong || sp->nshort)
			zc_error(b->c, l, "cannot combine with previous '%s' declaration specifier",
			         sp->nlong ? "long" : "short");
		else
			sp->nshort++;
	} else {
		int sign = ab_text_is(b, n, "unsigned") ? 1 : -1;

		if (sp->sign == sign)
			zc_warning(b->c, l, "duplicate '%s' declaration specifier [-Wduplicate-decl-specifier]", sign > 0 ? "unsigned" : "signed");
		else if (sp->sign)
			zc_error(b->c, l, "cannot combine with previous '%s' declaration specifier",
			         sp->sign > 0 ? "unsigned" : "signed");
		else
			sp->sign = sign;
	}
	*sizedprev = n;
}

/* The specifier children of a declaration-like node: storage classes,
 * qualifiers (with 6.5 address spaces and 6.6 access qualifiers), __kernel,
 * attributes and the type specifier. */
void
ab_specifiers(AB *b, Kid *k, size_t nk, Spec *sp)
{
	size_t i;
	TSNode typed = {0}, sizedprev = {0};
	bool unknown = false; /* typed is a name declared nowhere (typenames.c's guess) */

	for (i = 0; i < nk && k[i].field != F_declarator; i++) {
		TSNode n = k[i].n;

		switch (k[i].kind) {
		case K_storage_class_specifier: {
			static const struct { const char *w; unsigned sc; } scs[] = {
				{"extern", SC_EXTERN}, {"static", SC_STATIC}, {"auto", SC_AUTO},
				{"register", SC_REGISTER}, {"inline", SC_INLINE}, {"__inline", SC_INLINE},
				{"__inline__", SC_INLINE}, {"_Noreturn", 0},
			};
			size_t j;

			for (j = 0; j < ZC_COUNTOF(scs) && !ab_text_is(b, n, scs[j].w); j++)
				;
			if (j < ZC_COUNTOF(scs))
				sp->storage |= scs[j].sc;
			else
				zc_error(b->c, ab_loc(b, n), "'%s' is not supported in OpenCL C", ab_strtext(b, n));
			break;
		}
		case K_function_qualifier:
			sp->storage |= SC_KERNEL;
			break;
		case K_type_qualifier: {
			TSNode q = ab_paren_inner(b, n);
			int qk;

			if (ab_isnull(q))
				q = n;
			qk = ab_kindof(b, q);

			if (qk == K_address_space_qualifier) {
				size_t len;
				const char *s = ab_text(b, q, &len);
				enum AddrSpace as;

				if (s[0] == '_')
					s += 2, len -= 2;
				as = s[0] == 'g' && s[1] == 'l' ? AS_GLOBAL : s[0] == 'l' ? AS_LOCAL :
				     s[0] == 'c' ? AS_CONSTANT : s[0] == 'p' ? AS_PRIVATE : AS_GENERIC;
				if (sp->as && sp->as != as)
					zc_error(b->c, ab_loc(b, q), "multiple address spaces specified for type");
				sp->as = as;
				sp->asloc = ab_loc(b, q);
			} else if (qk == K_access_qualifier) {
				size_t len;
				const char *s = ab_text(b, q, &len);

				if (s[0] == '_')
					s += 2;
				sp->access = s[0] == 'r' && s[5] == 'o' ? ACC_READ_ONLY :
				             s[0] == 'w' ? ACC_WRITE_ONLY : ACC_READ_WRITE;
				sp->accloc = ab_loc(b, q);
			} else if (qk == K_alignas_qualifier) {
				zc_error(b->c, ab_loc(b, q), "'_Alignas' is not supported in OpenCL C; use __attribute__((aligned(N)))");
			} else if (ab_text_is(b, n, "const") || ab_text_is(b, n, "__const")) {
				sp->quals |= Q_CONST;
			} else if (ab_text_is(b, n, "volatile") || ab_text_is(b, n, "__volatile") ||
			           ab_text_is(b, n, "__volatile__")) {
				sp->quals |= Q_VOLATILE;
			} else if (ab_text_is(b, n, "restrict") || ab_text_is(b, n, "__restrict__") ||
			           ab_text_is(b, n, "__restrict")) {
				sp->quals |= Q_RESTRICT;
			} else if (ab_text_is(b, n, "pipe")) {
				zc_unsupported(b->c, ab_loc(b, n), ZC_NO_PIPES, NULL);
				sp->pipe = true;
			} else if (ab_text_is(b, n, "_Atomic")) {
				sp->quals |= Q_ATOMIC;
			} else if (ab_text_is(b, n, "__extension__")) {
				/* no meaning */
			} else {
				zc_error(b->c, ab_loc(b, n), "'%s' is not supported in OpenCL C", ab_strtext(b, n));
			}
			break;
		}
		case K_attribute_specifier:
			/* after 'struct S { ... }' they are the struct's, as in GCC */
			if (i > 0 && k[i - 1].field == F_type && sp->tag && sp->tag->has_body &&
			    (k[i - 1].kind == K_struct_specifier || k[i - 1].kind == K_union_specifier ||
			     k[i - 1].kind == K_enum_specifier))
				tag_attributes(b, sp, n);
			else
				sp->attrs = ab_attr_append(sp->attrs, ab_attributes(b, n, NULL));
			break;
		case K_sized_type_specifier:
			if (k[i].field != F_type || unknown)
				break;
			if (ab_isnull(typed) && ab_isnull(sizedprev))
				sp->loc = ab_loc(b, n);
			sized(b, n, sp, &sizedprev);
			break;
		default:
			if (k[i].field != F_type)
				break;
			/* 6.7.2p2: one type specifier besides signed/unsigned/long/short;
			 * after an unknown type name (sema says so) clang takes any
			 * silently, as it does here */
			if (!ab_isnull(typed)) {
				if (!unknown)
					zc_error(b->c, ab_loc(b, n), "cannot combine with previous '%s' declaration specifier",
					         previous_specifier(b, sp, typed));
				break;
			}
			typed = n;
			unknown = k[i].kind == K_type_identifier && ab_unknown_type(b, n);
			ab_type_specifier(b, n, sp);
			break;
		}
	}
	if (ab_isnull(typed) && !ab_isnull(sizedprev))
		sp->base = B_NONE; /* 'unsigned', 'long': int, for sema */
}

/* ---- declarators (6.7.5) ---- */

static Param *
parameters(AB *b, TSNode pl, size_t *np, bool *variadic, bool *noproto)
{
	Kid *k, *pk;
	size_t i, nk = ab_kids(b, pl, &k), npk;
	VEC(Param) ps = {0};

	*variadic = false;
	*noproto = true;
	for (i = 0; i < nk; i++) {
		Param p = {0};
		Spec *sp;
		size_t j;
		Attr *trailing = NULL;
		TSNode d = {0};

		if (k[i].kind == K_variadic_parameter) {
			*variadic = true;
			*noproto = false;
			continue;
		}
		if (k[i].kind == K_identifier) {
			zc_error(b->c, ab_loc(b, k[i].n), "old-style (K&R) parameter lists are not supported in OpenCL C");
			continue;
		}
		if (k[i].kind != K_parameter_declaration)
			continue;
		*noproto = false;
		sp = ar_alloc(b->ar, sizeof *sp);
		sp->loc = ab_loc(b, k[i].n);
		npk = ab_kids(b, k[i].n, &pk);
		ab_specifiers(b, pk, npk, sp);
		for (j = 0; j < npk; j++) {
			if (pk[j].field == F_declarator)
				d = pk[j].n;
			else if (pk[j].kind == K_attribute_specifier && !ab_isnull(d))
				trailing = ab_attributes(b, pk[j].n, trailing);
		}
		p.loc = sp->loc;
		p.type = ab_tx_base(b, sp);
		if (!ab_isnull(d))
			p.type = ab_declarator(b, d, p.type, &p.name, &p.loc, &p.attrs);
		p.attrs = ab_attr_append(ab_attr_append(p.attrs, trailing), sp->attrs);
		VEC_PUSH(b->ar, &ps, p);
	}
	/* (void) means no parameters */
	if (ps.n == 1 && !ps.v[0].name && ps.v[0].type->kind == TX_BASE &&
	    ps.v[0].type->spec->base == B_VOID && !ps.v[0].type->spec->quals)
		ps.n = 0;
	*np = ps.n;
	return ps.v;
}

static unsigned
pointer_quals(AB *b, Kid *k, size_t nk, enum AddrSpace *as)
{
	unsigned q = 0;
	size_t i;

	for (i = 0; i < nk; i++) {
		if (k[i].kind == K_type_qualifier) {
			Spec tmp = {0};

			ab_specifiers(b, &k[i], 1, &tmp);
			q |= tmp.quals;
			if (tmp.as)
				*as = tmp.as;
		}
	}
	return q;
}

/* Derive the declared type from t through declarator d (6.7.5: each level
 * applies to what it encloses), and find the declared name. */
TypeExpr *
ab_declarator(AB *b, TSNode d, TypeExpr *t, const char **name, Loc *nameloc, Attr **attrs)
{
	Kid *k;
	size_t nk, i;
	TypeExpr *nt;
	TSNode inner = {0};

	for (;;) {
		if (ab_isnull(d))
			return t;
		switch (ab_kindof(b, d)) {
		case K_identifier:
		case K_type_identifier:
		case K_field_identifier:
			*name = ab_name(b, d);
			*nameloc = ab_loc(b, d);
			return t;
		case K_pointer_declarator:
		case K_abstract_pointer_declarator:
			nk = ab_kids(b, d, &k);
			nt = ar_alloc(b->ar, sizeof *nt);
			nt->kind = TX_POINTER;
			nt->loc = ab_loc(b, d);
			nt->inner = t;
			nt->quals = pointer_quals(b, k, nk, &nt->as);
			inner = (TSNode){0};
			for (i = 0; i < nk; i++)
				if (k[i].field == F_declarator)
					inner = k[i].n;
			t = nt;
			d = inner;
			break;
		case K_array_declarator:
		case K_abstract_array_declarator:
			nk = ab_kids(b, d, &k);
			nt = ar_alloc(b->ar, sizeof *nt);
			nt->kind = TX_ARRAY;
			nt->loc = ab_loc(b, d);
			nt->inner = t;
			inner = (TSNode){0};
			for (i = 0; i < nk; i++) {
				if (k[i].field == F_declarator)
					inner = k[i].n;
				else if (k[i].field == F_size && k[i].named)
					nt->size = ab_expr(b, k[i].n);
				else if (k[i].field == F_size)
					zc_error(b->c, ab_loc(b, k[i].n), "variable length arrays are not supported in OpenCL C");
			}
			t = nt;
			d = inner;
			break;
		case K_function_declarator:
		case K_abstract_function_declarator:
			nk = ab_kids(b, d, &k);
			nt = ar_alloc(b->ar, sizeof *nt);
			nt->kind = TX_FUNC;
			nt->loc = ab_loc(b, d);
			nt->inner = t;
			inner = (TSNode){0};
			for (i = 0; i < nk; i++) {
				if (k[i].field == F_declarator)
					inner = k[i].n;
				else if (k[i].field == F_parameters)
					nt->params = parameters(b, k[i].n, &nt->nparams, &nt->variadic, &nt->noproto);
				else if (k[i].kind == K_attribute_specifier && attrs)
					*attrs = ab_attributes(b, k[i].n, *attrs);
			}
			t = nt;
			d = inner;
			break;
		case K_block_pointer_declarator:
			/* OpenCL C 2.0 6.12: blocks exist for enqueue_kernel */
			zc_unsupported(b->c, ab_loc(b, d), ZC_NO_BLOCKS, NULL);
			if (t->kind == TX_FUNC)
				t->block = true;
			nk = ab_kids(b, d, &k);
			d = ab_kid(k, nk, F_declarator);
			break;
		case K_parenthesized_declarator:
		case K_abstract_parenthesized_declarator:
			nk = ab_kids(b, d, &k);
			inner = (TSNode){0};
			for (i = 0; i < nk; i++)
				if (k[i].named && k[i].kind != K_comment)
					inner = k[i].n;
			d = inner;
			break;
		case K_attributed_declarator:
			nk = ab_kids(b, d, &k);
			inner = (TSNode){0};
			for (i = 0; i < nk; i++) {
				if (k[i].kind == K_attribute_specifier) {
					if (attrs)
						*attrs = ab_attributes(b, k[i].n, *attrs);
				} else if (k[i].kind == K_attribute_declaration) {
					zc_warning(b->c, ab_loc(b, k[i].n), "[[...]] attributes are ignored in OpenCL C [-Wignored-attributes]");
				} else if (k[i].named) {
					inner = k[i].n;
				}
			}
			d = inner;
			break;
		default:
			zc_error(b->c, ab_loc(b, d), "expected a declarator");
			return t;
		}
	}
}

TypeExpr *
ab_type_descriptor(AB *b, TSNode n)
{
	Kid *k;
	size_t nk = ab_kids(b, n, &k), i;
	Spec *sp = ar_alloc(b->ar, sizeof *sp);
	TypeExpr *t;
	const char *name = NULL;
	Loc nl;

	sp->loc = ab_loc(b, n);
	ab_specifiers(b, k, nk, sp);
	t = ab_tx_base(b, sp);
	for (i = 0; i < nk; i++)
		if (k[i].field == F_declarator)
			t = ab_declarator(b, k[i].n, t, &name, &nl, NULL);
	return t;
}

/* ---- declarations (6.7) ---- */

static Decl *
new_decl(AB *b, Spec *sp, TypeExpr *t, const char *name, Loc l)
{
	Decl *d = ar_alloc(b->ar, sizeof *d);

	d->loc = l;
	d->name = name;
	d->type = t;
	d->spec = sp;
	d->ppoff = b->declstart;
	d->kind = t->kind == TX_FUNC ? D_FUNC : D_VAR;
	return d;
}

/* 'struct S { ... };' declares the tag only */
static void
tag_only(AB *b, Spec *sp, DeclVec *out)
{
	Decl *d = ar_alloc(b->ar, sizeof *d);

	d->kind = D_TAG;
	d->loc = sp->loc;
	d->ppoff = b->declstart;
	d->spec = sp;
	d->type = ab_tx_base(b, sp);
	if (sp->base != B_STRUCT && sp->base != B_UNION && sp->base != B_ENUM)
		zc_warning(b->c, sp->loc, "declaration does not declare anything [-Wmissing-declarations]");
	VEC_PUSH(b->ar, out, d);
}

/* declaration, type_definition or function_definition: one Decl per
 * declarator, or a D_TAG for 'struct S { ... };'.  bad: the declaration
 * outside a function's body holds a syntax error (diagnostics are muted
 * while it is built, but for the body's). */
static void
declarators(AB *b, TSNode n, Kid *k, size_t nk, Loc loc, DeclVec *out, bool toplevel, bool bad)
{
	size_t i;
	Spec *sp = ar_alloc(b->ar, sizeof *sp);
	int nkind = ab_kindof(b, n);
	bool any = false;

	sp->loc = loc;
	if (nkind == K_type_definition)
		sp->storage |= SC_TYPEDEF;
	ab_specifiers(b, k, nk, sp);
	for (i = 0; i < nk; i++) {
		Decl *d;
		TSNode dn, init = {0};
		const char *name = NULL;
		Loc nl;
		Attr *attrs = NULL;
		TypeExpr *t;
		size_t j;

		if (k[i].field != F_declarator)
			continue;
		any = true;
		nl = ab_loc(b, k[i].n);
		dn = k[i].n;
		if (k[i].kind == K_init_declarator) {
			Kid *ik;
			size_t nik = ab_kids(b, dn, &ik);

			dn = (TSNode){0};
			for (j = 0; j < nik; j++) {
				if (ik[j].field == F_declarator)
					dn = ik[j].n;
				else if (ik[j].field == F_value)
					init = ik[j].n;
				else if (ik[j].kind == K_attribute_specifier)
					attrs = ab_attributes(b, ik[j].n, attrs);
			}
		}
		t = ab_declarator(b, dn, ab_tx_base(b, sp), &name, &nl, &attrs);
		if (!name) {
			/* an abstract declarator where a name belongs ('int *;') */
			if (!ab_broken(b, n))
				zc_error(b->c, nl, "expected identifier or '('");
			continue;
		}
		/* GNU attributes after this ab_declarator (before the next one) */
		for (j = i + 1; j < nk && k[j].field != F_declarator; j++)
			if (k[j].kind == K_attribute_specifier)
				attrs = ab_attr_append(attrs, ab_attributes(b, k[j].n, NULL));
		d = new_decl(b, sp, t, name, nl);
		if (sp->storage & SC_TYPEDEF)
			d->kind = D_TYPEDEF;
		d->attrs = ab_attr_append(attrs, sp->attrs);
		if (!ab_isnull(init))
			d->init = ab_initializer(b, init);
		if (nkind == K_function_definition) {
			TSNode body = ab_kid(k, nk, F_body);
			bool was = b->broken;

			if (t->kind != TX_FUNC) {
				zc_error(b->c, nl, "expected a function declarator");
				VEC_PUSH(b->ar, out, d);
				return;
			}
			d->kind = D_FUNC;
			b->broken = false;
			if (toplevel && b->body) {
				/* in an arena of its own, which ast.c frees if no
				 * kernel can reach the function */
				b->ar = b->body;
				b->inbody = true;
			}
			if (bad)
				b->c->mute--;
			d->body = ab_compound(b, body);
			if (bad)
				b->c->mute++;
			if (!d->body->end.file) /* -Wreturn-type points at it */
				d->body->end = pp_locate_near(b->pp, ts_node_end_byte(body) - 1, &b->lochint);
			b->ar = &b->c->ar;
			d->broken = b->broken || ab_body_broken(b, body);
			b->broken = was;
		}
		VEC_PUSH(b->ar, out, d);
	}
	if (!any)
		tag_only(b, sp, out);
	(void)toplevel;
}

/* Is the specifier at k[i] one clang does not take after 'struct S { ... }'
 * (its isValidAfterTypeSpecifier), so that the ';' after the '}' is
 * missing: a type specifier, __kernel, an address space, or a qualifier
 * or storage class that a type specifier follows? */
static bool
not_after_tag(AB *b, const Kid *k, size_t i, size_t nk)
{
	if (i >= nk || k[i].field == F_declarator)
		return false;
	if (k[i].field == F_type || k[i].kind == K_function_qualifier)
		return true;
	if (k[i].kind == K_type_qualifier) {
		TSNode q = ab_paren_inner(b, k[i].n);
		int qk = ab_isnull(q) ? K_OTHER : ab_kindof(b, q);

		if (qk == K_address_space_qualifier || qk == K_access_qualifier)
			return true;
	} else if (k[i].kind != K_storage_class_specifier) {
		return false;
	}
	return i + 1 < nk && k[i + 1].field == F_type;
}

/* A declaration that begins with a struct, union or enum with a body: if
 * the ';' after the '}' is missing ('struct S { ... }' and a new
 * declaration after it), the error clang gives, the tag declared as if the
 * ';' were there, and the index of the kid the next declaration starts
 * at; else 0. */
static size_t
missing_semi_after_tag(AB *b, Kid *k, size_t nk, DeclVec *out)
{
	size_t i;

	for (i = 0; i + 1 < nk && k[i].field != F_declarator; i++) {
		Spec *sp;
		const char *what;

		if (k[i].field != F_type || ab_isnull(ab_field(b, k[i].n, F_body)) || !not_after_tag(b, k, i + 1, nk))
			continue;
		what = k[i].kind == K_struct_specifier ? "struct" : k[i].kind == K_union_specifier ? "union" :
		       k[i].kind == K_enum_specifier ? "enum" : NULL;
		if (!what)
			continue;
		zc_error(b->c, pp_locate(b->pp, ts_node_end_byte(k[i].n)), "expected ';' after %s", what);
		sp = ar_alloc(b->ar, sizeof *sp);
		sp->loc = ab_loc(b, k[0].n);
		ab_specifiers(b, k, i + 1, sp);
		tag_only(b, sp, out);
		return i + 1;
	}
	return 0;
}

static void
declaration(AB *b, TSNode n, DeclVec *out, bool toplevel, bool bad)
{
	Kid *k;
	size_t nk = ab_kids(b, n, &k), from;

	b->declstart = ts_node_start_byte(n);
	from = missing_semi_after_tag(b, k, nk, out);
	/* in a block, a name declared nowhere where a type name would stand
	 * ('flaot x = 1', 'consant int y'): clang-15 reads an expression
	 * statement, whose first name is an undeclared identifier, and skips
	 * the rest, unless the name is a tag's ('particle p') or a typedef
	 * name's misspelling; sema says which (the spec's block_guess), the
	 * declaration is made, and nothing more said of it */
	if (!toplevel && from < nk && k[from].field == F_type && k[from].kind == K_type_identifier &&
	    ab_unknown_type(b, k[from].n)) {
		size_t first = out->n, i;

		b->c->mute++;
		declarators(b, n, k + from, nk - from, ab_loc(b, k[from].n), out, toplevel, bad);
		b->c->mute--;
		for (i = first; i < out->n; i++) {
			out->v[i]->header_broken = true;
			if (out->v[i]->spec)
				out->v[i]->spec->block_guess = true;
		}
		return;
	}
	declarators(b, n, k + from, nk - from, ab_loc(b, from ? k[from].n : n), out, toplevel, bad);
}

/* Does the declaration hold a syntax error outside a function's body? */
static bool
header_broken(AB *b, TSNode n)
{
	uint32_t i, nk;

	if (!ab_broken(b, n))
		return false;
	if (ab_kindof(b, n) != K_function_definition)
		return true;
	nk = ts_node_child_count(n);
	for (i = 0; i < nk; i++) {
		TSNode k = ts_node_child(n, i);

		if ((ab_broken(b, k) || ts_node_is_missing(k)) && ab_kindof(b, k) != K_compound_statement)
			return true;
	}
	return false;
}

/* A declaration with a syntax error in it is declared, and nothing more is
 * said of it (clang marks it invalid): its syntax error is its one error. */
void
ab_declaration(AB *b, TSNode n, DeclVec *out, bool toplevel)
{
	size_t first = out->n, i;
	bool bad = header_broken(b, n);

	if (bad)
		b->c->mute++;
	declaration(b, n, out, toplevel, bad);
	if (!bad)
		return;
	b->c->mute--;
	for (i = first; i < out->n; i++) {
		out->v[i]->header_broken = true;
		out->v[i]->broken = true;
	}
}

/* 'struct S { ... };': the grammar leaves a bare type specifier */
Decl *
ab_tag_decl(AB *b, TSNode n)
{
	Decl *d = ar_alloc(b->ar, sizeof *d);
	Spec *sp = ar_alloc(b->ar, sizeof *sp);

	ab_type_specifier(b, n, sp);
	d->kind = D_TAG;
	d->loc = sp->loc;
	d->spec = sp;
	d->type = ab_tx_base(b, sp);
	d->ppoff = ts_node_start_byte(n);
	return d;
}

Stmt *
ab_tag_stmt(AB *b, TSNode n)
{
	Stmt *s = ab_new_stmt(b, ST_DECL, ab_loc(b, n));

	s->decls = ar_alloc(b->ar, sizeof *s->decls);
	s->decls[0] = ab_tag_decl(b, n);
	s->ndecls = 1;
	return s;
}


/* C11 6.7.10 static_assert-declaration: _Static_assert ( constant-expression
 * , string-literal ) ;  The message may be left out (C2x), which clang
 * takes in OpenCL C with a warning. */
Decl *
ab_static_assert(AB *b, TSNode n)
{
	Decl *d = ar_alloc(b->ar, sizeof *d);
	Kid *k;
	size_t i, nk = ab_kids(b, n, &k);
	TSNode m = ab_kid(k, nk, F_message);

	d->kind = D_STATIC_ASSERT;
	d->loc = ab_loc(b, n);
	d->ppoff = ts_node_start_byte(n);
	d->init = ab_expr(b, ab_kid(k, nk, F_condition));
	if (ab_isnull(m)) {
		for (i = 0; i < nk; i++)
			if (!k[i].named && ab_text_is(b, k[i].n, ")") && !ts_node_is_missing(k[i].n))
				zc_warning(b->c, ab_loc(b, k[i].n), "'_Static_assert' with no message is a C2x extension [-Wc2x-extensions]");
	} else if (ab_kindof(b, m) != K_string_literal && ab_kindof(b, m) != K_concatenated_string) {
		zc_error(b->c, ab_loc(b, m), "expected string literal for diagnostic message in static_assert");
		d->broken = true; /* clang drops the declaration */
	} else {
		Expr *e = ab_expr(b, m);

		d->name = e->str ? e->str : "";
	}
	return d;
}
