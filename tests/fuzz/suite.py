"""tests/fuzz — the fuzzers' committed corpus and regression inputs, replayed.

Each harness (tests/fuzz/fuzz_NAME.c) linked with replay.c runs every input
of tests/fuzz/corpus/NAME (what the fuzzers found worth keeping, merged by
`tests/fuzz/run merge NAME`) and tests/fuzz/regress/NAME (the inputs of
fixed findings).  An input fails the test the way it would fail the fuzzer:
a crash, a sanitizer report (on the --sanitize build) or a harness's broken
contract (an invalid module, an internal error, a wrong status).  The
replay must also have run every file, and a corpus must reach each of its
harness's checks (REACH: modules validated and errors, ...).  The fuzzers
themselves run for minutes with `tests/fuzz/run` (see there).
"""

import os
import re

from rig import Fail, FuncTest, run

NAMES = ['compile', 'options', 'verify', 'pp', 'dm', 'debug', 'link']

# The outcomes (fuzz.h's fuzz_note) a committed corpus must reach, so that
# each check of its harness runs on some input: a corpus for zocc_compile
# that only makes errors would validate no module.
REACH = {
    'compile': ('module', 'error'),
    'options': ('verified', 'error'),
    'verify': ('valid', 'invalid'),
    'pp': ('text', 'error'),
    'dm': ('macros', 'error'),
    'debug': ('module', 'error'),
    'link': ('linked-valid', 'error'),
}


def replay(ctx, name, kind):
    d = os.path.join(ctx.tests, 'fuzz', kind, name)
    files = [f for f in os.listdir(d) if not f.startswith('.') and
             os.path.isfile(os.path.join(d, f))] if os.path.isdir(d) else []
    if not files:
        return None, 'no %s inputs for %s' % (kind, name)
    exe = os.path.join(ctx.build, 'tests', 'fuzz', 'replay_' + name)
    if not os.path.exists(exe):
        raise Fail('%s does not exist (ninja tests)' % exe)
    r = run([exe, d], cwd=ctx.root, timeout=1800)
    if not r.ok or r.sanitizer_report():
        last = [l for l in r.err.splitlines() if l.startswith('replay: ')]
        where = last[-1][len('replay: '):] if last else '?'
        why = (r.sanitizer_report() or next((l for l in r.err.splitlines() if 'contract broken' in l), None)
               or r.brief())
        raise Fail('%s: %s' % (ctx.rel(where), why))
    m = re.search(r'^replayed (\d+) inputs(?:: (.*))?$', r.out, re.M)
    if not m:
        raise Fail('no count of inputs in the output: %s' % r.out.strip()[:200])
    if int(m.group(1)) != len(files):
        raise Fail('replayed %s inputs of %d in %s' % (m.group(1), len(files), ctx.rel(d)))
    seen = dict((k, int(v)) for k, v in (x.strip().rsplit(' ', 1) for x in (m.group(2) or '').split(',') if x.strip()))
    if kind == 'corpus':
        missing = [w for w in REACH[name] if not seen.get(w)]
        if missing:
            raise Fail('no input of %s comes to %s (%s)' % (ctx.rel(d), ' or '.join(missing), m.group(0)))
    return True, m.group(0)


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    return [FuncTest('fuzz/%s-%s' % (kind, n), lambda n=n, k=kind: replay(ctx, n, k))
            for kind in ('corpus', 'regress') for n in NAMES]
