/* call.c — function calls (C99 6.5.2.2) and the built-in functions of
 * OpenCL C 6.15.
 *
 * A call of a program's own function converts each argument as if by
 * assignment.  A builtin is resolved against the rows of builtins.def for
 * its name: every row is instantiated for each type its gentype class may
 * bind, each argument is ranked (exact, promotion, conversion) and the best
 * candidate wins, as in clang's resolution of its overloadable builtins.
 * The families whose names encode a type (convert_T_sat_rte, as_T) are
 * parsed from the name instead of tabulated; printf and shuffle, and the
 * target rules a resolved call must still meet, are in library.c. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

static const char *one_param_name(Symbol *sym);
static int row_arity(const BiList *l);

/* ---- the builtin table by name ---- */

void
sema_builtins_init(S *s)
{
	map_init(&s->builtins, &s->c->ar);
}

/* The table rows of a name, found on first use by a scan of the table and
 * remembered for the rest of the compilation: a kernel uses a few dozen
 * builtin names, and indexing all of them up front costs more. */
BiList *
sema_builtins_of(S *s, const char *name)
{
	size_t len = strlen(name), i;
	BiList *l = map_get(&s->builtins, name, len);

	if (l)
		return l->n ? l : NULL;
	l = ar_alloc(&s->c->ar, sizeof *l);
	for (i = 0; i < bi_count; i++) {
		const Builtin *b = &bi_table[i];

		if (b->name[0] != name[0] || strcmp(b->name, name) != 0)
			continue;
		l->rows = ar_realloc(&s->c->ar, l->rows, l->n * sizeof *l->rows, (l->n + 1) * sizeof *l->rows);
		l->rows[l->n++] = b;
	}
	map_put(&s->builtins, ar_strndup(&s->c->ar, name, len), len, l);
	return l->n ? l : NULL;
}

/* A type named by a builtin's name suffix: "float4", "uint", "char16". */
static Type *
type_by_name(S *s, const char *n, size_t len)
{
	static const struct { const char *name; unsigned bits; int kind; bool sgn; } sc[] = {
		{"char", 8, T_INT, true}, {"uchar", 8, T_INT, false}, {"short", 16, T_INT, true},
		{"ushort", 16, T_INT, false}, {"int", 32, T_INT, true}, {"uint", 32, T_INT, false},
		{"long", 64, T_INT, true}, {"ulong", 64, T_INT, false}, {"half", 16, T_FLOAT, false},
		{"float", 32, T_FLOAT, false}, {"double", 64, T_FLOAT, false},
	};
	size_t i, pl;
	unsigned vn = 0;

	for (pl = len; pl > 0 && n[pl - 1] >= '0' && n[pl - 1] <= '9'; pl--)
		;
	if (pl < len) {
		vn = (unsigned)atoi(n + pl);
		if (vn != 2 && vn != 3 && vn != 4 && vn != 8 && vn != 16)
			return NULL;
	}
	for (i = 0; i < ZC_COUNTOF(sc); i++) {
		if (strlen(sc[i].name) == pl && memcmp(sc[i].name, n, pl) == 0) {
			Type *e = sc[i].kind == T_INT ? ty_int(s->c, sc[i].bits, sc[i].sgn) : ty_float(s->c, sc[i].bits);

			return vn ? ty_vector(s->c, e, vn) : e;
		}
	}
	return NULL;
}

/* convert_T[_sat][_rte|_rtz|_rtp|_rtn]: *sat, *round (0 none, 1 rte, 2 rtz, 3 rtp, 4 rtn) */
static Type *
parse_convert(S *s, const char *name, bool *sat, int *round)
{
	const char *p = name + 8, *end = p + strlen(p);
	static const char *const rounds[] = {"_rte", "_rtz", "_rtp", "_rtn"};
	int i;

	*sat = false;
	*round = 0;
	for (i = 0; i < 4; i++) {
		if (end - p > 4 && memcmp(end - 4, rounds[i], 4) == 0) {
			*round = i + 1;
			end -= 4;
			break;
		}
	}
	if (end - p > 4 && memcmp(end - 4, "_sat", 4) == 0) {
		*sat = true;
		end -= 4;
	}
	return type_by_name(s, p, (size_t)(end - p));
}

static bool
special_name(S *s, const char *name)
{
	bool sat;
	int round;

	if (strncmp(name, "convert_", 8) == 0 && parse_convert(s, name, &sat, &round))
		return true;
	if (strncmp(name, "as_", 3) == 0 && type_by_name(s, name + 3, strlen(name + 3)))
		return true;
	if (strncmp(name, "__builtin_", 10) == 0)
		return sema_gnu_known(name);
	return sema_library_name(name) || strcmp(name, "vec_step") == 0;
}

bool
sema_is_builtin_name(S *s, const char *name)
{
	return sema_builtins_of(s, name) || special_name(s, name);
}

/* ---- gentype instantiation ---- */

/* How well an argument matches a parameter, best first, as clang ranks the
 * conversions of its overloadable builtins (C++ [over.ics.rank] with
 * OpenCL's additions): qualifiers added to a pointee lose only to the
 * identity; promotions beat conversions; a scalar widened to a vector
 * ranks below every scalar conversion (ICR_OCL_Scalar_Widening); below
 * everything, what only C's assignment allows of a pointer (clang's
 * ICR_C_Conversion): to another pointee type, to the other signedness,
 * dropping a qualifier, from void * -- each with the warning C's
 * assignment gives, all equally bad, so that two overloads reached only
 * so are ambiguous. */
enum {
	RANK_EXACT = 0,
	RANK_QUAL = 1,      /* pointer to the same type with more qualifiers */
	RANK_PROMOTE = 2,   /* integral promotion, float to double */
	RANK_CONVERT = 4,   /* arithmetic, null pointer, to-generic, to-void* conversions */
	RANK_CONVERT_QUAL = 5, /* to a more qualified void * */
	RANK_WIDEN = 6,     /* scalar to vector */
	RANK_C_VOID = 7,    /* from void *: C's assignment makes it, silently (ICK_C_Only_Conversion) */
	RANK_C = SEMA_RANK_C /* to another pointee, the other sign, a qualifier dropped (sema_convert warns) */
};

/* The address space a pointer code's <as> letter gives for an argument
 * of type arg (NULL when there is none, as for the result); AS_NONE if the
 * argument cannot match. */
