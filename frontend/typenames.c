/* typenames.c — which identifiers name types: the one place where zocc
 * decides it (C99 6.7.7 Type definitions, 6.2.1 Scopes of identifiers).
 *
 * C cannot be parsed without knowing which identifiers are typedef names:
 * `(T)(x)`, `T * x;`, `sizeof(T)` and `T (x);` each read two ways.  A C
 * compiler's parser asks its symbol table as it goes (the "lexer hack");
 * tree-sitter cannot ask anyone, so this pass answers first.  It walks the
 * preprocessed tokens once, following the structure of C just far enough
 * to know scopes (blocks, function parameters, for statements) and where a
 * declaration declares a name, keeps the scoped set of names declared as
 * typedefs or as anything else, and marks each identifier that is used as a
 * type name in the copy of the text the parser reads: its first byte
 * becomes \x01 for a typedef name, \x02 for one of OpenCL C's own type
 * names (uint, float4, size_t: typedefs in clang's opencl-c-base.h, so a
 * program may redeclare or shadow them).  The grammar lexes a marked
 * identifier as a type_identifier (or primitive_type) and an unmarked one
 * as an identifier, so it has one reading of every construct.
 *
 * Where a typedef name is not a type name, C says so by position, and so do
 * the rules here: after a type specifier in the same declaration it is the
 * declared name (`typedef int T; void f(void) { float T; }`, and
 * `unsigned T;`), after '.' or '->' a member, after struct/union/enum a
 * tag, before ':' at the start of a statement a label.  Everything else a
 * typedef name can be in an expression is part of a type name (a cast,
 * sizeof, _Alignof, vec_step, a compound or vector literal), so there it is
 * always marked.  An identifier that names nothing, followed by another
 * identifier at the start of a declaration ('Foo x;'), is taken as an
 * unknown type name, as clang does, so sema can say so.
 *
 * The pass never reports anything: where the text is not C it moves on,
 * always by at least one token, and leaves the errors to the parser. */
#include <string.h>

#include "astb.h"

/* ---- tokens ---- */

enum { T_EOF, T_ID, T_PUNCT, T_OTHER };

typedef struct Tok {
	uint32_t off, len;
	uint8_t kind; /* T_* */
	char p;       /* T_PUNCT: the character; 'A' for "->", 'E' for "..." */
} Tok;

/* what a name is bound to, in the map of visible names */
enum {
	N_ORD = 1,     /* an object, function, parameter or enumerator */
	N_TYPEDEF,     /* a typedef name: marked \x01 */
	N_BUILTIN,     /* OpenCL C's own type names: marked \x02 */
	/* keywords the structure depends on; they cannot be redeclared */
	K_TYPE,        /* a type specifier keyword: int, unsigned, image2d_t, ... */
	K_TAG,         /* struct, union */
	K_ENUM,        /* enum */
	K_QUAL,        /* storage classes, qualifiers, address spaces, __kernel */
	K_TYPEDEFKW,   /* typedef */
	K_ATTR,        /* __attribute__ ((...)) */
	K_PARENS,      /* _Alignas (...), _Atomic (...) */
	K_TYPEOF,      /* __typeof__ (...): a type specifier */
	K_EXTENSION,   /* __extension__ */
	K_STATIC_ASSERT,
	K_IF, K_ELSE, K_WHILE, K_DO, K_FOR, K_SWITCH, K_CASE, K_DEFAULT, K_RETURN,
	K_GOTO, K_JUMP /* break, continue */
};

#define IS_KEYWORD(k) ((k) >= K_TYPE)
#define IS_TYPENAME(k) ((k) == N_TYPEDEF || (k) == N_BUILTIN)

typedef struct Word {
	const char *w;
	uint8_t kind;
} Word;

/* Every name a program starts with: the keywords the structure depends
 * on, OpenCL C's type names that clang declares as typedefs (6.1.1, 6.1.2;
 * the builder reads them as built-in types, \x02) and the built-in
 * library's typedef names (6.15; sema gives them their types).  They are
 * found through typenameidx.h's static hash (frontend/typenames-index.py
 * writes it from this table: run it after changing the table), not
 * entered in a map for every compilation; a program's own declaration of
 * one of the type names hides it in its scope (keywords cannot be
 * redeclared). */
