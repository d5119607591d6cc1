/* debug.c — debug information for -g: the OpenCL.DebugInfo.100 extended
 * instruction set, which llvm-spirv writes for clang -g and IGC, the GPU
 * compiler zeModuleCreate hands the module to, turns into DWARF.
 *
 * What goes where (OpenCL.DebugInfo.100, "Instructions"; SPIR-V 2.4):
 *   - module scope, in the section after the types, constants and global
 *     variables (SEC_DEBUG_INFO): the compilation unit, a DebugSource per
 *     file (its name as #line and #include make it, with the file's text,
 *     so a kernel compiled from a string can still be shown), types,
 *     functions, lexical blocks, variables.  Each is written after what
 *     it names, but for the two forward references the set allows: a
 *     DebugTypeComposite lists members written after it (they name it as
 *     their parent), and a DebugFunction names its OpFunction;
 *   - in function bodies: DebugScope and OpLine before the instructions
 *     of each source position (func.c writes them from the location each
 *     instruction was made at, after a block's OpPhi and OpVariable
 *     instructions), DebugDeclare for a variable in memory where it is
 *     declared, DebugValue for one in SSA values wherever it gets a value,
 *     also through an OpPhi.
 *
 * -g never changes the code: only debug instructions, OpString and the
 * constants the debug instructions name are added, and without -g none
 * of this runs (g->dbg is NULL).  Code from a macro is at the place the
 * macro was used, as clang places it.
 *
 * Types follow what clang writes for OpenCL C, so that a debugger shows
 * the names the program used: the library's names are typedefs (uint,
 * size_t, float4 of float, uint4 of uint, sampler_t), images and events
 * pointers to declared structs (opencl_image2d_ro_t), and a declaration's
 * own typedefs are read off the type it wrote (the TypeExpr), since sema's
 * types keep none. */
#include <string.h>

#include "ir.h"

#include <spirv/unified1/OpenCLDebugInfo100.h>

/* a file as the debug information names it */
typedef struct DFile {
	uint32_t name;    /* OpString of its presumed name (OpLine's File) */
	uint32_t source;  /* its DebugSource */
} DFile;

/* a position: what OpLine says */
typedef struct DLine {
	uint32_t file;    /* OpString */
	uint32_t source;  /* DebugSource */
	uint32_t line, col;
} DLine;

struct Dbg {
	int level;         /* ZC_DEBUG_LINES or ZC_DEBUG_FULL */
	uint32_t cu;       /* DebugCompilationUnit */
	uint32_t none;     /* DebugInfoNone */
	uint32_t empty;    /* OpString "" */
	uint32_t expr;     /* DebugExpression without operations */
	uint32_t mainsrc;  /* the DebugSource of the main file */
	Map files;         /* presumed file name -> DFile */
	U64Map where;      /* (file << 32 | offset) of a Loc out of its macros -> index + 1 in lines */
	VEC(DLine *) lines; /* each in the arena on its own: a DLine handed out stays where it is
	                     * while lines grows (the callers keep one across other lookups) */
	U64Map types;      /* Type id + 1 -> its debug type, as sema's type alone says */
	U64Map named;      /* a typedef's Symbol or an enum's Spec -> its debug type */
	U64Map funcs;      /* a function's Symbol -> its DebugFunction */
	U64Map scopesrc;   /* a scope -> the DebugSource of its file */
	U64Map infile;     /* (scope << 32 | DebugSource) -> the scope's block in that file */
	unsigned tddepth;  /* typedefs being described in one another now (user_typedef) */
};

enum { DBG_VOID = 0 }; /* the void of a debug type (a pointer to void, a function returning it) */

static uint32_t
dbg(G *g, uint32_t inst, const uint32_t *ops, size_t n)
{
	return spv_dbg(&g->m, 0, inst, ops, n);
}

static uint32_t
dbgi(G *g, uint32_t inst, const uint32_t *ops, size_t n)
{
	return spv_dbg_interned(&g->m, inst, ops, n);
}

/* the longest text one OpString holds (2.17: 65,535 words, two of them the
 * opcode and the result id, one byte the terminating NUL) */
#define MAX_STRING ((size_t)(SPV_MAX_WORDS - 2) * 4 - 1)

/* The length of the UTF-8 character at s (n bytes left), 0 if the bytes
 * there are none (2.2.1: a literal string is UTF-8): a stray or missing
 * continuation byte, an overlong form, a surrogate, past U+10FFFF, a NUL. */
static size_t
utf8_char(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t k, len = u[0] < 0x80 ? 1 : (u[0] & 0xe0) == 0xc0 ? 2 : (u[0] & 0xf0) == 0xe0 ? 3 :
	                (u[0] & 0xf8) == 0xf0 ? 4 : 0;

	if (!u[0] || !len || len > n || (len == 2 && u[0] < 0xc2) || (len == 4 && u[0] > 0xf4))
		return 0;
	for (k = 1; k < len; k++)
		if ((u[k] & 0xc0) != 0x80)
			return 0;
	if ((u[0] == 0xe0 && u[1] < 0xa0) || (u[0] == 0xed && u[1] >= 0xa0) || (u[0] == 0xf0 && u[1] < 0x90) ||
	    (u[0] == 0xf4 && u[1] >= 0x90))
		return 0;
	return len;
}

