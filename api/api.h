/* api.h — what the files of api/ share: the result object behind the public
 * zocc_result handle, and option parsing. */
#ifndef API_H
#define API_H

#include "../include/zocc.h"
#include "../support/zc.h"

struct zocc_result {
	Arena ar;                /* owns everything below */
	uint32_t *words;         /* the module, or NULL */
	size_t nwords;
	char *text;              /* -E output, or NULL */
	size_t textlen;
	zocc_diag *diags;        /* copied out of the compilation context */
	size_t ndiags;
	char *log;               /* diagnostics rendered clang-style */
	const char **deps;       /* files read, main file first */
	unsigned char *dep_system; /* 1 where deps[i] was found in a system directory */
	size_t ndeps;
};

/* A result holding c's diagnostics and rendered log (never NULL unless out
 * of memory). */
zocc_result *api_result(Ctx *c);
/* An entry point's work: run on a context of its own, then copy (may be
 * NULL) what it made into the result, which api_run hands out through out
 * (when out is not NULL) with run's status.  p is the entry point's state:
 * kept by its caller, so it outlives the unwinding.  An internal error
 * (zc_fatal) in run is ZOCC_INTERNAL with a result; running out of memory
 * anywhere is ZOCC_INTERNAL with none (*out NULL). */
zocc_status api_run(zocc_status (*run)(Ctx *c, void *p),
                    void (*copy)(Ctx *c, void *p, zocc_status st, zocc_result *r),
                    void *p, zocc_result **out);
/* Parse options in command-line syntax (split on blanks, with '…' and "…"
 * quoting) and then argv, into c->opt; unknown options are errors. */
bool api_parse_options(Ctx *c, const char *options, const char *const *argv, int argc);
/* -v: the version, target and (search) the #include search list, for the
 * head of the log (c->log_head); nothing without -v. */
void api_verbose(Ctx *c, bool search);
/* argc options at argv, all non-NULL (else an error naming the field of
 * what, the entry point's input struct, and false). */
bool api_check_argv(Ctx *c, const char *const *argv, int argc, const char *what);
/* A zocc_target's fields consistent (else an error, false). */
bool api_check_target(Ctx *c, const zocc_target *t);
/* c->target from the options and what Level Zero reports (t, may be NULL). */
void api_target(Ctx *c, const zocc_target *t);

#endif
