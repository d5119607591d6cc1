/* astb.h — what the files of the AST builder share: the builder's state,
 * the grammar symbols and fields it tells apart, and its functions
 * (prefix ab_).  The builder is split along the C standard's seams: tree
 * access (ast.c), type names (typenames.c), declarations (astdecl.c), expressions
 * (astexpr.c), statements (aststmt.c). */
#ifndef ASTB_H
#define ASTB_H

#include <tree_sitter/api.h>

#include "frontend.h"

/* The CST node kinds the AST builder distinguishes, by grammar symbol name. */
#define CST_KINDS(X) \
	X(identifier) X(type_identifier) X(field_identifier) X(statement_identifier) \
	X(primitive_type) X(sized_type_specifier) X(struct_specifier) X(union_specifier) \
	X(enum_specifier) X(field_declaration_list) X(field_declaration) \
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
	X(offsetof_expression) X(type_builtin_expression) X(generic_expression) X(vec_step_expression) X(typeof_specifier) X(block_pointer_declarator) X(block_literal) \
	X(ms_pointer_modifier) X(static_assert_declaration) X(generic_association) \
	X(subscript_range_designator)

enum {
	K_OTHER,
#define X(n) K_##n,
	CST_KINDS(X)
#undef X
	K_ERROR,
	K_COUNT
};


/* the grammar fields used */
#define CST_FIELDS(X) \
	X(type) X(declarator) X(value) X(body) X(name) X(parameters) X(size) X(arguments) \
	X(left) X(right) X(operator) X(argument) X(condition) X(consequence) X(alternative) \
	X(initializer) X(update) X(function) X(index) X(field) X(label) X(designator) \
	X(elements) X(high) X(message) X(control) X(member) X(start) X(end)

