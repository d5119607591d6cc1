"""tests/caps — every construct that needs a capability, under every
target and language version: never an internal error.

tests/lib/constructs.py lists about a hundred small programs, one
construct each that some target lacks (half loads, stores, arithmetic and
literals; doubles; images, samplers and mipmaps; 8/16/64-bit integers;
64-bit, float and half atomics; generic pointers; program-scope variables;
sub-groups and their extensions; Intel's block and media I/O, required
sub-group sizes, split barriers; dot products; printf; device-side
enqueue, pipes, recursion and more).

caps/NAME compiles construct NAME for each target (the default, ze, skl,
icllp, tgllp, dg2-g10, pvc, and the low-power apl and ehl) at
-cl-std=CL1.2, CL2.0 and CL3.0, and requires of each compilation one of
two outcomes:

  - exit 0 with a module that passes spirv-val and `zocc --verify` for that
    target (a device profile's own check of the finished words), or
  - exit 1 with an error at a line of the file (a source-level diagnostic,
    not a message about the module);

never exit 3 (an internal error: the check after emission caught what sema
let through), a crash or another status.  Then the outcomes must be the
row of tests/caps/expected.txt for NAME: '+' compiled, '-' refused, one
character per language version, per target.  A change in what a target
accepts fails the test until expected.txt says so (ZOCC_CAPS_UPDATE=1
rewrites the file from this run).  The default target's CL3.0 module also
goes to IGC on every device that has what it declares (oracles.igc).
"""

import os
import re
import threading

import oracles
from rig import Fail, Test, run

from constructs import CONSTRUCTS

TARGETS = ['any', 'ze', 'apl', 'skl', 'ehl', 'icllp', 'tgllp', 'dg2-g10', 'pvc']
STDS = ['CL1.2', 'CL2.0', 'CL3.0']
HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = os.path.join(HERE, 'expected.txt')
_update_lock = threading.Lock()


def read_expected():
    """NAME -> {target: '+-+'} from expected.txt."""
    rows = {}
    if not os.path.exists(EXPECTED):
        return rows
    with open(EXPECTED, encoding='utf-8') as f:
        for line in f:
            if not line.strip() or line.startswith('#'):
                continue
            name, *cells = line.split()
            rows[name] = dict(c.split(':', 1) for c in cells)
    return rows


def row_text(name, row):
    return '%-30s %s' % (name, ' '.join('%s:%s' % (t, row.get(t, '?')) for t in TARGETS))


class CapsTest(Test):
    def __init__(self, ctx, name, src, expected):
        self.ctx = ctx
        self.cname = name
        self.src = src
        self.expected = expected
        self.name = 'caps/' + name

    def compile_one(self, wd, path, target, std):
        spv = os.path.join(wd, '%s-%s.spv' % (target, std))
        dev = [] if target == 'any' else ['-device', target]
        r = run([self.ctx.zocc, '-c', '-cl-std=' + std] + dev + ['k.cl', '-o', spv], cwd=wd)
        where = '%s -cl-std=%s' % ('default target' if target == 'any' else '-device ' + target, std)
        if r.code == 0:
            w = oracles.spirv_val(spv, wd)
            v = run([self.ctx.zocc, '--verify', spv] + dev, cwd=wd)
            if not v.ok:
                raise Fail('%s: compiled, but zocc --verify refuses the module: %s' % (where, v.brief()))
            return '+', spv, w
        if r.code == 1 and 'internal error' not in r.err:
            lines = self.src.count('\n')
            at = [int(m.group(1)) for m in re.finditer(r'^k\.cl:(\d+):\d+: error: ', r.err, re.M)]
            if not at or not all(1 <= n <= lines for n in at):
                raise Fail('%s: exit 1 without an error at a line of the file: %s' % (where, r.brief()))
            return '-', None, None
        raise Fail('%s: exit %d: %s' % (where, r.code, r.brief()))

    def _run(self):
        wd = self.ctx.workdir(self.name)
        path = os.path.join(wd, 'k.cl')
        with open(path, 'w', encoding='utf-8') as f:
            f.write(self.src)
        row = {}
        default = None
        for t in TARGETS:
            cells = ''
            for s in STDS:
                c, spv, w = self.compile_one(wd, path, t, s)
                cells += c
                if t == 'any' and s == 'CL3.0' and spv:
                    default = (spv, w)
            row[t] = cells
        if default:
            oracles.igc(default[0], oracles.devices_for(default[1]), wd)
        if os.environ.get('ZOCC_CAPS_UPDATE'):
            update_row(self.cname, row)
            return row_text('', row).strip()
        if self.expected != row:
            raise Fail('outcomes %s, expected.txt says %s' %
                       (row_text('', row).strip(), row_text('', self.expected).strip() if self.expected else 'nothing'))
        return row_text('', row).strip()


def update_row(name, row):
    """Rewrites NAME's row of expected.txt (ZOCC_CAPS_UPDATE=1), keeping
    the others and the order of CONSTRUCTS."""
    with _update_lock:
        rows = read_expected()
        rows[name] = row
        with open(EXPECTED, 'w', encoding='utf-8') as f:
            f.write('# tests/caps: what each target accepts (+) and refuses at a source line (-),\n'
                    '# per -cl-std=CL1.2, CL2.0, CL3.0.  Written by ZOCC_CAPS_UPDATE=1 python3\n'
                    '# tests/run.py caps; review the difference before committing it.\n')
            for n, _ in CONSTRUCTS:
                if n in rows:
                    f.write(row_text(n, rows[n]) + '\n')


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    expected = read_expected()
    names = [n for n, _ in CONSTRUCTS]
    if len(set(names)) != len(names):
        raise SystemExit('tests/lib/constructs.py: a name twice')
    return [CapsTest(ctx, name, src, expected.get(name)) for name, src in CONSTRUCTS]
