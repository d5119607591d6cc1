/* ir.h — what the files of irgen/ share.
 *
 * A function is built as blocks of instructions held as structs (not yet
 * words) so that the SSA construction of Braun et al. 2013 can add phis to
 * blocks after the fact and remove trivial ones: a removed phi's id is
 * forwarded to its replacement when the function is written out.  Blocks
 * are placed in the order they are started, which puts every block after
 * its dominators as SPIR-V requires (a block only starts once one of its
 * predecessors has been placed). */
#ifndef IR_H
#define IR_H

#include "irgen.h"
#include "../sema/sema.h"
#include "../builtins/builtins.h"
#include "../spirv/spirv.h"

typedef struct Block Block;

typedef struct Inst {
	uint16_t op;       /* SpvOp */
	uint16_t n;        /* operand count */
	uint32_t type;     /* result type id, 0 if none */
	uint32_t result;   /* result id, 0 if none */
	uint32_t dloc;     /* -g: where it comes from, index + 1 in F.dlocs (0: unknown) */
	uint32_t *ops;     /* operands */
	uint64_t lits;     /* bit i set: ops[i] is a literal, never forwarded */
} Inst;

typedef struct Phi {
	uint32_t type, result;
	int var;                   /* the SSA variable it merges */
	Block *block;
	VEC(uint32_t) ops;         /* value, predecessor label pairs */
	bool dead;                 /* removed as trivial: result forwarded */
} Phi;

struct Block {
	uint32_t label;
	VEC(Inst) insts;           /* the body, the terminator last */
	VEC(Phi *) phis;
	VEC(Block *) preds;
	VEC(Phi *) incomplete;     /* phis made while unsealed, completed when sealed */
	bool sealed;               /* all predecessors known */
	bool terminated;           /* ends in a branch or return */
	bool placed;               /* in the function's block list */
	bool dquiet;               /* -g: placed in a loop that gets no variable records (dbgloops.c) */
};

/* an SSA variable: a local scalar, vector or pointer whose address is never taken */
typedef struct Var {
	Type *type;
	uint32_t spvtype;
	uint32_t dbgvar;           /* -g: its DebugLocalVariable (0: a temporary) */
	uint32_t dloc;             /* -g: where it is declared, index + 1 in F.dlocs */
} Var;

/* irgen's data on a Symbol (Symbol.irg) */
typedef struct SymIR {
	int var;                   /* SSA variable index, -1 if in memory */
	uint32_t ptr;              /* the pointer id when in memory (OpVariable) */
	uint32_t fn;               /* FUNC: the OpFunction id (the callable one) */
	uint32_t entry;            /* FUNC kernel: the entry point id (a wrapper when also called) */
	uint32_t fntype;           /* FUNC: OpTypeFunction */
	uint32_t cast;             /* VAR: declared with a storage type: the pointer type users bitcast ptr to (0: none) */
	VEC(uint32_t) interface;   /* FUNC: Input variables its calls reach */
	bool ordered;              /* FUNC: placed in the generation order */
} SymIR;

/* an lvalue */
enum LvKind { LV_SSA, LV_PTR, LV_SWZ, LV_VIDX };

typedef struct LV {
	enum LvKind kind;
	Type *type;                /* the object's type */
	int var;                   /* LV_SSA */
	uint32_t ptr;              /* LV_PTR: pointer id */
	enum AddrSpace as;         /* LV_PTR: where it points */
	unsigned q;                /* qualifiers (volatile) */
	uint32_t align;            /* LV_PTR: known alignment, 0 natural */
	struct LV *base;           /* LV_SWZ/LV_VIDX: the vector */
	int swz[16];               /* LV_SWZ components */
	int nswz;
	uint32_t idx;              /* LV_VIDX: index id */
} LV;

