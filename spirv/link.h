/* link.h — joining SPIR-V modules into one (zocc --link, zocc_link):
 * imports resolved by name against exports, types merged by structure,
 * ids renumbered.  Knows nothing of OpenCL C; link.c says how. */
#ifndef SPV_LINK_H
#define SPV_LINK_H

#include "../support/zc.h"

/* One module given to the linker: words from anywhere (untrusted). */
typedef struct SpvLinkInput {
	const char *name;       /* in diagnostics ("a.spv") */
	const uint32_t *words;
	size_t nwords;
} SpvLinkInput;

/* Link n modules.  With library set (-create-library) the result keeps its
 * exports and may keep unresolved imports; without it every import must
 * be resolved, and exports are kept only when the result has no entry
 * point (a library again).  Each problem is an error diagnostic without
 * location that names the module and the symbol.  Returns the words (in
 * c's arena) or NULL after an error. */
uint32_t *spv_link(Ctx *c, const SpvLinkInput *in, size_t n, bool library, size_t *nwords);

#endif
