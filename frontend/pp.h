/* pp.h — the C99 / OpenCL C preprocessor (C99 6.10, OpenCL C 6.10).
 *
 * pp_run reads the main file and everything it includes, expands macros and
 * evaluates conditionals, and produces the program text the parser reads:
 * the expanded tokens, written out with a single space or newline between
 * them and no directives left.  Every token's output offset is recorded with
 * the Loc it came from (file, offset, macro expansion chain), so the parser's
 * byte offsets map back to the source through pp_locate.
 *
 * #pragma lines are not in the text: each becomes a PPPragma event at the
 * output offset where it stood, so sema can apply #pragma OPENCL EXTENSION
 * in source order.
 *
 * The text: a newline before a token that began a source line, one space
 * before any other; digraphs come out as the punctuators they stand for.
 * A token out of a macro body has the Loc of its spelling in the #define and
 * the index of its Expansion (SrcMgr.exps, whose chain zc_diag prints as
 * clang's "expanded from macro" notes); a token out of a macro argument
 * keeps its own Loc; a token made by ## or # has the Loc of the operator.
 *
 * Errors never stop the run except where clang stops too (a missing
 * #include file, a fatal error) and at runaway limits: #include nesting
 * 200, macro argument nesting 256, 4M tokens in one expansion, and the
 * limits of Options.limits on the tokens all macro replacement produces and
 * on the tokens of the output.  The implementation is in frontend/pp*.c
 * (see ppint.h). */
#ifndef PP_H
#define PP_H

#include "../include/zocc.h"
#include "../support/zc.h"

typedef struct PPMapEnt {
	uint32_t off; /* byte offset in PPOutput.text where a token starts */
	uint32_t len; /* its length in the output */
	Loc loc;      /* where it came from */
} PPMapEnt;

enum {
	PRAGMA_OPENCL_EXTENSION, /* #pragma OPENCL EXTENSION name : enable|disable */
	PRAGMA_FP_CONTRACT,      /* #pragma OPENCL FP_CONTRACT ON|OFF|DEFAULT */
	PRAGMA_UNROLL,           /* #pragma unroll [N] / nounroll */
	PRAGMA_OTHER             /* anything else: kept for sema to warn about or ignore */
};

typedef struct PPPragma {
	int kind;         /* PRAGMA_* */
	uint32_t off;     /* output offset: applies to the text from here on */
	Loc loc;          /* where the pragma was written: EXTENSION its name, FP_CONTRACT the
	                   * word FP_CONTRACT, others the first word; a _Pragma's the _Pragma */
	int feature;      /* OPENCL EXTENSION: index in ZC_FEATURES, -1 for 'all', -2 unknown name */
	const char *name; /* OPENCL EXTENSION: the name as written; OTHER: the whole pragma text */
	int value;        /* EXTENSION: 1 enable, 0 disable; FP_CONTRACT: 1 ON, 0 OFF, 2 DEFAULT; UNROLL: count, 0 = full, -1 = nounroll */
} PPPragma;

typedef struct PPDep {
	const char *path; /* as opened */
	bool system;      /* found in a <...> search directory */
} PPDep;

typedef struct PPOutput {
	char *text;              /* expanded program text, NUL-terminated; empty (and map
	                          * empty, pragma offsets 0) under Options.preprocess_only */
	size_t len;
	VEC(PPMapEnt) map;       /* one entry per token, in increasing off */
	VEC(PPPragma) pragmas;   /* in source order */
	VEC(PPDep) deps;         /* the main file (by the name given), then each file read from
	                          * disk, once however often included; not in-memory headers
	                          * nor __has_include probes */
	char *etext;             /* under Options.preprocess_only: the -E text: GNU linemarkers
	                          * (# N "file" [1|2]), source line structure and spacing,
	                          * #pragma lines; it preprocesses again to the same tokens */
	size_t elen;
	bool stopped;            /* a fatal error or a limit cut the program short */
} PPOutput;

/* Preprocess the main file.  headers are the in-memory headers of the API,
 * searched first for both "..." and <...>.  Errors are reported through c;
 * the output is usable (best effort) even when there were errors. */
void pp_run(Ctx *c, const char *name, const char *text, size_t len,
            const zocc_header *headers, size_t nheaders, PPOutput *out);

/* The location of output offset off: the entry of the token that covers it
 * (or most closely precedes it), advanced by off's distance into the token
 * when the token's loc is not in a macro expansion, so a column inside a
 * token stays exact. */
Loc pp_locate(const PPOutput *o, uint32_t off);
/* pp_locate for a caller whose offsets mostly grow: *hint (0 at first)
 * keeps the entry found last, so the next lookup near it takes a step or
 * two instead of a binary search. */
Loc pp_locate_near(const PPOutput *o, uint32_t off, size_t *hint);

/* The shape of the program the parser is about to read (frontend/ppshape.c). */
typedef struct PPShape {
	size_t tokens;    /* tokens in the text */
	uint64_t nesting; /* the deepest nesting of brackets and statements */
	uint64_t depth;   /* an upper bound of the parse tree's depth */
} PPShape;

/* Measure o's shape and hold it to c->opt.limits (nesting, depth,
 * statements per function): false, with an error at the token that passes
 * a limit, if one is passed. */
bool pp_shape(Ctx *c, const PPOutput *o, PPShape *sh);

#endif