static enum AddrSpace
code_as(S *s, char a, Type *arg)
{
	enum AddrSpace got = arg && arg->kind == T_POINTER ? arg->as : AS_NONE;

	switch (a) {
	case 'g': return AS_GLOBAL;
	case 'l': return AS_LOCAL;
	case 'c': return AS_CONSTANT;
	case 'p': return AS_PRIVATE;
	case 'n': return AS_GENERIC;
	case '*': return got ? got : AS_PRIVATE;
	case 'w': /* anywhere but __constant (vstore) */
		return got == AS_CONSTANT ? AS_NONE : got ? got : AS_PRIVATE;
	case 'd': /* an unqualified pointer parameter of the header: private
		   * before 2.0, generic (the named spaces convert to it) from 2.0 */
		return s->generic_as ? AS_GENERIC : AS_PRIVATE;
	case 'a': /* the OpenCL 1.x atomics: __global or __local */
		return got == AS_GLOBAL || got == AS_LOCAL ? got : got ? AS_NONE : AS_GLOBAL;
	case 'm': /* atomic memory */
		if (got == AS_GLOBAL || got == AS_LOCAL || got == AS_GENERIC)
			return got;
		if ((got == AS_PRIVATE || got == AS_NONE) && s->generic_as)
			return AS_GENERIC;
		return AS_NONE;
	}
	return AS_NONE;
}

/* Instantiate one type code at *pp (advancing it) for binding g; arg is the
 * argument the code stands for (NULL for the result). */
static Type *
code_type(S *s, const char **pp, Type *g, Type *arg)
{
	Ctx *c = s->c;
	char ch = *(*pp)++;
	Type *e = g ? ty_elem(g) : NULL;

	switch (ch) {
	case 'G': return g;
	case 'S': return e;
	case 'U': return g ? ty_unsigned(c, g) : NULL;
	case 'I': return g ? ty_with_elem(c, g, ty_int(c, e->bits, true)) : NULL;
	case 'J': return g ? ty_with_elem(c, g, ty_int(c, e->bits, false)) : NULL;
	case 'Z':
		if (!g || e->kind != T_INT || e->bits > 32)
			return NULL;
		return ty_with_elem(c, g, ty_int(c, e->bits * 2, e->is_signed));
	case 'R':
		if (!g)
			return NULL;
		if (g->kind != T_VECTOR)
			return ty_int(c, 32, true);
		return ty_with_elem(c, g, ty_int(c, e->bits, true));
	case 'N': return g ? ty_with_elem(c, g, ty_int(c, 32, true)) : NULL;
	case 'M': return g ? ty_with_elem(c, g, ty_int(c, 32, false)) : NULL;
	case 'F': return g ? ty_with_elem(c, g, ty_float(c, 32)) : NULL;
	case 'D': return g ? ty_with_elem(c, g, ty_float(c, 64)) : NULL;
	case 'v': return ty_void(c);
	case 'b': return ty_bool(c);
	case 'c': return ty_int(c, 8, true);
	case 'C': return ty_int(c, 8, false);
	case 's': return ty_int(c, 16, true);
	case 'T': return ty_int(c, 16, false);
	case 'i': return ty_int(c, 32, true);
	case 'u': return ty_int(c, 32, false);
	case 'l': return ty_int(c, 64, true);
	case 'L': return ty_int(c, 64, false);
	case 'h': return ty_float(c, 16);
	case 'f': return ty_float(c, 32);
	case 'd': return ty_float(c, 64);
	case 'z': return ty_size(c);
	case '4': return ty_vector(c, ty_int(c, 32, false), 4);
	case 'e': return ty_opaque(c, T_EVENT);
	case 'k': return ty_opaque(c, T_SAMPLER);
	case 'X': {
		char w = *(*pp)++;
		unsigned n = w == 'g' ? 16 : (unsigned)(w - '0');
		Type *et = code_type(s, pp, g, NULL);

		if (!et || ty_is_arith(et) == false || et->kind == T_VECTOR)
			return NULL;
		return ty_vector(c, et, n);
	}
	case '@': {
		static const struct { char k; enum ImageKind ik; } imgs[] = {
			{'1', IMG_1D}, {'a', IMG_1D_ARRAY}, {'b', IMG_1D_BUFFER}, {'2', IMG_2D},
			{'A', IMG_2D_ARRAY}, {'d', IMG_2D_DEPTH}, {'D', IMG_2D_ARRAY_DEPTH}, {'3', IMG_3D},
		};
		char k = *(*pp)++;
		size_t i;

		for (i = 0; i < ZC_COUNTOF(imgs); i++) {
			if (imgs[i].k != k)
				continue;
			/* any access qualifier: the argument's (sema checks it against the call) */
			if (arg && arg->kind == T_IMAGE && arg->image == imgs[i].ik)
				return arg;
			return ty_image(c, imgs[i].ik, ACC_READ_ONLY);
		}
		return NULL;
	}
	case 'P':
	case 'Q':
	case 'V':
	case 'W': {
		enum AddrSpace as = code_as(s, *(*pp)++, arg);
		Type *pt = code_type(s, pp, g, NULL);
		unsigned q = ch == 'Q' ? Q_CONST : ch == 'V' ? Q_VOLATILE : ch == 'W' ? Q_VOLATILE | Q_ATOMIC : 0;

		if (!pt || as == AS_NONE)
			return NULL;
		return ty_pointer(c, pt, as, q);
	}
	default:
		return NULL;
	}
}

/* Does the gentype class admit element type e? */
static bool
class_elem(S *s, int gen, Type *e)
{
	bool fp64 = sema_feature(s, ZC_KHR_FP64) || sema_feature(s, ZC_F_FP64);
	bool fp16 = sema_feature(s, ZC_KHR_FP16);

	if (e->kind == T_FLOAT) {
		if ((e->bits == 64 && !fp64) || (e->bits == 16 && !fp16))
			return false;
		switch (gen) {
		case GEN_F: case GEN_FS: case GEN_FV: case GEN_F4: case GEN_T: case GEN_TV:
		case GEN_F34: case GEN_SGS: case GEN_SGB: case GEN_NUS: case GEN_NUV:
			return true;
		case GEN_TS: case GEN_GS:
			return true;
		case GEN_F32: case GEN_FF4:
			return e->bits == 32;
		case GEN_FDS:
			return e->bits != 16;
		case GEN_AF: case GEN_AT:
			/* atomic_half with the cl_ext_float_atomics fp16 features
			 * (the target's rules are checked after resolution) */
			return e->bits != 16 || sema_feature(s, ZC_EXT_FLOAT_ATOMICS);
		case GEN_SH:
			return e->bits == 32 || (e->bits != 32 && sema_feature(s, ZC_INTEL_SUBGROUPS));
		}
		return false;
	}
	if (e->kind == T_INT) {
		switch (gen) {
		case GEN_I: case GEN_IS: case GEN_IV: case GEN_T: case GEN_TV: case GEN_TS:
		case GEN_NUS: case GEN_NUV:
			return true;
		case GEN_SI:
			return e->is_signed;
		case GEN_I32: case GEN_A32:
			return e->bits == 32;
		case GEN_A64:
			return e->bits == 64;
		case GEN_UL:
			return e->bits == 64 && !e->is_signed;
		case GEN_S16: case GEN_S16S:
			return e->bits == 16;
		case GEN_AI: case GEN_AT: case GEN_GS:
			return e->bits >= 32;
		case GEN_SGS: case GEN_SGB:
			return e->bits >= 32 || sema_feature(s, ZC_KHR_SUBGROUP_EXTENDED_TYPES);
		case GEN_UP:
			return e->bits <= 32;
		case GEN_SH:
			/* cl_intel_subgroups_char, _short add the narrow types */
			return e->bits >= 32 || (e->bits == 16 && sema_feature(s, ZC_INTEL_SUBGROUPS_SHORT)) ||
			       (e->bits == 8 && sema_feature(s, ZC_INTEL_SUBGROUPS_CHAR));
		}
	}
	return false;
}