static uint32_t
str(G *g, const char *s)
{
	size_t n, i = 0, k = 0, len;
	char *out;

	s = s ? s : "";
	n = strlen(s);
	while (i < n && i <= MAX_STRING && (len = utf8_char(s + i, n - i)) != 0)
		i += len;
	if (i == n && n <= MAX_STRING)
		return spv_string(&g->m, s);
	/* a name longer than that (a generated identifier, a path) is cut
	 * where a character begins, and a byte that is not UTF-8 (a file
	 * name in another encoding, #line "\xff.cl") is a '?': without -g
	 * the module names no local and no file, and -g must make neither
	 * an error nor an invalid module */
	out = ar_alloc(&g->c->ar, (n < MAX_STRING ? n : MAX_STRING) + 1);
	for (i = 0; i < n; i += len) {
		size_t ch = utf8_char(s + i, n - i);

		len = ch ? ch : 1;
		if (k + len > MAX_STRING)
			break;
		if (ch)
			memcpy(out + k, s + i, ch);
		else
			out[k] = '?';
		k += len;
	}
	out[k] = 0;
	return spv_string(&g->m, out);
}

/* ---- files and positions ---- */

/* Whether text can be an OpString's literal: UTF-8 (2.2.1) without a NUL,
 * short enough for one instruction (65,535 words with the opcode and the
 * result id).  A file that is not gets a DebugSource without its text. */
static bool
embeddable(const char *s, size_t n)
{
	size_t i = 0, len;

	if (n > MAX_STRING)
		return false;
	for (; i < n; i += len)
		if (!(len = utf8_char(s + i, n - i)))
			return false;
	return true;
}

/* Whether the lines of sf under its own name are the lines of its text:
 * no #line gives its own name (or none) other numbers than the physical
 * ones (a #line naming another file leaves the lines before it right). */
static bool
own_lines(const SrcFile *sf)
{
	size_t i;

	for (i = 0; i < sf->marks.n; i++) {
		const LineMark *m = &sf->marks.v[i];
		uint32_t k, line = 1;

		if (m->name && strcmp(m->name, sf->name) != 0)
			continue;
		for (k = 0; k < m->off && k < sf->len; k++)
			line += sf->text[k] == '\n';
		if (m->line != line)
			return false;
	}
	return true;
}

/* The DebugSource of a presumed file name; sf is the file whose text the
 * name was read in: its text goes in when the name is its own and its
 * lines are the text's (own_lines). */
static DFile *
dfile(G *g, const char *name, const SrcFile *sf)
{
	struct Dbg *d = g->dbg;
	DFile *df = map_get(&d->files, name, strlen(name));
	uint32_t ops[2];

	if (df)
		return df;
	df = ar_alloc(&g->c->ar, sizeof *df);
	df->name = str(g, name);
	ops[0] = df->name;
	/* without its text the operand is an empty string: llvm-spirv-15 -r
	 * asserts on a DebugSource without the operand, and spirv-val 2023.1
	 * refuses DebugInfoNone for it */
	if (g->c->opt.debug_embed && sf && strcmp(sf->name, name) == 0 && own_lines(sf) &&
	    embeddable(sf->text, sf->len))
		ops[1] = str(g, sf->text);
	else
		ops[1] = d->empty;
	df->source = dbg(g, OpenCLDebugInfo100DebugSource, ops, 2);
	map_put(&d->files, name, strlen(name), df);
	return df;
}

/* The position of l (out of its macro expansions), NULL if it has none. */
static const DLine *
dline(G *g, Loc l)
{
	struct Dbg *d = g->dbg;
	Ctx *c = g->c;
	uint64_t key;
	uint32_t at;
	PLoc p;
	DFile *df;
	DLine *ln;

	l = src_outermost(c, l);
	if (!l.file || l.file >= c->src.files.n)
		return NULL;
	key = (uint64_t)l.file << 32 | l.off;
	at = u64_get(&d->where, key);
	if (at)
		return d->lines.v[at - 1];
	p = src_ploc(c, l);
	if (!p.file)
		return NULL;
	df = dfile(g, p.file, c->src.files.v[l.file]);
	ln = ar_alloc(&c->ar, sizeof *ln);
	ln->file = df->name;
	ln->source = df->source;
	ln->line = p.line;
	ln->col = c->opt.debug_columns ? p.col : 0;
	VEC_PUSH(&c->ar, &d->lines, ln);
	u64_put(c, &d->where, key, (uint32_t)d->lines.n);
	return ln;
}

/* source, line and column operands of something declared at l */
static void
place(G *g, Loc l, uint32_t *ops)
{
	const DLine *ln = dline(g, l);

	ops[0] = ln ? ln->source : g->dbg->mainsrc;
	ops[1] = ln ? ln->line : 0;
	ops[2] = ln ? ln->col : 0;
}

/* ---- types ---- */

static uint32_t canon(G *g, Type *t);
static uint32_t written(G *g, TypeExpr *tx, Type *t, unsigned q);

static uint32_t
bits(G *g, uint64_t n)
{
	/* 32 bits wide: a 64-bit constant would make a module need Int64 that
	 * did not (only a type of 512 MB could) */
	return irg_uint(g, n > UINT32_MAX ? UINT32_MAX : (uint32_t)n);
}

static uint32_t
basic(G *g, const char *name, uint32_t nbits, uint32_t enc)
{
	uint32_t ops[3] = {str(g, name), bits(g, nbits), enc};

	return dbgi(g, OpenCLDebugInfo100DebugTypeBasic, ops, 3);
}

static uint32_t
typedef_of(G *g, const char *name, uint32_t base, Loc at)
{
	uint32_t ops[6];

	ops[0] = str(g, name);
	ops[1] = base;
	place(g, at, ops + 2);
	ops[5] = g->dbg->cu;
	return dbgi(g, OpenCLDebugInfo100DebugTypedef, ops, 6);
}

