/* ast.h — the abstract syntax tree of an OpenCL C translation unit.
 *
 * frontend/ast.c builds it from tree-sitter's concrete tree; sema/ checks it
 * and annotates it in place (every Expr gets its type, implicit conversions
 * become EX_CAST nodes with an implicit flag, identifiers get their Symbol);
 * irgen/ walks the annotated tree.  Every node keeps the Loc where it starts.
 *
 * Types are written as TypeExpr trees: the declaration specifiers at the
 * root (TX_BASE) and each declarator level (pointer, array, function) above
 * it, innermost first, exactly as C99 6.7.5 derives them. */
#ifndef AST_H
#define AST_H

#include "../support/zc.h"

struct Type;   /* sema's types, opaque here */
struct Symbol; /* sema's symbols */

typedef struct Expr Expr;
typedef struct Stmt Stmt;
typedef struct Decl Decl;
typedef struct TypeExpr TypeExpr;

/* 6.5 Address space qualifiers (order matters: irgen maps them) */
enum AddrSpace {
	AS_NONE,     /* none written: private, or generic for pointees in 2.0 */
	AS_PRIVATE,  /* __private */
	AS_GLOBAL,   /* __global */
	AS_LOCAL,    /* __local */
	AS_CONSTANT, /* __constant */
	AS_GENERIC,  /* __generic */
	AS_INPUT     /* built-in variables only (SPIR-V Input) */
};

/* type qualifiers, as bits */
enum {
	Q_CONST = 1,
	Q_VOLATILE = 2,
	Q_RESTRICT = 4,
	Q_ATOMIC = 8
};

/* 6.6 Access qualifiers */
enum Access { ACC_NONE, ACC_READ_ONLY, ACC_WRITE_ONLY, ACC_READ_WRITE };

/* storage classes and function specifiers, as bits */
enum {
	SC_TYPEDEF = 1,
	SC_EXTERN = 2,
	SC_STATIC = 4,
	SC_AUTO = 8,
	SC_REGISTER = 16,
	SC_INLINE = 32,
	SC_KERNEL = 64
};

/* One __attribute__((name(args))) item. */
typedef struct Attr {
	Loc loc;
	const char *name;   /* without surrounding underscores: "aligned" for __aligned__ */
	Expr **args;        /* expression arguments (NULL entries where a type was given) */
	TypeExpr **targs;   /* type arguments, parallel to args (NULL where an expression was given) */
	size_t nargs;
	struct Attr *next;
} Attr;

/* The base types the specifiers can name. */
enum BaseKind {
	B_NONE,     /* no type specifier: an error, or implicit int */
	B_VOID, B_BOOL, B_CHAR, B_UCHAR, B_SCHAR, B_SHORT, B_USHORT, B_INT, B_UINT,
	B_LONG, B_ULONG, B_HALF, B_FLOAT, B_DOUBLE,
	B_SIZE_T, B_PTRDIFF_T, B_INTPTR_T, B_UINTPTR_T,
	B_VECTOR,   /* a built-in vector type name: vec_elem + vec_n */
	B_IMAGE,    /* image*_t: image_kind */
	B_SAMPLER, B_EVENT, B_QUEUE, B_CLK_EVENT, B_RESERVE_ID, B_NDRANGE,
	B_STRUCT, B_UNION, B_ENUM,
	B_TYPEDEF,  /* a typedef name: name */
	B_TYPEOF,   /* GNU __typeof__: of typeof_expr, or typeof_type */
	B_AUTO      /* GNU __auto_type: the type of the declarator's initializer */
};

/* Image types (OpenCL C 6.13.14 / SPIR-V OpTypeImage dims) */
enum ImageKind {
	IMG_1D, IMG_1D_ARRAY, IMG_1D_BUFFER, IMG_2D, IMG_2D_ARRAY, IMG_2D_DEPTH,
	IMG_2D_ARRAY_DEPTH, IMG_3D, IMG_2D_MSAA, IMG_2D_ARRAY_MSAA, IMG_2D_MSAA_DEPTH,
	IMG_2D_ARRAY_MSAA_DEPTH
};

typedef struct Field {
	Loc loc;
	const char *name;   /* NULL for an anonymous struct/union member or unnamed bit-field */
	TypeExpr *type;
	Expr *bits;         /* bit-field width, or NULL */
	Attr *attrs;
} Field;

typedef struct Enumerator {
	Loc loc;
	const char *name;
	Expr *value;        /* NULL: previous + 1 */
} Enumerator;

typedef struct TagDef {
	bool has_body;      /* { ... } was written (a definition, not a reference) */
	Field *fields;      /* struct/union members */
	size_t nfields;
	Enumerator *enums;  /* enum constants */
	size_t nenums;
	Attr *attrs;        /* attributes on the tag (packed, aligned) */
	struct Decl **asserts; /* _Static_assert declarations among the members */
	size_t nasserts;
} TagDef;

