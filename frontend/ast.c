/* ast.c — from tree-sitter's concrete syntax tree to zocc's AST.
 *
 * The grammar (frontend/grammar) parses the preprocessed text; this file walks
 * the tree once, turning declarations into Decl/TypeExpr (C99 6.7: the
 * specifiers become the TX_BASE root, each declarator level wraps it),
 * statements into Stmt and expressions into Expr, converting literals on
 * the way (6.4.4).  Every node's Loc comes from the preprocessor's map.
 *
 * C is not context-free: `(T)(x)`, `T * x;` and `sizeof(T)` read differently
 * depending on whether T names a type.  tree-sitter guesses; the guesses are
 * settled here with a scoped set of typedef names (decision 3 of DESIGN.md).
 *
 * Syntax errors are the tree's ERROR and MISSING nodes, reported once each. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <tree_sitter/api.h>

#include "frontend.h"

const TSLanguage *tree_sitter_opencl(void);

/* The CST node kinds this file distinguishes, by grammar symbol name. */
#define CST_KINDS(X) \
	X(identifier) X(type_identifier) X(field_identifier) X(statement_identifier) \
	X(primitive_type) X(sized_type_specifier) X(struct_specifier) X(union_specifier) \
	X(enum_specifier) X(macro_type_specifier) X(field_declaration_list) X(field_declaration) \
	X(bitfield_clause) X(enumerator_list) X(enumerator) X(type_qualifier) \
	X(address_space_qualifier) X(access_qualifier) X(storage_class_specifier) \
	X(function_qualifier) X(attribute_specifier) X(gnu_attribute) X(attribute_arguments) \
	X(attribute_declaration) X(alignas_qualifier) \
	X(translation_unit) X(function_definition) X(declaration) X(type_definition) \
	X(init_declarator) X(pointer_declarator) X(array_declarator) X(function_declarator) \
	X(parenthesized_declarator) X(attributed_declarator) X(abstract_pointer_declarator) \
	X(abstract_array_declarator) X(abstract_function_declarator) \
	X(abstract_parenthesized_declarator) X(parameter_list) X(parameter_declaration) \
	X(variadic_parameter) X(type_descriptor) \
	X(compound_statement) X(expression_statement) X(if_statement) X(else_clause) \
	X(while_statement) X(do_statement) X(for_statement) X(return_statement) \
	X(break_statement) X(continue_statement) X(switch_statement) X(case_statement) \
	X(labeled_statement) X(goto_statement) X(attributed_statement) \
	X(comma_expression) X(conditional_expression) X(assignment_expression) \
	X(pointer_expression) X(unary_expression) X(binary_expression) X(update_expression) \
	X(cast_expression) X(sizeof_expression) X(alignof_expression) X(subscript_expression) \
	X(call_expression) X(argument_list) X(field_expression) X(compound_literal_expression) \
	X(parenthesized_expression) X(initializer_list) X(initializer_pair) \
	X(subscript_designator) X(field_designator) X(char_literal) X(concatenated_string) \
	X(string_literal) X(number_literal) X(true) X(false) X(null) X(vector_literal) \
	X(escape_sequence) X(string_content) X(character) X(comment) X(extension_expression) \
	X(offsetof_expression) X(generic_expression)

enum {
	K_OTHER,
#define X(n) K_##n,
	CST_KINDS(X)
#undef X
	K_ERROR,
	K_COUNT
};

static const char *const kind_names[] = {
	"",
#define X(n) #n,
	CST_KINDS(X)
#undef X
	"ERROR",
};

/* field names used */
#define CST_FIELDS(X) \
	X(type) X(declarator) X(value) X(body) X(name) X(parameters) X(size) X(arguments) \
	X(left) X(right) X(operator) X(argument) X(condition) X(consequence) X(alternative) \
	X(initializer) X(update) X(function) X(index) X(field) X(label) X(designator) \
	X(elements)

enum {
	F_NONE,
#define X(n) F_##n,
	CST_FIELDS(X)
#undef X
	F_COUNT
};

static const char *const field_names[] = {
	"",
#define X(n) #n,
	CST_FIELDS(X)
#undef X
};

/* A child of a CST node, with its field and kind. */
typedef struct Kid {
	TSNode n;
	uint16_t field; /* F_* */
	uint16_t kind;  /* K_* */
	bool named;
} Kid;

typedef VEC(Expr *) ExprVec;
typedef VEC(Decl *) DeclVec;

typedef struct Scope {
	Map names;            /* name -> (void *)1 typedef, (void *)2 ordinary identifier */
	struct Scope *up;
} Scope;

typedef struct AB {
	Ctx *c;
	const PPOutput *pp;
	const char *src;      /* preprocessed text */
	const TSLanguage *lang;
	uint8_t *kind;        /* per grammar symbol: K_* */
	uint32_t nsym;
	TSFieldId fid2f[256]; /* grammar field id -> F_* */
	Scope *scope;
	unsigned nsyntax;     /* syntax errors reported */
	bool broken;          /* a syntax error inside the current function */
	uint32_t last_err_off;/* suppress several errors at one spot */
	uint32_t declstart;   /* output offset of the declaration being built */
} AB;

static Expr *expr(AB *b, TSNode n);
static Stmt *stmt(AB *b, TSNode n);
static TypeExpr *type_descriptor(AB *b, TSNode n);
static Expr *initializer(AB *b, TSNode n);
static void declaration(AB *b, TSNode n, DeclVec *out, bool toplevel);

/* ---- tree access ---- */

static int
kindof(AB *b, TSNode n)
{
	TSSymbol s;

	if (ts_node_is_null(n))
		return K_OTHER;
	s = ts_node_symbol(n);
	return s < b->nsym ? b->kind[s] : K_OTHER;
}

static Loc
loc(AB *b, TSNode n)
{
	return pp_locate(b->pp, ts_node_start_byte(n));
}

static const char *
text(AB *b, TSNode n, size_t *len)
{
	uint32_t s = ts_node_start_byte(n), e = ts_node_end_byte(n);

	*len = e - s;
	return b->src + s;
}

static const char *
strtext(AB *b, TSNode n)
{
	size_t len;
	const char *s = text(b, n, &len);

	return ar_strndup(&b->c->ar, s, len);
}

static bool
text_is(AB *b, TSNode n, const char *w)
{
	size_t len;
	const char *s = text(b, n, &len);

	return strlen(w) == len && memcmp(s, w, len) == 0;
}

/* All children of n (named and anonymous), with field and kind. */
static size_t
kids(AB *b, TSNode n, Kid **out)
{
	uint32_t cnt = ts_node_child_count(n), i = 0;
	Kid *k;
	TSTreeCursor cur;

	*out = NULL;
	if (!cnt)
		return 0;
	k = ar_alloc(&b->c->ar, cnt * sizeof *k);
	cur = ts_tree_cursor_new(n);
	if (ts_tree_cursor_goto_first_child(&cur)) {
		do {
			TSFieldId f = ts_tree_cursor_current_field_id(&cur);

			k[i].n = ts_tree_cursor_current_node(&cur);
			k[i].field = f < 256 ? b->fid2f[f] : F_NONE;
			k[i].kind = (uint16_t)kindof(b, k[i].n);
			k[i].named = ts_node_is_named(k[i].n);
			i++;
		} while (i < cnt && ts_tree_cursor_goto_next_sibling(&cur));
	}
	ts_tree_cursor_delete(&cur);
	*out = k;
	return i;
}

static TSNode
field(AB *b, TSNode n, int f)
{
	Kid *k;
	size_t i, nk = kids(b, n, &k);
	TSNode none = {0};

	for (i = 0; i < nk; i++)
		if (k[i].field == f)
			return k[i].n;
	return none;
}

static bool
isnull(TSNode n)
{
	return ts_node_is_null(n);
}

/* ---- syntax errors ---- */

