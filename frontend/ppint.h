/* ppint.h — what the preprocessor's own files share (pplex.c, pp.c, ppout.c,
 * ppmacro.c, ppexpr.c, predef.c, ppdump.c); nothing outside frontend/pp*.c includes it.
 *
 * The preprocessor is a pull pipeline.  pp_lex scans pp-tokens out of a file
 * whose translation phases 1-2 (trigraphs, line splices) were applied up
 * front; pp_get_raw takes the next token from the stack of macro-expansion
 * contexts or, when that is empty, from the current file (running the
 * directives it meets); pp_expand_next expands macros on top of that; pp.c's
 * main loop writes what comes out.  Identifiers are interned, so a token
 * names its Ident and the Ident names its macro: finding a macro costs one
 * load, not a hash; a predefined macro is attached when its name is first
 * interned (predef.c).  Tokens are copied as little as possible: an
 * invocation's arguments are used where they lie when they can be, an
 * argument is replaced straight into the substitution, and runs of tokens
 * that need no replacement move in bulk (pp_take_run). */
#ifndef PPINT_H
#define PPINT_H

#include <stddef.h>

#include "pp.h"

enum { /* token kinds */
	T_EOF,         /* end of the current file */
	T_EOD,         /* end of a directive's line */
	T_EOA,         /* end of a macro argument being pre-expanded */
	T_IDENT,       /* identifier; s points at its Ident's name */
	T_NUMBER,      /* pp-number */
	T_CHAR,        /* character constant, with prefix */
	T_STRING,      /* string literal, with prefix */
	T_PUNCT,       /* punctuator; aux is the P_* code or the character */
	T_OTHER,       /* any other character (or an unterminated literal) */
	T_HEADER,      /* <...> header name of #include */
	T_PARAM,       /* in a macro body: parameter number aux */
	T_PLACEMARKER, /* 6.10.3.3: an empty argument beside ## */
	T_VAOPT,       /* in a macro body: '__VA_OPT__(', aux the distance to its ')' */
	T_VAOPT_END    /* in a macro body: the ')' closing a __VA_OPT__ */
};

enum { /* token flags */
	TF_SPACE = 1, /* white space before it */
	TF_BOL = 2,   /* first token of a line */
	TF_NOEXP = 4  /* 6.10.3.4p2: named its macro inside that macro's expansion: never expands */
};

enum { /* punctuators of more than one character (T_PUNCT aux); single ones are the character */
	P_ARROW = 256, P_INC, P_DEC, P_SHL, P_SHR, P_LE, P_GE, P_EQ, P_NE, P_ANDAND, P_OROR,
	P_MULEQ, P_DIVEQ, P_MODEQ, P_ADDEQ, P_SUBEQ, P_SHLEQ, P_SHREQ, P_ANDEQ, P_XOREQ, P_OREQ,
	P_ELLIPSIS, P_HASHHASH, P_LAST
};

typedef struct Macro Macro;

typedef struct Tok {
	const char *s; /* spelling (identifiers: the Ident's name) */
	uint32_t len;  /* bytes in s */
	uint8_t kind;  /* T_* */
	uint8_t flags; /* TF_* */
	uint16_t aux;  /* T_PUNCT: P_* or the character; T_PARAM: parameter index */
	Loc loc;       /* where it was spelled, and the expansion it came out of */
} Tok;

enum { /* directive names */
	D_NONE, D_DEFINE, D_UNDEF, D_INCLUDE, D_INCLUDE_NEXT, D_IF, D_IFDEF, D_IFNDEF, D_ELIF,
	D_ELSE, D_ENDIF, D_LINE, D_ERROR, D_WARNING, D_PRAGMA, D_IDENT
};

typedef struct Ident {
	Macro *macro;    /* its definition, NULL when it names no macro */
	uint32_t len;    /* length of name */
	uint8_t dir;     /* D_* when it spells a directive name */
	char name[];     /* NUL-terminated */
} Ident;

#define TOK_IDENT(t) ((Ident *)(void *)((char *)(t)->s - offsetof(Ident, name)))

enum { /* macro kinds */
	MK_OBJECT,  /* #define X ... */
	MK_FUNC,    /* #define F(...) ... */
	MK_LINE,    /* __LINE__ and the other built-in ones, expanded by code */
	MK_FILE,
	MK_BASE_FILE,
	MK_COUNTER,
	MK_DATE,
	MK_TIME,
	MK_INCLUDE_LEVEL,
	MK_HAS_INCLUDE, /* __has_include: an operator of #if, defined so #ifdef finds it */
	MK_HAS_ATTRIBUTE, /* __has_attribute, __has_builtin, __has_feature, */
	MK_HAS_BUILTIN,   /* __has_extension: the same, ppexpr.c */
	MK_HAS_FEATURE
};