bool
sema_class_width(S *s, int gen, Type *e, unsigned n)
{
	switch (gen) {
	case GEN_FS: case GEN_IS: case GEN_A32: case GEN_A64: case GEN_AF: case GEN_AI: case GEN_AT:
	case GEN_TS: case GEN_GS: case GEN_SGS: case GEN_NUS: case GEN_S16S: case GEN_UL: case GEN_FDS:
		return n == 1;
	case GEN_SGB:
		return n == 1 || sema_feature(s, ZC_KHR_SUBGROUP_EXTENDED_TYPES);
	case GEN_S16:
		return n != 16;
	case GEN_F34:
		return n == 3 || n == 4;
	case GEN_SH:
		/* vectors of the 8, 16 and 32-bit types only */
		return n == 1 || (e->bits <= 32 && !(e->kind == T_FLOAT && e->bits == 16));
	case GEN_FV: case GEN_IV: case GEN_TV:
		return n > 1;
	case GEN_F4: case GEN_FF4:
		return n <= 4;
	default:
		return true;
	}
}

/* The element types gentype class gen binds (NULL alone for G0). */
size_t
sema_class_elems(S *s, int gen, Type **elems)
{
	static const unsigned ibits[] = {8, 16, 32, 64};
	static const unsigned fbits[] = {16, 32, 64};
	Ctx *c = s->c;
	size_t ne = 0, k;

	if (gen == GEN_NONE) {
		elems[0] = NULL;
		return 1;
	}
	for (k = 0; k < 4; k++) {
		Type *t;

		if (class_elem(s, gen, (t = ty_int(c, ibits[k], true))))
			elems[ne++] = t;
		if (class_elem(s, gen, (t = ty_int(c, ibits[k], false))))
			elems[ne++] = t;
	}
	for (k = 0; k < 3; k++)
		if (class_elem(s, gen, ty_float(c, fbits[k])))
			elems[ne++] = ty_float(c, fbits[k]);
	return ne;
}

/* Is an argument a double (or vector of doubles) without fp64? */
static bool
double_arg_unsupported(S *s, Expr *e)
{
	size_t i;

	if (sema_feature(s, ZC_KHR_FP64) || sema_feature(s, ZC_F_FP64))
		return false;
	for (i = 0; i < e->nargs; i++) {
		Type *t = e->args[i]->type;

		if (t && ty_elem(t)->kind == T_FLOAT && ty_elem(t)->bits == 64)
			return true;
	}
	return false;
}

/* Rank converting an argument of type a to parameter type p. */
static int
arg_rank(S *s, Expr *arg, Type *a, Type *p)
{
	if (ty_same(a, p))
		return RANK_EXACT;
	if (p->kind == T_POINTER) {
		bool to_void = p->base->kind == T_VOID && a->kind == T_POINTER && a->base->kind != T_VOID;
		int r;

		if (sema_null_const(arg))
			return RANK_CONVERT; /* 0 or NULL for any pointer (wait_group_events(0, NULL)) */
		if (a->kind != T_POINTER)
			return -1;
		/* no address space converts but a named one to the generic one */
		if (a->as != p->as && (p->as != AS_GENERIC || a->as == AS_CONSTANT))
			return -1;
		/* another pointee, an atomic object as a plain one or the other
		 * way, a qualifier dropped: what C's assignment takes */
		if ((!ty_same(a->base, p->base) && !to_void) || ((a->pquals ^ p->pquals) & Q_ATOMIC) ||
		    ((a->pquals & ~p->pquals) & (Q_CONST | Q_VOLATILE)))
			return a->base->kind == T_VOID && !((a->pquals & ~p->pquals) & (Q_CONST | Q_VOLATILE))
			       ? RANK_C_VOID : RANK_C;
		r = to_void ? (a->pquals == p->pquals ? RANK_CONVERT : RANK_CONVERT_QUAL) :
		    a->pquals == p->pquals ? RANK_EXACT : RANK_QUAL;
		if (a->as == p->as)
			return r;
		return r > RANK_CONVERT ? r : RANK_CONVERT;
	}
	/* async copies take 0 for "no event" as clang accepts it (an exact
	 * match there: ICK_Zero_Event_Conversion) */
	if (p->kind == T_EVENT)
		return arg->isconst && arg->cval == 0 && ty_is_int(a) ? RANK_EXACT : -1;
	/* a sampler written as its CLK_* bits (an OpConstantSampler) */
	if (p->kind == T_SAMPLER)
		return arg->isconst && ty_is_int(a) ? RANK_CONVERT : -1;
	if (a->kind == T_VECTOR || p->kind == T_VECTOR) {
		/* OpenCL C 6.2.6: an arithmetic scalar widens to any vector (its
		 * value converted to the element type first); clang ranks the
		 * widening below every scalar conversion (ICR_OCL_Scalar_Widening),
		 * so pow(float4, float) takes pow(float4, float4), and
		 * max(float4, 1) still takes max(float4, float) */
		if (p->kind == T_VECTOR && a->kind != T_VECTOR && ty_is_arith(a))
			return RANK_WIDEN;
		return -1;
	}
	if (!ty_is_arith(a) || !ty_is_arith(p))
		return -1;
	/* integral promotion and float to double promotion rank above conversions */
	if (p->kind == T_INT && p->bits == 32 && p->is_signed && (a->kind == T_BOOL || (a->kind == T_INT && a->bits < 32)))
		return RANK_PROMOTE;
	if (p->kind == T_FLOAT && a->kind == T_FLOAT && p->bits == 64 && a->bits == 32)
		return RANK_PROMOTE;
	return RANK_CONVERT;
}

/* Instantiate row for binding g; false if a pattern code is unusable. */
bool
sema_instantiate(S *s, const Builtin *row, Type *g, Expr **args, size_t nargs, BiCand *cd)
{
	const char *p = row->sig;
	size_t i;

	memset(cd, 0, sizeof *cd);
	cd->row = row;
	cd->g = g;
	cd->ret = code_type(s, &p, g, NULL);
	if (!cd->ret)
		return false;
	if (*p++ != ':')
		return false;
	for (i = 0; *p; i++) {
		if (i >= 8)
			return false;
		cd->params[i] = code_type(s, &p, g, i < nargs ? args[i]->type : NULL);
		if (!cd->params[i])
			return false;
		if (*p == ',')
			p++;
	}
	cd->np = i;
	return true;
}