/* Report the ERROR and MISSING nodes under n; true if there were any. */
static bool
syntax_errors(AB *b, TSNode n)
{
	uint32_t i, cnt;
	bool any = false;

	if (!ts_node_has_error(n))
		return false;
	if (ts_node_is_missing(n)) {
		const char *t = ts_node_type(n);
		uint32_t off = ts_node_start_byte(n);

		if (b->nsyntax == 0 || off != b->last_err_off) {
			/* a missing token is reported after the token before it, where
			 * clang puts the caret; MISSING nodes sit at the next token */
			if (ts_node_is_named(n))
				zc_error(b->c, loc(b, n), "expected %s",
				         strcmp(t, "identifier") == 0 ? "identifier" :
				         strcmp(t, "type_identifier") == 0 ? "type name" : "expression");
			else
				zc_error(b->c, loc(b, n), "expected '%s'", t);
			b->nsyntax++;
			b->last_err_off = off;
		}
		return true;
	}
	if (kindof(b, n) == K_ERROR) {
		uint32_t off = ts_node_start_byte(n);

		if (b->nsyntax == 0 || off != b->last_err_off) {
			TSNode first = ts_node_child_count(n) ? ts_node_child(n, 0) : n;
			size_t len;
			const char *s;

			/* name the first token tree-sitter could not place */
			while (ts_node_child_count(first))
				first = ts_node_child(first, 0);
			s = text(b, first, &len);
			if (len > 40)
				len = 40;
			if (len)
				zc_error(b->c, loc(b, first), "syntax error: unexpected '%.*s'", (int)len, s);
			else
				zc_error(b->c, loc(b, n), "syntax error");
			b->nsyntax++;
			b->last_err_off = off;
		}
		return true;
	}
	cnt = ts_node_child_count(n);
	for (i = 0; i < cnt; i++)
		any |= syntax_errors(b, ts_node_child(n, i));
	return any;
}

/* ---- scopes of typedef names ---- */

static void
push_scope(AB *b)
{
	Scope *s = ar_alloc(&b->c->ar, sizeof *s);

	map_init(&s->names, &b->c->ar);
	s->up = b->scope;
	b->scope = s;
}

static void
pop_scope(AB *b)
{
	b->scope = b->scope->up;
}

static void
declare(AB *b, const char *name, bool istypedef)
{
	if (name)
		map_put(&b->scope->names, name, strlen(name), (void *)(uintptr_t)(istypedef ? 1 : 2));
}

/* 6.15 OpenCL C's built-in library declares these type names. */
static const char *const builtin_typedefs[] = {
	"cl_mem_fence_flags", "memory_order", "memory_scope", "atomic_int", "atomic_uint",
	"atomic_long", "atomic_ulong", "atomic_float", "atomic_double", "atomic_half",
	"atomic_intptr_t", "atomic_uintptr_t", "atomic_size_t", "atomic_ptrdiff_t",
	"atomic_flag", "kernel_enqueue_flags_t", "clk_profiling_info", "cl_image_format",
};

bool
ast_builtin_typedef(const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < ZC_COUNTOF(builtin_typedefs); i++)
		if (strlen(builtin_typedefs[i]) == len && memcmp(builtin_typedefs[i], name, len) == 0)
			return true;
	return false;
}

static bool
is_typedef(AB *b, const char *name, size_t len)
{
	Scope *s;

	for (s = b->scope; s; s = s->up) {
		void *v = map_get(&s->names, name, len);

		if (v)
			return v == (void *)1;
	}
	return ast_builtin_typedef(name, len);
}

static bool
node_is_typedef(AB *b, TSNode n)
{
	size_t len;
	const char *s = text(b, n, &len);

	return is_typedef(b, s, len);
}

/* ---- attributes (6.11) ---- */

static const char *
attr_name(AB *b, TSNode n)
{
	size_t len;
	const char *s = text(b, n, &len);

	/* __aligned__ and aligned are the same attribute */
	if (len > 4 && s[0] == '_' && s[1] == '_' && s[len - 1] == '_' && s[len - 2] == '_') {
		s += 2;
		len -= 4;
	}
	return ar_strndup(&b->c->ar, s, len);
}

static Attr *
attributes(AB *b, TSNode spec, Attr *tail)
{
	Kid *k, *ak;
	size_t i, j, nk = kids(b, spec, &k), na;
	Attr *head = tail, **pp = &head;

	/* keep source order: new attributes go before the tail already collected */
	for (i = 0; i < nk; i++) {
		Attr *a;
		TSNode args;

		if (k[i].kind != K_gnu_attribute)
			continue;
		a = ar_alloc(&b->c->ar, sizeof *a);
		a->loc = loc(b, k[i].n);
		a->name = attr_name(b, field(b, k[i].n, F_name));
		args = field(b, k[i].n, F_arguments);
		if (!isnull(args)) {
			na = kids(b, args, &ak);
			a->args = ar_alloc(&b->c->ar, (na + 1) * sizeof *a->args);
			a->targs = ar_alloc(&b->c->ar, (na + 1) * sizeof *a->targs);
			for (j = 0; j < na; j++) {
				if (!ak[j].named)
					continue;
				if (ak[j].kind == K_type_descriptor) {
					/* a lone typedef-free identifier reads as a type here only
					 * if it names one */
					a->targs[a->nargs] = type_descriptor(b, ak[j].n);
				} else if (ak[j].kind == K_identifier && node_is_typedef(b, ak[j].n)) {
					Spec *sp = ar_alloc(&b->c->ar, sizeof *sp);
					TypeExpr *t = ar_alloc(&b->c->ar, sizeof *t);

					sp->loc = loc(b, ak[j].n);
					sp->base = B_TYPEDEF;
					sp->name = strtext(b, ak[j].n);
					t->kind = TX_BASE;
					t->loc = sp->loc;
					t->spec = sp;
					a->targs[a->nargs] = t;
				} else {
					a->args[a->nargs] = expr(b, ak[j].n);
				}
				a->nargs++;
			}
		}
		*pp = a;
		a->next = tail;
		pp = &a->next;
	}
	return head;
}

static Attr *
attr_append(Attr *a, Attr *more)
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
	{"intptr_t", B_INTPTR_T}, {"uintptr_t", B_UINTPTR_T},
	{"int8_t", B_CHAR}, {"uint8_t", B_UCHAR}, {"int16_t", B_SHORT}, {"uint16_t", B_USHORT},
	{"int32_t", B_INT}, {"uint32_t", B_UINT}, {"int64_t", B_LONG}, {"uint64_t", B_ULONG},
	{"sampler_t", B_SAMPLER}, {"event_t", B_EVENT}, {"queue_t", B_QUEUE},
	{"clk_event_t", B_CLK_EVENT}, {"reserve_id_t", B_RESERVE_ID}, {"ndrange_t", B_NDRANGE},
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
	const char *s = text(b, n, &len);

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
	zc_error(b->c, loc(b, n), "unknown type name '%.*s'", (int)len, s);
	sp->base = B_INT;
}

static TypeExpr *declarator(AB *b, TSNode d, TypeExpr *t, const char **name, Loc *nameloc,
                            Attr **attrs);
static void specifiers(AB *b, Kid *k, size_t nk, Spec *sp);

static TypeExpr *
tx_base(AB *b, Spec *sp)
{
	TypeExpr *t = ar_alloc(&b->c->ar, sizeof *t);

	t->kind = TX_BASE;
	t->loc = sp->loc;
	t->spec = sp;
	return t;
}

/* 6.7.2.1 Structure and union specifiers: the member list */
static TagDef *
struct_body(AB *b, TSNode body)
{
	TagDef *t = ar_alloc(&b->c->ar, sizeof *t);
	VEC(Field) fs = {0};
	Kid *k, *fk;
	size_t i, j, nk = kids(b, body, &k), nf;

	t->has_body = true;
	for (i = 0; i < nk; i++) {
		Spec *sp;
		bool anydecl = false;
		Attr *trailing = NULL;

		if (k[i].kind != K_field_declaration)
			continue;
		sp = ar_alloc(&b->c->ar, sizeof *sp);
		sp->loc = loc(b, k[i].n);
		nf = kids(b, k[i].n, &fk);
		specifiers(b, fk, nf, sp);
		for (j = 0; j < nf; j++)
			if (fk[j].kind == K_attribute_specifier && j > 0 && fk[j - 1].field == F_declarator)
				trailing = attributes(b, fk[j].n, trailing);
		for (j = 0; j < nf; j++) {
			Field f = {0};

			if (fk[j].field != F_declarator)
				continue;
			anydecl = true;
			f.loc = loc(b, fk[j].n);
			f.type = declarator(b, fk[j].n, tx_base(b, sp), &f.name, &f.loc, &f.attrs);
			f.attrs = attr_append(f.attrs, trailing);
			if (j + 1 < nf && fk[j + 1].kind == K_bitfield_clause) {
				Kid *bk;
				size_t nb = kids(b, fk[j + 1].n, &bk), m;

				for (m = 0; m < nb; m++)
					if (bk[m].named)
						f.bits = expr(b, bk[m].n);
			}
			VEC_PUSH(&b->c->ar, &fs, f);
		}
		if (!anydecl) {
			/* an anonymous struct or union member, or an unnamed bit-field */
			Field f = {0};

			f.loc = sp->loc;
			f.type = tx_base(b, sp);
			for (j = 0; j < nf; j++) {
				if (fk[j].kind == K_bitfield_clause) {
					Kid *bk;
					size_t nb = kids(b, fk[j].n, &bk), m;

					for (m = 0; m < nb; m++)
						if (bk[m].named)
							f.bits = expr(b, bk[m].n);
				}
			}
			VEC_PUSH(&b->c->ar, &fs, f);
		}
	}
	t->fields = fs.v;
	t->nfields = fs.n;
	return t;
}

