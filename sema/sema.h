/* sema.h — the meaning of an OpenCL C program: types, symbols, and the
 * checked, annotated AST that irgen lowers.
 *
 * sema walks the AST once in source order (C's scoping allows no other
 * way), one top-level item at a time as the parser builds it, resolving names, computing every expression's type, making
 * implicit conversions explicit (EX_CAST nodes with implicit set), folding
 * integer constant expressions, resolving builtin calls through builtins/,
 * and enforcing the OpenCL C and Level Zero rules at the source line. */
#ifndef SEMA_H
#define SEMA_H

#include "../frontend/frontend.h"

typedef struct Type Type;
typedef struct Symbol Symbol;

enum TypeKind {
	T_VOID,
	T_BOOL,
	T_INT,       /* bits 8/16/32/64, is_signed */
	T_FLOAT,     /* bits 16/32/64 */
	T_VECTOR,    /* base: element (T_BOOL, T_INT or T_FLOAT), n: 2, 3, 4, 8, 16 */
	T_POINTER,   /* base: pointee, as: its address space, pquals: its qualifiers */
	T_ARRAY,     /* base: element, n: length (0: incomplete) */
	T_STRUCT,
	T_UNION,
	T_FUNC,      /* base: return type, params */
	T_IMAGE,     /* image, access */
	T_SAMPLER,
	T_EVENT,
	T_QUEUE,
	T_CLK_EVENT,
	T_RESERVE_ID,
	T_NDRANGE
};

typedef struct Member {
	const char *name;   /* NULL: anonymous struct/union member */
	Type *type;
	unsigned quals;     /* Q_*: the member's own qualifiers (const, volatile, atomic_int's _Atomic) */
	uint32_t offset;    /* byte offset */
	Loc loc;
	TypeExpr *tx;       /* the type as written (-g names its typedefs) */
} Member;

struct Type {
	enum TypeKind kind;
	uint32_t size, align;   /* in bytes (vectors of 3 take 4 components' room) */
	uint8_t bits;           /* T_INT/T_FLOAT width */
	bool is_signed;         /* T_INT */
	bool is_char;           /* T_INT: plain 'char' (signed, but printed as char) */
	const char *alias;      /* printed name when it differs: "size_t", "ptrdiff_t" */
	Type *base;             /* VECTOR element, POINTER pointee, ARRAY element, FUNC return */
	uint32_t n;             /* VECTOR components, ARRAY length */
	enum AddrSpace as;      /* POINTER: pointee address space */
	unsigned pquals;        /* POINTER: pointee qualifiers (Q_CONST...) */
	const char *tag;        /* STRUCT/UNION: tag, NULL if anonymous */
	Member *members;        /* STRUCT/UNION */
	size_t nmembers;
	bool complete;          /* STRUCT/UNION: its body has been seen */
	bool defining;          /* STRUCT/UNION: its body is being read (a nested definition of it is an error) */
	bool packed;            /* STRUCT: __attribute__((packed)) */
	bool flex;              /* STRUCT: ends with a flexible array member, kept at members[nmembers] */
	Type **params;          /* FUNC */
	size_t nparams;
	bool variadic;          /* FUNC: ... (printf) */
	bool block;             /* FUNC: a block's (int (^)(int)), whose one error has been given */
	enum ImageKind image;   /* IMAGE */
	enum Access access;     /* IMAGE: read_only (default), write_only, read_write */
	Loc loc;                /* STRUCT/UNION: where defined */
	const char *tdname;     /* STRUCT/UNION without a tag: the typedef name that first named it */
	uint32_t id;            /* unique per compilation: irgen's caches key on it */
	uint32_t depth;         /* levels of types below it: what walks over it recurse through */
	uint32_t snest;         /* STRUCT/UNION: structs in structs down its members, itself included
	                         * (SPIR-V's Structure Nesting Depth; arrays between do not count) */
	uint64_t leaves;        /* STRUCT/UNION, complete: elements an initializer of it may give, plus 1; 0 until known (init.c) */
};

/* a type with the qualifiers of the object it describes */
typedef struct QType {
	Type *t;
	unsigned q;             /* Q_* */
} QType;

