/* check.h — what the files of sema/ share: the checker's state, scopes,
 * and the entry points of each part (declarations, expressions,
 * conversions, builtin calls, statements). */
#ifndef CHECK_H
#define CHECK_H

#include "sema.h"
#include "../builtins/builtins.h"

typedef struct Scope {
	Map syms;              /* ordinary identifiers -> Symbol* */
	Map tags;              /* struct/union/enum tags -> Type* */
	Map enums;             /* enum tags -> the Spec that defined them (-g: irgen's DebugTypeEnum) */
	struct Scope *up;
} Scope;

typedef struct BiList {
	const Builtin **rows;  /* the table rows of one name */
	size_t n;
} BiList;

/* The warnings sema checks only when the options ask for them (the others
 * cost nothing to check): identifier, -W name.  S.warn_on has bit
 * SW_<id> set when the warning is on. */
#define SEMA_WARNINGS(X) \
	X(TAUTOLOGICAL_COMPARE, "tautological-compare") \
	X(SIGN_COMPARE, "sign-compare") \
	X(RETURN_TYPE, "return-type") \
	X(UNINITIALIZED, "uninitialized") \
	X(SOMETIMES_UNINITIALIZED, "sometimes-uninitialized") \
	X(UNUSED_VARIABLE, "unused-variable") \
	X(UNUSED_BUT_SET_VARIABLE, "unused-but-set-variable") \
	X(UNUSED_PARAMETER, "unused-parameter") \
	X(UNUSED_BUT_SET_PARAMETER, "unused-but-set-parameter")
enum {
#define X(id, name) SW_##id,
	SEMA_WARNINGS(X)
#undef X
	SW_COUNT
};

/* Warnings clang gives only for code that runs (its DiagRuntimeBehavior):
 * held until the function's end, where flow.c knows which expressions are
 * evaluated and reachable (sema_defer). */
enum {
	DW_CONSTANT_CONVERSION, /* reachable code only */
	DW_OUT_OF_RANGE,
	DW_BOOL_COMPARE,
	DW_SIGN_COMPARE,
	DW_SELF_COMPARE         /* evaluated code, reachable or not */
};
typedef struct Deferred {
	int kind;               /* DW_* */
	Expr *at;               /* the expression it is about */
	Loc loc;
	const char *msg;        /* without its [-W...] tag */
} Deferred;

typedef struct S {
	Ctx *c;
	Program *prog;
	const PPOutput *pp;
	Scope *scope;          /* innermost */
	Scope *file;           /* file scope */
	Symbol *fn;            /* function being checked, NULL at file scope */
	Scope *fnbody;         /* the scope of its body's outermost block */
	Stmt *brk;             /* innermost loop or switch (break target) */
	Stmt *cont;            /* innermost loop (continue target) */
	Stmt *sw;              /* innermost switch */
	Expr *sx;              /* innermost statement expression ({ ... }) being checked */
	VEC(Stmt *) cases;     /* cases of the innermost switch */
	Map labels;            /* labels of the current function -> their ST_LABEL */
	VEC(Stmt *) gotos;     /* gotos of the current function, resolved at its end */
	VEC(Symbol *) externs; /* program-scope variables declared extern (sema_end: used, never defined?) */
	Map builtins;          /* name -> BiList* */
	FeatureSet enabled;    /* extensions usable at this point (target, then #pragma) */
	size_t next_pragma;    /* first pp pragma not yet applied */
	int std;               /* OpenCL C version: 100 ... 300 */
	bool generic_as;       /* the generic address space exists (2.0, or 3.0 with the feature) */
	Arena *scratch;        /* lists that die with the call that made them (overload candidates) */
	unsigned resolving;    /* calls being resolved (scratch is emptied when none is) */
	Arena *nodes;          /* where the nodes sema adds to a function body go (sema_item) */
	unsigned ntags;        /* struct, union and enum types defined so far */
	bool quiet_half;       /* checking what a refused half declaration or cast holds: no second half error */
	Map specs;             /* specconst.c: SpecId (in decimal) -> the first call that names it */
	unsigned warn_on;      /* bit SW_*: that warning is on (warn.c, once warn_ready) */
	bool warn_ready;
	VEC(Deferred) deferred; /* the function's runtime-behavior warnings (sema_defer) */
	Arena *flow;           /* flow.c's graphs, emptied after each function */
	unsigned ntypos;       /* "did you mean" given so far (typo.c stops at a limit, as clang does) */
} S;