static const char *
cand_str(S *s, const BiCand *cd, const char *name)
{
	Buf b;
	size_t i;

	buf_init(&b, &s->c->ar);
	buf_printf(&b, "%s %s(", ty_str(s->c, cd->ret), name);
	for (i = 0; i < cd->np; i++)
		buf_printf(&b, "%s%s", i ? ", " : "", ty_str(s->c, cd->params[i]));
	buf_putc(&b, ')');
	return b.s;
}

static const char *
args_str(S *s, Expr **args, size_t n)
{
	Buf b;
	size_t i;

	buf_init(&b, &s->c->ar);
	for (i = 0; i < n; i++)
		buf_printf(&b, "%s'%s'", i ? ", " : "", ty_str(s->c, args[i]->type));
	return b.s;
}

/* "device 'tgllp'" or "any known Level Zero device", for diagnostics */
const char *
device_str(S *s)
{
	return zc_target_str(s->c);
}

/* A clearer reason than "no matching function" for the common misuses:
 * an atomic function on memory it cannot reach or on a non-atomic object,
 * a store through a pointer to __constant.  True if one was reported. */
static bool
explain_mismatch(S *s, Expr *e, const char *name, BiList *l)
{
	Ctx *c = s->c;
	size_t r, i;

	for (r = 0; r < l->n; r++) {
		const char *p = strchr(l->rows[r]->sig, ':') + 1;

		for (i = 0; *p && i < e->nargs; i++) {
			Type *a = e->args[i]->type;

			if ((p[0] == 'V' || p[0] == 'W') && (p[1] == 'm' || p[1] == 'a') && a->kind == T_POINTER) {
				/* the 1.x functions ('a') take __global and __local only */
				bool generic = p[1] == 'm' && s->generic_as;

				if (a->as == AS_CONSTANT || ((a->as == AS_PRIVATE || a->as == AS_NONE) && !generic) ||
				    (a->as == AS_GENERIC && p[1] == 'a')) {
					zc_error(c, e->args[i]->loc, "'%s' needs a pointer to __global or __local memory%s, not '%s'",
					         name, generic ? " (or a generic pointer)" : "", ty_str(c, a));
					return true;
				}
				if (p[0] == 'W' && !(a->pquals & Q_ATOMIC) && ty_is_arith(a->base)) {
					zc_error(c, e->args[i]->loc, "'%s' needs a pointer to an atomic type (atomic_int, atomic_float, ...), not '%s'",
					         name, ty_str(c, a));
					return true;
				}
			}
			if (p[0] == 'P' && p[1] == 'w' && a->kind == T_POINTER && a->as == AS_CONSTANT) {
				zc_error(c, e->args[i]->loc, "'%s' cannot store through a pointer to the __constant address space ('%s')",
				         name, ty_str(c, a));
				return true;
			}
			while (*p && *p != ',')
				p++;
			if (*p == ',')
				p++;
		}
	}
	return false;
}

/* The extension or feature a table row needs that the target (with the
 * program's pragmas) lacks, or -1: the row's gate, and for the block reads
 * and writes of __local memory the element type's subgroup extension as
 * well (cl_intel_subgroup_local_block_io on uchar needs
 * cl_intel_subgroups_char). */
int
sema_row_gate(S *s, const Builtin *row)
{
	if (row->feature >= 0 && !sema_feature(s, row->feature))
		return row->feature;
	if (row->lower == BL_SPECIAL && (row->op == BS_BLOCK_READ || row->op == BS_BLOCK_WRITE) &&
	    row->aux == 2 && row->aux2 && !sema_feature(s, row->aux2 - 1))
		return row->aux2 - 1;
	return -1;
}

/* Whether every row of the name is left out for one and the same
 * missing feature (the call then "requires" it, whatever its arguments). */
static bool
same_gate(S *s, BiList *l)
{
	size_t r;

	for (r = 0; r < l->n; r++)
		if (sema_row_gate(s, l->rows[r]) < 0 || sema_row_gate(s, l->rows[r]) != sema_row_gate(s, l->rows[0]))
			return false;
	return true;
}

#define ALL_WIDTHS (1u << 1 | 1u << 2 | 1u << 3 | 1u << 4 | 1u << 8 | 1u << 16)

/* clang's header declares some atomics twice where the generic address
 * space exists: for the named spaces (all pointers named) and for the
 * generic one (all generic) -- the cl_ext_float_atomics functions and the
 * atomic_half ones, and from OpenCL C 3.0 on all of the 2.0 atomics.  A
 * call of the named form needs no address space conversion and takes it,
 * but one reaching both only through C's pointer conversions is
 * ambiguous between them, as in clang.  The resolver instantiates an
 * atomic-memory pointer in its argument's space; for such a row,
 * generic_twin makes the generic declaration of row for binding g as a
 * candidate of call e, and says whether it stands beside that one
 * (every pointer argument named), instead of it (some generic: clang
 * declares no mixed form), or not at all. */
enum { TWIN_NONE, TWIN_BESIDE, TWIN_ONLY };

static int
generic_twin(S *s, const Builtin *row, Type *g, Expr *e, BiCand *cd)
{
	Expr **args;
	size_t i;
	bool named = false, generic = false;

	if (!s->generic_as || !(strstr(row->sig, "Wm") || strstr(row->sig, "Vm") || strstr(row->sig, "Pm")) ||
	    (s->std < 300 && row->feature != ZC_EXT_FLOAT_ATOMICS &&
	     !(g && ty_elem(g)->kind == T_FLOAT && ty_elem(g)->bits == 16)))
		return TWIN_NONE;
	args = ar_alloc(s->scratch, (e->nargs + 1) * sizeof *args);
	for (i = 0; i < e->nargs; i++) {
		Type *t = e->args[i]->type;

		args[i] = e->args[i];
		if (t->kind == T_POINTER && t->as == AS_GENERIC)
			generic = true;
		if (t->kind == T_POINTER && t->as != AS_GENERIC && t->as != AS_CONSTANT) {
			args[i] = ar_alloc(s->scratch, sizeof *args[i]);
			*args[i] = *e->args[i];
			args[i]->type = ty_pointer(s->c, t->base, AS_GENERIC, t->pquals);
			named = true;
		}
	}
	if (!named || !sema_instantiate(s, row, g, args, e->nargs, cd) || cd->np != e->nargs)
		return TWIN_NONE;
	for (i = 0; i < e->nargs; i++)
		if ((cd->rank[i] = arg_rank(s, e->args[i], e->args[i]->type, cd->params[i])) < 0)
			return TWIN_NONE;
	return generic ? TWIN_ONLY : TWIN_BESIDE;
}