/* 6.7.2.2 Enumeration specifiers: the enumerator list */
static TagDef *
enum_body(AB *b, TSNode body)
{
	TagDef *t = ar_alloc(&b->c->ar, sizeof *t);
	VEC(Enumerator) es = {0};
	Kid *k;
	size_t i, nk = kids(b, body, &k);

	t->has_body = true;
	for (i = 0; i < nk; i++) {
		Enumerator e = {0};
		TSNode v;

		if (k[i].kind != K_enumerator)
			continue;
		e.loc = loc(b, k[i].n);
		e.name = strtext(b, field(b, k[i].n, F_name));
		v = field(b, k[i].n, F_value);
		if (!isnull(v))
			e.value = expr(b, v);
		declare(b, e.name, false);
		VEC_PUSH(&b->c->ar, &es, e);
	}
	t->enums = es.v;
	t->nenums = es.n;
	return t;
}

/* One type specifier node (the 'type' field of a declaration). */
static void
type_specifier(AB *b, TSNode n, Spec *sp)
{
	Kid *k;
	size_t i, nk;
	TSNode name, body;

	sp->loc = loc(b, n);
	switch (kindof(b, n)) {
	case K_primitive_type:
		primitive(b, n, sp);
		break;
	case K_sized_type_specifier:
		/* 6.7.2: unsigned, signed, long, short in any order around a type */
		nk = kids(b, n, &k);
		sp->base = B_INT;
		for (i = 0; i < nk; i++) {
			if (k[i].field == F_type) {
				if (k[i].kind == K_primitive_type) {
					primitive(b, k[i].n, sp);
				} else {
					size_t len;
					const char *s = text(b, k[i].n, &len);

					zc_error(b->c, loc(b, k[i].n), "'%.*s' cannot be combined with 'signed', 'unsigned', 'short' or 'long'", (int)len, s);
				}
			} else if (k[i].kind == K_type_qualifier) {
				Kid q = k[i];

				specifiers(b, &q, 1, sp);
			} else if (text_is(b, k[i].n, "unsigned")) {
				sp->sign = 1;
			} else if (text_is(b, k[i].n, "signed")) {
				sp->sign = -1;
			} else if (text_is(b, k[i].n, "long")) {
				sp->nlong++;
			} else if (text_is(b, k[i].n, "short")) {
				sp->nshort++;
			}
		}
		break;
	case K_struct_specifier:
	case K_union_specifier:
	case K_enum_specifier:
		sp->base = kindof(b, n) == K_struct_specifier ? B_STRUCT :
		           kindof(b, n) == K_union_specifier ? B_UNION : B_ENUM;
		name = field(b, n, F_name);
		body = field(b, n, F_body);
		if (!isnull(name))
			sp->name = strtext(b, name);
		if (!isnull(body))
			sp->tag = sp->base == B_ENUM ? enum_body(b, body) : struct_body(b, body);
		nk = kids(b, n, &k);
		for (i = 0; i < nk; i++) {
			if (k[i].kind == K_attribute_specifier) {
				if (!sp->tag) {
					sp->tag = ar_alloc(&b->c->ar, sizeof *sp->tag);
				}
				sp->tag->attrs = attributes(b, k[i].n, sp->tag->attrs);
			}
		}
		break;
	case K_type_identifier:
	case K_identifier: {
		size_t len;
		const char *s = text(b, n, &len);

		sp->base = B_TYPEDEF;
		sp->name = ar_strndup(&b->c->ar, s, len);
		if (!is_typedef(b, s, len))
			zc_error(b->c, sp->loc, "unknown type name '%.*s'", (int)len, s);
		break;
	}
	case K_macro_type_specifier:
		zc_error(b->c, sp->loc, "expected a type");
		sp->base = B_INT;
		break;
	default:
		zc_error(b->c, sp->loc, "expected a type");
		sp->base = B_INT;
		break;
	}
}

/* The specifier children of a declaration-like node: storage classes,
 * qualifiers (with 6.5 address spaces and 6.6 access qualifiers), __kernel,
 * attributes and the type specifier. */
static void
specifiers(AB *b, Kid *k, size_t nk, Spec *sp)
{
	size_t i;

	for (i = 0; i < nk; i++) {
		TSNode n = k[i].n;

		switch (k[i].kind) {
		case K_storage_class_specifier: {
			static const struct { const char *w; unsigned sc; } scs[] = {
				{"extern", SC_EXTERN}, {"static", SC_STATIC}, {"auto", SC_AUTO},
				{"register", SC_REGISTER}, {"inline", SC_INLINE}, {"__inline", SC_INLINE},
				{"__inline__", SC_INLINE},
			};
			size_t j;

			for (j = 0; j < ZC_COUNTOF(scs); j++)
				if (text_is(b, n, scs[j].w))
					sp->storage |= scs[j].sc;
			if (j == ZC_COUNTOF(scs) && !(sp->storage & (SC_EXTERN | SC_STATIC | SC_AUTO | SC_REGISTER | SC_INLINE)))
				zc_error(b->c, loc(b, n), "'%s' is not supported in OpenCL C", strtext(b, n));
			break;
		}
		case K_function_qualifier:
			sp->storage |= SC_KERNEL;
			break;
		case K_type_qualifier: {
			TSNode q = ts_node_named_child_count(n) ? ts_node_named_child(n, 0) : n;
			int qk = kindof(b, q);

			if (qk == K_address_space_qualifier) {
				size_t len;
				const char *s = text(b, q, &len);
				enum AddrSpace as;

				if (s[0] == '_')
					s += 2, len -= 2;
				as = s[0] == 'g' && s[1] == 'l' ? AS_GLOBAL : s[0] == 'l' ? AS_LOCAL :
				     s[0] == 'c' ? AS_CONSTANT : s[0] == 'p' ? AS_PRIVATE : AS_GENERIC;
				if (sp->as && sp->as != as)
					zc_error(b->c, loc(b, q), "multiple address spaces specified for type");
				sp->as = as;
			} else if (qk == K_access_qualifier) {
				size_t len;
				const char *s = text(b, q, &len);

				if (s[0] == '_')
					s += 2;
				sp->access = s[0] == 'r' && s[5] == 'o' ? ACC_READ_ONLY :
				             s[0] == 'w' ? ACC_WRITE_ONLY : ACC_READ_WRITE;
			} else if (qk == K_alignas_qualifier) {
				zc_error(b->c, loc(b, q), "'_Alignas' is not supported in OpenCL C; use __attribute__((aligned(N)))");
			} else if (text_is(b, n, "const")) {
				sp->quals |= Q_CONST;
			} else if (text_is(b, n, "volatile")) {
				sp->quals |= Q_VOLATILE;
			} else if (text_is(b, n, "restrict") || text_is(b, n, "__restrict__") ||
			           text_is(b, n, "__restrict")) {
				sp->quals |= Q_RESTRICT;
			} else if (text_is(b, n, "_Atomic")) {
				sp->quals |= Q_ATOMIC;
			} else if (text_is(b, n, "__extension__")) {
				/* no meaning */
			} else {
				zc_error(b->c, loc(b, n), "'%s' is not supported in OpenCL C", strtext(b, n));
			}
			break;
		}
		case K_attribute_specifier:
			sp->attrs = attr_append(sp->attrs, attributes(b, n, NULL));
			break;
		default:
			if (k[i].field == F_type)
				type_specifier(b, n, sp);
			break;
		}
	}
}

/* ---- declarators (6.7.5) ---- */

