"""tests/exec — execution tests: kernels that run and check their results.

Every tests/exec/*.cl and tests/exec/ext/*.cl is one test.  Its comments say
how to launch it and what must hold afterwards (the format is at the top of
tests/lib/kspec.py).  The pipeline, for the compiler under test (zocc, or
clang-15 + llvm-spirv-15 with --compiler clang):

  compile -> SPIR-V version <= 1.2 -> spirv-val --target-env opencl2.2
  -> ocloc (IGC) for skl, tgllp, dg2-g10, pvc (fp64 modules: skl, pvc)
  -> llvm-spirv-15 -r -> build/tests/clrun on PoCL -> the file's expectations

A test whose `// requires:` names a feature in NOT_YET is skipped when the
compiler is zocc (clang has all of them, so --compiler clang runs it).
`expect: same-as-reference` runs the kernel through the reference pipeline as
well (cached in build/tests/refcache, keyed by the file's text and the
reference tools' versions) and compares the buffers.
"""

import os

from exectest import ExecTest


def collect(ctx):
    tests = []
    base = os.path.join(ctx.tests, 'exec')
    for d in (base, os.path.join(base, 'ext'), os.path.join(base, 'builtins')):
        if not os.path.isdir(d):
            continue
        for f in sorted(os.listdir(d)):
            if f.endswith('.cl'):
                path = os.path.join(d, f)
                tests.append(ExecTest(ctx, path, 'exec/' + os.path.relpath(path, base)[:-len('.cl')]))
    return tests