/* Does candidate cd take some argument only through C's pointer conversions? */
static bool
c_only(const BiCand *cd, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (cd->rank[i] >= RANK_C_VOID)
			return true;
	return false;
}

static Expr *
resolve_table_in(S *s, Expr *e, const char *name, BiList *l)
{
	Ctx *c = s->c;
	VEC(BiCand) cands = {0};
	size_t r, i, best;
	unsigned seen = 1u << 1;  /* vector widths the arguments show (bit n) */
	static const unsigned widths[] = {1, 2, 3, 4, 8, 16};
	bool gated = false, versioned = false;
	int gate = -1, match_gate = -1;  /* the first missing feature; that of a row taking the call */

	/* the gentype's width follows the vector arguments and the vectors
	 * pointer arguments point to (async_work_group_copy on float4) */
	for (i = 0; i < e->nargs; i++) {
		Type *t = e->args[i]->type;

		if (t->kind == T_POINTER)
			t = t->base;
		if (t->kind == T_VECTOR)
			seen |= 1u << t->n;
	}
again:
	for (r = 0; r < l->n; r++) {
		const Builtin *row = l->rows[r];
		Type *elems[16];
		size_t ne, k, w;
		int rg = sema_row_gate(s, row);

		if (rg >= 0) {
			gated = true;
			if (gate < 0)
				gate = rg;
			/* still tried: a row that takes the arguments names the
			 * feature the call needs */
		} else if (row->minstd && s->std < row->minstd) {
			versioned = true;
			continue;
		}
		ne = sema_class_elems(s, row->gen, elems);
		for (k = 0; k < ne; k++) {
			for (w = 0; w < ZC_COUNTOF(widths); w++) {
				BiCand cd;
				Type *g;
				bool ok = true;

				if (elems[k] == NULL) {
					if (w)
						break;
					g = NULL;
				} else {
					/* scalar instances stay candidates next to the vector
					 * width: rows like fmax(floatn, float) bind S to them */
					if (!sema_class_width(s, row->gen, elems[k], widths[w]) || !(seen >> widths[w] & 1))
						continue;
					g = widths[w] == 1 ? elems[k] : ty_vector(c, elems[k], widths[w]);
				}
				if (!sema_instantiate(s, row, g, e->args, e->nargs, &cd))
					continue;
				if (cd.np != e->nargs)
					continue;
				for (i = 0; i < e->nargs && ok; i++) {
					cd.rank[i] = arg_rank(s, e->args[i], e->args[i]->type, cd.params[i]);
					ok = cd.rank[i] >= 0;
				}
				if (ok && rg >= 0 && match_gate < 0 && !c_only(&cd, e->nargs))
					match_gate = rg; /* a row the target lacks takes the arguments as they are */
				else if (ok && rg >= 0)
					;
				else if (ok && rg < 0) {
					BiCand twin;
					int t = generic_twin(s, row, g, e, &twin);

					if (t != TWIN_ONLY)
						VEC_PUSH(s->scratch, &cands, cd);
					if (t != TWIN_NONE)
						VEC_PUSH(s->scratch, &cands, twin);
				}
			}
		}
	}
	/* nothing takes the call at the widths the arguments show: the
	 * scalars may all widen to some vector form (clang considers every
	 * width: cross(float, float) is ambiguous between float3 and float4) */
	if (cands.n == 0 && seen != ALL_WIDTHS) {
		seen = ALL_WIDTHS;
		gated = versioned = false;
		gate = match_gate = -1;
		goto again;
	}
	/* an argument of a type the target lacks was reported where the
	 * type was written: the call's overload errors would only repeat it */
	if (cands.n == 0 && double_arg_unsupported(s, e) && c->nerrors)
		return NULL;
	if (cands.n == 0) {
		if (gated && !versioned && same_gate(s, l))
			zc_error(c, e->loc, "'%s' requires %s, which is not enabled or not supported by %s", name,
			         zc_feature_names[gate], device_str(s));
		else if (match_gate >= 0)
			zc_error(c, e->loc, "'%s' with argument%s of type %s requires %s, which is not enabled or not supported by %s",
			         name, e->nargs == 1 ? "" : "s", args_str(s, e->args, e->nargs),
			         zc_feature_names[match_gate], device_str(s));
		else if (gated && !versioned && !explain_mismatch(s, e, name, l))
			zc_error(c, e->loc, "no matching function for call to '%s' with argument%s of type %s (some overloads require %s, which is not enabled or not supported by %s)",
			         name, e->nargs == 1 ? "" : "s", args_str(s, e->args, e->nargs),
			         zc_feature_names[gate], device_str(s));
		else if (gated && !versioned)
			;
		else if (versioned)
			zc_error(c, e->loc, "'%s' requires OpenCL C %s or newer (compile with -cl-std=CL2.0)", name, "2.0");
		else if (row_arity(l) >= 0 && (size_t)row_arity(l) != e->nargs)
			sema_arity_error(s, e, (size_t)row_arity(l), NULL); /* as clang: one number of parameters */
		else if (e->nargs == 0 || l->n == 0)
			zc_error(c, e->loc, "no matching function for call to '%s'", name);
		else if (!explain_mismatch(s, e, name, l))
			zc_error(c, e->loc, "no matching function for call to '%s' with argument%s of type %s",
			         name, e->nargs == 1 ? "" : "s", args_str(s, e->args, e->nargs));
		return NULL;
	}
	best = sema_best_ranks(cands.v[0].rank, sizeof cands.v[0], cands.n, e->nargs, &i);
	if (i < cands.n) {
		if (double_arg_unsupported(s, e) && c->nerrors)
			return NULL;
		/* an overload the target lacks takes the arguments as they
		 * are, and only C's conversions reach those it has: the
		 * missing feature is the reason, not the ambiguity */
		if (match_gate >= 0 && c_only(&cands.v[best], e->nargs)) {
			zc_error(c, e->loc, "'%s' with argument%s of type %s requires %s, which is not enabled or not supported by %s",
			         name, e->nargs == 1 ? "" : "s", args_str(s, e->args, e->nargs),
			         zc_feature_names[match_gate], device_str(s));
			return NULL;
		}
		/* overloads reached only through C's pointer conversions: the
		 * clearer reason when there is one (an atomic function on a
		 * plain object) */
		if (c_only(&cands.v[best], e->nargs) && explain_mismatch(s, e, name, l))
			return NULL;
		zc_error(c, e->loc, "call to '%s' is ambiguous with argument%s of type %s", name,
		         e->nargs == 1 ? "" : "s", args_str(s, e->args, e->nargs));
		zc_note(c, e->loc, "candidate function: %s", cand_str(s, &cands.v[best], name));
		zc_note(c, e->loc, "candidate function: %s", cand_str(s, &cands.v[i], name));
		return NULL;
	}
	{
		BiCand *cd = &cands.v[best];

		for (i = 0; i < e->nargs; i++) {
			/* 0 for "no event" stays an integer literal: irgen makes a null event */
			if (cd->params[i]->kind == T_EVENT && e->args[i]->type->kind != T_EVENT)
				continue;
			if (cd->params[i]->kind == T_SAMPLER && e->args[i]->type->kind != T_SAMPLER &&
			    !sema_sampler_bits(s, e->args[i]))
				return NULL;
			/* C's pointer conversions warn as an assignment's do */
			e->args[i] = cd->rank[i] >= RANK_C_VOID ? sema_convert(s, e->args[i], cd->params[i], CONV_PASS)
			                                        : sema_cast(s, e->args[i], cd->params[i], true);
		}
		/* C's conversion took it where an overload the target lacks would
		 * take the arguments as they are (atom_add on a long * without
		 * cl_khr_int64_base_atomics goes to the int one, as in clang) */
		if (match_gate >= 0 && c_only(cd, e->nargs))
			zc_note(c, e->loc, "the overload of '%s' for these argument types requires %s, which is not enabled or not supported by %s",
			        name, zc_feature_names[match_gate], device_str(s));
		e->bi = cd->row;
		e->gentype = cd->g;
		e->type = cd->ret;
		if (!sema_check_library_call(s, e, name))
			return NULL;
	}
	return e;
}