/* Declaration specifiers (6.7): the root of every TypeExpr. */
typedef struct Spec {
	Loc loc;
	enum BaseKind base;
	int sign;           /* -1 'signed', +1 'unsigned', 0 none written */
	int nlong, nshort;  /* counts of 'long' and 'short' keywords */
	enum BaseKind vec_elem; /* B_VECTOR: element base kind */
	int vec_n;          /* B_VECTOR: 2, 3, 4, 8 or 16 */
	enum ImageKind image; /* B_IMAGE */
	const char *name;   /* typedef name, or the tag of struct/union/enum (NULL: anonymous) */
	struct Expr *typeof_expr;     /* B_TYPEOF: __typeof__(expression) */
	struct TypeExpr *typeof_type; /* B_TYPEOF: __typeof__(type name) */
	TagDef *tag;        /* struct/union/enum body, or NULL */
	unsigned quals;     /* Q_* */
	enum AddrSpace as;  /* address space written in the specifiers */
	enum Access access; /* read_only etc. */
	Loc asloc, accloc;  /* where as and access are written (clang's place for what is wrong with them) */
	bool pipe;          /* OpenCL C 2.0 'pipe' (reported: Level Zero has none) */
	bool undeclared;    /* set by sema: a block_guess that names nothing, or a 2.0 type before 2.0 (clang skips the declaration) */
	bool block_guess;   /* B_TYPEDEF: a block item's first name, declared nowhere, taken as a type
	                     * ('flaot x'): sema words it as clang, who reads an expression there */
	unsigned storage;   /* SC_* */
	Attr *attrs;        /* attributes among the specifiers */
	struct Type *resolved; /* sema: the type this names, cached (shared by all declarators) */
	struct Symbol *tdsym;  /* sema, B_TYPEDEF: the typedef named (NULL for the library's) */
	struct Spec *enumdef;  /* sema, B_ENUM under -g: the specifiers that define the enum */
} Spec;

enum TypeExprKind {
	TX_BASE,    /* the specifiers */
	TX_POINTER, /* pointer to inner */
	TX_ARRAY,   /* array of inner */
	TX_FUNC     /* function returning inner */
};

typedef struct Param {
	Loc loc;
	const char *name;   /* NULL if unnamed */
	TypeExpr *type;
	Attr *attrs;
} Param;

struct TypeExpr {
	enum TypeExprKind kind;
	Loc loc;
	TypeExpr *inner;    /* POINTER/ARRAY/FUNC: the type derived from (pointee, element, return) */
	Spec *spec;         /* BASE */
	unsigned quals;     /* POINTER: qualifiers of the pointer itself (int *const p) */
	enum AddrSpace as;  /* POINTER: an address space written after the '*' (rare) */
	Expr *size;         /* ARRAY: size, NULL for [] */
	Param *params;      /* FUNC */
	size_t nparams;
	bool variadic;      /* FUNC: ... */
	bool noproto;       /* FUNC: () with no parameter list */
	bool block;         /* FUNC: a block's, after '^' (reported: Level Zero has none) */
};

enum ExprKind {
	EX_IDENT,    /* name */
	EX_INT,      /* integer literal: ival, with its suffix in text */
	EX_FLOAT,    /* floating literal: fval */
	EX_CHAR,     /* character constant: ival */
	EX_STRING,   /* string literal: str/strlen */
	EX_UNARY,    /* op a: + - ~ ! * & */
	EX_PREINC, EX_PREDEC, EX_POSTINC, EX_POSTDEC, /* a */
	EX_BINARY,   /* a op b, including && || and comparisons */
	EX_ASSIGN,   /* a = b, or a op= b when op != 0 */
	EX_COND,     /* a ? b : c; b is NULL in GNU 'a ?: c' (a evaluated once) */
	EX_COMMA,    /* a, b */
	EX_CALL,     /* a(args) */
	EX_INDEX,    /* a[b] */
	EX_MEMBER,   /* a.name, or a->name when arrow: struct member or vector swizzle */
	EX_CAST,     /* (type)a; sema also makes implicit ones */
	EX_SIZEOF,   /* sizeof a, or sizeof(type) when a is NULL */
	EX_ALIGNOF,  /* __alignof__/vec_step-like forms: (type) or a */
	EX_VEC_STEP, /* vec_step(a) or vec_step(type) */
	EX_VECLIT,   /* (type)(args...) vector literal */
	EX_COMPOUND, /* (type){ init } compound literal */
	EX_INITLIST, /* { ... } in an initializer */
	EX_STMTEXPR, /* GNU statement expression ({ ... }): body; its value is a's */
	EX_OFFSETOF, /* __builtin_offsetof(tx, a): a is a designator chain as in
	              * initializers (MEMBER/INDEX linked through ->a); sema
	              * turns the node into the offset's arithmetic */
	EX_GENERIC,  /* _Generic(a, assoc[i]: args[i], ...): sema replaces the
	              * node with the selected association's expression */
	EX_TYPEBUILTIN /* clang's __builtin_convertvector(a, tx), __builtin_bit_cast(tx, a),
	                * __builtin_types_compatible_p(tx, c->tx): name says which */
};