/* a struct declared and never defined: how clang writes the library's
 * opaque objects (opencl_image2d_ro_t, opencl_sampler_t) */
static uint32_t
opaque_struct(G *g, const char *name)
{
	uint32_t ops[9] = {str(g, name), OpenCLDebugInfo100Structure, g->dbg->mainsrc, 0, 0, g->dbg->cu,
	                   g->dbg->empty, bits(g, 0), OpenCLDebugInfo100FlagFwdDecl};

	return dbgi(g, OpenCLDebugInfo100DebugTypeComposite, ops, 9);
}

static uint32_t
pointer(G *g, uint32_t pointee, SpvStorageClass sc)
{
	uint32_t ops[3] = {pointee == DBG_VOID ? g->dbg->none : pointee, (uint32_t)sc, 0};

	return dbgi(g, OpenCLDebugInfo100DebugTypePointer, ops, 3);
}

/* t with the qualifiers q, outermost const, then volatile, then restrict
 * (as clang nests them); _Atomic is not written (IGC's reader knows only
 * these three) */
static uint32_t
qualified(G *g, uint32_t t, unsigned q)
{
	static const struct { unsigned q; uint32_t tag; } order[] = {
		{Q_RESTRICT, OpenCLDebugInfo100RestrictType}, {Q_VOLATILE, OpenCLDebugInfo100VolatileType},
		{Q_CONST, OpenCLDebugInfo100ConstType},
	};
	size_t i;

	if (t == DBG_VOID)
		return t;
	for (i = 0; i < ZC_COUNTOF(order); i++) {
		if (q & order[i].q) {
			uint32_t ops[2] = {t, order[i].tag};

			t = dbgi(g, OpenCLDebugInfo100DebugTypeQualifier, ops, 2);
		}
	}
	return t;
}

/* the type without a name of its own (size_t is an unsigned long) */
static Type *
plain(G *g, Type *t)
{
	if (t->alias && t->kind == T_INT)
		return ty_int(g->c, t->bits, t->is_signed);
	return t;
}

/* OpenCL C's spelling of a scalar type, as its vector types are named */
static const char *
cl_name(Type *t)
{
	static const char *const ints[4][2] = {
		{"uchar", "char"}, {"ushort", "short"}, {"uint", "int"}, {"ulong", "long"},
	};

	if (t->kind == T_FLOAT)
		return t->bits == 16 ? "half" : t->bits == 32 ? "float" : "double";
	if (t->kind == T_BOOL)
		return "bool";
	return ints[t->bits == 8 ? 0 : t->bits == 16 ? 1 : t->bits == 32 ? 2 : 3][t->is_signed];
}

/* a vector's element: the library's typedef for the unsigned ones
 * (typedef uint uint4 __attribute__((ext_vector_type(4)))) */
static uint32_t
vector_raw(G *g, Type *t)
{
	Type *e = t->base;
	uint32_t ops[2];

	ops[0] = canon(g, plain(g, e));
	if (e->kind == T_INT && !e->is_signed)
		ops[0] = typedef_of(g, cl_name(e), ops[0], (Loc){0});
	ops[1] = t->n;
	return dbgi(g, OpenCLDebugInfo100DebugTypeVector, ops, 2);
}

/* DebugTypeArray of elem with the lengths of t and of the arrays it holds
 * while tx writes them too (int m[2][3] is one array of two dimensions, as
 * clang has it); the element type in *inner */
static uint32_t
array(G *g, TypeExpr *tx, Type *t, unsigned q)
{
	uint32_t counts[64];
	size_t n = 0;
	uint32_t *ops;

	while (t->kind == T_ARRAY && n < ZC_COUNTOF(counts)) {
		counts[n++] = bits(g, t->n);
		t = t->base;
		tx = tx ? tx->inner : NULL;
		if (!tx || tx->kind != TX_ARRAY || t->kind != T_ARRAY)
			break;
	}
	ops = ar_alloc(&g->c->ar, (n + 1) * sizeof *ops);
	ops[0] = written(g, tx, t, q);
	memcpy(ops + 1, counts, n * sizeof *counts);
	return dbgi(g, OpenCLDebugInfo100DebugTypeArray, ops, n + 1);
}

/* DebugTypeComposite and its members; members are written after it with
 * ids given before, so that a member's type may point back to it */
static uint32_t
composite(G *g, Type *t)
{
	struct Dbg *d = g->dbg;
	uint32_t id = spv_id(&g->m), *ops, mops[10];
	size_t i, n = t->complete ? t->nmembers : 0;

	u64_put(g->c, &d->types, (uint64_t)t->id + 1, id);
	ops = ar_alloc(&g->c->ar, (9 + n) * sizeof *ops);
	ops[0] = str(g, t->tag);
	ops[1] = t->kind == T_UNION ? OpenCLDebugInfo100Union : OpenCLDebugInfo100Structure;
	place(g, t->loc, ops + 2);
	ops[5] = d->cu;
	ops[6] = d->empty;
	ops[7] = bits(g, t->complete ? (uint64_t)t->size * 8 : 0);
	ops[8] = t->complete ? OpenCLDebugInfo100None : OpenCLDebugInfo100FlagFwdDecl;
	for (i = 0; i < n; i++)
		ops[9 + i] = spv_id(&g->m);
	spv_dbg(&g->m, id, OpenCLDebugInfo100DebugTypeComposite, ops, 9 + n);
	for (i = 0; i < n; i++) {
		Member *mb = &t->members[i];

		mops[0] = str(g, mb->name);
		mops[1] = written(g, mb->tx, mb->type, mb->quals);
		place(g, mb->loc, mops + 2);
		mops[5] = id;
		mops[6] = bits(g, (uint64_t)mb->offset * 8);
		mops[7] = bits(g, (uint64_t)mb->type->size * 8);
		mops[8] = OpenCLDebugInfo100FlagIsPublic;
		spv_dbg(&g->m, ops[9 + i], OpenCLDebugInfo100DebugTypeMember, mops, 9);
	}
	return id;
}