/* The candidates (a few hundred bytes each, a dozen for a call to a
 * generic builtin) are garbage once the call is resolved: they live in
 * the scratch arena, emptied when the outermost resolution ends. */
Expr *
sema_resolve_table(S *s, Expr *e, const char *name, BiList *l)
{
	Expr *r;

	s->resolving++;
	r = resolve_table_in(s, e, name, l);
	if (--s->resolving == 0)
		ar_reset(s->scratch);
	return r;
}

/* A call of the OpenCL C builtin name with e's (checked) arguments:
 * what gnu.c makes of clang's libm spellings. */
Expr *
sema_builtin_named(S *s, Expr *e, const char *name)
{
	BiList *l = sema_builtins_of(s, name);

	ZC_ASSERT(s->c, l);
	e->name = NULL;
	return sema_resolve_table(s, e, name, l);
}

/* ---- builtins recognised by name ---- */

Expr *
sema_builtin_special(S *s, Expr *e, const char *name)
{
	Ctx *c = s->c;
	bool sat;
	int round;
	Type *t;

	if (strncmp(name, "convert_", 8) == 0 && (t = parse_convert(s, name, &sat, &round))) {
		Type *a;

		if (e->nargs != 1) {
			zc_error(c, e->loc, "'%s' takes one argument", name);
			return NULL;
		}
		a = e->args[0]->type;
		if (!ty_is_arith(ty_elem(a)) || ty_ncomp(a) != ty_ncomp(t) || a->kind == T_BOOL) {
			zc_error(c, e->loc, "no matching function for call to '%s' with argument of type '%s'",
			         name, ty_str(c, a));
			return NULL;
		}
		if (sat && ty_elem(t)->kind == T_FLOAT) {
			zc_error(c, e->loc, "'%s': saturation is only defined for conversions to integer types", name);
			return NULL;
		}
		e->op = (sat ? 0x10 : 0) | round; /* irgen: decorations */
		e->bi = NULL;
		e->name = "convert";
		e->type = t;
		return e;
	}
	if (strncmp(name, "as_", 3) == 0 && (t = type_by_name(s, name + 3, strlen(name + 3)))) {
		Type *a;

		if (e->nargs != 1) {
			zc_error(c, e->loc, "'%s' takes one argument", name);
			return NULL;
		}
		a = e->args[0]->type;
		if (!ty_is_arith(ty_elem(a)) || a->kind == T_BOOL || a->size != t->size) {
			zc_error(c, e->loc, "invalid reinterpretation: sizes of '%s' and '%s' must match",
			         ty_str(c, t), ty_str(c, a));
			return NULL;
		}
		/* 6.4.4.2: a 3-component vector has the size of a 4-component
		 * one, so as_int3(int4), as_float4(int3), as_int3(char16) are
		 * reinterpretations too (irgen goes through the 4-vector) */
		e->name = "as_type";
		e->bi = NULL;
		e->type = t;
		return e;
	}
	/* the GNU and clang ones (gnu.c) */
	if (strncmp(name, "__builtin_", 10) == 0)
		return sema_gnu_call(s, e, name);
	if (sema_library_name(name))
		return sema_library_call(s, e, name);
	zc_error(c, e->loc, "use of unknown builtin '%s'", name);
	return NULL;
}

/* 6.4.4.1 vec_step(a) and vec_step(type): the number of components (4
 * for a 3-vector), an integer constant.  Written like a call, it is one
 * until here: the argument may be a type name, so it is looked at before
 * it is checked as an expression. */
static Expr *
vec_step_call(S *s, Expr *e)
{
	Ctx *c = s->c;
	Expr *a;
	Type *t = NULL;

	if (e->nargs != 1) {
		zc_error(c, e->loc, "'vec_step' takes one argument");
		e->type = NULL;
		return e;
	}
	a = e->args[0];
	if (a->kind == EX_IDENT) {
		Symbol *sym = sema_lookup(s, a->name);

		if (sym && sym->kind == SYM_TYPEDEF)
			t = sym->type;
		else if (!sym)
			t = type_by_name(s, a->name, strlen(a->name));
	}
	if (!t) {
		a = sema_expr(s, a);
		if (!(t = a->type)) {
			e->type = NULL;
			return e;
		}
	}
	if (!ty_is_arith(ty_elem(t)) || t->kind == T_BOOL) {
		zc_error(c, e->loc, "invalid argument type '%s' to vec_step (a scalar or vector type is needed)", ty_str(c, t));
		e->type = NULL;
		return e;
	}
	e->kind = EX_INT;
	e->ival = t->kind == T_VECTOR ? (t->n == 3 ? 4 : t->n) : 1;
	e->suffix = "";
	e->nargs = 0;
	e->type = ty_int(c, 32, true);
	e->isconst = true;
	e->cval = (int64_t)e->ival;
	return e;
}

/* ---- calls ---- */

static void
record_call(S *s, Symbol *callee)
{
	Symbol *f = s->fn;
	size_t i;

	if (!f)
		return;
	callee->ncalls++;
	for (i = 0; i < f->ncallees; i++)
		if (f->callees[i] == callee)
			return;
	if (f->ncallees == f->capcallees) {
		size_t nc = f->capcallees ? f->capcallees * 2 : 4;

		f->callees = ar_realloc(&s->c->ar, f->callees, f->capcallees * sizeof *f->callees, nc * sizeof *f->callees);
		f->capcallees = nc;
	}
	f->callees[f->ncallees++] = callee;
}