typedef struct G {
	Ctx *c;
	Program *prog;
	SpvBuilder m;
	U64Map types;              /* Type id (and flags) -> SPIR-V type id */
	U64Map fwdptrs;            /* struct Type id, address space -> OpTypeForwardPointer id */
	uint32_t builtin_vars[64]; /* by SpvBuiltIn (small ones) -> variable id */
	uint32_t builtin_ids[64];  /* which SpvBuiltIn each slot holds */
	size_t nbuiltins;
	struct F *f;               /* function being built */
	U64Map samplers;           /* literal sampler bits + 1 -> OpConstantSampler (image.c) */
	const char *why;           /* const.c: why an initializer could not be a constant, if not plainly */
	Loc why_loc;               /* where */
	struct Dbg *dbg;           /* -g: debug.c's state; NULL without debug information */
	U64Map dquiet;             /* -g: loop statements and functions that get no variable records (dbgloops.c) */
	U64Map specs;              /* SpecId + 1 -> its specialization constant (specconst.c) */
} G;

/* -g: a source position in a scope, what an instruction comes from */
typedef struct DLoc {
	uint32_t scope;            /* DebugFunction or DebugLexicalBlock (in the file of the position) */
	uint32_t file;             /* OpString of the file */
	uint32_t source;           /* its DebugSource */
	uint32_t line, col;
} DLoc;

typedef struct Loop {
	Block *brk, *cont;         /* break and continue targets */
	struct Loop *up;
	Stmt *st;                  /* the loop or switch statement */
} Loop;

typedef struct F {
	G *g;
	Symbol *sym;
	uint32_t id, fntype, rettype;
	bool byval;                /* a kernel: struct and union parameters come as ByVal pointers */
	VEC(Block *) blocks;       /* in placement order */
	VEC(Inst) vars;            /* OpVariable Function, at the top of the entry block */
	VEC(uint32_t) params;      /* OpFunctionParameter ids */
	Block *cur;                /* block being filled; NULL after a terminator */
	VEC(Var) vars_ssa;         /* SSA variables */
	U64Map defs;               /* (block label << 32 | var + 1) -> value */
	U64Map fwd;                /* removed phi result -> replacement */
	Loop *loop;                /* innermost break/continue targets */
	VEC(Block *) labels;       /* blocks of goto labels, sealed at the end */
	SymIR *ir;                 /* the function's SymIR */
	Expr *sxvalue;             /* the value expression of the innermost statement expression */
	uint32_t sxid;             /* its value once computed (0: not reached) */
	Expr *once;                /* the shared operand of the GNU 'a ?: c' being lowered */
	uint32_t onceid;           /* its value, computed before the branch */
	uint32_t dloc;             /* -g: where what is emitted now comes from, index + 1 in dlocs */
	uint32_t dscope;           /* -g: the scope statements are in now */
	VEC(DLoc) dlocs;           /* -g: the positions the instructions name */
	U64Map dglobals;           /* -g: program-scope variables declared in the function (Symbol ->1) */
	unsigned dquiet;           /* -g: loops being lowered that get no variable records (dbgloops.c) */
	bool dquietfn;             /* -g: the function gets none at all */
	bool dquietmem;            /* -g: ... none for its private variables in memory (DebugDeclare) */
	bool dquietlabel;          /* -g: ... none from its first label on */
} F;

/* -g: what is emitted from now on comes from source location l */
#define IRG_AT(f, l) do { if ((f)->g->dbg) irg_dbg_at((f), (l)); } while (0)

/* OPS(a, b, c): an operand array and its length, for irg_inst(f, op, type, OPS(...)) */
#define OPS(...) (const uint32_t[]){__VA_ARGS__}, sizeof((const uint32_t[]){__VA_ARGS__}) / sizeof(uint32_t)

uint32_t irg_type(G *g, Type *t);

static inline Ctx *
C(F *f)
{
	return f->g->c;
}

static inline uint32_t
T(F *f, Type *t) /* the SPIR-V type of t */
{
	return irg_type(f->g, t);
}