/* Conversions sema makes explicit (EX_CAST.conv) */
enum Conv {
	CV_NONE,         /* no-op: same representation (typedef, qualifier change) */
	CV_INT_TRUNC,    /* integer to narrower integer */
	CV_INT_SEXT,     /* signed integer to wider */
	CV_INT_ZEXT,     /* unsigned integer to wider */
	CV_INT_TO_FLOAT, /* signed integer to floating */
	CV_UINT_TO_FLOAT,/* unsigned integer to floating */
	CV_FLOAT_TO_INT, /* floating to signed integer */
	CV_FLOAT_TO_UINT,/* floating to unsigned integer */
	CV_FLOAT_EXT,    /* floating to wider floating */
	CV_FLOAT_TRUNC,  /* floating to narrower floating */
	CV_TO_BOOL,      /* scalar to bool (!= 0) */
	CV_BOOL_TO_INT,  /* bool to integer (0/1); also to floating through an int */
	CV_SPLAT,        /* scalar to vector: every component (after converting to the element type) */
	CV_ARRAY_DECAY,  /* array lvalue to pointer to its first element */
	CV_FUNC_DECAY,   /* function designator to pointer (unused: OpenCL has no function pointers) */
	CV_PTR_AS,       /* pointer to pointer with another address space (to/from generic) */
	CV_PTR_BITCAST,  /* pointer to pointer of another pointee type */
	CV_PTR_TO_INT,   /* pointer to integer */
	CV_INT_TO_PTR,   /* integer (or null constant) to pointer */
	CV_NULL_TO_PTR,  /* null pointer constant to pointer */
	CV_LVAL_TO_RVAL, /* load (not materialised as a node; kept for completeness) */
	CV_AS_TYPE       /* as_type reinterpretation (same size) */
};

/* An expression node.  The fields after the union are those of one kind
 * each: a node holds only its kind's (there is one node for
 * every few bytes of a program, so their size is most of the memory a big
 * program takes).  A pass that changes a node's kind sets the fields of
 * the new kind. */
struct Expr {
	enum ExprKind kind;
	Loc loc;
	Expr *a, *b, *c;     /* operands */
	Expr **args;         /* CALL arguments, VECLIT/INITLIST elements */
	TypeExpr *tx;        /* CAST/SIZEOF/ALIGNOF/VECLIT/COMPOUND: the type written */
	const char *name;    /* IDENT name, MEMBER name */
	/* filled in by sema */
	struct Type *type;   /* the expression's type after checking (NULL before, or on error) */
	struct Symbol *sym;  /* IDENT: what it names; CALL: the function or builtin called */
	int64_t cval;        /* its value (also for enum constants) */
	size_t nargs;        /* entries in args */
	int16_t op;          /* UNARY/BINARY/ASSIGN: the operator's first char or an OP_* code;
	                      * 'b' on a bool literal (INT) */
	enum Conv conv : 8;  /* CAST: which conversion */
	bool paren;          /* written inside parentheses '(e)' */
	bool implicit;       /* CAST: made by sema, not written */
	bool lvalue;         /* designates an object */
	bool isconst;        /* an integer constant expression whose value is cval */
	union {
		struct {             /* INT, CHAR, FLOAT, STRING */
			uint64_t ival;       /* INT/CHAR value */
			double fval;         /* FLOAT value */
			const char *str;     /* STRING bytes (escape sequences resolved), NUL-terminated */
			const char *suffix;  /* INT/FLOAT: the literal's suffix as written ("u", "UL", "f", "h", "") */
			uint32_t strlen;     /* STRING length without the terminating NUL */
			bool hex;            /* INT: written in octal or hex (C's rules pick its type differently) */
		};
		struct {             /* MEMBER */
			int8_t swz[16];      /* on a vector: the component indices */
			int field;           /* on a struct: index of the member */
			int8_t nswz;         /* number of components selected (0: not a swizzle) */
			bool arrow;          /* -> */
			Loc oploc;           /* the '.' or '->' (clang's place for what is wrong with the base);
			                      * VECLIT: the '(' before its elements; INDEX: the '[' */
		};
		struct {             /* CALL */
			const void *bi;      /* of a builtin: the table row chosen (builtins/) */
			struct Type *gentype;/* of a builtin: what G was bound to */
			Loc rparen;          /* the closing ')' (clang's place for too few arguments) */
		};
		struct Type *optype; /* compound ASSIGN: the type the operation is done in */
		Expr *shared;        /* COND in GNU 'a ?: c': the value of a, which a (to bool)
		                      * and b (to the result type) both convert; irgen
		                      * evaluates it once */
		Expr **designators;  /* INITLIST: per element, a designator chain or NULL
		                      * (an INDEX designator's c: a GNU range's last index) */
		struct {             /* GENERIC */
			TypeExpr **assoc;    /* per association, its type (NULL: default) */
			Loc *assocloc;       /* per association, where its type or 'default' is */
		};
		struct {             /* STMTEXPR */
			Stmt *body;          /* the compound statement */
			Expr *outer;         /* the statement expression it is inside (NULL: none) */
			bool checked;        /* sema has been through it (its declarations are made once) */
		};
	};
};