static const Word predeclared[] = {
	{"void", K_TYPE}, {"bool", K_TYPE}, {"_Bool", K_TYPE}, {"char", K_TYPE},
	{"short", K_TYPE}, {"int", K_TYPE}, {"long", K_TYPE}, {"float", K_TYPE},
	{"double", K_TYPE}, {"half", K_TYPE}, {"signed", K_TYPE}, {"__signed", K_TYPE},
	{"__signed__", K_TYPE}, {"unsigned", K_TYPE}, {"__auto_type", K_TYPE},
	{"image1d_t", K_TYPE}, {"image1d_array_t", K_TYPE}, {"image1d_buffer_t", K_TYPE},
	{"image2d_t", K_TYPE}, {"image2d_array_t", K_TYPE}, {"image2d_depth_t", K_TYPE},
	{"image2d_array_depth_t", K_TYPE}, {"image3d_t", K_TYPE}, {"image2d_msaa_t", K_TYPE},
	{"image2d_array_msaa_t", K_TYPE}, {"image2d_msaa_depth_t", K_TYPE},
	{"image2d_array_msaa_depth_t", K_TYPE}, {"sampler_t", K_TYPE}, {"event_t", K_TYPE},
	{"queue_t", K_TYPE}, {"clk_event_t", K_TYPE}, {"reserve_id_t", K_TYPE},
	{"struct", K_TAG}, {"union", K_TAG}, {"enum", K_ENUM},
	{"extern", K_QUAL}, {"static", K_QUAL}, {"auto", K_QUAL}, {"register", K_QUAL},
	{"inline", K_QUAL}, {"__inline", K_QUAL}, {"__inline__", K_QUAL},
	{"_Noreturn", K_QUAL}, {"__forceinline", K_QUAL},
	{"const", K_QUAL}, {"__const", K_QUAL}, {"volatile", K_QUAL}, {"__volatile", K_QUAL},
	{"__volatile__", K_QUAL}, {"restrict", K_QUAL}, {"__restrict", K_QUAL},
	{"__restrict__", K_QUAL}, {"pipe", K_QUAL},
	{"__global", K_QUAL}, {"global", K_QUAL}, {"__local", K_QUAL}, {"local", K_QUAL},
	{"__constant", K_QUAL}, {"constant", K_QUAL}, {"__private", K_QUAL},
	{"private", K_QUAL}, {"__generic", K_QUAL}, {"generic", K_QUAL},
	{"__read_only", K_QUAL}, {"read_only", K_QUAL}, {"__write_only", K_QUAL},
	{"write_only", K_QUAL}, {"__read_write", K_QUAL}, {"read_write", K_QUAL},
	{"__kernel", K_QUAL}, {"kernel", K_QUAL},
	{"typedef", K_TYPEDEFKW},
	{"__attribute__", K_ATTR}, {"__attribute", K_ATTR},
	{"_Alignas", K_PARENS}, {"alignas", K_PARENS}, {"_Atomic", K_PARENS},
	{"__typeof__", K_TYPEOF}, {"__typeof", K_TYPEOF},
	{"__extension__", K_EXTENSION},
	{"_Static_assert", K_STATIC_ASSERT}, {"static_assert", K_STATIC_ASSERT},
	{"if", K_IF}, {"else", K_ELSE}, {"while", K_WHILE}, {"do", K_DO}, {"for", K_FOR},
	{"switch", K_SWITCH}, {"case", K_CASE}, {"default", K_DEFAULT},
	{"return", K_RETURN}, {"goto", K_GOTO}, {"break", K_JUMP}, {"continue", K_JUMP},
	/* OpenCL C's type names: the unsigned scalars, the vectors (the scalars
	 * with 2, 3, 4, 8 or 16 after them) and the standard typedefs */
	{"uchar", N_BUILTIN}, {"ushort", N_BUILTIN}, {"uint", N_BUILTIN}, {"ulong", N_BUILTIN},
	{"char2", N_BUILTIN}, {"char3", N_BUILTIN}, {"char4", N_BUILTIN}, {"char8", N_BUILTIN}, {"char16", N_BUILTIN},
	{"uchar2", N_BUILTIN}, {"uchar3", N_BUILTIN}, {"uchar4", N_BUILTIN}, {"uchar8", N_BUILTIN}, {"uchar16", N_BUILTIN},
	{"short2", N_BUILTIN}, {"short3", N_BUILTIN}, {"short4", N_BUILTIN}, {"short8", N_BUILTIN}, {"short16", N_BUILTIN},
	{"ushort2", N_BUILTIN}, {"ushort3", N_BUILTIN}, {"ushort4", N_BUILTIN}, {"ushort8", N_BUILTIN}, {"ushort16", N_BUILTIN},
	{"int2", N_BUILTIN}, {"int3", N_BUILTIN}, {"int4", N_BUILTIN}, {"int8", N_BUILTIN}, {"int16", N_BUILTIN},
	{"uint2", N_BUILTIN}, {"uint3", N_BUILTIN}, {"uint4", N_BUILTIN}, {"uint8", N_BUILTIN}, {"uint16", N_BUILTIN},
	{"long2", N_BUILTIN}, {"long3", N_BUILTIN}, {"long4", N_BUILTIN}, {"long8", N_BUILTIN}, {"long16", N_BUILTIN},
	{"ulong2", N_BUILTIN}, {"ulong3", N_BUILTIN}, {"ulong4", N_BUILTIN}, {"ulong8", N_BUILTIN}, {"ulong16", N_BUILTIN},
	{"float2", N_BUILTIN}, {"float3", N_BUILTIN}, {"float4", N_BUILTIN}, {"float8", N_BUILTIN}, {"float16", N_BUILTIN},
	{"double2", N_BUILTIN}, {"double3", N_BUILTIN}, {"double4", N_BUILTIN}, {"double8", N_BUILTIN}, {"double16", N_BUILTIN},
	{"half2", N_BUILTIN}, {"half3", N_BUILTIN}, {"half4", N_BUILTIN}, {"half8", N_BUILTIN}, {"half16", N_BUILTIN},
	{"size_t", N_BUILTIN}, {"ptrdiff_t", N_BUILTIN}, {"intptr_t", N_BUILTIN}, {"uintptr_t", N_BUILTIN},
	{"ndrange_t", N_BUILTIN},
	/* the built-in library's typedef names */
	{"cl_mem_fence_flags", N_TYPEDEF}, {"memory_order", N_TYPEDEF}, {"memory_scope", N_TYPEDEF},
	{"atomic_int", N_TYPEDEF}, {"atomic_uint", N_TYPEDEF}, {"atomic_long", N_TYPEDEF},
	{"atomic_ulong", N_TYPEDEF}, {"atomic_float", N_TYPEDEF}, {"atomic_double", N_TYPEDEF},
	{"atomic_half", N_TYPEDEF}, {"atomic_intptr_t", N_TYPEDEF}, {"atomic_uintptr_t", N_TYPEDEF},
	{"atomic_size_t", N_TYPEDEF}, {"atomic_ptrdiff_t", N_TYPEDEF}, {"atomic_flag", N_TYPEDEF},
	{"kernel_enqueue_flags_t", N_TYPEDEF}, {"clk_profiling_info", N_TYPEDEF},
	{"cl_image_format", N_TYPEDEF},
};