static const char *
image_name(Ctx *c, Type *t)
{
	static const char *const kinds[] = {
		[IMG_1D] = "image1d", [IMG_1D_ARRAY] = "image1d_array", [IMG_1D_BUFFER] = "image1d_buffer",
		[IMG_2D] = "image2d", [IMG_2D_ARRAY] = "image2d_array", [IMG_2D_DEPTH] = "image2d_depth",
		[IMG_2D_ARRAY_DEPTH] = "image2d_array_depth", [IMG_3D] = "image3d",
		[IMG_2D_MSAA] = "image2d_msaa", [IMG_2D_ARRAY_MSAA] = "image2d_array_msaa",
		[IMG_2D_MSAA_DEPTH] = "image2d_msaa_depth", [IMG_2D_ARRAY_MSAA_DEPTH] = "image2d_array_msaa_depth",
	};

	return ar_printf(&c->ar, "opencl_%s_%s_t", kinds[t->image],
	                 t->access == ACC_WRITE_ONLY ? "wo" : t->access == ACC_READ_WRITE ? "rw" : "ro");
}

/* The debug type of sema's type t, with the names OpenCL C gives it. */
static uint32_t
canon(G *g, Type *t)
{
	struct Dbg *d = g->dbg;
	uint32_t id = u64_get(&d->types, (uint64_t)t->id + 1), ops[3];

	if (id)
		return id;
	switch (t->kind) {
	case T_VOID:
		return DBG_VOID;
	case T_BOOL:
		id = basic(g, "bool", 8, OpenCLDebugInfo100Boolean);
		break;
	case T_INT:
		if (t->alias) {
			id = typedef_of(g, t->alias, canon(g, plain(g, t)), (Loc){0});
		} else if (t->bits == 8) {
			id = basic(g, t->is_char ? "char" : t->is_signed ? "signed char" : "unsigned char", 8,
			           t->is_signed ? OpenCLDebugInfo100SignedChar : OpenCLDebugInfo100UnsignedChar);
		} else {
			static const char *const names[3][2] = {
				{"unsigned short", "short"}, {"unsigned int", "int"}, {"unsigned long", "long"},
			};

			id = basic(g, names[t->bits == 16 ? 0 : t->bits == 32 ? 1 : 2][t->is_signed], t->bits,
			           t->is_signed ? OpenCLDebugInfo100Signed : OpenCLDebugInfo100Unsigned);
		}
		break;
	case T_FLOAT:
		id = basic(g, cl_name(t), t->bits, OpenCLDebugInfo100Float);
		break;
	case T_VECTOR:
		id = typedef_of(g, ar_printf(&g->c->ar, "%s%u", cl_name(t->base), t->n), vector_raw(g, t), (Loc){0});
		break;
	case T_POINTER:
		id = pointer(g, qualified(g, canon(g, t->base), t->pquals), irg_sc(t->as == AS_NONE ? AS_PRIVATE : t->as));
		break;
	case T_ARRAY:
		id = array(g, NULL, t, 0);
		break;
	case T_STRUCT:
	case T_UNION:
		return composite(g, t);
	case T_FUNC: {
		uint32_t *fops = ar_alloc(&g->c->ar, (t->nparams + 2) * sizeof *fops);
		size_t i;

		fops[0] = OpenCLDebugInfo100None;
		fops[1] = canon(g, t->base);
		if (fops[1] == DBG_VOID)
			fops[1] = spv_type_void(&g->m);
		for (i = 0; i < t->nparams; i++)
			fops[2 + i] = canon(g, t->params[i]);
		id = dbgi(g, OpenCLDebugInfo100DebugTypeFunction, fops, t->nparams + 2);
		break;
	}
	case T_IMAGE:
		id = pointer(g, opaque_struct(g, image_name(g->c, t)), SpvStorageClassCrossWorkgroup);
		break;
	case T_SAMPLER:
		id = typedef_of(g, "sampler_t", pointer(g, opaque_struct(g, "opencl_sampler_t"),
		                                         SpvStorageClassUniformConstant), (Loc){0});
		break;
	case T_EVENT:
		id = typedef_of(g, "event_t", pointer(g, opaque_struct(g, "opencl_event_t"),
		                                       SpvStorageClassFunction), (Loc){0});
		break;
	default:
		/* queue_t and its kin: Level Zero has none; a name for the debugger */
		ops[0] = str(g, ty_str(g->c, t));
		ops[1] = bits(g, (uint64_t)t->size * 8);
		ops[2] = OpenCLDebugInfo100Unspecified;
		id = dbgi(g, OpenCLDebugInfo100DebugTypeBasic, ops, 3);
		break;
	}
	u64_put(g->c, &d->types, (uint64_t)t->id + 1, id);
	return id;
}

/* typedefs of typedefs described by name, each in the one after it; the
 * base of the deepest is the type alone.  A chain of typedefs is as long
 * as the program makes it (typedef T0 T1; typedef T1 T2; ...) and adds no
 * depth to sema's type, so nothing else bounds the recursion through it:
 * 100,000 of them overflowed the stack. */
#define MAX_TYPEDEF_CHAIN 128