static Param *
parameters(AB *b, TSNode pl, size_t *np, bool *variadic, bool *noproto)
{
	Kid *k, *pk;
	size_t i, nk = kids(b, pl, &k), npk;
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
			zc_error(b->c, loc(b, k[i].n), "old-style (K&R) parameter lists are not supported in OpenCL C");
			continue;
		}
		if (k[i].kind != K_parameter_declaration)
			continue;
		*noproto = false;
		sp = ar_alloc(&b->c->ar, sizeof *sp);
		sp->loc = loc(b, k[i].n);
		npk = kids(b, k[i].n, &pk);
		specifiers(b, pk, npk, sp);
		for (j = 0; j < npk; j++) {
			if (pk[j].field == F_declarator)
				d = pk[j].n;
			else if (pk[j].kind == K_attribute_specifier && !isnull(d))
				trailing = attributes(b, pk[j].n, trailing);
		}
		p.loc = sp->loc;
		p.type = tx_base(b, sp);
		if (!isnull(d))
			p.type = declarator(b, d, p.type, &p.name, &p.loc, &p.attrs);
		p.attrs = attr_append(attr_append(p.attrs, trailing), sp->attrs);
		VEC_PUSH(&b->c->ar, &ps, p);
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

			specifiers(b, &k[i], 1, &tmp);
			q |= tmp.quals;
			if (tmp.as)
				*as = tmp.as;
		}
	}
	return q;
}

/* Derive the declared type from t through declarator d (6.7.5: each level
 * applies to what it encloses), and find the declared name. */
static TypeExpr *
declarator(AB *b, TSNode d, TypeExpr *t, const char **name, Loc *nameloc, Attr **attrs)
{
	Kid *k;
	size_t nk, i;
	TypeExpr *nt;
	TSNode inner = {0};

	for (;;) {
		if (isnull(d))
			return t;
		switch (kindof(b, d)) {
		case K_identifier:
		case K_type_identifier:
		case K_field_identifier:
			*name = strtext(b, d);
			*nameloc = loc(b, d);
			return t;
		case K_pointer_declarator:
		case K_abstract_pointer_declarator:
			nk = kids(b, d, &k);
			nt = ar_alloc(&b->c->ar, sizeof *nt);
			nt->kind = TX_POINTER;
			nt->loc = loc(b, d);
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
			nk = kids(b, d, &k);
			nt = ar_alloc(&b->c->ar, sizeof *nt);
			nt->kind = TX_ARRAY;
			nt->loc = loc(b, d);
			nt->inner = t;
			inner = (TSNode){0};
			for (i = 0; i < nk; i++) {
				if (k[i].field == F_declarator)
					inner = k[i].n;
				else if (k[i].field == F_size && k[i].named)
					nt->size = expr(b, k[i].n);
				else if (k[i].field == F_size)
					zc_error(b->c, loc(b, k[i].n), "variable length arrays are not supported in OpenCL C");
			}
			t = nt;
			d = inner;
			break;
		case K_function_declarator:
		case K_abstract_function_declarator:
			nk = kids(b, d, &k);
			nt = ar_alloc(&b->c->ar, sizeof *nt);
			nt->kind = TX_FUNC;
			nt->loc = loc(b, d);
			nt->inner = t;
			inner = (TSNode){0};
			for (i = 0; i < nk; i++) {
				if (k[i].field == F_declarator)
					inner = k[i].n;
				else if (k[i].field == F_parameters)
					nt->params = parameters(b, k[i].n, &nt->nparams, &nt->variadic, &nt->noproto);
				else if (k[i].kind == K_attribute_specifier && attrs)
					*attrs = attributes(b, k[i].n, *attrs);
			}
			t = nt;
			d = inner;
			break;
		case K_parenthesized_declarator:
		case K_abstract_parenthesized_declarator:
			nk = kids(b, d, &k);
			inner = (TSNode){0};
			for (i = 0; i < nk; i++)
				if (k[i].named && k[i].kind != K_comment)
					inner = k[i].n;
			d = inner;
			break;
		case K_attributed_declarator:
			nk = kids(b, d, &k);
			inner = (TSNode){0};
			for (i = 0; i < nk; i++) {
				if (k[i].kind == K_attribute_specifier) {
					if (attrs)
						*attrs = attributes(b, k[i].n, *attrs);
				} else if (k[i].kind == K_attribute_declaration) {
					zc_warning(b->c, loc(b, k[i].n), "[[...]] attributes are ignored in OpenCL C");
				} else if (k[i].named) {
					inner = k[i].n;
				}
			}
			d = inner;
			break;
		default:
			zc_error(b->c, loc(b, d), "expected a declarator");
			return t;
		}
	}
}

static TypeExpr *
type_descriptor(AB *b, TSNode n)
{
	Kid *k;
	size_t nk = kids(b, n, &k), i;
	Spec *sp = ar_alloc(&b->c->ar, sizeof *sp);
	TypeExpr *t;
	const char *name = NULL;
	Loc nl;

	sp->loc = loc(b, n);
	specifiers(b, k, nk, sp);
	t = tx_base(b, sp);
	for (i = 0; i < nk; i++)
		if (k[i].field == F_declarator)
			t = declarator(b, k[i].n, t, &name, &nl, NULL);
	return t;
}

/* A type_descriptor that is just an identifier which names no type: the
 * parser guessed a type where the program means an expression. */
static bool
descriptor_is_plain_name(AB *b, TSNode td, TSNode *id)
{
	Kid *k;
	size_t nk = kids(b, td, &k), i, named = 0;

	for (i = 0; i < nk; i++) {
		if (!k[i].named)
			continue;
		named++;
		if (k[i].field == F_type && k[i].kind == K_type_identifier)
			*id = k[i].n;
		else
			return false;
	}
	return named == 1 && !node_is_typedef(b, *id);
}

/* ---- literals (6.4.4, 6.4.5) ---- */

static Expr *
new_expr(AB *b, enum ExprKind k, Loc l)
{
	Expr *e = ar_alloc(&b->c->ar, sizeof *e);

	e->kind = k;
	e->loc = l;
	return e;
}

static int
hexval(int ch)
{
	if (ch >= '0' && ch <= '9')
		return ch - '0';
	if (ch >= 'a' && ch <= 'f')
		return ch - 'a' + 10;
	if (ch >= 'A' && ch <= 'F')
		return ch - 'A' + 10;
	return -1;
}

/* 6.4.4.1 Integer constants and 6.4.4.2 Floating constants, from the
 * pp-number the grammar accepts. */
static Expr *
number(AB *b, TSNode n)
{
	size_t len, i;
	const char *s = text(b, n, &len), *p;
	Expr *e = new_expr(b, EX_INT, loc(b, n));
	bool isfloat = false, hex = len > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
	size_t end; /* end of the digits, start of the suffix */

	/* find where the number proper ends */
	i = hex ? 2 : 0;
	for (; i < len; i++) {
		char ch = s[i];

		if (hex ? hexval(ch) >= 0 : (ch >= '0' && ch <= '9'))
			continue;
		if (ch == '.') {
			isfloat = true;
			continue;
		}
		if (!hex && (ch == 'e' || ch == 'E')) {
			isfloat = true;
			if (i + 1 < len && (s[i + 1] == '+' || s[i + 1] == '-'))
				i++;
			continue;
		}
		if (hex && (ch == 'p' || ch == 'P')) {
			isfloat = true;
			if (i + 1 < len && (s[i + 1] == '+' || s[i + 1] == '-'))
				i++;
			/* exponent digits are decimal */
			while (i + 1 < len && s[i + 1] >= '0' && s[i + 1] <= '9')
				i++;
			continue;
		}
		break;
	}
	end = i;
	e->suffix = ar_strndup(&b->c->ar, s + end, len - end);
	if (isfloat) {
		char *tmp = ar_strndup(&b->c->ar, s, end), *ep;
		const char *suf = e->suffix;

		e->kind = EX_FLOAT;
		if (strcmp(suf, "") && strcmp(suf, "f") && strcmp(suf, "F") && strcmp(suf, "h") &&
		    strcmp(suf, "H") && strcmp(suf, "l") && strcmp(suf, "L")) {
			zc_error(b->c, e->loc, "invalid suffix '%s' on floating constant", suf);
			e->suffix = "";
		}
		if (hex && !strpbrk(tmp, "pP")) {
			zc_error(b->c, e->loc, "hexadecimal floating constant requires an exponent");
			return e;
		}
		errno = 0;
		if (suf[0] == 'f' || suf[0] == 'F' || suf[0] == 'h' || suf[0] == 'H')
			e->fval = strtof(tmp, &ep);  /* round once, to float */
		else
			e->fval = strtod(tmp, &ep);
		if (*ep)
			zc_error(b->c, e->loc, "invalid floating constant '%.*s'", (int)len, s);
		return e;
	}
	/* integer: decimal, octal or hexadecimal digits */
	{
		uint64_t v = 0;
		bool overflow = false;
		int base = hex ? 16 : (s[0] == '0' && end > 1) ? 8 : 10;

		e->hex = base != 10;
		for (p = s + (hex ? 2 : 0); p < s + end; p++) {
			int d = hexval(*p);

			if (d < 0 || d >= base) {
				zc_error(b->c, e->loc, "invalid digit '%c' in %s constant", *p,
				         base == 8 ? "octal" : "decimal");
				return e;
			}
			if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
				overflow = true;
			v = v * (uint64_t)base + (uint64_t)d;
		}
		if (hex && end == 2) {
			zc_error(b->c, e->loc, "expected hexadecimal digits after '0x'");
			return e;
		}
		if (overflow)
			zc_error(b->c, e->loc, "integer literal is too large to be represented in any integer type");
		e->ival = v;
		/* suffix: u, l, ll in either order and case (6.4.4.1) */
		{
			const char *q = e->suffix;
			int u = 0, l = 0;

			while (*q) {
				if ((*q == 'u' || *q == 'U') && !u) {
					u = 1;
					q++;
				} else if ((q[0] == 'l' && q[1] == 'l') || (q[0] == 'L' && q[1] == 'L')) {
					if (l)
						break;
					l = 2;
					q += 2;
				} else if ((*q == 'l' || *q == 'L') && !l) {
					l = 1;
					q++;
				} else {
					break;
				}
			}
			if (*q) {
				if ((e->suffix[0] == 'f' || e->suffix[0] == 'F') && !e->suffix[1])
					zc_error(b->c, e->loc, "invalid suffix '%s' on integer constant (write '%.*s.0f' for a float)", e->suffix, (int)end, s);
				else
					zc_error(b->c, e->loc, "invalid suffix '%s' on integer constant", e->suffix);
				e->suffix = "";
			}
		}
	}
	return e;
}