#include "typenameidx.h"

_Static_assert(ZC_COUNTOF(predeclared) == TN_NAMES, "predeclared[] changed: run frontend/typenames-index.py");

/* what name s[0..n) is predeclared as: K_*, N_BUILTIN, N_TYPEDEF, or 0 */
static int
predeclared_kind(const char *s, uint32_t n)
{
	uint32_t h = TN_HASH((const unsigned char *)s, n);

	for (;; h = (h + 1) & (TN_SLOTS - 1)) {
		unsigned i = tn_slots[h];
		const Word *w;

		if (!i)
			return 0;
		w = &predeclared[i - 1];
		if (w->w[0] == s[0] && strncmp(w->w, s, n) == 0 && !w->w[n])
			return w->kind;
	}
}

bool
ast_builtin_typedef(const char *name, size_t len)
{
	return predeclared_kind(name, (uint32_t)len) == N_TYPEDEF;
}

/* ---- the scanner's state ---- */

typedef struct Binding {
	const char *name;
	uint32_t len;
	uint32_t prev; /* the binding it hides, index + 1; 0 none */
	uint8_t kind;  /* N_* or K_* */
} Binding;

/* A function definition at file scope: its name and body, for the
 * functions the kernels can reach (reachable() below). */
typedef struct FnDef {
	uint32_t name, len;      /* the name's offset and length */
	uint32_t start, end;     /* the body, from '{' to after '}' */
	uint32_t same;           /* the definition before it with the same name, index + 1 */
	bool kernel;
	bool done;               /* its body has been read for references */
} FnDef;

/* declaration contexts */
enum { C_FILE, C_BLOCK, C_FOR, C_PARAM, C_MEMBER };

typedef struct TN {
	const char *s;       /* the text */
	uint32_t n;          /* its length */
	char *out;           /* the marked copy */
	Arena *ar;
	Tok t;               /* the current token */
	Tok prev;            /* the one before it */
	Tok peeked;          /* the token that starts at or after peekfrom, if haspeek */
	uint32_t peekfrom;
	bool haspeek;
	Map names;           /* name -> index + 1 of its visible binding */
	VEC(Binding) binds;  /* every visible binding, innermost last */
	VEC(Tok) pnames;     /* parameter names kept for a function body */
	VEC(FnDef) fns;      /* the function definitions at file scope, in order */
	VEC(Tok) kprotos;    /* the names of kernels declared at file scope without a body */
	bool speckernel;     /* the last specifiers() met kernel or __kernel */
	unsigned depth;      /* nesting of the recursive functions below */
	int open;            /* brackets opened and not closed, counted by next() */
	CutVec *unknown;     /* where a name declared nowhere was taken as a type name */
} TN;

/* Deeper than this the scanner stops following structure and only skips
 * tokens; the parser and the builder have their own limits. */
enum { MAX_DEPTH = 4096 };

static bool
idstart(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' || c >= 0x80;
}

static bool
idchar(unsigned char c)
{
	return idstart(c) || (c >= '0' && c <= '9');
}

/* the token at or after offset i */
static Tok
lex(const TN *t, uint32_t i)
{
	const char *s = t->s;
	uint32_t n = t->n;
	Tok k = {0};
	unsigned char c;

	for (;;) {
		while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r' ||
		                 s[i] == '\f' || s[i] == '\v'))
			i++;
		if (i + 1 < n && s[i] == '/' && s[i + 1] == '/') {
			while (i < n && s[i] != '\n')
				i++;
		} else if (i + 1 < n && s[i] == '/' && s[i + 1] == '*') {
			for (i += 2; i < n && !(s[i] == '*' && i + 1 < n && s[i + 1] == '/'); i++)
				;
			i = i + 2 < n ? i + 2 : n;
		} else {
			break;
		}
	}
	k.off = i;
	if (i >= n)
		return k; /* T_EOF */
	c = (unsigned char)s[i];
	if (idstart(c)) {
		while (i < n && idchar((unsigned char)s[i]))
			i++;
		k.kind = T_ID;
	} else if ((c >= '0' && c <= '9') || (c == '.' && i + 1 < n && s[i + 1] >= '0' && s[i + 1] <= '9')) {
		/* a pp-number (6.4.8) */
		for (i++; i < n; i++) {
			if ((s[i] == '+' || s[i] == '-') && strchr("eEpP", s[i - 1]))
				continue;
			if (!idchar((unsigned char)s[i]) && s[i] != '.')
				break;
		}
		k.kind = T_OTHER;
	} else if (c == '"' || c == '\'') {
		for (i++; i < n && s[i] != (char)c && s[i] != '\n'; i++)
			if (s[i] == '\\' && i + 1 < n)
				i++;
		if (i < n && s[i] == (char)c)
			i++;
		k.kind = T_OTHER;
	} else {
		k.kind = T_PUNCT;
		k.p = (char)c;
		i++;
		if (c == '-' && i < n && s[i] == '>') {
			k.p = 'A';
			i++;
		} else if (c == '.' && i + 1 < n && s[i] == '.' && s[i + 1] == '.') {
			k.p = 'E';
			i += 2;
		}
	}
	k.len = i - k.off;
	return k;
}

