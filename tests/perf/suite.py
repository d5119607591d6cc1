"""tests/perf — the properties of big programs that can be checked exactly
(issue 12; their speed is measured by bench/run, never asserted here):

  - perf/big: a program of bench/genbig.py's shape (helpers in shared
    headers, constant tables, macro-built rounds, four kernels calling a
    fraction of the helpers), big enough that the parser reads it in
    several pieces (frontend/ast.c), runs through the execution pipeline
    and must give what clang-15 + llvm-spirv-15 gives;
  - perf/pieces-error: a syntax error in a function in the middle of such a
    program is reported once, at its line, with the message it gets when
    the function stands alone; a typedef from the first piece is a type in
    the last;
  - perf/time-report: -ftime-report names every phase in order and leaves
    the module byte for byte as without it.
"""

import os
import re
import sys

from exectest import ExecTest
from rig import Fail, FuncTest, run

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, 'bench'))
import genbig  # noqa: E402

# 200 helpers: about 240 KB of preprocessed text, four pieces of the parser
BIG_HELPERS = 200
PHASES = ['preprocess', 'type names', 'parse', 'AST', 'sema', 'irgen', 'emit', 'validate']


def big_program(ctx, name, launch=0):
    d = os.path.join(ctx.build, 'tests', 'perf', name)
    n = BIG_HELPERS
    return genbig.write(d, n, genbig.tables_for(n), 32, 4, launch)


def zocc(ctx, wd, *args):
    return run([ctx.zocc] + list(args), cwd=wd, timeout=120)


def t_pieces_error(ctx):
    wd = ctx.workdir('perf/pieces-error')
    src = big_program(ctx, 'pieces-error')
    with open(src) as f:
        text = f.read()
    # one header in the middle gets a broken helper; the kernels' file
    # gets a use of the typedef of common.h (the first piece) at its end
    inc = os.path.join(os.path.dirname(src), 'inc')
    hs = sorted(h for h in os.listdir(inc) if h.startswith('helpers'))
    mid = hs[len(hs) // 2]
    broken = 'DECLSPEC u32 broken_helper(u32 x)\n{\n\tu32 y = x +;\n\treturn y;\n}\n'
    with open(os.path.join(inc, mid)) as f:
        htext = f.read()
    cut = htext.index('DECLSPEC', len(htext) // 2)
    htext = htext[:cut] + broken + htext[cut:]
    with open(os.path.join(inc, mid), 'w') as f:
        f.write(htext)
    line = htext[:cut].count('\n') + 3
    with open(src, 'w') as f:
        f.write(text + '\nkernel void last(global u32 *o) { hctx_t c; c.len = 3; o[0] = (u32)c.len; }\n')
    r = zocc(ctx, wd, '-ftime-report', '-c', src, '-o', os.path.join(wd, 'k.spv'))
    m = re.search(r'input: (\d+) bytes', r.err)
    if not m or int(m.group(1)) < 3 * 64 * 1024:
        raise Fail('the program is not big enough for several pieces: %s' % r.brief())
    errs = [l for l in r.err.splitlines() if ': error: ' in l]
    if r.code != 1 or len(errs) != 1:
        raise Fail('exit %d, want 1 with one error: %s' % (r.code, r.brief()))
    if not errs[0].startswith('%s:%d:' % (os.path.join(inc, mid), line)):
        raise Fail('the error is not at %s:%d: %s' % (mid, line, errs[0]))
    # the same function alone
    with open(os.path.join(wd, 'alone.cl'), 'w') as f:
        f.write('typedef uint u32;\n#define DECLSPEC\n' + broken)
    a = zocc(ctx, wd, '-c', 'alone.cl', '-o', 'alone.spv')
    aerr = [l for l in a.err.splitlines() if ': error: ' in l]
    if len(aerr) != 1 or aerr[0].split(': error: ')[1] != errs[0].split(': error: ')[1]:
        raise Fail('alone it reads %s; in the big program %s' % (aerr, errs[0]))
    return True, errs[0].split(': ', 1)[1]


def t_time_report(ctx):
    wd = ctx.workdir('perf/time-report')
    src = big_program(ctx, 'time-report')
    a = zocc(ctx, wd, '-c', src, '-o', 'plain.spv')
    b = zocc(ctx, wd, '-ftime-report', '-c', src, '-o', 'timed.spv')
    if not a.ok or not b.ok:
        raise Fail('zocc: %s %s' % (a.brief(), b.brief()))
    with open(os.path.join(wd, 'plain.spv'), 'rb') as f:
        plain = f.read()
    with open(os.path.join(wd, 'timed.spv'), 'rb') as f:
        if f.read() != plain:
            raise Fail('-ftime-report changes the module')
    if a.err.strip():
        raise Fail('a report without -ftime-report: %s' % a.brief())
    rows = [l.split()[0] if not l.strip().startswith('type names') else 'type names'
            for l in b.err.splitlines() if re.match(r'\s+(\w+( names)?)\s+[0-9.]+\s+[0-9.]+%', l)]
    if rows != PHASES + ['total']:
        raise Fail('phases %s, want %s' % (rows, PHASES + ['total']))
    m = re.search(r'module: (\d+) bytes', b.err)
    if not m or int(m.group(1)) != len(plain):
        raise Fail('the report gives the module %s bytes, the file has %d' % (m and m.group(1), len(plain)))
    return True, '%d phases' % len(PHASES)


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    tests = [FuncTest('perf/' + n, lambda f=f: f(ctx)) for n, f in
             [('pieces-error', t_pieces_error), ('time-report', t_time_report)]]
    tests.append(ExecTest(ctx, big_program(ctx, 'big', launch=32), 'perf/big'))
    return tests