/* One escape sequence (6.4.4.4) starting at s[0] == '\\'; returns the value
 * and advances *pi past it. */
static uint32_t
escape(AB *b, const char *s, size_t len, size_t *pi, Loc l)
{
	size_t i = *pi + 1;
	uint32_t v = 0;

	if (i >= len) {
		*pi = i;
		return '\\';
	}
	switch (s[i]) {
	case 'n': v = '\n'; i++; break;
	case 't': v = '\t'; i++; break;
	case 'r': v = '\r'; i++; break;
	case 'a': v = 7; i++; break;
	case 'b': v = 8; i++; break;
	case 'f': v = 12; i++; break;
	case 'v': v = 11; i++; break;
	case 'e': v = 27; i++; break;
	case '\\': case '\'': case '"': case '?': v = (unsigned char)s[i]; i++; break;
	case 'x': {
		int d, nd = 0;

		i++;
		while (i < len && (d = hexval(s[i])) >= 0) {
			v = v * 16 + (uint32_t)d;
			i++;
			nd++;
		}
		if (!nd)
			zc_error(b->c, l, "\\x used with no following hex digits");
		if (v > 255)
			zc_error(b->c, l, "hex escape sequence out of range");
		break;
	}
	default:
		if (s[i] >= '0' && s[i] <= '7') {
			int nd = 0;

			while (i < len && nd < 3 && s[i] >= '0' && s[i] <= '7') {
				v = v * 8 + (uint32_t)(s[i] - '0');
				i++;
				nd++;
			}
			if (v > 255)
				zc_error(b->c, l, "octal escape sequence out of range");
		} else {
			zc_warning(b->c, l, "unknown escape sequence '\\%c'", s[i]);
			v = (unsigned char)s[i];
			i++;
		}
	}
	*pi = i;
	return v & 0xff;
}

static Expr *
char_literal(AB *b, TSNode n)
{
	size_t len, i;
	const char *s = text(b, n, &len);
	Expr *e = new_expr(b, EX_CHAR, loc(b, n));
	uint64_t v = 0;
	int nch = 0;

	if (s[0] != '\'') {
		zc_error(b->c, e->loc, "wide and Unicode character constants are not supported in OpenCL C");
		return e;
	}
	for (i = 1; i + 1 < len;) {
		uint32_t ch;

		if (s[i] == '\\')
			ch = escape(b, s, len - 1, &i, e->loc);
		else
			ch = (unsigned char)s[i++];
		v = (v << 8) | ch;
		nch++;
	}
	if (nch == 0)
		zc_error(b->c, e->loc, "empty character constant");
	else if (nch == 1)
		v = (uint64_t)(int64_t)(signed char)v; /* char is signed */
	else
		zc_warning(b->c, e->loc, "multi-character character constant");
	e->ival = v;
	return e;
}

static void
string_piece(AB *b, TSNode n, Buf *out)
{
	size_t len, i;
	const char *s = text(b, n, &len);

	if (s[0] != '"') {
		zc_error(b->c, loc(b, n), "wide and Unicode string literals are not supported in OpenCL C");
		return;
	}
	for (i = 1; i + 1 < len;) {
		if (s[i] == '\\')
			buf_putc(out, (int)escape(b, s, len - 1, &i, loc(b, n)));
		else
			buf_putc(out, s[i++]);
	}
}

static Expr *
string(AB *b, TSNode n)
{
	Expr *e = new_expr(b, EX_STRING, loc(b, n));
	Buf buf;

	buf_init(&buf, &b->c->ar);
	if (kindof(b, n) == K_concatenated_string) {
		Kid *k;
		size_t i, nk = kids(b, n, &k);

		for (i = 0; i < nk; i++) {
			if (k[i].kind == K_string_literal)
				string_piece(b, k[i].n, &buf);
			else if (k[i].named)
				zc_error(b->c, loc(b, k[i].n), "expected a string literal");
		}
	} else {
		string_piece(b, n, &buf);
	}
	e->str = buf.s;
	e->strlen = buf.n;
	return e;
}

/* ---- expressions (6.5) ---- */

static int
binop(AB *b, TSNode op)
{
	size_t len;
	const char *s = text(b, op, &len);

	if (len == 1)
		return s[0];
	if (s[0] == '<' && s[1] == '<')
		return OP_SHL;
	if (s[0] == '>' && s[1] == '>')
		return OP_SHR;
	if (s[0] == '<')
		return OP_LE;
	if (s[0] == '>')
		return OP_GE;
	if (s[0] == '=')
		return OP_EQ;
	if (s[0] == '!')
		return OP_NE;
	if (s[0] == '&')
		return OP_LAND;
	if (s[0] == '|')
		return OP_LOR;
	return 0;
}

/* Flatten a right-nested comma_expression into a list. */
static void
comma_list(AB *b, TSNode n, ExprVec *out)
{
	while (kindof(b, n) == K_comma_expression) {
		VEC_PUSH(&b->c->ar, out, expr(b, field(b, n, F_left)));
		n = field(b, n, F_right);
	}
	VEC_PUSH(&b->c->ar, out, expr(b, n));
}

static Expr **
arguments(AB *b, TSNode al, size_t *n)
{
	Kid *k;
	size_t i, nk = kids(b, al, &k);
	VEC(Expr *) v = {0};

	for (i = 0; i < nk; i++) {
		if (!k[i].named || k[i].kind == K_comment)
			continue;
		if (k[i].kind == K_compound_statement) {
			zc_error(b->c, loc(b, k[i].n), "statement expressions are not supported in OpenCL C");
			continue;
		}
		VEC_PUSH(&b->c->ar, &v, expr(b, k[i].n));
	}
	*n = v.n;
	return v.v;
}

static Expr *
ident(AB *b, TSNode n)
{
	Expr *e = new_expr(b, EX_IDENT, loc(b, n));

	e->name = strtext(b, n);
	return e;
}

/* The only child expression of a parenthesized expression. */
static TSNode
paren_inner(AB *b, TSNode n)
{
	Kid *k;
	size_t i, nk = kids(b, n, &k);
	TSNode none = {0};

	for (i = 0; i < nk; i++)
		if (k[i].named && k[i].kind != K_comment)
			return k[i].n;
	return none;
}

static Expr *
call(AB *b, Expr *fn, TSNode args, Loc l)
{
	Expr *e = new_expr(b, EX_CALL, l);

	e->a = fn;
	e->args = arguments(b, args, &e->nargs);
	return e;
}