/* The token after the current one: lexed once, whether peek() or next()
 * asks first (the scan looks one token ahead at most identifiers). */
static Tok
peek(TN *t)
{
	uint32_t at = t->t.off + t->t.len;

	if (!t->haspeek || t->peekfrom != at) {
		t->peeked = lex(t, at);
		t->peekfrom = at;
		t->haspeek = true;
	}
	return t->peeked;
}

static void
next(TN *t)
{
	if (t->t.kind == T_PUNCT)
		t->open += (t->t.p == '(' || t->t.p == '[' || t->t.p == '{') -
		           (t->t.p == ')' || t->t.p == ']' || t->t.p == '}');
	t->prev = t->t;
	t->t = peek(t);
}

static bool
is(const Tok *k, char p)
{
	return k->kind == T_PUNCT && k->p == p;
}

/* what the identifier k is bound to: N_*, K_*, or 0 */
static int
lookup(const TN *t, const Tok *k)
{
	uintptr_t v;

	int pre;

	if (k->kind != T_ID)
		return 0;
	pre = predeclared_kind(t->s + k->off, k->len);
	if (IS_KEYWORD(pre))
		return pre;
	v = (uintptr_t)map_get(&t->names, t->s + k->off, k->len);
	return v ? t->binds.v[v - 1].kind : pre;
}

static void
bind(TN *t, const char *name, uint32_t len, int kind)
{
	uintptr_t old;
	Binding b;

	if (IS_KEYWORD(predeclared_kind(name, len)))
		return; /* a keyword stays a keyword; the parser reports it */
	old = (uintptr_t)map_get(&t->names, name, len);
	b.name = name;
	b.len = len;
	b.prev = (uint32_t)old;
	b.kind = (uint8_t)kind;
	VEC_PUSH(t->ar, &t->binds, b);
	map_put(&t->names, name, len, (void *)(uintptr_t)t->binds.n);
}

static void
bind_tok(TN *t, const Tok *k, int kind)
{
	bind(t, t->s + k->off, k->len, kind);
}

/* scopes: a mark is the number of bindings when the scope opened */
static size_t
push_scope(TN *t)
{
	return t->binds.n;
}

static void
pop_scope(TN *t, size_t mark)
{
	while (t->binds.n > mark) {
		Binding *b = &t->binds.v[--t->binds.n];

		map_put(&t->names, b->name, b->len, b->prev ? (void *)(uintptr_t)b->prev : NULL);
	}
}

/* mark the current token, an identifier, as a type name of kind k */
static void
mark(TN *t, int k)
{
	char m = k == N_BUILTIN ? '\x02' : '\x01';
	unsigned char c = (unsigned char)t->s[t->t.off];
	uint32_t w = c < 0x80 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4, i;

	/* the whole first character, so what follows is still UTF-8 */
	for (i = 0; i < w && i < t->t.len; i++)
		t->out[t->t.off + i] = m;
}

/* ---- the structure of C, as far as scopes and declared names go ---- */

static void statement(TN *t);
static void declaration(TN *t, int ctx);
static void expression(TN *t, bool to_comma, bool to_colon);
static void attribute(TN *t);

/* ( expression ), the condition of if, while, switch; _Alignas (...) */
static void
parens(TN *t)
{
	if (!is(&t->t, '('))
		return;
	next(t);
	expression(t, false, false);
	if (is(&t->t, ')'))
		next(t);
}

/* 6.7.2.1 struct-declaration-list: member names are a name space of their
 * own, so they bind nothing */
static void
struct_body(TN *t)
{
	next(t); /* '{' */
	while (t->t.kind != T_EOF && !is(&t->t, '}')) {
		uint32_t at = t->t.off;

		if (is(&t->t, ';'))
			next(t);
		else
			declaration(t, C_MEMBER);
		if (t->t.off == at)
			next(t);
	}
	if (is(&t->t, '}'))
		next(t);
}

/* 6.7.2.2 enumerator-list: enumerators are ordinary identifiers of the
 * enclosing scope */
