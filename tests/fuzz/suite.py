"""tests/fuzz — the fuzzers' committed corpus and regression inputs, replayed.

Each harness (tests/fuzz/fuzz_NAME.c) linked with replay.c runs every input
of tests/fuzz/corpus/NAME (what the fuzzers found worth keeping, merged by
`tests/fuzz/run merge NAME`) and tests/fuzz/regress/NAME (the inputs of
fixed findings).  An input fails the test the way it would fail the fuzzer:
a crash, a sanitizer report (on the --sanitize build) or a harness's broken
contract (an invalid module, an internal error, a wrong status).  The
fuzzers themselves run for minutes with `tests/fuzz/run` (see there).
"""

import os

from rig import Fail, FuncTest, run

NAMES = ['compile', 'options', 'verify', 'pp']


def replay(ctx, name, kind):
    d = os.path.join(ctx.tests, 'fuzz', kind, name)
    if not os.path.isdir(d) or not os.listdir(d):
        return None, 'no %s inputs for %s' % (kind, name)
    exe = os.path.join(ctx.build, 'tests', 'fuzz', 'replay_' + name)
    if not os.path.exists(exe):
        raise Fail('%s does not exist (ninja tests)' % exe)
    r = run([exe, d], cwd=ctx.root, timeout=1800)
    if r.ok and not r.sanitizer_report():
        return True, r.out.strip()
    last = [l for l in r.err.splitlines() if l.startswith('replay: ')]
    where = last[-1][len('replay: '):] if last else '?'
    why = r.sanitizer_report() or next((l for l in r.err.splitlines() if 'contract broken' in l), None) or r.brief()
    raise Fail('%s: %s' % (ctx.rel(where), why))


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    return [FuncTest('fuzz/%s-%s' % (kind, n), lambda n=n, k=kind: replay(ctx, n, k))
            for kind in ('corpus', 'regress') for n in NAMES]