static Expr *
initializer_list(AB *b, TSNode n)
{
	Kid *k;
	size_t i, nk = kids(b, n, &k);
	Expr *e = new_expr(b, EX_INITLIST, loc(b, n));
	VEC(Expr *) v = {0};
	VEC(Expr *) des = {0};

	for (i = 0; i < nk; i++) {
		Expr *d = NULL;

		if (!k[i].named || k[i].kind == K_comment)
			continue;
		if (k[i].kind == K_initializer_pair) {
			Kid *pk;
			size_t j, npk = kids(b, k[i].n, &pk);
			Expr **tail = &d, *val = NULL;

			for (j = 0; j < npk; j++) {
				Expr *x = NULL;

				if (pk[j].field == F_designator) {
					if (pk[j].kind == K_field_designator || pk[j].kind == K_field_identifier) {
						TSNode id = pk[j].kind == K_field_identifier ? pk[j].n : paren_inner(b, pk[j].n);

						x = new_expr(b, EX_MEMBER, loc(b, pk[j].n));
						x->name = strtext(b, id);
					} else if (pk[j].kind == K_subscript_designator) {
						x = new_expr(b, EX_INDEX, loc(b, pk[j].n));
						x->b = expr(b, paren_inner(b, pk[j].n));
					} else {
						zc_error(b->c, loc(b, pk[j].n), "array range designators are not supported");
					}
					if (x) {
						*tail = x;
						tail = &x->a;
					}
				} else if (pk[j].field == F_value) {
					val = initializer(b, pk[j].n);
				}
			}
			VEC_PUSH(&b->c->ar, &v, val);
		} else {
			VEC_PUSH(&b->c->ar, &v, initializer(b, k[i].n));
		}
		VEC_PUSH(&b->c->ar, &des, d);
	}
	e->args = v.v;
	e->nargs = v.n;
	e->designators = des.v;
	return e;
}

static Expr *
initializer(AB *b, TSNode n)
{
	if (kindof(b, n) == K_initializer_list)
		return initializer_list(b, n);
	return expr(b, n);
}

static Expr *
expr(AB *b, TSNode n)
{
	Expr *e;
	TSNode x, y;
	Kid *k;
	size_t nk, i;
	Loc l;

	if (isnull(n))
		return new_expr(b, EX_INT, (Loc){0});
	l = loc(b, n);
	switch (kindof(b, n)) {
	case K_identifier:
		return ident(b, n);
	case K_number_literal:
		return number(b, n);
	case K_char_literal:
		return char_literal(b, n);
	case K_string_literal:
	case K_concatenated_string:
		return string(b, n);
	case K_true:
	case K_false:
		e = new_expr(b, EX_INT, l);
		e->ival = kindof(b, n) == K_true;
		e->op = 'b'; /* a bool literal */
		e->suffix = "";
		return e;
	case K_null: {
		/* NULL: ((void *)0) */
		Spec *sp = ar_alloc(&b->c->ar, sizeof *sp);
		TypeExpr *t = ar_alloc(&b->c->ar, sizeof *t);

		sp->loc = l;
		sp->base = B_VOID;
		t->kind = TX_POINTER;
		t->loc = l;
		t->inner = tx_base(b, sp);
		e = new_expr(b, EX_CAST, l);
		e->tx = t;
		e->a = new_expr(b, EX_INT, l);
		e->a->suffix = "";
		return e;
	}
	case K_parenthesized_expression:
		x = paren_inner(b, n);
		if (kindof(b, x) == K_compound_statement) {
			zc_error(b->c, l, "statement expressions are not supported in OpenCL C");
			return new_expr(b, EX_INT, l);
		}
		return expr(b, x);
	case K_extension_expression:
		return expr(b, paren_inner(b, n));
	case K_comma_expression:
		e = new_expr(b, EX_COMMA, l);
		e->a = expr(b, field(b, n, F_left));
		e->b = expr(b, field(b, n, F_right));
		return e;
	case K_conditional_expression:
		e = new_expr(b, EX_COND, l);
		e->a = expr(b, field(b, n, F_condition));
		x = field(b, n, F_consequence);
		if (isnull(x)) {
			zc_error(b->c, l, "the GNU '?:' operator with an omitted operand is not supported");
			e->b = e->a;
		} else {
			e->b = expr(b, x);
		}
		e->c = expr(b, field(b, n, F_alternative));
		return e;
	case K_assignment_expression: {
		size_t len;
		const char *s;

		e = new_expr(b, EX_ASSIGN, l);
		e->a = expr(b, field(b, n, F_left));
		e->b = expr(b, field(b, n, F_right));
		x = field(b, n, F_operator);
		s = text(b, x, &len);
		e->loc = loc(b, x);
		if (len == 1)
			e->op = 0;
		else if (len == 3)
			e->op = s[0] == '<' ? OP_SHL : OP_SHR;
		else
			e->op = s[0];
		return e;
	}
	case K_pointer_expression:
	case K_unary_expression:
		e = new_expr(b, EX_UNARY, l);
		x = field(b, n, F_operator);
		e->op = text(b, x, &nk)[0];
		e->a = expr(b, field(b, n, F_argument));
		return e;
	case K_binary_expression:
		e = new_expr(b, EX_BINARY, l);
		e->a = expr(b, field(b, n, F_left));
		x = field(b, n, F_operator);
		e->op = binop(b, x);
		e->loc = loc(b, x); /* clang points at the operator */
		e->b = expr(b, field(b, n, F_right));
		return e;
	case K_update_expression: {
		bool pre, inc;

		nk = kids(b, n, &k);
		x = field(b, n, F_operator);
		pre = nk && k[0].field == F_operator;
		inc = text(b, x, &i)[0] == '+';
		e = new_expr(b, pre ? (inc ? EX_PREINC : EX_PREDEC) : (inc ? EX_POSTINC : EX_POSTDEC), l);
		e->a = expr(b, field(b, n, F_argument));
		return e;
	}
	case K_cast_expression:
		x = field(b, n, F_type);
		y = field(b, n, F_value);
		{
			TSNode id;

			if (descriptor_is_plain_name(b, x, &id)) {
				/* (name) V where name is not a type: a call or an operator */
				Expr *fn = ident(b, id);
				int vk = kindof(b, y);

				if (vk == K_parenthesized_expression) {
					e = new_expr(b, EX_CALL, l);
					e->a = fn;
					ExprVec args = {0};
					TSNode in = paren_inner(b, y);

					if (!isnull(in))
						comma_list(b, in, &args);
					e->args = args.v;
					e->nargs = args.n;
					return e;
				}
				if (vk == K_unary_expression || vk == K_pointer_expression) {
					size_t len;
					const char *op = text(b, field(b, y, F_operator), &len);

					if (op[0] == '-' || op[0] == '+' || op[0] == '&' || op[0] == '*') {
						e = new_expr(b, EX_BINARY, loc(b, y));
						e->op = op[0];
						e->a = fn;
						e->b = expr(b, field(b, y, F_argument));
						return e;
					}
				}
				zc_error(b->c, loc(b, id), "unknown type name '%s'", fn->name);
			}
		}
		e = new_expr(b, EX_CAST, l);
		e->tx = type_descriptor(b, x);
		e->a = expr(b, y);
		return e;
	case K_vector_literal: {
		TSNode id;
		ExprVec els = {0};

		x = field(b, n, F_type);
		comma_list(b, field(b, n, F_elements), &els);
		if (descriptor_is_plain_name(b, x, &id)) {
			/* (f)(a, b): a call through a parenthesized name */
			e = new_expr(b, EX_CALL, l);
			e->a = ident(b, id);
		} else {
			e = new_expr(b, EX_VECLIT, l);
			e->tx = type_descriptor(b, x);
		}
		e->args = els.v;
		e->nargs = els.n;
		return e;
	}
	case K_sizeof_expression:
	case K_alignof_expression:
		e = new_expr(b, kindof(b, n) == K_sizeof_expression ? EX_SIZEOF : EX_ALIGNOF, l);
		x = field(b, n, F_type);
		y = field(b, n, F_value);
		if (!isnull(x)) {
			TSNode id;

			if (descriptor_is_plain_name(b, x, &id))
				e->a = ident(b, id);
			else
				e->tx = type_descriptor(b, x);
		} else if (!isnull(y)) {
			e->a = expr(b, y);
		} else {
			/* alignof(T) keeps its type_descriptor unnamed-field */
			nk = kids(b, n, &k);
			for (i = 0; i < nk; i++)
				if (k[i].kind == K_type_descriptor)
					e->tx = type_descriptor(b, k[i].n);
				else if (k[i].named && k[i].kind != K_comment)
					e->a = expr(b, k[i].n);
		}
		return e;
	case K_subscript_expression:
		e = new_expr(b, EX_INDEX, l);
		e->a = expr(b, field(b, n, F_argument));
		e->b = expr(b, field(b, n, F_index));
		return e;
	case K_call_expression: {
		TSNode fn = field(b, n, F_function);

		/* (T)(x) parsed as a call of a parenthesized typedef name */
		if (kindof(b, fn) == K_parenthesized_expression) {
			TSNode in = paren_inner(b, fn);

			if (kindof(b, in) == K_identifier && node_is_typedef(b, in)) {
				Spec *sp = ar_alloc(&b->c->ar, sizeof *sp);

				sp->loc = loc(b, in);
				sp->base = B_TYPEDEF;
				sp->name = strtext(b, in);
				e = new_expr(b, EX_VECLIT, l);
				e->tx = tx_base(b, sp);
				e->args = arguments(b, field(b, n, F_arguments), &e->nargs);
				return e;
			}
		}
		return call(b, expr(b, fn), field(b, n, F_arguments), l);
	}
	case K_field_expression:
		e = new_expr(b, EX_MEMBER, l);
		e->a = expr(b, field(b, n, F_argument));
		x = field(b, n, F_field);
		e->name = strtext(b, x);
		e->loc = loc(b, x);
		e->arrow = text_is(b, field(b, n, F_operator), "->");
		return e;
	case K_compound_literal_expression:
		e = new_expr(b, EX_COMPOUND, l);
		e->tx = type_descriptor(b, field(b, n, F_type));
		e->a = initializer_list(b, field(b, n, F_value));
		return e;
	case K_initializer_list:
		return initializer_list(b, n);
	case K_offsetof_expression:
		zc_error(b->c, l, "'offsetof' is not supported in OpenCL C");
		return new_expr(b, EX_INT, l);
	case K_generic_expression:
		zc_error(b->c, l, "'_Generic' is not supported in OpenCL C");
		return new_expr(b, EX_INT, l);
	case K_ERROR:
		b->broken = true;
		return new_expr(b, EX_INT, l);
	default:
		if (ts_node_is_missing(n)) {
			b->broken = true;
			return new_expr(b, EX_INT, l);
		}
		zc_error(b->c, l, "expected expression");
		return new_expr(b, EX_INT, l);
	}
}