/* irgen/func.c: blocks, SSA, serialisation */
uint32_t irg_function_control(G *g, const Symbol *s); /* FunctionControl from attributes and options */
Block *irg_block(F *f);
void irg_start(F *f, Block *b);                 /* place b and make it current */
Block *irg_cur(F *f);                            /* the current block (a fresh unreachable one after a jump) */
void irg_seal(F *f, Block *b);
void irg_edge(F *f, Block *from, Block *to);    /* record a predecessor */
void irg_br(F *f, Block *to);                   /* OpBranch from the current block */
void irg_brc(F *f, uint32_t cond, Block *t, Block *e);
uint32_t irg_inst(F *f, SpvOp op, uint32_t type, const uint32_t *ops, size_t n);   /* with a result */
void irg_inst0(F *f, SpvOp op, const uint32_t *ops, size_t n);                     /* without */
uint32_t irg_instl(F *f, SpvOp op, uint32_t type, const uint32_t *ops, size_t n, uint64_t lits);
void irg_inst0l(F *f, SpvOp op, const uint32_t *ops, size_t n, uint64_t lits);
void irg_terminate(F *f, SpvOp op, const uint32_t *ops, size_t n, uint64_t lits);
int irg_new_var(F *f, Type *t);
void irg_write_var(F *f, int var, Block *b, uint32_t value);
uint32_t irg_read_var(F *f, int var, Block *b);
uint32_t irg_local_var(F *f, uint32_t ptrtype);  /* an OpVariable Function */
uint32_t irg_phi(F *f, uint32_t type, const uint32_t *vals, Block *const *from, size_t n);
void irg_finish_function(F *f);                  /* remove trivial phis, write the words */

/* irgen/types.c: types, constants, globals, builtin variables */
uint32_t irg_type(G *g, Type *t);
uint32_t irg_mem_type(G *g, Type *t);            /* as stored in memory (bool as uchar) */
uint32_t irg_ptr_type(G *g, Type *pointee, enum AddrSpace as);
SpvStorageClass irg_sc(enum AddrSpace as);
uint32_t irg_const_int(G *g, Type *t, int64_t v);  /* t scalar int or vector: splatted */
uint32_t irg_const_float(G *g, Type *t, double v);
uint32_t irg_const_scalar(G *g, Type *t, int64_t v); /* int or float by t's element kind, splat */
uint32_t irg_long(G *g, int64_t v);              /* a 64-bit index constant */
uint32_t irg_uint(G *g, uint32_t v);             /* a 32-bit constant (scopes, semantics, members) */
uint32_t irg_builtin_var(G *g, SpvBuiltIn b, Type *t);
/* t in an initialized variable's memory: arrays longer than one
 * OpConstantComposite can list become structs of pieces (same layout) */
uint32_t irg_storage_type(G *g, Type *t);
/* a kernel's struct or union parameter, which its entry point takes as a
 * ByVal pointer (types.c says why) */
bool irg_byval(const Type *t);
/* the type of a parameter of type t: a pointer to it, Function storage, for
 * a kernel's struct or union (kernel set), else irg_type(t) */
uint32_t irg_param_type(G *g, Type *t, bool kernel);
/* a kernel's function type (irg_param_type for each parameter) */
uint32_t irg_kernel_fntype(G *g, Type *ft);
/* decorates the kernel parameter id of type t as ByVal, if irg_byval(t) */
void irg_byval_decorate(G *g, uint32_t id, Type *t);
uint32_t irg_struct_pad(Type *t);                /* bytes after a struct's members in its SPIR-V type (flexible array member) */

/* irgen/const.c: initializers as constants */
uint32_t irg_cval(G *g, const CVal *v, Type *t, bool mem);   /* a folded value */
/* init (NULL: zero) as a constant for an object of type t, its SPIR-V
 * type in *type: irg_mem_type(t), or irg_storage_type(t) when the
 * pieces are needed (the object's users then bitcast its pointer);
 * *ok false when init is not a compile-time constant */
uint32_t irg_const_init(G *g, Expr *init, Type *t, bool *ok, uint32_t *type);
uint32_t irg_string_var(G *g, Expr *str, uint32_t *type);   /* a literal's __constant array; its type in *type */

/* irgen/expr.c */
uint32_t irg_rv(F *f, Expr *e);                  /* the value of e */
uint32_t irg_cond(F *f, Expr *e);                /* e (a bool-typed expression) as an OpTypeBool */
LV irg_lv(F *f, Expr *e);
uint32_t irg_load(F *f, LV *lv);
void irg_store(F *f, LV *lv, uint32_t v);
uint32_t irg_convert(F *f, uint32_t v, Type *from, Type *to, enum Conv conv);
uint32_t irg_bool_to_int(F *f, uint32_t b, Type *to);   /* 1/0 for scalars, -1/0 for vectors */
/* a vector of type vt from scalar and vector parts whose components add up */
uint32_t irg_vector(F *f, Type *vt, const uint32_t *parts, Type *const *ptypes, size_t n);
uint32_t irg_splat(F *f, Type *vt, uint32_t x);   /* x in every component */
void irg_init_memory(F *f, uint32_t ptr, Type *t, Expr *init);

