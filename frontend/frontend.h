/* frontend.h — what the front end offers the rest of zocc: the
 * preprocessor (pp.h) and the parser that turns the preprocessed text into
 * the AST (ast.h). */
#ifndef FRONTEND_H
#define FRONTEND_H

#include "pp.h"
#include "ast.h"

/* Parse the preprocessor's output with the OpenCL C grammar and build the
 * AST.  Syntax errors (tree-sitter's ERROR and MISSING nodes) are reported
 * through c; declarations around them are still built. */
Unit *ast_build(Ctx *c, const PPOutput *pp);

/* Names the front end treats as types without a declaration in the source:
 * the typedefs of the OpenCL C built-in library (memory_order, atomic_int...). */
bool ast_builtin_typedef(const char *name, size_t len);

#endif