enum {
	F_NONE,
#define X(n) F_##n,
	CST_FIELDS(X)
#undef X
	F_COUNT
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

/* Which file-scope functions the kernels may reach (typenames.c; a
 * superset: every name a reachable body mentions), keys into the text. */
typedef struct Reach {
	Map defined;  /* the names of the functions defined at file scope */
	Map keep;     /* those a kernel may reach, the kernels included */
	bool all;     /* no kernel: a library, every function stays */
} Reach;

typedef VEC(uint32_t) CutVec;

/* Text a syntax error's repair lost (syntax.c): the statement or
 * declaration holding it is not checked further. */
typedef struct LossyRange {
	uint32_t start, end; /* output offsets */
	bool wide;           /* what was lost declared something: the function's body is not checked */
} LossyRange;

typedef struct AB {
	Ctx *c;
	const PPOutput *pp;
	const char *src;      /* preprocessed text */
	char *marked;         /* the copy the parser reads, type names marked (typenames.c);
	                       * where a piece has been parsed, ab_name's names */
	const TSLanguage *lang;
	uint8_t *kind;        /* per grammar symbol: K_* | KIND_NAMED (ast.c), 0xff until first met */
	uint32_t nsym;
	TSFieldId fid2f[256]; /* grammar field id -> F_*, 0xffff until first met */
	TSFieldId f2fid[F_COUNT]; /* F_* -> grammar field id (0: not in the grammar), 0xffff until asked */
	unsigned nsyntax;     /* syntax errors reported */
	bool broken;          /* a syntax error inside the current function */
	uint32_t piece_end;   /* the end of the piece being parsed */
	bool edited;          /* syntax.c repaired the piece's text: parse it again */
	VEC(LossyRange) lossy; /* where repairs lost text, in offset order */
	CutVec unknown;       /* where typenames.c took a name declared nowhere as a type
	                       * name ('Foo x'), in offset order */
	uint32_t declstart;   /* output offset of the declaration being built */
	size_t lochint;       /* pp_locate_near's hint */
	Arena *tmp;           /* ab_kids' lists, freed after each top-level item */
	Arena *ar;            /* where nodes go: c->ar, or body while a function body is built */
	Arena *body;          /* a file-scope function's body, until sink has checked it (NULL: c->ar) */
	bool inbody;          /* the current item's function body is in body */
	Reach reach;          /* the functions kernels may reach (typenames.c) */
	Kid *kbuf;            /* ab_kids' lists come from here ... */
	size_t kleft;         /* ... while this many are left (0 after b->tmp is reset) */
	TSTreeCursor *cursor; /* ab_kids' cursor, reset for each node (NULL until made) */
	void **cursor_slot;   /* where the arena keeps it (ab_cursor) */
} AB;


/* ast.c: tree access, syntax errors */

/* Per grammar symbol, b->kind holds its K_* and KIND_NAMED if the grammar
 * names it, so that a node's kind and namedness cost one ts_node_symbol;
 * KIND_UNKNOWN until the symbol is first met (ab_symbol_info looks it up
 * by name: a small kernel meets a few dozen of several hundred). */
enum { KIND_UNKNOWN = 0xff, KIND_NAMED = 0x80, KIND_MASK = 0x7f };
_Static_assert((int)K_COUNT <= (int)KIND_MASK, "the K_* of a symbol and KIND_NAMED share a byte");

unsigned ab_symbol_info(AB *b, TSSymbol s);

/* K_* | KIND_NAMED of a node that is not null */
static inline unsigned
ab_node_info(AB *b, TSNode n)
{
	TSSymbol s = ts_node_symbol(n);

	if (s == (TSSymbol)-1)
		return K_ERROR | KIND_NAMED; /* ts_builtin_sym_error */
	if (s >= b->nsym)
		return K_OTHER | (ts_node_is_named(n) ? KIND_NAMED : 0);
	return b->kind[s] != KIND_UNKNOWN ? b->kind[s] : ab_symbol_info(b, s);
}

static inline int
ab_kindof(AB *b, TSNode n)
{
	if (ts_node_is_null(n))
		return K_OTHER;
	return (int)(ab_node_info(b, n) & KIND_MASK);
}

Loc ab_loc(AB *b, TSNode n);
const char *ab_text(AB *b, TSNode n, size_t *len);
const char *ab_strtext(AB *b, TSNode n);
const char *ab_name(AB *b, TSNode n);         /* a token's text, NUL-terminated, not copied */
bool ab_text_is(AB *b, TSNode n, const char *w);
size_t ab_kids(AB *b, TSNode n, Kid **out);   /* all children with field and kind, one walk */
TSNode ab_kid(const Kid *k, size_t nk, int f); /* the first of them in field f, or a null node */
TSNode ab_field(AB *b, TSNode n, int f);      /* the child in field f of a node of fixed shape */
TSNode ab_paren_inner(AB *b, TSNode n);       /* the first named child not a comment */
bool ab_isnull(TSNode n);
bool ab_broken(AB *b, TSNode n);              /* n holds a syntax error or a lossy repair */
bool ab_body_broken(AB *b, TSNode n);         /* a function body n holds a syntax error or a wide one */
bool ab_stmt_lossy(AB *b, TSNode n);          /* statement n holds a lossy repair outside its statements */
bool ab_unknown_type(AB *b, TSNode n);        /* n is a name typenames.c took as an unknown type name */
bool ab_syntax_errors(AB *b, TSNode n);

/* syntax.c: the syntax errors of the text from..end, which starts a
 * top-level item; the number of errors and warnings reported */
unsigned ab_syntax_check(AB *b, uint32_t from, uint32_t end);

/* typenames.c: the copy of the preprocessed text the parser reads, with
 * the identifiers used as type names marked */
char *ast_mark_typenames(Arena *ar, const char *text, size_t len);
/* ... and the offsets where the parser may cut the text into pieces of
 * about `every` bytes, each a run of whole top-level items, in cuts */
char *ast_mark_typenames_cut(Arena *ar, const char *text, size_t len, size_t every, CutVec *cuts,
                             Reach *reach, CutVec *unknown);

/* astdecl.c: attributes, specifiers, declarators, declarations (C99 6.7) */
Attr *ab_attributes(AB *b, TSNode spec, Attr *tail);
Attr *ab_attr_append(Attr *a, Attr *more);
TypeExpr *ab_tx_base(AB *b, Spec *sp);
void ab_type_specifier(AB *b, TSNode n, Spec *sp);
void ab_specifiers(AB *b, Kid *k, size_t nk, Spec *sp);
TypeExpr *ab_declarator(AB *b, TSNode d, TypeExpr *t, const char **name, Loc *nameloc, Attr **attrs);
TypeExpr *ab_type_descriptor(AB *b, TSNode n);
void ab_declaration(AB *b, TSNode n, DeclVec *out, bool toplevel);
Decl *ab_tag_decl(AB *b, TSNode n);
Stmt *ab_tag_stmt(AB *b, TSNode n);
Decl *ab_static_assert(AB *b, TSNode n);

/* astexpr.c: literals and expressions (C99 6.4.4, 6.5) */
Expr *ab_new_expr(AB *b, enum ExprKind k, Loc l);
Expr *ab_expr(AB *b, TSNode n);
Expr *ab_initializer(AB *b, TSNode n);
Expr *ab_initializer_list(AB *b, TSNode n);

/* aststmt.c: statements (C99 6.8) */
Stmt *ab_new_stmt(AB *b, enum StmtKind k, Loc l);
Stmt *ab_stmt(AB *b, TSNode n);
Stmt *ab_compound(AB *b, TSNode n);

#endif