/* ---- statements (6.8) ---- */

static Stmt *
new_stmt(AB *b, enum StmtKind k, Loc l)
{
	Stmt *s = ar_alloc(&b->c->ar, sizeof *s);

	s->kind = k;
	s->loc = l;
	s->unroll = -2;
	return s;
}

typedef VEC(Stmt *) StmtVec;

/* The expression inside a condition's parentheses. */
static Expr *
condition(AB *b, TSNode n)
{
	if (kindof(b, n) == K_parenthesized_expression) {
		TSNode in = paren_inner(b, n);

		if (kindof(b, in) == K_compound_statement || kindof(b, in) == K_declaration) {
			zc_error(b->c, loc(b, in), "expected expression");
			return new_expr(b, EX_INT, loc(b, in));
		}
		return expr(b, in);
	}
	return expr(b, n);
}

static void block_item(AB *b, TSNode n, int kind, StmtVec *out);

static Stmt *
decl_stmt(AB *b, TSNode n)
{
	Stmt *s = new_stmt(b, ST_DECL, loc(b, n));
	DeclVec ds = {0};

	declaration(b, n, &ds, false);
	s->decls = ds.v;
	s->ndecls = ds.n;
	return s;
}

static Stmt *
compound(AB *b, TSNode n, bool newscope)
{
	Stmt *s = new_stmt(b, ST_COMPOUND, loc(b, n));
	StmtVec v = {0};
	Kid *k;
	size_t i, nk = kids(b, n, &k);

	if (newscope)
		push_scope(b);
	for (i = 0; i < nk; i++)
		if (k[i].named && k[i].kind != K_comment)
			block_item(b, k[i].n, k[i].kind, &v);
	if (newscope)
		pop_scope(b);
	s->body = v.v;
	s->nbody = v.n;
	return s;
}

/* One item of a block; case labels are flattened into the block (the
 * grammar nests the statements after 'case X:' under it). */
static Stmt *tag_stmt(AB *b, TSNode n);

static void
block_item(AB *b, TSNode n, int kind, StmtVec *out)
{
	if (kind == K_struct_specifier || kind == K_union_specifier || kind == K_enum_specifier) {
		/* struct S { ... }; as a block item */
		VEC_PUSH(&b->c->ar, out, tag_stmt(b, n));
		return;
	}
	if (kind == K_case_statement) {
		Kid *k;
		size_t i, nk = kids(b, n, &k);
		TSNode v = field(b, n, F_value);
		Stmt *s = new_stmt(b, isnull(v) ? ST_DEFAULT : ST_CASE, loc(b, n));

		if (!isnull(v))
			s->expr = expr(b, v);
		VEC_PUSH(&b->c->ar, out, s);
		for (i = 0; i < nk; i++)
			if (k[i].named && k[i].field != F_value && k[i].kind != K_comment)
				block_item(b, k[i].n, k[i].kind, out);
		return;
	}
	VEC_PUSH(&b->c->ar, out, stmt(b, n));
}

static Stmt *
stmt(AB *b, TSNode n)
{
	Stmt *s;
	Kid *k;
	size_t nk, i;
	TSNode x;
	Loc l = loc(b, n);

	switch (kindof(b, n)) {
	case K_compound_statement:
		return compound(b, n, true);
	case K_declaration:
	case K_type_definition:
		return decl_stmt(b, n);
	case K_expression_statement:
		nk = kids(b, n, &k);
		for (i = 0; i < nk; i++) {
			if (k[i].named && k[i].kind != K_comment) {
				s = new_stmt(b, ST_EXPR, l);
				s->expr = expr(b, k[i].n);
				return s;
			}
		}
		return new_stmt(b, ST_EMPTY, l);
	case K_if_statement:
		s = new_stmt(b, ST_IF, l);
		s->expr = condition(b, field(b, n, F_condition));
		s->then = stmt(b, field(b, n, F_consequence));
		x = field(b, n, F_alternative);
		if (!isnull(x))
			s->els = stmt(b, paren_inner(b, x));
		return s;
	case K_while_statement:
		s = new_stmt(b, ST_WHILE, l);
		s->expr = condition(b, field(b, n, F_condition));
		s->then = stmt(b, field(b, n, F_body));
		return s;
	case K_do_statement:
		s = new_stmt(b, ST_DO, l);
		s->then = stmt(b, field(b, n, F_body));
		s->expr = condition(b, field(b, n, F_condition));
		return s;
	case K_for_statement:
		s = new_stmt(b, ST_FOR, l);
		push_scope(b);
		nk = kids(b, n, &k);
		for (i = 0; i < nk; i++) {
			if (k[i].field == F_initializer) {
				if (k[i].kind == K_declaration) {
					s->init = decl_stmt(b, k[i].n);
				} else {
					s->init = new_stmt(b, ST_EXPR, loc(b, k[i].n));
					s->init->expr = expr(b, k[i].n);
				}
			} else if (k[i].field == F_condition) {
				s->expr = expr(b, k[i].n);
			} else if (k[i].field == F_update) {
				s->expr2 = expr(b, k[i].n);
			} else if (k[i].field == F_body) {
				s->then = stmt(b, k[i].n);
			}
		}
		pop_scope(b);
		if (!s->then)
			s->then = new_stmt(b, ST_EMPTY, l);
		return s;
	case K_return_statement:
		s = new_stmt(b, ST_RETURN, l);
		x = paren_inner(b, n);
		if (!isnull(x))
			s->expr = expr(b, x);
		return s;
	case K_break_statement:
		return new_stmt(b, ST_BREAK, l);
	case K_continue_statement:
		return new_stmt(b, ST_CONTINUE, l);
	case K_switch_statement:
		s = new_stmt(b, ST_SWITCH, l);
		s->expr = condition(b, field(b, n, F_condition));
		s->then = stmt(b, field(b, n, F_body));
		return s;
	case K_case_statement: {
		/* a case label outside a block: keep its statements in a block */
		StmtVec v = {0};

		block_item(b, n, K_case_statement, &v);
		s = new_stmt(b, ST_COMPOUND, l);
		s->body = v.v;
		s->nbody = v.n;
		return s;
	}
	case K_labeled_statement:
		s = new_stmt(b, ST_LABEL, l);
		s->label = strtext(b, field(b, n, F_label));
		nk = kids(b, n, &k);
		for (i = 0; i < nk; i++)
			if (k[i].named && k[i].field != F_label && k[i].kind != K_comment)
				s->then = stmt(b, k[i].n);
		if (!s->then)
			s->then = new_stmt(b, ST_EMPTY, l);
		return s;
	case K_goto_statement:
		s = new_stmt(b, ST_GOTO, l);
		s->label = strtext(b, field(b, n, F_label));
		return s;
	case K_attributed_statement: {
		Attr *a = NULL;

		nk = kids(b, n, &k);
		s = NULL;
		for (i = 0; i < nk; i++) {
			if (k[i].kind == K_attribute_specifier)
				a = attr_append(a, attributes(b, k[i].n, NULL));
			else if (k[i].kind == K_attribute_declaration)
				zc_warning(b->c, loc(b, k[i].n), "[[...]] attributes are ignored in OpenCL C");
			else if (k[i].named && k[i].kind != K_comment)
				s = stmt(b, k[i].n);
		}
		if (!s)
			s = new_stmt(b, ST_EMPTY, l);
		s->attrs = attr_append(s->attrs, a);
		return s;
	}
	case K_function_definition:
		zc_error(b->c, l, "function definition is not allowed here");
		return new_stmt(b, ST_EMPTY, l);
	case K_ERROR:
		b->broken = true;
		return new_stmt(b, ST_EMPTY, l);
	default:
		if (ts_node_is_missing(n)) {
			b->broken = true;
			return new_stmt(b, ST_EMPTY, l);
		}
		/* an expression where a statement was expected */
		s = new_stmt(b, ST_EXPR, l);
		s->expr = expr(b, n);
		return s;
	}
}