/* a typedef of the program's */
static uint32_t
user_typedef(G *g, Symbol *sym)
{
	struct Dbg *d = g->dbg;
	uint32_t id = u64_get(&d->named, (uint64_t)(uintptr_t)sym), base;
	TypeExpr *tx = sym->decl ? sym->decl->type : NULL;

	if (id)
		return id;
	/* (a typedef that names itself through a struct is written once: the
	 * struct's entry breaks the cycle) */
	if (d->tddepth >= MAX_TYPEDEF_CHAIN)
		tx = NULL;
	d->tddepth++;
	base = written(g, tx, sym->type, sym->quals);
	d->tddepth--;
	id = typedef_of(g, sym->name, base, sym->loc);
	u64_put(g->c, &d->named, (uint64_t)(uintptr_t)sym, id);
	return id;
}

/* DebugTypeEnum of the enum sp defines: of unsigned int when no value is
 * negative, else of int, as clang chooses */
static uint32_t
enum_type(G *g, Spec *sp)
{
	struct Dbg *d = g->dbg;
	uint32_t id = u64_get(&d->named, (uint64_t)(uintptr_t)sp), *ops;
	TagDef *td = sp->tag;
	int64_t next = 0, *vals;
	bool neg = false;
	size_t i;

	if (id)
		return id;
	/* an enum of more enumerators than one instruction lists (over 32,000)
	 * is described as its int */
	if (8 + 2 * td->nenums + 5 > SPV_MAX_WORDS)
		return canon(g, ty_int(g->c, 32, true));
	vals = ar_alloc(&g->c->ar, (td->nenums + 1) * sizeof *vals);
	for (i = 0; i < td->nenums; i++) {
		CVal cv;

		if (td->enums[i].value && sema_eval(td->enums[i].value, &cv) && cv.n == 1)
			next = cv.v[0].i;
		vals[i] = (int32_t)next;
		next = (int64_t)((uint64_t)next + 1); /* after INT64_MAX: no overflow */
		neg |= vals[i] < 0;
	}
	ops = ar_alloc(&g->c->ar, (8 + 2 * td->nenums) * sizeof *ops);
	ops[0] = str(g, sp->name);
	ops[1] = canon(g, ty_int(g->c, 32, neg));
	place(g, sp->loc, ops + 2);
	ops[5] = d->cu;
	ops[6] = bits(g, 32);
	ops[7] = OpenCLDebugInfo100None;
	for (i = 0; i < td->nenums; i++) {
		ops[8 + 2 * i] = irg_uint(g, (uint32_t)vals[i]);
		ops[9 + 2 * i] = str(g, td->enums[i].name);
	}
	id = dbgi(g, OpenCLDebugInfo100DebugTypeEnum, ops, 8 + 2 * td->nenums);
	u64_put(g->c, &d->named, (uint64_t)(uintptr_t)sp, id);
	return id;
}

/* The debug type of an object of type t with qualifiers q, as the type
 * expression tx wrote it (NULL: as t alone says): the typedefs and the
 * library's names it used.  Where tx and t disagree (an array parameter
 * is a pointer, an ext_vector_type typedef a vector) t decides. */
static uint32_t
written(G *g, TypeExpr *tx, Type *t, unsigned q)
{
	Spec *sp;

	if (!tx)
		return qualified(g, canon(g, t), q);
	switch (tx->kind) {
	case TX_POINTER:
		if (t->kind != T_POINTER)
			break;
		return qualified(g, pointer(g, written(g, tx->inner, t->base, t->pquals),
		                            irg_sc(t->as == AS_NONE ? AS_PRIVATE : t->as)), q);
	case TX_ARRAY:
		if (t->kind != T_ARRAY)
			break;
		return array(g, tx, t, q);
	case TX_BASE:
		sp = tx->spec;
		switch (sp->base) {
		case B_TYPEDEF:
			if (sp->tdsym)
				return qualified(g, user_typedef(g, sp->tdsym), q & ~sp->tdsym->quals);
			if (t->kind == T_VECTOR || t->kind == T_SAMPLER || t->kind == T_EVENT)
				break;
			/* the library's (memory_order, cl_mem_fence_flags...) */
			return qualified(g, typedef_of(g, sp->name, canon(g, plain(g, t)), (Loc){0}), q);
		case B_UCHAR: case B_USHORT: case B_UINT: case B_ULONG:
			if (t->kind != T_INT)
				break;
			return qualified(g, typedef_of(g, cl_name(t), canon(g, plain(g, t)), (Loc){0}), q);
		case B_SIZE_T: case B_PTRDIFF_T: case B_INTPTR_T: case B_UINTPTR_T: {
			static const char *const names[] = {
				[B_SIZE_T] = "size_t", [B_PTRDIFF_T] = "ptrdiff_t",
				[B_INTPTR_T] = "intptr_t", [B_UINTPTR_T] = "uintptr_t",
			};

			if (t->kind != T_INT)
				break;
			return qualified(g, typedef_of(g, names[sp->base], canon(g, plain(g, t)), (Loc){0}), q);
		}
		case B_ENUM:
			if (!sp->enumdef || t->kind != T_INT)
				break;
			return qualified(g, enum_type(g, sp->enumdef), q);
		default:
			/* float __attribute__((ext_vector_type(4))): a vector of
			 * what was written, without the library's name */
			if (t->kind == T_VECTOR && sp->base != B_VECTOR)
				return qualified(g, vector_raw(g, t), q);
			break;
		}
		break;
	case TX_FUNC:
		break;
	}
	return qualified(g, canon(g, t), q);
}