enum SymKind {
	SYM_VAR,        /* object: file-scope or local variable or parameter */
	SYM_FUNC,       /* function declared or defined in the program */
	SYM_TYPEDEF,
	SYM_ENUMCONST,
	SYM_BUILTIN     /* a builtin function name: overloads resolved per call */
};

struct Symbol {
	enum SymKind kind;
	const char *name;
	Loc loc;                /* where declared */
	Type *type;             /* object or function type */
	unsigned quals;         /* VAR: qualifiers of the object */
	enum AddrSpace as;      /* VAR: where it lives (AS_PRIVATE, AS_LOCAL, AS_GLOBAL, AS_CONSTANT) */
	bool global;            /* VAR: program scope, or a __local variable of a kernel (module variable) */
	bool param;             /* VAR: a function parameter */
	bool addr_taken;        /* VAR: &x or an array/struct: needs memory rather than an SSA value */
	bool kernel;            /* FUNC: __kernel */
	bool defined;           /* FUNC: has a body; VAR: has a definition */
	bool ext;               /* VAR: at program scope, declared extern and not defined (yet) */
	bool used;              /* referenced */
	uint32_t nrefs;         /* VAR: references (flow.c takes off those that only assign it) */
	bool called_as_func;    /* FUNC kernel: also called from other code */
	int64_t value;          /* ENUMCONST */
	Decl *decl;             /* the declaration (for FUNC: the definition if any) */
	Expr *init;             /* VAR: initializer (checked) */
	Symbol *owner;          /* VAR declared __local in a kernel: that kernel's FUNC symbol */
	const struct Builtin *bi; /* BUILTIN: first overload in the table */
	uint32_t reqd_wg[3];    /* FUNC kernel: reqd_work_group_size, 0s if absent */
	uint32_t wg_hint[3];    /* FUNC kernel: work_group_size_hint */
	uint32_t reqd_sg;       /* FUNC kernel: intel_reqd_sub_group_size */
	Type *vec_hint;         /* FUNC kernel: vec_type_hint */
	uint32_t align;         /* VAR: aligned(N) attribute, 0 if none */
	void *irg;              /* irgen's per-symbol data */
	unsigned char walk;     /* FUNC: program.c's call-graph walk (WALK_*) */
	Symbol **params;        /* FUNC defined: the parameters' symbols (NULL where unnamed) */
	uint32_t ncalls;        /* FUNC: calls from other functions */
	Symbol **callees;       /* FUNC: functions it calls (for recursion checks) */
	size_t ncallees, capcallees;
	bool overloadable;      /* FUNC: __attribute__((overloadable)) */
	bool noinline;          /* FUNC: __attribute__((noinline)) on a declaration before the body */
	bool always_inline;     /* FUNC: __attribute__((always_inline)) there (noinline wins, as in clang) */
	bool inline_kw;         /* FUNC: some declaration says 'inline' (-finline-hint-functions) */
	bool folding;           /* VAR: its initializer is being evaluated (const.c: 'constant int a = a;') */
	bool undeclared;        /* VAR: stands for a name used undeclared (no type), until a declaration of it */
	Symbol *overload;       /* FUNC: the next function of the same name (an overload set) */
	const char *linkname;   /* FUNC: the name in the module: the Itanium-mangled one if overloadable */
};

typedef VEC(Symbol *) SymVec;

/* The checked program irgen lowers. */
typedef struct Program {
	Unit *unit;
	SymVec funcs;           /* functions with bodies, in source order */
	SymVec globals;         /* program-scope variables and kernels' __local variables */
	SymVec kernels;         /* __kernel functions */
	SymVec imports;         /* functions and extern variables used and not defined: the module imports them */
	bool fp_contract;       /* #pragma OPENCL FP_CONTRACT ON (the default) */
} Program;

/* ---- sema/type.c ---- */

typedef struct Types Types; /* interning tables, one per compilation */