/* OpenCL C 2.0 6.13.16 pipe functions and 6.13.17 enqueuing kernels and
 * events (with cl_khr_subgroups' two): Level Zero has neither pipes nor
 * device queues.  ZC_NO_PIPES or ZC_NO_ENQUEUE for such a name, else -1. */
static int
unsupported_builtin(const char *name)
{
	static const char *const pipes[] = {
		"read_pipe", "write_pipe", "reserve_read_pipe", "reserve_write_pipe", "commit_read_pipe",
		"commit_write_pipe", "is_valid_reserve_id", "work_group_reserve_read_pipe",
		"work_group_reserve_write_pipe", "work_group_commit_read_pipe", "work_group_commit_write_pipe",
		"sub_group_reserve_read_pipe", "sub_group_reserve_write_pipe", "sub_group_commit_read_pipe",
		"sub_group_commit_write_pipe", "get_pipe_num_packets", "get_pipe_max_packets",
	};
	static const char *const enqueue[] = {
		"enqueue_kernel", "enqueue_marker", "get_default_queue", "ndrange_1D", "ndrange_2D", "ndrange_3D",
		"retain_event", "release_event", "create_user_event", "is_valid_event", "set_user_event_status",
		"capture_event_profiling_info", "get_kernel_work_group_size",
		"get_kernel_preferred_work_group_size_multiple", "get_kernel_ndrange_max_sub_group_size",
		"get_kernel_ndrange_sub_group_count", "get_kernel_max_sub_group_size_for_ndrange",
		"get_kernel_sub_group_count_for_ndrange",
	};
	size_t i;

	for (i = 0; i < ZC_COUNTOF(pipes); i++)
		if (strcmp(name, pipes[i]) == 0)
			return ZC_NO_PIPES;
	for (i = 0; i < ZC_COUNTOF(enqueue); i++)
		if (strcmp(name, enqueue[i]) == 0)
			return ZC_NO_ENQUEUE;
	return -1;
}

/* clang's atomic builtins, which code that tests __clang__ may call with
 * the __ATOMIC_* and __OPENCL_MEMORY_SCOPE_* macros (their values are the
 * memory_order and memory_scope enumerators'): each is the OpenCL C 2.0
 * function (6.15.12) with the same arguments in the same order,
 * __opencl_atomic_X(p, ..., order, scope) and __c11_atomic_X(p, ..., order)
 * the two forms of atomic_X_explicit.  The name of that function, or NULL. */
static const char *
atomic_builtin(S *s, const char *name)
{
	static const char *const ops[] = {
		"init", "load", "store", "exchange", "compare_exchange_strong", "compare_exchange_weak",
		"fetch_add", "fetch_sub", "fetch_and", "fetch_or", "fetch_xor", "fetch_min", "fetch_max",
	};
	const char *op;
	size_t i;

	if (strncmp(name, "__opencl_atomic_", 16) == 0)
		op = name + 16;
	else if (strncmp(name, "__c11_atomic_", 13) == 0)
		op = name + 13;
	else
		return NULL;
	for (i = 0; i < ZC_COUNTOF(ops); i++)
		if (strcmp(op, ops[i]) == 0)
			return i == 0 ? "atomic_init" : ar_printf(&s->c->ar, "atomic_%s_explicit", op);
	return NULL;
}

Expr *
sema_call(S *s, Expr *e)
{
	Ctx *c = s->c;
	Symbol *sym = NULL;
	const char *name = NULL;
	size_t i;
	bool bad = false;

	if (e->a->kind == EX_IDENT) {
		name = e->a->name;
		sym = sema_lookup(s, name);
		if (strcmp(name, "vec_step") == 0 && (!sym || sym->kind == SYM_BUILTIN))
			return vec_step_call(s, e);
		if (!sym && atomic_builtin(s, name)) {
			name = e->a->name = atomic_builtin(s, name);
			sym = sema_lookup(s, name);
		}
		if (!sym || sym->kind == SYM_BUILTIN) {
			int f = unsupported_builtin(name);

			/* reported at the name, before what the arguments say */
			if (f >= 0) {
				zc_unsupported(c, e->a->loc, f, name);
				for (i = 0; i < e->nargs; i++)
					e->args[i] = sema_rvalue(s, e->args[i]);
				e->type = NULL;
				return e;
			}
		}
	}
	for (i = 0; i < e->nargs; i++) {
		e->args[i] = sema_rvalue(s, e->args[i]);
		if (!e->args[i]->type)
			bad = true;
	}
	if (sym && sym->kind == SYM_FUNC && sym->overload) {
		/* an overload set (overload.c) */
		sym = bad ? NULL : sema_overload_resolve(s, e, sym);
		if (!sym) {
			e->type = NULL;
			return e;
		}
	}
	if (sym && sym->kind == SYM_FUNC && !sym->defined && sema_spec_name(sym->name))
		return sema_spec_call(s, e, sym); /* specconst.c: no function is called */
	if (sym && sym->kind == SYM_FUNC) {
		Type *ft = sym->type;

		e->a->sym = sym;
		e->a->type = ft;
		e->sym = sym;
		sym->used = true;
		record_call(s, sym);
		if (sym->kernel)
			sym->called_as_func = true;
		if (e->nargs < ft->nparams || (e->nargs > ft->nparams && !ft->variadic)) {
			sema_arity_error(s, e, ft->nparams, one_param_name(sym));
			zc_note(c, sym->loc, "'%s' declared here", sym->name);
			e->type = NULL;
			return e;
		}
		e->type = ft->base;
		if (bad)
			return e;
		for (i = 0; i < e->nargs; i++) {
			if (i < ft->nparams)
				e->args[i] = sema_convert(s, e->args[i], ft->params[i], CONV_PASS);
		}
		return e;
	}
	if (sym && sym->kind != SYM_BUILTIN) {
		if (sym->kind == SYM_VAR && sym->type)
			zc_error(c, e->loc, "called object type '%s' is not a function", ty_str(c, sym->type));
		else if (sym->kind == SYM_TYPEDEF)
			zc_error(c, e->loc, "unexpected type name '%s': expected expression", name);
		e->type = NULL;
		return e;
	}
	if (!name) {
		e->a = sema_rvalue(s, e->a);
		if (e->a->type)
			zc_error(c, e->loc, "called object type '%s' is not a function (OpenCL C has no function pointers)",
			         ty_str(c, e->a->type));
		e->type = NULL;
		return e;
	}
	if (bad) {
		e->type = NULL;
		return e;
	}
	{
		BiList *l = sema_builtins_of(s, name);
		Expr *r;

		if (l)
			r = sema_resolve_table(s, e, name, l);
		else if (special_name(s, name))
			r = sema_builtin_special(s, e, name);
		else if (strncmp(name, "__builtin_", 10) == 0) {
			/* not declared by the program either */
			zc_error(c, e->loc, "use of unknown builtin '%s'", name);
			r = NULL;
		} else if ((name = sema_typo_call(s, e, name))) {
			e->a->name = name; /* on as if it had been written */
			return sema_call(s, e);
		} else {
			/* clang-15: OpenCL C declares no function implicitly */
			zc_error(c, e->a->loc, "use of undeclared identifier '%s'", e->a->name);
			r = NULL;
		}
		if (!r) {
			e->type = NULL;
			return e;
		}
		return r;
	}
}