/* ---- the compilation unit, functions, variables ---- */

void
irg_dbg_begin(G *g)
{
	Ctx *c = g->c;
	struct Dbg *d;
	uint32_t ops[4];
	size_t i;

	if (!c->opt.debug)
		return;
	d = g->dbg = ar_alloc(&c->ar, sizeof *d);
	d->level = c->opt.debug;
	map_init(&d->files, &c->ar);
	d->none = dbg(g, OpenCLDebugInfo100DebugInfoNone, NULL, 0);
	d->empty = str(g, "");
	if (c->src.main && c->src.main < c->src.files.n)
		d->mainsrc = dfile(g, c->src.files.v[c->src.main]->name, c->src.files.v[c->src.main])->source;
	else
		d->mainsrc = dfile(g, "<source>", NULL)->source;
	ops[0] = 0x10000; /* the SPIR-V version it was written for, as llvm-spirv-15 writes it */
	ops[1] = c->opt.dwarf;
	ops[2] = d->mainsrc;
	ops[3] = SpvSourceLanguageOpenCL_C;
	d->cu = dbg(g, OpenCLDebugInfo100DebugCompilationUnit, ops, 4);
	/* every file the program read has its DebugSource, also a header
	 * only macros came from (clang names only the files its entries use;
	 * a debugger can show the others' text this way) -- not the
	 * preprocessor's own "<built-in>" and "<command line>" */
	for (i = 1; i < c->src.files.n; i++) {
		const SrcFile *sf = c->src.files.v[i];

		if (sf->name && sf->name[0] != '<')
			dfile(g, sf->name, sf);
	}
	if (d->level == ZC_DEBUG_FULL)
		d->expr = dbg(g, OpenCLDebugInfo100DebugExpression, NULL, 0);
}

/* A function's DebugFunction, made when first needed (its body, or a
 * __local variable of a kernel); its OpFunction id must be known. */
static uint32_t
dfunc(G *g, Symbol *s)
{
	struct Dbg *d = g->dbg;
	uint32_t id = u64_get(&d->funcs, (uint64_t)(uintptr_t)s), ops[10];
	SymIR *ir = s->irg;
	Type *ft = s->type;
	TypeExpr *ftx = s->decl && s->decl->type && s->decl->type->kind == TX_FUNC ? s->decl->type : NULL;
	const DLine *body = s->decl && s->decl->body ? dline(g, s->decl->body->loc) : NULL;

	if (id)
		return id;
	if (d->level == ZC_DEBUG_FULL) {
		uint32_t *fops = ar_alloc(&g->c->ar, (ft->nparams + 2) * sizeof *fops);
		size_t i;

		/* the types as the declaration wrote them */
		fops[0] = OpenCLDebugInfo100None;
		fops[1] = written(g, ftx ? ftx->inner : NULL, ft->base, 0);
		if (fops[1] == DBG_VOID)
			fops[1] = spv_type_void(&g->m);
		for (i = 0; i < ft->nparams; i++) {
			Param *p = ftx && i < ftx->nparams ? &ftx->params[i] : NULL;
			Symbol *ps = s->params ? s->params[i] : NULL;

			fops[2 + i] = written(g, p ? p->type : NULL, ft->params[i], ps ? ps->quals : 0);
		}
		ops[1] = dbgi(g, OpenCLDebugInfo100DebugTypeFunction, fops, ft->nparams + 2);
	} else {
		/* -gline-tables-only: no types (clang's subroutine type is empty) */
		uint32_t fops[2] = {OpenCLDebugInfo100None, spv_type_void(&g->m)};

		ops[1] = dbgi(g, OpenCLDebugInfo100DebugTypeFunction, fops, 2);
	}
	ops[0] = str(g, s->name);
	place(g, s->loc, ops + 2);
	ops[5] = d->cu;
	/* the linkage name of an overload is its mangled name, as clang's */
	ops[6] = s->overloadable && s->linkname ? str(g, s->linkname) : d->empty;
	ops[7] = OpenCLDebugInfo100FlagIsDefinition | OpenCLDebugInfo100FlagPrototyped |
	         (s->decl && (s->decl->spec->storage & SC_STATIC) ? OpenCLDebugInfo100FlagIsLocal : 0);
	ops[8] = body ? body->line : ops[3];
	ops[9] = ir && ir->fn ? ir->fn : d->none;
	id = dbg(g, OpenCLDebugInfo100DebugFunction, ops, 10); /* no Declaration: it is none */
	u64_put(g->c, &d->scopesrc, id, ops[2]);
	u64_put(g->c, &d->funcs, (uint64_t)(uintptr_t)s, id);
	return id;
}

static bool
aggregate(const Type *t)
{
	return t->kind == T_STRUCT || t->kind == T_UNION;
}

/* Whether function s gets debug information.  IGC's SPIR-V reader
 * rebuilds a function that is called with a struct or union by value or
 * returns one (its SPIRVReader passes them through memory and clones the
 * body into a new function, CloneFunctionInto across "modules"), and
 * clones the compilation unit the function's DISubprogram names with it;
 * such a function inlined into a kernel of the first unit leaves IGC's
 * DWARF of the whole kernel wrong (measured: the kernel without its
 * variables, its code given to the function).  So a function IGC will
 * rebuild and may inline -- its function control is not DontInline, and
 * zocc writes None (irg_finish_function) -- gets none: its code is at the
 * line of its call then, as inlined code without a location is, and the
 * kernel's information stays right.  Kernels are never rebuilt: they take
 * structs and unions as pointers (irg_byval), called or not. */
