/* frontend.h — what the front end offers the rest of zocc: the
 * preprocessor (pp.h) and the parser that turns the preprocessed text into
 * the AST (ast.h). */
#ifndef FRONTEND_H
#define FRONTEND_H

#include "pp.h"
#include "ast.h"

/* Who takes each top-level item as soon as it is built (sema): item is
 * called with its declarations, ds[0..n), and returns whether a function
 * body among them must stay even if no kernel can reach it (a kernel, a
 * body with static or __constant variables or its own struct types).
 * While it runs, `nodes` is the arena the item's function body is in:
 * what it adds to the body goes there. */
typedef struct AstSink {
	void *user;
	bool (*item)(void *user, Decl **ds, size_t n, Arena *nodes);
} AstSink;

/* Parse the preprocessor's output with the OpenCL C grammar and build the
 * AST.  Syntax errors (tree-sitter's ERROR and MISSING nodes) are reported
 * through c; declarations around them are still built.  Each top-level
 * item goes to sink (if any) when it is built; then the body of a function
 * that sink does not keep and that no kernel can reach (unless
 * keep_bodies) is freed, its Decl's body set to NULL: a big program's
 * unused helpers never hold memory together. */
Unit *ast_build(Ctx *c, const PPOutput *pp, const AstSink *sink, bool keep_bodies);

/* Names the front end treats as types without a declaration in the source:
 * the typedefs of the OpenCL C built-in library (memory_order, atomic_int...). */
bool ast_builtin_typedef(const char *name, size_t len);

#endif