/* ---- the number of arguments ---- */

/* The number of parameters of a builtin declared once (one row, no
 * gentype: clang counts the arguments of a function that has no
 * overloads), or -1: from the row's "R:A,B" signature. */
static int
row_arity(const BiList *l)
{
	int n = -1;
	size_t i;

	if (l->n != 1 || l->rows[0]->gen != GEN_NONE)
		return -1;
	for (i = 0; i < l->n; i++) {
		const char *p = strchr(l->rows[i]->sig, ':');
		int k;

		if (!p || strchr(p, '.'))
			return -1;
		for (k = p[1] != 0, p++; *p; p++)
			k += *p == ',';
		if (n >= 0 && k != n)
			return -1;
		n = k;
	}
	return n;
}

/* The name of the one parameter of function sym, or NULL (clang names it
 * when there is one). */
static const char *
one_param_name(Symbol *sym)
{
	Decl *d = sym->decl;

	if (sym->type->nparams != 1 || !d || !d->type || d->type->kind != TX_FUNC || d->type->nparams != 1)
		return NULL;
	return d->type->params[0].name;
}

/* Too few or too many arguments to a function of nparams parameters, in
 * clang's words and at its places: too few at the ')', too many at the
 * first argument too many; one parameter is named when it has a name. */
void
sema_arity_error(S *s, Expr *e, size_t nparams, const char *one)
{
	Ctx *c = s->c;

	if (e->nargs < nparams) {
		Loc at = e->rparen.file ? e->rparen : e->loc;

		if (one)
			zc_error(c, at, "too few arguments to function call, single argument '%s' was not specified", one);
		else
			zc_error(c, at, "too few arguments to function call, expected %zu, have %zu", nparams, e->nargs);
	} else if (one) {
		zc_error(c, e->args[nparams]->loc,
		         "too many arguments to function call, expected single argument '%s', have %zu arguments", one,
		         e->nargs);
	} else {
		zc_error(c, e->args[nparams]->loc, "too many arguments to function call, expected %zu, have %zu", nparams,
		         e->nargs);
	}
}

/* ---- a program's prototype of a builtin ---- */

/* The same parameter type for a prototype: pointee qualifiers other than
 * _Atomic do not count (atomic_add(volatile global int *, int) is written
 * with and without the volatile). */
static bool
proto_same(Type *a, Type *b)
{
	if (a->kind == T_POINTER && b->kind == T_POINTER)
		return a->as == b->as && !((a->pquals ^ b->pquals) & Q_ATOMIC) && ty_same(a->base, b->base);
	return ty_same(a, b);
}

/* The table row of name that instantiates to prototype ft's parameter and
 * return types, or NULL; with all, also the rows the target or the
 * language version leaves out. */
static const Builtin *
proto_row(S *s, const char *name, Type *ft, bool all)
{
	static const unsigned widths[] = {1, 2, 3, 4, 8, 16};
	BiList *l = sema_builtins_of(s, name);
	Expr **args;
	size_t r, i, k, w;

	if (!l)
		return NULL;
	args = ar_alloc(&s->c->ar, (ft->nparams + 1) * sizeof *args);
	for (i = 0; i < ft->nparams; i++) {
		args[i] = ar_alloc(&s->c->ar, sizeof *args[i]);
		args[i]->kind = EX_IDENT;
		args[i]->type = ft->params[i];
	}
	for (r = 0; r < l->n; r++) {
		const Builtin *row = l->rows[r];
		Type *elems[16];
		size_t ne = sema_class_elems(s, row->gen, elems);

		if (!all && (sema_row_gate(s, row) >= 0 || (row->minstd && s->std < row->minstd)))
			continue;
		for (k = 0; k < ne; k++) {
			for (w = 0; w < ZC_COUNTOF(widths) && (elems[k] || w == 0); w++) {
				Type *g = !elems[k] ? NULL : widths[w] == 1 ? elems[k] : ty_vector(s->c, elems[k], widths[w]);
				BiCand cd;
				bool ok;

				if (elems[k] && !sema_class_width(s, row->gen, elems[k], widths[w]))
					continue;
				if (!sema_instantiate(s, row, g, args, ft->nparams, &cd) || cd.np != ft->nparams ||
				    !ty_same(cd.ret, ft->base))
					continue;
				for (i = 0, ok = true; ok && i < ft->nparams; i++)
					ok = proto_same(cd.params[i], ft->params[i]);
				if (ok)
					return row;
			}
		}
	}
	return NULL;
}

/* Does prototype ft of name declare a builtin (a program repeating the
 * library's 'void barrier(cl_mem_fence_flags);')?  True for the builtins
 * recognised by name (convert_T, as_T, printf, ...), whose calls are
 * checked by their own rules, and for a table row the target has that
 * instantiates to ft's parameter and return types.  A row the target
 * lacks does not take the prototype: the program may define the function
 * itself further on (an emulation for devices without the extension). */
bool
sema_builtin_prototype(S *s, const char *name, Type *ft)
{
	if (!sema_builtins_of(s, name))
		return special_name(s, name);
	return proto_row(s, name, ft, false) != NULL;
}

/* Why a function the program declares and never defines is not there:
 * it is the prototype of a builtin the target or the language version
 * lacks (as a message), or NULL. */
const char *
sema_builtin_unavailable(S *s, Symbol *fn)
{
	const Builtin *row = proto_row(s, fn->name, fn->type, true);
	int gate;

	if (!row)
		return NULL;
	gate = sema_row_gate(s, row);
	if (gate >= 0)
		return ar_printf(&s->c->ar, "'%s' is a built-in function of %s, which is not enabled or not supported by %s",
		                 fn->name, zc_feature_names[gate], device_str(s));
	if (row->minstd && s->std < row->minstd)
		return ar_printf(&s->c->ar, "'%s' is a built-in function of OpenCL C %d.%d (compile with -cl-std=CL%d.%d)",
		                 fn->name, row->minstd / 100, row->minstd / 10 % 10, row->minstd / 100, row->minstd / 10 % 10);
	return NULL;
}