static void
enum_body(TN *t)
{
	next(t); /* '{' */
	while (t->t.kind != T_EOF && !is(&t->t, '}')) {
		uint32_t at = t->t.off;

		if (t->t.kind == T_ID) {
			bind_tok(t, &t->t, N_ORD);
			next(t);
		}
		while (lookup(t, &t->t) == K_ATTR)
			attribute(t);
		if (is(&t->t, '=')) {
			next(t);
			expression(t, true, false);
		}
		if (is(&t->t, ','))
			next(t);
		else if (t->t.off == at || !is(&t->t, '}'))
			break;
	}
	if (is(&t->t, '}'))
		next(t);
}

/* struct/union/enum, an optional tag (never a type name) and a body */
static void
tag_specifier(TN *t)
{
	bool isenum = lookup(t, &t->t) == K_ENUM;

	next(t);
	while (lookup(t, &t->t) == K_ATTR)
		attribute(t);
	if (t->t.kind == T_ID && !IS_KEYWORD(lookup(t, &t->t)))
		next(t);
	if (is(&t->t, '{') && t->depth < MAX_DEPTH) {
		t->depth++;
		if (isenum)
			enum_body(t);
		else
			struct_body(t);
		t->depth--;
	}
}

/* 6.11 __attribute__((name, name(args), ...)): the names are not type
 * names even where a typedef of that name exists; the arguments may be
 * types (vec_type_hint(float4)) */
static void
attribute(TN *t)
{
	int open = 0;

	next(t);
	while (open < 2 && is(&t->t, '(')) {
		next(t);
		open++;
	}
	while (t->t.kind != T_EOF && !is(&t->t, ')') && !is(&t->t, ';')) {
		uint32_t at = t->t.off;

		if (t->t.kind == T_ID)
			next(t);
		if (is(&t->t, '(')) {
			next(t);
			expression(t, false, false);
			if (is(&t->t, ')'))
				next(t);
		}
		if (is(&t->t, ','))
			next(t);
		if (t->t.off == at)
			break;
	}
	while (open-- > 0 && is(&t->t, ')'))
		next(t);
}

/* An expression (or an initializer, or a type name in one), up to a ',' or
 * ':' at its own level when asked, a ';', or a closing bracket it did not
 * open.  A typedef name in an expression is always part of a type name. */
static void
expression(TN *t, bool to_comma, bool to_colon)
{
	unsigned depth = 0, quest = 0;

	for (;;) {
		int k;

		switch (t->t.kind) {
		case T_EOF:
			return;
		case T_ID:
			k = lookup(t, &t->t);
			if (k == K_TAG || k == K_ENUM) {
				tag_specifier(t);
				continue;
			}
			if (k == K_ATTR) {
				attribute(t);
				continue;
			}
			if (IS_TYPENAME(k) && !is(&t->prev, '.') && !is(&t->prev, 'A'))
				mark(t, k);
			next(t);
			continue;
		case T_PUNCT:
			switch (t->t.p) {
			case '(':
				{
					Tok la = peek(t);

					if (is(&la, '{') && t->depth < MAX_DEPTH) {
						/* a GNU statement expression ({ ... }) */
						next(t);
						t->depth++;
						statement(t);
						t->depth--;
						if (is(&t->t, ')'))
							next(t);
						continue;
					}
				}
				depth++;
				break;
			case '^': {
				Tok la = peek(t);

				if (is(&la, '{') && t->depth < MAX_DEPTH) {
					/* a block literal ^{ ... } (6.12) */
					next(t);
					t->depth++;
					statement(t);
					t->depth--;
					continue;
				}
				break;
			}
			case '[':
			case '{':
				depth++;
				break;
			case ')':
			case ']':
			case '}':
				if (depth == 0)
					return;
				depth--;
				break;
			case ';':
				return;
			case ',':
				if (depth == 0 && to_comma)
					return;
				break;
			case '?':
				if (depth == 0)
					quest++;
				break;
			case ':':
				if (depth == 0) {
					if (quest)
						quest--;
					else if (to_colon)
						return;
				}
				break;
			}
			next(t);
			continue;
		default:
			next(t);
			continue;
		}
	}
}

/* 6.7 declaration specifiers.  Returns whether 'typedef' was among them.
 * A typedef name is a type specifier only while no type specifier has been
 * seen: after one it is the declared name. */
static bool
specifiers(TN *t, int ctx)
{
	bool seen = false, istypedef = false;

	t->speckernel = false;
	while (t->t.kind == T_ID) {
		int k = lookup(t, &t->t);

		switch (k) {
		case K_TYPEDEFKW:
			istypedef = true;
			next(t);
			break;
		case K_QUAL:
			if ((t->t.len == 6 && memcmp(t->s + t->t.off, "kernel", 6) == 0) ||
			    (t->t.len == 8 && memcmp(t->s + t->t.off, "__kernel", 8) == 0))
				t->speckernel = true;
			next(t);
			break;
		case K_EXTENSION:
			next(t);
			break;
		case K_TYPE:
			seen = true;
			next(t);
			break;
		case K_TAG:
		case K_ENUM:
			seen = true;
			tag_specifier(t);
			break;
		case K_ATTR:
			attribute(t);
			break;
		case K_TYPEOF:
			next(t);
			parens(t);
			seen = true;
			break;
		case K_PARENS:
			/* _Alignas(...), or _Atomic(T) (a type specifier) */
			next(t);
			if (is(&t->t, '(')) {
				parens(t);
				seen = true;
			}
			break;
		case N_TYPEDEF:
		case N_BUILTIN:
			if (seen)
				return istypedef;
			mark(t, k);
			seen = true;
			next(t);
			break;
		default:
			if (!seen && k == 0) {
				/* 'Foo x', and in parameters and at file scope 'Foo *x':
				 * an unknown type name, for sema to report */
				Tok la = peek(t);

				if (la.kind == T_ID || (ctx != C_BLOCK && ctx != C_FOR && is(&la, '*'))) {
					mark(t, N_TYPEDEF);
					if (t->unknown)
						VEC_PUSH(t->ar, t->unknown, t->t.off);
					seen = true;
					next(t);
					break;
				}
			}
			return istypedef;
		}
	}
	return istypedef;
}