bool
irg_dbg_describes(G *g, Symbol *s)
{
	Type *ft = s->type;
	size_t i;

	(void)g;
	if (s->kernel)
		return true;
	if (aggregate(ft->base))
		return false;
	for (i = 0; i < ft->nparams; i++)
		if (aggregate(ft->params[i]))
			return false;
	return true;
}

void
irg_dbg_global(G *g, Symbol *s)
{
	struct Dbg *d = g->dbg;
	SymIR *ir = s->irg;
	uint32_t ops[9];

	if (!d || d->level != ZC_DEBUG_FULL || !ir || !ir->ptr)
		return;
	ops[0] = str(g, s->name);
	ops[1] = written(g, s->decl ? s->decl->type : NULL, s->type, s->quals);
	place(g, s->loc, ops + 2);
	/* a kernel's __local variable is in the kernel's scope, as clang has it */
	ops[5] = s->owner && s->owner->irg && irg_dbg_describes(g, s->owner) ? dfunc(g, s->owner) : d->cu;
	ops[6] = d->empty;
	ops[7] = ir->ptr;
	ops[8] = OpenCLDebugInfo100FlagIsDefinition | (ops[5] != d->cu ? OpenCLDebugInfo100FlagIsLocal : 0);
	dbg(g, OpenCLDebugInfo100DebugGlobalVariable, ops, 9);
}

/* ---- positions and scopes in a function ---- */

/* Scope as a scope of the file source: itself if it is in that file,
 * else a lexical block of it in that file.  IGC's reader takes a
 * position's file from its scope, not from OpLine: code a #line moves to
 * another file would be in the function's file otherwise.  (clang's
 * DILexicalBlockFile, which llvm-spirv writes as a
 * DebugLexicalBlockDiscriminator: spirv-val takes no such scope in a
 * DebugScope; a DebugLexicalBlock is one to IGC's DWARF too.) */
static uint32_t
in_file(G *g, uint32_t scope, const DLine *ln)
{
	struct Dbg *d = g->dbg;
	uint32_t src = u64_get(&d->scopesrc, scope), id, ops[4];
	uint64_t key = (uint64_t)scope << 32 | ln->source;

	if (!src || src == ln->source)
		return scope;
	id = u64_get(&d->infile, key);
	if (id)
		return id;
	ops[0] = ln->source;
	ops[1] = ln->line;
	ops[2] = 0;
	ops[3] = scope;
	id = dbg(g, OpenCLDebugInfo100DebugLexicalBlock, ops, 4);
	u64_put(g->c, &d->infile, key, id);
	u64_put(g->c, &d->scopesrc, id, ln->source);
	return id;
}

/* the location index (+ 1) of (scope, line) in f */
static uint32_t
dloc_of(F *f, uint32_t scope, const DLine *ln)
{
	DLoc dl;

	scope = in_file(f->g, scope, ln);
	if (f->dloc) {
		DLoc *cur = &f->dlocs.v[f->dloc - 1];

		if (cur->scope == scope && cur->file == ln->file && cur->line == ln->line && cur->col == ln->col)
			return f->dloc;
	}
	dl.scope = scope;
	dl.file = ln->file;
	dl.source = ln->source;
	dl.line = ln->line;
	dl.col = ln->col;
	VEC_PUSH(&f->g->c->ar, &f->dlocs, dl);
	return (uint32_t)f->dlocs.n;
}

void
irg_dbg_at(F *f, Loc l)
{
	const DLine *ln = dline(f->g, l);

	if (ln)
		f->dloc = dloc_of(f, f->dscope, ln);
}

/* the current position in scope */
static void
rescope(F *f, uint32_t scope)
{
	f->dscope = scope;
	if (f->dloc) {
		DLoc *cur = &f->dlocs.v[f->dloc - 1];
		DLine ln = {cur->file, cur->source, cur->line, cur->col};

		f->dloc = dloc_of(f, scope, &ln);
	}
}

uint32_t
irg_dbg_scope(F *f, Loc l)
{
	G *g = f->g;
	uint32_t up = f->dscope, ops[4];

	if (g->dbg->level != ZC_DEBUG_FULL)
		return up;
	place(g, l, ops);
	ops[3] = up;
	ops[1] = dbg(g, OpenCLDebugInfo100DebugLexicalBlock, ops, 4);
	u64_put(g->c, &g->dbg->scopesrc, ops[1], ops[0]);
	rescope(f, ops[1]);
	return up;
}

void
irg_dbg_endscope(F *f, uint32_t up)
{
	if (f->dscope != up)
		rescope(f, up);
}

/* Whether a variable record may go in the current block: not in a loop
 * IGC cannot take one in (dbgloops.c). */
static bool
quiet(F *f)
{
	return f->dquietfn || (f->cur && f->cur->dquiet);
}

/* An instruction of the set in the current block, made at location dloc
 * (what IGC reads a DebugDeclare's or DebugValue's position from). */
static void
body_inst(F *f, uint32_t dloc, uint32_t inst, const uint32_t *ops, size_t n)
{
	uint32_t o[8], saved = f->dloc;
	G *g = f->g;

	o[0] = spv_debug_info(&g->m);
	o[1] = inst;
	memcpy(o + 2, ops, n * sizeof *ops);
	f->dloc = dloc;
	irg_instl(f, SpvOpExtInst, spv_type_void(&g->m), o, n + 2, 2);
	f->dloc = saved;
}