struct Macro {
	Ident *name;        /* what it is called */
	Tok *body;          /* replacement list; parameters are T_PARAM */
	uint32_t nbody;
	uint16_t nparams;   /* including __VA_ARGS__ when variadic */
	uint8_t kind;       /* MK_* */
	bool variadic;      /* last parameter is ... (or name...) */
	bool paste;         /* body has ## or #: needs substitution even without arguments */
	bool disabled;      /* its expansion is being rescanned (6.10.3.4p2) */
	bool lazy;          /* predefined: body not lexed yet, see lazytext */
	Ident **params;     /* parameter names (__VA_ARGS__ for ...) */
	Loc def;            /* its name in the #define */
	uint8_t *plain;     /* function-like or paste: body[i] starts a run of this many tokens
	                     * copied as they are (no #, ##, parameter; at most 255), 0 none */
	const char *lazytext; /* predefined: the body text, lexed on first use */
	uint32_t lazylen;
};

/* A run of tokens being read: a macro's substituted replacement list, a
 * pre-expanded argument, or tokens pushed back after a look-ahead. */
typedef struct PPCtx {
	Tok *toks;         /* the tokens */
	uint32_t n, i;     /* count, next to read */
	Macro *m;          /* re-enabled when the context is left; NULL for others */
	uint32_t stamp;    /* expansion index stamped on every token read (object-like bodies), 0 none */
	uint8_t firstflags; /* TF_SPACE|TF_BOL of the macro name, given to the first token */
	bool eoa;          /* an argument being pre-expanded: a T_EOA follows its last token */
	uint32_t cap;      /* toks came from the token pool (this many) and go back to it; 0 not */
} PPCtx;

/* Tokens at the top of the context stack that macro replacement passes
 * through as they are (pp_take_run). */
typedef struct PPRun {
	const Tok *v;       /* the tokens, where their context holds them */
	uint32_t n;
	uint32_t stamp;     /* loc.exp each gets (0: they keep theirs) */
	uint8_t firstflags; /* with stamp and first: TF_SPACE|TF_BOL v[0] gets */
	bool first;         /* v[0] is its context's first token */
} PPRun;

/* clean-text offset >= at maps to raw offset + delta */
typedef struct PPFix {
	uint32_t at;  /* offset in the cleaned text */
	uint32_t add; /* raw - clean from there on */
} PPFix;

typedef struct PPFileInfo PPFileInfo;

/* A file being read: its cleaned text and the cursor. */
typedef struct PPFile {
	uint32_t id;          /* SrcMgr index */
	const char *raw;      /* the text as read (SrcFile.text) */
	const char *text;     /* after phases 1-2; == raw when there was nothing to do */
	const char *p, *end;  /* cursor and end of text (*end == 0) */
	PPFix *fix;           /* clean -> raw corrections, by increasing at */
	uint32_t nfix, fixi;  /* count, cursor for monotone lookups */
	bool bol;             /* at the beginning of a line */
	bool system;          /* found through <...> */
	size_t condbase;      /* conditional stack depth when the file was entered */
	int guard;            /* include-guard detection: GUARD_* */
	Ident *guardname;     /* the macro of #ifndef X that may guard the whole file */
	PPFileInfo *info;     /* bookkeeping shared by every inclusion of the file */
	const char *dir;      /* directory of the file for "..." includes ("" = current) */
	bool memdir;          /* dir names a directory of the in-memory headers */
	bool pinned;          /* every token gets the location pin (the text of a _Pragma) */
	Loc pin;
} PPFile;

enum { GUARD_START, GUARD_IN, GUARD_CLOSED, GUARD_NONE };

struct PPFileInfo {
	const char *path;   /* as opened, or the in-memory header name */
	const char *text;   /* NUL-terminated contents */
	uint32_t len;
	bool once;          /* #pragma once seen */
	Ident *guard;       /* include guard macro, NULL if the file has none */
	bool mem;           /* an in-memory header */
};

typedef struct PPCond {
	Loc loc;        /* the #if */
	bool taken;     /* some group of this #if has been taken */
	bool seen_else; /* #else seen */
	bool skipping;  /* the whole construct sits in a skipped group */
} PPCond;

typedef VEC(Tok) TokVec;

