/* irgen.h — lowering a checked program to a SPIR-V module for the Level
 * Zero environment (Physical64 addressing, OpenCL memory model, Kernel
 * entry points). */
#ifndef IRGEN_H
#define IRGEN_H

#include "../sema/sema.h"

/* The module's words (arena memory), or NULL after an error (reported). */
uint32_t *irg_program(Ctx *c, Program *p, size_t *nwords);

#endif
