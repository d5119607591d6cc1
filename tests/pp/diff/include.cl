// 6.10.2 source file inclusion: "..." relative to the including file, <...>
// through -I, the macro-replaced form, include guards and #pragma once.
// args: -Iinc
#include "hdr/guarded.h"
#include "hdr/guarded.h"
#include "hdr/ifndef-defined.h"
#include "hdr/ifndef-defined.h"
#include "hdr/once.h"
#include "hdr/once.h"
#define PLAIN "hdr/plain.h"
#include PLAIN
#include PLAIN
#include <sys.h>
#define ANGLED <sys.h>
#include ANGLED
#include "hdr/relative.h"
#include "hdr/not-a-guard.h"
#include "hdr/not-a-guard.h"
after_includes guarded_value once_value
#if __has_include("hdr/plain.h") && __has_include(<sys.h>) && !__has_include("nope.h")
has_include_works
#endif
#if defined(__has_include) && defined __has_include
has_include_defined
#endif
// (a preprocessor test input, not a kernel:)
// parse: invalid