typedef struct PP {
	Ctx *c;
	PPOutput *out;
	Ident **itab;          /* the identifier table (pplex.c): open-addressed, */
	uint32_t *ihash;       /* the hash of each entry, */
	uint32_t icap, in;     /* slots (a power of two), entries */
	uint32_t predef_file;  /* the "<built-in>" file (predef.c) */
	uint32_t *predef_at, *predef_end; /* once written: where entry k's name starts, its line ends */
	char *predef_text;     /* the "<built-in>" text, written as its entries are met (predef.c) */
	VEC(PPFile *) files;   /* include stack; files.v[files.n-1] is current */
	PPFile *cur;           /* the current file */
	VEC(PPCtx) ctx;        /* macro contexts, innermost last */
	size_t ctxbase;        /* contexts below this one are out of reach (while a _Pragma runs) */
	VEC(PPCond) conds;     /* open conditionals */
	Map fileinfo;          /* file key (device:inode or header name) -> PPFileInfo */
	PPFileInfo probed;     /* what a __has_include probe finds on disk */
	const zocc_header *headers; /* in-memory headers */
	size_t nheaders;
	bool directive;        /* lexing a directive line: newline is T_EOD */
	bool in_include;       /* lexing an #include operand: <...> is a header name */
	bool stop;             /* a fatal error: stop reading */
	unsigned counter;      /* __COUNTER__ */
	unsigned depth;        /* argument pre-expansion nesting */
	uint64_t ntoks;        /* tokens produced by substitutions (runaway guard) */
	Tok *freelist[24];     /* token pool: free arrays of 8 << k tokens */
	const char *mainname;  /* the main file's name, for __BASE_FILE__ */
	Ident *id_defined, *id_va_args, *id_va_opt, *id_pragma_op, *id_has_include, *id_once;
	/* output */
	char *o;               /* out->text being written */
	size_t olen, ocap;
	void **oslot, **mslot; /* where the arena keeps o and out->map.v (malloc'ed, see ar_own) */
	bool osep;             /* a token has been written (so the next needs a separator) */
	/* -E text */
	bool etext;            /* producing out->etext (and not out->text, out->map) */
	uint32_t nout;         /* -E: tokens written (the output limit) */
	char *e;               /* its contents (grown like o) */
	size_t elen, ecap;
	void **eslot;          /* where the arena keeps e */
	VEC(Loc) outer;        /* the outermost use of each expansion (SrcMgr.exps index) */
	void **xslot, **outerslot; /* where the arena keeps SrcMgr.exps.v and outer.v once grown */
	uint32_t lc_file;      /* the line last looked up: file (0 none), */
	uint32_t lc_lo, lc_hi; /* its raw offsets [lo, hi), */
	uint32_t lc_line;      /* its presumed line */
	const char *lc_name;   /* and file name */
	const char *ename;     /* presumed file name of the -E line being written */
	uint32_t eline;        /* its presumed line */
	bool ebol;             /* at the start of a -E line */
	bool emark;            /* the next -E token needs a linemarker */
	Tok eprev;             /* the last token written to the -E text */
	bool eprev_valid;
} PP;

/* pplex.c: translation phases 1-3 */
void pp_lex_init(PP *pp);
Ident *pp_intern(PP *pp, const char *s, size_t n);
Ident *pp_find_ident(PP *pp, const char *s, size_t n);
PPFile *pp_file_open(PP *pp, uint32_t id, const char *raw, size_t len);
void pp_lex(PP *pp, PPFile *f, Tok *t);
uint32_t pp_raw_off(PPFile *f, const char *p);
size_t pp_scan_one(PP *pp, const char *s, size_t n, Tok *t);
int pp_skip_group(PP *pp, PPFile *f);
void pp_rest_of_line(PP *pp, PPFile *f, const char **s, size_t *n);
Loc pp_here(PPFile *f);
extern const char *const pp_punct_spelling[P_LAST];

/* pp.c: directives and files */
void pp_lex_file(PP *pp, Tok *t);
void pp_skip_line(PP *pp);
const char *pp_presumed(PP *pp, Loc l, uint32_t *line);
bool pp_find_include(PP *pp, const char *name, size_t n, bool angled, Loc at);

/* ppout.c: the parser's text and the -E text */
void pp_emit(PP *pp, const Tok *t);
void pp_emit_run(PP *pp, const PPRun *r);
void pp_e_putc(PP *pp, char c);
void pp_e_marker(PP *pp, uint32_t line, const char *name, int flag);
void pp_e_pragma(PP *pp, Loc at, const char *s, size_t n);

/* ppmacro.c: 6.10.3 macro replacement */
void pp_get_raw(PP *pp, Tok *t);
void pp_unget(PP *pp, const Tok *t);
void pp_expand_next(PP *pp, Tok *t);
uint32_t pp_take_run(PP *pp, PPRun *r);
void pp_define(PP *pp, Tok *dir);
void pp_undef(PP *pp);
Macro *pp_new_macro(PP *pp, Ident *name, int kind);
void pp_lazy_body(PP *pp, Macro *m);
char *pp_spell(PP *pp, const Tok *toks, size_t n, size_t *len);
void pp_pop_ctx(PP *pp);
void *pp_grow(PP *pp, void **slot, size_t bytes);

/* ppexpr.c: 6.10.1 #if expressions */
bool pp_eval_if(PP *pp, Tok *dir);
bool pp_eval_int(PP *pp, int64_t *v);

/* predef.c: predefined macros */
void pp_predefine(PP *pp);
void pp_predef_lookup(PP *pp, Ident *id);
void pp_predef_all(PP *pp);

/* ppdump.c: -dM */
char *pp_dump_macros(PP *pp, size_t *len);

#endif