static void parameters(TN *t, bool keep);

/* What a declarator knows while it is read: where its name goes, and
 * whether the parameter names of the first parameter list after the name
 * are kept for a function body. */
typedef struct Dtor {
	int ctx;
	bool istypedef;
	bool named;    /* the declared name has been seen */
	bool want;     /* keep the parameters of the first list after the name */
	bool kept;     /* ... and that list has been read */
	bool keepname; /* a parameter's own name goes to pnames */
	Tok name;      /* the declared name, once named */
} Dtor;

/* Whether '(' at the current token opens a nested declarator rather than a
 * parameter list.  Only an abstract declarator (a parameter's) can have a
 * parameter list there; in it, a type name in parentheses is a parameter
 * list (C99 6.7.5.3p11). */
static bool
nested_declarator(TN *t, int ctx)
{
	Tok la = peek(t);
	int k;

	if (ctx != C_PARAM)
		return true;
	if (is(&la, '*') || is(&la, '^') || is(&la, '('))
		return true;
	if (la.kind != T_ID)
		return false;
	k = lookup(t, &la);
	return !IS_TYPENAME(k) && (!IS_KEYWORD(k) || k == K_ATTR);
}

/* 6.7.5 declarator (or abstract declarator) */
static void
declarator(TN *t, Dtor *d)
{
	if (t->depth >= MAX_DEPTH)
		return;
	t->depth++;
	/* pointer: '*' (or '^') with qualifiers and attributes */
	while (is(&t->t, '*') || is(&t->t, '^')) {
		next(t);
		for (;;) {
			int k = lookup(t, &t->t);

			if (k == K_QUAL || k == K_EXTENSION)
				next(t);
			else if (k == K_ATTR)
				attribute(t);
			else if (k == K_PARENS)
				next(t), parens(t);
			else
				break;
		}
	}
	/* direct declarator */
	if (t->t.kind == T_ID && !IS_KEYWORD(lookup(t, &t->t))) {
		if (d->ctx == C_PARAM) {
			bind_tok(t, &t->t, N_ORD);
			if (d->keepname)
				VEC_PUSH(t->ar, &t->pnames, t->t);
		} else if (d->ctx != C_MEMBER) {
			bind_tok(t, &t->t, d->istypedef ? N_TYPEDEF : N_ORD);
		}
		if (!d->named)
			d->name = t->t;
		d->named = true;
		next(t);
	} else if (is(&t->t, '(') && nested_declarator(t, d->ctx)) {
		next(t);
		declarator(t, d);
		if (is(&t->t, ')'))
			next(t);
	}
	/* array and function suffixes */
	for (;;) {
		if (is(&t->t, '[')) {
			next(t);
			expression(t, false, false);
			if (is(&t->t, ']'))
				next(t);
		} else if (is(&t->t, '(')) {
			bool keep = d->want && d->named && !d->kept;

			if (keep) {
				d->kept = true;
				t->pnames.n = 0;
			}
			parameters(t, keep);
		} else {
			break;
		}
	}
	t->depth--;
}

/* 6.7.5 parameter-type-list: its own scope (a prototype's, or the
 * function body's, which reopens it with the names kept) */
static void
parameters(TN *t, bool keep)
{
	size_t scope = push_scope(t);

	next(t); /* '(' */
	while (t->t.kind != T_EOF && !is(&t->t, ')') && !is(&t->t, ';') &&
	       !is(&t->t, '{') && !is(&t->t, '}')) {
		uint32_t at = t->t.off;

		if (is(&t->t, 'E')) {
			next(t);
		} else {
			Dtor d = {C_PARAM, false, false, false, false, keep};

			specifiers(t, C_PARAM);
			declarator(t, &d);
			while (lookup(t, &t->t) == K_ATTR)
				attribute(t);
		}
		if (is(&t->t, ','))
			next(t);
		else if (t->t.off == at)
			break;
	}
	if (is(&t->t, ')'))
		next(t);
	pop_scope(t, scope);
}

static void block_items(TN *t);

/* 6.7 declaration, 6.9.1 function definition (ctx C_FILE or C_BLOCK),
 * a for statement's first clause (C_FOR), a struct member (C_MEMBER) */
