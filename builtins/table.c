/* table.c — builtins.def expanded into the table sema and irgen read. */
#include <spirv/unified1/spirv.h>
#include <spirv/unified1/OpenCL.std.h>

#include "../support/zc.h"
#include "builtins.h"

const Builtin bi_table[] = {
#define B(name, sig, gen, lower, feat, op, aux, aux2, minstd) \
	{#name, sig, gen, lower, feat, (uint16_t)(op), (uint16_t)(aux), (uint16_t)(aux2), minstd},
#include "builtins.def"
#undef B
};

const size_t bi_count = sizeof bi_table / sizeof bi_table[0];