/* ---- declarations (6.7) ---- */

static Decl *
new_decl(AB *b, Spec *sp, TypeExpr *t, const char *name, Loc l)
{
	Decl *d = ar_alloc(&b->c->ar, sizeof *d);

	d->loc = l;
	d->name = name;
	d->type = t;
	d->spec = sp;
	d->ppoff = b->declstart;
	d->kind = t->kind == TX_FUNC ? D_FUNC : D_VAR;
	return d;
}

/* declaration, type_definition or function_definition: one Decl per
 * declarator, or a D_TAG for 'struct S { ... };'. */
static void
declaration(AB *b, TSNode n, DeclVec *out, bool toplevel)
{
	Kid *k;
	size_t i, nk = kids(b, n, &k);
	Spec *sp = ar_alloc(&b->c->ar, sizeof *sp);
	int nkind = kindof(b, n);
	bool any = false;

	sp->loc = loc(b, n);
	b->declstart = ts_node_start_byte(n);
	if (nkind == K_type_definition)
		sp->storage |= SC_TYPEDEF;
	specifiers(b, k, nk, sp);
	for (i = 0; i < nk; i++) {
		Decl *d;
		TSNode dn, init = {0};
		const char *name = NULL;
		Loc nl = loc(b, k[i].n);
		Attr *attrs = NULL;
		TypeExpr *t;
		size_t j;

		if (k[i].field != F_declarator)
			continue;
		any = true;
		dn = k[i].n;
		if (k[i].kind == K_init_declarator) {
			Kid *ik;
			size_t nik = kids(b, dn, &ik);

			dn = (TSNode){0};
			for (j = 0; j < nik; j++) {
				if (ik[j].field == F_declarator)
					dn = ik[j].n;
				else if (ik[j].field == F_value)
					init = ik[j].n;
				else if (ik[j].kind == K_attribute_specifier)
					attrs = attributes(b, ik[j].n, attrs);
			}
		}
		t = declarator(b, dn, tx_base(b, sp), &name, &nl, &attrs);
		/* GNU attributes after this declarator (before the next one) */
		for (j = i + 1; j < nk && k[j].field != F_declarator; j++)
			if (k[j].kind == K_attribute_specifier)
				attrs = attr_append(attrs, attributes(b, k[j].n, NULL));
		d = new_decl(b, sp, t, name, nl);
		if (sp->storage & SC_TYPEDEF)
			d->kind = D_TYPEDEF;
		d->attrs = attr_append(attrs, sp->attrs);
		if (name)
			declare(b, name, d->kind == D_TYPEDEF);
		if (!isnull(init))
			d->init = initializer(b, init);
		if (nkind == K_function_definition) {
			TSNode body = field(b, n, F_body);
			size_t p;
			bool was = b->broken;

			if (t->kind != TX_FUNC) {
				zc_error(b->c, nl, "expected a function declarator");
				VEC_PUSH(&b->c->ar, out, d);
				return;
			}
			d->kind = D_FUNC;
			/* the parameters are in scope in the body */
			push_scope(b);
			for (p = 0; p < t->nparams; p++)
				declare(b, t->params[p].name, false);
			b->broken = false;
			d->body = compound(b, body, false);
			d->broken = b->broken;
			b->broken = was;
			pop_scope(b);
		}
		VEC_PUSH(&b->c->ar, out, d);
	}
	if (!any) {
		/* struct S { ... }; or enum E { ... }; */
		Decl *d = ar_alloc(&b->c->ar, sizeof *d);

		d->kind = D_TAG;
		d->loc = sp->loc;
		d->ppoff = ts_node_start_byte(n);
		d->spec = sp;
		d->type = tx_base(b, sp);
		if (sp->base != B_STRUCT && sp->base != B_UNION && sp->base != B_ENUM)
			zc_warning(b->c, sp->loc, "declaration does not declare anything");
		VEC_PUSH(&b->c->ar, out, d);
	}
	(void)toplevel;
}

/* 'struct S { ... };': the grammar leaves a bare type specifier */
static Decl *
tag_decl(AB *b, TSNode n)
{
	Decl *d = ar_alloc(&b->c->ar, sizeof *d);
	Spec *sp = ar_alloc(&b->c->ar, sizeof *sp);

	type_specifier(b, n, sp);
	d->kind = D_TAG;
	d->loc = sp->loc;
	d->spec = sp;
	d->type = tx_base(b, sp);
	d->ppoff = ts_node_start_byte(n);
	return d;
}

static Stmt *
tag_stmt(AB *b, TSNode n)
{
	Stmt *s = new_stmt(b, ST_DECL, loc(b, n));

	s->decls = ar_alloc(&b->c->ar, sizeof *s->decls);
	s->decls[0] = tag_decl(b, n);
	s->ndecls = 1;
	return s;
}

/* ---- the translation unit ---- */

Unit *
ast_build(Ctx *c, const PPOutput *pp)
{
	AB b = {0};
	TSParser *parser;
	TSTree *tree;
	TSNode root;
	Unit *u = ar_alloc(&c->ar, sizeof *u);
	DeclVec ds = {0};
	Kid *k;
	size_t i, nk;
	uint32_t s;

	b.c = c;
	b.pp = pp;
	b.src = pp->text;
	b.lang = tree_sitter_opencl();
	b.nsym = ts_language_symbol_count(b.lang);
	b.kind = ar_alloc(&c->ar, b.nsym);
	for (s = 0; s < b.nsym; s++) {
		const char *nm = ts_language_symbol_name(b.lang, (TSSymbol)s);
		int j;

		if (!nm)
			continue;
		for (j = 1; j < K_COUNT; j++) {
			if (strcmp(nm, kind_names[j]) == 0 &&
			    ts_language_symbol_type(b.lang, (TSSymbol)s) != TSSymbolTypeAnonymous) {
				b.kind[s] = (uint8_t)j;
				break;
			}
		}
	}
	for (i = 1; i < F_COUNT; i++) {
		TSFieldId f = ts_language_field_id_for_name(b.lang, field_names[i],
		                                            (uint32_t)strlen(field_names[i]));

		if (f && f < 256)
			b.fid2f[f] = (TSFieldId)i;
	}
	parser = ts_parser_new();
	if (!parser || !ts_parser_set_language(parser, b.lang))
		zc_fatal(c, "internal error: the OpenCL C grammar does not load (tree-sitter ABI mismatch)");
	tree = ts_parser_parse_string(parser, NULL, pp->text, (uint32_t)pp->len);
	if (!tree) {
		ts_parser_delete(parser);
		zc_fatal(c, "internal error: the parser failed");
	}
	root = ts_tree_root_node(tree);
	push_scope(&b);
	syntax_errors(&b, root);
	nk = kids(&b, root, &k);
	for (i = 0; i < nk; i++) {
		TSNode n = k[i].n;

		switch (k[i].kind) {
		case K_function_definition:
		case K_declaration:
		case K_type_definition:
			declaration(&b, n, &ds, true);
			break;
		case K_struct_specifier:
		case K_union_specifier:
		case K_enum_specifier:
			VEC_PUSH(&c->ar, &ds, tag_decl(&b, n));
			break;
		case K_comment:
		case K_ERROR:
			break;
		default:
			if (k[i].named && !ts_node_is_missing(n) && !ts_node_has_error(n))
				zc_error(c, loc(&b, n), "expected a declaration at file scope");
			break;
		}
	}
	u->decls = ds.v;
	u->ndecls = ds.n;
	u->nsyntax = b.nsyntax;
	ts_tree_delete(tree);
	ts_parser_delete(parser);
	return u;
}