void ty_init(Ctx *c);
Type *ty_void(Ctx *c);
Type *ty_bool(Ctx *c);
Type *ty_int(Ctx *c, unsigned bits, bool is_signed);  /* char..ulong */
Type *ty_char(Ctx *c);                                /* plain char */
Type *ty_float(Ctx *c, unsigned bits);
Type *ty_size(Ctx *c);                                /* size_t (ulong, named) */
Type *ty_ptrdiff(Ctx *c);                             /* ptrdiff_t (long, named) */
Type *ty_vector(Ctx *c, Type *elem, unsigned n);
Type *ty_pointer(Ctx *c, Type *pointee, enum AddrSpace as, unsigned pquals);
Type *ty_array(Ctx *c, Type *elem, uint32_t n);
Type *ty_func(Ctx *c, Type *ret, Type **params, size_t n, bool variadic);
Type *ty_image(Ctx *c, enum ImageKind k, enum Access a);
Type *ty_opaque(Ctx *c, enum TypeKind k);            /* sampler, event, ... */
Type *ty_struct(Ctx *c, enum TypeKind k, const char *tag, Loc l); /* a new incomplete struct/union */
void ty_layout(Ctx *c, Type *s);                     /* compute member offsets, size, align */
bool ty_anon_member(const Member *m);                /* an anonymous struct or union member */
/* The member of struct/union t called name, through anonymous members: the
 * indices from t down (at most max) in path; their number, 0 if none. */
size_t ty_find_member(const Type *t, const char *name, int *path, size_t max);
Type *ty_union_main(const Type *t);                  /* the member a union is stored as (largest, most aligned) */
#define TY_MAX_ANON 32                               /* path length ty_find_member callers allow */

bool ty_is_int(const Type *t);      /* T_INT (not bool) */
bool ty_is_arith(const Type *t);    /* T_BOOL, T_INT, T_FLOAT */
bool ty_is_scalar(const Type *t);   /* arithmetic or pointer */
bool ty_is_float(const Type *t);    /* T_FLOAT */
Type *ty_elem(Type *t);             /* a vector's element type, else t itself */
unsigned ty_ncomp(const Type *t);   /* vector components, else 1 */
Type *ty_unsigned(Ctx *c, Type *t); /* same width, unsigned (element-wise for vectors) */
Type *ty_signed(Ctx *c, Type *t);
Type *ty_with_elem(Ctx *c, Type *like, Type *elem); /* vector of elem with like's width, or elem */
bool ty_same(const Type *a, const Type *b);          /* identical after interning */
const char *ty_str(Ctx *c, Type *t);                 /* clang-style spelling */
const char *ty_qstr(Ctx *c, Type *t, unsigned q);    /* with leading qualifiers */
const char *as_str(enum AddrSpace as);               /* "__global" ... */

/* ---- sema/const.c: constant expressions ---- */

/* one component of a compile-time value */
typedef union CScalar {
	int64_t i;              /* integers and bools, wrapped to their type */
	double f;               /* floating values, rounded to their type */
} CScalar;

/* The value of an arithmetic constant expression (C99 6.6p8, with OpenCL
 * C's vector literals), a null pointer, or an address constant (6.6p9:
 * the address of a program-scope object or a string literal, plus a byte
 * offset). */
typedef struct CVal {
	Type *type;             /* scalar or vector (or pointer) */
	unsigned n;             /* components: 1 for a scalar */
	bool null;              /* the null pointer constant */
	Symbol *sym;            /* an address constant: &sym + off */
	const struct Expr *str; /* ... or the string literal's + off */
	int64_t off;            /* its byte offset */
	CScalar v[16];
} CVal;

/* The value of a checked expression, if it is a compile-time constant. */
bool sema_eval(const Expr *e, CVal *v);
/* v rounded to the floating type t (binary16, 32 or 64), to nearest even */
double sema_round(Type *t, double v);

/* ---- sema entry point ---- */

/* Check a program item by item (diagnostics go to c): sema_begin, then
 * sema_item for each top-level item in source order (an AstSink's item:
 * true when a function body in it must stay whether or not a kernel
 * reaches it; what sema adds to the body goes to `nodes`), then sema_end
 * with the whole unit for the checks that need every function. */
typedef struct S Sema;
Sema *sema_begin(Ctx *c, const PPOutput *pp);
bool sema_item(void *sema, Decl **ds, size_t n, Arena *nodes);
Program *sema_end(Sema *s, Unit *u);
/* Every builtin overload the library accepts for c's -cl-std and target,
 * one line each: "name|result|param,param,...|gating feature or -", types
 * spelled canonically (tests/census compares them with clang's header). */
void sema_builtin_overloads(Ctx *c, void (*emit)(void *ud, const char *line), void *ud);

#endif