static void
declaration(TN *t, int ctx)
{
	bool istypedef, first = true, kernel;

	if (lookup(t, &t->t) == K_STATIC_ASSERT) {
		next(t);
		parens(t);
		if (is(&t->t, ';'))
			next(t);
		return;
	}
	istypedef = specifiers(t, ctx);
	kernel = t->speckernel;
	for (;;) {
		Dtor d = {ctx, istypedef, false, ctx == C_FILE || ctx == C_BLOCK, false, false, {0}};

		if (is(&t->t, ';')) {
			next(t);
			return;
		}
		declarator(t, &d);
		while (lookup(t, &t->t) == K_ATTR)
			attribute(t);
		if (is(&t->t, ':') && ctx == C_MEMBER) {
			/* a bit-field width */
			next(t);
			expression(t, true, false);
			while (lookup(t, &t->t) == K_ATTR)
				attribute(t);
		}
		if (is(&t->t, '=')) {
			next(t);
			expression(t, true, false);
		}
		if (is(&t->t, '{') && first && d.kept && t->depth < MAX_DEPTH) {
			/* a function body: the parameters are in its scope */
			size_t scope = push_scope(t), i;
			FnDef f = {d.name.off, d.name.len, t->t.off, 0, 0, kernel, false};

			for (i = 0; i < t->pnames.n; i++)
				bind_tok(t, &t->pnames.v[i], N_ORD);
			next(t);
			t->depth++;
			block_items(t);
			t->depth--;
			if (is(&t->t, '}'))
				next(t);
			pop_scope(t, scope);
			if (ctx == C_FILE && f.len) {
				f.end = t->prev.off + t->prev.len;
				VEC_PUSH(t->ar, &t->fns, f);
			}
			return;
		}
		/* `kernel void k(...);` makes a later `void k(...) { }` a kernel */
		if (ctx == C_FILE && kernel && d.kept && d.name.len)
			VEC_PUSH(t->ar, &t->kprotos, d.name);
		first = false;
		if (is(&t->t, ','))
			next(t);
		else if (!is(&t->t, ';'))
			return; /* not C: the caller moves on */
	}
}

/* Whether the block item at the current token is a declaration. */
static bool
starts_declaration(TN *t)
{
	int k = lookup(t, &t->t);
	Tok la;

	switch (k) {
	case K_TYPE: case K_TAG: case K_ENUM: case K_QUAL: case K_TYPEDEFKW: case K_PARENS:
	case K_TYPEOF: case K_STATIC_ASSERT:
		return true;
	case N_TYPEDEF:
	case N_BUILTIN:
		la = peek(t);
		return !is(&la, ':'); /* else a label */
	case 0:
		/* 'Foo x;' with Foo declared nowhere: an unknown type name */
		la = peek(t);
		return t->t.kind == T_ID && la.kind == T_ID;
	default:
		return false;
	}
}

/* 6.8 statement */
static void
statement(TN *t)
{
	for (;;) {
		int k = lookup(t, &t->t);
		size_t scope;
		Tok la;

		if (is(&t->t, '{')) {
			/* 6.8.2 compound statement: a scope */
			scope = push_scope(t);
			next(t);
			if (t->depth < MAX_DEPTH) {
				t->depth++;
				block_items(t);
				t->depth--;
			}
			if (is(&t->t, '}'))
				next(t);
			pop_scope(t, scope);
			return;
		}
		switch (k) {
		case K_IF:
			next(t);
			parens(t);
			if (t->depth >= MAX_DEPTH)
				return;
			t->depth++;
			statement(t);
			t->depth--;
			if (lookup(t, &t->t) != K_ELSE)
				return;
			next(t);
			continue; /* the else branch, without growing the stack */
		case K_WHILE:
		case K_SWITCH:
			next(t);
			parens(t);
			continue;
		case K_DO:
			next(t);
			if (t->depth >= MAX_DEPTH)
				return;
			t->depth++;
			statement(t);
			t->depth--;
			if (lookup(t, &t->t) == K_WHILE) {
				next(t);
				parens(t);
			}
			if (is(&t->t, ';'))
				next(t);
			return;
		case K_FOR:
			/* 6.8.5p5: the for statement is a scope of its own */
			scope = push_scope(t);
			next(t);
			if (is(&t->t, '(')) {
				next(t);
				if (starts_declaration(t)) {
					declaration(t, C_FOR);
				} else {
					expression(t, false, false);
					if (is(&t->t, ';'))
						next(t);
				}
				expression(t, false, false);
				if (is(&t->t, ';'))
					next(t);
				expression(t, false, false);
				if (is(&t->t, ')'))
					next(t);
			}
			if (t->depth < MAX_DEPTH) {
				t->depth++;
				statement(t);
				t->depth--;
			}
			pop_scope(t, scope);
			return;
		case K_CASE:
			next(t);
			expression(t, false, true);
			if (is(&t->t, ':'))
				next(t);
			continue;
		case K_DEFAULT:
			next(t);
			if (is(&t->t, ':'))
				next(t);
			continue;
		case K_RETURN:
			next(t);
			expression(t, false, false);
			if (is(&t->t, ';'))
				next(t);
			return;
		case K_GOTO:
			next(t);
			if (t->t.kind == T_ID)
				next(t);
			if (is(&t->t, ';'))
				next(t);
			return;
		case K_JUMP:
			next(t);
			if (is(&t->t, ';'))
				next(t);
			return;
		case K_ATTR:
			/* attributes before a statement (or a declaration) */
			attribute(t);
			if (starts_declaration(t)) {
				declaration(t, C_BLOCK);
				return;
			}
			continue;
		case K_EXTENSION:
			next(t);
			if (starts_declaration(t)) {
				declaration(t, C_BLOCK);
				return;
			}
			continue;
		default:
			break;
		}
		if (t->t.kind == T_ID && !IS_KEYWORD(k)) {
			la = peek(t);
			if (is(&la, ':')) {
				/* 6.8.1 a label */
				next(t);
				next(t);
				continue;
			}
		}
		if (is(&t->t, ';')) {
			next(t);
			return;
		}
		expression(t, false, false);
		if (is(&t->t, ';'))
			next(t);
		return;
	}
}