/* operator codes beyond single characters */
enum {
	OP_SHL = 256, OP_SHR, OP_LE, OP_GE, OP_EQ, OP_NE, OP_LAND, OP_LOR
};

typedef struct Init Init;

enum StmtKind {
	ST_COMPOUND, ST_EXPR, ST_DECL, ST_IF, ST_WHILE, ST_DO, ST_FOR, ST_BREAK,
	ST_CONTINUE, ST_RETURN, ST_SWITCH, ST_CASE, ST_DEFAULT, ST_LABEL, ST_GOTO,
	ST_EMPTY
};

struct Stmt {
	enum StmtKind kind;
	Loc loc;
	Stmt **body;         /* COMPOUND statements */
	size_t nbody;
	Expr *expr;          /* EXPR, RETURN value, IF/WHILE/DO/FOR condition, SWITCH, CASE value */
	Expr *expr2;         /* FOR increment; CASE range end (GNU) */
	Stmt *init;          /* FOR: init statement (EXPR or DECL) */
	Stmt *then, *els;    /* IF branches; loop/switch/label body in then */
	Decl **decls;        /* DECL: the declarations */
	size_t ndecls;
	const char *label;   /* LABEL, GOTO */
	Attr *attrs;         /* attributes on the statement (opencl_unroll_hint) */
	int unroll;          /* loops: #pragma unroll count (0 full, -1 none, -2 not given) */
	/* sema */
	int64_t caseval;     /* CASE: the value */
	int64_t casehi;      /* CASE: the last value of a GNU range (caseval for one value;
	                      * below caseval for an empty range) */
	uint32_t casen;      /* CASE: how many values it lists (0 for an empty range) */
	Stmt *target;        /* BREAK/CONTINUE: the loop or switch; CASE/DEFAULT: the switch */
	Stmt **cases;        /* SWITCH: its CASE/DEFAULT statements */
	size_t ncases;
	void *irg_block;     /* irgen: CASE/DEFAULT: its block */
	Expr *stmtexpr;      /* sema: LABEL, GOTO, SWITCH, CASE, DEFAULT: the innermost statement expression holding it */
	bool muted;          /* a syntax error's repair lost part of it: sema checks it without a word */
	Loc end;             /* COMPOUND under -g, and a function's body: its closing brace */
	bool errs;           /* sema: COMPOUND, FOR: an error was reported in it (clang's scope
	                      * error trap: its unused variables are not reported) */
	struct Spec *enumspec; /* sema, SWITCH: the type its value is cast to as written ((enum E)x),
	                        * which the checked tree no longer shows (flow.c) */
};

/* D_STATIC_ASSERT: C11 6.7.10 _Static_assert(init, name), name NULL when
 * no message was written */
enum DeclKind { D_VAR, D_FUNC, D_TYPEDEF, D_TAG, D_STATIC_ASSERT };

struct Decl {
	enum DeclKind kind;
	Loc loc;             /* the declarator's name (or the specifiers if unnamed) */
	const char *name;    /* NULL for a tag-only declaration (struct S { ... };) */
	TypeExpr *type;      /* full type */
	Spec *spec;          /* its specifiers (shared with the other declarators) */
	Expr *init;          /* initializer (an EX_INITLIST for { ... }) */
	Stmt *body;          /* FUNC definition body */
	Attr *attrs;         /* attributes after the declarator and in the specifiers */
	bool broken;         /* the body holds a syntax error: sema checks only the declaration */
	bool header_broken;  /* the declaration holds one outside the body: sema declares its
	                      * name and reports nothing of it */
	uint32_t ppoff;      /* offset in the preprocessed text (orders it against #pragma events) */
	/* sema */
	struct Symbol *sym;
};

typedef struct Unit {
	Decl **decls;        /* top-level declarations in order */
	size_t ndecls;
	unsigned nsyntax;    /* syntax errors reported */
} Unit;

#endif
