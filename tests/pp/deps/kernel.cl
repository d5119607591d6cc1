// depfile inputs: a kernel including headers from two -I directories.  The
// deps are every file read from disk, main file first, each once however it
// was reached ("S " marks a find through <...>).
// args: -Iinc1 -Iinc2
// dep: kernel.cl
// dep: inc1/a.h
// dep: inc2/common.h
// dep: S inc2/b.h
// dep: inc1/unguarded.h
#include "a.h"
#include <b.h>
#include "b.h"
#include "inc2/../inc2/common.h"
#include "unguarded.h"
#include "unguarded.h"
#if __has_include("probe-only.h")
/* found by the probe, but never read: not a dependency */
#endif
__kernel void k(__global int *p) { p[0] = A + B + COMMON + UNGUARDED; }