void
irg_dbg_function(F *f)
{
	G *g = f->g;

	f->dquietfn = irg_dbg_quiet(g, f->sym) == DQ_FUNCTION;
	f->dquietmem = irg_dbg_quiet(g, f->sym) != 0;
	f->dquietlabel = irg_dbg_quiet(g, f->sym) == DQ_LABELS;
	f->dscope = dfunc(g, f->sym);
	f->dloc = 0;
	irg_dbg_at(f, f->sym->loc);
}

void
irg_dbg_local(F *f, Symbol *s, TypeExpr *tx, unsigned argno, int var, uint32_t ptr)
{
	G *g = f->g;
	struct Dbg *d = g->dbg;
	const DLine *ln;
	uint32_t ops[8], dloc;

	if (d->level != ZC_DEBUG_FULL || !s->name)
		return;
	ln = dline(g, s->loc);
	ops[0] = str(g, s->name);
	ops[1] = written(g, tx, s->type, s->quals);
	place(g, s->loc, ops + 2);
	ops[5] = f->dscope;
	ops[6] = OpenCLDebugInfo100None;
	ops[7] = argno;
	ops[0] = dbg(g, OpenCLDebugInfo100DebugLocalVariable, ops, argno ? 8 : 7);
	dloc = ln ? dloc_of(f, f->dscope, ln) : f->dloc;
	if (var >= 0) {
		f->vars_ssa.v[var].dbgvar = ops[0];
		f->vars_ssa.v[var].dloc = dloc;
		return;
	}
	if (!f->cur || !dloc || quiet(f) || f->dquietmem)
		return;
	ops[1] = ptr;
	ops[2] = d->expr;
	body_inst(f, dloc, OpenCLDebugInfo100DebugDeclare, ops, 3);
}

void
irg_dbg_value(F *f, int var, uint32_t v)
{
	Var *vr = &f->vars_ssa.v[var];
	uint32_t ops[3];

	if (!vr->dbgvar || !f->cur || !v || quiet(f))
		return;
	ops[0] = vr->dbgvar;
	ops[1] = v;
	ops[2] = f->g->dbg->expr;
	body_inst(f, f->dloc ? f->dloc : vr->dloc, OpenCLDebugInfo100DebugValue, ops, 3);
}

/* A program-scope variable a function uses: IGC's DWARF has no entry of
 * its own for a DebugGlobalVariable (measured: clang's __global variables
 * are missing from it; its __constant ones appear because IGC inlines
 * their values into each function that uses them, as variables of that
 * function).  So each function that uses one declares it as a variable
 * of its own at its storage (DebugDeclare of the OpVariable): a debugger
 * then finds it by name there, with its current value. */
void
irg_dbg_global_use(F *f, Symbol *s)
{
	G *g = f->g;
	SymIR *ir = s->irg;
	const DLine *ln;
	uint32_t ops[7], saved_scope;

	if (g->dbg->level != ZC_DEBUG_FULL || !ir || !ir->ptr || !f->cur || s->as == AS_LOCAL || quiet(f) ||
	    u64_get(&f->dglobals, (uint64_t)(uintptr_t)s))
		return;
	u64_put(g->c, &f->dglobals, (uint64_t)(uintptr_t)s, 1);
	ln = dline(g, s->loc);
	ops[0] = str(g, s->name);
	ops[1] = written(g, s->decl ? s->decl->type : NULL, s->type, s->quals);
	place(g, s->loc, ops + 2);
	ops[5] = dfunc(g, f->sym);
	ops[6] = OpenCLDebugInfo100None;
	ops[0] = dbg(g, OpenCLDebugInfo100DebugLocalVariable, ops, 7);
	ops[1] = ir->ptr;
	ops[2] = g->dbg->expr;
	saved_scope = f->dscope;
	f->dscope = ops[5];
	body_inst(f, ln ? dloc_of(f, ops[5], ln) : f->dloc, OpenCLDebugInfo100DebugDeclare, ops, 3);
	f->dscope = saved_scope;
}

/* ---- func.c's writer ---- */

void
irg_dbg_before(F *f, Words *w, uint32_t dloc, DbgCur *cur)
{
	SpvBuilder *m = &f->g->m;
	const DLoc *dl = &f->dlocs.v[dloc - 1];

	if (dloc == cur->dloc)
		return;
	if (dl->scope != cur->scope) {
		uint32_t ops[5] = {spv_type_void(m), spv_id(m), spv_debug_info(m), OpenCLDebugInfo100DebugScope, dl->scope};

		spv_emit(m, w, SpvOpExtInst, ops, 5);
		cur->scope = dl->scope;
	}
	if (!cur->dloc || dl->file != f->dlocs.v[cur->dloc - 1].file || dl->line != f->dlocs.v[cur->dloc - 1].line ||
	    dl->col != f->dlocs.v[cur->dloc - 1].col)
		spv_emit(m, w, SpvOpLine, OPS(dl->file, dl->line, dl->col));
	cur->dloc = dloc;
}

void
irg_dbg_phis(F *f, Words *w, Block *b, DbgCur *cur)
{
	SpvBuilder *m = &f->g->m;
	size_t i;

	if (f->dquietfn || b->dquiet)
		return;
	for (i = 0; i < b->phis.n; i++) {
		Phi *p = b->phis.v[i];
		Var *vr;

		if (p->dead || p->var < 0)
			continue;
		vr = &f->vars_ssa.v[p->var];
		if (!vr->dbgvar || !vr->dloc)
			continue;
		irg_dbg_before(f, w, vr->dloc, cur);
		spv_emit(m, w, SpvOpExtInst, OPS(spv_type_void(m), spv_id(m), spv_debug_info(m),
		                                 OpenCLDebugInfo100DebugValue, vr->dbgvar, p->result, f->g->dbg->expr));
	}
}