/* decl.c */
Symbol *sema_lookup(S *s, const char *name);
Type *sema_lookup_tag(S *s, const char *tag, bool current_only); /* a struct, union or enum tag */
Symbol *sema_declare(S *s, Symbol *sym);
void sema_push(S *s);
void sema_pop(S *s);
void sema_local_decl(S *s, Decl *d);
void sema_apply_pragmas(S *s, uint32_t upto);
bool sema_feature(S *s, int feature);                 /* usable here: supported and not disabled */
/* C11 6.7p3: typedef d (type q, address space as) defined again over one of
 * type prev (prevloc with no file: a name OpenCL C predefines); reports a
 * mismatch (false) or clang's C11-feature warning. */
bool sema_typedef_redefinition(S *s, Decl *d, QType q, enum AddrSpace as, QType prev,
                               enum AddrSpace prevas, Loc prevloc);

/* spec.c: types from specifiers and type names */
Type *sema_scalar_base(S *s, enum BaseKind k);       /* int, float, size_t, ... */
Type *sema_resolve_spec(S *s, Spec *sp);              /* the type specifiers sp name (structs defined) */
QType sema_typeexpr(S *s, TypeExpr *t, enum AddrSpace *as);
Type *sema_check_depth(S *s, Type *t, Loc l, unsigned up);
enum AddrSpace sema_default_pointee_as(S *s);
bool sema_complete(S *s, Type *t, Loc l, const char *what);
bool sema_check_half_value(S *s, Type *t, Loc l, bool cast); /* half values need cl_khr_fp16 (false: refused) */
bool sema_check_fp_type(S *s, Type *t, Loc l, bool value_use); /* half values need fp16 (false: refused) */

/* An expression whose check failed: its type NULL, which the enclosing
 * checks propagate without a word. */
static inline Expr *
sema_bad(Expr *e)
{
	e->type = NULL;
	return e;
}

/* expr.c */
Expr *sema_expr(S *s, Expr *e);          /* check; lvalues stay lvalues */
Expr *sema_rvalue(S *s, Expr *e);        /* check and decay arrays */
void sema_arity_error(S *s, Expr *e, size_t nparams, const char *one); /* too few/many arguments, as clang */
Expr *sema_cond(S *s, Expr *e, Loc at); /* check a controlling expression (scalar), reported at the statement */
/* the qualifiers of the object lvalue e designates (its members' too) and
 * its address space in *as (AS_NONE: not known) */
unsigned sema_lvalue_quals(const Expr *e, enum AddrSpace *as);
/* e is a modifiable lvalue (C99 6.3.2.1p1), or the error is reported at
 * the operator's place at, in clang's words */
bool sema_modifiable(S *s, Expr *e, Loc at);
void sema_mark_addr_taken(Expr *e);      /* the variable lvalue e lies in has its address taken */

/* operator.c: the operators sema_expr dispatches to */
Expr *sema_unary(S *s, Expr *e);         /* & * + - ~ ! */
Expr *sema_incdec(S *s, Expr *e);        /* ++ and --, prefix and postfix */
Expr *sema_binary(S *s, Expr *e);        /* the binary operators but assignment and comma */
Expr *sema_assign(S *s, Expr *e);        /* = and the compound assignments */
Expr *sema_conditional(S *s, Expr *e);   /* a ? b : c */
const char *sema_opname(int op);         /* "<<" for OP_SHL, "+" for '+' */

/* conv.c */
Expr *sema_cast(S *s, Expr *e, Type *to, bool implicit);   /* conversion node (no checks) */
enum { CONV_ASSIGN, CONV_PASS, CONV_RETURN, CONV_INIT }; /* what an implicit conversion is for */
Expr *sema_convert(S *s, Expr *e, Type *to, int ctx);       /* implicit conversion, checked */
Expr *sema_convert_at(S *s, Expr *e, Type *to, int ctx, Loc at); /* ... reported at at */
bool sema_can_convert(S *s, Expr *e, Type *to);             /* would sema_convert accept it silently */
Type *sema_promote(S *s, Type *t);                          /* 6.3.1.1 integer promotions */
Type *sema_arith(S *s, Expr **a, Expr **b, Loc l, const char *op); /* usual arithmetic conversions */
Type *sema_arith_nopromote(S *s, Expr **a, Expr **b);       /* the same for two scalars, without promotions */
bool sema_null_const(Expr *e);                              /* a null pointer constant */
bool sema_ptr_compatible(Type *a, Type *b);                 /* same pointee ignoring qualifiers */
Expr *sema_explicit_cast(S *s, Expr *e, Type *to, Loc l);   /* (T)e */
bool sema_sampler_bits(S *s, Expr *e);                      /* e, an integer, is a sampler's CLK_* bits (reported if not) */