/* 6.8.2 block items, up to the '}' that closes them */
static void
block_items(TN *t)
{
	while (t->t.kind != T_EOF && !is(&t->t, '}')) {
		uint32_t at = t->t.off;

		if (starts_declaration(t))
			declaration(t, C_BLOCK);
		else
			statement(t);
		if (t->t.off == at)
			next(t); /* a stray ')' or ']': the parser reports it */
	}
}


/* The functions a kernel can reach, read from the text: a kernel's body,
 * and the body of every function found so, reaches each function whose
 * name appears in it as an identifier.  That is a superset of the call
 * graph sema builds (a name shadowed by a local, or never called, still
 * counts), so the builder may drop the AST of any other function once
 * sema has checked it (ast.c).  A kernel is a definition or a prototype
 * with kernel or __kernel.  Without a kernel the program is a library and
 * every function counts. */
static void
reachable(TN *t, Reach *r)
{
	Map defs;
	VEC(uint32_t) work = {0};
	size_t i;

	map_init(&defs, t->ar);
	map_init(&r->defined, t->ar);
	map_init(&r->keep, t->ar);
	r->all = true;
	for (i = 0; i < t->fns.n; i++) {
		FnDef *f = &t->fns.v[i];

		f->same = (uint32_t)(uintptr_t)map_get(&defs, t->s + f->name, f->len);
		map_put(&defs, t->s + f->name, f->len, (void *)(uintptr_t)(i + 1));
		map_put(&r->defined, t->s + f->name, f->len, (void *)1);
		if (f->kernel) {
			r->all = false;
			map_put(&r->keep, t->s + f->name, f->len, (void *)1);
			VEC_PUSH(t->ar, &work, (uint32_t)i);
		}
	}
	for (i = 0; i < t->kprotos.n; i++) {
		const Tok *k = &t->kprotos.v[i];
		uint32_t j = (uint32_t)(uintptr_t)map_get(&defs, t->s + k->off, k->len);

		r->all = false;
		map_put(&r->keep, t->s + k->off, k->len, (void *)1);
		for (; j; j = t->fns.v[j - 1].same)
			VEC_PUSH(t->ar, &work, j - 1);
	}
	while (work.n) {
		FnDef *f = &t->fns.v[work.v[--work.n]];
		Tok k;

		if (f->done)
			continue;
		f->done = true;
		for (k = lex(t, f->start); k.kind != T_EOF && k.off < f->end; k = lex(t, k.off + k.len)) {
			uint32_t j;

			if (k.kind != T_ID || map_get(&r->keep, t->s + k.off, k.len))
				continue;
			j = (uint32_t)(uintptr_t)map_get(&defs, t->s + k.off, k.len);
			if (!j)
				continue;
			map_put(&r->keep, t->s + k.off, k.len, (void *)1);
			for (; j; j = t->fns.v[j - 1].same)
				VEC_PUSH(t->ar, &work, j - 1);
		}
	}
}

char *
ast_mark_typenames(Arena *ar, const char *text, size_t len)
{
	return ast_mark_typenames_cut(ar, text, len, 0, NULL, NULL, NULL);
}

/* The cuts: the parser reads the text in pieces of about `every` bytes
 * (ast.c), each a run of whole top-level items, so that only one piece's
 * syntax tree exists at a time.  A cut goes where an item ended with ';'
 * or with a function body's '}' and every bracket opened before it is
 * closed: there the parser, reading the piece after it as a translation
 * unit of its own, reads it as it would have in the whole text. */
char *
ast_mark_typenames_cut(Arena *ar, const char *text, size_t len, size_t every, CutVec *cuts, Reach *reach,
                       CutVec *unknown)
{
	TN t = {0};
	uint32_t last = 0;

	t.unknown = unknown;
	t.s = text;
	t.n = (uint32_t)len;
	t.ar = ar;
	t.out = ar_alloc(ar, len + 1);
	memcpy(t.out, text, len);
	t.out[len] = 0;
	map_init(&t.names, ar);
	t.t = lex(&t, 0);
	/* 6.9 the translation unit: every item is a declaration */
	while (t.t.kind != T_EOF) {
		uint32_t at = t.t.off;

		if (is(&t.t, ';') || is(&t.t, '}'))
			next(&t);
		else
			declaration(&t, C_FILE);
		if (t.t.off == at)
			next(&t);
		if (cuts && t.open == 0 && (is(&t.prev, ';') || is(&t.prev, '}')) &&
		    t.t.kind != T_EOF && t.t.off - last >= every) {
			last = t.prev.off + 1;
			VEC_PUSH(ar, cuts, last);
		}
	}
	if (reach)
		reachable(&t, reach);
	return t.out;
}
