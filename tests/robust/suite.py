"""tests/robust — bad input never crashes zocc.

Every test kernel under tests/ is mutated at random (characters cut, tokens
inserted, pieces duplicated) with fixed seeds, so a run is repeatable, and
compiled.  Each compilation must end with exit status 0 or 1 and a clear
message: a crash, a time-out, a sanitizer report (on the --sanitize build),
an internal error or a module that fails spirv-val fails the test; the
mutated source is kept in the work directory for a look.
"""

import glob
import os
import random

from rig import Fail, FuncTest, run

SEEDS = range(8)        # one test per seed
PER_SEED = 150          # mutated programs per test
TOKENS = ['(', ')', '{', '}', ';', ',', '*', '&', 'int', 'float4', '__global', 'kernel', '=',
          '+', '[', ']', '.', '->', 'x', '0', '1.5f', '"s"', "'c'", '?', ':', '#', 'struct',
          'typedef', 'return', 'if', 'else', 'for', 'while', 'switch', 'case', 'break', 'goto',
          '...', '__attribute__((aligned(8)))', 'sizeof', 'void', 'double', 'half', 'local',
          'constant', 'private', 'generic', '<<=', '>>', '!', '~', '++', '--', '0x', '1e', '..',
          '\\', '\n', '#define X(a) a##a', '#if 1', '#endif', '#include "nope.h"', 'X(', 'L"w"']


def mutate(rnd, s):
    for _ in range(rnd.randint(1, 6)):
        i = rnd.randrange(len(s) + 1)
        op = rnd.random()
        if op < 0.4:
            s = s[:i] + s[min(len(s), i + rnd.randint(1, 20)):]
        elif op < 0.8:
            s = s[:i] + ' ' + rnd.choice(TOKENS) + ' ' + s[i:]
        else:
            j = rnd.randrange(len(s) + 1)
            s = s[:i] + s[j:min(len(s), j + rnd.randint(1, 40))] + s[i:]
    return s


def check_seed(ctx, seed, sources):
    rnd = random.Random(seed)
    wd = ctx.workdir('robust/seed%d' % seed)
    for k in range(PER_SEED):
        src = mutate(rnd, rnd.choice(sources))
        path = os.path.join(wd, 'm.cl')
        with open(path, 'w', encoding='utf-8') as f:
            f.write(src)
        r = run([ctx.zocc, '-c', path, '-o', os.path.join(wd, 'm.spv')], cwd=wd, timeout=30)
        why = None
        if r.timedout:
            why = 'timed out'
        elif r.sanitizer_report():
            why = r.sanitizer_report()
        elif r.code not in (0, 1):
            why = 'exit status %d: %s' % (r.code, r.brief())
        elif 'internal error' in r.err:
            why = r.brief()
        elif r.code == 1 and 'error:' not in r.err:
            why = 'exit status 1 without an error message'
        elif r.code == 0:
            v = run(['spirv-val', '--target-env', 'opencl2.2', os.path.join(wd, 'm.spv')], cwd=wd, timeout=30)
            if not v.ok:
                why = 'spirv-val rejects the module: ' + v.brief()
        if why:
            with open(os.path.join(wd, 'failing.cl'), 'w', encoding='utf-8') as f:
                f.write(src)
            raise Fail('mutation %d: %s (source kept as %s)' % (k, why, os.path.join(wd, 'failing.cl')))
    return True, '%d mutated programs' % PER_SEED


def tool_test(ctx, name, args, want, timeout=300):
    """Runs a test program of tests/robust/files.ninja; it passes when it
    exits 0 with no sanitizer report and prints want."""
    exe = ctx.tool(name)
    if not os.path.exists(exe):
        raise Fail('%s does not exist (ninja tests)' % exe)
    r = run([exe] + args, cwd=ctx.root, timeout=timeout)
    if r.sanitizer_report():
        raise Fail(r.sanitizer_report())
    if not r.ok or want not in r.out:
        raise Fail(r.brief(6))
    return True, r.out.strip().splitlines()[-1]


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    tests = [
        # support/num.c reads and writes numbers exactly as glibc does in the C locale
        FuncTest('robust/numbers', lambda: tool_test(ctx, 'num_test', ['1', '20000'], 'agree with the C library')),
    ]
    files = sorted(glob.glob(os.path.join(ctx.tests, '**', '*.cl'), recursive=True))
    sources = []
    for p in files:
        with open(p, encoding='utf-8', errors='replace') as f:
            sources.append(f.read())
    return tests + [FuncTest('robust/seed%d' % s, lambda s=s: check_seed(ctx, s, sources)) for s in SEEDS]