/* irgen/specconst.c: a call sema marked "specconst" or "specconst_composite" */
uint32_t irg_specconst(G *g, Expr *e);

/* irgen/builtin.c */
uint32_t irg_builtin_call(F *f, Expr *e);
uint32_t irg_ext(F *f, Type *rt, uint32_t op, const uint32_t *args, size_t n); /* an OpenCL.std instruction */
/* gnu.c: the GNU and clang __builtin_ functions sema left as calls */
uint32_t irg_gnu_call(F *f, Expr *e);

/* irgen/atomic.c */
uint32_t irg_atomic(F *f, Expr *e, const Builtin *b);
uint32_t irg_scope_arg(F *f, Expr *e, SpvScope dflt);   /* a memory_scope argument (NULL: dflt) */
uint32_t irg_atomic_load(F *f, uint32_t ptr, Type *t, enum AddrSpace as);   /* of an _Atomic object */
uint32_t irg_atomic_load_sc(F *f, uint32_t ptr, Type *t, enum AddrSpace as, uint32_t scope, uint32_t order);
void irg_atomic_store(F *f, uint32_t ptr, Type *t, enum AddrSpace as, uint32_t v);

/* irgen/image.c */
uint32_t irg_image(F *f, Expr *e, const Builtin *b);
uint32_t irg_sampler_const(F *f, Expr *e);      /* a sampler from CLK_* bits (or a sampler value) */

/* irgen/group.c: work-group, subgroup and Intel subgroup functions */
uint32_t irg_group(F *f, Expr *e, const Builtin *b);

/* irgen/stmt.c */
void irg_stmt(F *f, Stmt *s);

/* irgen/debug.c: -g, OpenCL.DebugInfo.100 (every function but the first
 * needs g->dbg: callers test it, and the module without -g has none of it) */
void irg_dbg_begin(G *g);                       /* the compilation unit, when -g */
bool irg_dbg_describes(G *g, Symbol *s);        /* whether function s can have debug information */
void irg_dbg_global(G *g, Symbol *s);           /* a program-scope or __local variable */
void irg_dbg_function(F *f);                    /* f's DebugFunction, in scope from now on */
void irg_dbg_at(F *f, Loc l);                   /* what f emits from now on comes from l */
uint32_t irg_dbg_scope(F *f, Loc l);            /* a lexical block at l; returns the scope it is in */
void irg_dbg_endscope(F *f, uint32_t up);       /* back to scope up */
/* a parameter (argno from 1) or local s of type tx: in SSA variable var,
 * or in memory at ptr (var -1) */
void irg_dbg_local(F *f, Symbol *s, TypeExpr *tx, unsigned argno, int var, uint32_t ptr);
void irg_dbg_value(F *f, int var, uint32_t v);  /* SSA variable var has value v from here */
void irg_dbg_global_use(F *f, Symbol *s);       /* f uses program-scope variable s */
/* func.c's writer: DebugScope and OpLine before an instruction from dloc,
 * DebugValue of a block's phis */
typedef struct DbgCur {
	uint32_t scope;            /* the DebugScope in effect */
	uint32_t dloc;             /* the position the last OpLine said */
} DbgCur;
void irg_dbg_before(F *f, Words *w, uint32_t dloc, DbgCur *cur);
void irg_dbg_phis(F *f, Words *w, Block *b, DbgCur *cur);
/* dbgloops.c: the loops and functions IGC takes no variable records in */
void irg_dbg_plan(G *g, const SymVec *fns);      /* before the functions are built */
/* a function: no variable records; none for its private memory; nor
 * any from its first label on */
enum { DQ_FUNCTION = 1, DQ_MEMORY = 2, DQ_LABELS = 3 };
unsigned irg_dbg_quiet(G *g, const void *what);  /* a loop statement (nonzero) or function symbol (DQ_*) of the plan */

#endif