/* call.c */
Expr *sema_call(S *s, Expr *e);
void sema_builtins_init(S *s);
bool sema_is_builtin_name(S *s, const char *name);
/* Is prototype ft of name one of the builtin's own (calls then go to the builtin)? */
bool sema_builtin_prototype(S *s, const char *name, Type *ft);
/* Why fn, declared and never defined, is not there: it is the prototype of
 * a builtin the target or language version lacks (a message), or NULL. */
const char *sema_builtin_unavailable(S *s, Symbol *fn);
const char *device_str(S *s);            /* "device 'tgllp'" or "any known Level Zero device" */
Expr *sema_builtin_named(S *s, Expr *e, const char *name); /* e as a call of OpenCL C's name */

/* call.c: the resolver's parts the census (census.c) drives */
typedef struct BiCand {
	const Builtin *row;
	Type *g;              /* the gentype binding */
	Type *params[8];      /* instantiated parameter types */
	Type *ret;
	int rank[8];          /* per argument: RANK_* */
	size_t np;
} BiCand;
BiList *sema_builtins_of(S *s, const char *name);   /* the table rows of name, NULL if none */
Expr *sema_resolve_table(S *s, Expr *e, const char *name, BiList *l);
Expr *sema_builtin_special(S *s, Expr *e, const char *name); /* convert_T, as_T, ... by name */
int sema_row_gate(S *s, const Builtin *row);        /* the feature row lacks here, or -1 */
size_t sema_class_elems(S *s, int gen, Type **elems); /* element types gentype class gen binds */
bool sema_class_width(S *s, int gen, Type *e, unsigned n); /* may gen bind e's n-vector */
bool sema_instantiate(S *s, const Builtin *row, Type *g, Expr **args, size_t nargs, BiCand *cd);

/* specconst.c: specialization constants from __spirv_SpecConstant calls */
bool sema_spec_name(const char *name);   /* __spirv_SpecConstant or __spirv_SpecConstantComposite */
Expr *sema_spec_call(S *s, Expr *e, Symbol *fn); /* a call of the program's prototype of one */

/* program.c: after the last item, the imports and their checks, recursion */
void sema_link(S *s);
typedef enum { WALK_NONE, WALK_OPEN, WALK_DONE } Walk; /* Symbol.walk */

/* census.c: sema_builtin_overloads (sema.h) */

/* library.c: the builtins resolved by name (printf, shuffle, shuffle2), and
 * the target rules a call resolved from the table must still satisfy */
bool sema_library_name(const char *name);
Expr *sema_library_call(S *s, Expr *e, const char *name);
bool sema_check_library_call(S *s, Expr *e, const char *name);
/* The built-in library's type names (memory_order, atomic_int, ...): the
 * type, with qualifiers to add in *quals; NULL if name is not one. */
Type *sema_library_type(S *s, const char *name, unsigned *quals);
/* Declare the library's enumerators (memory_order_relaxed, ...) at file scope. */
void sema_library_enums(S *s);
/* gnu.c: the GNU and clang __builtin_ functions (builtins/gnu.def) */
Expr *sema_gnu_call(S *s, Expr *e, const char *name);
bool sema_gnu_known(const char *name);    /* a __builtin_ name zocc implements */
Expr *sema_type_builtin(S *s, Expr *e);   /* __builtin_convertvector, _bit_cast, _types_compatible_p (NULL: error) */
const char *sema_pretty_function(S *s);  /* "void k(__global int *__private)": s->fn's declaration as clang spells it */

/* overload.c: overloadable functions of the program */
/* The rank of an argument only C's assignment converts (incompatible
 * pointees, a dropped qualifier), in both rank scales: below every other,
 * and an overload that needs none for an argument beats one that needs
 * one there, whatever the other arguments (clang's ill-formed
 * conversions, ICK_Incompatible_Pointer_Conversion). */
enum { SEMA_RANK_C = 80 };
bool sema_better_ranks(const int *a, const int *b, size_t n); /* a's ranks beat b's (over.match.best) */
/* The best of n candidates for a call of nargs arguments, their ranks at
 * rank0 and on, stride bytes apart: the one sema_better_ranks finds no
 * later one better than; *rival is the first other one the best does not
 * beat (the call is ambiguous), or n. */
