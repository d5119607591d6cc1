#!/usr/bin/env python3
"""gen-heavy.py DIR [KERNELS] — write a macro-heavy OpenCL C program for timing
the preprocessor: DIR/heavy.cl and DIR/inc/*.h.

Thousands of lines of nested macro use: kernels whose names are pasted
together, type-generic bodies instantiated per type, nested MIN/MAX/CLAMP,
stringizing, variadic logging macros, X-macro tables, and every kernel file
section including the same guarded headers again (so include-guard
detection is exercised).  Deterministic: the same arguments give the same
files.

    python3 tests/pp/gen-heavy.py /tmp/heavy 400
    build/tests/pp-harness --repeat 20 --time -I/tmp/heavy/inc /tmp/heavy/heavy.cl >/dev/null
    time clang-15 -E -x cl -cl-no-stdinc -I/tmp/heavy/inc /tmp/heavy/heavy.cl -o /dev/null
"""
import os
import sys

out = sys.argv[1]
nk = int(sys.argv[2]) if len(sys.argv) > 2 else 400
os.makedirs(os.path.join(out, "inc"), exist_ok=True)

TYPES = ["float", "int", "uint", "short", "long", "uchar"]

common = """#ifndef COMMON_H
#define COMMON_H
#define CAT_(a, b) a ## b
#define CAT(a, b) CAT_(a, b)
#define CAT3(a, b, c) CAT(CAT(a, b), c)
#define STR_(x) #x
#define STR(x) STR_(x)
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define CLAMP(x, lo, hi) MIN(MAX((x), (lo)), (hi))
#define SQ(x) ((x) * (x))
#define LERP(a, b, t) ((a) + ((b) - (a)) * (t))
#define GID(d) get_global_id(d)
#define LID(d) get_local_id(d)
#define IDX2(x, y, w) ((y) * (w) + (x))
#define IDX3(x, y, z, w, h) (((z) * (h) + (y)) * (w) + (x))
#define LOG(fmt, ...) printf("[%s:%d] " fmt "\\n", __FILE__, __LINE__, ## __VA_ARGS__)
#define UNUSED(...) (void)(__VA_ARGS__)
#define REPEAT2(m, x) m(x) m(x)
#define REPEAT4(m, x) REPEAT2(m, x) REPEAT2(m, x)
#define REPEAT8(m, x) REPEAT4(m, x) REPEAT4(m, x)
#endif
"""
types_h = """#ifndef TYPES_H
#define TYPES_H
#include "common.h"
#define VEC(T, n) CAT(T, n)
#define VLOAD(n) CAT(vload, n)
#define VSTORE(n) CAT(vstore, n)
#define KNAME(op, T) CAT3(op, _, T)
#define ACC(T) CAT(acc_, T)
#define OPS(X) X(add, +) X(sub, -) X(mul, *) X(max, MAX) X(min, MIN)
#define BINOP_PLUS(a, b) ((a) + (b))
#define BINOP_MINUS(a, b) ((a) - (b))
#endif
"""
with open(os.path.join(out, "inc", "common.h"), "w") as f:
    f.write(common)
with open(os.path.join(out, "inc", "types.h"), "w") as f:
    f.write(types_h)
for i in range(20):
    with open(os.path.join(out, "inc", "part%d.h" % i), "w") as f:
        f.write("""#ifndef PART%d_H
#define PART%d_H
#include "common.h"
#include "types.h"
#define PART%d_SCALE(x) ((x) * %d + CLAMP(x, 0, %d))
#define PART%d_NAME STR(CAT(part, %d))
#endif
""" % (i, i, i, i + 1, i * 3 + 1, i, i))

lines = ['#include "common.h"', '#include "types.h"']
lines += [
    "#define DEF_ELEMENTWISE(op, sym, T) \\",
    "__kernel void KNAME(op, T)(__global const T *a, __global const T *b, __global T *c, int n) \\",
    "{ \\",
    "\tint i = GID(0); \\",
    "\tif (i < n) \\",
    "\t\tc[i] = CLAMP(a[i] sym b[i], MIN(a[i], b[i]), MAX(SQ(a[i]), SQ(b[i]))); \\",
    "}",
    "#define DEF_STENCIL(T, R) \\",
    "__kernel void CAT3(stencil, R, T)(__global const T *in, __global T *out, int w, int h) \\",
    "{ \\",
    "\tint x = GID(0), y = GID(1); \\",
    "\tT acc = 0; \\",
    "\tfor (int dy = -R; dy <= R; dy++) \\",
    "\t\tfor (int dx = -R; dx <= R; dx++) \\",
    "\t\t\tacc += in[IDX2(CLAMP(x + dx, 0, w - 1), CLAMP(y + dy, 0, h - 1), w)]; \\",
    "\tout[IDX2(x, y, w)] = acc / SQ(2 * R + 1); \\",
    "\tLOG(\"stencil %d\", R); \\",
    "}",
]
for k in range(nk):
    T = TYPES[k % len(TYPES)]
    part = k % 20
    lines.append('#include "part%d.h"' % part)
    lines.append('#include "common.h"')
    lines.append("DEF_ELEMENTWISE(CAT(op%d_, add), +, %s)" % (k, T))
    lines.append("DEF_STENCIL(%s, %d)" % (T, k))
    lines.append("__kernel void CAT(user_kernel_, %d)(__global %s *p, int n)" % (k, T))
    lines.append("{")
    lines.append("\tint i = GID(0);")
    lines.append("\tint j = CLAMP(i + %d, 0, n - 1), q = PART%d_SCALE(j);" % (k, part))
    lines.append("\tp[IDX3(i, j, 0, n, n)] = LERP(p[i], p[j], 0.5f) + MAX(MIN(p[i], p[j]), MAX(q, %d));" % k)
    lines.append("\tREPEAT8(UNUSED, p[i]);")
    lines.append("\tLOG(\"kernel %%d %%s\", %d, PART%d_NAME);" % (k, part))
    lines.append("#if %d %% 3 == 0 && defined(PART%d_H)" % (k, part))
    lines.append("\tp[0] = BINOP_PLUS(p[0], %d);" % k)
    lines.append("#elif %d %% 3 == 1" % k)
    lines.append("\tp[0] = BINOP_MINUS(p[0], %d);" % k)
    lines.append("#else")
    lines.append("\tp[0] = SQ(SQ(p[0]));")
    lines.append("#endif")
    lines.append("}")
with open(os.path.join(out, "heavy.cl"), "w") as f:
    f.write("\n".join(lines) + "\n")