size_t sema_best_ranks(const int *rank0, size_t stride, size_t n, size_t nargs, size_t *rival);
bool sema_is_overloadable(Attr *a);      /* __attribute__((overloadable)) among a */
/* d (type ft) declared where the set headed by head exists: the function
 * it declares again, or NULL for a new one (mismatches reported) */
Symbol *sema_overload_redecl(S *s, Symbol *head, Decl *d, Type *ft, bool ovl);
/* the function of head's set that call e (arguments checked) names; NULL after an error */
Symbol *sema_overload_resolve(S *s, Expr *e, Symbol *head);
const char *sema_mangle(Ctx *c, const char *name, Type *ft); /* Itanium name of name(ft) */

/* warn.c: clang's warnings on expressions */
bool sema_warn_on(S *s, int w);                       /* SW_* w is on */
void sema_warn_condition(S *s, Expr *cond);           /* -Wparentheses on an if/while/do/for condition */
void sema_warn_conversion(S *s, Expr *e, Type *to);   /* -Wliteral-conversion, -Wconstant-conversion */
void sema_warn_overflow(S *s, Expr *e, Type *t);      /* -Winteger-overflow: folding e in t */
void sema_warn_compare(S *s, Expr *e);                /* -Wtautological-compare, -Wsign-compare */
void sema_warn_bitwise(S *s, Expr *e);                /* -Wparentheses: x & m == m */
Expr *sema_warn_binary(S *s, Expr *e);                /* both above on a checked binary e; e */
Loc sema_expr_start(Expr *e);                         /* where e's first token is */

/* format.c: -Wformat on a checked call of printf */
void sema_warn_format(S *s, Expr *e);

/* flow.c: what needs the function's control-flow graph */
/* A warning about `at` that holds only where at runs (DW_* kind, message
 * without its tag): given at the end of the function, or now outside one. */
void sema_defer(S *s, int kind, Expr *at, Loc l, const char *msg);
/* At the end of fn's body: -Wreturn-type, -Wuninitialized,
 * -Wsometimes-uninitialized, the unused variables and parameters, and the
 * deferred warnings. */
void sema_flow(S *s, Symbol *fn, Stmt *body);

/* typo.c: "did you mean", and the missing struct/union/enum tag */
Symbol *sema_typo_ident(S *s, Expr *e);       /* a value's name: the variable or enumerator meant, reported */
const char *sema_typo_call(S *s, Expr *e, const char *name); /* a called name: the function or builtin meant */
bool sema_typo_member(S *s, Expr *e, Type *t); /* e->name in t: renamed to the member meant, reported */
Type *sema_unknown_type(S *s, Spec *sp);       /* a type name: the tag's type or the type meant, reported */

/* stmt.c */
void sema_body(S *s, Symbol *fn, Stmt *body);
Expr *sema_stmtexpr(S *s, Expr *e);      /* a GNU statement expression ({ ... }) */

/* c11.c */
void sema_static_assert(S *s, Decl *d);  /* _Static_assert (C11 6.7.10) */
Expr *sema_generic(S *s, Expr *e);       /* _Generic (C11 6.5.1.1): the selected expression */
Expr *sema_offsetof(S *s, Expr *e);      /* __builtin_offsetof */
void sema_auto_type(S *s, Decl *d);      /* GNU __auto_type: the specifiers' type from d's initializer */

/* const.c: folding integer constant expressions */
int64_t sema_wrap(Type *t, int64_t v);   /* v converted to t's width and signedness */
bool sema_intconst(S *s, Expr *e, int64_t *v); /* an integer constant expression? */
void sema_setconst(Expr *e, int64_t v);  /* e is a constant of value v (wrapped to e's type) */
bool sema_fold_intconst(S *s, Expr *e, int64_t *v); /* an integer constant, or GNU-folded to one (else the error) */
void sema_fold_binary(S *s, Expr *e, Type *opt); /* fold a binary operation on constants in type opt */
void sema_fold_cast(S *s, Expr *x);      /* x, a conversion sema_cast made: fold or narrow it */
void sema_narrow_assign(S *s, Expr *e);  /* a compound assignment to a float done in double: in float where exact */

/* init.c */
Expr *sema_init(S *s, Expr *init, Type *t, unsigned q, Loc l, bool constant);
bool sema_static_local(S *s, Symbol *sym, Decl *d, QType q, enum AddrSpace as); /* static in a function */

#endif
